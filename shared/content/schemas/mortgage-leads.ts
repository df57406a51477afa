// The mortgage leads service page's content (entry "/mortgage-leads"). Shipped version: app/routes/mortgage-leads/content.json.
import { z } from "zod";
import { href, icon, richText, text, texts } from "#shared/content/fields.ts";

export const mortgageLeadsSchema = () =>
  z.strictObject({
    benefits: z
      .array(
        z.strictObject({
          icon: icon(),
          title: text(),
          text: text(),
        }),
      )
      .readonly(),
    benefitsIntro: text(),
    checklist: z
      .array(
        z.strictObject({
          title: text(),
          text: text(),
        }),
      )
      .readonly(),
    checklistIntro: text(),
    comparison: z
      .array(
        z.strictObject({
          title: text(),
          points: texts(),
          recommended: z.boolean().optional(),
        }),
      )
      .readonly(),
    contactIntro: text(),
    exclusivityAdvice: text(),
    exclusivityIntro: text(),
    faqs: z
      .array(
        z.strictObject({
          question: text(),
          answer: text(),
        }),
      )
      .readonly(),
    formIntro: text(),
    furtherReading: z
      .array(
        z.strictObject({
          to: href(),
          title: text(),
          text: text(),
        }),
      )
      .readonly(),
    hero: z.strictObject({
      eyebrow: text(),
      title: text(),
      intro: text(),
      cta: z.strictObject({
        label: text(),
        to: href(),
        booking: z.boolean(),
      }),
      highlights: texts(),
    }),
    mortgageService: z.strictObject({
      name: text(),
      serviceType: text(),
      description: text(),
    }),
    privacyNote: z.strictObject({
      paragraphs: texts(),
      points: texts(),
    }),
    sections: z.strictObject({
      benefits: z.strictObject({
        title: text(),
      }),
      checklist: z.strictObject({
        title: text(),
      }),
      exclusivity: z.strictObject({
        title: text(),
      }),
      video: z.strictObject({
        title: text(),
      }),
      testOrder: z.strictObject({
        title: text(),
      }),
      faq: z.strictObject({
        title: text(),
      }),
      privacy: z.strictObject({
        title: text(),
        links: richText(),
      }),
      contact: z.strictObject({
        title: text(),
        panelTitle: text(),
        formTitle: text(),
      }),
      furtherReading: z.strictObject({
        title: text(),
        more: text(),
      }),
    }),
    testOrderIntro: text(),
    testOrderSteps: z
      .array(
        z.strictObject({
          title: text(),
          text: text(),
        }),
      )
      .readonly(),
    videoIntro: text(),
  });

export type MortgageLeadsContent = z.infer<ReturnType<typeof mortgageLeadsSchema>>;
