// What the CRM receives when a submission's personal data is erased (a completed deletion request)
// or anonymised by retention: `submission.erased`, ids only (UK GDPR Art. 17(2) and 19: recipients
// are told). A versioned contract like `submission.created` (docs/crm-webhook.md): its zod schema
// is the contract and docs/webhooks/ holds the JSON Schema generated from it.
import type { Insertable } from "kysely";
import * as z from "zod";
import { orderedIdFor } from "#server/db/ordered-id.server.ts";
import type { OutboxTable } from "#server/db/schema.server.ts";
import { pendingEntry } from "#server/outbox/entry.server.ts";
import type { FormType } from "#server/submissions/fields.server.ts";

/** Raise it whenever the payload's shape changes; receivers read `version`. */
export const SUBMISSION_ERASED_VERSION = 1;

export const SUBMISSION_ERASED = "submission.erased";

export const erasureReasons = ["request", "retention"] as const;
export type ErasureReason = (typeof erasureReasons)[number];

export const submissionErasedSchema = z.strictObject({
  type: z.literal(SUBMISSION_ERASED),
  version: z.literal(SUBMISSION_ERASED_VERSION),
  timestamp: z.string().describe("When the data was erased, ISO 8601 UTC"),
  data: z.strictObject({
    id: z.uuid().describe("The submission id, as in its submission.created (that event's webhook-id)"),
    formType: z.enum(["contact", "privacy"]).describe("As in its submission.created"),
    reason: z
      .enum(erasureReasons)
      .describe(
        "request: the person asked for their data to be deleted; retention: the website's retention period ended",
      ),
    privacyCase: z
      .string()
      .nullable()
      .describe("The reference of the deletion request that asked for it (PR-YYYY-NNNNNN); null for retention"),
  }),
});

export type SubmissionErased = z.infer<typeof submissionErasedSchema>;

export function submissionErased(
  submission: { id: string; formType: FormType },
  reason: ErasureReason,
  privacyCase: string | null,
  at: string,
): SubmissionErased {
  return {
    type: SUBMISSION_ERASED,
    version: SUBMISSION_ERASED_VERSION,
    timestamp: at,
    data: { id: submission.id, formType: submission.formType, reason, privacyCase },
  };
}

/**
 * The CRM outbox entry of the event, about the submission (for the map). Its webhook-id is made from
 * the erasure (submission, reason, case, time): a restore erasing the person again from the ledger
 * writes the event under the same id, which a receiver that de-duplicates by id sees once (decision 054).
 */
export function submissionErasedEntry(event: SubmissionErased): Insertable<OutboxTable> {
  const { id, reason, privacyCase } = event.data;
  return pendingEntry({
    id: orderedIdFor(event.timestamp, SUBMISSION_ERASED, id, reason, privacyCase ?? ""),
    destination: "crm",
    formType: SUBMISSION_ERASED,
    payload: JSON.stringify(event),
    at: event.timestamp,
    about: event.data.id,
  });
}
