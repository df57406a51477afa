// The privacy request form on /privacy-au (Australia and New Zealand): its subjects, required
// fields, checks and texts. The form's asterisks and required-fields toast and the server's
// schema all follow `required`.
import { privacyFields, privacyTexts } from "./privacy-fields.ts";
import type { FormRules } from "./rules.ts";

export const privacyAu = {
  region: "au",
  pageName: "Privacy AU",
  version: "privacy-au-2026-11-23",
  fields: {
    ...privacyFields([
      "Opt out of marketing (suppression)",
      "Access my personal information",
      "Correct my personal information",
      "Delete my personal information",
      "Where did you get my details?",
      "Make a privacy complaint",
      "Other privacy question",
    ]),
    // Which country's law applies (the case's due date follows it); Australia unless changed.
    country: {
      kind: "choice",
      label: "Country",
      field: "Country",
      options: ["AU", "NZ", "other"],
      optionLabels: { AU: "Australia", NZ: "New Zealand", other: "Other" },
      autoComplete: "country",
    },
  },
  required: ["subject", "companyContacted", "firstName", "lastName", "communicationPreference", "message"],
  // A message of only spaces has its own toast on this form.
  checks: ["required", "blankMessage", "validation"],
  texts: { ...privacyTexts, ariaLabel: "Privacy request form", submit: "Submit Privacy Request" },
  thankYou: "/thank-you?source=privacy",
} as const satisfies FormRules & { region: "au" };
