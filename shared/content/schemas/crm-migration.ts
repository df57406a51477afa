// The CRM migration service page's content (entry "/crm-migration"). Shipped version: app/routes/crm-migration/content.json.
import { z } from "zod";
import { cta, icon, text, texts } from "#shared/content/fields.ts";

export const crmMigrationSchema = () =>
  z.strictObject({
    caseStudy: z.strictObject({
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
    closingCta: z.strictObject({
      title: text(),
      text: text(),
      primary: cta(),
      secondary: cta(),
      phones: z.boolean(),
    }),
    crmMigrationService: z.strictObject({
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
    intro: texts(),
    sections: z.strictObject({
      services: z.strictObject({
        title: text(),
      }),
      process: z.strictObject({
        title: text(),
        intro: text(),
      }),
      timeline: z.strictObject({
        title: text(),
      }),
      variables: z.strictObject({
        title: text(),
        intro: text(),
      }),
      caseStudy: z.strictObject({
        title: text(),
        download: text(),
      }),
    }),
    services: z
      .array(
        z.strictObject({
          icon: icon(),
          title: text(),
          text: text(),
        }),
      )
      .readonly(),
    steps: z
      .array(
        z.strictObject({
          title: text(),
          text: text(),
          points: texts(),
        }),
      )
      .readonly(),
    timeline: z
      .array(
        z.strictObject({
          value: text(),
          label: text(),
        }),
      )
      .readonly(),
    timelineText: text(),
    variableGroups: z
      .array(
        z.strictObject({
          title: text(),
          intro: text(),
          items: texts(),
        }),
      )
      .readonly(),
  });

export type CrmMigrationContent = z.infer<ReturnType<typeof crmMigrationSchema>>;
