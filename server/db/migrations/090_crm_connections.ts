// CRM connectors (issue 44, decision 059): one connection per CRM (settings as JSON, credentials
// encrypted with a key kept beside the database), and what each CRM answered for each delivered
// outbox entry (the record's ids and link), the enquiry's delivery log.
// Frozen once shipped: never edited, and never imports the project's code (lint enforces it).
import { type Kysely, sql } from "kysely";

type Dialect = "sqlite" | "postgres";

export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const ts = dialect === "postgres" ? sql`timestamptz` : sql`text`;
  await db.schema
    .createTable("crm_connections")
    .addColumn("destination", "text", (c) => c.primaryKey())
    .addColumn("forms", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("settings", "text", (c) => c.notNull().defaultTo("{}"))
    .addColumn("credentials", "text", (c) => c.notNull())
    .addColumn("created_at", ts, (c) => c.notNull())
    .addColumn("updated_at", ts, (c) => c.notNull())
    .addColumn("updated_by", "text")
    .execute();
  await db.schema
    .createTable("crm_records")
    .addColumn("entry_id", "text", (c) => c.primaryKey())
    .addColumn("destination", "text", (c) => c.notNull())
    .addColumn("about_id", "text", (c) => c.notNull())
    .addColumn("contact_id", "text")
    .addColumn("record_id", "text")
    .addColumn("record_url", "text")
    .addColumn("created_at", ts, (c) => c.notNull())
    .execute();
  await db.schema.createIndex("crm_records_about").on("crm_records").column("about_id").execute();
}
