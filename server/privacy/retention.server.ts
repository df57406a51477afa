// The daily retention job (issue 14): enquiries older than RETENTION_MONTHS_ENQUIRIES are
// anonymised (their form, source, status and dates stay for the reports); closed privacy cases
// older than RETENTION_MONTHS_PRIVACY are reduced to their audit trail (the case, its submission
// and their derived rows deleted; the audit log keeps what was done, by whom and when; suppression
// entries stay, or the person would be contacted again).
import type { AuditLog } from "#server/audit/audit.server.ts";
import type { Storage } from "#server/db/database.server.ts";
import { inTransaction } from "#server/db/transaction.server.ts";
import { anonymiseSubmissions, ERASED } from "./erasure.server.ts";

export interface RetentionPolicy {
  enquiryMonths: number;
  privacyCaseMonths: number;
}

export function monthsBefore(now: number, months: number): Date {
  const d = new Date(now);
  const target = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d.getUTCDate(), lastDay));
  target.setUTCHours(d.getUTCHours(), d.getUTCMinutes(), d.getUTCSeconds(), d.getUTCMilliseconds());
  return target;
}

export interface RetentionRun {
  enquiriesAnonymised: number;
  casesReduced: number;
}

const BATCH = 500;

export async function runRetention(
  storage: Storage,
  audit: AuditLog,
  policy: RetentionPolicy,
  now: number,
): Promise<RetentionRun> {
  const enquiryCutoff = monthsBefore(now, policy.enquiryMonths).toISOString();
  const caseCutoff = monthsBefore(now, policy.privacyCaseMonths).toISOString();
  let enquiriesAnonymised = 0;
  for (;;) {
    const batch = await storage.db
      .selectFrom("inbox_items")
      .select("id")
      .where("kind", "=", "contact")
      .where("created_at", "<", enquiryCutoff)
      .where("name", "<>", ERASED)
      .limit(BATCH)
      .execute();
    if (batch.length === 0) break;
    await inTransaction(storage, (trx) =>
      anonymiseSubmissions(
        trx,
        batch.map((b) => b.id),
      ),
    );
    enquiriesAnonymised += batch.length;
  }

  let casesReduced = 0;
  for (;;) {
    const batch = await storage.db
      .selectFrom("privacy_cases")
      .select("id")
      .where("closed_at", "is not", null)
      .where("closed_at", "<", caseCutoff)
      .limit(BATCH)
      .execute();
    if (batch.length === 0) break;
    const ids = batch.map((b) => b.id);
    await inTransaction(storage, async (trx) => {
      await trx.deleteFrom("identity_tokens").where("case_id", "in", ids).execute();
      await trx.deleteFrom("inbox_notes").where("item_id", "in", ids).execute();
      await trx.deleteFrom("outbox").where("id", "in", ids).execute();
      await trx.deleteFrom("inbox_items").where("id", "in", ids).execute();
      await trx.deleteFrom("privacy_submissions").where("id", "in", ids).execute();
      await trx.deleteFrom("privacy_cases").where("id", "in", ids).execute();
    });
    casesReduced += ids.length;
  }
  if (enquiriesAnonymised > 0 || casesReduced > 0) {
    await audit.record({
      actor: null,
      action: "retention.run",
      details: { enquiriesAnonymised, casesReduced, enquiryCutoff, caseCutoff },
    });
  }
  return { enquiriesAnonymised, casesReduced };
}
