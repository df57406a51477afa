// The complete sales leads buying guide (2025-2026). Figures and claims come from
// the facts module; the published date is fixed at 2024-01-01 by the specification.
// The entry "/lead-generation-insights/sales-leads-buying-guide-australia": shipped as content.json (an article: shared/content/schemas/article.ts), the body
// as data and figures as {fact:…} placeholders, resolved here against the facts.
import { defineArticle } from "#app/content/article-schema.ts";
import { shippedContent } from "#app/content/shipped.ts";
import type { ArticleData } from "#shared/content/schemas/article.ts";
import data from "./content.json" with { type: "json" };

const shipped = shippedContent<ArticleData>(data);

export const salesLeadsBuyingGuide = defineArticle(shipped.frontmatter, shipped.body);
export const closing = shipped.closing!;
