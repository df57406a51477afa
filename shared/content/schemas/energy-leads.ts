// The energy leads service page's content (entry "/energy-leads"). Shipped version: app/routes/energy-leads/content.json.
import { z } from "zod";
import { cta, href, icon, text, texts } from "#shared/content/fields.ts";

export const energyLeadsSchema = () =>
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
    contactIntro: text(),
    cta: z.strictObject({
      title: text(),
      primary: z.strictObject({
        label: text(),
        to: href(),
        booking: z.boolean(),
      }),
      phones: z.boolean(),
      text: text(),
    }),
    energyService: z.strictObject({
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
    formIntro: text(),
    hero: z.strictObject({
      eyebrow: text(),
      title: text(),
      intro: text(),
      cta: z.strictObject({
        label: text(),
        to: href(),
        booking: z.boolean(),
      }),
    }),
    homeMover: z.strictObject({
      intro: text(),
      paragraphs: texts(),
      points: texts(),
    }),
    optIn: z.strictObject({
      paragraphs: texts(),
      includesTitle: text(),
      includes: texts(),
      guide: z.strictObject({
        title: text(),
        text: text(),
        to: href(),
        label: text(),
      }),
    }),
    sections: z.strictObject({
      benefits: z.strictObject({
        title: text(),
      }),
      optIn: z.strictObject({
        title: text(),
      }),
      testimonials: z.strictObject({
        title: text(),
      }),
      homeMovers: z.strictObject({
        title: text(),
      }),
      faq: z.strictObject({
        title: text(),
      }),
      solutions: z.strictObject({
        title: text(),
      }),
      enquiry: z.strictObject({
        title: text(),
        formTitle: text(),
        panelTitle: text(),
      }),
    }),
    solutions: z
      .array(
        z.strictObject({
          icon: icon(),
          title: text(),
          text: text(),
          points: texts(),
          link: cta(),
        }),
      )
      .readonly(),
    solutionsIntro: text(),
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
  });

export type EnergyLeadsContent = z.infer<ReturnType<typeof energyLeadsSchema>>;
