// The duplicate flag (issue 13): a submission whose normalised email or phone matches an
// earlier submission received within the 30 days before it. It is flagged, never dropped. The
// flag is decided before the inbox row is written: one query for the whole batch (an index
// range per identifier that stops at the first match; intake runs it before its transaction on
// PostgreSQL), then the submissions the batch creates against each other.
import { type Kysely, type RawBuilder, sql } from "kysely";
import type { Dialect } from "#server/db/database.server.ts";
import type { Database } from "#server/db/schema.server.ts";

export const DUPLICATE_WINDOW_DAYS = 30;
const WINDOW_MS = DUPLICATE_WINDOW_DAYS * 24 * 60 * 60 * 1000;

export interface DuplicateCandidate {
  id: string;
  /** ISO time received. */
  createdAt: string;
  /** Normalised email and phone ("" when none). */
  email: string;
  phone: string;
}

/** The ids among `candidates` (not yet in the inbox) that repeat a submission already in it. */
export async function findEarlierDuplicates(
  trx: Kysely<Database>,
  dialect: Dialect,
  candidates: readonly DuplicateCandidate[],
): Promise<Set<string>> {
  const found = new Set<string>();
  const time = (iso: string): RawBuilder<unknown> =>
    dialect === "postgres" ? sql`cast(${iso} as timestamptz)` : sql`${iso}`;
  const probes = candidates.flatMap((c) => {
    const since = new Date(Date.parse(c.createdAt) - WINDOW_MS).toISOString();
    return (["email", "phone"] as const)
      .filter((which) => c[which] !== "")
      .map((which) => sql`(${c.id}, ${which}, ${c[which]}, ${time(since)}, ${time(c.createdAt)})`);
  });
  if (probes.length > 0) {
    const earlier = (column: "email_norm" | "phone_norm", which: string) => sql`
      select v.id from v where v.w = ${which} and exists (
        select 1 from inbox_items o where o.${sql.ref(column)} = v.k and o.created_at >= v.since and o.created_at < v.at
      )`;
    const rows = await sql<{ id: string }>`
      with v (id, w, k, since, at) as (values ${sql.join(probes)})
      ${earlier("email_norm", "email")}
      union
      ${earlier("phone_norm", "phone")}`.execute(trx);
    for (const r of rows.rows) found.add(r.id);
  }
  return found;
}

/** The ids among `candidates` (stored together) that repeat another of them: the later of two from the same person. */
export function duplicatesWithin(candidates: readonly DuplicateCandidate[]): Set<string> {
  const found = new Set<string>();
  const seen = new Set<string>();
  const inOrder = [...candidates].sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id));
  for (const c of inOrder) {
    const keys = [c.email && `e:${c.email}`, c.phone && `p:${c.phone}`].filter(Boolean) as string[];
    if (keys.some((k) => seen.has(k))) found.add(c.id);
    for (const k of keys) seen.add(k);
  }
  return found;
}
