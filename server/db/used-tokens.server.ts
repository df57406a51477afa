// Single-use tokens (human-check challenges and proofs, passkey challenges): an id is accepted
// the first time it is recorded and never again, across every instance sharing the database.
import type { Kysely } from "kysely";
import type { Database } from "./schema.server.ts";

/** Records token ids as used; the set of ids that were not used before. */
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

/** Deletes tokens past their expiry (they are refused by their own signature by then). */
export async function pruneUsedTokens(db: Kysely<Database>, now = Date.now()): Promise<void> {
  await db
    .deleteFrom("used_tokens")
    .where("expires_at", "<", Math.floor(now / 1000) - 60)
    .execute();
}
