// `npm run bench:faults`: the fault tests at full size (issue 10): 20 SIGKILLs per engine,
// 10,000 fuzzed requests, the database and receiver faults. Runs them through Vitest with
// the sizes raised, collects the figures they record, and writes them into
// docs/reliability.md between the "bench:faults" markers.
//   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:faults
import { runRecordingFigures, writeBetweenMarkers } from "./bench-report.ts";

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
const { status, figures, seconds } = runRecordingFigures("bench-faults", files, {
  FAULT_KILLS: process.env.FAULT_KILLS ?? "20",
  FUZZ_REQUESTS: process.env.FUZZ_REQUESTS ?? "10000",
});

const date = new Date().toISOString().slice(0, 10);
const lines = [
  `Last run: ${date}, ${seconds} s, tests ${status === 0 ? "passed" : "FAILED"}` +
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
writeBetweenMarkers("docs/reliability.md", "bench:faults", lines);
process.exit(status);
