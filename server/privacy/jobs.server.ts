// The privacy officer's daily jobs: the reminder digest to PRIVACY_OFFICER_EMAIL (cases due within
// 7 days or overdue; references and dates only, no requester's details) and the retention jobs.
// Declared here, run by the daily-job runner (server/jobs/daily-jobs.server.ts), which runs
// each once per Sydney day across all instances.
import type { Logger } from "pino";
import type { AuditLog } from "#server/audit/audit.server.ts";
import type { Config } from "#server/config/config.server.ts";
import type { Storage } from "#server/db/database.server.ts";
import { inTransaction } from "#server/db/transaction.server.ts";
import type { DailyJob } from "#server/jobs/daily-jobs.server.ts";
import { enqueueMail } from "#server/mail/outbox.server.ts";
import { pruneDeliveredPayloads } from "#server/outbox/operations.server.ts";
import { formatIsoDate } from "#shared/format-date.ts";
import { backupRetention } from "#shared/privacy/backup-retention.ts";
import { todayIn } from "#shared/privacy/due-dates.ts";
import { retention } from "#shared/site/facts.ts";
import { isDueSoon, isOverdue, listCases, type PrivacyCase } from "./cases.server.ts";
import { runRetention } from "./retention.server.ts";

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
  const listed = await listCases(storage, { view: "open" }, now);
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

/**
 * The privacy officer's daily jobs as declarations for the daily-job runner
 * (server/jobs/daily-jobs.server.ts): retention, outbox retention, and the digest from
 * PRIVACY_DIGEST_HOUR (7 am Sydney by default).
 */
export function privacyDailyJobs(ctx: {
  storage: Storage;
  audit: AuditLog;
  config: Config;
  logger: Logger;
  deskUrl: string;
}): DailyJob[] {
  const { storage, audit, config } = ctx;
  const logger = ctx.logger.child({ module: "privacy-jobs" });
  if (
    config.RETENTION_MONTHS_ENQUIRIES !== retention.enquiryMonths ||
    config.RETENTION_MONTHS_PRIVACY !== retention.privacyCaseMonths
  ) {
    logger.warn(
      { enquiries: config.RETENTION_MONTHS_ENQUIRIES, privacy: config.RETENTION_MONTHS_PRIVACY },
      "retention periods differ from those the privacy policies state (shared/site/facts.ts)",
    );
  }
  if (config.BACKUP_KEEP_DAILY !== backupRetention.daily || config.BACKUP_KEEP_WEEKLY !== backupRetention.weekly) {
    logger.warn(
      { daily: config.BACKUP_KEEP_DAILY, weekly: config.BACKUP_KEEP_WEEKLY },
      "backup retention differs from how long the privacy policies say backups keep erased people (shared/privacy/backup-retention.ts)",
    );
  }
  if (!config.PRIVACY_OFFICER_EMAIL) logger.warn("PRIVACY_OFFICER_EMAIL is not set: no daily privacy digest");
  return [
    {
      name: "retention",
      run: async (at) => ({
        ...(await runRetention(
          storage,
          audit,
          { enquiryMonths: config.RETENTION_MONTHS_ENQUIRIES, privacyCaseMonths: config.RETENTION_MONTHS_PRIVACY },
          at,
        )),
      }),
    },
    {
      name: "outbox-retention",
      run: async (at) => {
        const pruned = await pruneDeliveredPayloads(storage, config.OUTBOX_RETENTION_DAYS, at);
        if (pruned > 0) {
          await audit.record({
            actor: null,
            action: "outbox.pruned",
            details: { pruned, days: config.OUTBOX_RETENTION_DAYS },
          });
        }
        return { pruned };
      },
    },
    {
      name: "privacy-digest",
      notBeforeHour: config.PRIVACY_DIGEST_HOUR,
      enabled: () => Boolean(config.PRIVACY_OFFICER_EMAIL),
      run: async (at) => ({
        cases: await queueReminderDigest(storage, config.PRIVACY_OFFICER_EMAIL as string, ctx.deskUrl, at),
      }),
    },
  ];
}
