// `npm run bench:replica`: the replica drill at full size (issue 40): 20 kill -9s of the server and
// its Litestream under continuous submissions, DATA_DIR deleted and restored from the replica each
// time (tests/integration/replica-drill.test.ts, which `npm test` runs with 3). Prints the loss
// window (submissions acknowledged but missing after the restore, and their age at the kill) and
// writes it into docs/performance.md between the "bench:replica" markers.
//   npm run bench:replica            (REPLICA_KILLS, REPLICA_PER_ROUND, REPLICA_SEED change the run)
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const report = join(mkdtempSync(join(tmpdir(), "bench-replica-")), "figures.jsonl");
writeFileSync(report, "");
const kills = process.env.REPLICA_KILLS ?? "20";
const started = Date.now();
const result = spawnSync(
  "npx",
  ["vitest", "run", "--config", "tests/integration/vitest.config.ts", "tests/integration/replica-drill.test.ts"],
  { stdio: "inherit", env: { ...process.env, REPLICA_KILLS: kills, FAULT_REPORT: report } },
);
const figures = readFileSync(report, "utf8")
  .split("\n")
  .filter(Boolean)
  .map((line) => JSON.parse(line) as Record<string, unknown>);
const f = figures.find((x) => x.name === "replica-drill-sqlite");

const when = new Date()
  .toISOString()
  .replace(/:\d\d\.\d+Z$/, " UTC")
  .replace("T", " ");
const lines = [
  `Last run: ${when}, ${Math.round((Date.now() - started) / 1000)} s, ${kills} kills, drill ${result.status === 0 ? "passed" : "FAILED"}.`,
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
const doc = "docs/performance.md";
const text = readFileSync(doc, "utf8");
const start = "<!-- bench:replica start -->";
const end = "<!-- bench:replica end -->";
const from = text.indexOf(start);
const to = text.indexOf(end);
if (from < 0 || to < from) throw new Error(`${doc} lacks the ${start} … ${end} markers`);
writeFileSync(doc, `${text.slice(0, from + start.length)}\n${lines.join("\n")}\n${text.slice(to)}`);
console.log(lines.join("\n"));
process.exit(result.status ?? 1);
