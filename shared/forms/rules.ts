// What a form's rules module declares (see contact.ts, privacy-au.ts, privacy-uk.ts) and the
// checks that turn a form's values and field errors into what the visitor is told. Plain data
// and functions without zod, so a page renders its form without the validation library; the
// zod schemas are built from the same declarations in schema.ts (browser, lazily, and server).
import { validatorMessages } from "./messages.ts";

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

/**
 * One field: its kind picks the validator; `field` is how messages name it ("First name").
 * `personal` says whether erasure removes it; by default every kind is personal data except a
 * choice or a checkbox (server/submissions/fields.server.ts).
 */
export type FieldRule = { label: string; autoComplete?: string; personal?: boolean } & (
  | { kind: "name"; field: string }
  | { kind: "email" }
  | { kind: "phone" }
  /** multiline: typing keeps line breaks (a pasted address); the stored value is one line. */
  | { kind: "text"; field: string; max: number; multiline?: boolean }
  | { kind: "message" }
  | {
      kind: "choice";
      field: string;
      options: readonly [string, ...string[]];
      /** Shown when a choice is still to be made; without one the first option is the default. */
      placeholder?: string;
      /** What the visitor reads for each stored value, when they differ. */
      optionLabels?: Readonly<Record<string, string>>;
    }
  /** `field` names it where the label is a sentence (the desk, the CSV, emails). */
  | { kind: "checkbox"; field?: string }
);

/**
 * The checks run on submit, in order; the first that finds something decides the toast.
 * - required: blank required fields → 'Please fill in all required fields.', only they are marked
 * - blankMessage: a message of only spaces → 'Message Required' (the required check lets it pass)
 * - validation: any field error → 'Validation Error' with the first message
 * - errorList: any field error → 'Validation Error' and the list box of every message
 */
export type Check = "required" | "blankMessage" | "validation" | "errorList";

export interface FormTexts {
  ariaLabel: string;
  submit: string;
  sending: string;
  success: readonly [title: string, description?: string];
  failure: string;
}

export interface FormRules<F extends Record<string, FieldRule> = Record<string, FieldRule>> {
  /** The form's page_name (specification section 3): tells submissions apart. */
  pageName: string;
  /** Recorded with each submission (the consent record): change it when the fields or texts change. */
  version: string;
  /** The fields, in the order errors are reported and focused. */
  fields: F;
  required: readonly (keyof F & string)[];
  checks: readonly Check[];
  texts: FormTexts;
  /** Where the visitor goes after a successful submission. */
  thankYou: string;
  /** The browser's own submission limit runs before anything else (contact page, lead generation). */
  rateLimited?: boolean;
  /** The submit button waits for the human check (contact page). */
  submitNeedsVerification?: boolean;
}

export type Values<F extends Record<string, FieldRule>> = {
  [K in keyof F]: F[K] extends { kind: "checkbox" } ? boolean : string;
};

export type FieldErrors = Record<string, string>;

/** True when the value counts as "not filled in" for the required-fields check. */
export function isBlank(value: unknown): boolean {
  return typeof value !== "string" || value.trim() === "";
}

/** How messages name a field ("First name"); the label when it has no other name. */
export function fieldName(rule: FieldRule): string {
  return "field" in rule && rule.field ? rule.field : rule.label;
}

export type CheckOutcome =
  | { kind: "ok" }
  | { kind: "required"; errors: FieldErrors }
  | { kind: "messageRequired"; errors: FieldErrors }
  | { kind: "invalid"; errors: FieldErrors; first: string; list?: string[] };

/**
 * Runs the form's checks over its values and the schema's field errors (without the human
 * check's, which `verificationMissing` reports). Pure: the form shows what this returns.
 */
export function runChecks(
  rules: FormRules,
  values: Record<string, unknown>,
  fieldErrors: FieldErrors,
  verificationMissing: boolean,
): CheckOutcome {
  const order = Object.keys(rules.fields);
  const ordered = () => [
    ...order.map((name) => fieldErrors[name]).filter((m): m is string => Boolean(m)),
    ...Object.entries(fieldErrors)
      .filter(([name]) => !order.includes(name))
      .map(([, m]) => m),
  ];
  const message = values.message;
  const blankMessageOnly =
    rules.checks.includes("blankMessage") && typeof message === "string" && message !== "" && message.trim() === "";

  for (const check of rules.checks) {
    if (check === "required") {
      const missing = rules.required.filter((n) => isBlank(values[n]) && !(n === "message" && blankMessageOnly));
      if (missing.length > 0) {
        const errors = Object.fromEntries(
          missing.map((n) => [n, fieldErrors[n] ?? validatorMessages.required(fieldName(rules.fields[n]!))]),
        );
        return { kind: "required", errors };
      }
    } else if (check === "blankMessage") {
      if (blankMessageOnly) {
        return {
          kind: "messageRequired",
          errors: { message: fieldErrors.message ?? validatorMessages.messageRequired },
        };
      }
    } else {
      const list = ordered();
      if (list.length > 0) {
        if (check === "validation") return { kind: "invalid", errors: fieldErrors, first: list[0]! };
        if (verificationMissing) list.push(validatorMessages.verificationRequired);
        return { kind: "invalid", errors: fieldErrors, first: list[0]!, list };
      }
    }
  }
  return { kind: "ok" };
}
