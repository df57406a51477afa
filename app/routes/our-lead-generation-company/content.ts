// Copy of the About page (/our-lead-generation-company). Figures and claims come from the facts module.
// The entry "/our-lead-generation-company": shipped as content.json, checked by shared/content/schemas/about.ts; figures and claims are
// {fact:…} placeholders, resolved here against the facts.
import { entryContent, shippedContent } from "#app/content/shipped.ts";
import type { AboutContent } from "#shared/content/schemas/about.ts";
import data from "./content.json" with { type: "json" };

export const content = shippedContent<AboutContent>(data);

/** The content of the render under way (decision 066): read it where the page renders. */
export const pageContent = (): AboutContent => entryContent<AboutContent>("/our-lead-generation-company", data);

export const {
  aboutHero,
  aboutStats,
  brandsSection,
  closingCta,
  differentiators,
  hoursSection,
  mission,
  privacyTrust,
  statsTitle,
  story,
  teamIntro,
  teamTitle,
} = content;
