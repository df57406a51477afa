// The writes behind the API, set-based so that a batch of requests costs a few
// statements (see server/db/batcher.server.ts): rate-limit counters, single-use tokens,
// and submissions stored together with their outbox entries in one transaction.
import type { Kysely } from "kysely";
import { AGAIN } from "#server/db/batcher.server.ts";
import type { Storage } from "#server/db/database.server.ts";
import type { ContactSubmissionsTable, Database, PrivacySubmissionsTable } from "#server/db/schema.server.ts";
import { inTransaction } from "#server/db/transaction.server.ts";
import { markDuplicates } from "#server/leads/duplicates.server.ts";
import { inboxItemOf } from "#server/leads/inbox-item.server.ts";
import { pendingEntry } from "#server/outbox/entry.server.ts";
import { sha256, suppressedHashes } from "#server/privacy/suppression.server.ts";
import type { CaseReceipt } from "#shared/privacy/cases.ts";

export const HOUR_MS = 60 * 60 * 1000;

// ── Rate limits ─────────────────────────────────────────────────────────────

export interface RateHit {
  key: string;
  limit: number;
}

export type RateDecision = { allowed: true } | { allowed: false; retryAfter: number };

/**
 * Counts one hit per item in the current hour (a fixed hourly window per key, shared by
 * every instance through the database) and says which items are within their limit.
 */
export async function hitRateLimits(
  db: Kysely<Database>,
  hits: readonly RateHit[],
  now = Date.now(),
): Promise<RateDecision[]> {
  if (hits.length === 0) return [];
  const bucket = Math.floor(now / HOUR_MS);
  const counts = new Map<string, number>();
  for (const { key } of hits) counts.set(key, (counts.get(key) ?? 0) + 1);
  const rows = await db
    .insertInto("rate_limits")
    .values([...counts].map(([key, n]) => ({ key, bucket, hits: n })))
    .onConflict((oc) =>
      oc
        .columns(["key", "bucket"])
        .doUpdateSet((eb) => ({ hits: eb("rate_limits.hits", "+", eb.ref("excluded.hits")) })),
    )
    .returning(["key", "hits"])
    .execute();
  const next = new Map<string, number>();
  for (const row of rows) next.set(row.key, Number(row.hits) - (counts.get(row.key) ?? 0));
  const retryAfter = Math.max(1, Math.ceil(((bucket + 1) * HOUR_MS - now) / 1000));
  return hits.map(({ key, limit }) => {
    const total = (next.get(key) ?? 0) + 1;
    next.set(key, total);
    return total <= limit ? { allowed: true } : { allowed: false, retryAfter };
  });
}

// ── Single-use tokens ───────────────────────────────────────────────────────

/** Records token ids as used; the set of ids that were not used before (across instances). */
export async function consumeTokens(
  db: Kysely<Database>,
  tokens: readonly { id: string; expiresAtMs: number }[],
): Promise<Set<string>> {
  if (tokens.length === 0) return new Set();
  const rows = await db
    .insertInto("used_tokens")
    .values(tokens.map((t) => ({ id: t.id, expires_at: Math.ceil(t.expiresAtMs / 1000) })))
    .onConflict((oc) => oc.column("id").doNothing())
    .returning("id")
    .execute();
  return new Set(rows.map((r) => r.id));
}

/** Records one token id as used. True the first time, false ever after. */
export async function consumeToken(db: Kysely<Database>, id: string, expiresAtMs: number): Promise<boolean> {
  return (await consumeTokens(db, [{ id, expiresAtMs }])).has(id);
}

// ── Human-check answers ─────────────────────────────────────────────────────

export interface ChallengeUse {
  challengeId: string;
  expiresAtMs: number;
  rate: RateHit;
}

export type ChallengeUseOutcome = { kind: "fresh" } | { kind: "used" } | { kind: "rate_limited"; retryAfter: number };

/**
 * Counts each item against its address's limit, then runs `work` in one transaction. On
 * PostgreSQL the counters live in an UNLOGGED table, updated outside the durable transaction so
 * that a hot counter row is never locked across a disk flush; SQLite counts inside it.
 */
async function withRateLimits<T>(
  storage: Storage,
  items: readonly { rate: RateHit }[],
  work: (trx: Kysely<Database>, decisions: Awaited<ReturnType<typeof hitRateLimits>>) => Promise<T>,
): Promise<T> {
  const hits = items.map((i) => i.rate);
  const early = storage.dialect === "postgres" ? await hitRateLimits(storage.db, hits) : undefined;
  return inTransaction(storage, async (trx) => work(trx, early ?? (await hitRateLimits(trx, hits))));
}

