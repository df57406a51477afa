// Every field of a stored submission, declared once. The fields a person fills in come from the
// forms' rules (shared/forms/contact.ts, privacy-au.ts, privacy-uk.ts); what the server records
// with them (id, time, page, attribution, consent record, user agent) is declared in
// server/db/recorded-fields.server.ts, where the table types can read it. From these declarations
// come: the tables' types (server/db/schema.server.ts, a mapped type over both), the row written
// (rows.server.ts walks them), the CRM payload's keys (crm-payload.server.ts), the desk's labels,
// the CSV's columns, the notification email, and what erasure and retention blank.
// tests/integration/rows.test.ts fails when a declared field is missing from the row or the table.
//
// Worked example: an "annual budget" on the contact forms. Add the field to the forms' rules
// (`annualBudget: { kind: "choice", label: "Annual budget", field: "Annual budget", options: [...] }`
// in shared/forms/contact.ts; a choice is not personal data unless the rule says `personal: true`),
// render it in app/components/forms/contact-form.tsx (`<SelectField {...form.select("annualBudget")} />`),
// and add a migration (server/db/migrations/NNN_annual_budget.ts: `alterTable("contact_submissions")
// .addColumn("annual_budget", "text")`). The column `annual_budget`, its type, its place in the
// desk, the CSV, the email and the CRM payload follow from here; the CRM contract test then asks
// for a new payload version (docs/crm-webhook.md), since what receivers get has changed. A field the
// server records (say the request's language) is one entry in recordedFields, with where its value
// comes from, plus its migration.
import {
  type FieldGroup,
  type FormType,
  type RecordedField,
  recordedFields,
} from "#server/db/recorded-fields.server.ts";
import { columnOf, textKinds } from "#shared/forms/columns.ts";
import { contactForms } from "#shared/forms/contact.ts";
import { privacyForms } from "#shared/forms/privacy.ts";
import { type FieldRule, fieldName } from "#shared/forms/rules.ts";

export type { FieldGroup, FormType };

export const submissionTables = {
  contact: "contact_submissions",
  privacy: "privacy_submissions",
} as const satisfies Record<FormType, string>;
export type SubmissionTable = (typeof submissionTables)[FormType];

/** What erasure leaves in a text column that may not be empty. */
export const ERASED = "[erased]";

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

/** Every field of a stored submission, in the order the desk, the CSV and the email list them. */
export const submissionFields: readonly SubmissionField[] = [...answerFields(), ...recordedFields];

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

/** The fields the server records with a form type's submissions (each with where its value comes from). */
export function recordedOf(type: FormType): readonly RecordedField[] {
  return type === "contact" ? contactRecorded : privacyRecorded;
}
const contactRecorded = recordedFields.filter((f) => (f.forms as readonly FormType[]).includes("contact"));
const privacyRecorded = recordedFields.filter((f) => (f.forms as readonly FormType[]).includes("privacy"));

/** A stored value as staff read it: booleans as Yes/No, choices by their label. */
export function displayValue(field: SubmissionField, value: unknown): string {
  if (value === null || value === undefined || value === "") return "";
  if (field.boolean) return Number(value) === 1 || value === true ? "Yes" : "No";
  if (value instanceof Date) return value.toISOString();
  const text = String(value);
  return field.optionLabels?.[text] ?? text;
}
