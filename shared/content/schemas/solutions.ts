// The Solutions overview's content (entry "/our-solutions"). Shipped version: app/routes/our-solutions/content.json.
import { z } from "zod";
import { cta, href, icon, text, texts } from "#shared/content/fields.ts";

export const solutionsSchema = () =>
  z.strictObject({
    consultation: z.strictObject({
      title: text(),
      text: text(),
      button: cta(),
      hours: text(),
    }),
    industriesIntro: text(),
    industryExamples: z
      .array(
        z.strictObject({
          icon: icon(),
          name: text(),
          text: text(),
        }),
      )
      .readonly(),
    sections: z.strictObject({
      solutions: z.strictObject({
        title: text(),
        intro: text(),
      }),
      industries: z.strictObject({
        title: text(),
      }),
      pricingIntro: text(),
    }),
    solutionCards: z
      .array(
        z.strictObject({
          icon: icon(),
          title: text(),
          badge: text(),
          description: text(),
          features: texts(),
          link: href(),
          linkLabel: text(),
        }),
      )
      .readonly(),
    solutionsHero: z.strictObject({
      eyebrow: text(),
      title: text(),
      intro: text(),
    }),
  });

export type SolutionsContent = z.infer<ReturnType<typeof solutionsSchema>>;
