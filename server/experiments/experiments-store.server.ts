// Experiments in the application's own storage (issue 43 item 1, decision 079), on both engines: a
// draft made and changed with optimistic concurrency (a save names the version it was made against,
// as content entries do), started, stopped and concluded. Staff are named by id only.
import { randomUUID } from "node:crypto";
import { z } from "zod";
import { FACTS_ID, readEntry, readPublished } from "#server/content/content-store.server.ts";
import type { Storage } from "#server/db/database.server.ts";
import type { ExperimentsTable } from "#server/db/schema.server.ts";
import { toIso } from "#server/db/schema.server.ts";
import { inTransaction } from "#server/db/transaction.server.ts";
import { checkEntry, type FieldErrors } from "#shared/content/check.ts";
import type { ContentTypeName } from "#shared/content/content-types.ts";
import type { FactsData } from "#shared/content/placeholders.ts";
import { type Arm, applyArm, armSchema, armsSchema, MAX_ARMS } from "#shared/experiments/arms.ts";
import { OUTCOMES, type SequentialDesign } from "#shared/experiments/statistics.ts";

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
  /** Fixed at start (migration 097); null before. */
  design: Design | null;
}

/** The statistic's settings fixed at start, with the traffic and rate they were planned from. */
export interface Design extends SequentialDesign {
  dailyVisitors: number;
  baselineRate: number;
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
    design: row.design === null ? null : (JSON.parse(row.design) as Design),
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

/** The experiment running on an entry, if any (at most one: migration 096's index); content's ExperimentOn. */
export async function runningExperimentOn(
  storage: Storage,
  entryId: string,
): Promise<{ id: string; name: string } | undefined> {
  return storage.db
    .selectFrom("experiments")
    .select(["id", "name"])
    .where("entry_id", "=", entryId)
    .where("status", "=", "running")
    .executeTakeFirst();
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

/** An experiment may change a page's or an article's words: entries at an address, not the facts or the not-found page. */
export function mayExperimentOn(entryId: string): boolean {
  return entryId.startsWith("/");
}

/** What a draft may hold: arms still being written (fewer than two, no changes yet) are kept. */
const draftSchema = z.strictObject({
  entryId: z.string().refine(mayExperimentOn, { error: "Choose a page or an article" }),
  name: z.string().trim().min(1, { error: "Give the experiment a name" }).max(120),
  hypothesis: z.string().trim().max(2000),
  primaryOutcome: z.enum(OUTCOMES, { error: "Choose enquiries, qualified or won deals" }),
  plannedDays: z.int({ error: "Plan a whole number of days" }).min(1, { error: "Plan at least a day" }).max(730),
  arms: z
    .array(armSchema)
    .min(1)
    .max(MAX_ARMS, { error: `An experiment has at most ${MAX_ARMS} arms` }),
});

export type ExperimentDraft = z.input<typeof draftSchema>;

function fieldErrorsOf(issues: readonly z.core.$ZodIssue[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) errors[issue.path.map(String).join(".")] ??= issue.message;
  return errors;
}

/** The draft checked: its shape, and an entry that exists whose published data has each changed field. */
async function checkDraft(
  storage: Storage,
  input: ExperimentDraft,
): Promise<{ ok: true; draft: z.output<typeof draftSchema> } | { ok: false; fieldErrors: FieldErrors }> {
  const parsed = draftSchema.safeParse(input);
  if (!parsed.success) return { ok: false, fieldErrors: fieldErrorsOf(parsed.error.issues) };
  const published = await readPublished(storage, parsed.data.entryId);
  if (!published || published.takenDown) return { ok: false, fieldErrors: { entryId: "Choose a published page" } };
  const fieldErrors: FieldErrors = {};
  parsed.data.arms.forEach((arm, i) => {
    try {
      applyArm(published.data, arm.changes);
    } catch (error) {
      fieldErrors[`arms.${i}.changes`] = (error as Error).message;
    }
  });
  return Object.keys(fieldErrors).length > 0 ? { ok: false, fieldErrors } : { ok: true, draft: parsed.data };
}

export type CreateResult = { ok: true; id: string } | { ok: false; reason: "invalid"; fieldErrors: FieldErrors };

/** A new experiment, as a draft at version 1. */
export async function createExperiment(
  storage: Storage,
  input: ExperimentDraft & { staffId: string; now?: Date },
): Promise<CreateResult> {
  const { staffId, now, ...fields } = input;
  const checked = await checkDraft(storage, fields);
  if (!checked.ok) return { ok: false, reason: "invalid", fieldErrors: checked.fieldErrors };
  const id = randomUUID();
  const at = (now ?? new Date()).toISOString();
  const d = checked.draft;
  await storage.db
    .insertInto("experiments")
    .values({
      id,
      entry_id: d.entryId,
      name: d.name,
      hypothesis: d.hypothesis,
      primary_outcome: d.primaryOutcome,
      planned_days: d.plannedDays,
      arms: JSON.stringify(d.arms),
      status: "draft",
      version: 1,
      created_by: staffId,
      created_at: at,
      updated_by: staffId,
      updated_at: at,
      started_at: null,
      stopped_at: null,
      concluded_at: null,
      winner_arm: null,
      design: null,
    })
    .execute();
  return { ok: true, id };
}

const lockedRow = (db: Storage["db"], storage: Storage, id: string) =>
  db
    .selectFrom("experiments")
    .selectAll()
    .where("id", "=", id)
    .$if(storage.dialect === "postgres", (q) => q.forUpdate())
    .executeTakeFirst();

export type ChangeRefusal =
  | { ok: false; reason: "unknown" }
  /** Another save or a start came first: what is stored now, to show beside one's own. */
  | { ok: false; reason: "conflict"; current: Experiment }
  | { ok: false; reason: "not-draft" | "not-running" | "not-ended"; status: ExperimentStatus };

export type UpdateResult = { ok: true; version: number } | ChangeRefusal | (CreateResult & { ok: false });

/** Saves a draft made from `version`; refused as a conflict when another save came first. */
export async function updateExperiment(
  storage: Storage,
  input: ExperimentDraft & { id: string; version: number; staffId: string; now?: Date },
): Promise<UpdateResult> {
  const { id, version, staffId, now, ...fields } = input;
  const checked = await checkDraft(storage, fields);
  return inTransaction(storage, async (db) => {
    const row = await lockedRow(db, storage, id);
    if (!row) return { ok: false as const, reason: "unknown" as const };
    if (Number(row.version) !== version)
      return { ok: false as const, reason: "conflict" as const, current: toExperiment(row) };
    if (row.status !== "draft") return { ok: false as const, reason: "not-draft" as const, status: row.status };
    if (!checked.ok) return { ok: false as const, reason: "invalid" as const, fieldErrors: checked.fieldErrors };
    const d = checked.draft;
    await db
      .updateTable("experiments")
      .set({
        entry_id: d.entryId,
        name: d.name,
        hypothesis: d.hypothesis,
        primary_outcome: d.primaryOutcome,
        planned_days: d.plannedDays,
        arms: JSON.stringify(d.arms),
        version: version + 1,
        updated_by: staffId,
        updated_at: (now ?? new Date()).toISOString(),
      })
      .where("id", "=", id)
      .execute();
    return { ok: true as const, version: version + 1 };
  });
}

/**
 * What each arm's page would show, checked as a save of the entry would be (its type's schema, the
 * code refusal, the published facts) and by `refuse` (the guard rails), by arm: "arms.1.changes" with
 * the field's message. Arm 0 is the published data, checked when it was published.
 */
export async function checkArms(
  storage: Storage,
  entryId: string,
  arms: readonly Arm[],
  refuse?: (type: ContentTypeName, data: unknown) => FieldErrors | undefined,
): Promise<FieldErrors> {
  const [entry, published, facts] = await Promise.all([
    readEntry(storage, entryId),
    readPublished(storage, entryId),
    readPublished(storage, FACTS_ID),
  ]);
  if (!entry || !published || published.takenDown) return { entryId: "Choose a published page" };
  const errors: FieldErrors = {};
  arms.forEach((arm, i) => {
    if (i === 0) return;
    let data: unknown;
    try {
      data = applyArm(published.data, arm.changes);
    } catch (error) {
      errors[`arms.${i}.changes`] = (error as Error).message;
      return;
    }
    const result = checkEntry(entry.type, data, (facts?.data ?? {}) as FactsData);
    const problems = result.ok ? (refuse?.(entry.type, result.data) ?? {}) : result.fieldErrors;
    for (const [path, message] of Object.entries(problems)) errors[`arms.${i}.changes`] ??= `${path}: ${message}`;
  });
  return errors;
}

/** Why arms cannot start (2-4 arms, each but the first changing a field), by field; undefined when they can. */
export function armsProblems(arms: readonly Arm[]): FieldErrors | undefined {
  const parsed = armsSchema.safeParse(arms);
  return parsed.success
    ? undefined
    : fieldErrorsOf(parsed.error.issues.map((i) => ({ ...i, path: ["arms", ...i.path] })));
}

export type StartResult =
  | { ok: true; version: number }
  | ChangeRefusal
  | { ok: false; reason: "invalid"; fieldErrors: FieldErrors }
  /** Another experiment runs on the entry (one at a time: the unique index of migration 096). */
  | { ok: false; reason: "entry-busy"; runningId: string };

/**
 * Starts a draft made from `version`: its arms complete (2-4, each but the first changing a field),
 * each arm's page passing the entry's checks (`checkArms`), and no other experiment running on the
 * entry. The design (the statistic's settings) is fixed here and kept.
 */
export async function startExperiment(
  storage: Storage,
  input: {
    id: string;
    version: number;
    staffId: string;
    design: Design;
    refuse?: (type: ContentTypeName, data: unknown) => FieldErrors | undefined;
    now?: Date;
  },
): Promise<StartResult> {
  const current = await readExperiment(storage, input.id);
  if (!current) return { ok: false, reason: "unknown" };
  const incomplete = armsProblems(current.arms);
  const fieldErrors: FieldErrors =
    incomplete ?? (await checkArms(storage, current.entryId, current.arms, input.refuse));
  if (!current.hypothesis.trim()) fieldErrors.hypothesis = "Write the hypothesis before starting";
  return inTransaction(storage, async (db) => {
    const row = await lockedRow(db, storage, input.id);
    if (!row) return { ok: false as const, reason: "unknown" as const };
    if (Number(row.version) !== input.version)
      return { ok: false as const, reason: "conflict" as const, current: toExperiment(row) };
    if (row.status !== "draft") return { ok: false as const, reason: "not-draft" as const, status: row.status };
    // Checked above on this very version: a save in between would have raised it.
    if (Object.keys(fieldErrors).length > 0) return { ok: false as const, reason: "invalid" as const, fieldErrors };
    const busy = await db
      .selectFrom("experiments")
      .select("id")
      .where("entry_id", "=", row.entry_id)
      .where("status", "=", "running")
      .executeTakeFirst();
    if (busy) return { ok: false as const, reason: "entry-busy" as const, runningId: busy.id };
    const at = (input.now ?? new Date()).toISOString();
    await db
      .updateTable("experiments")
      .set({
        status: "running",
        started_at: at,
        design: JSON.stringify(input.design),
        version: input.version + 1,
        updated_by: input.staffId,
        updated_at: at,
      })
      .where("id", "=", input.id)
      .execute();
    return { ok: true as const, version: input.version + 1 };
  });
}

export type EndResult = { ok: true; version: number } | ChangeRefusal;

/** Stops a running experiment: every visitor sees the published page again; its results stay. */
export async function stopExperiment(
  storage: Storage,
  input: { id: string; staffId: string; now?: Date },
): Promise<EndResult> {
  return inTransaction(storage, async (db) => {
    const row = await lockedRow(db, storage, input.id);
    if (!row) return { ok: false as const, reason: "unknown" as const };
    if (row.status !== "running") return { ok: false as const, reason: "not-running" as const, status: row.status };
    const at = (input.now ?? new Date()).toISOString();
    const version = Number(row.version) + 1;
    await db
      .updateTable("experiments")
      .set({ status: "stopped", stopped_at: at, version, updated_by: input.staffId, updated_at: at })
      .where("id", "=", input.id)
      .execute();
    return { ok: true as const, version };
  });
}

/**
 * Marks a running or stopped experiment concluded with `winnerArm` (the caller has published that
 * arm: experiments-desk concludeExperiment). Refused when another look concluded it first.
 */
export async function markConcluded(
  storage: Storage,
  input: { id: string; winnerArm: number; staffId: string; now?: Date },
): Promise<EndResult> {
  return inTransaction(storage, async (db) => {
    const row = await lockedRow(db, storage, input.id);
    if (!row) return { ok: false as const, reason: "unknown" as const };
    if (row.status !== "running" && row.status !== "stopped")
      return { ok: false as const, reason: "not-ended" as const, status: row.status };
    const at = (input.now ?? new Date()).toISOString();
    const version = Number(row.version) + 1;
    await db
      .updateTable("experiments")
      .set({
        status: "concluded",
        stopped_at: row.stopped_at ?? at,
        concluded_at: at,
        winner_arm: input.winnerArm,
        version,
        updated_by: input.staffId,
        updated_at: at,
      })
      .where("id", "=", input.id)
      .execute();
    return { ok: true as const, version };
  });
}
