// The form API's storage: the two submission tables (the specification's snake_case columns),
// the outbox of CRM deliveries, the rate-limit counters, single-use tokens and generated secrets.
// Frozen once shipped: never edited, and never imports the project's code (lint enforces it).
import { type CreateTableBuilder, type Kysely, sql } from "kysely";

type Dialect = "sqlite" | "postgres";

type Builder = CreateTableBuilder<string, never>;

const attributionKeys = [
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_term",
  "utm_content",
  "gclid",
  "fbclid",
  "referrer",
  "landing_page",
];

function attribution(t: Builder): Builder {
  let table = t;
  for (const touch of ["first", "last"]) {
    for (const key of attributionKeys) table = table.addColumn(`${touch}_${key}`, "text");
  }
  return table;
}

export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const pg = dialect === "postgres";
  const ts = pg ? sql`timestamptz` : sql`text`;
  const base = (t: Builder): Builder =>
    t
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("created_at", ts, (c) => c.notNull())
      .addColumn("first_name", "text", (c) => c.notNull())
      .addColumn("last_name", "text", (c) => c.notNull())
      .addColumn("phone", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("email", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("message", "text", (c) => c.notNull())
      .addColumn("page_name", "text", (c) => c.notNull())
      .addColumn("human_verification_answer", "text", (c) => c.notNull())
      .addColumn("user_agent", "text")
      .addColumn("ip_address", "text");

  await attribution(base(db.schema.createTable("contact_submissions")).addColumn("company", "text")).execute();
  await db.schema
    .createIndex("contact_submissions_created_at")
    .on("contact_submissions")
    .column("created_at")
    .execute();

  await attribution(
    base(db.schema.createTable("privacy_submissions"))
      .addColumn("business_name", "text")
      .addColumn("communication_preference", "text", (c) => c.notNull())
      .addColumn("company_contacted", "text", (c) => c.notNull())
      .addColumn("suppress_from_marketing", pg ? "boolean" : "integer", (c) =>
        c.notNull().defaultTo(pg ? sql`false` : 0),
      )
      .addColumn("subject", "text", (c) => c.notNull())
      .addColumn("region", "text", (c) => c.notNull().defaultTo("au"))
      .addColumn("address", "text"),
  ).execute();
  await db.schema
    .createIndex("privacy_submissions_created_at")
    .on("privacy_submissions")
    .column("created_at")
    .execute();

  await db.schema
    .createTable("outbox")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("form_type", "text", (c) => c.notNull())
    .addColumn("payload", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull().defaultTo("pending"))
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("next_attempt_at", ts, (c) => c.notNull())
    .addColumn("locked_until", ts)
    .addColumn("cycle_started_at", ts, (c) => c.notNull())
    .addColumn("created_at", ts, (c) => c.notNull())
    .addColumn("delivered_at", ts)
    .addColumn("last_status", "integer")
    .addColumn("last_error", "text")
    .execute();
  await db.schema.createIndex("outbox_due").on("outbox").columns(["status", "next_attempt_at"]).execute();

  // Rate-limit counters are disposable: in PostgreSQL an UNLOGGED table writes no WAL,
  // so a counter update never waits for a disk flush and never holds its row lock
  // across one (a single client address is a single hot row).
  await sql`create ${sql.raw(pg ? "unlogged table" : "table")} rate_limits (
    key text not null,
    bucket integer not null,
    hits integer not null,
    primary key (key, bucket)
  )`.execute(db);

  await db.schema
    .createTable("used_tokens")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("expires_at", "integer", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("used_tokens_expires_at").on("used_tokens").column("expires_at").execute();

  await db.schema
    .createTable("app_secrets")
    .addColumn("name", "text", (c) => c.primaryKey())
    .addColumn("value", "text", (c) => c.notNull())
    .addColumn("created_at", ts, (c) => c.notNull().defaultTo(pg ? sql`now()` : sql`CURRENT_TIMESTAMP`))
    .execute();
}
