// Copy of the insights hub (/lead-generation-insights), its cards included (guides, articles, industry
// categories: decision 089); app/content/insights.ts reads the cards for the hub and the pages that
// quote the featured guide, and makes the hub's live lists.
// The entry "/lead-generation-insights": shipped as content.json, checked by shared/content/schemas/insights-hub.ts; figures and claims are
// {fact:…} placeholders, resolved here against the facts.
import { entryContent, shippedContent } from "#app/content/shipped.ts";
import type { InsightsHubContent } from "#shared/content/schemas/insights-hub.ts";
import data from "./content.json" with { type: "json" };

export const content = shippedContent<InsightsHubContent>(data);

/** The content of the render under way (decision 066): read it where the page renders. */
export const pageContent = (): InsightsHubContent =>
  entryContent<InsightsHubContent>("/lead-generation-insights", data);

export const { closingCta, hero, sections, cards } = content;
