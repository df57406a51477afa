// `npm test`: the whole suite, in order, stopping at the first failing step:
// type check, lint, unit tests, production build, integration tests (Vitest; they mount the built desk),
// first-load JavaScript budget per page (scripts/js-budget.ts), the submission path's CPU guard
// (scripts/bench-api.ts --guard), browser tests (Playwright against the real server), the container
// image (tests/container: built with podman and run, skipped where podman cannot run). Ends with one
// "N passed, N failed" line summed over Vitest and Playwright, after naming the PostgreSQL suites
// that did not run, every flaky browser test and what a process that crashed printed as it ended
// (scripts/test-report.ts). With TEST_DATABASE_URL set
// (.ci/run sets it when PostgreSQL answers), a PostgreSQL integration suite that skipped fails the
// integration step.
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fatalLines, flakyLines, postgresVerdict, type VitestReport } from "./test-report.ts";

const root = resolve(import.meta.dirname, "..");

const reports = mkdtempSync(join(tmpdir(), "test-reports-"));
const vitestJson = join(reports, "vitest.json");
const integrationJson = join(reports, "integration.json");
const playwrightJson = join(reports, "playwright.json");
const containerJson = join(reports, "container.json");

const steps: { name: string; cmd: string[]; env?: Record<string, string> }[] = [
  { name: "type check", cmd: ["npm", "run", "-s", "typecheck"] },
  { name: "lint", cmd: ["npm", "run", "-s", "lint"] },
  {
    name: "unit tests",
    cmd: ["npx", "vitest", "run", "--reporter=default", "--reporter=json", `--outputFile.json=${vitestJson}`],
  },
  // Before the integration tests: they mount the built staff desk (sign-in over HTTP).
  { name: "production build", cmd: ["npm", "run", "-s", "build"] },
  {
    // The real server and form API on loopback, against SQLite and (with TEST_DATABASE_URL) PostgreSQL.
    name: "integration tests",
    cmd: [
      "npx",
      "vitest",
      "run",
      "--config",
      "tests/integration/vitest.config.ts",
      "--reporter=default",
      "--reporter=json",
      `--outputFile.json=${integrationJson}`,
    ],
  },
  // Prints each page's first-load JavaScript (brotli), with its form, and its HTML size, and fails over budget (issues 11, 24).
  { name: "JavaScript budget", cmd: ["node", "scripts/js-budget.ts"] },
  // The submission path's CPU time per request, on each engine, at a short size (issue 21):
  // fails over 2.4 (SQLite) or 1.8 (PostgreSQL) times the CPU time of a human check in the same
  // run, so a change that makes it much dearer cannot land unnoticed (decision 041).
  { name: "submission CPU guard", cmd: ["node", "scripts/bench-api.ts", "--guard"] },
  {
    name: "browser tests",
    cmd: ["npx", "playwright", "test", "--reporter=list,json"],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson },
  },
  // The Dockerfile built with podman and run: one container, and compose.yaml's two instances on
  // PostgreSQL (issue 40). Last and alone: the build takes both CPUs for minutes. Skipped, saying why,
  // where podman cannot run (decision 055).
  {
    name: "container image",
    cmd: [
      "npx",
      "vitest",
      "run",
      "--config",
      "tests/container/vitest.config.ts",
      "--reporter=default",
      "--reporter=json",
      `--outputFile.json=${containerJson}`,
    ],
  },
];

let passed = 0;
let failed = 0;
let skipped = 0;

/** A report the step wrote, or undefined when it wrote none (it did not run, or stopped early). */
function readReport<T>(file: string): T | undefined {
  try {
    return JSON.parse(readFileSync(file, "utf8")) as T;
  } catch {
    return undefined;
  }
}

type PlaywrightReport = Parameters<typeof flakyLines>[0] & {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
};

function count(): void {
  for (const file of [vitestJson, integrationJson, containerJson]) {
    const v = readReport<VitestReport>(file);
    if (!v) continue;
    passed += v.numPassedTests;
    failed += v.numFailedTests;
    skipped += v.numPendingTests;
  }
  const p = readReport<PlaywrightReport>(playwrightJson);
  if (p) {
    passed += p.stats.expected + p.stats.flaky;
    failed += p.stats.unexpected;
    skipped += p.stats.skipped;
  }
}

/** With TEST_DATABASE_URL set, a PostgreSQL suite that skipped fails the integration step. */
function postgres() {
  return postgresVerdict(readReport<VitestReport>(integrationJson), root, process.env.TEST_DATABASE_URL);
}

/** What processes printed as they crashed, from every step's output (which passes through as it comes). */
const fatal = { out: fatalLines(), err: fatalLines() };

/** Runs a step, its output passed through and read for fatal errors; its exit code (1 for a signal). */
function run(step: (typeof steps)[number]): Promise<number> {
  return new Promise((done) => {
    const child = spawn(step.cmd[0] as string, step.cmd.slice(1), {
      stdio: ["inherit", "pipe", "pipe"],
      // Colours as before, when the run is watched in a terminal.
      env: { ...process.env, ...(process.stdout.isTTY ? { FORCE_COLOR: "1" } : {}), ...step.env },
    });
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => {
      process.stdout.write(chunk);
      fatal.out.write(chunk);
    });
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => {
      process.stderr.write(chunk);
      fatal.err.write(chunk);
    });
    child.on("error", () => done(1));
    child.on("close", (code) => done(code ?? 1));
  });
}

let status = 0;
for (const step of steps) {
  console.log(`\n=== ${step.name}: ${step.cmd.join(" ")}`);
  const started = Date.now();
  let code = await run(step);
  if (code === 0 && step.name === "integration tests" && postgres().failed) {
    console.log(postgres().lines.join("\n"));
    code = 1;
  }
  console.log(`=== ${step.name}: ${code === 0 ? "ok" : "FAILED"} in ${Math.round((Date.now() - started) / 1000)} s`);
  if (code !== 0) {
    status = code;
    break;
  }
}
count();
// A failing step that reports no test (type check, lint, build) still counts as one failure.
if (status !== 0 && failed === 0) failed = 1;
const crashed = [...fatal.err.lines(), ...fatal.out.lines()];
const named = [
  ...postgres().lines,
  ...flakyLines(readReport<PlaywrightReport>(playwrightJson), root),
  ...(crashed.length > 0 ? ["A process crashed; it printed:", ...crashed.map((l) => `  ${l}`)] : []),
];
if (named.length > 0) console.log(`\n${named.join("\n")}`);
console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(status);
