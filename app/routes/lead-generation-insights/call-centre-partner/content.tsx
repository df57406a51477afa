// Article: choosing a lead partner for a call centre. Copy only; the route adds
// the closing calls to action ('Get Expert Guidance', 'Explore Our Solutions').
// The entry "/lead-generation-insights/call-centre-partner": shipped as content.json (an article: shared/content/schemas/article.ts), the body
// as data and figures as {fact:…} placeholders, resolved here against the facts.
import { articleEntry, defineArticle } from "#app/content/article-schema.ts";
import { shippedContent } from "#app/content/shipped.ts";
import type { ArticleData } from "#shared/content/schemas/article.ts";
import data from "./content.json" with { type: "json" };

const shipped = shippedContent<ArticleData>(data);

export const callCentrePartnerArticle = defineArticle(shipped.frontmatter, shipped.body);
export const closing = shipped.closing!;

/** The article of the render under way (decision 066): read it where the page renders. */
export const pageContent = () => articleEntry("/lead-generation-insights/call-centre-partner", data);
