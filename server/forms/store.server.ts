// The writes behind the API: rate-limit counters, single-use tokens, and a submission
// stored together with its outbox entry in one transaction.
import type { Kysely } from "kysely";
import type { ContactSubmissionsTable, Database, PrivacySubmissionsTable } from "../db/schema.server.ts";

export const HOUR_MS = 60 * 60 * 1000;

export interface RateLimitResult {
  allowed: boolean;
  hits: number;
  /** Seconds until the current window ends. */
  retryAfter: number;
}

/**
 * Counts one hit for `key` in the current hour and says whether it is within `limit`.
 * A fixed hourly window per key, shared by every instance through the database.
 */
export async function hitRateLimit(
  db: Kysely<Database>,
  key: string,
  limit: number,
  now = Date.now(),
): Promise<RateLimitResult> {
  const bucket = Math.floor(now / HOUR_MS);
  const row = await db
    .insertInto("rate_limits")
    .values({ key, bucket, hits: 1 })
    .onConflict((oc) => oc.columns(["key", "bucket"]).doUpdateSet((eb) => ({ hits: eb("rate_limits.hits", "+", 1) })))
    .returning("hits")
    .executeTakeFirstOrThrow();
  const hits = Number(row.hits);
  return { allowed: hits <= limit, hits, retryAfter: Math.max(1, Math.ceil(((bucket + 1) * HOUR_MS - now) / 1000)) };
}

/** Records a token id as used. True the first time, false ever after (across instances). */
export async function consumeToken(db: Kysely<Database>, id: string, expiresAtMs: number): Promise<boolean> {
  const row = await db
    .insertInto("used_tokens")
    .values({ id, expires_at: Math.ceil(expiresAtMs / 1000) })
    .onConflict((oc) => oc.column("id").doNothing())
    .returning("id")
    .executeTakeFirst();
  return row !== undefined;
}

export type ContactRow = ContactSubmissionsTable & { created_at: string };
export type PrivacyRow = PrivacySubmissionsTable & { created_at: string };

export type StoreRequest =
  | { table: "contact_submissions"; row: ContactRow }
  | { table: "privacy_submissions"; row: PrivacyRow };

export interface StoreInput {
  request: StoreRequest;
  formType: "contact" | "privacy";
  /** The exact JSON body the outbox worker will deliver. */
  outboxPayload: string;
  proofId: string;
  proofExpiresAt: number;
  /** When set, the rate limit is counted inside this transaction (SQLite). */
  rateLimit?: { key: string; limit: number };
}

export type StoreOutcome =
  | { kind: "created" }
  | { kind: "duplicate" }
  | { kind: "proof_used" }
  | { kind: "rate_limited"; retryAfter: number };

/** Runs inside a write transaction; everything it writes commits together or not at all. */
export async function storeSubmission(trx: Kysely<Database>, input: StoreInput): Promise<StoreOutcome> {
  const { request } = input;
  const id = request.row.id;
  if (input.rateLimit) {
    const limit = await hitRateLimit(trx, input.rateLimit.key, input.rateLimit.limit);
    if (!limit.allowed) return { kind: "rate_limited", retryAfter: limit.retryAfter };
  }

  if (!(await consumeToken(trx, `p:${input.proofId}`, input.proofExpiresAt))) {
    // A retry of a submission that was stored carries the same proof: answer as before.
    const existing = await trx.selectFrom("outbox").select("id").where("id", "=", id).executeTakeFirst();
    return existing ? { kind: "duplicate" } : { kind: "proof_used" };
  }

  const now = request.row.created_at;
  const inserted = await trx
    .insertInto("outbox")
    .values({
      id,
      form_type: input.formType,
      payload: input.outboxPayload,
      status: "pending",
      attempts: 0,
      next_attempt_at: now,
      locked_until: null,
      cycle_started_at: now,
      created_at: now,
      delivered_at: null,
      last_status: null,
      last_error: null,
    })
    .onConflict((oc) => oc.column("id").doNothing())
    .returning("id")
    .executeTakeFirst();
  if (!inserted) return { kind: "duplicate" };

  if (request.table === "contact_submissions") {
    await trx.insertInto("contact_submissions").values(request.row).execute();
  } else {
    await trx.insertInto("privacy_submissions").values(request.row).execute();
  }
  return { kind: "created" };
}

/** Deletes expired single-use tokens and past rate-limit windows. */
export async function cleanUpExpired(db: Kysely<Database>, now = Date.now()): Promise<void> {
  await db
    .deleteFrom("used_tokens")
    .where("expires_at", "<", Math.floor(now / 1000) - 60)
    .execute();
  await db
    .deleteFrom("rate_limits")
    .where("bucket", "<", Math.floor(now / HOUR_MS) - 1)
    .execute();
}
