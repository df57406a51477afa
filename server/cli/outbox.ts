// Operator commands for the webhook outbox:
//   npm run outbox -- status       counts by state, oldest pending, the dead entries
//   npm run outbox -- retry-dead   puts every dead entry back in the queue for a new 24 h cycle
//   npm run outbox -- purge-dead [--older-than DAYS]
//                                  deletes dead entries (and the personal data in them); audited
//   npm run outbox -- replay --destination crm --since DATE [--until DATE]
//                                  re-queues that period's entries (same ids) for a receiver that
//                                  lost them; never those of an erased person; audited
// Delivered entries lose their payload after OUTBOX_RETENTION_DAYS by themselves (a daily job).
// Reads the same environment as the server (DATA_DIR or DATABASE_URL).

import { parseArgs } from "node:util";
import { sql } from "kysely";
import { type OutboxDestination, toIso } from "#server/db/schema.server.ts";
import { purgeDead, replayPeriod } from "#server/outbox/operations.server.ts";
import { ERASED } from "#server/privacy/erasure.server.ts";
import { readLedger } from "#server/privacy/erasure-ledger.server.ts";
import { crmDestinations } from "#shared/crm/mapping.ts";
import { runCommand } from "./command.server.ts";

const USAGE =
  "Usage: npm run outbox -- status | retry-dead | purge-dead [--older-than DAYS]\n" +
  "       npm run outbox -- replay --destination crm|mail|lists|hubspot|pipedrive|salesforce --since DATE [--until DATE]   (ISO 8601 dates or times, UTC)";
const command = process.argv[2];
if (command !== "status" && command !== "retry-dead" && command !== "purge-dead" && command !== "replay") {
  console.error(USAGE);
  process.exit(2);
}

/** ISO 8601 (a date alone is its midnight UTC), or undefined when it is not a time. */
function isoTime(value: string | undefined): string | undefined {
  if (!value || !/^\d{4}-\d{2}-\d{2}/.test(value)) return undefined;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? undefined : new Date(ms).toISOString();
}

/** A CRM connector's entries too: it finds the record it made by the entry's id (decision 059). */
const replayable: readonly string[] = ["crm", "mail", "lists", ...crmDestinations];
let replay: { destination: OutboxDestination; since: string; until: string } | undefined;
if (command === "replay") {
  let values: { destination?: string; since?: string; until?: string };
  try {
    values = parseArgs({
      args: process.argv.slice(3),
      options: { destination: { type: "string" }, since: { type: "string" }, until: { type: "string" } },
    }).values;
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    process.exit(2);
  }
  const since = isoTime(values.since);
  const until = values.until === undefined ? new Date().toISOString() : isoTime(values.until);
  const destination = values.destination;
  if (!since || !until || !replayable.includes(destination ?? "")) {
    console.error(USAGE);
    process.exit(2);
  }
  if (since >= until) {
    console.error(`--since (${since}) must be before --until (${until}).`);
    process.exit(2);
  }
  replay = { destination: destination as OutboxDestination, since, until };
}
let olderThanDays: number | undefined;
if (command === "purge-dead" && process.argv.length > 3) {
  const days = Number(process.argv[4]);
  if (process.argv[3] !== "--older-than" || !Number.isInteger(days) || days < 0 || process.argv.length > 5) {
    console.error(USAGE);
    process.exit(2);
  }
  olderThanDays = days;
}

await runCommand(async ({ storage, audit, config }) => {
  const { db } = storage;
  if (command === "status") {
    const counts = await db
      .selectFrom("outbox")
      .select(["status", sql<number>`count(*)`.as("count")])
      .groupBy("status")
      .execute();
    const byStatus: Record<string, number> = { pending: 0, delivered: 0, dead: 0 };
    for (const row of counts) byStatus[row.status] = Number(row.count);
    const oldest = await db
      .selectFrom("outbox")
      .select(["created_at", "attempts", "next_attempt_at", "last_error"])
      .where("status", "=", "pending")
      .orderBy("created_at")
      .limit(1)
      .executeTakeFirst();
    const dead = await db
      .selectFrom("outbox")
      .select(["id", "form_type", "attempts", "created_at", "last_status", "last_error"])
      .where("status", "=", "dead")
      .orderBy("created_at", "desc")
      .limit(20)
      .execute();
    console.log(`storage: ${storage.dialect} (${storage.location})`);
    console.log(`webhook: ${config.FORM_WEBHOOK_URL ? new URL(config.FORM_WEBHOOK_URL).origin : "not configured"}`);
    console.log(`pending: ${byStatus.pending}  delivered: ${byStatus.delivered}  dead: ${byStatus.dead}`);
    if (oldest) {
      console.log(
        `oldest pending: created ${toIso(oldest.created_at)}, ${oldest.attempts} attempt(s), next ${toIso(oldest.next_attempt_at)}${oldest.last_error ? `, last error: ${oldest.last_error}` : ""}`,
      );
    }
    if (dead.length > 0) {
      console.log("dead entries (newest 20):");
      for (const d of dead) {
        console.log(
          `  ${d.id}  ${d.form_type}  created ${toIso(d.created_at)}  attempts ${d.attempts}  last: ${d.last_error ?? d.last_status ?? "?"}`,
        );
      }
    }
  } else if (replay) {
    // The ledger names everyone erased, also where this database does not yet reflect it.
    const erasedIds = new Set((await readLedger(storage)).flatMap((e) => e.submissions));
    const result = await replayPeriod(storage, { ...replay, erasedIds, erasedMark: ERASED });
    await audit.record({
      actor: "cli",
      action: "outbox.resend",
      details: { replay: true, ...replay, ...result },
    });
    console.log(
      `replay of ${replay.destination} from ${replay.since} to ${replay.until}: requeued ${result.requeued} ` +
        `(same ids); refused ${result.erased} about erased people; ${result.pruned} no longer held (payload ` +
        `pruned after OUTBOX_RETENTION_DAYS); ${result.pending} still pending`,
    );
  } else if (command === "purge-dead") {
    const purged = await purgeDead(storage, olderThanDays);
    await audit.record({
      actor: null,
      action: "outbox.purge_dead",
      details: { purged, olderThanDays: olderThanDays ?? null },
    });
    console.log(`deleted ${purged} dead entr${purged === 1 ? "y" : "ies"}`);
  } else {
    const now = new Date().toISOString();
    const result = await db
      .updateTable("outbox")
      .set({ status: "pending", attempts: 0, next_attempt_at: now, cycle_started_at: now, locked_until: null })
      .where("status", "=", "dead")
      .executeTakeFirst();
    console.log(
      `requeued ${Number(result.numUpdatedRows)} dead entr${Number(result.numUpdatedRows) === 1 ? "y" : "ies"}`,
    );
  }
  return 0;
});
