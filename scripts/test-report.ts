// What `npm test` (scripts/test.ts) reads from the test runners' JSON reports beyond their counts:
// the PostgreSQL suites that did not run, and the browser tests that passed only on a retry.
//
// PostgreSQL suites: integration files declare their engines in their titles. A suite written per
// engine is titled "… on %s" (describe.each(engines), harness.ts), and one that only PostgreSQL can
// run is gated on TEST_DATABASE_URL and names PostgreSQL in its title or its file's name
// (tests/lint/postgres-suites.test.ts holds them to it). So a PostgreSQL suite is, for each test,
// its path (file, describe titles, title) up to the first part that names PostgreSQL; it did not run
// when none of its tests ran. Without TEST_DATABASE_URL such suites skip (and the per-engine ones run
// on SQLite only); with it, a skipped one fails the run.
import { realpathSync } from "node:fs";
import { join, relative } from "node:path";
import type { JSONReport, JSONReportSuite } from "@playwright/test/reporter";

/** The part of Vitest's JSON report read here. */
export interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  testResults: {
    name: string;
    assertionResults: { ancestorTitles: string[]; title: string; status: string }[];
  }[];
}

const POSTGRES = /postgres/i;
const RAN = new Set(["passed", "failed"]);

/** Each PostgreSQL suite of an integration report ("file › title › …"), and how many of its tests ran. */
export function postgresSuites(report: VitestReport, root: string): { name: string; tests: number; ran: number }[] {
  const suites = new Map<string, { name: string; tests: number; ran: number }>();
  const base = realpathSync(root); // Vitest names files by their real paths
  for (const file of report.testResults) {
    const path = relative(base, file.name);
    for (const test of file.assertionResults) {
      const parts = [path, ...test.ancestorTitles, test.title];
      const at = parts.findIndex((part) => POSTGRES.test(part));
      if (at === -1) continue;
      const name = parts.slice(0, at + 1).join(" › ");
      const suite = suites.get(name) ?? { name, tests: 0, ran: 0 };
      suite.tests++;
      if (RAN.has(test.status)) suite.ran++;
      suites.set(name, suite);
    }
  }
  return [...suites.values()];
}

/**
 * What the run says of PostgreSQL: each suite that did not run, by name; failed when
 * TEST_DATABASE_URL is set (PostgreSQL was there to run them) and one did not run.
 */
export function postgresVerdict(
  report: VitestReport | undefined,
  root: string,
  databaseUrl: string | undefined,
): { failed: boolean; lines: string[] } {
  if (!report) return { failed: false, lines: [] };
  const skipped = postgresSuites(report, root).filter((s) => s.ran === 0);
  const named = skipped.map((s) => `  - ${s.name} (${s.tests} ${s.tests === 1 ? "test" : "tests"})`);
  if (!databaseUrl) {
    return {
      failed: false,
      lines: [
        "PostgreSQL not tested: TEST_DATABASE_URL is not set, so the suites written per engine ran on SQLite only" +
          (skipped.length ? ", and these PostgreSQL suites skipped:" : "."),
        ...named,
      ],
    };
  }
  if (skipped.length === 0) return { failed: false, lines: [] };
  return {
    failed: true,
    lines: [`PostgreSQL suites that skipped although TEST_DATABASE_URL is set (a failure):`, ...named],
  };
}

type PlaywrightReport = Pick<JSONReport, "suites"> & { config?: { rootDir?: string } };

/**
 * Every browser test Playwright marks flaky (failed, then passed on a retry), as
 * "titles (file:line, project)" with the file relative to `root`.
 */
export function flakyTests(report: PlaywrightReport | undefined, root: string): string[] {
  if (!report) return [];
  const found: string[] = [];
  const testDir = report.config?.rootDir ?? root;
  const walk = (suite: JSONReportSuite, titles: string[]) => {
    for (const spec of suite.specs) {
      for (const test of spec.tests) {
        if (test.status !== "flaky") continue;
        const file = relative(realpathSync(root), join(testDir, spec.file));
        const where = [`${file}:${spec.line}`, test.projectName].filter(Boolean).join(", ");
        found.push(`${[...titles, spec.title].join(" › ")} (${where})`);
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  // The top level is one suite per file, titled with the file's path: the location says it.
  for (const file of report.suites) walk(file, []);
  return found;
}

/** The flaky tests as summary lines (none when there are none). */
export function flakyLines(report: PlaywrightReport | undefined, root: string): string[] {
  const flaky = flakyTests(report, root);
  if (flaky.length === 0) return [];
  return [
    `Flaky browser tests (failed, then passed on a retry; counted as passed): ${flaky.length}`,
    ...flaky.map((t) => `  - ${t}`),
  ];
}

// A process that ends on a fatal error (V8's "# Fatal error … Check failed", Node's "FATAL ERROR: …")
// prints why, with its native stack, wherever the run's output then was: CI keeps only the run's
// last lines. These lines are said again in the summary.
const FATAL = /^\s*(# Fatal error|# Check failed|FATAL ERROR:|Fatal JavaScript|Fatal process out of memory)/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: the colour codes a runner prints
const COLOUR = /\u001b\[[0-9;]*m/g;

/** Collects, from text written in chunks, each fatal error's lines and the few that follow it. */
export function fatalLines(after = 14, most = 80): { write(chunk: string): void; lines(): string[] } {
  const found: string[] = [];
  let partial = "";
  let following = 0;
  const line = (text: string) => {
    const plain = text.replace(COLOUR, "").trimEnd();
    if (FATAL.test(plain)) following = after + 1;
    if (following > 0 && found.length < most) found.push(plain);
    following = Math.max(0, following - 1);
  };
  return {
    write(chunk) {
      const parts = (partial + chunk).split("\n");
      partial = parts.pop() ?? "";
      for (const text of parts) line(text);
    },
    lines() {
      if (partial) line(partial);
      partial = "";
      return found;
    },
  };
}
