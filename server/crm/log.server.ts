// The delivery log on an enquiry's page (issue 44, item 6): each connected CRM's delivery of the
// submission (queued, delivered with a link to the CRM's record, retrying with the next attempt's
// time, dead with the CRM's reason), and a re-send of a dead one once its cause is fixed.
import type { ServiceContext } from "#server/audit/context.server.ts";
import { toIso } from "#server/db/schema.server.ts";
import { inTransaction } from "#server/db/transaction.server.ts";
import { resend } from "#server/outbox/operations.server.ts";
import { type CrmDestination, crmDestinations, crmLabels } from "#shared/crm/mapping.ts";

export interface CrmDelivery {
  id: string;
  destination: CrmDestination;
  label: string;
  state: "queued" | "delivered" | "retrying" | "dead";
  attempts: number;
  deliveredAt: string | null;
  nextAttemptAt: string | null;
  lastStatus: number | null;
  lastError: string | null;
  recordUrl: string | null;
}

export async function crmDeliveries(
  ctx: Pick<ServiceContext, "storage">,
  submissionId: string,
): Promise<CrmDelivery[]> {
  const rows = await ctx.storage.db
    .selectFrom("outbox")
    .leftJoin("crm_records", "crm_records.entry_id", "outbox.id")
    .select([
      "outbox.id",
      "outbox.destination",
      "outbox.status",
      "outbox.attempts",
      "outbox.delivered_at",
      "outbox.next_attempt_at",
      "outbox.last_status",
      "outbox.last_error",
      "crm_records.record_url",
    ])
    .where("outbox.about_id", "=", submissionId)
    .where("outbox.destination", "in", [...crmDestinations])
    .where("outbox.form_type", "in", ["contact", "privacy"])
    .orderBy("outbox.created_at")
    .execute();
  return rows.map((r) => {
    const destination = r.destination as CrmDestination;
    const state =
      r.status === "delivered" ? "delivered" : r.status === "dead" ? "dead" : r.attempts > 0 ? "retrying" : "queued";
    return {
      id: r.id,
      destination,
      label: crmLabels[destination] ?? destination,
      state,
      attempts: r.attempts,
      deliveredAt: toIso(r.delivered_at),
      nextAttemptAt: r.status === "pending" ? toIso(r.next_attempt_at) : null,
      lastStatus: r.last_status,
      lastError: r.last_error,
      recordUrl: r.record_url ?? null,
    };
  });
}

/** Sends an enquiry's dead (or delivered) CRM delivery again; audited on the enquiry. */
export async function resendCrmDelivery(
  ctx: ServiceContext,
  submissionId: string,
  entryId: string,
  actor: { id: string; ip?: string },
): Promise<{ ok: true } | { ok: false; status: 404 | 409; error: string }> {
  return inTransaction(ctx.storage, async (trx) => {
    const entry = await trx
      .selectFrom("outbox")
      .select(["status", "destination"])
      .where("id", "=", entryId)
      .where("about_id", "=", submissionId)
      .where("destination", "in", [...crmDestinations])
      .executeTakeFirst();
    if (!entry) return { ok: false, status: 404, error: "There is no such delivery of this enquiry." } as const;
    if (entry.status === "pending")
      return { ok: false, status: 409, error: "It is already waiting to be sent." } as const;
    if ((await resend({ db: trx }, { id: entryId }, ctx.now())) === 0) {
      return {
        ok: false,
        status: 409,
        error: "This enquiry's data has been removed; it cannot be sent again.",
      } as const;
    }
    await ctx.audit.record(
      {
        actor: actor.id,
        action: "enquiry.resend",
        target: { type: "submission", id: submissionId },
        ...(actor.ip ? { ip: actor.ip } : {}),
        details: { from: entry.status, destination: entry.destination },
      },
      trx,
    );
    return { ok: true } as const;
  });
}
