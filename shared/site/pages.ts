// The one page registry. It drives routes.ts, the menus, breadcrumbs, the
// archive, the sitemap and the prerender list. Plain data: the Node server and
// build scripts import it directly, so keep it free of React. A title or
// description that quotes a fact does so by a {fact:…} placeholder (decision 091).
import { resolveText } from "#shared/content/placeholders.ts";
import { facts } from "#shared/site/facts.ts";

export type ArchiveSection = "main" | "solutions" | "legal" | "other";
export type PageKind = "home" | "page" | "hub" | "service" | "article" | "policy" | "utility";

export interface PageEntry {
  path: string;
  /** Route module, relative to app/. Several paths may share one module. */
  file: string;
  /** Unique route id when a module serves more than one path. */
  id?: string;
  /** Full document title; the brand suffix is added when missing. May quote facts ({fact:…}). */
  title: string;
  /** For search results and the pages that list this one. May quote facts ({fact:…}). */
  description: string;
  /** Short name for menus, breadcrumbs and archive rows. */
  label: string;
  /** Path of the parent page (breadcrumbs and the archive tree). */
  parent?: string;
  section: ArchiveSection;
  kind: PageKind;
  keywords?: readonly string[];
  noindex?: boolean;
  /** Path of the canonical page when this path is an alias that serves the same page. */
  canonicalPath?: string;
  ogType?: "website" | "article";
  /** An article added in the desk: the insights hub's group it is listed in (decision 071). */
  category?: InsightCategoryKey;
}

/** The insights hub's groups an article added in the desk can be listed in (decision 071). */
export const insightCategoryKeys = ["guides", "mortgage", "fundraising"] as const;
export type InsightCategoryKey = (typeof insightCategoryKeys)[number];

