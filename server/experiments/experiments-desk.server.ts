// What the desk's experiment screens do (issue 43 items 1 and 4, decision 079): the fields an arm may
// change, the plan before start (the smallest lift the planned days find at the site's traffic and
// rate), each arm's counts and results, and the lifecycle with its audit entries. Concluding
// publishes the chosen arm through the content publish path (a new version of the entry).
import { sql } from "kysely";
import type { AuditLog } from "#server/audit/audit.server.ts";
import { guardRailContext, publishEntry, titleOf } from "#server/content/content-desk.server.ts";
import { readAllPublished, readEntry, readPublished, saveDraft } from "#server/content/content-store.server.ts";
import { previewPathOf } from "#server/content/preview.server.ts";
import type { ContentPublishing } from "#server/content/publish.server.ts";
import type { Storage } from "#server/db/database.server.ts";
import { sydneyDate } from "#server/leads/inbox-item.server.ts";
import type { ContentTypeName } from "#shared/content/content-types.ts";
import { guardRails } from "#shared/content/guard-rails.ts";
import { stringsOf } from "#shared/content/placeholders.ts";
import { applyArm, formatPointer } from "#shared/experiments/arms.ts";
import {
  type ArmTally,
  type ExperimentResults,
  experimentResults,
  type Outcome,
  type Plan,
  planForDays,
  planForLift,
} from "#shared/experiments/statistics.ts";
import {
  armsProblems,
  createExperiment,
  type Design,
  type Experiment,
  type ExperimentDraft,
  markConcluded,
  mayExperimentOn,
  readExperiment,
  startExperiment,
  stopExperiment,
} from "./experiments-store.server.ts";

type Ctx = { storage: Storage; audit: AuditLog; content?: ContentPublishing };
type Who = { id: string; ip: string };

/** The days of traffic and outcomes a plan is made from. */
export const PLAN_WINDOW_DAYS = 90;
/** The lift a plan's "how long" is told for (the yardstick: a 30% better rate). */
export const PLANNED_LIFT = 0.3;

/** A text field of an entry an arm may change: its pointer and its published words. */
export interface TextField {
  pointer: string;
  value: string;
}

/** Parts of an entry that are addresses or names, not words a visitor reads. */
const notWords = new Set(["to", "href", "path", "icon", "src", "id", "slug", "category", "type", "kind", "date"]);

/** The entry's text fields (words, not links or names), with their published value. */
export function textFields(data: unknown): TextField[] {
  const fields: TextField[] = [];
  for (const [path, value] of stringsOf(data)) {
    const tokens = path.split(".");
    if (notWords.has(tokens.at(-1) ?? "") || value.length > 2000) continue;
    fields.push({ pointer: formatPointer(tokens), value });
  }
  return fields;
}

/** The pages and articles an experiment may run on (published, not taken down), by title. */
export async function experimentTargets(storage: Storage): Promise<{ id: string; title: string }[]> {
  const published = await readAllPublished(storage);
  return published
    .filter((e) => mayExperimentOn(e.id) && !e.takenDown)
    .map((e) => ({ id: e.id, title: titleOf(e.id, e.type, e.data) }))
    .sort((a, b) => a.title.localeCompare(b.title, "en-AU"));
}

// --- Planning (item 4) ---

/** The site as it stands: the page's visitors a day and each outcome's rate per site visitor. */
export interface Traffic {
  days: number;
  dailyVisitors: number;
  rates: Record<Outcome, number>;
}

function windowOf(now: Date, days: number): { from: string; to: string } {
  const to = sydneyDate(now);
  const from = sydneyDate(new Date(now.getTime() - (days - 1) * 86_400_000));
  return { from, to };
}

/**
 * The page's visitors a day over the last 90 days (the analytics' daily pages), and the rate of each
 * outcome per site visitor (enquiries of those days, spam left out, by their status now, over the
 * site's visitors): an enquiry's page is rarely the page under experiment, so the site's rate is
 * the estimate.
 */
