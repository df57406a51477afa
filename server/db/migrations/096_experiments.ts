// Experiments (issue 43, decision 075): an experiment on one content entry's fields, its arms (arm 0
// is the published content; each other arm a set of field values by JSON pointer), its lifecycle, and
// the two links from an arm to an outcome: the visitors a page view showed it to (by the analytics'
// daily visitor hash, as analytics_visits keeps them), and the enquiries whose visitor saw it (by
// submission id, going with the submission's erasure).
// Frozen once shipped: never edited, and never imports the project's code (lint enforces it).
import { type Kysely, sql } from "kysely";

type Dialect = "sqlite" | "postgres";

export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const ts = dialect === "postgres" ? sql`timestamptz` : sql`text`;
  await db.schema
    .createTable("experiments")
    .addColumn("id", "text", (c) => c.primaryKey())
    // The content entry whose fields the arms change (content_entries.id: a page's path).
    .addColumn("entry_id", "text", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("hypothesis", "text", (c) => c.notNull())
    // "enquiries" | "qualified" | "won"
    .addColumn("primary_outcome", "text", (c) => c.notNull())
    .addColumn("planned_days", "integer", (c) => c.notNull())
    // JSON: [{ label, weight, changes: { "/json/pointer": value } }], arm 0 with no changes.
    .addColumn("arms", "text", (c) => c.notNull())
    // "draft" | "running" | "stopped" | "concluded"
    .addColumn("status", "text", (c) => c.notNull())
    // Optimistic concurrency, as content entries: a save names the version it was made against.
    .addColumn("version", "integer", (c) => c.notNull())
    .addColumn("created_by", "text", (c) => c.notNull())
    .addColumn("created_at", ts, (c) => c.notNull())
    .addColumn("updated_by", "text", (c) => c.notNull())
    .addColumn("updated_at", ts, (c) => c.notNull())
    .addColumn("started_at", ts)
    .addColumn("stopped_at", ts)
    .addColumn("concluded_at", ts)
    .addColumn("winner_arm", "integer")
    .execute();
  // One running experiment per entry: two would split one page's visitors twice.
  await db.schema
    .createIndex("experiments_one_running")
    .on("experiments")
    .column("entry_id")
    .unique()
    .where(sql.ref("status"), "=", "running")
    .execute();
  await db.schema
    .createTable("experiment_exposures")
    .addColumn("experiment_id", "text", (c) => c.notNull())
    // Sydney calendar day and the analytics' daily visitor hash of that day.
    .addColumn("day", "text", (c) => c.notNull())
    .addColumn("visitor", "text", (c) => c.notNull())
    .addColumn("arm", "integer", (c) => c.notNull())
    .addColumn("first_at", ts, (c) => c.notNull())
    .addPrimaryKeyConstraint("experiment_exposures_pk", ["experiment_id", "day", "visitor"])
    .execute();
  await db.schema
    .createTable("submission_experiments")
    .addColumn("submission_id", "text", (c) => c.notNull())
    .addColumn("experiment_id", "text", (c) => c.notNull())
    .addColumn("arm", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("submission_experiments_pk", ["submission_id", "experiment_id"])
    .execute();
  await db.schema
    .createIndex("submission_experiments_experiment")
    .on("submission_experiments")
    .columns(["experiment_id", "arm"])
    .execute();
}
