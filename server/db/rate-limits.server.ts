// Fixed hourly windows per key (a hashed client address and what it did), counted in the
// database so that every instance agrees; set-based, so a batch of requests costs one statement.
import type { Kysely } from "kysely";
import { bulkInsert } from "./bulk-insert.server.ts";
import type { Dialect } from "./database.server.ts";
import type { Database } from "./schema.server.ts";

export const HOUR_MS = 60 * 60 * 1000;

export interface RateHit {
  key: string;
  limit: number;
}

export type RateDecision = { allowed: true } | { allowed: false; retryAfter: number };

/** Counts one hit per item in the current hour and says which items are within their limit. */
export async function hitRateLimits(
  db: Kysely<Database>,
  dialect: Dialect,
  hits: readonly RateHit[],
  now = Date.now(),
): Promise<RateDecision[]> {
  if (hits.length === 0) return [];
  const bucket = Math.floor(now / HOUR_MS);
  const counts = new Map<string, number>();
  for (const { key } of hits) counts.set(key, (counts.get(key) ?? 0) + 1);
  const rows = await bulkInsert<"rate_limits", { key: string; hits: number | string }>(
    db,
    dialect,
    "rate_limits",
    [...counts].map(([key, n]) => ({ key, bucket, hits: n })),
    {
      onConflict: 'on conflict ("key", "bucket") do update set "hits" = "rate_limits"."hits" + "excluded"."hits"',
      returning: ["key", "hits"],
    },
  );
  const next = new Map<string, number>();
  for (const row of rows) next.set(row.key, Number(row.hits) - (counts.get(row.key) ?? 0));
  const retryAfter = Math.max(1, Math.ceil(((bucket + 1) * HOUR_MS - now) / 1000));
  return hits.map(({ key, limit }) => {
    const total = (next.get(key) ?? 0) + 1;
    next.set(key, total);
    return total <= limit ? { allowed: true } : { allowed: false, retryAfter };
  });
}

/** Deletes past windows (the hour before the current one stays, for its Retry-After). */
export async function pruneRateLimits(db: Kysely<Database>, now = Date.now()): Promise<void> {
  await db
    .deleteFrom("rate_limits")
    .where("bucket", "<", Math.floor(now / HOUR_MS) - 1)
    .execute();
}
