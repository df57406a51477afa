// The lead generation service page's content (entry "/lead-generation"). Shipped version: app/routes/lead-generation/content.json.
import { z } from "zod";
import { anchor, icon, richText, text, texts } from "#shared/content/fields.ts";

export const leadGenerationSchema = () =>
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
        anchor: anchor(),
      }),
    }),
    leadGenerationService: z.strictObject({
      name: text(),
      serviceType: text(),
      description: text(),
    }),
    sections: z.strictObject({
      benefits: z.strictObject({
        title: text(),
      }),
      stats: z
        .array(
          z.strictObject({
            value: text(),
            label: text(),
          }),
        )
        .readonly(),
      video: z.strictObject({
        title: text(),
        intro: text(),
        pointsTitle: text(),
      }),
      howItWorks: z.strictObject({
        title: text(),
        intro: text(),
        reading: richText(),
      }),
      enquiry: z.strictObject({
        title: text(),
        panelTitle: text(),
        panelIntro: text(),
      }),
    }),
    steps: z
      .array(
        z.strictObject({
          title: text(),
          text: text(),
        }),
      )
      .readonly(),
    video: z.strictObject({
      transcript: text(),
    }),
    videoPoints: texts(),
  });

export type LeadGenerationContent = z.infer<ReturnType<typeof leadGenerationSchema>>;
