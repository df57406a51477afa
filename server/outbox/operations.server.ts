// Operator actions on the outbox, shared by `npm run outbox` and the staff desk: counts per
// destination and state, the entries that need attention, and re-sending.
import { sql } from "kysely";
import type { Storage } from "#server/db/database.server.ts";
import { type OutboxDestination, toIso } from "#server/db/schema.server.ts";

export interface OutboxSummary {
  destination: string;
  pending: number;
  delivered: number;
  dead: number;
  oldestPendingAt: string | null;
}

/** Counts per destination: the fixed ones always, a CRM connector's when connected (`connectedCrms`) or it has entries. */
export async function outboxSummary(storage: Storage, connectedCrms: readonly string[] = []): Promise<OutboxSummary[]> {
  const rows = await storage.db
    .selectFrom("outbox")
    .select(["destination", "status", sql<number>`count(*)`.as("n"), sql<string | Date>`min(created_at)`.as("oldest")])
    .groupBy(["destination", "status"])
    .execute();
  const byDestination = new Map<string, OutboxSummary>();
  for (const destination of ["crm", "mail", "lists", ...connectedCrms]) {
    byDestination.set(destination, { destination, pending: 0, delivered: 0, dead: 0, oldestPendingAt: null });
  }
  for (const r of rows) {
    const entry = byDestination.get(r.destination) ?? {
      destination: r.destination,
      pending: 0,
      delivered: 0,
      dead: 0,
      oldestPendingAt: null,
    };
    if (r.status === "pending" || r.status === "delivered" || r.status === "dead") entry[r.status] = Number(r.n);
    if (r.status === "pending") entry.oldestPendingAt = toIso(r.oldest);
    byDestination.set(r.destination, entry);
  }
  return [...byDestination.values()];
}

export interface OutboxEntryView {
  id: string;
  destination: string;
  formType: string;
  status: string;
  attempts: number;
  createdAt: string;
  nextAttemptAt: string | null;
  lastStatus: number | null;
  lastError: string | null;
}

export async function outboxEntries(
  storage: Storage,
  filter: { status: "pending" | "dead"; destination?: OutboxDestination; limit?: number },
): Promise<OutboxEntryView[]> {
  let q = storage.db
    .selectFrom("outbox")
    .select([
      "id",
      "destination",
      "form_type",
      "status",
      "attempts",
      "created_at",
      "next_attempt_at",
      "last_status",
      "last_error",
    ])
    .where("status", "=", filter.status);
  if (filter.destination) q = q.where("destination", "=", filter.destination);
  const rows = await q
    .orderBy("created_at", "desc")
    .limit(Math.min(filter.limit ?? 50, 500))
    .execute();
  return rows.map((r) => ({
    id: r.id,
    destination: r.destination,
    formType: r.form_type,
    status: r.status,
    attempts: r.attempts,
    createdAt: toIso(r.created_at) as string,
    nextAttemptAt: r.status === "pending" ? toIso(r.next_attempt_at) : null,
    lastStatus: r.last_status,
    lastError: r.last_error,
  }));
}

/**
 * Puts entries back in the queue for a new retry cycle: one entry by id (dead or already
 * delivered: a deliberate re-send), or every dead entry of a destination. Returns how many.
 * A delivered entry whose payload was pruned by retention cannot be re-sent.
 */
export async function resend(
  storage: Pick<Storage, "db">,
  target: { id: string } | { allDead: true; destination?: OutboxDestination },
  now = Date.now(),
): Promise<number> {
  const at = new Date(now).toISOString();
  let q = storage.db
    .updateTable("outbox")
    .set({ status: "pending", attempts: 0, next_attempt_at: at, cycle_started_at: at, locked_until: null })
    .where("payload", "<>", "");
  if ("id" in target) q = q.where("id", "=", target.id).where("status", "in", ["dead", "delivered"]);
  else {
    q = q.where("status", "=", "dead");
    if (target.destination) q = q.where("destination", "=", target.destination);
  }
  const result = await q.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Retention of what was sent (issue 10, item 7): a delivered entry keeps its payload, which holds
 * the person's details, for `days` after delivery, then only its envelope (id, destination, dates,
 * attempts, status) stays, so the desk still shows that and when it was delivered. Returns how many.
 */
