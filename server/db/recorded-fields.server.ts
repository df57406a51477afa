// What the server records with every submission besides the person's answers, declared once:
// each field's column, how it is stored, its label and group, the forms whose tables have it, what
// erasure leaves in its place, and where its value comes from. The submission tables' types
// (schema.server.ts) are mapped from this declaration and the forms' rules; the row builder
// (server/submissions/rows.server.ts) walks it; server/submissions/fields.server.ts joins it to the
// answers for everything else. It sits in server/db, not beside fields.server.ts, because the table
// types need it and server/db imports no other folder of the server (tests/lint/folder-cycles.test.ts).
import { type AttributionKey, attributionKeys } from "#shared/forms/attribution.ts";
import type { Submission } from "#shared/forms/schema.ts";

export type FormType = "contact" | "privacy";

/**
 * - answer: what the person filled in (the desk's main panel, the email, the CRM's `fields`)
 * - attribution: where their visits came from (first and last touch)
 * - consent: the record of what they were shown (the desk's consent record, the CRM's `consent`)
 * - technical: recorded by the server for support (user agent); never sent on
 * - internal: identifiers and bookkeeping, never shown as a field
 */
export type FieldGroup = "answer" | "attribution" | "consent" | "technical" | "internal";

/** How a recorded value is stored: text or a time, never null unless marked `?`. */
export type RecordedType = "text" | "text?" | "time" | "time?";

/** The values written: times as ISO-8601 text (read back as Date on PostgreSQL, schema.server.ts). */
export interface Written {
  text: string;
  "text?": string | null;
  time: string;
  "time?": string | null;
}

/** What the row builder knows besides the validated submission. */
export interface RecordContext {
  /** The human check's answer, from its proof. */
  answer: string;
  /** The request's own User-Agent header. */
  userAgent: string | null;
  /** When the server received it, ISO 8601. */
  createdAt: string;
}

interface Declared<T extends RecordedType> {
  column: string;
  type: T;
  /** How staff read its name (desk, email). */
  label: string;
  group: FieldGroup;
  /** The forms (and so the tables) that store it. */
  forms: readonly FormType[];
  /** Personal data: what erasure and retention leave in its place. Absent: not personal data. */
  erasedTo?: string | null;
  /** Its value in the row. */
  value(submission: Submission, context: RecordContext): Written[T];
}
export type RecordedField = { [T in RecordedType]: Declared<T> }[RecordedType];

const both = ["contact", "privacy"] as const;

const touchLabels = { first: "First visit", last: "Last visit" } as const;
const attributionLabels: Record<AttributionKey, string> = {
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

/** A touch's column for a key: `first_utm_source` … `last_landing_page`. */
export const touchColumn = <T extends "first" | "last">(touch: T, key: AttributionKey) =>
  `${touch}_${key}` as `${T}_${AttributionKey}`;

/**
 * One touch's attribution, a field per key. Null in the row the submission makes: intake's
 * attribution step (server/analytics/attribution.server.ts) fills them from the page's touch and
 * the visit (decision 085).
 */
function touchFields<T extends "first" | "last">(touch: T) {
  return attributionKeys.map(
    (key) =>
      ({
        column: touchColumn(touch, key),
        type: "text?",
        label: `${touchLabels[touch]}: ${attributionLabels[key]}`,
        group: "attribution",
        forms: both,
        // A referrer or landing page can carry personal data in its query; all of it goes on erasure.
        erasedTo: null,
        value: (): string | null => null,
      }) as const,
  );
}

/** Every recorded field, in the order the desk, the CSV and the email list them (after the answers). */
export const recordedFields = [
  { column: "id", type: "text", label: "Submission id", group: "internal", forms: both, value: (s) => s.submissionId },
  {
    column: "created_at",
    type: "time",
    label: "Received",
    group: "internal",
    forms: both,
    value: (_, c) => c.createdAt,
  },
  { column: "page_name", type: "text", label: "Form", group: "internal", forms: both, value: (s) => s.pageName },
  {
    column: "region",
    type: "text",
    label: "Region",
    group: "internal",
    forms: ["privacy"],
    value: (s) => (s.formType === "privacy" ? s.region : ""),
  },
  ...touchFields("first"),
  ...touchFields("last"),
  {
    column: "consent_version",
    type: "text?",
    label: "Privacy statement version",
    group: "consent",
    forms: both,
    value: (s) => s.consent?.version ?? null,
  },
  {
    column: "consent_hash",
    type: "text?",
    label: "Privacy statement SHA-256",
    group: "consent",
    forms: both,
    value: (s) => s.consent?.hash ?? null,
  },
  {
    column: "form_version",
    type: "text?",
    label: "Form version",
    group: "consent",
    forms: both,
    value: (s) => s.consent?.formVersion ?? null,
  },
  {
    column: "consent_page_url",
    type: "text?",
    label: "Page the form was on",
    group: "consent",
    forms: both,
    value: (s) => s.consent?.pageUrl ?? null,
  },
  {
    column: "consent_shown_at",
    type: "time?",
    label: "Statement shown at",
    group: "consent",
    forms: both,
    value: (s) => (s.consent ? new Date(s.consent.shownAt).toISOString() : null),
  },
  {
    column: "user_agent",
    type: "text?",
    label: "Browser (user agent)",
    group: "technical",
    forms: both,
    erasedTo: null,
    value: (_, c) => c.userAgent,
  },
  {
    column: "human_verification_answer",
    type: "text",
    label: "Human check answer",
    group: "internal",
    forms: both,
    value: (_, c) => c.answer,
  },
] as const satisfies readonly RecordedField[];

type Entry = (typeof recordedFields)[number];

/**
 * The recorded columns of a form type's table, each with its type in `Types` (what is written, by
 * default; schema.server.ts passes what is read back).
 */
export type RecordedColumns<F extends FormType, Types extends Record<RecordedType, unknown> = Written> = {
  [E in Entry as F extends E["forms"][number] ? E["column"] : never]: Types[E["type"]];
};
