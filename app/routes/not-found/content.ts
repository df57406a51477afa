// Copy of the not-found page (specification section 2: '404', 'Oops! Page not found', Return to Home).
// The entry "not-found": shipped as content.json, checked by shared/content/schemas/not-found.ts; figures and claims are
// {fact:…} placeholders, resolved here against the facts.
import { entryContent, shippedContent } from "#app/content/shipped.ts";
import type { NotFoundContent } from "#shared/content/schemas/not-found.ts";
import data from "./content.json" with { type: "json" };

export const content = shippedContent<NotFoundContent>(data);

/** The content of the render under way (decision 066): read it where the page renders. */
export const pageContent = (): NotFoundContent => entryContent<NotFoundContent>("not-found", data);

export const { meta, notFound } = content;
