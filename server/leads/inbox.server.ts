// The staff inbox: every submission newest first, with keyset pagination (a cursor on
// created_at and id, so page N costs the same as page 1 at a million rows), filters, full-text
// search over names, email, phone and company, and counts per status.
import { type Kysely, type SelectQueryBuilder, sql } from "kysely";
import type { Storage } from "#server/db/database.server.ts";
import { type Database, toIso } from "#server/db/schema.server.ts";
import { sydneyMidnight } from "./inbox-item.server.ts";

export const PAGE_SIZE = 50;
/** Above this many matches a status count reads "10,000+" instead of being counted exactly. */
export const COUNT_CAP = 10_000;

export interface InboxFilters {
  kind?: "contact" | "privacy";
  form?: string;
  status?: string;
  /** A staff id, or "none" for unassigned. */
  assignee?: string;
  source?: string;
  /** Sydney calendar days, inclusive (YYYY-MM-DD). */
  from?: string;
  to?: string;
  /** Words to find in names, email, phone or company. */
  q?: string;
  duplicate?: boolean;
  suppressed?: boolean;
}

export interface InboxRow {
  id: string;
  kind: "contact" | "privacy";
  createdAt: string;
  form: string;
  status: string;
  assigneeId: string | null;
  name: string;
  email: string;
  phone: string;
  company: string | null;
  source: string;
  duplicate: boolean;
  suppressed: boolean;
  firstResponseAt: string | null;
}

export interface InboxPage {
  rows: InboxRow[];
  /** Pass back as `after` for the next page; null on the last page. */
  next: string | null;
}

export function encodeCursor(createdAt: string, id: string): string {
  return Buffer.from(JSON.stringify([createdAt, id])).toString("base64url");
}

/** The cursor's position, or undefined when it is not one of ours (a bad cursor starts from the top). */
export function decodeCursor(cursor: string | undefined): { at: string; id: string } | undefined {
  if (!cursor || cursor.length > 300) return undefined;
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
    if (!Array.isArray(value) || value.length !== 2) return undefined;
    const [at, id] = value as unknown[];
    if (typeof at !== "string" || typeof id !== "string" || Number.isNaN(Date.parse(at))) return undefined;
    return { at: new Date(at).toISOString(), id };
  } catch {
    return undefined;
  }
}

/** The least digits of a phone number searched as a whole (fewer are matched as a prefix). */
export const WHOLE_PHONE_DIGITS = 8;

/**
 * Search words as a full-text query: letters and digits only (the index's tokens), all required,
 * each matched as a prefix. A phone number typed with spaces becomes one run of digits, matched
 * whole once it has WHOLE_PHONE_DIGITS or more (an exact number lists only who holds it, issue 25).
 * Undefined when nothing searchable is left.
 */
export function searchTokens(q: string | undefined): { tokens: string[]; whole: boolean } | undefined {
  if (!q) return undefined;
  const text = q.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase().slice(0, 254);
  const phoneLike = /^[\d\s()+.-]+$/.test(text.trim());
  const tokens = (phoneLike ? [text.replace(/\D/g, "")] : text.split(/[^\p{L}\p{N}]+/u))
    .filter((t) => t.length > 0)
    .slice(0, 8);
  if (tokens.length === 0) return undefined;
  return { tokens, whole: phoneLike && (tokens[0]?.length ?? 0) >= WHOLE_PHONE_DIGITS };
}

/** A whole email address (something@domain.tld): matched exactly, not as a prefix (issue 25). */
export function isWholeEmail(q: string): boolean {
  return /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)*\.[^\s@.]{2,}$/.test(q);
}

function dayAfter(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(d.getTime())) return day;
  return new Date(d.getTime() + 86_400_000).toISOString().slice(0, 10);
}

type Query = SelectQueryBuilder<Database, "inbox_items", object>;

/** The SQLite full-text query for the search words (prefixes, or the whole token). */
const ftsMatch = (search: { tokens: readonly string[]; whole: boolean }) =>
  search.tokens.map((t) => (search.whole ? `"${t}"` : `"${t}"*`)).join(" ");

/**
 * Above this many full-text matches, SQLite finds the newest page faster by walking the date index
 * and checking each row against the matches (about PAGE_SIZE x rows / matches steps) than by
 * fetching every match and sorting it (one lookup per match): the two cost the same near
 * sqrt(PAGE_SIZE x 1,000,000) = 7,000 matches at a million rows.
 */
