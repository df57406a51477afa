// `npm test`'s summary names what it used to hide (issue 41): PostgreSQL suites that skipped (a
// failure when TEST_DATABASE_URL is set) and flaky browser tests. Read from reports the real Vitest
// and Playwright write for small fixture suites, and from hand-made ones.
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import type { JSONReport } from "@playwright/test/reporter";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  fatalLines,
  flakyLines,
  flakyTests,
  postgresSuites,
  postgresVerdict,
  type VitestReport,
} from "./test-report.ts";

const root = resolve(import.meta.dirname, "..");
const made: string[] = [];
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

/** A folder inside the project (so that its files resolve the project's packages), removed afterwards. */
function fixture(files: Record<string, string>): string {
  const cache = join(root, "node_modules/.cache");
  mkdirSync(cache, { recursive: true });
  const dir = mkdtempSync(join(cache, "test-report-"));
  made.push(dir);
  for (const [name, body] of Object.entries(files)) writeFileSync(join(dir, name), body);
  return dir;
}

const integrationFile = `import { describe, it } from "vitest";
const url = undefined;
describe.runIf(url)("backups on postgres", () => {
  it("takes one", () => {});
  it("restores it", () => {});
});
describe.each(["sqlite"])("inbox on %s", (engine) => {
  it("lists", () => {});
  it.runIf(engine === "postgres")("plans once", () => {});
});
describe("searching a common term on postgres", () => {
  it("finds it", () => {});
  it.runIf(false)("reads SQLite's plan", () => {});
});
describe("storage down", () => {
  it("gives 503 on sqlite", () => {});
  it.runIf(url)("PostgreSQL: a lost database gives 503", () => {});
});
`;

describe("PostgreSQL suites in an integration report", () => {
  let dir = "";
  let run: ReturnType<typeof spawnSync>;
  beforeAll(() => {
    dir = fixture({ "faults.test.ts": integrationFile });
    run = spawnSync(
      join(root, "node_modules/.bin/vitest"),
      ["run", "--root", dir, "--reporter=json", `--outputFile.json=${join(dir, "report.json")}`],
      { cwd: dir, encoding: "utf8" },
    );
  }, 60_000);
  const report = () => JSON.parse(readFileSync(join(dir, "report.json"), "utf8")) as VitestReport;

  it("finds each suite by the first part of its path that names PostgreSQL, with how many of its tests ran", () => {
    expect(run.status, String(run.stderr)).toBe(0);
    expect(postgresSuites(report(), dir)).toEqual([
      { name: "faults.test.ts › backups on postgres", tests: 2, ran: 0 },
      { name: "faults.test.ts › searching a common term on postgres", tests: 2, ran: 1 },
      { name: "faults.test.ts › storage down › PostgreSQL: a lost database gives 503", tests: 1, ran: 0 },
    ]);
  });

  it("without TEST_DATABASE_URL names the suites that skipped, and passes", () => {
    expect(postgresVerdict(report(), dir, undefined)).toEqual({
      failed: false,
      lines: [
        "PostgreSQL not tested: TEST_DATABASE_URL is not set, so the suites written per engine ran on SQLite only, and these PostgreSQL suites skipped:",
        "  - faults.test.ts › backups on postgres (2 tests)",
        "  - faults.test.ts › storage down › PostgreSQL: a lost database gives 503 (1 test)",
      ],
    });
  });

  it("with TEST_DATABASE_URL fails on a suite that skipped, naming it", () => {
    const verdict = postgresVerdict(report(), dir, "postgres://postgres@127.0.0.1:5432/test");
    expect(verdict.failed).toBe(true);
    expect(verdict.lines).toEqual([
      "PostgreSQL suites that skipped although TEST_DATABASE_URL is set (a failure):",
      "  - faults.test.ts › backups on postgres (2 tests)",
      "  - faults.test.ts › storage down › PostgreSQL: a lost database gives 503 (1 test)",
    ]);
  });

  it("with TEST_DATABASE_URL passes when every PostgreSQL suite ran something, and says nothing", () => {
    const ran: VitestReport = {
      numPassedTests: 2,
      numFailedTests: 0,
      numPendingTests: 1,
      testResults: [
        {
          name: join(dir, "api.test.ts"),
          assertionResults: [
            { ancestorTitles: ["form API on postgres"], title: "stores it", status: "passed" },
            { ancestorTitles: ["form API on postgres"], title: "sqlite only", status: "skipped" },
            { ancestorTitles: ["form API on sqlite"], title: "stores it", status: "passed" },
          ],
        },
      ],
    };
    expect(postgresVerdict(ran, dir, "postgres://x")).toEqual({ failed: false, lines: [] });
    expect(postgresVerdict(undefined, dir, "postgres://x")).toEqual({ failed: false, lines: [] });
  });
});

