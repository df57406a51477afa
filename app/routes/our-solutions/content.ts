// Copy of the Solutions overview (/our-solutions). Links always point at final URLs,
// never at redirecting paths such as /consumer-marketing-lists.
// The entry "/our-solutions": shipped as content.json, checked by shared/content/schemas/solutions.ts; figures and claims are
// {fact:…} placeholders, resolved here against the facts.
import { shippedContent } from "#app/content/shipped.ts";
import type { SolutionsContent } from "#shared/content/schemas/solutions.ts";
import data from "./content.json" with { type: "json" };

export const content = shippedContent<SolutionsContent>(data);

export const { consultation, industriesIntro, industryExamples, sections, solutionCards, solutionsHero } = content;
