// The duplicate flag (issue 13): a submission whose normalised email or phone matches an
// earlier submission received within the 30 days before it. It is flagged, never dropped.
import { type Kysely, sql } from "kysely";
import type { Dialect } from "#server/db/database.server.ts";
import type { Database } from "#server/db/schema.server.ts";

export const DUPLICATE_WINDOW_DAYS = 30;

/**
 * Sets `duplicate` on the given items (or on every item) that have an earlier match, and
 * returns the ids flagged. Runs inside the caller's transaction.
 */
export async function markDuplicates(
  db: Kysely<Database>,
  dialect: Dialect,
  ids: readonly string[] | undefined,
): Promise<Set<string>> {
  if (ids && ids.length === 0) return new Set();
  const window = sql.raw(`'${DUPLICATE_WINDOW_DAYS} days'`);
  const since =
    dialect === "postgres"
      ? sql`inbox_items.created_at - interval ${window}`
      : sql`strftime('%Y-%m-%dT%H:%M:%fZ', inbox_items.created_at, '-${sql.raw(String(DUPLICATE_WINDOW_DAYS))} days')`;
  const scope = ids ? sql`id in (${sql.join(ids)})` : sql`1 = 1`;
  const rows = await sql<{ id: string }>`
    update inbox_items set duplicate = 1
    where ${scope} and duplicate = 0 and exists (
      select 1 from inbox_items o
      where o.id <> inbox_items.id
        and (o.created_at < inbox_items.created_at or (o.created_at = inbox_items.created_at and o.id < inbox_items.id))
        and o.created_at >= ${since}
        and ((inbox_items.email_norm <> '' and o.email_norm = inbox_items.email_norm) or (inbox_items.phone_norm <> '' and o.phone_norm = inbox_items.phone_norm))
    )
    returning id`.execute(db);
  return new Set(rows.rows.map((r) => r.id));
}
