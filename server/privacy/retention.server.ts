// The daily retention job (issue 14, issue 23): enquiries older than RETENTION_MONTHS_ENQUIRIES are
// anonymised (their form, source, status and dates stay for the reports); closed privacy cases
// older than RETENTION_MONTHS_PRIVACY are reduced to their audit trail (the case, its submission and
// every row reached through it deleted; the audit log keeps what was done, by whom and when, with
// staff free text redacted; suppression entries stay, or the person would be contacted again). Both
// walk the personal-data map through eraseRecords, so outbox copies (pending notifications and
// acknowledgements included) go too, and the CRM is told (submission.erased, reason "retention").
// A suppression.created still pending when its entry was erased is emptied once delivered.
import type { AuditLog } from "#server/audit/audit.server.ts";
import type { Storage } from "#server/db/database.server.ts";
import { inTransaction } from "#server/db/transaction.server.ts";
import { ERASED, eraseRecords } from "./erasure.server.ts";
import { outboxPayloads } from "./personal-data.server.ts";

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
  /** Delivered opt-outs of erased entries whose payload was emptied. */
  messagesEmptied: number;
}

const BATCH = 500;

export async function runRetention(
  storage: Storage,
  audit: AuditLog,
  policy: RetentionPolicy,
  now: number,
): Promise<RetentionRun> {
  const at = new Date(now).toISOString();
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
      eraseRecords(trx, {
        submissions: batch.map((b) => b.id),
        suppressionEntries: [],
        reason: "retention",
        privacyCase: null,
        at,
        mode: "blank",
      }),
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
    await inTransaction(storage, (trx) =>
      eraseRecords(trx, {
        submissions: batch.map((b) => b.id),
        suppressionEntries: [],
        reason: "retention",
        privacyCase: null,
        at,
        mode: "delete",
      }),
    );
    casesReduced += batch.length;
  }

  // Opt-outs that had to reach the list systems after their entry was erased: emptied once delivered.
  const delivered = Object.entries(outboxPayloads.lists)
    .filter(([, c]) => c.onErasure === "deliver")
    .map(([kind]) => kind);
  const emptied = await storage.db
    .updateTable("outbox")
    .set({ payload: "" })
    .where("destination", "=", "lists")
    .where("form_type", "in", delivered)
    .where("status", "<>", "pending")
    .where("payload", "<>", "")
    .where("about_id", "in", (eb) =>
      eb.selectFrom("suppression_entries").select("id").where("email_norm", "is", null).where("phone_e164", "is", null),
    )
    .executeTakeFirst();
  const messagesEmptied = Number(emptied.numUpdatedRows);

  if (enquiriesAnonymised > 0 || casesReduced > 0 || messagesEmptied > 0) {
    await audit.record({
      actor: null,
      action: "retention.run",
      details: { enquiriesAnonymised, casesReduced, messagesEmptied, enquiryCutoff, caseCutoff },
    });
    await storage.scrub();
  }
  return { enquiriesAnonymised, casesReduced, messagesEmptied };
}