/** Burns challenges (before their answers are looked at), counting each against its address's limit. */
export async function useChallenges(storage: Storage, items: ChallengeUse[]): Promise<ChallengeUseOutcome[]> {
  return withRateLimits(storage, items, async (trx, decisions) => {
    const seen = new Set<string>();
    const burn: { id: string; expiresAtMs: number }[] = [];
    for (const [i, item] of items.entries()) {
      if (decisions[i]!.allowed && !seen.has(item.challengeId)) {
        seen.add(item.challengeId);
        burn.push({ id: `c:${item.challengeId}`, expiresAtMs: item.expiresAtMs });
      }
    }
    const fresh = await consumeTokens(trx, burn);
    const granted = new Set<string>();
    return items.map((item, i) => {
      const decision = decisions[i]!;
      if (!decision.allowed) return { kind: "rate_limited", retryAfter: decision.retryAfter };
      const id = `c:${item.challengeId}`;
      if (!fresh.has(id) || granted.has(id)) return { kind: "used" };
      granted.add(id);
      return { kind: "fresh" };
    });
  });
}

// ── Submissions ─────────────────────────────────────────────────────────────

export type ContactRow = ContactSubmissionsTable & { created_at: string };
export type PrivacyRow = PrivacySubmissionsTable & { created_at: string };

export type StoreRequest =
  | { table: "contact_submissions"; row: ContactRow }
  | { table: "privacy_submissions"; row: PrivacyRow };

/** What the CRM receives: the row, plus the flags the store sets (duplicate, suppressed). */
export interface OutboxBody {
  formType: "contact" | "privacy";
  formData: Record<string, unknown>;
  [key: string]: unknown;
}

export interface StoreInput {
  request: StoreRequest;
  formType: "contact" | "privacy";
  outboxPayload: OutboxBody;
  proofId: string;
  proofExpiresAt: number;
  rate: RateHit;
}

export type StoreOutcome =
  | { kind: "created"; privacyCase?: CaseReceipt }
  | { kind: "duplicate"; privacyCase?: CaseReceipt }
  | { kind: "proof_used" }
  | { kind: "rate_limited"; retryAfter: number };

/** Work that belongs to storing a submission (e.g. queueing its notification): same transaction. */
export interface StoreHooks {
  afterCreate?: (trx: Kysely<Database>, created: StoreRequest[]) => Promise<void>;
  /** Opens a case per new privacy request, and finds the cases of retried ones (server/privacy). */
  privacyCases?: {
    open(trx: Kysely<Database>, rows: PrivacyRow[]): Promise<Map<string, CaseReceipt>>;
    find(trx: Kysely<Database>, ids: string[]): Promise<Map<string, CaseReceipt>>;
  };
}

/**
 * Stores a batch of submissions: each row with its outbox entry, all in one transaction.
 * Per item: over the rate limit → rate_limited; proof already used → duplicate if the
 * submission is stored (a retry carries the same proof) else proof_used; submission id
 * already stored → duplicate; otherwise created.
 */
