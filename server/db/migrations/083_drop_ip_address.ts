// The submission tables' ip_address column goes: it was always null (the client's address is used
// only, hashed, as the rate-limit key; decision 014), so no data is lost. SQLite rewrites each table
// once to drop it; PostgreSQL only marks it dropped. Instances of an older release still write it,
// and their inserts fail once it is gone: with several instances, replace them all together (decision 052).
// Frozen once shipped: never edited, and never imports the project's code (lint enforces it).
import type { Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ["contact_submissions", "privacy_submissions"]) {
    await db.schema.alterTable(table).dropColumn("ip_address").execute();
  }
}