const declared = [
  {
    path: "/",
    file: "routes/home/route.tsx",
    title: "Lead Generation & Data Services Australia | {fact:brand.name}",
    description:
      "Compliant, opt-in sales leads and consumer data for Australian and New Zealand businesses since {fact:company.foundingYear}. Pay per lead, trial {fact:claims.trialLeads.0} or {fact:claims.trialLeads.1} leads, reply within {fact:claims.replyWithinHours} hours.",
    label: "Home",
    section: "main",
    kind: "home",
    keywords: ["lead generation Australia", "buy leads", "consumer data lists"],
  },
  {
    path: "/our-lead-generation-company",
    file: "routes/our-lead-generation-company/route.tsx",
    title: "About Our Lead Generation Company",
    description:
      "Meet the {fact:address.locality} team behind {fact:claims.leadsDeliveredLong} compliant leads since {fact:company.foundingYear}: our story, mission, people and the standards we hold every campaign to.",
    label: "About Us",
    parent: "/",
    section: "main",
    kind: "page",
  },
  {
    path: "/our-solutions",
    file: "routes/our-solutions/route.tsx",
    title: "Our Lead Generation & Data Solutions",
    description:
      "Lead generation, data analytics, consumer marketing lists and CRM migration for Australian and New Zealand businesses, priced per lead or per project.",
    label: "Our Solutions",
    parent: "/",
    section: "solutions",
    kind: "hub",
  },
  {
    path: "/lead-generation",
    file: "routes/lead-generation/route.tsx",
    title: "B2C Lead Generation Services Australia",
    description:
      "Opt-in B2C, call-centre and marketing leads delivered in real time, with duplicates rejected at no charge. Pay only for the leads you receive.",
    label: "Lead Generation",
    parent: "/our-solutions",
    section: "solutions",
    kind: "service",
  },
  {
    path: "/customer-analytics",
    file: "routes/customer-analytics/route.tsx",
    title: "Customer Analytics & Profiling",
    description:
      "Customer profiling, reactivation analysis and data enhancement that show who your best customers are and where to find more of them. Insights in {fact:claims.analyticsInitialWeeks} weeks.",
    label: "Customer Analytics",
    parent: "/our-solutions",
    section: "solutions",
    kind: "service",
  },
  {
    path: "/data-analytics",
    file: "routes/customer-analytics/route.tsx",
    id: "routes/data-analytics",
    title: "Customer Analytics & Profiling",
    description:
      "Customer profiling, reactivation analysis and data enhancement that show who your best customers are and where to find more of them. Insights in {fact:claims.analyticsInitialWeeks} weeks.",
    label: "Data Analytics",
    parent: "/our-solutions",
    section: "solutions",
    kind: "service",
    canonicalPath: "/customer-analytics",
  },
  {
    path: "/crm-migration",
    file: "routes/crm-migration/route.tsx",
    title: "CRM Migration & Data Enhancement",
    description:
      "Assessment, mapping, cleansing and migration of customer data into your new CRM, with {fact:claims.crmMigration.accuracy} accuracy and duplicates merged. Typical projects take {fact:claims.crmMigration.typicalWeeks} weeks.",
    label: "CRM Migration",
    parent: "/our-solutions",
    section: "solutions",
    kind: "service",
  },
  {
    path: "/mortgage-leads",
    file: "routes/mortgage-leads/route.tsx",
    title: "Exclusive Mortgage Broker Leads",
    description:
      "SMS-verified, pre-qualified and exclusive mortgage leads for Australian brokers. Start with a small test order, such as {fact:claims.mortgageExampleTest} leads, before you scale.",
    label: "Mortgage Broker Leads",
    parent: "/our-solutions",
    section: "solutions",
    kind: "service",
  },
  {
    path: "/fundraising-leads",
    file: "routes/fundraising-leads/route.tsx",
    title: "Fundraising & Regular Giver Leads",
    description:
      "Regular-giver leads for charities, sourced under the fundraising industry code and compliance audited. Scale donor acquisition without paying for time.",
    label: "Fundraising Leads",
    parent: "/our-solutions",
    section: "solutions",
    kind: "service",
  },
  {
    path: "/energy-leads",
    file: "routes/energy-leads/route.tsx",
    title: "Energy & Solar Leads",
    description:
      "Opt-in, anti-hawking compliant energy and solar leads, including home movers, for Australian retailers and installers. Book a {fact:claims.energyQuoteCallMinutes}-minute quote call.",
    label: "Energy Leads",
    parent: "/our-solutions",
    section: "solutions",
    kind: "service",
  },
  {
    path: "/consumer-data-list-solutions",
    file: "routes/consumer-data-list-solutions/route.tsx",
    title: "Consumer Marketing Lists & Data Solutions",
    description:
      "Consumer marketing lists selected to your criteria, merged and de-duplicated against your own data, for direct mail and telemarketing in Australia and NZ.",
    label: "Consumer Marketing Lists",
    parent: "/our-solutions",
    section: "solutions",
    kind: "service",
  },
  {
    path: "/contact",
    file: "routes/contact/route.tsx",
    title: "Contact Us",
    description:
      "Call or send us your enquiry: we reply within {fact:claims.replyWithinHours} hours and quote within {fact:claims.quoteWithinHours} hours at no cost. {fact:hours.display}.",
    label: "Contact Us",
    parent: "/",
    section: "main",
    kind: "page",
  },
  {
    path: "/thank-you",
    file: "routes/thank-you/route.tsx",
    title: "Thank You",
    description: "Thank you for contacting us. Here is what happens next with your enquiry or privacy request.",
    label: "Thank You",
    parent: "/",
    section: "main",
    kind: "utility",
    noindex: true,
  },
  {
    path: "/privacy",
    file: "routes/privacy/route.tsx",
    title: "Privacy Policy",
    description:
      "How we handle personal information in Australia, New Zealand, the UK and the EU, and how to ask for access, correction or suppression from marketing lists.",
    label: "Privacy Policy",
    parent: "/",
    section: "legal",
    kind: "policy",
  },
  {
    path: "/privacy-au",
    file: "routes/privacy-au/route.tsx",
    title: "Privacy Policy: Australia, New Zealand and Rest of World",
    description:
      "Our privacy policy under the {fact:regulation.privacyAct} and the {fact:regulation.privacyPrinciples}, and the form to request access, correction or suppression.",
    label: "Privacy (AU/NZ)",
    parent: "/privacy",
    section: "legal",
    kind: "policy",
  },
  {
    path: "/privacy-uk",
    file: "routes/privacy-uk/route.tsx",
    title: "Privacy Notice: UK and GDPR",
    description:
      "Your rights under the UK GDPR and EU GDPR, our UK representative, where your data is stored, and the form to make a GDPR request.",
    label: "Privacy (UK/GDPR)",
    parent: "/privacy",
    section: "legal",
    kind: "policy",
  },
  {
    path: "/lead-generation-insights",
    file: "routes/lead-generation-insights/route.tsx",
    title: "Lead Generation Insights & Guides",
    description:
      "Guides and articles on buying leads in Australia: strategy, choosing a lead generation company, fundraising and mortgage leads, and call-centre partnerships.",
    label: "Insights",
    parent: "/",
    section: "other",
    kind: "hub",
  },
  {
    path: "/lead-generation-insights/customer-acquisition-methodology",
    file: "routes/lead-generation-insights/customer-acquisition-methodology/route.tsx",
    title: "Our Customer Acquisition Methodology",
    description:
      "The six steps we use on every campaign: know your customer, bespoke strategy, acquisition, data management, analysis and optimisation, growth and retention.",
    label: "Methodology",
    parent: "/lead-generation-insights",
    section: "other",
    kind: "page",
  },
  {
    path: "/lead-generation-insights/get-more-leads",
    file: "routes/lead-generation-insights/get-more-leads/route.tsx",
    title: "How to Get More Leads for Your Business",
    description:
      "Bespoke, shared and list data leads compared, and the practical steps Australian businesses take to get more sales leads without wasting budget.",
    label: "Get More Leads",
    parent: "/lead-generation-insights",
    section: "other",
    kind: "article",
    ogType: "article",
  },
  {
    path: "/lead-generation-insights/lead-gen-strategy-leads-vs-marketing-list",
    file: "routes/lead-generation-insights/lead-gen-strategy-leads-vs-marketing-list/route.tsx",
    title: "Lead Gen Strategy: Warm Leads vs Marketing Lists",
    description:
      "Warm, opt-in leads compared with rented cold lists: cost, contact rates, compliance and the pitfalls of third-party providers, with a side-by-side table.",
    label: "Leads vs Marketing Lists",
    parent: "/lead-generation-insights",
    section: "other",
    kind: "article",
    ogType: "article",
  },
  {
    path: "/lead-generation-insights/lead-gen-companies",
    file: "routes/lead-generation-insights/lead-gen-companies/route.tsx",
    title: "How to Choose a Lead Generation Company",
    description:
      "The questions to ask, an eight-point evaluation checklist and six red flags to watch for when choosing a lead generation company in Australia.",
    label: "Choosing a Lead Gen Company",
    parent: "/lead-generation-insights",
    section: "other",
    kind: "article",
    ogType: "article",
  },
  {
    path: "/lead-generation-insights/Fundraising-Leads-Australia",
    file: "routes/lead-generation-insights/Fundraising-Leads-Australia/route.tsx",
    title: "Fundraising Leads in Australia: A Donor Acquisition Guide",
    description:
      "Donor acquisition, qualification, campaign optimisation and data management for Australian charities, plus five common mistakes in regular-giver campaigns.",
    label: "Fundraising Leads Australia",
    parent: "/lead-generation-insights",
    section: "other",
    kind: "article",
    ogType: "article",
  },
  {
    path: "/lead-generation-insights/call-centre-partner",
    file: "routes/lead-generation-insights/call-centre-partner/route.tsx",
    title: "Choosing a Lead Partner for Your Call Centre",
    description:
      "What Australian call centres should expect from a lead partner: fresh opt-in data, real-time duplicate rejection, contact rates and compliance.",
    label: "Call Centre Partner",
    parent: "/lead-generation-insights",
    section: "other",
    kind: "article",
    ogType: "article",
  },
  {
    path: "/lead-generation-insights/sales-leads-buying-guide-australia",
    file: "routes/lead-generation-insights/sales-leads-buying-guide-australia/route.tsx",
    title: "Sales Leads Buying Guide Australia 2025-2026",
    description:
      "The complete 2025-2026 guide to buying sales leads in Australia: MQL vs SQL, key steps, common mistakes, pricing models, compliance and industry advice.",
    label: "Sales Leads Buying Guide",
    parent: "/lead-generation-insights",
    section: "other",
    kind: "article",
    ogType: "article",
  },
  {
    path: "/mortgage-lead-insights/mortgage-lead-generation-7-tips",
    file: "routes/mortgage-lead-insights/mortgage-lead-generation-7-tips/route.tsx",
    title: "Mortgage Lead Generation: 7 Tips for Brokers",
    description:
      "Seven practical tips for Australian mortgage brokers to convert more leads: speed to lead, call cycles, exclusivity, qualification and follow-up.",
    label: "Mortgage Lead Generation: 7 Tips",
    parent: "/lead-generation-insights",
    section: "other",
    kind: "article",
    ogType: "article",
  },
  {
    path: "/mortgage-lead-insights/australian-mortgage-leads",
    file: "routes/mortgage-lead-insights/australian-mortgage-leads/route.tsx",
    title: "Australian Mortgage Leads: What Brokers Should Know",
    description:
      "How Australian mortgage leads are generated, verified and priced, the difference between exclusive and shared leads, and how to run a test order.",
    label: "Australian Mortgage Leads",
    parent: "/lead-generation-insights",
    section: "other",
    kind: "article",
    ogType: "article",
  },
  {
    path: "/archive",
    file: "routes/archive/route.tsx",
    title: "Website Archive",
    description:
      "Every page of the website in one place: main pages, solutions and services, legal and privacy, insights and guides.",
    label: "Website Archive",
    parent: "/",
    section: "main",
    kind: "utility",
  },
] as const satisfies readonly PageEntry[];

