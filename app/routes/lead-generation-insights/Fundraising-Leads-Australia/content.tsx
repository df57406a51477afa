// Article: fundraising leads in Australia (donor acquisition, qualification,
// campaign optimisation, data management, five mistakes, a client testimonial).
// The entry "/lead-generation-insights/Fundraising-Leads-Australia": shipped as content.json (an article: shared/content/schemas/article.ts), the body
// as data and figures as {fact:…} placeholders, resolved here against the facts.
import { articleEntry, defineArticle } from "#app/content/article-schema.ts";
import { shippedContent } from "#app/content/shipped.ts";
import type { ArticleData } from "#shared/content/schemas/article.ts";
import data from "./content.json" with { type: "json" };

const shipped = shippedContent<ArticleData>(data);

export const fundraisingLeadsArticle = defineArticle(shipped.frontmatter, shipped.body);
export const closing = shipped.closing!;

/** The article of the render under way (decision 066): read it where the page renders. */
export const pageContent = () => articleEntry("/lead-generation-insights/Fundraising-Leads-Australia", data);
