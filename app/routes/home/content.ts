// Copy of the home page (and of the About/team and trust sections it shares with other pages): the
// content entry "/", shipped as content.json and checked by shared/content/schemas/home.ts. Figures
// and claims are {fact:…} placeholders, resolved here against the facts.
import { entryContent, shippedContent } from "#app/content/shipped.ts";
import type { HomeContent } from "#shared/content/schemas/home.ts";
import data from "./content.json" with { type: "json" };

export const content = shippedContent<HomeContent>(data);

/** The content of the render under way (decision 066): read it where the page renders. */
export const pageContent = (): HomeContent => entryContent<HomeContent>("/", data);

export const {
  aboutTeam,
  clientQuotesCta,
  clientQuotesTitle,
  contactSection,
  experience,
  hero,
  homeStats,
  partnersIntro,
  pricingIntro,
  rebrand,
  reviewsIntro,
  solutionTeasers,
  solutionsSection,
  statsTitle,
  trust,
} = content;

export type SolutionTeaser = HomeContent["solutionTeasers"][number];
