// An experiment's sequential design (issue 43, decisions 074 and 079): the statistic's alpha and
// mixture spread, with the traffic and rate they were planned from, fixed when the experiment starts
// and read with every look at its results (changing it after seeing data would void the guarantee).
// JSON; null until the experiment starts.
// Frozen once shipped: never edited, and never imports the project's code (lint enforces it).
import type { Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("experiments").addColumn("design", "text").execute();
}
