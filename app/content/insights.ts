// Cards of the insights hub (/lead-generation-insights), as data.
// Every url is a final path of the page registry: never a redirect source.
// Plain data (no React) so unit and browser tests can import it directly.
import type { IconName } from "#app/components/ui/types.ts";
import { getPage, type InsightCategoryKey, type PagePath, sitePages } from "#shared/site/pages.ts";

/**
 * - main: a core service page ('View Service').
 * - insight: an article or guide of the insights hub ('Read More').
 * - redirect: a card that sends the reader out of the hub to another part of the site ('Read More').
 * - other: a supporting resource, such as the methodology ('Read More').
 */
export type InsightType = "main" | "insight" | "redirect" | "other";
export type InsightColor = "blue" | "green";

export interface InsightCard {
  title: string;
  badge: string;
  description: string;
  url: PagePath;
  type: InsightType;
  color: InsightColor;
}

/** Icons are named, so this module stays plain data. */
export type InsightIcon = IconName;

export interface InsightCategory {
  title: string;
  icon: InsightIcon;
  color: InsightColor;
  /** One sentence under the category heading. */
  description: string;
  pages: readonly InsightCard[];
}

/** The button label of a card: 'View Service' for core services, 'Read More' for everything else. */
export function insightButtonLabel(type: InsightType): "View Service" | "Read More" {
  return type === "main" ? "View Service" : "Read More";
}

/** The core service card at the top of the hub (its stats come from the facts module). */
export const coreService: InsightCard = {
  title: "Lead Generation Services",
  badge: "Core Service",
  description:
    "Opt-in B2C, call-centre and marketing leads generated for your campaign, checked for duplicates in real time and delivered straight to your team. You pay per lead, with the cost agreed up front.",
  url: "/lead-generation",
  type: "main",
  color: "blue",
};

/** How we work and who we are: the methodology and the about page. */
export const aboutCards: readonly InsightCard[] = [
  {
    title: "Our Customer Acquisition Methodology",
    badge: "Methodology",
    description:
      "The six steps behind every campaign we run, from knowing your customer to growing and retaining the customers you win.",
    url: "/lead-generation-insights/customer-acquisition-methodology",
    type: "other",
    color: "green",
  },
  {
    title: "About Our Lead Generation Company",
    badge: "About Us",
    description:
      "The Castle Hill team behind the campaigns: our story since 2009, the people you will deal with and the standards we hold every lead to.",
    url: "/our-lead-generation-company",
    type: "redirect",
    color: "blue",
  },
];

/** The featured guide, with the highlights shown beside it. */
export const featuredGuide: InsightCard & { highlights: readonly string[]; minChapters: number } = {
  title: "The Complete Sales Leads Buying Guide for Australia (2025-2026)",
  badge: "Free Guide",
  description:
    "Everything we have learned about buying leads, in one place: MQL versus SQL, the key steps of a purchase, pricing models, compliance, speed to lead, the five most expensive mistakes and the industries that buy leads well.",
  url: "/lead-generation-insights/sales-leads-buying-guide-australia",
  type: "insight",
  color: "green",
  /** The guide's contents must hold at least this many chapters (checked by the unit test). */
  minChapters: 10,
  highlights: ["10+ chapters with a table of contents", "Free to read, no sign-up", "Updated for 2025-2026"],
};

/** Supporting guides on strategy and choosing partners. */
export const supportingGuides: readonly InsightCard[] = [
  {
    title: "How to Get More Leads for Your Business",
    badge: "Strategy",
    description:
      "The lead-type pyramid of bespoke, shared and list data leads, and the practical steps that bring in more leads without wasting budget.",
    url: "/lead-generation-insights/get-more-leads",
    type: "insight",
    color: "blue",
  },
  {
    title: "Warm Leads vs Marketing Lists",
    badge: "Strategy",
    description:
      "Warm, opt-in leads compared with rented cold lists, the pitfalls of third-party providers and the two kinds of warm-lead partner.",
    url: "/lead-generation-insights/lead-gen-strategy-leads-vs-marketing-list",
    type: "insight",
    color: "green",
  },
  {
    title: "How to Choose a Lead Generation Company",
    badge: "Buyer's Checklist",
    description:
      "The questions to ask, an eight-point evaluation checklist and six red flags to watch for before you sign with a provider.",
    url: "/lead-generation-insights/lead-gen-companies",
    type: "insight",
    color: "blue",
  },
  {
    title: "Choosing a Lead Partner for Your Call Centre",
    badge: "Call Centres",
    description:
      "What a call centre should expect from a lead partner: fresh opt-in data, real-time duplicate rejection, contact rates and compliance.",
    url: "/lead-generation-insights/call-centre-partner",
    type: "insight",
    color: "green",
  },
];

