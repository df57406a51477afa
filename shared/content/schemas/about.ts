// The About page's content (entry "/our-lead-generation-company"). Shipped version: app/routes/our-lead-generation-company/content.json.
import { z } from "zod";
import { cta, href, icon, text, texts } from "#shared/content/fields.ts";

export const aboutSchema = () =>
  z.strictObject({
    aboutHero: z.strictObject({
      eyebrow: text(),
      title: text(),
      intro: text(),
      cta: cta(),
    }),
    aboutStats: z
      .array(
        z.strictObject({
          value: text(),
          label: text(),
        }),
      )
      .readonly(),
    brandsSection: z.strictObject({
      title: text(),
      intro: text(),
    }),
    closingCta: z.strictObject({
      title: text(),
      text: text(),
      primary: cta(),
      secondary: cta(),
    }),
    differentiators: z.strictObject({
      title: text(),
      intro: text(),
      items: z
        .array(
          z.strictObject({
            icon: icon(),
            title: text(),
            text: text(),
          }),
        )
        .readonly(),
    }),
    hoursSection: z.strictObject({
      title: text(),
      intro: text(),
      hoursTitle: text(),
      whereTitle: text(),
      callTitle: text(),
    }),
    mission: z.strictObject({
      title: text(),
      statement: text(),
      points: texts(),
    }),
    privacyTrust: z.strictObject({
      title: text(),
      intro: text(),
      items: z
        .array(
          z.strictObject({
            icon: icon(),
            title: text(),
            text: text(),
          }),
        )
        .readonly(),
      linksTitle: text(),
      links: z
        .array(
          z.strictObject({
            label: text(),
            to: href(),
          }),
        )
        .readonly(),
    }),
    statsTitle: text(),
    story: z.strictObject({
      title: text(),
      paragraphs: texts(),
    }),
    teamIntro: text(),
    teamTitle: text(),
  });

export type AboutContent = z.infer<ReturnType<typeof aboutSchema>>;