describe("flaky browser tests in a Playwright report", () => {
  it("names each test that passed only on a retry, with its file, line and project", () => {
    const dir = fixture({
      "playwright.config.mjs": `export default {
  testDir: ".",
  retries: 1,
  reporter: [["json", { outputFile: "report.json" }]],
  projects: [{ name: "desktop" }],
};
`,
      "menu.spec.mjs": `import { expect, test } from "@playwright/test";
test.describe("header", () => {
  test("opens the menu", ({}, testInfo) => {
    expect(testInfo.retry).toBe(1);
  });
});
test("steady", () => {});
`,
    });
    const run = spawnSync(
      join(root, "node_modules/.bin/playwright"),
      ["test", "--config", join(dir, "playwright.config.mjs")],
      { cwd: dir, encoding: "utf8" },
    );
    expect(run.status, `${run.stdout}${run.stderr}`).toBe(0);
    const report = JSON.parse(readFileSync(join(dir, "report.json"), "utf8")) as JSONReport;
    expect(report.stats.flaky).toBe(1);
    expect(flakyTests(report, dir)).toEqual(["header › opens the menu (menu.spec.mjs:3, desktop)"]);
    expect(flakyLines(report, dir)).toEqual([
      "Flaky browser tests (failed, then passed on a retry; counted as passed): 1",
      "  - header › opens the menu (menu.spec.mjs:3, desktop)",
    ]);
  }, 60_000);

  it("says nothing when none was flaky or there is no report", () => {
    expect(flakyLines({ suites: [] }, root)).toEqual([]);
    expect(flakyLines(undefined, root)).toEqual([]);
  });
});

describe("fatal errors", () => {
  it("keeps what a process printed as it ended on one, with its native stack, read in chunks as they come", () => {
    // A real fatal error: Node out of heap prints "FATAL ERROR: …" and its native stack, then aborts.
    const crash = spawnSync(
      process.execPath,
      ["--max-old-space-size=16", "-e", "const a = []; for (;;) a.push({ n: a.length });"],
      { encoding: "utf8" },
    );
    expect(crash.signal).toBe("SIGABRT");
    const collector = fatalLines();
    const text = `✓ a test that passed\n${crash.stderr}✓ another\n`;
    for (let at = 0; at < text.length; at += 7) collector.write(text.slice(at, at + 7));
    const lines = collector.lines();
    expect(lines[0]).toMatch(/^FATAL ERROR: .*heap out of memory/);
    expect(lines).toContain("----- Native stack trace -----");
    expect(lines.join("\n")).not.toContain("a test that passed");
    expect(lines.length).toBeLessThanOrEqual(15);
  });

  it("keeps V8's check failures, without the colour codes, and nothing from a run without one", () => {
    const collector = fatalLines(2);
    collector.write(
      "\u001b[31m#\n# Fatal error in , line 0\n# Check failed: (location_) != nullptr.\n#\n#\n#\nlater\n",
    );
    expect(collector.lines()).toEqual([
      "# Fatal error in , line 0",
      "# Check failed: (location_) != nullptr.",
      "#",
      "#",
    ]);
    const quiet = fatalLines();
    quiet.write("Test Files 88 passed (88)\nWorker exited unexpectedly with signal SIGTRAP");
    expect(quiet.lines()).toEqual([]);
  });
});