export const SQLITE_DENSE_MATCHES = 5_000;

/** How the search joins the query on SQLite: from the matches, or along the date index. */
async function sqliteSearchPlan(storage: Storage, f: InboxFilters): Promise<"matches" | "date"> {
  const search = storage.dialect === "sqlite" ? searchTokens(f.q) : undefined;
  if (!search || f.q?.includes("@")) return "matches";
  const row = await (storage.db as Kysely<Database>)
    .selectFrom(
      sql<{
        rowid: number;
      }>`(select rowid from inbox_search where inbox_search match ${ftsMatch(search)} limit ${SQLITE_DENSE_MATCHES})`.as(
        "m",
      ),
    )
    .select(sql<number>`count(*)`.as("n"))
    .executeTakeFirst();
  return Number(row?.n ?? 0) >= SQLITE_DENSE_MATCHES ? "date" : "matches";
}

function applyFilters(
  storage: Storage,
  query: Query,
  f: InboxFilters,
  withStatus: boolean,
  plan: "matches" | "date" = "matches",
): Query {
  let q = query;
  if (f.kind) q = q.where("kind", "=", f.kind);
  if (f.form) q = q.where("form", "=", f.form);
  if (withStatus && f.status) q = q.where("status", "=", f.status);
  if (f.assignee === "none") q = q.where("assignee_id", "is", null);
  else if (f.assignee) q = q.where("assignee_id", "=", f.assignee);
  if (f.source) q = q.where("source", "=", f.source);
  // Day bounds as instants, so the (created_at, id) index serves both the range and the order.
  const from = f.from ? sydneyMidnight(f.from) : undefined;
  const end = f.to ? sydneyMidnight(dayAfter(f.to)) : undefined;
  if (from) q = q.where("created_at", ">=", from.toISOString());
  if (end) q = q.where("created_at", "<", end.toISOString());
  if (f.duplicate !== undefined) q = q.where("duplicate", "=", f.duplicate ? 1 : 0);
  if (f.suppressed !== undefined) q = q.where("suppressed", "=", f.suppressed ? 1 : 0);
  const email = f.q?.trim().toLowerCase();
  // A whole email address: that address only (an index lookup on the normalised address).
  if (email && email.length <= 254 && isWholeEmail(email)) return q.where("email_norm", "=", email);
  // Part of an email address: a prefix range on the same index.
  if (email?.includes("@") && email.length <= 254 && !/\s/.test(email)) {
    if (storage.dialect === "postgres") {
      // text_pattern_ops index (migration 020): LIKE 'prefix%' is an index range whatever the collation.
      return q.where("email_norm", "like", `${email.replace(/[\\%_]/g, "\\$&")}%`);
    }
    return q.where("email_norm", ">=", email).where("email_norm", "<", `${email}\u{10ffff}`);
  }
  const search = searchTokens(f.q);
  if (search) {
    if (storage.dialect === "postgres") {
      const query = search.tokens.map((t) => (search.whole ? t : `${t}:*`)).join(" & ");
      q = q.where(sql<boolean>`search @@ to_tsquery('simple', ${query})`);
    } else {
      const matches = sql`(select rowid from inbox_search where inbox_search match ${ftsMatch(search)})`;
      // A unary + keeps SQLite from driving the query from the matches, so it walks the date index.
      q = q.where(
        plan === "date"
          ? sql<boolean>`+inbox_items.rowid in ${matches}`
          : sql<boolean>`inbox_items.rowid in ${matches}`,
      );
    }
  }
  return q;
}

/** The query for one page of the inbox (exported so tests can read its plan). */
export async function inboxPageQuery(storage: Storage, filters: InboxFilters, after?: string, pageSize = PAGE_SIZE) {
  const cursor = decodeCursor(after);
  const plan = await sqliteSearchPlan(storage, filters);
  let q = applyFilters(storage, storage.db.selectFrom("inbox_items") as Query, filters, true, plan);
  if (cursor) {
    q = q.where((eb) => eb(eb.refTuple("created_at", "id"), "<", eb.tuple(cursor.at, cursor.id)));
  }
  return q
    .select([
      "id",
      "kind",
      "created_at",
      "form",
      "status",
      "assignee_id",
      "name",
      "email_norm",
      "phone_norm",
      "company",
      "source",
      "duplicate",
      "suppressed",
      "first_response_at",
    ])
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(pageSize + 1);
}

