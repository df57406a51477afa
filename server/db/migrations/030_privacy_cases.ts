// Privacy requests as cases (issue 14): statutory due dates, identity checks, the suppression
// list (plain identifiers while held, SHA-256 hashes kept after erasure), and references.
// Frozen once shipped: never edited, and never imports the project's code (lint enforces it).
import { type Kysely, sql } from "kysely";

type Dialect = "sqlite" | "postgres";

export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const pg = dialect === "postgres";
  const ts = pg ? sql`timestamptz` : sql`text`;
  await db.schema
    .createTable("privacy_cases")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("reference", "text", (c) => c.notNull().unique())
    .addColumn("received_at", ts, (c) => c.notNull())
    .addColumn("jurisdiction", "text", (c) => c.notNull())
    .addColumn("request_type", "text", (c) => c.notNull())
    .addColumn("suppression_requested", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("suppression_needs_contact", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("due_date", "text", (c) => c.notNull())
    .addColumn("suppression_due_date", "text")
    .addColumn("extended_to", "text")
    .addColumn("extension_reason", "text")
    .addColumn("paused_at", ts)
    .addColumn("identity_verified_at", ts)
    .addColumn("identity_method", "text")
    .addColumn("identity_note", "text")
    .addColumn("outcome_reason", "text")
    .addColumn("assignee_id", "text")
    .addColumn("closed_at", ts)
    .addColumn("erased_at", ts)
    .addColumn("updated_at", ts, (c) => c.notNull())
    .execute();
  await db.schema.createIndex("privacy_cases_due").on("privacy_cases").columns(["status", "due_date"]).execute();
  await db.schema.createIndex("privacy_cases_closed").on("privacy_cases").columns(["closed_at"]).execute();

  await db.schema
    .createTable("case_counters")
    .addColumn("year", "integer", (c) => c.primaryKey())
    .addColumn("last", "integer", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("identity_tokens")
    .addColumn("token_hash", "text", (c) => c.primaryKey())
    .addColumn("case_id", "text", (c) => c.notNull())
    .addColumn("created_at", ts, (c) => c.notNull())
    .addColumn("expires_at", ts, (c) => c.notNull())
    .addColumn("used_at", ts)
    .execute();

  await db.schema
    .createTable("suppression_entries")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("created_at", ts, (c) => c.notNull())
    .addColumn("created_by", "text")
    .addColumn("source_case_id", "text")
    .addColumn("reason", "text", (c) => c.notNull())
    .addColumn("email_norm", "text")
    .addColumn("email_sha256", "text")
    .addColumn("phone_e164", "text")
    .addColumn("phone_sha256", "text")
    .addColumn("name", "text")
    .addColumn("address", "text")
    .execute();
  await db.schema.createIndex("suppression_email").on("suppression_entries").column("email_sha256").execute();
  await db.schema.createIndex("suppression_phone").on("suppression_entries").column("phone_sha256").execute();
  await db.schema.createIndex("suppression_case").on("suppression_entries").column("source_case_id").execute();
}
