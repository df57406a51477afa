// What each person was shown when they sent a form (issue 13): the statements' version and
// hash, the form's version, the page and when it was shown; and (issue 14) the privacy
// requester's country. Nullable: rows from before this migration have none.
// Frozen once shipped: never edited, and never imports the project's code (lint enforces it).
import { type Kysely, sql } from "kysely";

type Dialect = "sqlite" | "postgres";

export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const pg = dialect === "postgres";
  const ts = pg ? sql`timestamptz` : sql`text`;
  for (const table of ["contact_submissions", "privacy_submissions"]) {
    await db.schema.alterTable(table).addColumn("consent_version", "text").execute();
    await db.schema.alterTable(table).addColumn("consent_hash", "text").execute();
    await db.schema.alterTable(table).addColumn("form_version", "text").execute();
    await db.schema.alterTable(table).addColumn("consent_page_url", "text").execute();
    await db.schema.alterTable(table).addColumn("consent_shown_at", ts).execute();
  }
  await db.schema.alterTable("privacy_submissions").addColumn("country", "text").execute();
}