export async function storeSubmissions(
  storage: Storage,
  items: StoreInput[],
  hooks: StoreHooks = {},
): Promise<(StoreOutcome | typeof AGAIN)[]> {
  return withRateLimits(storage, items, async (trx, decisions) => {
    const outcomes: (StoreOutcome | typeof AGAIN | undefined)[] = items.map(() => undefined);

    // The same submission twice in one batch (a retry racing its original): the second
    // waits for the next batch, where it finds the first stored.
    const ids = new Set<string>();
    const proofs = new Set<string>();
    const candidates: number[] = [];
    for (const [i, item] of items.entries()) {
      const decision = decisions[i]!;
      if (!decision.allowed) outcomes[i] = { kind: "rate_limited", retryAfter: decision.retryAfter };
      else if (ids.has(item.request.row.id)) outcomes[i] = AGAIN;
      else if (proofs.has(item.proofId)) outcomes[i] = { kind: "proof_used" };
      else {
        ids.add(item.request.row.id);
        proofs.add(item.proofId);
        candidates.push(i);
      }
    }

    const fresh = await consumeTokens(
      trx,
      candidates.map((i) => ({ id: `p:${items[i]!.proofId}`, expiresAtMs: items[i]!.proofExpiresAt })),
    );
    const spent = candidates.filter((i) => !fresh.has(`p:${items[i]!.proofId}`));
    if (spent.length > 0) {
      const stored = await trx
        .selectFrom("outbox")
        .select("id")
        .where(
          "id",
          "in",
          spent.map((i) => items[i]!.request.row.id),
        )
        .execute();
      const storedIds = new Set(stored.map((r) => r.id));
      for (const i of spent) {
        outcomes[i] = storedIds.has(items[i]!.request.row.id) ? { kind: "duplicate" } : { kind: "proof_used" };
      }
    }

    const writable = candidates.filter((i) => fresh.has(`p:${items[i]!.proofId}`));
    if (writable.length > 0) {
      // Claim the ids first: a submission id already stored (a retry) is a duplicate request.
      // Flag (never drop) a submission from someone on the suppression list.
      const inboxRows = writable.map((i) => inboxItemOf(items[i]!.request));
      const hashes = inboxRows.flatMap((r) => [r.email_norm, r.phone_norm].filter(Boolean).map(sha256));
      const suppressed = await suppressedHashes(trx, hashes);
      for (const row of inboxRows) {
        if ([row.email_norm, row.phone_norm].some((v) => v && suppressed.has(sha256(v)))) row.suppressed = 1;
      }
      const suppressedIds = new Set(inboxRows.filter((r) => r.suppressed === 1).map((r) => r.id));
      const claimed = await trx
        .insertInto("inbox_items")
        .values(inboxRows)
        .onConflict((oc) => oc.column("id").doNothing())
        .returning("id")
        .execute();
      const claimedIds = new Set(claimed.map((r) => r.id));
      const flaggedDuplicate = await markDuplicates(trx, storage.dialect, [...claimedIds]);
      const contact: ContactRow[] = [];
      const privacy: PrivacyRow[] = [];
      const outbox = [];
      for (const i of writable) {
        const item = items[i]!;
        const { request } = item;
        if (!claimedIds.has(request.row.id)) {
          outcomes[i] = { kind: "duplicate" };
          continue;
        }
        outcomes[i] = { kind: "created" };
        if (request.table === "contact_submissions") contact.push(request.row);
        else privacy.push(request.row);
        const at = request.row.created_at;
        const flags = {
          duplicate: flaggedDuplicate.has(request.row.id),
          suppressed: suppressedIds.has(request.row.id),
        };
        outbox.push(
          pendingEntry({
            id: request.row.id,
            formType: item.formType,
            payload: JSON.stringify({ ...item.outboxPayload, flags }),
            at,
          }),
        );
      }
      if (outbox.length > 0) await trx.insertInto("outbox").values(outbox).execute();
      if (contact.length > 0) await trx.insertInto("contact_submissions").values(contact).execute();
      if (privacy.length > 0) await trx.insertInto("privacy_submissions").values(privacy).execute();
      const created = writable
        .filter((i) => {
          const o = outcomes[i];
          return typeof o === "object" && o.kind === "created";
        })
        .map((i) => items[i]!.request);
      if (created.length > 0) await hooks.afterCreate?.(trx, created);
    }

    await attachCases(trx, items, outcomes, hooks);
    return outcomes.map((o) => o ?? { kind: "proof_used" });
  });
}

/** Privacy requests: the case opened for each new one, or found for a retried one, goes into its outcome. */
async function attachCases(
  trx: Kysely<Database>,
  items: StoreInput[],
  outcomes: (StoreOutcome | typeof AGAIN | undefined)[],
  hooks: StoreHooks,
): Promise<void> {
  if (!hooks.privacyCases) return;
  const privacyWith = (kind: string) =>
    items.filter((item, i) => {
      const outcome = outcomes[i];
      return item.request.table === "privacy_submissions" && typeof outcome === "object" && outcome.kind === kind;
    });
  const created = privacyWith("created").map((item) => item.request.row as PrivacyRow);
  const retried = privacyWith("duplicate").map((item) => item.request.row.id);
  const opened = created.length > 0 ? await hooks.privacyCases.open(trx, created) : new Map();
  const found = retried.length > 0 ? await hooks.privacyCases.find(trx, retried) : new Map();
  for (const [i, item] of items.entries()) {
    const outcome = outcomes[i];
    const receipt = opened.get(item.request.row.id) ?? found.get(item.request.row.id);
    if (receipt && typeof outcome === "object" && (outcome.kind === "created" || outcome.kind === "duplicate")) {
      outcomes[i] = { ...outcome, privacyCase: receipt };
    }
  }
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
