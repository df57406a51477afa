// Copy of the contact page (/contact). Figures come from the facts module.
// The entry "/contact": shipped as content.json, checked by shared/content/schemas/contact.ts; figures and claims are
// {fact:…} placeholders, resolved here against the facts.
import { entryContent, shippedContent } from "#app/content/shipped.ts";
import type { ContactContent } from "#shared/content/schemas/contact.ts";
import data from "./content.json" with { type: "json" };

export const content = shippedContent<ContactContent>(data);

/** The content of the render under way (decision 066): read it where the page renders. */
export const pageContent = (): ContactContent => entryContent<ContactContent>("/contact", data);

export const { form, getInTouch, hero } = content;
