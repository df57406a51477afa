// Counting a batch of requests against their addresses' hourly limits around one transaction,
// and burning human-check challenges (each usable once, across instances).
import type { Kysely } from "kysely";
import type { Storage } from "#server/db/database.server.ts";
import { hitRateLimits, type RateDecision, type RateHit } from "#server/db/rate-limits.server.ts";
import type { Database } from "#server/db/schema.server.ts";
import { inTransaction } from "#server/db/transaction.server.ts";
import { consumeTokens } from "#server/db/used-tokens.server.ts";

/**
 * Counts each item against its address's limit, then runs `work`. On PostgreSQL the counters live
 * in an UNLOGGED table, updated outside the durable writes so that a hot counter row is never
 * locked across a disk flush, and `reads` run at the same time; `work` then gets the pool and
 * makes its writes atomic itself (one statement, or a transaction it opens). SQLite counts, reads
 * and works inside one transaction.
 */
export async function withRateLimits<T>(
  storage: Storage,
  items: readonly { rate: RateHit }[],
  reads: ((db: Kysely<Database>) => Promise<void>) | undefined,
  work: (db: Kysely<Database>, decisions: RateDecision[]) => Promise<T>,
): Promise<T> {
  const hits = items.map((i) => i.rate);
  if (storage.dialect === "postgres") {
    const [decisions] = await Promise.all([hitRateLimits(storage.db, storage.dialect, hits), reads?.(storage.db)]);
    return work(storage.db, decisions);
  }
  return inTransaction(storage, async (trx) => {
    await reads?.(trx);
    return work(trx, await hitRateLimits(trx, storage.dialect, hits));
  });
}

export interface ChallengeUse {
  challengeId: string;
  expiresAtMs: number;
  rate: RateHit;
}

export type ChallengeUseOutcome = { kind: "fresh" } | { kind: "used" } | { kind: "rate_limited"; retryAfter: number };

/** Burns challenges (before their answers are looked at), counting each against its address's limit. */
export async function burnChallenges(storage: Storage, items: ChallengeUse[]): Promise<ChallengeUseOutcome[]> {
  // One statement: atomic on PostgreSQL without a transaction of its own.
  return withRateLimits(storage, items, undefined, async (db, decisions) => {
    const seen = new Set<string>();
    const burn: { id: string; expiresAtMs: number }[] = [];
    for (const [i, item] of items.entries()) {
      if (decisions[i]!.allowed && !seen.has(item.challengeId)) {
        seen.add(item.challengeId);
        burn.push({ id: `c:${item.challengeId}`, expiresAtMs: item.expiresAtMs });
      }
    }
    const fresh = await consumeTokens(db, storage.dialect, burn);
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
