// Content of the /fundraising-leads service page. Every figure and claim comes from the facts module;
// the layout lives in app/routes/fundraising-leads.tsx.
// The entry "/fundraising-leads": shipped as content.json, checked by shared/content/schemas/fundraising-leads.ts; figures and claims are
// {fact:…} placeholders, resolved here against the facts.
import { entryContent, shippedContent } from "#app/content/shipped.ts";
import type { FundraisingLeadsContent } from "#shared/content/schemas/fundraising-leads.ts";
import data from "./content.json" with { type: "json" };

export const content = shippedContent<FundraisingLeadsContent>(data);

/** The content of the render under way (decision 066): read it where the page renders. */
export const pageContent = (): FundraisingLeadsContent =>
  entryContent<FundraisingLeadsContent>("/fundraising-leads", data);

export const {
  articleLink,
  cta,
  faqs,
  featuredQuote,
  fundraisingService,
  hero,
  related,
  relatedIntro,
  scaleFeatures,
  scaleIntro,
  sections,
  testimonials,
  testimonialsIntro,
  trustBadges,
  trustIntro,
  valueExchangeClosing,
  valueExchangeIntro,
  valueExchangeSteps,
  videosIntro,
} = content;
