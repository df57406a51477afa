// The insights hub's content (entry "/lead-generation-insights"). Shipped version: app/routes/lead-generation-insights/content.json.
import { z } from "zod";
import { cta, text } from "#shared/content/fields.ts";

export const insightsHubSchema = () =>
  z.strictObject({
    closingCta: z.strictObject({
      id: text(),
      title: text(),
      text: text(),
      primary: cta(),
      secondary: cta(),
    }),
    hero: z.strictObject({
      eyebrow: text(),
      title: text(),
      intro: text(),
      guideCta: text(),
      contact: cta(),
    }),
    sections: z.strictObject({
      core: z.strictObject({
        title: text(),
        intro: text(),
        stats: z
          .array(
            z.strictObject({
              value: text(),
              label: text(),
            }),
          )
          .readonly(),
        quote: cta(),
        aboutTitle: text(),
      }),
      featured: z.strictObject({
        title: text(),
        intro: text(),
      }),
      supporting: z.strictObject({
        title: text(),
        intro: text(),
      }),
      industries: z.strictObject({
        title: text(),
        intro: text(),
      }),
    }),
  });

export type InsightsHubContent = z.infer<ReturnType<typeof insightsHubSchema>>;
