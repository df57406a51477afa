// The privacy workflow (issue 14): what a case links to and when its answer went out, and one
// row per daily job and day so that several instances run each daily job once.
// Frozen once shipped: never edited, and never imports the project's code (lint enforces it).
import { type Kysely, sql } from "kysely";

type Dialect = "sqlite" | "postgres";

export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const pg = dialect === "postgres";
  const ts = pg ? sql`timestamptz` : sql`text`;
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
}
