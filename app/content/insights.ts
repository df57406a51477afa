// Cards of the insights hub (/lead-generation-insights): their words are the hub's entry
// (`cards`, shared/content/schemas/insights-hub.ts, decision 089), edited in the desk; this module
// keeps their types, the buttons' labels and the hub's live lists. Read the cards where a page
// renders (insightCards()), never into a module constant: a render from storage (decision 066) gives
// the published words, and records that the page read the hub (other pages quote the featured guide).
import type { IconName } from "#app/components/ui/types.ts";
import { pageContent as hubContent } from "#app/routes/lead-generation-insights/content.ts";
import type { InsightCards, insightColors, insightTypes } from "#shared/content/schemas/insights-hub.ts";
import { getPage, type InsightCategoryKey, sitePages } from "#shared/site/pages.ts";

export type { InsightCards };

/**
 * - main: a core service page ('View Service').
 * - insight: an article or guide of the insights hub ('Read More').
 * - redirect: a card that sends the reader out of the hub to another part of the site ('Read More').
 * - other: a supporting resource, such as the methodology ('Read More').
 */
export type InsightType = (typeof insightTypes)[number];
export type InsightColor = (typeof insightColors)[number];

/** One card; every url is a final path of the page registry, never a redirect source. */
export type InsightCard = InsightCards["core"];

/** Icons are named, so the cards stay plain data. */
export type InsightIcon = IconName;

/** An industry category: its heading, its sentence, its cards, and the desk's articles that join it. */
export type InsightCategory = InsightCards["industries"][number];

/** The button label of a card: 'View Service' for core services, 'Read More' for everything else. */
export function insightButtonLabel(type: InsightType): "View Service" | "Read More" {
  return type === "main" ? "View Service" : "Read More";
}

/**
 * The hub's cards for the render under way (the published entry, a preview's draft, or the shipped
 * content.json at build and in tests). Calling it records a read of the hub's entry (entryContent).
 */
export function insightCards(): InsightCards {
  return hubContent().cards;
}

/** Every card the hub shows, in page order (the shipped cards, before the live lists' changes). */
export function allInsightCards(cards: InsightCards): InsightCard[] {
  return [cards.core, ...cards.about, cards.featured, ...cards.supporting, ...cards.industries.flatMap((c) => c.pages)];
}

/** How a card of an article written in the desk looks in each group of the hub (decision 071). */
const addedCardStyle: Record<InsightCategoryKey, { badge: string; color: InsightColor }> = {
  guides: { badge: "Guide", color: "blue" },
  mortgage: { badge: "Broker Guide", color: "blue" },
  fundraising: { badge: "Charity Guide", color: "green" },
};

/**
 * The hub's lists as the render under way sees the site (decision 071): cards of pages taken down
 * left out, and each article written in the desk added after the shipped cards: to the supporting
 * guides (group `guides`), or to the industry category whose `articles` names its group.
 */
export function liveInsightLists(cards: InsightCards = insightCards()): {
  supportingGuides: InsightCard[];
  industryCategories: InsightCategory[];
} {
  const live = (list: readonly InsightCard[]) => list.filter((c) => getPage(c.url));
  const added = (key: InsightCategoryKey): InsightCard[] =>
    sitePages()
      .filter((p) => p.kind === "article" && p.category === key)
      .map((p) => ({
        title: p.label,
        description: p.description,
        url: p.path,
        type: "insight",
        ...addedCardStyle[key],
      }));
  return {
    supportingGuides: [...live(cards.supporting), ...added("guides")],
    industryCategories: cards.industries.map((c) => ({
      ...c,
      pages: [...live(c.pages), ...(c.articles ? added(c.articles) : [])],
    })),
  };
}