export type PagePath = (typeof declared)[number]["path"];

/** An entry of the registry: its path is known to be a page (links to it type-check). */
export type RegistryPage = Omit<PageEntry, "path"> & { path: PagePath };

/** What a page's title and description become where they are read: their placeholders resolved. */
export type SearchWords = (text: string) => string;

/** The words as shipped: placeholders resolved against the shipped facts (the build's prerender, tests). */
const shippedWords: SearchWords = (text) => resolveText(text, facts);

/** Every page as shipped, its title and description with the shipped facts. */
export const pages: readonly RegistryPage[] = declared.map((p) => ({
  ...p,
  title: shippedWords(p.title),
  description: shippedWords(p.description),
}));

const declaredByPath = new Map<string, PageSearch>(
  declared.map((p) => [p.path, { title: p.title, description: p.description }]),
);

/** A registry page's title and description as declared, placeholders unresolved: the desk's editor starts from them. */
export function declaredSearch(path: string): PageSearch | undefined {
  return declaredByPath.get(path);
}

const registry: readonly RegistryPage[] = pages;

/**
 * The pages a render sees beyond the shipped registry (decision 071): articles published in the desk
 * (added), shipped pages taken down or moved (removed), and titles and descriptions for search
 * published in the desk (edited, decision 077). Set by the server around one render (and
 * one check of an entry); the build's server bundle holds its own copy of this module, so it is kept
 * under a global symbol both copies name. Unset (the build's prerender, tests): the registry alone.
 */
