// Single-use tokens (human-check challenges and proofs, passkey challenges): an id is accepted
// the first time it is recorded and never again, across every instance sharing the database.
import type { Kysely } from "kysely";
import { bulkInsert } from "./bulk-insert.server.ts";
import type { Dialect } from "./database.server.ts";
import type { Database } from "./schema.server.ts";

/** Records token ids as used; the set of ids that were not used before. */
export async function consumeTokens(
  db: Kysely<Database>,
  dialect: Dialect,
  tokens: readonly { id: string; expiresAtMs: number }[],
): Promise<Set<string>> {
  const rows = await bulkInsert<"used_tokens", { id: string }>(
    db,
    dialect,
    "used_tokens",
    tokens.map((t) => ({ id: t.id, expires_at: Math.ceil(t.expiresAtMs / 1000) })),
    { onConflictDoNothing: ["id"], returning: ["id"] },
  );
  return new Set(rows.map((r) => r.id));
}

/** Records one token id as used. True the first time, false ever after. */
export async function consumeToken(
  db: Kysely<Database>,
  dialect: Dialect,
  id: string,
  expiresAtMs: number,
): Promise<boolean> {
  return (await consumeTokens(db, dialect, [{ id, expiresAtMs }])).has(id);
}

/** Deletes tokens past their expiry (they are refused by their own signature by then). */
export async function pruneUsedTokens(db: Kysely<Database>, now = Date.now()): Promise<void> {
  await db
    .deleteFrom("used_tokens")
    .where("expires_at", "<", Math.floor(now / 1000) - 60)
    .execute();
}
