// Content of the /mortgage-leads service page. Every figure and claim comes from the facts module;
// the layout lives in app/routes/mortgage-leads.tsx.
// The entry "/mortgage-leads": shipped as content.json, checked by shared/content/schemas/mortgage-leads.ts; figures and claims are
// {fact:…} placeholders, resolved here against the facts.
import { entryContent, shippedContent } from "#app/content/shipped.ts";
import type { MortgageLeadsContent } from "#shared/content/schemas/mortgage-leads.ts";
import data from "./content.json" with { type: "json" };

export const content = shippedContent<MortgageLeadsContent>(data);

/** The content of the render under way (decision 066): read it where the page renders. */
export const pageContent = (): MortgageLeadsContent => entryContent<MortgageLeadsContent>("/mortgage-leads", data);

export const {
  benefits,
  benefitsIntro,
  checklist,
  checklistIntro,
  comparison,
  contactIntro,
  exclusivityAdvice,
  exclusivityIntro,
  faqs,
  formIntro,
  furtherReading,
  hero,
  mortgageService,
  privacyNote,
  sections,
  testOrderIntro,
  testOrderSteps,
  videoIntro,
} = content;
