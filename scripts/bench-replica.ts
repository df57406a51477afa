// `npm run bench:replica`: the replica drill at full size (issue 40): 20 kill -9s of the server and
// its Litestream under continuous submissions, DATA_DIR deleted and restored from the replica each
// time (tests/integration/replica-drill.test.ts, which `npm test` runs with 3). Prints the loss
// window (submissions acknowledged but missing after the restore, and their age at the kill) and
// writes it into docs/performance.md between the "bench:replica" markers.
//   npm run bench:replica            (REPLICA_KILLS, REPLICA_PER_ROUND, REPLICA_SEED change the run)
import { runRecordingFigures, writeBetweenMarkers } from "./bench-report.ts";

const kills = process.env.REPLICA_KILLS ?? "20";
const { status, figures, seconds } = runRecordingFigures("bench-replica", ["tests/integration/replica-drill.test.ts"], {
  REPLICA_KILLS: kills,
});
const f = figures.find((x) => x.name === "replica-drill-sqlite");

const when = new Date()
  .toISOString()
  .replace(/:\d\d\.\d+Z$/, " UTC")
  .replace("T", " ");
const lines = [
  `Last run: ${when}, ${seconds} s, ${kills} kills, drill ${status === 0 ? "passed" : "FAILED"}.`,
  "",
  f
    ? [
        "| kills | submissions sent | acknowledged | acknowledged but missing | kills with a loss | their age at the kill (ms) | redelivered to the CRM | longest restore |",
        "|---|---|---|---|---|---|---|---|",
        `| ${f.kills} | ${f.sent} | ${f.acknowledged} | ${f.lost} | ${f.killsWithLoss} | ${
          (f.lostAgesMs as number[]).length ? (f.lostAgesMs as number[]).join(", ") : "none"
        } | ${f.redelivered} | ${f.restoreMsMax} ms |`,
      ].join("\n")
    : "(the drill recorded no figures: see its output above)",
];
writeBetweenMarkers("docs/performance.md", "bench:replica", lines);
process.exit(status);
