// Copy of the site archive (/archive). The tree itself is built from the page registry.
// The entry "/archive": shipped as content.json, checked by shared/content/schemas/archive.ts; figures and claims are
// {fact:…} placeholders, resolved here against the facts.
import { shippedContent } from "#app/content/shipped.ts";
import type { ArchiveContent } from "#shared/content/schemas/archive.ts";
import data from "./content.json" with { type: "json" };

export const content = shippedContent<ArchiveContent>(data);

export const { hero, sectionsNavLabel } = content;
