// The duplicate flag (issue 13): a submission whose normalised email or phone matches an
// earlier submission received within the 30 days before it. It is flagged, never dropped. The
// flag is decided before the inbox row is written: one query for the whole batch (an index
// range per identifier that stops at the first match; intake runs it before its transaction on
// PostgreSQL), then the submissions the batch creates against each other.
import { CompiledQuery, type Kysely, sql } from "kysely";
import type { Dialect } from "#server/db/database.server.ts";
import { prepared } from "#server/db/prepared-statements.server.ts";
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

/**
 * PostgreSQL: the probes as arrays, so that one text serves every batch and is prepared once per
 * connection (decision 044). Each probe is one index range on (identifier, created_at) that stops
 * at its first row, whatever the planner estimates (a lateral join with a limit).
 */
const EARLIER_ANY = prepared(`
  select e.id from unnest($1::text[], $2::text[], $3::timestamptz[], $4::timestamptz[]) as e(id, k, since, at)
  cross join lateral (select 1 from inbox_items o
    where o.email_norm = e.k and o.created_at >= e.since and o.created_at < e.at limit 1) as hit
  union
  select p.id from unnest($5::text[], $6::text[], $7::timestamptz[], $8::timestamptz[]) as p(id, k, since, at)
  cross join lateral (select 1 from inbox_items o
    where o.phone_norm = p.k and o.created_at >= p.since and o.created_at < p.at limit 1) as hit`);

/** The start of the window in which an earlier submission makes this one a duplicate. */
const windowStart = (c: DuplicateCandidate): string => new Date(Date.parse(c.createdAt) - WINDOW_MS).toISOString();

async function earlierOnPostgres(
  trx: Kysely<Database>,
  candidates: readonly DuplicateCandidate[],
): Promise<Set<string>> {
  const arrays = (which: "email" | "phone") => {
    const probes = candidates.filter((c) => c[which] !== "");
    return [
      probes.map((c) => c.id),
      probes.map((c) => c[which]),
      probes.map(windowStart),
      probes.map((c) => c.createdAt),
    ];
  };
  const email = arrays("email");
  const phone = arrays("phone");
  if (email[0]!.length === 0 && phone[0]!.length === 0) return new Set();
  const { rows } = await trx.executeQuery<{ id: string }>(CompiledQuery.raw(EARLIER_ANY, [...email, ...phone]));
  return new Set(rows.map((r) => r.id));
}

/** The ids among `candidates` (not yet in the inbox) that repeat a submission already in it. */
export async function findEarlierDuplicates(
  trx: Kysely<Database>,
  dialect: Dialect,
  candidates: readonly DuplicateCandidate[],
): Promise<Set<string>> {
  if (dialect === "postgres") return earlierOnPostgres(trx, candidates);
  const found = new Set<string>();
  const probes = candidates.flatMap((c) =>
    (["email", "phone"] as const)
      .filter((which) => c[which] !== "")
      .map((which) => sql`(${c.id}, ${which}, ${c[which]}, ${windowStart(c)}, ${c.createdAt})`),
  );
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
