// Copy of the privacy hub (/privacy): the two regional policies. The notification statement it
// shows lives in shared/consent/statements.ts.
// The entry "/privacy": shipped as content.json, checked by shared/content/schemas/privacy-hub.ts; figures and claims are
// {fact:…} placeholders, resolved here against the facts.
import { entryContent, shippedContent } from "#app/content/shipped.ts";
import type { PrivacyHubContent } from "#shared/content/schemas/privacy-hub.ts";
import data from "./content.json" with { type: "json" };

export const content = shippedContent<PrivacyHubContent>(data);

/** The content of the render under way (decision 066): read it where the page renders. */
export const pageContent = (): PrivacyHubContent => entryContent<PrivacyHubContent>("/privacy", data);

export const { hero, regions, regionsTitle } = content;
