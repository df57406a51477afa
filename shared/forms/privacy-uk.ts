// The GDPR request form on /privacy-uk: its subjects, required fields, checks and texts. The
// form's asterisks and required-fields toast and the server's schema all follow `required`.
import { privacyFields, privacyTexts } from "./privacy-fields.ts";
import type { FormRules } from "./rules.ts";

export const privacyUk = {
  region: "uk",
  pageName: "Privacy UK",
  version: "privacy-uk-2026-11-23",
  fields: privacyFields([
    "Information about how my data is used",
    "Access to my personal data",
    "Correction of my personal data",
    "Restrict processing of my personal data",
    "Deletion of my personal data",
    "Data portability",
    "Object to direct marketing",
    "Make a complaint",
  ]),
  required: ["subject", "companyContacted", "firstName", "lastName", "communicationPreference", "message"],
  checks: ["required", "validation"],
  texts: { ...privacyTexts, ariaLabel: "GDPR privacy request form", submit: "Submit GDPR Privacy Request" },
  thankYou: "/thank-you?source=privacy",
} as const satisfies FormRules & { region: "uk" };
