// Every field of a stored submission, declared once. The fields a person fills in come from the
// forms' rules (shared/forms/contact.ts, privacy-au.ts, privacy-uk.ts); what the server records
// with them (id, time, page, attribution, consent record, user agent) is declared below. From
// these declarations come: the row written (rows.server.ts), the table types (the same naming
// rule, shared/forms/columns.ts), the CRM payload's keys (crm-payload.server.ts), the desk's
// labels, the CSV's columns, the notification email, and what erasure and retention blank.
//
// Worked example: an "annual budget" on the contact forms. Add the field to the forms' rules
// (`annualBudget: { kind: "choice", label: "Annual budget", field: "Annual budget", options: [...] }`
// in shared/forms/contact.ts; a choice is not personal data unless the rule says `personal: true`),
// render it in app/components/forms/contact-form.tsx (`<SelectField {...form.field("annualBudget")} />`),
// and add a migration (server/db/migrations/NNN_annual_budget.ts: `alterTable("contact_submissions")
// .addColumn("annual_budget", "text")`). The column `annual_budget`, its type, its place in the
// desk, the CSV, the email and the CRM payload follow from here; the CRM contract test then asks
// for a new payload version (docs/crm-webhook.md), since what receivers get has changed.
import { attributionKeys } from "#shared/forms/attribution.ts";
import { columnOf, textKinds } from "#shared/forms/columns.ts";
import { contactForms } from "#shared/forms/contact.ts";
import { privacyForms } from "#shared/forms/privacy.ts";
import { type FieldRule, fieldName } from "#shared/forms/rules.ts";

export type FormType = "contact" | "privacy";

export const submissionTables = {
  contact: "contact_submissions",
  privacy: "privacy_submissions",
} as const satisfies Record<FormType, string>;
export type SubmissionTable = (typeof submissionTables)[FormType];

/** What erasure leaves in a text column that may not be empty. */
export const ERASED = "[erased]";

/**
 * - answer: what the person filled in (the desk's main panel, the email, the CRM's `fields`)
 * - attribution: where their visits came from (first and last touch)
 * - consent: the record of what they were shown (the desk's consent record, the CRM's `consent`)
 * - technical: recorded by the server for support (user agent); never sent on
 * - internal: identifiers and bookkeeping, never shown as a field
 */
export type FieldGroup = "answer" | "attribution" | "consent" | "technical" | "internal";

export interface SubmissionField {
  /** The column in the submission's table. */
  column: string;
  /** Its name in the API payload and in the CRM payload ("firstName"); answers only. */
  key?: string;
  /** How staff read its name (desk, email). */
  label: string;
  group: FieldGroup;
  /** The forms (and so the tables) that store it. */
  forms: readonly FormType[];
  /** Stored as a boolean (0/1 in SQLite). */
  boolean?: boolean;
  /** Text that is never null: "" when not given. */
  notNull?: boolean;
  /** What a stored value reads as, when the form shows a label for it (country "NZ" → "New Zealand"). */
  optionLabels?: Readonly<Record<string, string>>;
  /** Personal data: what erasure and retention leave in its place. Absent: not personal data. */
  erasedTo?: string | null;
}

/**
 * An answer's declaration. Text of the kinds in `textKinds` is never null ("" when not given), nor
 * is a field every form requires; the others are null when not given.
 */
function answerField(key: string, rule: FieldRule, forms: FormType[], requiredEverywhere: boolean): SubmissionField {
  const personal = rule.personal ?? !(rule.kind === "choice" || rule.kind === "checkbox");
  const notNull =
    (textKinds as readonly string[]).includes(rule.kind) || (requiredEverywhere && rule.kind !== "checkbox");
  return {
    column: columnOf(key),
    key,
    label: fieldName(rule),
    group: "answer",
    forms,
    ...(rule.kind === "checkbox" ? { boolean: true } : {}),
    ...(notNull ? { notNull } : {}),
    ...(rule.kind === "choice" && rule.optionLabels ? { optionLabels: rule.optionLabels } : {}),
    ...(personal ? { erasedTo: notNull ? (rule.kind === "email" || rule.kind === "phone" ? "" : ERASED) : null } : {}),
  };
}

