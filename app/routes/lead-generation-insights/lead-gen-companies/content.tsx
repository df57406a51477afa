// Article: how to choose a lead generation company (key questions, the
// eight-point checklist, the six red flags). Copy only; layout is ArticleLayout.
// The entry "/lead-generation-insights/lead-gen-companies": shipped as content.json (an article: shared/content/schemas/article.ts), the body
// as data and figures as {fact:…} placeholders, resolved here against the facts.
import { articleEntry, defineArticle } from "#app/content/article-schema.ts";
import { shippedContent } from "#app/content/shipped.ts";
import type { ArticleData } from "#shared/content/schemas/article.ts";
import data from "./content.json" with { type: "json" };

const shipped = shippedContent<ArticleData>(data);

export const leadGenCompaniesArticle = defineArticle(shipped.frontmatter, shipped.body);
export const closing = shipped.closing!;

/** The article of the render under way (decision 066): read it where the page renders. */
export const pageContent = () => articleEntry("/lead-generation-insights/lead-gen-companies", data);
