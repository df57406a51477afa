// Copy of the privacy hub (/privacy): the two regional policies. The notification statement it
// shows lives in shared/consent/statements.ts.
// The entry "/privacy": shipped as content.json, checked by shared/content/schemas/privacy-hub.ts; figures and claims are
// {fact:…} placeholders, resolved here against the facts.
import { shippedContent } from "#app/content/shipped.ts";
import type { PrivacyHubContent } from "#shared/content/schemas/privacy-hub.ts";
import data from "./content.json" with { type: "json" };

export const content = shippedContent<PrivacyHubContent>(data);

export const { hero, regions, regionsTitle } = content;
