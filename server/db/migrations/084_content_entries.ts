// Content as data (issue 42, decision 060): the words of the public site, the facts and the
// insights articles as entries in the application's own storage. An entry is one page (its id the
// registry path), one article, or a fixed id such as `facts`; it points at its published version
// and may hold one draft with the version that draft was based on (a save against an older base is
// a conflict). Every published version is kept, whole, with who published it, when and a note.
// Staff are named by id only (no foreign key: a deleted member's history stays readable).
// Frozen once shipped: never edited, and never imports the project's code (lint enforces it).
import { type Kysely, sql } from "kysely";

type Dialect = "sqlite" | "postgres";

export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const pg = dialect === "postgres";
  const ts = pg ? sql`timestamptz` : sql`text`;

  await db.schema
    .createTable("content_entries")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("type", "text", (c) => c.notNull())
    // Null only for an entry that has never been published (a new article's first draft).
    .addColumn("published_version", "integer")
    .addColumn("draft", "text")
    .addColumn("draft_base_version", "integer")
    .addColumn("updated_by", "text")
    .addColumn("updated_at", ts, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("content_versions")
    .addColumn("entry_id", "text", (c) => c.notNull())
    .addColumn("version", "integer", (c) => c.notNull())
    .addColumn("data", "text", (c) => c.notNull())
    // Null: the version shipped with the code (seeded on a fresh install).
    .addColumn("published_by", "text")
    .addColumn("published_at", ts, (c) => c.notNull())
    .addColumn("note", "text")
    .addPrimaryKeyConstraint("content_versions_pk", ["entry_id", "version"])
    .execute();
}
