// `npm run bench:faults`: the fault tests at full size (issue 10): 20 SIGKILLs per engine,
// 10,000 fuzzed requests, the database and receiver faults. Runs them through Vitest with
// the sizes raised, collects the figures they record, and writes them into
// docs/reliability.md between the "bench:faults" markers.
//   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:faults
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const report = join(mkdtempSync(join(tmpdir(), "bench-faults-")), "figures.jsonl");
writeFileSync(report, "");
if (!process.env.TEST_DATABASE_URL) {
  console.warn("TEST_DATABASE_URL is not set: the PostgreSQL faults and crash runs are skipped.");
}
const files = [
  "tests/integration/crash-durability.test.ts",
  "tests/integration/db-faults.test.ts",
  "tests/integration/http-fuzz.test.ts",
  "tests/integration/receiver-faults.test.ts",
  "tests/integration/http-robustness.test.ts",
];
const started = Date.now();
const result = spawnSync("npx", ["vitest", "run", "--config", "tests/integration/vitest.config.ts", ...files], {
  stdio: "inherit",
  env: {
    ...process.env,
    FAULT_KILLS: process.env.FAULT_KILLS ?? "20",
    FUZZ_REQUESTS: process.env.FUZZ_REQUESTS ?? "10000",
    FAULT_REPORT: report,
  },
});
const figures = readFileSync(report, "utf8")
  .split("\n")
  .filter(Boolean)
  .map((line) => JSON.parse(line) as { name: string } & Record<string, unknown>);

const date = new Date().toISOString().slice(0, 10);
const lines = [
  `Last run: ${date}, ${Math.round((Date.now() - started) / 1000)} s, tests ${result.status === 0 ? "passed" : "FAILED"}` +
    `${process.env.TEST_DATABASE_URL ? "" : " (PostgreSQL skipped: no TEST_DATABASE_URL)"}.`,
  "",
  "| test | figures |",
  "|---|---|",
  ...figures.map(
    ({ name, ...rest }) =>
      `| ${name} | ${Object.entries(rest)
        .map(([k, v]) => `${k} ${typeof v === "object" ? JSON.stringify(v).replaceAll("|", "/") : v}`)
        .join(", ")} |`,
  ),
];
const doc = "docs/reliability.md";
const text = readFileSync(doc, "utf8");
const start = "<!-- bench:faults start -->";
const end = "<!-- bench:faults end -->";
const from = text.indexOf(start);
const to = text.indexOf(end);
if (from < 0 || to < from) throw new Error(`${doc} lacks the ${start} … ${end} markers`);
writeFileSync(doc, `${text.slice(0, from + start.length)}\n${lines.join("\n")}\n${text.slice(to)}`);
console.log(lines.join("\n"));
process.exit(result.status ?? 1);
