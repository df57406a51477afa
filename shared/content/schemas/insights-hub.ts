// The insights hub's content (entry "/lead-generation-insights"). Shipped version: app/routes/lead-generation-insights/content.json.
// Its cards (decision 089) are quoted by other pages too: the featured guide's address and highlights
// by the articles' guide promotions and the methodology (which pages read the hub is learnt by
// rendering them, not declared: entryRead in render-source.ts).
import { z } from "zod";
import { cta, icon, pagePath, text, texts } from "#shared/content/fields.ts";
import { insightCategoryKeys } from "#shared/site/pages.ts";

/**
 * A card's kind, which names its button (app/content/insights.ts, insightButtonLabel):
 * - main: a core service page ('View Service').
 * - insight: an article or guide of the insights hub ('Read More').
 * - redirect: a card that sends the reader out of the hub to another part of the site ('Read More').
 * - other: a supporting resource, such as the methodology ('Read More').
 */
export const insightTypes = ["main", "insight", "redirect", "other"] as const;
export const insightColors = ["blue", "green"] as const;

const cardShape = () => ({
  title: text(),
  badge: text(),
  description: text(),
  /** A final page of the registry, never a redirect source (the editor offers the registry's pages). */
  url: pagePath(),
  type: z.enum(insightTypes, { error: "Choose main, insight, redirect or other" }),
  color: z.enum(insightColors, { error: "Choose blue or green" }),
});

/** One card of the hub. */
export const insightCardSchema = () => z.strictObject(cardShape());

/**
 * The hub's cards, in page order: the core service, how we work and who we are, the featured guide
 * with the highlights shown beside it (other pages quote them), the supporting guides, and the
 * industry categories. Lists are arrays: the desk's editor adds, removes and reorders their items.
 */
export const insightCardsSchema = () =>
  z.strictObject({
    core: insightCardSchema(),
    about: z.array(insightCardSchema()).readonly(),
    featured: z.strictObject({ ...cardShape(), highlights: texts() }),
    supporting: z.array(insightCardSchema()).readonly(),
    industries: z
      .array(
        z.strictObject({
          title: text(),
          icon: icon(),
          color: z.enum(insightColors, { error: "Choose blue or green" }),
          /** One sentence under the category heading. */
          description: text(),
          /**
           * The hub group of articles written in the desk (their `listing.category`, decision 071) whose
           * cards join this category after its own; absent, none do. The supporting guides take `guides`.
           */
          articles: z
            .enum(insightCategoryKeys)
            .exclude(["guides"], { error: "Choose mortgage or fundraising (guides join the supporting guides)" })
            .optional()
            .meta({ label: "Articles written in the desk for" }),
          pages: z.array(insightCardSchema()).readonly(),
        }),
      )
      .readonly(),
  });

export const insightsHubSchema = () =>
  z.strictObject({
    closingCta: z.strictObject({
      id: text(),
      title: text(),
      text: text(),
      primary: cta(),
      secondary: cta(),
    }),
    hero: z.strictObject({
      eyebrow: text(),
      title: text(),
      intro: text(),
      guideCta: text(),
      contact: cta(),
    }),
    sections: z.strictObject({
      core: z.strictObject({
        title: text(),
        intro: text(),
        stats: z
          .array(
            z.strictObject({
              value: text(),
              label: text(),
            }),
          )
          .readonly(),
        quote: cta(),
        aboutTitle: text(),
      }),
      featured: z.strictObject({
        title: text(),
        intro: text(),
      }),
      supporting: z.strictObject({
        title: text(),
        intro: text(),
      }),
      industries: z.strictObject({
        title: text(),
        intro: text(),
      }),
    }),
    cards: insightCardsSchema(),
  });

export type InsightsHubContent = z.infer<ReturnType<typeof insightsHubSchema>>;
export type InsightCards = InsightsHubContent["cards"];