export interface PageOverlay {
  added: readonly RegistryPage[];
  removed: ReadonlySet<string>;
  /** A page's title and description for search as published in the desk, by path (decision 077). */
  edited?: ReadonlyMap<string, PageSearch>;
}

/** A page's title and description for search results. */
export interface PageSearch {
  title: string;
  description: string;
}

/** Called with a page's path when a render reads its title or description (decision 077). */
export type PageShown = (path: string) => void;

const OVERLAY = Symbol.for("leadwise.site.page-overlay");
type LiveOverlay = {
  overlay: PageOverlay;
  shown?: PageShown;
  words?: SearchWords;
  list: RegistryPage[];
  byPath: Map<string, RegistryPage>;
};
type OverlayHolder = { [OVERLAY]?: LiveOverlay };

const searchKeys = new Set<string | symbol>(["title", "description"]);

/**
 * The page as this overlay shows it: its edited words (else the registry's as declared), their
 * placeholders resolved by `words` when read, and each read told to `shown`.
 */
function shownPage(
  p: RegistryPage,
  overlay: PageOverlay,
  shown: PageShown | undefined,
  words: SearchWords | undefined,
): RegistryPage {
  const said = overlay.edited?.get(p.path) ?? declaredByPath.get(p.path) ?? p;
  if (!shown && !words) return { ...p, title: shippedWords(said.title), description: shippedWords(said.description) };
  const entry = { ...p, title: said.title, description: said.description };
  return new Proxy(entry, {
    get(target, key, receiver) {
      const value: unknown = Reflect.get(target, key, receiver);
      if (!searchKeys.has(key)) return value;
      shown?.(target.path);
      // Resolved when read, so a render records the facts of only the words it shows.
      return (words ?? shippedWords)(value as string);
    },
  });
}

