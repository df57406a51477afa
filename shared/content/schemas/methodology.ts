// The customer acquisition methodology guide's content (entry "/lead-generation-insights/customer-acquisition-methodology"). Shipped version: app/routes/lead-generation-insights/customer-acquisition-methodology/content.json.
import { z } from "zod";
import { cta, icon, text, texts } from "#shared/content/fields.ts";

export const methodologySchema = () =>
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
      cta: cta(),
    }),
    methodologySteps: z
      .array(
        z.strictObject({
          key: text(),
          icon: icon(),
          title: text(),
          summary: text(),
          activities: texts(),
        }),
      )
      .readonly(),
    qualityStandards: z
      .array(
        z.strictObject({
          title: text(),
          text: text(),
        }),
      )
      .readonly(),
    sections: z.strictObject({
      overview: z.strictObject({
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
      }),
      steps: z.strictObject({
        title: text(),
        intro: text(),
        stepLabel: text(),
        activitiesTitle: text(),
      }),
      quality: z.strictObject({
        title: text(),
        intro: text(),
      }),
      technology: z.strictObject({
        title: text(),
        intro: text(),
      }),
      guide: z.strictObject({
        eyebrow: text(),
        title: text(),
        text: text(),
        cta: text(),
      }),
    }),
    technology: texts(),
  });

export type MethodologyContent = z.infer<ReturnType<typeof methodologySchema>>;