export async function currentTraffic(storage: Storage, entryId: string, now = new Date()): Promise<Traffic> {
  const { from, to } = windowOf(now, PLAN_WINDOW_DAYS);
  const path = previewPathOf(entryId) ?? entryId;
  const day = (q: string) => sql<boolean>`${sql.ref(q)} like '____-__-__'`;
  const [page, site, inbox] = await Promise.all([
    storage.db
      .selectFrom("analytics_daily_pages")
      .select((eb) => eb.fn.sum<number | string>("visitors").as("visitors"))
      .where("path", "=", path)
      .where("day", ">=", from)
      .where("day", "<=", to)
      .where(day("day"))
      .executeTakeFirst(),
    storage.db
      .selectFrom("analytics_rollups")
      .select((eb) => eb.fn.sum<number | string>("visitors").as("visitors"))
      .where("day", ">=", from)
      .where("day", "<=", to)
      .where(day("day"))
      .executeTakeFirst(),
    storage.db
      .selectFrom("inbox_items")
      .select(["status", (eb) => eb.fn.countAll<number | string>().as("n")])
      .where("kind", "=", "contact")
      .where("created_day", ">=", from)
      .where("created_day", "<=", to)
      .where("status", "!=", "spam")
      .groupBy("status")
      .execute(),
  ]);
  const count = (statuses: readonly string[]) =>
    inbox.filter((r) => statuses.includes(r.status)).reduce((n, r) => n + Number(r.n), 0);
  const visitors = Number(site?.visitors ?? 0);
  const rate = (n: number) => (visitors > 0 ? n / visitors : 0);
  return {
    days: PLAN_WINDOW_DAYS,
    dailyVisitors: Number(page?.visitors ?? 0) / PLAN_WINDOW_DAYS,
    rates: {
      enquiries: rate(count(["new", "contacted", "qualified", "won", "lost"])),
      qualified: rate(count(["qualified", "won"])),
      won: rate(count(["won"])),
    },
  };
}

export type Planning =
  | {
      ok: true;
      /** The smallest relative lift the planned days find (0.3: 30%); Infinity when none can be. */
      smallestLift: number;
      /** Days a 30% lift takes to find. */
      daysForPlannedLift: number;
      design: Design;
    }
  | { ok: false; reason: "no-traffic" | "no-outcomes" };

/** The plan for an experiment's outcome, weights and planned days at the site's current traffic and rate. */
export function planOf(
  traffic: Traffic,
  input: { outcome: Outcome; weights: number[]; plannedDays: number },
): Planning {
  if (!(traffic.dailyVisitors > 0)) return { ok: false, reason: "no-traffic" };
  const baselineRate = traffic.rates[input.outcome];
  if (!(baselineRate > 0 && baselineRate < 1)) return { ok: false, reason: "no-outcomes" };
  const base = { dailyVisitors: traffic.dailyVisitors, baselineRate, weights: input.weights };
  const byDays: Plan = planForDays({ ...base, days: input.plannedDays });
  const forLift: Plan = planForLift({ ...base, relativeLift: PLANNED_LIFT });
  return {
    ok: true,
    smallestLift: byDays.relativeLift,
    daysForPlannedLift: forLift.days,
    design: { ...byDays.design, dailyVisitors: traffic.dailyVisitors, baselineRate },
  };
}

// --- Results (item 4) ---

/**
 * Each arm's counts. The rows as the public side writes them (h43b):
 *   experiment_exposures   { experiment_id, day (Sydney), visitor (the analytics' daily hash), arm,
 *                            first_at }: one per visitor and day, so visitors = rows
 *   experiment_daily_arms  { experiment_id, day, arm, visitors }: those rows counted when the
 *                            analytics rolled their day up (decision 084), kept after the rows are
 *                            pruned; so visitors = those counts + the rows of the days not counted
 *   submission_experiments { submission_id (= inbox_items.id, the submission's id), experiment_id,
 *                            arm }: one per enquiry whose visitor saw the arm
 * An enquiry's outcome is its inbox status now; spam is no enquiry; a lost enquiry counts as lost,
 * not as qualified (the status keeps no history of having been qualified).
 */
