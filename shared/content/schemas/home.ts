// The home page's content (entry "/"): hero, solution teasers, sections' copy, stats, the About/team
// and trust sections. Shipped version: app/routes/home/content.json.
import { z } from "zod";
import { cta, href, icon, text, texts } from "#shared/content/fields.ts";

export const homeSchema = () =>
  z.strictObject({
    aboutTeam: z.strictObject({
      eyebrow: text(),
      title: text(),
      intro: text(),
      benefits: z
        .array(
          z.strictObject({
            icon: icon(),
            title: text(),
            text: text(),
          }),
        )
        .readonly(),
      cta: cta(),
      teamTitle: text(),
      highlights: z
        .array(
          z.strictObject({
            icon: icon(),
            title: text(),
            text: text(),
          }),
        )
        .readonly(),
      videoTitle: text(),
      videoLinkLabel: text(),
      videoTranscript: text(),
      quickLinksTitle: text(),
      quickLinks: z
        .array(
          z.strictObject({
            label: text(),
            to: href(),
          }),
        )
        .readonly(),
    }),
    clientQuotesCta: z.strictObject({
      title: text(),
      cta: cta(),
      text: text(),
    }),
    clientQuotesTitle: text(),
    contactSection: z.strictObject({
      title: text(),
      callTitle: text(),
      intro: text(),
      points: texts(),
    }),
    experience: z.strictObject({
      title: text(),
      intro: text(),
      industriesTitle: text(),
      industriesMore: text(),
      focus: z.strictObject({
        title: text(),
        text: text(),
      }),
      cards: z
        .array(
          z.strictObject({
            icon: icon(),
            title: text(),
            text: text(),
            points: texts(),
          }),
        )
        .readonly(),
      ctaTitle: text(),
      primary: cta(),
      secondary: z.strictObject({
        label: text(),
        srOnly: text(),
        to: href(),
      }),
      ctaText: text(),
    }),
    hero: z.strictObject({
      eyebrow: text(),
      title: text(),
      intro: text(),
      points: texts(),
      cta: cta(),
    }),
    homeStats: z
      .array(
        z.strictObject({
          value: text(),
          label: text(),
        }),
      )
      .readonly(),
    partnersIntro: text(),
    pricingIntro: text(),
    rebrand: z.strictObject({
      title: text(),
      text: text(),
      oldLabel: text(),
      newLabel: text(),
      dismiss: text(),
    }),
    reviewsIntro: text(),
    solutionTeasers: z
      .array(
        z.strictObject({
          icon: icon(),
          title: text(),
          text: text(),
          points: texts(),
          to: href(),
          linkLabel: text(),
        }),
      )
      .readonly(),
    solutionsSection: z.strictObject({
      title: text(),
      intro: text(),
    }),
    statsTitle: text(),
    trust: z.strictObject({
      title: text(),
      intro: text(),
      notTitle: text(),
      not: texts(),
      areTitle: text(),
      are: texts(),
      cards: z
        .array(
          z.strictObject({
            title: text(),
            text: text(),
          }),
        )
        .readonly(),
      reasonsTitle: text(),
      reasons: texts(),
      banner: z.strictObject({
        title: text(),
        text: text(),
      }),
    }),
  });

export type HomeContent = z.infer<ReturnType<typeof homeSchema>>;
