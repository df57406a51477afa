// New articles, changed addresses and take-downs (issue 42 item 5, decision 071): an entry taken down
// (when, and by whom: a staff id, like the entry's other staff columns), and the redirects the desk
// adds (an article's old address to its new one, a taken-down one to its hub), applied by every
// instance beside the shipped redirect table. Chains are collapsed when a redirect is added, so each
// row names its final address.
// Frozen once shipped: never edited, and never imports the project's code (lint enforces it).
import { type Kysely, sql } from "kysely";

type Dialect = "sqlite" | "postgres";

export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const ts = dialect === "postgres" ? sql`timestamptz` : sql`text`;
  await db.schema.alterTable("content_entries").addColumn("taken_down_at", ts).execute();
  await db.schema.alterTable("content_entries").addColumn("taken_down_by", "text").execute();
  await db.schema
    .createTable("content_redirects")
    .addColumn("from_path", "text", (c) => c.primaryKey())
    .addColumn("to_path", "text", (c) => c.notNull())
    // The entry whose move or take-down added it.
    .addColumn("entry_id", "text", (c) => c.notNull())
    .addColumn("created_at", ts, (c) => c.notNull())
    .execute();
}
