// The content types and the entries the code ships (decision 060). Each type has one zod schema
// (shared/content/schemas/): the page's TypeScript type is inferred from it, the server checks a
// draft with it on save, and the desk's editor (issue 42 item 2) is generated from it. An entry's id is
// its registry path, or a fixed id (`facts`). Server, desk, build and tests only (zod).

import type { z } from "zod";
import { pageSearch } from "./fields.ts";
import { aboutSchema } from "./schemas/about.ts";
import { archiveSchema } from "./schemas/archive.ts";
import { articleSchema } from "./schemas/article.ts";
import { consumerListsSchema } from "./schemas/consumer-lists.ts";
import { contactSchema } from "./schemas/contact.ts";
import { crmMigrationSchema } from "./schemas/crm-migration.ts";
import { customerAnalyticsSchema } from "./schemas/customer-analytics.ts";
import { energyLeadsSchema } from "./schemas/energy-leads.ts";
import { factsSchema } from "./schemas/facts.ts";
import { fundraisingLeadsSchema } from "./schemas/fundraising-leads.ts";
import { homeSchema } from "./schemas/home.ts";
import { insightsHubSchema } from "./schemas/insights-hub.ts";
import { leadGenerationSchema } from "./schemas/lead-generation.ts";
import { methodologySchema } from "./schemas/methodology.ts";
import { mortgageLeadsSchema } from "./schemas/mortgage-leads.ts";
import { notFoundSchema } from "./schemas/not-found.ts";
import { policySchema } from "./schemas/policy.ts";
import { privacyHubSchema } from "./schemas/privacy-hub.ts";
import { solutionsSchema } from "./schemas/solutions.ts";
import { thankYouSchema } from "./schemas/thank-you.ts";

/** A page's content type: its schema with the page's optional title and description for search (decision 077). */
const pageType = <S extends z.ZodObject>(label: string, schema: () => S) => ({
  label,
  schema: () => schema().extend({ search: pageSearch().optional() }),
});

export const contentTypes = {
  facts: { label: "Facts", schema: factsSchema },
  article: { label: "Insights article", schema: articleSchema },
  home: pageType("Home page", homeSchema),
  solutions: pageType("Solutions overview", solutionsSchema),
  about: pageType("About page", aboutSchema),
  contact: pageType("Contact page", contactSchema),
  insightsHub: pageType("Insights hub", insightsHubSchema),
  archive: pageType("Archive page", archiveSchema),
  notFound: { label: "Not-found page", schema: notFoundSchema },
  privacyHub: pageType("Privacy hub", privacyHubSchema),
  leadGeneration: pageType("Lead generation service page", leadGenerationSchema),
  customerAnalytics: pageType("Customer analytics service page", customerAnalyticsSchema),
  crmMigration: pageType("CRM migration service page", crmMigrationSchema),
  consumerLists: pageType("Consumer lists service page", consumerListsSchema),
  energyLeads: pageType("Energy leads service page", energyLeadsSchema),
  fundraisingLeads: pageType("Fundraising leads service page", fundraisingLeadsSchema),
  mortgageLeads: pageType("Mortgage leads service page", mortgageLeadsSchema),
  methodology: pageType("Methodology guide", methodologySchema),
  thankYou: pageType("Thank-you page", thankYouSchema),
  policy: pageType("Privacy policy", policySchema),
} as const;

export type ContentTypeName = keyof typeof contentTypes;

export interface ShippedEntryDeclaration {
  id: string;
  type: ContentTypeName;
  /** The route folder under app/routes/ of an entry that is not a registry page (the not-found page). */
  folder?: string;
}

/**
 * The entries whose first version ships with the code: the facts (shared/site/facts.ts) and each page
 * whose content is data (its content.json beside its route, found through the page registry).
 */
export const shippedEntryDeclarations: readonly ShippedEntryDeclaration[] = [
  { id: "facts", type: "facts" },
  { id: "/", type: "home" },
  { id: "/our-solutions", type: "solutions" },
  { id: "/our-lead-generation-company", type: "about" },
  { id: "/contact", type: "contact" },
  { id: "/lead-generation-insights", type: "insightsHub" },
  { id: "/archive", type: "archive" },
  { id: "not-found", type: "notFound", folder: "not-found" },
  { id: "/privacy", type: "privacyHub" },
  { id: "/lead-generation", type: "leadGeneration" },
  { id: "/customer-analytics", type: "customerAnalytics" },
  { id: "/crm-migration", type: "crmMigration" },
  { id: "/consumer-data-list-solutions", type: "consumerLists" },
  { id: "/energy-leads", type: "energyLeads" },
  { id: "/fundraising-leads", type: "fundraisingLeads" },
  { id: "/mortgage-leads", type: "mortgageLeads" },
  { id: "/lead-generation-insights/customer-acquisition-methodology", type: "methodology" },
  { id: "/thank-you", type: "thankYou" },
  { id: "/privacy-au", type: "policy" },
  { id: "/privacy-uk", type: "policy" },
  { id: "/lead-generation-insights/Fundraising-Leads-Australia", type: "article" },
  { id: "/lead-generation-insights/call-centre-partner", type: "article" },
  { id: "/lead-generation-insights/get-more-leads", type: "article" },
  { id: "/lead-generation-insights/lead-gen-companies", type: "article" },
  { id: "/lead-generation-insights/lead-gen-strategy-leads-vs-marketing-list", type: "article" },
  { id: "/lead-generation-insights/sales-leads-buying-guide-australia", type: "article" },
  { id: "/mortgage-lead-insights/australian-mortgage-leads", type: "article" },
  { id: "/mortgage-lead-insights/mortgage-lead-generation-7-tips", type: "article" },
];

/**
 * The date the shipped content was last changed: every page's `lastmod` in the sitemap until the
 * business publishes it (decision 071). Raise it with a release that changes shipped words.
 */
export const SHIPPED_CONTENT_DATE = "2026-11-28";

export function isContentType(type: string): type is ContentTypeName {
  return Object.hasOwn(contentTypes, type);
}