/** Industry categories, each with its service page and its articles. */
export const industryCategories: readonly InsightCategory[] = [
  {
    title: "Mortgage Leads",
    icon: "home",
    color: "blue",
    description:
      "For brokers who want exclusive, SMS-verified enquiries and a process that turns them into settlements.",
    pages: [
      {
        title: "Exclusive Mortgage Broker Leads",
        badge: "Service",
        description:
          "SMS-verified, pre-qualified and exclusive mortgage leads, starting with a small test order before you scale.",
        url: "/mortgage-leads",
        type: "main",
        color: "blue",
      },
      {
        title: "Mortgage Lead Generation: 7 Tips for Brokers",
        badge: "Broker Tips",
        description:
          "Seven practical tips to convert more mortgage leads: speed to lead, call cycles, exclusivity and follow-up.",
        url: "/mortgage-lead-insights/mortgage-lead-generation-7-tips",
        type: "insight",
        color: "blue",
      },
      {
        title: "Australian Mortgage Leads: What Brokers Should Know",
        badge: "Broker Guide",
        description:
          "How mortgage leads are generated, verified and priced, exclusive versus shared leads, and how to run a test order.",
        url: "/mortgage-lead-insights/australian-mortgage-leads",
        type: "insight",
        color: "blue",
      },
    ],
  },
  {
    title: "Fundraising Leads",
    icon: "heart-handshake",
    color: "green",
    description:
      "For charities building regular-giver programmes with leads sourced under the fundraising industry code.",
    pages: [
      {
        title: "Fundraising & Regular Giver Leads",
        badge: "Service",
        description:
          "Regular-giver leads for charities, compliance audited, so you can scale donor acquisition without paying for time.",
        url: "/fundraising-leads",
        type: "main",
        color: "green",
      },
      {
        title: "Fundraising Leads in Australia: A Donor Acquisition Guide",
        badge: "Charity Guide",
        description:
          "Donor acquisition, qualification, campaign optimisation and data management, plus five common mistakes to avoid.",
        url: "/lead-generation-insights/Fundraising-Leads-Australia",
        type: "insight",
        color: "green",
      },
    ],
  },
];

/** Every card the hub shows, in page order. */
export function allInsightCards(): InsightCard[] {
  return [
    coreService,
    ...aboutCards,
    featuredGuide,
    ...supportingGuides,
    ...industryCategories.flatMap((c) => c.pages),
  ];
}

/** How a card of an article written in the desk looks in each group of the hub (decision 071). */
const addedCardStyle: Record<InsightCategoryKey, { badge: string; color: InsightColor }> = {
  guides: { badge: "Guide", color: "blue" },
  mortgage: { badge: "Broker Guide", color: "blue" },
  fundraising: { badge: "Charity Guide", color: "green" },
};

/**
 * The hub's lists as the render under way sees the site (decision 071): cards of pages taken down
 * left out, and each article written in the desk added to its group, after the shipped cards.
 */
export function liveInsightLists(): {
  supportingGuides: InsightCard[];
  industryCategories: InsightCategory[];
} {
  const live = (cards: readonly InsightCard[]) => cards.filter((c) => getPage(c.url));
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
  const keys: Record<string, InsightCategoryKey> = { "Mortgage Leads": "mortgage", "Fundraising Leads": "fundraising" };
  return {
    supportingGuides: [...live(supportingGuides), ...added("guides")],
    industryCategories: industryCategories.map((c) => ({
      ...c,
      pages: [...live(c.pages), ...(keys[c.title] ? added(keys[c.title] as InsightCategoryKey) : [])],
    })),
  };
}
