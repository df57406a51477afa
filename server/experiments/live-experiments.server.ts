// The running experiments as this instance knows them (issue 43, decision 081): one small query a
// second, kept in memory, so the paths that ask (the beacon's exposures, intake) read a list and add
// nothing when no experiment runs. The content watch reads it too, to render each arm's page.
import type { Logger } from "pino";
import type { Storage } from "#server/db/database.server.ts";
import type { Arm } from "#shared/experiments/arms.ts";
import { type Assigner, type ExperimentArms, experimentAssigner, type Visitor } from "./assignment.server.ts";
import { type RunningExperiment, runningExperiments } from "./experiments-store.server.ts";

/** How often an instance looks at the running experiments (as the content watch looks for publishes). */
export const EXPERIMENT_WATCH_MS = 1000;

export interface LiveExperiments {
  /** The running experiments as last read (empty until the first look, and when none runs). */
  list(): readonly RunningExperiment[];
  /** A running experiment by id. */
  byId(id: string): RunningExperiment | undefined;
  /** Reads them now (a notice of a change; the watch does it every EXPERIMENT_WATCH_MS). */
  refresh(): Promise<void>;
  /**
   * The visitor's arm (decision 075). The assignment key is read (or made) once an experiment first
   * runs, before any arm's page is served, so an instance that never runs one never makes it.
   */
  armFor(experiment: ExperimentArms, visitor: Visitor): number;
  stop(): void;
}

/**
 * Whether `arm` of the running experiment `id` is the one this visitor is shown today: a page view's
 * exposure is kept only then (an experiment stopped since, or a forged id or arm, is not).
 */
export function armShown(
  live: Pick<LiveExperiments, "byId" | "armFor">,
  id: string,
  arm: number,
  visitor: Visitor,
): boolean {
  const experiment = live.byId(id);
  if (!experiment || armLabel(experiment, arm) === undefined) return false;
  return live.armFor({ id, weights: experiment.arms.map((a) => a.weight) }, visitor) === arm;
}

/** The arm's label, or undefined when the experiment has no such arm. */
export function armLabel(experiment: { arms: readonly Arm[] }, arm: number): string | undefined {
  return Number.isInteger(arm) ? experiment.arms[arm]?.label : undefined;
}

export async function watchExperiments(
  storage: Storage,
  logger: Logger,
  intervalMs = EXPERIMENT_WATCH_MS,
): Promise<LiveExperiments> {
  let running: readonly RunningExperiment[] = [];
  let byId = new Map<string, RunningExperiment>();
  let assigner: Assigner | undefined;
  const refresh = async () => {
    const now = await runningExperiments(storage);
    if (now.length > 0) assigner ??= await experimentAssigner(storage);
    running = now;
    byId = new Map(running.map((e) => [e.id, e]));
  };
  await refresh().catch((error: Error) => logger.warn({ err: error.message }, "cannot read the running experiments"));
  const timer = setInterval(
    () => void refresh().catch((error: Error) => logger.warn({ err: error.message }, "experiment watch failed")),
    intervalMs,
  );
  timer.unref();
  return {
    list: () => running,
    byId: (id) => byId.get(id),
    refresh,
    armFor: (experiment, visitor) => assigner?.armFor(experiment, visitor) ?? 0,
    stop: () => clearInterval(timer),
  };
}
