// Lead gen strategy: warm leads compared with rented cold marketing lists.
// The entry "/lead-generation-insights/lead-gen-strategy-leads-vs-marketing-list": shipped as content.json (an article: shared/content/schemas/article.ts), the body
// as data and figures as {fact:…} placeholders, resolved here against the facts.
import { articleEntry, defineArticle } from "#app/content/article-schema.ts";
import { shippedContent } from "#app/content/shipped.ts";
import type { ArticleData } from "#shared/content/schemas/article.ts";
import data from "./content.json" with { type: "json" };

const shipped = shippedContent<ArticleData>(data);

export const leadsVsMarketingList = defineArticle(shipped.frontmatter, shipped.body);
export const guidePromo = shipped.guidePromo!;

/** The article of the render under way (decision 066): read it where the page renders. */
export const pageContent = () =>
  articleEntry("/lead-generation-insights/lead-gen-strategy-leads-vs-marketing-list", data);
