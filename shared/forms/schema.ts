// The zod schemas, built from the forms' rules modules (contact.ts, privacy-au.ts,
// privacy-uk.ts): the browser runs them before sending (loaded when a form is first used),
// the server parses every submission again and never trusts the client. Messages are the
// specification's reusable validators (messages.ts). Built on zod/mini so the bundle stays small.
import * as z from "zod/mini";
import { isKnownConsent } from "#shared/consent/statements.ts";
import { SANITISE_MAX, sanitiseText } from "#shared/sanitize.ts";
import type { Touch } from "./attribution.ts";
import { attributionKeys } from "./attribution.ts";
import { type ContactPageName, type ContactValues, contactForms } from "./contact.ts";
import { validatorMessages as messages } from "./messages.ts";
import { type PrivacyPageName, type PrivacyRegion, privacyForms } from "./privacy.ts";
import type { PrivacyValues } from "./privacy-fields.ts";
import { type FieldErrors, type FieldRule, type FormRules, fieldName, LIMITS } from "./rules.ts";

const NAME_PATTERN = /^[\p{L}\p{M}\s'’.-]+$/u;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
const PHONE_PATTERN = /^\+?[0-9\s()-]+$/;

type Schema<T = unknown> = z.ZodMiniType<T, unknown>;

/** A string that is sanitised (trim, strip, bound) before the checks run. */
function text(requiredMessage: string, options: { multiline?: boolean; max?: number } = {}) {
  return z.pipe(
    z.string({ error: requiredMessage }),
    z.transform((value: string) => sanitiseText(value, options)),
  );
}

function requiredMessage(rule: FieldRule): string {
  if (rule.kind === "email") return messages.emailRequired;
  if (rule.kind === "message") return messages.messageRequired;
  return messages.required(fieldName(rule));
}

/** The checks of a filled-in field, in the specification's order; blank fails as required. */
function requiredField(rule: Exclude<FieldRule, { kind: "checkbox" }>): Schema<string> {
  const field = fieldName(rule);
  const required = requiredMessage(rule);
  const filled = z.minLength(1, { error: required, abort: true });
  switch (rule.kind) {
    case "name":
      return text(required).check(
        filled,
        z.minLength(LIMITS.nameMin, { error: messages.nameTooShort(field), abort: true }),
        z.maxLength(LIMITS.nameMax, { error: messages.nameTooLong(field), abort: true }),
        z.regex(NAME_PATTERN, { error: messages.nameCharacters(field), abort: true }),
      );
    case "email":
      return text(required, { max: SANITISE_MAX.text }).check(
        filled,
        z.regex(EMAIL_PATTERN, { error: messages.emailInvalid, abort: true }),
        z.maxLength(LIMITS.email, { error: messages.emailTooLong, abort: true }),
      );
    case "phone":
      return text(required).check(
        filled,
        z.refine((v: string) => v.length <= LIMITS.phone && PHONE_PATTERN.test(v), {
          error: messages.phoneInvalid,
          abort: true,
        }),
      );
    case "text":
      return text(required).check(
        filled,
        z.maxLength(rule.max, { error: messages.tooLong(field, rule.max), abort: true }),
      );
    case "message":
      return text(required, { multiline: true }).check(
        filled,
        z.maxLength(LIMITS.message, { error: messages.messageTooLong, abort: true }),
      );
    case "choice":
      return z.pipe(text(required).check(filled), z.enum(rule.options, { error: messages.choose(field) }));
  }
}

/** Empty (or absent) is fine; anything else passes the same checks as the required field. */
function optionalField(rule: Exclude<FieldRule, { kind: "checkbox" }>): Schema<string> {
  const filled = requiredField(rule);
  return z._default(
    text(requiredMessage(rule), { multiline: rule.kind === "message" }).check(
      z.superRefine((value: string, ctx) => {
        if (value === "") return;
        const result = z.safeParse(filled, value);
        if (!result.success) {
          ctx.addIssue({ code: "custom", message: result.error.issues[0]?.message ?? "", input: value, abort: true });
        }
      }),
    ),
    "",
  );
}

const verificationField = text(messages.verificationRequired).check(
  z.minLength(1, { error: messages.verificationRequired, abort: true }),
  z.maxLength(LIMITS.answer, { error: messages.verificationRequired, abort: true }),
);

/** The fields a visitor fills in (and the human check's answer), as a zod shape. */
function fieldsShape(rules: FormRules): Record<string, Schema> {
  const shape: Record<string, Schema> = {};
  for (const [name, rule] of Object.entries(rules.fields)) {
    if (rule.kind === "checkbox") shape[name] = z._default(z.boolean(), false);
    else shape[name] = (rules.required as readonly string[]).includes(name) ? requiredField(rule) : optionalField(rule);
  }
  shape.humanVerification = verificationField;
  return shape;
}

/** The schema of what the visitor fills in on one form. */
export function fieldsSchema(rules: FormRules): z.ZodMiniType<Record<string, unknown>, Record<string, unknown>> {
  return z.object(fieldsShape(rules)) as unknown as z.ZodMiniType<Record<string, unknown>, Record<string, unknown>>;
}

// ── Attribution ─────────────────────────────────────────────────────────────

const touchValue = z.optional(
  z.pipe(
    z.string(),
    z.transform((v: string) => sanitiseText(v, { max: 500 })),
  ),
);
const touchSchema = z.object(
  Object.fromEntries(attributionKeys.map((key) => [key, touchValue])) as Record<
    (typeof attributionKeys)[number],
    typeof touchValue
  >,
);

// ── The consent record ──────────────────────────────────────────────────────

export const UNKNOWN_CONSENT_VERSION =
  "The privacy statement shown with this form is not a version we know. Please reload the page and send the form again.";

const consentSchema = z
  .object({
    /** The statements' version label and their SHA-256, as shown with the form. */
    version: z.string().check(z.maxLength(40)),
    hash: z.string().check(z.regex(/^[0-9a-f]{64}$/)),
    /** The form's own version (its rules module's `version`). */
    formVersion: z.string().check(z.regex(/^[\w.-]{1,60}$/)),
    /** Where the form was: origin and path, no query. */
    pageUrl: z.pipe(
      z.string().check(z.maxLength(500), z.regex(/^https?:\/\/[^\s?#]+$/)),
      z.transform((v: string) => sanitiseText(v, { max: 500 })),
    ),
    /** When the form (and its statements) were shown, by the visitor's clock. */
    shownAt: z.iso.datetime({ offset: true }),
  })
  .check(
    // A hash is only trusted when it is one known for that label (with the shipped or a published facts version).
    z.refine((c) => isKnownConsent(c.version, c.hash), {
      error: UNKNOWN_CONSENT_VERSION,
      path: ["version"],
    }),
  );
export type ConsentRecord = z.output<typeof consentSchema>;

// ── The API payload (variant B of the specification, plus proof, id and the page's touch) ──

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
  /**
   * The touch of the page the form is on (decision 085), sent by an enquiry form for a visitor who
   * may be counted; the server makes the first and last touch of it and the visit of today.
   */
  touch: z.optional(touchSchema),
  // Optional for payloads from before the consent record (a page opened before the release);
  // when sent, it must be a known version.
  consent: z.optional(consentSchema),
  // Accepted for compatibility with the specification's payload; the server records the
  // request's own User-Agent header and never an address.
  user_agent: z.optional(z.nullable(z.string())),
  ip_address: z.optional(z.null()),
};

interface Envelope {
  submissionId: string;
  humanCheckProof: string;
  humanVerification: string;
  website?: string | undefined;
  touch?: Touch | undefined;
  consent?: ConsentRecord | undefined;
}

export type ContactSubmission = ContactValues & Envelope & { formType: "contact"; pageName: ContactPageName };
export type PrivacySubmission = PrivacyValues &
  Envelope & { formType: "privacy"; region: PrivacyRegion; pageName: PrivacyPageName; country?: string };
export type Submission = ContactSubmission | PrivacySubmission;

/** Every accepted submission, told apart by its page name. */
export const submissionSchema: Schema<Submission> = z.discriminatedUnion("pageName", [
  ...Object.values(contactForms).map((rules) =>
    z.object({
      ...fieldsShape(rules),
      formType: z.literal("contact"),
      pageName: z.literal(rules.pageName),
      ...envelope,
    }),
  ),
  ...Object.entries(privacyForms).map(([region, rules]) =>
    z.object({
      ...fieldsShape(rules),
      formType: z.literal("privacy"),
      region: z.literal(region),
      pageName: z.literal(rules.pageName),
      ...envelope,
    }),
  ),
] as never) as unknown as Schema<Submission>;

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
