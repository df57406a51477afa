// Copy of the thank-you page (/thank-you), in its two modes (specification section 2):
// privacy mode after a privacy request (query source=privacy, or a referrer under /privacy),
// normal mode otherwise. The hero is the same in both modes, so the largest text block (the
// page's LCP) never depends on the mode.
// The entry "/thank-you": shipped as content.json, checked by shared/content/schemas/thank-you.ts;
// facts are {fact:…} placeholders and the response times {policy:responseTimes} (decision 078),
// resolved here.
import { entryContent } from "#app/content/shipped.ts";
import type { ThankYouContent } from "#shared/content/schemas/thank-you.ts";
import data from "./content.json" with { type: "json" };

/** The content of the render under way (decision 066): read it where the page renders. */
export const pageContent = (): ThankYouContent => entryContent<ThankYouContent>("/thank-you", data);
