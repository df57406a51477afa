// The customer analytics service page's content (entry "/customer-analytics"). Shipped version: app/routes/customer-analytics/content.json.
import { z } from "zod";
import { cta, icon, richText, text, texts } from "#shared/content/fields.ts";

export const customerAnalyticsSchema = () =>
  z.strictObject({
    applications: z
      .array(
        z.strictObject({
          icon: icon(),
          title: text(),
          text: text(),
        }),
      )
      .readonly(),
    benefits: z
      .array(
        z.strictObject({
          icon: icon(),
          title: text(),
          text: text(),
        }),
      )
      .readonly(),
    closingCta: z.strictObject({
      title: text(),
      text: richText(),
      primary: cta(),
      phones: z.boolean(),
    }),
    customerAnalyticsService: z.strictObject({
      name: text(),
      serviceType: text(),
      description: text(),
    }),
    faqs: z
      .array(
        z.strictObject({
          question: text(),
          answer: text(),
        }),
      )
      .readonly(),
    hero: z.strictObject({
      eyebrow: text(),
      title: text(),
      intro: text(),
      cta: cta(),
    }),
    overview: texts(),
    sections: z.strictObject({
      video: z.strictObject({
        title: text(),
      }),
      services: z.strictObject({
        title: text(),
        intro: text(),
      }),
      applications: z.strictObject({
        title: text(),
        intro: text(),
      }),
      benefits: z.strictObject({
        title: text(),
        cta: cta(),
        note: text(),
      }),
      successStory: z.strictObject({
        title: text(),
      }),
    }),
    services: z
      .array(
        z.strictObject({
          icon: icon(),
          title: text(),
          text: text(),
          points: texts(),
        }),
      )
      .readonly(),
    successStory: z.strictObject({
      label: text(),
      title: text(),
      stats: z
        .array(
          z.strictObject({
            value: text(),
            label: text(),
          }),
        )
        .readonly(),
      blocks: z
        .array(
          z.strictObject({
            title: text(),
            text: text(),
            points: texts().optional(),
          }),
        )
        .readonly(),
    }),
    video: z.strictObject({
      transcript: text(),
    }),
  });

export type CustomerAnalyticsContent = z.infer<ReturnType<typeof customerAnalyticsSchema>>;
