// Form constants shared by the forms, the schemas and the server, without zod, so a
// page can render its form without loading the validation library.

// ── Kinds ────────────────────────────────────────────────────────────────────

export const contactFormKinds = ["home", "contact-page", "lead-generation", "mortgage", "energy"] as const;
export type ContactFormKind = (typeof contactFormKinds)[number];
export const privacyRegions = ["au", "uk"] as const;
export type PrivacyRegion = (typeof privacyRegions)[number];

/** page_name stored for each contact form (specification section 3). */
export const contactPageNames = {
  home: "Contact Section",
  "contact-page": "Contact Page",
  "lead-generation": "Contact Form",
  mortgage: "Mortgage Leads",
  energy: "Energy Leads",
} as const satisfies Record<ContactFormKind, string>;

export const privacyPageNames = { au: "Privacy AU", uk: "Privacy UK" } as const satisfies Record<PrivacyRegion, string>;

export type ContactPageName = (typeof contactPageNames)[ContactFormKind];
export type PrivacyPageName = (typeof privacyPageNames)[PrivacyRegion];

/** The label of the company field: the energy page calls it Organisation. */
export function companyLabel(kind: ContactFormKind): string {
  return kind === "energy" ? "Organisation" : "Company";
}

// ── Limits and messages ─────────────────────────────────────────────────────

export const LIMITS = {
  nameMin: 2,
  nameMax: 100,
  email: 254,
  phone: 20,
  message: 1000,
  company: 200,
  answer: 50,
  address: 500,
  proof: 2000,
} as const;

export const messages = {
  required: (field: string) => `${field} is required`,
  nameTooShort: (field: string) => `${field} must be at least 2 characters long`,
  nameTooLong: (field: string) => `${field} must be less than 100 characters`,
  nameCharacters: (field: string) => `${field} must contain only letters, spaces, hyphens, apostrophes, and periods`,
  tooLong: (field: string, max: number) => `${field} must be less than ${max} characters`,
  emailRequired: "Email is required",
  emailInvalid: "Please enter a valid email address",
  emailTooLong: "Email address is too long",
  phoneInvalid: "Please enter a valid phone number",
  messageRequired: "Message is required",
  messageTooLong: "Message must be less than 1000 characters",
  verificationRequired: "Human verification is required",
  choose: (field: string) => `Please choose a ${field.toLowerCase()}`,
} as const;

// ── Privacy choices ─────────────────────────────────────────────────────────

export const privacySubjects = {
  au: [
    "Opt out of marketing (suppression)",
    "Access my personal information",
    "Correct my personal information",
    "Delete my personal information",
    "Where did you get my details?",
    "Make a privacy complaint",
    "Other privacy question",
  ],
  uk: [
    "Information about how my data is used",
    "Access to my personal data",
    "Correction of my personal data",
    "Restrict processing of my personal data",
    "Deletion of my personal data",
    "Data portability",
    "Object to direct marketing",
    "Make a complaint",
  ],
} as const satisfies Record<PrivacyRegion, readonly [string, ...string[]]>;

export const communicationPreferences = ["Email", "Phone", "Post"] as const;

/** Fields that must be filled in for each form (the 'Please fill in all required fields.' check). */
export const contactRequiredFields = ["firstName", "lastName", "email", "phone", "company", "message"] as const;
export const privacyRequiredFields = [
  "subject",
  "companyContacted",
  "firstName",
  "lastName",
  "communicationPreference",
  "message",
] as const;

// ── Attribution ─────────────────────────────────────────────────────────────

export const attributionKeys = [
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_term",
  "utm_content",
  "gclid",
  "fbclid",
  "referrer",
  "landing_page",
] as const;
export type AttributionKey = (typeof attributionKeys)[number];
export type Touch = Partial<Record<AttributionKey, string>>;
export interface Attribution {
  first?: Touch;
  last?: Touch;
}

export type FieldErrors = Record<string, string>;

/** True when the value counts as "not filled in" for the required-fields check. */
export function isBlank(value: unknown): boolean {
  return typeof value !== "string" || value.trim() === "";
}
