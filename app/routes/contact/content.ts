// Copy of the contact page (/contact). Figures come from the facts module.
// The entry "/contact": shipped as content.json, checked by shared/content/schemas/contact.ts; figures and claims are
// {fact:…} placeholders, resolved here against the facts.
import { shippedContent } from "#app/content/shipped.ts";
import type { ContactContent } from "#shared/content/schemas/contact.ts";
import data from "./content.json" with { type: "json" };

export const content = shippedContent<ContactContent>(data);

export const { form, getInTouch, hero } = content;
