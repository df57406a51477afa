// The staff inbox (issue 13): one row per submission for listing, filters and search,
// notes, and the backfill of submissions stored before the desk existed.
// Frozen once shipped: never edited, and never imports the project's code (lint enforces it).
import { type Kysely, sql } from "kysely";
import { parsePhoneNumberFromString } from "libphonenumber-js/max";

type Dialect = "sqlite" | "postgres";

export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const pg = dialect === "postgres";
  const ts = pg ? sql`timestamptz` : sql`text`;
  await db.schema
    .createTable("inbox_items")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("created_at", ts, (c) => c.notNull())
    .addColumn("created_day", "text", (c) => c.notNull())
    .addColumn("form", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("assignee_id", "text")
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("email_norm", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("phone_norm", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("company", "text")
    .addColumn("source", "text", (c) => c.notNull())
    .addColumn("last_source", "text", (c) => c.notNull())
    .addColumn("duplicate", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("suppressed", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("first_response_at", ts)
    .addColumn("updated_at", ts, (c) => c.notNull())
    .addColumn("search_terms", "text", (c) => c.notNull())
    .execute();
  // Keyset pagination runs newest first on (created_at, id), alone or after one equality filter.
  for (const column of [undefined, "status", "form", "assignee_id", "source", "kind"]) {
    await db.schema
      .createIndex(`inbox_items_${column ?? "created"}_created`)
      .on("inbox_items")
      .columns([...(column ? [column] : []), "created_at", "id"])
      .execute();
  }
  await db.schema.createIndex("inbox_items_email").on("inbox_items").columns(["email_norm", "created_at"]).execute();
  await db.schema.createIndex("inbox_items_phone").on("inbox_items").columns(["phone_norm", "created_at"]).execute();
  await db.schema.createIndex("inbox_items_day").on("inbox_items").columns(["created_day", "source"]).execute();
  if (pg) {
    await sql`alter table inbox_items add column search tsvector
      generated always as (to_tsvector('simple', search_terms)) stored`.execute(db);
    await sql`create index inbox_items_search on inbox_items using gin (search)`.execute(db);
    await sql`create index inbox_items_email_prefix on inbox_items (email_norm text_pattern_ops)`.execute(db);
  } else {
    // A contentless full-text index kept in step by triggers; rowid is inbox_items' rowid.
    await sql`create virtual table inbox_search using fts5(terms, content='', contentless_delete=1,
      tokenize="unicode61 remove_diacritics 2")`.execute(db);
    await sql`create trigger inbox_search_insert after insert on inbox_items begin
      insert into inbox_search(rowid, terms) values (new.rowid, new.search_terms); end`.execute(db);
    await sql`create trigger inbox_search_delete after delete on inbox_items begin
      delete from inbox_search where rowid = old.rowid; end`.execute(db);
    await sql`create trigger inbox_search_update after update of search_terms on inbox_items begin
      delete from inbox_search where rowid = old.rowid;
      insert into inbox_search(rowid, terms) values (new.rowid, new.search_terms); end`.execute(db);
  }

  await db.schema
    .createTable("inbox_notes")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("item_id", "text", (c) => c.notNull())
    .addColumn("author_id", "text", (c) => c.notNull())
    .addColumn("created_at", ts, (c) => c.notNull())
    .addColumn("body", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("inbox_notes_item").on("inbox_notes").columns(["item_id", "created_at"]).execute();

  await backfillInbox(db, dialect);
}

// ── The backfill, as the inbox read a submission when this migration shipped ─────────────

interface SubmissionRow {
  id: string;
  created_at: string | Date;
  first_name: string;
  last_name: string;
  phone: string;
  email: string;
  page_name: string;
  company?: string | null;
  business_name?: string | null;
  region?: string;
  country?: string | null;
  first_utm_source: string | null;
  first_referrer: string | null;
  last_utm_source: string | null;
  last_referrer: string | null;
}

interface Tables {
  contact_submissions: SubmissionRow;
  privacy_submissions: SubmissionRow;
  inbox_items: Record<string, string | number | null>;
}

const BATCH = 500;
const DUPLICATE_WINDOW_DAYS = 30;

const sydneyDay = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Australia/Sydney",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

function normaliseEmail(email: string | null | undefined): string {
  const value = (email ?? "").trim().toLowerCase();
  return /^[^\s@]+@[^\s@]+$/.test(value) ? value : "";
}

function normalisePhone(phone: string | null | undefined, country: "AU" | "NZ" | "GB"): string {
  const raw = (phone ?? "").trim();
  const digits = raw.replace(/\D/g, "");
  if (digits.length < 6) return "";
  const parsed = parsePhoneNumberFromString(raw, country);
  if (parsed?.isValid()) return parsed.number;
  return raw.startsWith("+") ? `+${digits}` : digits;
}

function phoneSearchTerms(e164: string): string[] {
  if (!e164) return [];
  const digits = e164.replace(/\D/g, "");
  const parsed = e164.startsWith("+") ? parsePhoneNumberFromString(e164) : undefined;
  const national = parsed?.nationalNumber ? String(parsed.nationalNumber) : undefined;
  return [...new Set([digits, ...(national ? [national, `0${national}`] : [])])];
}

function sourceOf(utmSource: string | null | undefined, referrer: string | null | undefined): string {
  const utm = utmSource?.trim().toLowerCase();
  let host: string | undefined;
  if (referrer) {
    try {
      host = new URL(referrer).hostname.replace(/^www\./, "").toLowerCase() || undefined;
    } catch {
      host = undefined;
    }
  }
  return (utm || host || "direct").slice(0, 100);
}

function searchTerms(parts: readonly (string | null | undefined)[], phone: string): string {
  const text = parts
    .filter((p): p is string => Boolean(p))
    .join(" ")
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase();
  const pieces = text.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  const words = [...new Set([...text.split(/\s+/), ...pieces])].join(" ");
  return [words, ...phoneSearchTerms(phone)].join(" ").slice(0, 2000);
}

function inboxItemOf(table: "contact_submissions" | "privacy_submissions", row: SubmissionRow) {
  const createdAt = new Date(row.created_at).toISOString();
  const contact = table === "contact_submissions";
  const country = contact ? "AU" : row.region === "uk" ? "GB" : row.country === "NZ" ? "NZ" : "AU";
  const email = normaliseEmail(row.email);
  const phone = normalisePhone(row.phone, country);
  const company = (contact ? row.company : row.business_name) ?? null;
  const name = `${row.first_name} ${row.last_name}`.trim();
  return {
    id: row.id,
    kind: contact ? "contact" : "privacy",
    created_at: createdAt,
    created_day: sydneyDay.format(new Date(createdAt)),
    form: row.page_name,
    status: contact ? "new" : "received",
    assignee_id: null,
    name,
    email_norm: email,
    phone_norm: phone,
    company: company || null,
    source: sourceOf(row.first_utm_source, row.first_referrer),
    last_source: sourceOf(row.last_utm_source, row.last_referrer),
    duplicate: 0,
    suppressed: 0,
    first_response_at: null,
    updated_at: createdAt,
    search_terms: searchTerms([name, row.email, company], phone),
  };
}

/** Inbox rows for the submissions already stored, in batches, then the duplicate flags. */
async function backfillInbox(unknownDb: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const db = unknownDb as Kysely<Tables>;
  for (const table of ["contact_submissions", "privacy_submissions"] as const) {
    let after = "";
    for (;;) {
      const rows = await db.selectFrom(table).selectAll().where("id", ">", after).orderBy("id").limit(BATCH).execute();
      if (rows.length === 0) break;
      after = rows.at(-1)!.id;
      await db
        .insertInto("inbox_items")
        .values(rows.map((row) => inboxItemOf(table, row)))
        .onConflict((oc) => oc.column("id").doNothing())
        .execute();
    }
  }
  const since =
    dialect === "postgres"
      ? sql`inbox_items.created_at - interval '${sql.raw(String(DUPLICATE_WINDOW_DAYS))} days'`
      : sql`strftime('%Y-%m-%dT%H:%M:%fZ', inbox_items.created_at, '-${sql.raw(String(DUPLICATE_WINDOW_DAYS))} days')`;
  await sql`
    update inbox_items set duplicate = 1
    where duplicate = 0 and exists (
      select 1 from inbox_items o
      where o.id <> inbox_items.id
        and (o.created_at < inbox_items.created_at or (o.created_at = inbox_items.created_at and o.id < inbox_items.id))
        and o.created_at >= ${since}
        and ((inbox_items.email_norm <> '' and o.email_norm = inbox_items.email_norm) or (inbox_items.phone_norm <> '' and o.phone_norm = inbox_items.phone_norm))
    )`.execute(db);
}
