// Copy of the Solutions overview (/our-solutions). Links always point at final URLs,
// never at redirecting paths such as /consumer-marketing-lists.
// The entry "/our-solutions": shipped as content.json, checked by shared/content/schemas/solutions.ts; figures and claims are
// {fact:…} placeholders, resolved here against the facts.
import { entryContent, shippedContent } from "#app/content/shipped.ts";
import type { SolutionsContent } from "#shared/content/schemas/solutions.ts";
import data from "./content.json" with { type: "json" };

export const content = shippedContent<SolutionsContent>(data);

/** The content of the render under way (decision 066): read it where the page renders. */
export const pageContent = (): SolutionsContent => entryContent<SolutionsContent>("/our-solutions", data);

export const { consultation, industriesIntro, industryExamples, sections, solutionCards, solutionsHero } = content;
