// Daily jobs, declared by the concerns that own them (privacy: retention, outbox retention, the
// digest; operations: the backup) and run by one runner in every instance. Each job runs once per
// Sydney day across all instances: the instance that inserts the (job, day) row in job_runs runs it,
// and records when it finished and how, which /metrics reports as each job's age. Adding a job is a
// declaration in server/start/compose.server.ts.
import type { Logger } from "pino";
import type { Storage } from "#server/db/database.server.ts";
import { toIso } from "#server/db/schema.server.ts";
import { todayIn } from "#shared/privacy/due-dates.ts";

export interface DailyJob {
  /** Its key in job_runs and its label in /metrics ("retention", "backup", …). */
  readonly name: string;
  /** Not before this hour of the Sydney day (0-23); default 0. */
  readonly notBeforeHour?: number;
  /** False to skip the job today without claiming it (e.g. nobody to send a digest to). */
  readonly enabled?: () => boolean;
  /** The work; what it returns is logged (counts, never personal data). */
  run(at: number): Promise<Record<string, unknown> | undefined>;
}

export interface DailyJobs {
  /** Runs whatever is due now (also what the timer calls); concurrent calls share one run. */
  tick(): Promise<void>;
  stop(): void;
}

/** Claims a job for a day; true for exactly one caller across instances. */
export async function claimDailyRun(storage: Storage, job: string, day: string, now: number): Promise<boolean> {
  const rows = await storage.db
    .insertInto("job_runs")
    .values({ job, day, started_at: new Date(now).toISOString() })
    .onConflict((oc) => oc.columns(["job", "day"]).doNothing())
    .returning("job")
    .execute();
  return rows.length === 1;
}

async function finishRun(storage: Storage, job: string, day: string, outcome: "ok" | "failed", error?: string) {
  await storage.db
    .updateTable("job_runs")
    .set({ finished_at: new Date().toISOString(), outcome, error: error?.slice(0, 300) ?? null })
    .where("job", "=", job)
    .where("day", "=", day)
    .execute();
}

/** When each job last finished successfully (ISO), by job name. */
export async function lastSuccessfulRuns(storage: Pick<Storage, "db">): Promise<Map<string, string>> {
  const rows = await storage.db
    .selectFrom("job_runs")
    .select((eb) => ["job", eb.fn.max("finished_at").as("finished")])
    .where("outcome", "=", "ok")
    .groupBy("job")
    .execute();
  const result = new Map<string, string>();
  for (const r of rows) {
    const at = toIso(r.finished as string | Date | null);
    if (at) result.set(r.job, at);
  }
  return result;
}

/** The Sydney hour (0-23) of an instant. */
function sydneyHour(at: number): number {
  return Number(
    new Intl.DateTimeFormat("en-AU", { timeZone: "Australia/Sydney", hour: "2-digit", hourCycle: "h23" }).format(at),
  );
}

/** Runs the jobs hourly (first `firstDelayMs` after start), each once per Sydney day across instances. */
export function startDailyJobs(ctx: {
  storage: Storage;
  logger: Logger;
  jobs: readonly DailyJob[];
  intervalMs?: number;
  firstDelayMs?: number;
  now?: () => number;
}): DailyJobs {
  const { storage } = ctx;
  const logger = ctx.logger.child({ module: "daily-jobs" });
  const now = ctx.now ?? Date.now;

  let running: Promise<void> | undefined;
  const tick = async () => {
    const at = now();
    const day = todayIn("AU", at);
    const hour = sydneyHour(at);
    for (const job of ctx.jobs) {
      if (hour < (job.notBeforeHour ?? 0) || job.enabled?.() === false) continue;
      try {
        if (!(await claimDailyRun(storage, job.name, day, at))) continue;
      } catch (error) {
        logger.error({ job: job.name, err: (error as Error).message }, "daily job could not be claimed");
        continue;
      }
      try {
        const result = await job.run(at);
        await finishRun(storage, job.name, day, "ok");
        logger.info({ job: job.name, day, ...result }, "daily job ran");
      } catch (error) {
        const message = (error as Error).message;
        logger.error({ job: job.name, day, err: message }, "daily job failed");
        await finishRun(storage, job.name, day, "failed", message).catch(() => {});
      }
    }
  };
  const run = () => {
    running ??= tick().finally(() => {
      running = undefined;
    });
    return running;
  };
  const timer = setInterval(() => void run(), ctx.intervalMs ?? 60 * 60 * 1000);
  timer.unref();
  const first = setTimeout(() => void run(), ctx.firstDelayMs ?? 30_000);
  first.unref();
  return {
    tick: run,
    stop() {
      clearInterval(timer);
      clearTimeout(first);
    },
  };
}
