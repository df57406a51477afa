// What the CRM receives for each new submission: the `submission.created` event, a versioned
// contract documented in docs/crm-webhook.md. The payload is built from the field declarations,
// never from the database row, so a renamed column cannot change it; its zod schema below is the
// contract, its JSON Schema (docs/webhooks/) is generated from it, and a test fails when the two
// differ without a new version (scripts/webhook-schemas.ts writes a new version's file).
import * as z from "zod";
import { toIso } from "#server/db/schema.server.ts";
import { attributionKeys } from "#shared/forms/attribution.ts";
import type { CaseReceipt } from "#shared/privacy/cases.ts";
import { answersOf, type FormType, type SubmissionField } from "./fields.server.ts";
import type { ArmSeen } from "./intake.server.ts";
import type { StoredSubmission } from "./rows.server.ts";

/** Raise it whenever the payload's shape changes; receivers read `version`. */
export const SUBMISSION_CREATED_VERSION = 2;

/** Flags intake sets on a submission (leads: duplicate; privacy: suppressed). */
export interface SubmissionFlags {
  /** The email or phone matches a submission of the 30 days before. */
  duplicate: boolean;
  /** The person is on the suppression list: do not market to them. */
  suppressed: boolean;
}

function answerSchema(field: SubmissionField) {
  if (field.boolean) return z.boolean().describe(field.label);
  const text = z.string().describe(field.label);
  return field.notNull ? text : text.nullable();
}

function fieldsSchema(type: FormType) {
  return z.strictObject(Object.fromEntries(answersOf(type).map((f) => [f.key as string, answerSchema(f)])));
}

const touchSchema = z.strictObject(
  Object.fromEntries(attributionKeys.map((key) => [key, z.string().nullable()])) as Record<
    (typeof attributionKeys)[number],
    z.ZodNullable<z.ZodString>
  >,
);

const consentSchema = z
  .strictObject({
    version: z.string().describe("The privacy statements' version label shown with the form"),
    hash: z.string().describe("SHA-256 of those statements"),
    formVersion: z.string().describe("The form's own version"),
    pageUrl: z.string().describe("The page the form was on (no query)"),
    shownAt: z.string().describe("When the form was shown, ISO 8601"),
  })
  .nullable()
  .describe("What the person was shown when they sent the form; null for submissions from before the record existed");

const common = {
  id: z.uuid().describe("The submission id; also the webhook-id header"),
  form: z.string().describe("The form's page name (e.g. 'Mortgage Leads', 'Privacy AU')"),
  receivedAt: z.string().describe("When the server received it, ISO 8601 UTC"),
  attribution: z.strictObject({ first: touchSchema, last: touchSchema }).describe("First- and last-touch attribution"),
  consent: consentSchema,
  flags: z.strictObject({
    duplicate: z.boolean().describe("The email or phone matches a submission of the 30 days before"),
    suppressed: z.boolean().describe("The person is on the suppression list: do not market to them"),
  }),
  experiments: z
    .array(
      z.strictObject({
        id: z.string().describe("The experiment's id"),
        name: z.string().describe("The experiment's name in the staff desk"),
        arm: z.int().min(0).describe("The arm's index; 0 is the published page"),
        label: z.string().describe("The arm's label"),
      }),
    )
    .describe("The arms of running experiments the sender's pages showed that day (new in version 2); empty when none"),
};

const caseSchema = z.strictObject({
  reference: z.string().describe("The case reference the requester was given (PR-YYYY-NNNNNN)"),
  jurisdiction: z.enum(["AU", "NZ", "UK"]),
  dueDate: z.string().describe("Statutory response due date, YYYY-MM-DD in the jurisdiction"),
  suppressionDueDate: z.string().nullable().describe("When a suppression asked for must be in place"),
});

export const submissionCreatedSchema = z.strictObject({
  type: z.literal("submission.created"),
  version: z.literal(SUBMISSION_CREATED_VERSION),
  timestamp: z.string().describe("When the event was created, ISO 8601 UTC"),
  data: z.discriminatedUnion("formType", [
    z.strictObject({ formType: z.literal("contact"), ...common, fields: fieldsSchema("contact") }),
    z.strictObject({
      formType: z.literal("privacy"),
      ...common,
      region: z.enum(["au", "uk"]).describe("Which privacy form: Australia/New Zealand or United Kingdom"),
      fields: fieldsSchema("privacy"),
      privacyCase: caseSchema.nullable(),
    }),
  ]),
});
export type SubmissionCreated = z.infer<typeof submissionCreatedSchema>;

/** The event for a new submission (its stored row, the flags and the case intake gave it). */
export function submissionCreated(
  submission: StoredSubmission,
  flags: SubmissionFlags,
  receipt: CaseReceipt | undefined,
  arms: readonly ArmSeen[] = [],
): SubmissionCreated {
  const row = submission.row as unknown as Record<string, unknown>;
  const fields: Record<string, unknown> = {};
  for (const field of answersOf(submission.type)) {
    const value = row[field.column];
    fields[field.key as string] = field.boolean ? Number(value) === 1 || value === true : (value ?? null);
  }
  const touch = (t: "first" | "last") => {
    const values: Record<string, string | null> = {};
    for (const k of attributionKeys) values[k] = (row[`${t}_${k}`] as string | null) ?? null;
    return values;
  };
  const r = submission.row;
  const common = {
    id: r.id,
    form: r.page_name,
    receivedAt: r.created_at,
    attribution: { first: touch("first"), last: touch("last") },
    consent: r.consent_version
      ? {
          version: r.consent_version,
          hash: r.consent_hash ?? "",
          formVersion: r.form_version ?? "",
          pageUrl: r.consent_page_url ?? "",
          shownAt: toIso(r.consent_shown_at) ?? "",
        }
      : null,
    flags: { duplicate: flags.duplicate, suppressed: flags.suppressed },
    experiments: arms.map((a) => ({ id: a.experimentId, name: a.name, arm: a.arm, label: a.label })),
  };
  const data =
    submission.type === "contact"
      ? { formType: "contact" as const, ...common, fields }
      : {
          formType: "privacy" as const,
          ...common,
          region: submission.row.region as "au" | "uk",
          fields,
          privacyCase: receipt
            ? {
                reference: receipt.reference,
                jurisdiction: receipt.jurisdiction,
                dueDate: receipt.dueDate,
                suppressionDueDate: receipt.suppressionDueDate,
              }
            : null,
        };
  return {
    type: "submission.created",
    version: SUBMISSION_CREATED_VERSION,
    timestamp: r.created_at,
    data,
  } as SubmissionCreated;
}
