// One schema per form kind, shared by the React forms (validation before sending) and
// the server (which parses every submission again and never trusts the client).
// Messages are the specification's reusable validators (section 5). Built on zod/mini
// so the forms' bundle stays small.
import * as z from "zod/mini";
import { SANITISE_MAX, sanitiseText } from "./sanitize.ts";

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

const NAME_PATTERN = /^[\p{L}\p{M}\s'’.-]+$/u;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
const PHONE_PATTERN = /^\+?[0-9\s()-]+$/;

// ── Field builders ──────────────────────────────────────────────────────────

/** A string that is sanitised (trim, strip, bound) before the checks run. */
function text(requiredMessage: string, options: { multiline?: boolean; max?: number } = {}) {
  return z.pipe(
    z.string({ error: requiredMessage }),
    z.transform((value: string) => sanitiseText(value, options)),
  );
}

function requiredText(field: string, max: number) {
  return text(messages.required(field)).check(
    z.minLength(1, { error: messages.required(field), abort: true }),
    z.maxLength(max, { error: messages.tooLong(field, max), abort: true }),
  );
}

function optionalText(field: string, max: number) {
  return z._default(
    text(messages.required(field)).check(z.maxLength(max, { error: messages.tooLong(field, max), abort: true })),
    "",
  );
}

export function nameField(field: string) {
  return text(messages.required(field)).check(
    z.minLength(1, { error: messages.required(field), abort: true }),
    z.minLength(LIMITS.nameMin, { error: messages.nameTooShort(field), abort: true }),
    z.maxLength(LIMITS.nameMax, { error: messages.nameTooLong(field), abort: true }),
    z.regex(NAME_PATTERN, { error: messages.nameCharacters(field), abort: true }),
  );
}

export const emailField = text(messages.emailRequired, { max: SANITISE_MAX.text }).check(
  z.minLength(1, { error: messages.emailRequired, abort: true }),
  z.regex(EMAIL_PATTERN, { error: messages.emailInvalid, abort: true }),
  z.maxLength(LIMITS.email, { error: messages.emailTooLong, abort: true }),
);

/** Optional email: empty is fine, anything else must be a valid address. */
export const optionalEmailField = z._default(
  text(messages.emailRequired).check(
    z.refine((v: string) => v === "" || EMAIL_PATTERN.test(v), { error: messages.emailInvalid, abort: true }),
    z.maxLength(LIMITS.email, { error: messages.emailTooLong, abort: true }),
  ),
  "",
);

const phoneIsValid = (v: string) => v.length <= LIMITS.phone && PHONE_PATTERN.test(v);

export const phoneRequiredField = text(messages.required("Phone")).check(
  z.minLength(1, { error: messages.required("Phone"), abort: true }),
  z.refine(phoneIsValid, { error: messages.phoneInvalid, abort: true }),
);

export const optionalPhoneField = z._default(
  text(messages.required("Phone")).check(
    z.refine((v: string) => v === "" || phoneIsValid(v), { error: messages.phoneInvalid, abort: true }),
  ),
  "",
);

export const messageField = text(messages.messageRequired, { multiline: true }).check(
  z.minLength(1, { error: messages.messageRequired, abort: true }),
  z.maxLength(LIMITS.message, { error: messages.messageTooLong, abort: true }),
);

export const verificationField = text(messages.verificationRequired).check(
  z.minLength(1, { error: messages.verificationRequired, abort: true }),
  z.maxLength(LIMITS.answer, { error: messages.verificationRequired, abort: true }),
);

function choice<const T extends readonly [string, ...string[]]>(field: string, options: T) {
  return z.pipe(
    text(messages.required(field)).check(z.minLength(1, { error: messages.required(field), abort: true })),
    z.enum(options, { error: messages.choose(field) }),
  );
}

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

// ── Form field schemas (what the visitor fills in) ──────────────────────────

export function contactFieldsSchema(kind: ContactFormKind) {
  return z.object({
    firstName: nameField("First name"),
    lastName: nameField("Last name"),
    email: emailField,
    phone: phoneRequiredField,
    company: requiredText(companyLabel(kind), LIMITS.company),
    message: messageField,
    humanVerification: verificationField,
  });
}

export function privacyFieldsSchema(region: PrivacyRegion) {
  return z.object({
    subject: choice("Subject", privacySubjects[region]),
    companyContacted: requiredText("Company contacted", LIMITS.company),
    firstName: nameField("First name"),
    lastName: nameField("Last name"),
    communicationPreference: choice("Communication preference", communicationPreferences),
    businessName: optionalText("Business name", LIMITS.company),
    address: optionalText("Address", LIMITS.address),
    email: optionalEmailField,
    phone: optionalPhoneField,
    message: messageField,
    suppressFromMarketing: z._default(z.boolean(), false),
    humanVerification: verificationField,
  });
}

export type ContactFields = z.output<ReturnType<typeof contactFieldsSchema>>;
export type PrivacyFields = z.output<ReturnType<typeof privacyFieldsSchema>>;

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

const touchValue = z.optional(
  z.pipe(
    z.string(),
    z.transform((v: string) => sanitiseText(v, { max: 500 })),
  ),
);
const touchSchema = z.object(
  Object.fromEntries(attributionKeys.map((key) => [key, touchValue])) as Record<AttributionKey, typeof touchValue>,
);
export const attributionSchema = z.object({ first: z.optional(touchSchema), last: z.optional(touchSchema) });

// ── The API payload (variant B of the specification, plus proof, id and attribution) ──

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

const envelope = {
  submissionId: z
    .string({ error: "Submission id is required" })
    .check(z.regex(UUID_PATTERN, { error: "Submission id must be a UUID" })),
  humanCheckProof: z
    .string({ error: messages.verificationRequired })
    .check(
      z.minLength(1, { error: messages.verificationRequired, abort: true }),
      z.maxLength(LIMITS.proof, { error: messages.verificationRequired }),
    ),
  /** Honeypot: a field people never see. Anything in it marks the submission as automated. */
  website: z.optional(z.string().check(z.maxLength(2000))),
  attribution: z.optional(attributionSchema),
  // Accepted for compatibility with the specification's payload; the server records the
  // request's own User-Agent header and never an address.
  user_agent: z.optional(z.nullable(z.string())),
  ip_address: z.optional(z.null()),
};

function contactSubmission<K extends ContactFormKind>(kind: K) {
  return z.extend(contactFieldsSchema(kind), {
    formType: z.literal("contact"),
    pageName: z.literal(contactPageNames[kind]),
    ...envelope,
  });
}

function privacySubmission<R extends PrivacyRegion>(region: R) {
  return z.extend(privacyFieldsSchema(region), {
    formType: z.literal("privacy"),
    region: z.literal(region),
    pageName: z.literal(privacyPageNames[region]),
    ...envelope,
  });
}

/** Every accepted submission, told apart by its page name. */
export const submissionSchema = z.discriminatedUnion("pageName", [
  contactSubmission("home"),
  contactSubmission("contact-page"),
  contactSubmission("lead-generation"),
  contactSubmission("mortgage"),
  contactSubmission("energy"),
  privacySubmission("au"),
  privacySubmission("uk"),
]);

export type SubmissionInput = z.input<typeof submissionSchema>;
export type Submission = z.output<typeof submissionSchema>;
export type ContactSubmission = Extract<Submission, { formType: "contact" }>;
export type PrivacySubmission = Extract<Submission, { formType: "privacy" }>;

// ── Errors ──────────────────────────────────────────────────────────────────

export type FieldErrors = Record<string, string>;

/** The first message for each field, keyed by the field's name. */
export function fieldErrorsOf(issues: readonly { path: readonly PropertyKey[]; message: string }[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join(".") : "form";
    if (!(key in errors)) errors[key] = issue.message;
  }
  return errors;
}

/** Runs a schema and returns either the clean value or the field errors, in field order. */
export function validate<T>(
  schema: z.ZodMiniType<T>,
  input: unknown,
): { ok: true; value: T } | { ok: false; fieldErrors: FieldErrors } {
  const result = z.safeParse(schema, input);
  if (result.success) return { ok: true, value: result.data };
  return { ok: false, fieldErrors: fieldErrorsOf(result.error.issues) };
}

/** True when the value counts as "not filled in" for the required-fields check. */
export function isBlank(value: unknown): boolean {
  return typeof value !== "string" || value.trim() === "";
}
