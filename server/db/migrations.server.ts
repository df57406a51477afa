// Versioned migrations, one set for both engines, applied at start (Kysely's Migrator
// takes a lock, so several instances starting together apply each migration once).
// Append new migrations; never edit one that has shipped.
import { type CreateTableBuilder, type Kysely, type Migration, Migrator, sql } from "kysely";
import { backfillInbox } from "#server/leads/backfill.server.ts";
import type { Dialect } from "./database.server.ts";

type Builder = CreateTableBuilder<string, never>;

function migrations(dialect: Dialect): Record<string, Migration> {
  const pg = dialect === "postgres";
  const ts = pg ? sql`timestamptz` : sql`text`;

  const attribution = (t: Builder): Builder => {
    let table = t;
    for (const touch of ["first", "last"]) {
      for (const key of [
        "utm_source",
        "utm_medium",
        "utm_campaign",
        "utm_term",
        "utm_content",
        "gclid",
        "fbclid",
        "referrer",
        "landing_page",
      ]) {
        table = table.addColumn(`${touch}_${key}`, "text");
      }
    }
    return table;
  };

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

  return {
    "001_initial": {
      async up(db: Kysely<unknown>) {
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
      },
    },
    // The outbox carries more than CRM deliveries (mail, list-system webhooks): each entry names
    // its destination, and a worker only claims entries for destinations it can deliver to.
    "002_outbox_destinations": {
      async up(db: Kysely<unknown>) {
        await db.schema
          .alterTable("outbox")
          .addColumn("destination", "text", (c) => c.notNull().defaultTo("crm"))
          .execute();
        await db.schema
          .createIndex("outbox_destination_due")
          .on("outbox")
          .columns(["status", "destination", "next_attempt_at"])
          .execute();
      },
    },
    // The audit log: append-only, enforced by the database itself.
    "011_audit_log": {
      async up(db: Kysely<unknown>) {
        await db.schema
          .createTable("audit_log")
          .addColumn("id", "text", (c) => c.primaryKey())
          .addColumn("at", ts, (c) => c.notNull())
          .addColumn("actor_id", "text")
          .addColumn("action", "text", (c) => c.notNull())
          .addColumn("target_type", "text")
          .addColumn("target_id", "text")
          .addColumn("ip_hash", "text")
          .addColumn("details", "text", (c) => c.notNull().defaultTo("{}"))
          .execute();
        await db.schema.createIndex("audit_log_at").on("audit_log").columns(["at", "id"]).execute();
        await db.schema
          .createIndex("audit_log_target")
          .on("audit_log")
          .columns(["target_type", "target_id", "at"])
          .execute();
        await db.schema.createIndex("audit_log_actor").on("audit_log").columns(["actor_id", "at"]).execute();
        if (pg) {
          await sql`create function audit_log_append_only() returns trigger language plpgsql as $$
            begin raise exception 'audit_log is append-only'; end $$`.execute(db);
          await sql`create trigger audit_log_no_change before update or delete on audit_log
            for each row execute function audit_log_append_only()`.execute(db);
          await sql`create trigger audit_log_no_truncate before truncate on audit_log
            for each statement execute function audit_log_append_only()`.execute(db);
        } else {
          for (const event of ["update", "delete"]) {
            await sql`create trigger ${sql.raw(`audit_log_no_${event}`)} before ${sql.raw(event)} on audit_log
              begin select raise(abort, 'audit_log is append-only'); end`.execute(db);
          }
        }
      },
    },
    // The staff inbox (issue 13): one row per submission for listing, filters and search,
    // notes, and the backfill of submissions stored before the desk existed.
    "020_lead_desk": {
      async up(db: Kysely<unknown>) {
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
        await db.schema
          .createIndex("inbox_items_email")
          .on("inbox_items")
          .columns(["email_norm", "created_at"])
          .execute();
        await db.schema
          .createIndex("inbox_items_phone")
          .on("inbox_items")
          .columns(["phone_norm", "created_at"])
          .execute();
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
      },
    },
    // Privacy requests as cases (issue 14): statutory due dates, identity checks, the suppression
    // list (plain identifiers while held, SHA-256 hashes kept after erasure), and references.
    "021_consent_record": {
      // What each person was shown when they sent a form (issue 13): the statements' version and
      // hash, the form's version, the page and when it was shown; and (issue 14) the privacy
      // requester's country. Nullable: rows from before this migration have none.
      async up(db: Kysely<unknown>) {
        for (const table of ["contact_submissions", "privacy_submissions"]) {
          await db.schema.alterTable(table).addColumn("consent_version", "text").execute();
          await db.schema.alterTable(table).addColumn("consent_hash", "text").execute();
          await db.schema.alterTable(table).addColumn("form_version", "text").execute();
          await db.schema.alterTable(table).addColumn("consent_page_url", "text").execute();
          await db.schema.alterTable(table).addColumn("consent_shown_at", ts).execute();
        }
        await db.schema.alterTable("privacy_submissions").addColumn("country", "text").execute();
      },
    },
    "030_privacy_cases": {
      async up(db: Kysely<unknown>) {
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
      },
    },
    // The privacy workflow (issue 14): what a case links to and when its answer went out, and one
    // row per daily job and day so that several instances run each daily job once.
    "031_privacy_workflow": {
      async up(db: Kysely<unknown>) {
        await db.schema.alterTable("privacy_cases").addColumn("suppression_entry_id", "text").execute();
        await db.schema.alterTable("privacy_cases").addColumn("duplicate_of", "text").execute();
        await db.schema.alterTable("privacy_cases").addColumn("response_sent_at", ts).execute();
        await db.schema.createIndex("identity_tokens_case").on("identity_tokens").column("case_id").execute();
        await db.schema
          .createTable("job_runs")
          .addColumn("job", "text", (c) => c.notNull())
          .addColumn("day", "text", (c) => c.notNull())
          .addColumn("started_at", ts, (c) => c.notNull())
          .addPrimaryKeyConstraint("job_runs_pk", ["job", "day"])
          .execute();
      },
    },
    // Staff accounts and sign-in (issue 12): members, invitations, second factors, sessions
    // (tokens stored hashed) and the sign-in throttle shared by every instance.
    "040_staff_accounts": {
      async up(db: Kysely<unknown>) {
        await db.schema
          .createTable("staff")
          .addColumn("id", "text", (c) => c.primaryKey())
          .addColumn("email", "text", (c) => c.notNull().unique())
          .addColumn("name", "text", (c) => c.notNull())
          .addColumn("role", "text", (c) => c.notNull())
          .addColumn("status", "text", (c) => c.notNull())
          .addColumn("password_hash", "text")
          .addColumn("totp_secret", "text")
          .addColumn("totp_last_step", "bigint")
          .addColumn("mfa_enrolled_at", ts)
          .addColumn("created_at", ts, (c) => c.notNull())
          .addColumn("last_sign_in_at", ts)
          .execute();
        await db.schema
          .createTable("staff_invitations")
          .addColumn("token_hash", "text", (c) => c.primaryKey())
          .addColumn("staff_id", "text", (c) => c.notNull())
          .addColumn("kind", "text", (c) => c.notNull())
          .addColumn("created_at", ts, (c) => c.notNull())
          .addColumn("expires_at", ts, (c) => c.notNull())
          .addColumn("used_at", ts)
          .execute();
        await db.schema.createIndex("staff_invitations_staff").on("staff_invitations").column("staff_id").execute();
        await db.schema
          .createTable("staff_recovery_codes")
          .addColumn("staff_id", "text", (c) => c.notNull())
          .addColumn("code_hash", "text", (c) => c.notNull())
          .addColumn("used_at", ts)
          .addPrimaryKeyConstraint("staff_recovery_codes_pk", ["staff_id", "code_hash"])
          .execute();
        await db.schema
          .createTable("staff_passkeys")
          .addColumn("id", "text", (c) => c.primaryKey())
          .addColumn("staff_id", "text", (c) => c.notNull())
          .addColumn("public_key", "text", (c) => c.notNull())
          .addColumn("counter", "bigint", (c) => c.notNull().defaultTo(0))
          .addColumn("transports", "text")
          .addColumn("created_at", ts, (c) => c.notNull())
          .addColumn("last_used_at", ts)
          .execute();
        await db.schema
          .createTable("staff_sessions")
          .addColumn("id", "text", (c) => c.primaryKey())
          .addColumn("token_hash", "text", (c) => c.notNull().unique())
          .addColumn("staff_id", "text", (c) => c.notNull())
          .addColumn("stage", "text", (c) => c.notNull())
          .addColumn("created_at", ts, (c) => c.notNull())
          .addColumn("last_seen_at", ts, (c) => c.notNull())
          .addColumn("expires_at", ts, (c) => c.notNull())
          .addColumn("ended_at", ts)
          .addColumn("user_agent", "text")
          .addColumn("ip_hash", "text")
          .execute();
        await db.schema
          .createIndex("staff_sessions_staff")
          .on("staff_sessions")
          .columns(["staff_id", "ended_at"])
          .execute();
        await db.schema
          .createTable("staff_sign_in_throttle")
          .addColumn("key", "text", (c) => c.primaryKey())
          .addColumn("failures", "integer", (c) => c.notNull())
          .addColumn("last_failure_at", ts, (c) => c.notNull())
          .addColumn("locked_until", ts)
          .execute();
      },
    },
    // Passkeys (issue 12): a member names each passkey; the challenge of a ceremony is signed by
    // the server and not stored (decision 021), so nothing is written before a passkey is used.
    "041_passkey_names": {
      async up(db: Kysely<unknown>) {
        await db.schema
          .alterTable("staff_passkeys")
          .addColumn("name", "text", (c) => c.notNull().defaultTo("Passkey"))
          .execute();
        await db.schema.createIndex("staff_passkeys_staff").on("staff_passkeys").column("staff_id").execute();
      },
    },
  };
}

/** Applies every pending migration; throws (and the server does not start) on failure. */
export async function migrateToLatest(db: Kysely<unknown>, dialect: Dialect): Promise<string[]> {
  const all = migrations(dialect);
  // On PostgreSQL, Kysely looks for its migration tables in every schema unless told which one;
  // another schema of the same database (another instance, a test, a benchmark) would then make it
  // skip creating its own. Pin them to the connection's current schema.
  const migrationTableSchema =
    dialect === "postgres"
      ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema
      : undefined;
  // Migrations of separate features may land in any order (each touches its own tables).
  const migrator = new Migrator({
    db,
    migrationTableSchema,
    allowUnorderedMigrations: true,
    provider: { getMigrations: async () => all },
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === "Success").map((r) => r.migrationName);
}
