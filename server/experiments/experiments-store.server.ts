// Experiments in the application's own storage (issue 43 item 1, decision 079), on both engines: a
// draft made and changed with optimistic concurrency (a save names the version it was made against,
// as content entries do), started, stopped and concluded. Staff are named by id only.
import type { Storage } from "#server/db/database.server.ts";
import type { ExperimentsTable } from "#server/db/schema.server.ts";
import { toIso } from "#server/db/schema.server.ts";
import { type Arm, armsSchema } from "#shared/experiments/arms.ts";

export type ExperimentStatus = ExperimentsTable["status"];
export type PrimaryOutcome = ExperimentsTable["primary_outcome"];

export interface Experiment {
  id: string;
  entryId: string;
  name: string;
  hypothesis: string;
  primaryOutcome: PrimaryOutcome;
  plannedDays: number;
  arms: Arm[];
  status: ExperimentStatus;
  version: number;
  createdBy: string;
  createdAt: string;
  updatedBy: string;
  updatedAt: string;
  startedAt: string | null;
  stoppedAt: string | null;
  concludedAt: string | null;
  winnerArm: number | null;
}

type Row = Pick<ExperimentsTable, keyof ExperimentsTable>;

/** Stored arms, parsed; a draft's may be incomplete (fewer arms, no changes yet), so only their shape is read. */
function parseArms(json: string): Arm[] {
  return JSON.parse(json) as Arm[];
}

function toExperiment(row: Row): Experiment {
  return {
    id: row.id,
    entryId: row.entry_id,
    name: row.name,
    hypothesis: row.hypothesis,
    primaryOutcome: row.primary_outcome,
    plannedDays: Number(row.planned_days),
    arms: parseArms(row.arms),
    status: row.status,
    version: Number(row.version),
    createdBy: row.created_by,
    createdAt: toIso(row.created_at)!,
    updatedBy: row.updated_by,
    updatedAt: toIso(row.updated_at)!,
    startedAt: toIso(row.started_at),
    stoppedAt: toIso(row.stopped_at),
    concludedAt: toIso(row.concluded_at),
    winnerArm: row.winner_arm === null ? null : Number(row.winner_arm),
  };
}

export interface RunningExperiment {
  id: string;
  entryId: string;
  arms: Arm[];
  startedAt: string;
}

/**
 * The experiments running now, each with its arms checked against the arms' schema (what serving
 * the arms' pages and recording exposures reads). Throws on a running experiment whose stored arms
 * fail the schema: starting checks them, so that is a corrupted row, not a visitor's problem.
 */
export async function runningExperiments(storage: Storage): Promise<RunningExperiment[]> {
  const rows = await storage.db
    .selectFrom("experiments")
    .select(["id", "entry_id", "arms", "started_at"])
    .where("status", "=", "running")
    .orderBy("id")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    entryId: row.entry_id,
    arms: armsSchema.parse(JSON.parse(row.arms)),
    startedAt: toIso(row.started_at)!,
  }));
}

/** One experiment; undefined when there is none with this id. */
export async function readExperiment(storage: Storage, id: string): Promise<Experiment | undefined> {
  const row = await storage.db.selectFrom("experiments").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? toExperiment(row) : undefined;
}

/** Every experiment, newest first. */
export async function listExperiments(storage: Storage): Promise<Experiment[]> {
  const rows = await storage.db.selectFrom("experiments").selectAll().orderBy("created_at", "desc").execute();
  return rows.map(toExperiment);
}
