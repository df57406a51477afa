// A publish scheduled for a moment (issue 42 item 4, decision 066): an entry's draft is published at
// `scheduled_for` by whichever instance claims it first (`schedule_claimed_at`, taken by a conditional
// update; a claim older than a minute is an instance that stopped, and is taken again). Who scheduled
// it is named by staff id only, like the entry's other staff columns.
// Frozen once shipped: never edited, and never imports the project's code (lint enforces it).
import { type Kysely, sql } from "kysely";

type Dialect = "sqlite" | "postgres";

export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const ts = dialect === "postgres" ? sql`timestamptz` : sql`text`;
  await db.schema.alterTable("content_entries").addColumn("scheduled_for", ts).execute();
  await db.schema.alterTable("content_entries").addColumn("scheduled_by", "text").execute();
  await db.schema.alterTable("content_entries").addColumn("schedule_claimed_at", ts).execute();
  await db.schema
    .createIndex("content_entries_scheduled")
    .on("content_entries")
    .column("scheduled_for")
    .where(sql.ref("scheduled_for"), "is not", null)
    .execute();
}
