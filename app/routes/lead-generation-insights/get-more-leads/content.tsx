// How to get more leads: the lead-type pyramid and practical steps.
// The entry "/lead-generation-insights/get-more-leads": shipped as content.json (an article: shared/content/schemas/article.ts), the body
// as data and figures as {fact:…} placeholders, resolved here against the facts.
import { articleEntry, defineArticle } from "#app/content/article-schema.ts";
import { shippedContent } from "#app/content/shipped.ts";
import type { ArticleData } from "#shared/content/schemas/article.ts";
import data from "./content.json" with { type: "json" };

const shipped = shippedContent<ArticleData>(data);

export const getMoreLeads = defineArticle(shipped.frontmatter, shipped.body);
export const closing = shipped.closing!;

/** The article of the render under way (decision 066): read it where the page renders. */
export const pageContent = () => articleEntry("/lead-generation-insights/get-more-leads", data);
