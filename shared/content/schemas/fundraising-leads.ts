// The fundraising leads service page's content (entry "/fundraising-leads"). Shipped version: app/routes/fundraising-leads/content.json.
import { z } from "zod";
import { cta, icon, text } from "#shared/content/fields.ts";

export const fundraisingLeadsSchema = () =>
  z.strictObject({
    articleLink: cta(),
    cta: z.strictObject({
      title: text(),
      text: text(),
      primary: cta(),
      phones: z.boolean(),
    }),
    faqs: z
      .array(
        z.strictObject({
          question: text(),
          answer: text(),
        }),
      )
      .readonly(),
    featuredQuote: z.strictObject({
      name: text(),
      title: text(),
      company: text(),
      quote: text(),
    }),
    fundraisingService: z.strictObject({
      name: text(),
      serviceType: text(),
      description: text(),
    }),
    hero: z.strictObject({
      eyebrow: text(),
      title: text(),
      intro: text(),
    }),
    related: z
      .array(
        z.strictObject({
          icon: icon(),
          title: text(),
          text: text(),
          link: cta(),
        }),
      )
      .readonly(),
    relatedIntro: text(),
    scaleFeatures: z
      .array(
        z.strictObject({
          icon: icon(),
          title: text(),
          text: text(),
        }),
      )
      .readonly(),
    scaleIntro: text(),
    sections: z.strictObject({
      trust: z.strictObject({
        title: text(),
      }),
      scale: z.strictObject({
        title: text(),
      }),
      valueExchange: z.strictObject({
        title: text(),
        codeLink: text(),
      }),
      videos: z.strictObject({
        title: text(),
        presentation: text(),
        presentationButton: text(),
        recording: text(),
      }),
      testimonials: z.strictObject({
        title: text(),
      }),
      faq: z.strictObject({
        title: text(),
      }),
      related: z.strictObject({
        title: text(),
      }),
    }),
    testimonials: z
      .array(
        z.strictObject({
          name: text(),
          title: text(),
          company: text(),
          quote: text(),
        }),
      )
      .readonly(),
    testimonialsIntro: text(),
    trustBadges: z
      .array(
        z.strictObject({
          icon: icon(),
          label: text(),
          detail: text(),
        }),
      )
      .readonly(),
    trustIntro: text(),
    valueExchangeClosing: text(),
    valueExchangeIntro: text(),
    valueExchangeSteps: z
      .array(
        z.strictObject({
          title: text(),
          text: text(),
        }),
      )
      .readonly(),
    videosIntro: text(),
  });

export type FundraisingLeadsContent = z.infer<ReturnType<typeof fundraisingLeadsSchema>>;