export async function armTallies(storage: Storage, experiment: Pick<Experiment, "id" | "arms">): Promise<ArmTally[]> {
  const [rolled, unrolled, enquiries] = await Promise.all([
    storage.db
      .selectFrom("experiment_daily_arms")
      .select(["arm", (eb) => eb.fn.sum<number | string>("visitors").as("n")])
      .where("experiment_id", "=", experiment.id)
      .groupBy("arm")
      .execute(),
    storage.db
      .selectFrom("experiment_exposures")
      .select(["arm", (eb) => eb.fn.countAll<number | string>().as("n")])
      .where("experiment_id", "=", experiment.id)
      // The days rolled up for this experiment are counted above.
      .where("day", "not in", (eb) =>
        eb.selectFrom("experiment_daily_arms").select("day").where("experiment_id", "=", experiment.id),
      )
      .groupBy("arm")
      .execute(),
    storage.db
      .selectFrom("submission_experiments as s")
      .innerJoin("inbox_items as i", "i.id", "s.submission_id")
      .select(["s.arm", "i.status", (eb) => eb.fn.countAll<number | string>().as("n")])
      .where("s.experiment_id", "=", experiment.id)
      .where("i.status", "!=", "spam")
      .groupBy(["s.arm", "i.status"])
      .execute(),
  ]);
  return experiment.arms.map((_, arm) => {
    const of = (statuses: readonly string[]) =>
      enquiries
        .filter((r) => Number(r.arm) === arm && statuses.includes(r.status))
        .reduce((n, r) => n + Number(r.n), 0);
    return {
      visitors: [rolled, unrolled].reduce((n, rows) => n + Number(rows.find((r) => Number(r.arm) === arm)?.n ?? 0), 0),
      enquiries: of(["new", "contacted", "qualified", "won", "lost"]),
      qualified: of(["qualified", "won"]),
      won: of(["won"]),
      lost: of(["lost"]),
      openUnqualified: of(["new", "contacted"]),
    };
  });
}

/** An experiment's counts, and its results once it has started (the design fixed then). */
export async function resultsOf(
  storage: Storage,
  experiment: Experiment,
): Promise<{ tallies: ArmTally[]; results: ExperimentResults | undefined }> {
  const tallies = await armTallies(storage, experiment);
  if (!experiment.design) return { tallies, results: undefined };
  try {
    const results = experimentResults(tallies, {
      outcome: experiment.primaryOutcome,
      weights: experiment.arms.map((a) => a.weight),
      design: experiment.design,
    });
    return { tallies, results };
  } catch (error) {
    // Counts that do not add up (more enquiries than visitors shown the arm): shown, not judged.
    if (error instanceof RangeError) return { tallies, results: undefined };
    throw error;
  }
}

// --- Lifecycle, audited ---

export async function createExperimentDraft(ctx: Ctx, input: ExperimentDraft, who: Who) {
  const result = await createExperiment(ctx.storage, { ...input, staffId: who.id });
  if (result.ok)
    await ctx.audit.record({
      actor: who.id,
      ip: who.ip,
      action: "experiment.create",
      target: { type: "experiment", id: result.id },
      details: { entry: input.entryId },
    });
  return result;
}

/** The guard rails a publish of the entry would apply (decision 069), for each arm's page. */
async function railsFor(storage: Storage, entryId: string) {
  const rails = await guardRailContext(storage, entryId);
  return (type: ContentTypeName, data: unknown) => guardRails(type, data, rails).errors;
}

export type StartOutcome =
  | Awaited<ReturnType<typeof startExperiment>>
  | { ok: false; reason: "no-plan"; why: "no-traffic" | "no-outcomes" };

/** Starts a draft: planned at the traffic of now (the design kept), every arm's page checked. */
export async function startExperimentDesk(
  ctx: Ctx,
  input: { id: string; version: number; now?: Date },
  who: Who,
): Promise<StartOutcome> {
  const experiment = await readExperiment(ctx.storage, input.id);
  if (!experiment) return { ok: false, reason: "unknown" };
  // Incomplete arms have no plan: refused for what they lack.
  const incomplete = armsProblems(experiment.arms);
  if (incomplete) return { ok: false, reason: "invalid", fieldErrors: incomplete };
  const plan = planOf(await currentTraffic(ctx.storage, experiment.entryId, input.now), {
    outcome: experiment.primaryOutcome,
    weights: experiment.arms.map((a) => a.weight),
    plannedDays: experiment.plannedDays,
  });
  if (!plan.ok) return { ok: false, reason: "no-plan", why: plan.reason };
  const result = await startExperiment(ctx.storage, {
    ...input,
    staffId: who.id,
    design: plan.design,
    refuse: await railsFor(ctx.storage, experiment.entryId),
  });
  if (result.ok)
    await ctx.audit.record({
      actor: who.id,
      ip: who.ip,
      action: "experiment.start",
      target: { type: "experiment", id: input.id },
      details: { entry: experiment.entryId, arms: experiment.arms.length },
    });
  return result;
}

