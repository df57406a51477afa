// The complete sales leads buying guide (2025-2026). Figures and claims come from
// the facts module; the published date is fixed at 2024-01-01 by the specification.
// The entry "/lead-generation-insights/sales-leads-buying-guide-australia": shipped as content.json (an article: shared/content/schemas/article.ts), the body
// as data and figures as {fact:…} placeholders, resolved here against the facts.
import { articleEntry, defineArticle } from "#app/content/article-schema.ts";
import { shippedContent } from "#app/content/shipped.ts";
import type { ArticleData } from "#shared/content/schemas/article.ts";
import data from "./content.json" with { type: "json" };

const shipped = shippedContent<ArticleData>(data);

export const salesLeadsBuyingGuide = defineArticle(shipped.frontmatter, shipped.body);
export const closing = shipped.closing!;

/** The article of the render under way (decision 066): read it where the page renders. */
export const pageContent = () => articleEntry("/lead-generation-insights/sales-leads-buying-guide-australia", data);
