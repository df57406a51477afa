// The entry "/privacy-uk" (decision 086): shipped as content.json, checked by
// shared/content/schemas/policy.ts; facts and the sentences generated from the privacy records are
// placeholders, resolved where the page renders.
import { entryContent } from "#app/content/shipped.ts";
import type { PolicyData } from "#shared/content/schemas/policy.ts";
import data from "./content.json" with { type: "json" };

/** The content of the render under way (decision 066): read it where the page renders. */
export const pageContent = (): PolicyData => entryContent<PolicyData>("/privacy-uk", data);
