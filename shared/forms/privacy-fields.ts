// The fields both privacy request forms ask, with their labels and limits. Which of them are
// required, the subjects and the texts belong to each region's rules (privacy-au.ts, privacy-uk.ts).
import { LIMITS, type Values } from "./rules.ts";

export const communicationPreferences = ["Email", "Phone", "Post"] as const;

export function privacyFields<const S extends readonly [string, ...string[]]>(subjects: S) {
  return {
    subject: { kind: "choice", label: "Subject", field: "Subject", options: subjects, placeholder: "Choose a subject" },
    companyContacted: {
      kind: "text",
      label: "Company that contacted you",
      field: "Company contacted",
      max: LIMITS.company,
      autoComplete: "off",
    },
    firstName: { kind: "name", label: "First Name", field: "First name", autoComplete: "given-name" },
    lastName: { kind: "name", label: "Last Name", field: "Last name", autoComplete: "family-name" },
    communicationPreference: {
      kind: "choice",
      label: "Preferred Communication Method",
      field: "Communication preference",
      options: communicationPreferences,
      placeholder: "Choose how we should reply",
    },
    businessName: {
      kind: "text",
      label: "Business Name",
      field: "Business name",
      max: LIMITS.company,
      autoComplete: "organization",
    },
    address: {
      kind: "text",
      label: "Address",
      field: "Address",
      max: LIMITS.address,
      multiline: true,
      autoComplete: "street-address",
    },
    email: { kind: "email", label: "Email", autoComplete: "email" },
    phone: { kind: "phone", label: "Phone", autoComplete: "tel" },
    message: { kind: "message", label: "Message" },
    suppressFromMarketing: {
      kind: "checkbox",
      field: "Suppress from marketing",
      label: "Please suppress my details from all marketing lists and stop contacting me.",
    },
  } as const;
}

export type PrivacyFieldRules = ReturnType<typeof privacyFields<readonly [string, ...string[]]>>;
export type PrivacyValues = Values<PrivacyFieldRules>;

export const privacyTexts = {
  sending: "Submitting...",
  success: [
    "Privacy Request Submitted Successfully!",
    "Thank you for your submission. Redirecting to thank you page...",
  ],
  failure: "There was a problem submitting your request. Please try again.",
} as const;