export async function pruneDeliveredPayloads(storage: Pick<Storage, "db">, days: number, now = Date.now()) {
  const cutoff = new Date(now - days * DAY_MS).toISOString();
  const result = await storage.db
    .updateTable("outbox")
    .set({ payload: "" })
    .where("status", "=", "delivered")
    .where("delivered_at", "<", cutoff)
    .where("payload", "<>", "")
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Deletes dead entries (all, or those created more than `olderThanDays` ago): an operator's decision. */
export async function purgeDead(storage: Pick<Storage, "db">, olderThanDays?: number, now = Date.now()) {
  let q = storage.db.deleteFrom("outbox").where("status", "=", "dead");
  if (olderThanDays !== undefined) q = q.where("created_at", "<", new Date(now - olderThanDays * DAY_MS).toISOString());
  const result = await q.executeTakeFirst();
  return Number(result.numDeletedRows);
}

export interface ReplayResult {
  /** Entries of the period put back in the queue, under their own ids (webhook-id). */
  requeued: number;
  /** Refused: entries about a person since erased (the ledger or the records say so). */
  erased: number;
  /** Refused: delivered so long ago that retention emptied the payload. */
  pruned: number;
  /** Already waiting to be delivered. */
  pending: number;
}

/**
 * `npm run outbox -- replay` (issue 40): re-queues a destination's entries created in [since, until)
 * for a receiver that lost them: the same rows, so the same webhook-id (a receiver that deduplicates
 * by id is safe). Never about an erased person: an entry about a submission that is erased (its
 * record says so, or the ledger of erasures names it, as after a restore not yet re-applied) is
 * skipped and counted, as is one whose payload retention already emptied.
 */
export async function replayPeriod(
  storage: Pick<Storage, "db">,
  options: {
    destination: OutboxDestination;
    since: string;
    until: string;
    /** Submission ids the ledger of erasures names. */
    erasedIds: ReadonlySet<string>;
    /** What erasure writes in place of a name (ERASED), the sign of an erased record. */
    erasedMark: string;
    now?: number;
  },
): Promise<ReplayResult> {
  const at = new Date(options.now ?? Date.now()).toISOString();
  const rows = await storage.db
    .selectFrom("outbox")
    .leftJoin("contact_submissions", "contact_submissions.id", "outbox.about_id")
    .leftJoin("privacy_submissions", "privacy_submissions.id", "outbox.about_id")
    .select([
      "outbox.id",
      "outbox.status",
      "outbox.payload",
      "outbox.about_id",
      "outbox.last_error",
      "contact_submissions.first_name as contact_name",
      "privacy_submissions.first_name as privacy_name",
    ])
    .where("outbox.destination", "=", options.destination)
    .where("outbox.created_at", ">=", options.since)
    .where("outbox.created_at", "<", options.until)
    .execute();
  const result: ReplayResult = { requeued: 0, erased: 0, pruned: 0, pending: 0 };
  const requeue: string[] = [];
  for (const r of rows) {
    const erased =
      (r.about_id !== null && options.erasedIds.has(r.about_id)) ||
      r.contact_name === options.erasedMark ||
      r.privacy_name === options.erasedMark ||
      r.last_error === "erased";
    if (erased) result.erased++;
    else if (r.status === "pending") result.pending++;
    else if (r.payload === "") result.pruned++;
    else requeue.push(r.id);
  }
  for (let i = 0; i < requeue.length; i += 500) {
    const batch = requeue.slice(i, i + 500);
    const updated = await storage.db
      .updateTable("outbox")
      .set({ status: "pending", attempts: 0, next_attempt_at: at, cycle_started_at: at, locked_until: null })
      .where("id", "in", batch)
      .where("status", "in", ["delivered", "dead"])
      .where("payload", "<>", "")
      .executeTakeFirst();
    result.requeued += Number(updated.numUpdatedRows);
  }
  return result;
}
