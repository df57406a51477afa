// Calls logged on an enquiry (issue 25): who called, when, the outcome, an optional note about the
// call. A logged call is a response like a status change or a note (decision 028 as amended).
// Frozen once shipped: never edited, and never imports the project's code (lint enforces it).
import { type Kysely, sql } from "kysely";

type Dialect = "sqlite" | "postgres";

export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const ts = dialect === "postgres" ? sql`timestamptz` : sql`text`;
  await db.schema
    .createTable("enquiry_calls")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("item_id", "text", (c) => c.notNull())
    .addColumn("author_id", "text", (c) => c.notNull())
    .addColumn("created_at", ts, (c) => c.notNull())
    .addColumn("outcome", "text", (c) => c.notNull())
    .addColumn("note", "text")
    .execute();
  await db.schema.createIndex("enquiry_calls_item").on("enquiry_calls").columns(["item_id", "created_at"]).execute();
}
