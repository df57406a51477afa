// Content of the /lead-generation service page. Every figure and claim comes from the facts module.
// The entry "/lead-generation": shipped as content.json, checked by shared/content/schemas/lead-generation.ts; figures and claims are
// {fact:…} placeholders, resolved here against the facts.
import { entryContent, shippedContent } from "#app/content/shipped.ts";
import type { LeadGenerationContent } from "#shared/content/schemas/lead-generation.ts";
import { siteFacts } from "#shared/content/site-facts.ts";
import { serviceVideos } from "#shared/site/facts.ts";
import type { VideoFacts } from "#shared/site/json-ld.ts";
import data from "./content.json" with { type: "json" };

export const content = shippedContent<LeadGenerationContent>(data);

/** The content of the render under way (decision 066): read it where the page renders. */
export function pageContent(): Omit<LeadGenerationContent, "video"> & { video: VideoFacts } {
  const page = entryContent<LeadGenerationContent>("/lead-generation", data);
  return { ...page, video: { ...siteFacts().serviceVideos.leadGeneration, ...page.video } };
}

export const { benefits, benefitsIntro, faqs, formIntro, hero, leadGenerationService, sections, steps, videoPoints } =
  content;

/** The video's facts (title, address, date) are the facts entry's; the page holds its transcript. */
export const video: VideoFacts = { ...serviceVideos.leadGeneration, ...content.video };
