// Content of the customer acquisition methodology page: the six steps with their
// key activities, the quality standards and the technology list. Figures and
// claims come from the facts module.
// The entry "/lead-generation-insights/customer-acquisition-methodology": shipped as content.json, checked by shared/content/schemas/methodology.ts; figures and claims are
// {fact:…} placeholders, resolved here against the facts.
import { entryContent, shippedContent } from "#app/content/shipped.ts";
import type { MethodologyContent } from "#shared/content/schemas/methodology.ts";
import data from "./content.json" with { type: "json" };

export const content = shippedContent<MethodologyContent>(data);

/** The content of the render under way (decision 066): read it where the page renders. */
export const pageContent = (): MethodologyContent =>
  entryContent<MethodologyContent>("/lead-generation-insights/customer-acquisition-methodology", data);

export const { closingCta, hero, methodologySteps, qualityStandards, sections, technology } = content;
