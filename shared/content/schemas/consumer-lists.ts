// The consumer lists service page's content (entry "/consumer-data-list-solutions"). Shipped version: app/routes/consumer-data-list-solutions/content.json.
import { z } from "zod";
import { cta, icon, richText, text, texts } from "#shared/content/fields.ts";

export const consumerListsSchema = () =>
  z.strictObject({
    approach: z
      .array(
        z.strictObject({
          title: text(),
          text: text(),
        }),
      )
      .readonly(),
    closingCta: z.strictObject({
      title: text(),
      text: text(),
      primary: cta(),
      phones: z.boolean(),
    }),
    consumerListsService: z.strictObject({
      name: text(),
      serviceType: text(),
      description: text(),
    }),
    dataStrategy: texts(),
    faqs: z
      .array(
        z.strictObject({
          question: text(),
          answer: text(),
        }),
      )
      .readonly(),
    fivePs: z
      .array(
        z.strictObject({
          icon: icon(),
          title: text(),
          text: text(),
        }),
      )
      .readonly(),
    hero: z.strictObject({
      eyebrow: text(),
      title: text(),
      intro: text(),
      cta: cta(),
    }),
    sections: z.strictObject({
      why: z.strictObject({
        title: text(),
      }),
      fivePs: z.strictObject({
        title: text(),
        intro: text(),
      }),
      selections: z.strictObject({
        title: text(),
        intro: text(),
      }),
      approach: z.strictObject({
        title: text(),
        intro: text(),
      }),
      strategy: z.strictObject({
        title: text(),
        related: richText(),
      }),
    }),
    selectionGroups: z
      .array(
        z.strictObject({
          title: text(),
          items: texts(),
        }),
      )
      .readonly(),
    strategyPillars: z
      .array(
        z.strictObject({
          icon: icon(),
          title: text(),
          text: text(),
        }),
      )
      .readonly(),
    whyLists: texts(),
    whyPoints: texts(),
  });

export type ConsumerListsContent = z.infer<ReturnType<typeof consumerListsSchema>>;
