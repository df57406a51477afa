// When each daily job finished and how (issue 27): "ok" or "failed" (and why, without personal
// data), so that monitoring can tell how long ago each job last ran to the end.
// Frozen once shipped: never edited, and never imports the project's code (lint enforces it).
import { type Kysely, sql } from "kysely";

type Dialect = "sqlite" | "postgres";

export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const ts = dialect === "postgres" ? sql`timestamptz` : sql`text`;
  await db.schema.alterTable("job_runs").addColumn("finished_at", ts).execute();
  await db.schema.alterTable("job_runs").addColumn("outcome", "text").execute();
  await db.schema.alterTable("job_runs").addColumn("error", "text").execute();
}