export async function stopExperimentDesk(ctx: Ctx, input: { id: string }, who: Who) {
  const result = await stopExperiment(ctx.storage, { id: input.id, staffId: who.id });
  if (result.ok)
    await ctx.audit.record({
      actor: who.id,
      ip: who.ip,
      action: "experiment.stop",
      target: { type: "experiment", id: input.id },
    });
  return result;
}

export type ConcludeOutcome =
  | { ok: true; version: number | null }
  | { ok: false; reason: "unknown" | "no-such-arm" | "srm" | "draft-in-progress" | "entry-gone" }
  | { ok: false; reason: "not-ended"; status: Experiment["status"] }
  | { ok: false; reason: "publish-refused"; message: string };

/**
 * Concludes a running or stopped experiment with `arm`: refused while the split fails the SRM check;
 * the entry's published data with that arm's changes is published as a new version (the note names
 * the experiment) through the content publish path, then the experiment is concluded. Arm 0 is the
 * published page already: nothing is published. Refused while the entry has a draft under way (it
 * would be lost: the arm goes through the entry's draft).
 */
export async function concludeExperimentDesk(
  ctx: Ctx,
  input: { id: string; arm: number },
  who: Who,
): Promise<ConcludeOutcome> {
  const experiment = await readExperiment(ctx.storage, input.id);
  if (!experiment) return { ok: false, reason: "unknown" };
  if (experiment.status !== "running" && experiment.status !== "stopped")
    return { ok: false, reason: "not-ended", status: experiment.status };
  const arm = experiment.arms[input.arm];
  if (!arm) return { ok: false, reason: "no-such-arm" };
  const { results } = await resultsOf(ctx.storage, experiment);
  if (results?.srm.flagged) return { ok: false, reason: "srm" };
  let version: number | null = null;
  if (input.arm > 0) {
    const [entry, published] = await Promise.all([
      readEntry(ctx.storage, experiment.entryId),
      readPublished(ctx.storage, experiment.entryId),
    ]);
    if (!entry || !published) return { ok: false, reason: "entry-gone" };
    if (entry.draft !== null) return { ok: false, reason: "draft-in-progress" };
    const saved = await saveDraft(ctx.storage, {
      id: experiment.entryId,
      data: applyArm(published.data, arm.changes),
      baseVersion: published.version,
      staffId: who.id,
    });
    if (!saved.ok)
      return {
        ok: false,
        reason: "publish-refused",
        message: saved.reason === "invalid" ? "the arm fails the entry's checks" : "the entry changed meanwhile",
      };
    const note = `Experiment "${experiment.name}": arm ${input.arm + 1} (${arm.label}) chosen`;
    // The one publish allowed while the experiment runs (decision 084).
    const after = await publishEntry(ctx, { id: experiment.entryId, note, concluding: experiment.id }, who);
    if (!after.ok)
      return {
        ok: false,
        reason: "publish-refused",
        message: `${after.reason}; the arm's words are kept as the entry's draft`,
      };
    version = after.version;
  }
  const concluded = await markConcluded(ctx.storage, { id: input.id, winnerArm: input.arm, staffId: who.id });
  if (!concluded.ok)
    return "status" in concluded
      ? { ok: false, reason: "not-ended", status: concluded.status }
      : { ok: false, reason: "unknown" };
  await ctx.audit.record({
    actor: who.id,
    ip: who.ip,
    action: "experiment.conclude",
    target: { type: "experiment", id: input.id },
    details: { entry: experiment.entryId, arm: input.arm, version },
  });
  return { ok: true, version };
}
