// The two privacy request forms by region.
import { privacyAu } from "./privacy-au.ts";
import { privacyUk } from "./privacy-uk.ts";

export const privacyForms = { au: privacyAu, uk: privacyUk } as const;
export type PrivacyRegion = keyof typeof privacyForms;
export const privacyRegions = Object.keys(privacyForms) as PrivacyRegion[];
export type PrivacyPageName = (typeof privacyForms)[PrivacyRegion]["pageName"];
