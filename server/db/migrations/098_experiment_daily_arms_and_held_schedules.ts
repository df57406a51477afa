// Experiments' visitors per arm and Sydney day (issue 43, decision 084): the raw exposures go with the
// analytics' raw rows after ANALYTICS_RETENTION_DAYS, but an experiment may run for longer. A visitor
// is counted per day (the daily hash changes daily), so distinct visitors per (experiment, day, arm)
// are exact. The analytics' daily roll-up fills it for each day it rolls up; the days rolled up
// before this migration are filled here from the exposures still kept (those pruned already are gone).
// And content_entries.schedule_refusal: why the last scheduled publish that came due was not made
// (JSON { at, reason, experiment? }; a running experiment holds its entry's publishes), for the desk.
// Frozen once shipped: never edited, and never imports the project's code (lint enforces it).
import { type Kysely, sql } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("experiment_daily_arms")
    .addColumn("experiment_id", "text", (c) => c.notNull())
    .addColumn("day", "text", (c) => c.notNull())
    .addColumn("arm", "integer", (c) => c.notNull())
    .addColumn("visitors", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("experiment_daily_arms_pk", ["experiment_id", "day", "arm"])
    .execute();
  await sql`insert into experiment_daily_arms (experiment_id, day, arm, visitors)
    select experiment_id, day, arm, count(*) from experiment_exposures
    where day in (select day from analytics_rollups)
    group by experiment_id, day, arm`.execute(db);
  await db.schema.alterTable("content_entries").addColumn("schedule_refusal", "text").execute();
}
