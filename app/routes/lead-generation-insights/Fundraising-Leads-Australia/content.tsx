// Article: fundraising leads in Australia (donor acquisition, qualification,
// campaign optimisation, data management, five mistakes, a client testimonial).
// The entry "/lead-generation-insights/Fundraising-Leads-Australia": shipped as content.json (an article: shared/content/schemas/article.ts), the body
// as data and figures as {fact:…} placeholders, resolved here against the facts.
import { defineArticle } from "#app/content/article-schema.ts";
import { shippedContent } from "#app/content/shipped.ts";
import type { ArticleData } from "#shared/content/schemas/article.ts";
import data from "./content.json" with { type: "json" };

const shipped = shippedContent<ArticleData>(data);

export const fundraisingLeadsArticle = defineArticle(shipped.frontmatter, shipped.body);
export const closing = shipped.closing!;