/** The answer fields, in the forms' order, each once with every form type that has it. */
function answerFields(): SubmissionField[] {
  const all: [FormType, { fields: Record<string, FieldRule>; required: readonly string[] }][] = [
    ...Object.values(contactForms).map((rules) => ["contact", rules] as [FormType, typeof rules]),
    ...Object.values(privacyForms).map((rules) => ["privacy", rules] as [FormType, typeof rules]),
  ];
  const first = new Map<string, FieldRule>();
  const types = new Map<string, FormType[]>();
  const requiredEverywhere = new Map<string, boolean>();
  for (const [type, rules] of all) {
    for (const [key, rule] of Object.entries(rules.fields)) {
      if (!first.has(key)) first.set(key, rule);
      const known = types.get(key) ?? [];
      if (!known.includes(type)) types.set(key, [...known, type]);
      requiredEverywhere.set(key, (requiredEverywhere.get(key) ?? true) && rules.required.includes(key));
    }
  }
  return [...first].map(([key, rule]) =>
    answerField(key, rule, types.get(key) ?? [], requiredEverywhere.get(key) ?? false),
  );
}

const both: readonly FormType[] = ["contact", "privacy"];

const touchLabels = { first: "First visit", last: "Last visit" } as const;
const attributionLabels: Record<(typeof attributionKeys)[number], string> = {
  utm_source: "source (utm_source)",
  utm_medium: "medium (utm_medium)",
  utm_campaign: "campaign (utm_campaign)",
  utm_term: "term (utm_term)",
  utm_content: "content (utm_content)",
  gclid: "Google click id",
  fbclid: "Facebook click id",
  referrer: "referrer",
  landing_page: "landing page",
};

/** Every field of a stored submission, in the order the desk, the CSV and the email list them. */
export const submissionFields: readonly SubmissionField[] = [
  { column: "id", label: "Submission id", group: "internal", forms: both },
  { column: "created_at", label: "Received", group: "internal", forms: both },
  { column: "page_name", label: "Form", group: "internal", forms: both },
  ...answerFields(),
  { column: "region", label: "Region", group: "internal", forms: ["privacy"] },
  ...(["first", "last"] as const).flatMap((touch) =>
    attributionKeys.map(
      (key): SubmissionField => ({
        column: `${touch}_${key}`,
        label: `${touchLabels[touch]}: ${attributionLabels[key]}`,
        group: "attribution",
        forms: both,
        // A referrer or landing page can carry personal data in its query; all of it goes on erasure.
        erasedTo: null,
      }),
    ),
  ),
  { column: "consent_version", label: "Privacy statement version", group: "consent", forms: both },
  { column: "consent_hash", label: "Privacy statement SHA-256", group: "consent", forms: both },
  { column: "form_version", label: "Form version", group: "consent", forms: both },
  { column: "consent_page_url", label: "Page the form was on", group: "consent", forms: both },
  { column: "consent_shown_at", label: "Statement shown at", group: "consent", forms: both },
  { column: "user_agent", label: "Browser (user agent)", group: "technical", forms: both, erasedTo: null },
  { column: "human_verification_answer", label: "Human check answer", group: "internal", forms: both },
  { column: "ip_address", label: "IP address (never stored)", group: "internal", forms: both },
];

/** The fields a form type's table has. */
export function fieldsOf(type: FormType): readonly SubmissionField[] {
  return type === "contact" ? contactFieldList : privacyFieldList;
}
const contactFieldList = submissionFields.filter((f) => f.forms.includes("contact"));
const privacyFieldList = submissionFields.filter((f) => f.forms.includes("privacy"));

/** The answer fields (what the person filled in) of a form type. */
export function answersOf(type: FormType): readonly SubmissionField[] {
  return type === "contact" ? contactAnswers : privacyAnswers;
}
const contactAnswers = contactFieldList.filter((f) => f.group === "answer");
const privacyAnswers = privacyFieldList.filter((f) => f.group === "answer");

/** A stored value as staff read it: booleans as Yes/No, choices by their label. */
export function displayValue(field: SubmissionField, value: unknown): string {
  if (value === null || value === undefined || value === "") return "";
  if (field.boolean) return Number(value) === 1 || value === true ? "Yes" : "No";
  if (value instanceof Date) return value.toISOString();
  const text = String(value);
  return field.optionLabels?.[text] ?? text;
}
