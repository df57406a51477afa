// One schema per form kind, shared by the React forms (validation before sending) and
// the server (which parses every submission again and never trusts the client).
// Messages are the specification's reusable validators (section 5). Built on zod/mini
// so the forms' bundle stays small.
import * as z from "zod/mini";
import { SANITISE_MAX, sanitiseText } from "#shared/sanitize.ts";
import {
  type AttributionKey,
  attributionKeys,
  type ContactFormKind,
  communicationPreferences,
  companyLabel,
  contactPageNames,
  type FieldErrors,
  LIMITS,
  messages,
  type PrivacyRegion,
  privacyPageNames,
  privacySubjects,
} from "./form-options.ts";

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

// ── Attribution ─────────────────────────────────────────────────────────────

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
