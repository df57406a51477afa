// The desk's editor (issue 42 items 2 and 6, decision 064): a draft's revision, raised by every save
// and publish, so a save made from an older draft (another member saved since) is refused as a
// conflict instead of overwriting their words. The published version alone could not tell two
// drafts of the same base apart.
// Frozen once shipped: never edited, and never imports the project's code (lint enforces it).
import type { Kysely } from "kysely";

type Dialect = "sqlite" | "postgres";

export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await db.schema
    .alterTable("content_entries")
    .addColumn("draft_revision", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
}
