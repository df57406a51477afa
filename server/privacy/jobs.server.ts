// The privacy officer's daily jobs, run by the server: the reminder digest to PRIVACY_OFFICER_EMAIL
// (cases due within 7 days or overdue; references and dates only, no requester's details) and the
// retention job. Each job runs once per Sydney day across all instances: the instance that inserts
// the (job, day) row in job_runs runs it.
import type { Logger } from "pino";
import type { AuditLog } from "#server/audit/audit.server.ts";
import type { Config } from "#server/config/config.server.ts";
import type { Storage } from "#server/db/database.server.ts";
import { inTransaction } from "#server/db/transaction.server.ts";
import { enqueueMail } from "#server/mail/outbox.server.ts";
import { pruneDeliveredPayloads } from "#server/outbox/operations.server.ts";
import { formatIsoDate } from "#shared/format-date.ts";
import { todayIn } from "#shared/privacy/due-dates.ts";
import { retention } from "#shared/site/facts.ts";
import { isDueSoon, isOverdue, listCases, type PrivacyCase } from "./cases.server.ts";
import { runRetention } from "./retention.server.ts";

/** Claims a job for a day; true for exactly one caller. */
export async function claimDailyRun(storage: Storage, job: string, day: string, now: number): Promise<boolean> {
  const rows = await storage.db
    .insertInto("job_runs")
    .values({ job, day, started_at: new Date(now).toISOString() })
    .onConflict((oc) => oc.columns(["job", "day"]).doNothing())
    .returning("job")
    .execute();
  return rows.length === 1;
}

function line(c: PrivacyCase): string {
  const left = c.daysLeft ?? 0;
  const when =
    left < 0
      ? `${-left} day${left === -1 ? "" : "s"} overdue`
      : left === 0
        ? "due today"
        : `due in ${left} day${left === 1 ? "" : "s"}`;
  const flags = [c.pausedAt && "paused", c.suppressionNeedsContact && "suppression needs a contact detail"].filter(
    Boolean,
  );
  return `- ${c.reference} (${c.jurisdiction}, ${c.requestType}, ${c.status.replace("_", " ")}): ${when}, ${formatIsoDate(c.dueDate)}${flags.length ? ` [${flags.join("; ")}]` : ""}`;
}

/** Queues the digest when any case is due soon or overdue; the number of cases listed (0: nothing sent). */
export async function queueReminderDigest(storage: Storage, to: string, deskUrl: string, now: number): Promise<number> {
  const listed = await listCases(storage, { view: "open", limit: 2000 }, now);
  if (!listed.ok) return 0;
  const overdue = listed.cases.filter(isOverdue);
  const soon = listed.cases.filter(isDueSoon);
  if (overdue.length + soon.length === 0) return 0;
  const day = todayIn("AU", now);
  const text = [
    `Privacy cases on ${formatIsoDate(day)}: ${overdue.length} overdue, ${soon.length} due within 7 days.`,
    ...(overdue.length ? ["", "Overdue", ...overdue.map(line)] : []),
    ...(soon.length ? ["", "Due within 7 days", ...soon.map(line)] : []),
    "",
    `Open the cases in the desk: ${deskUrl}`,
  ].join("\n");
  await inTransaction(storage, (trx) =>
    enqueueMail(
      trx,
      { to: [to], subject: `Privacy cases: ${overdue.length} overdue, ${soon.length} due soon`, text },
      { kind: "privacy.digest", now },
    ),
  );
  return overdue.length + soon.length;
}

export interface PrivacyJobs {
  /** Runs whatever is due now (also what the timer calls). */
  tick(): Promise<void>;
  stop(): void;
}

/** Hourly: the digest once a Sydney day from 7 am, the retention job once a Sydney day. */
export function startPrivacyJobs(ctx: {
  storage: Storage;
  audit: AuditLog;
  config: Config;
  logger: Logger;
  deskUrl: string;
  intervalMs?: number;
  now?: () => number;
}): PrivacyJobs {
  const { storage, audit, config } = ctx;
  const logger = ctx.logger.child({ module: "privacy-jobs" });
  const now = ctx.now ?? Date.now;
  if (
    config.RETENTION_MONTHS_ENQUIRIES !== retention.enquiryMonths ||
    config.RETENTION_MONTHS_PRIVACY !== retention.privacyCaseMonths
  ) {
    logger.warn(
      { enquiries: config.RETENTION_MONTHS_ENQUIRIES, privacy: config.RETENTION_MONTHS_PRIVACY },
      "retention periods differ from those the privacy policies state (shared/site/facts.ts)",
    );
  }
  if (!config.PRIVACY_OFFICER_EMAIL) logger.warn("PRIVACY_OFFICER_EMAIL is not set: no daily privacy digest");

  let running: Promise<void> | undefined;
  const tick = async () => {
    const at = now();
    const day = todayIn("AU", at);
    const hour = Number(
      new Intl.DateTimeFormat("en-AU", { timeZone: "Australia/Sydney", hour: "2-digit", hourCycle: "h23" }).format(at),
    );
    try {
      if (await claimDailyRun(storage, "retention", day, at)) {
        const run = await runRetention(
          storage,
          audit,
          { enquiryMonths: config.RETENTION_MONTHS_ENQUIRIES, privacyCaseMonths: config.RETENTION_MONTHS_PRIVACY },
          at,
        );
        logger.info(run, "retention job ran");
      }
      if (await claimDailyRun(storage, "outbox-retention", day, at)) {
        const pruned = await pruneDeliveredPayloads(storage, config.OUTBOX_RETENTION_DAYS, at);
        if (pruned > 0) {
          await audit.record({
            actor: null,
            action: "outbox.pruned",
            details: { pruned, days: config.OUTBOX_RETENTION_DAYS },
          });
        }
        logger.info({ pruned }, "outbox retention ran");
      }
      if (config.PRIVACY_OFFICER_EMAIL && hour >= 7 && (await claimDailyRun(storage, "privacy-digest", day, at))) {
        const listed = await queueReminderDigest(storage, config.PRIVACY_OFFICER_EMAIL, ctx.deskUrl, at);
        logger.info({ cases: listed }, "privacy digest queued");
      }
    } catch (error) {
      logger.error({ err: (error as Error).message }, "privacy job failed");
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
  const first = setTimeout(() => void run(), 30_000);
  first.unref();
  return {
    tick: run,
    stop() {
      clearInterval(timer);
      clearTimeout(first);
    },
  };
}