/**
 * Sets the overlay (undefined: none) and, while it is set, who hears of the titles and descriptions
 * read and what resolves their placeholders (the render's facts; else the shipped facts); returns
 * what puts the previous one back.
 */
export function setPageOverlay(overlay: PageOverlay | undefined, shown?: PageShown, words?: SearchWords): () => void {
  const holder = globalThis as OverlayHolder;
  const previous = holder[OVERLAY];
  if (!overlay && !shown && !words) delete holder[OVERLAY];
  else {
    const set = overlay ?? { added: [], removed: new Set<string>() };
    // Edited pages keep their place: menus and the sitemap keep their order.
    const list = [...registry.filter((p) => !set.removed.has(p.path)), ...set.added].map((p) =>
      shownPage(p, set, shown, words),
    );
    holder[OVERLAY] = {
      overlay: set,
      ...(shown ? { shown } : {}),
      ...(words ? { words } : {}),
      list,
      byPath: new Map(list.map((p) => [p.path, p])),
    };
  }
  return () => {
    if (previous) holder[OVERLAY] = previous;
    else delete holder[OVERLAY];
  };
}

/** Runs `work` (synchronous) with this overlay; reads are still heard by the render under way. */
export function withPageOverlay<T>(overlay: PageOverlay | undefined, work: () => T): T {
  const live = (globalThis as OverlayHolder)[OVERLAY];
  const restore = setPageOverlay(overlay, live?.shown, live?.words);
  try {
    return work();
  } finally {
    restore();
  }
}

/**
 * Runs `work` (synchronous) with the pages taken down or moved away still known: published words
 * checked again while a page renders may name them (their addresses redirect); the guard rails
 * refuse such links on the next publish, and the page leaves out what it lists of them.
 */
export function withRemovedPagesKnown<T>(work: () => T): T {
  const live = (globalThis as OverlayHolder)[OVERLAY];
  if (!live || live.overlay.removed.size === 0) return work();
  return withPageOverlay({ ...live.overlay, removed: new Set() }, work);
}

const byPath = new Map<string, RegistryPage>(registry.map((p) => [p.path, p]));

/** Every page of the site as the render under way sees it: the registry and the overlay. */
export function sitePages(): readonly RegistryPage[] {
  return (globalThis as OverlayHolder)[OVERLAY]?.list ?? registry;
}

export function getPage(path: string): RegistryPage | undefined {
  const live = (globalThis as OverlayHolder)[OVERLAY];
  return (live ? live.byPath : byPath).get(path);
}

export function page(path: PagePath): RegistryPage {
  const entry = getPage(path);
  if (!entry) throw new Error(`Unknown page ${path}`);
  return entry;
}

/** Pages served at their own URL (every registry path). */
export function prerenderPaths(): string[] {
  return [...pages.map((p) => p.path), NOT_FOUND_PRERENDER_PATH];
}

/** The not-found page is prerendered at this path and served with status 404 for unknown URLs. */
export const NOT_FOUND_PRERENDER_PATH = "/404";

export function canonicalPathOf(entry: PageEntry): string {
  return entry.canonicalPath ?? entry.path;
}

/** Indexable canonical pages: the sitemap's list. */
export function sitemapPages(): RegistryPage[] {
  return sitePages().filter((p) => !p.noindex && !p.canonicalPath);
}

/** Pages the archive lists: canonical, indexable pages. */
export function archivePages(): RegistryPage[] {
  return sitemapPages();
}

/** Ancestors from home down to the page itself. */
export function breadcrumbTrail(path: string): RegistryPage[] {
  const trail: RegistryPage[] = [];
  let current = getPage(path);
  const seen = new Set<string>();
  while (current && !seen.has(current.path)) {
    seen.add(current.path);
    trail.unshift(current);
    current = current.parent ? getPage(current.parent) : undefined;
  }
  return trail;
}

export function childrenOf(path: string, list: readonly RegistryPage[] = archivePages()): RegistryPage[] {
  return list.filter((p) => p.parent === path);
}
