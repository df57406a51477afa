// Content of the /energy-leads service page. Every figure and claim comes from the facts module;
// the layout lives in app/routes/energy-leads.tsx.
// The entry "/energy-leads": shipped as content.json, checked by shared/content/schemas/energy-leads.ts; figures and claims are
// {fact:…} placeholders, resolved here against the facts.
import { entryContent, shippedContent } from "#app/content/shipped.ts";
import type { EnergyLeadsContent } from "#shared/content/schemas/energy-leads.ts";
import data from "./content.json" with { type: "json" };

export const content = shippedContent<EnergyLeadsContent>(data);

/** The content of the render under way (decision 066): read it where the page renders. */
export const pageContent = (): EnergyLeadsContent => entryContent<EnergyLeadsContent>("/energy-leads", data);

export const {
  benefits,
  benefitsIntro,
  contactIntro,
  cta,
  energyService,
  faqs,
  formIntro,
  hero,
  homeMover,
  optIn,
  sections,
  solutions,
  solutionsIntro,
  testimonials,
  testimonialsIntro,
} = content;