export async function listInbox(
  storage: Storage,
  filters: InboxFilters,
  after?: string,
  pageSize = PAGE_SIZE,
): Promise<InboxPage> {
  const rows = await (await inboxPageQuery(storage, filters, after, pageSize)).execute();
  const page = rows.slice(0, pageSize).map(
    (r): InboxRow => ({
      id: r.id,
      kind: r.kind,
      createdAt: toIso(r.created_at) as string,
      form: r.form,
      status: r.status,
      assigneeId: r.assignee_id,
      name: r.name,
      email: r.email_norm,
      phone: r.phone_norm,
      company: r.company,
      source: r.source,
      duplicate: Number(r.duplicate) === 1,
      suppressed: Number(r.suppressed) === 1,
      firstResponseAt: toIso(r.first_response_at),
    }),
  );
  const last = page.at(-1);
  return { rows: page, next: rows.length > pageSize && last ? encodeCursor(last.createdAt, last.id) : null };
}

/** Items per status under the same filters (the status filter itself aside), capped at COUNT_CAP. */
export async function countByStatus(
  storage: Storage,
  filters: InboxFilters,
  statuses: readonly string[],
): Promise<Record<string, { count: number; capped: boolean }>> {
  const counts = await Promise.all(
    statuses.map(async (status) => {
      const inner = applyFilters(storage, storage.db.selectFrom("inbox_items") as Query, filters, false)
        .where("status", "=", status)
        .select(sql<number>`1`.as("one"))
        .limit(COUNT_CAP + 1);
      const row = await (storage.db as Kysely<Database>)
        .selectFrom(inner.as("matches"))
        .select(sql<number>`count(*)`.as("n"))
        .executeTakeFirst();
      const n = Number(row?.n ?? 0);
      return [status, { count: Math.min(n, COUNT_CAP), capped: n > COUNT_CAP }] as const;
    }),
  );
  return Object.fromEntries(counts);
}

/** The distinct values the filters offer (forms and sources seen), most frequent first. */
export async function filterOptions(storage: Storage): Promise<{ forms: string[]; sources: string[] }> {
  const recent = new Date(Date.now() - 180 * 24 * 60 * 60 * 1000).toISOString();
  const [forms, sources] = await Promise.all(
    (["form", "source"] as const).map((column) =>
      storage.db
        .selectFrom("inbox_items")
        .select(column)
        .where("created_at", ">=", recent)
        .groupBy(column)
        .orderBy(sql`count(*)`, "desc")
        .limit(50)
        .execute()
        .then((rows) => rows.map((r) => (r as Record<string, string>)[column] as string)),
    ),
  );
  return { forms: forms ?? [], sources: sources ?? [] };
}

/**
 * The enquiries either side of one in the inbox's order (newest first) under the same filters:
 * `newer` is the one above it in the list, `older` the one below. Undefined when there is none, or
 * when the item itself is not in the filtered list any more (a changed status, say) — then the
 * neighbours are still those either side of where it was.
 */
export async function inboxNeighbours(
  storage: Storage,
  filters: InboxFilters,
  id: string,
): Promise<{ newer?: string; older?: string }> {
  const item = await storage.db
    .selectFrom("inbox_items")
    .select(["created_at"])
    .where("id", "=", id)
    .executeTakeFirst();
  if (!item) return {};
  const at = toIso(item.created_at) as string;
  const side = async (direction: "newer" | "older") => {
    const plan = await sqliteSearchPlan(storage, filters);
    const row = await applyFilters(storage, storage.db.selectFrom("inbox_items") as Query, filters, true, plan)
      .where((eb) => eb(eb.refTuple("created_at", "id"), direction === "newer" ? ">" : "<", eb.tuple(at, id)))
      .select("id")
      .orderBy("created_at", direction === "newer" ? "asc" : "desc")
      .orderBy("id", direction === "newer" ? "asc" : "desc")
      .limit(1)
      .executeTakeFirst();
    return row?.id;
  };
  const [newer, older] = await Promise.all([side("newer"), side("older")]);
  return { newer, older };
}
