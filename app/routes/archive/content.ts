// Copy of the site archive (/archive). The tree itself is built from the page registry.
// The entry "/archive": shipped as content.json, checked by shared/content/schemas/archive.ts; figures and claims are
// {fact:…} placeholders, resolved here against the facts.
import { entryContent, shippedContent } from "#app/content/shipped.ts";
import type { ArchiveContent } from "#shared/content/schemas/archive.ts";
import data from "./content.json" with { type: "json" };

export const content = shippedContent<ArchiveContent>(data);

/** The content of the render under way (decision 066): read it where the page renders. */
export const pageContent = (): ArchiveContent => entryContent<ArchiveContent>("/archive", data);

export const { hero, sectionsNavLabel } = content;
