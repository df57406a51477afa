// Operator commands for the webhook outbox:
//   npm run outbox -- status       counts by state, oldest pending, the dead entries
//   npm run outbox -- retry-dead   puts every dead entry back in the queue for a new 24 h cycle
//   npm run outbox -- purge-dead [--older-than DAYS]
//                                  deletes dead entries (and the personal data in them); audited
// Delivered entries lose their payload after OUTBOX_RETENTION_DAYS by themselves (a daily job).
// Reads the same environment as the server (DATA_DIR or DATABASE_URL).
import { sql } from "kysely";
import { toIso } from "#server/db/schema.server.ts";
import { purgeDead } from "#server/outbox/operations.server.ts";
import { runCommand } from "./command.server.ts";

const USAGE = "Usage: npm run outbox -- status | retry-dead | purge-dead [--older-than DAYS]";
const command = process.argv[2];
if (command !== "status" && command !== "retry-dead" && command !== "purge-dead") {
  console.error(USAGE);
  process.exit(2);
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
