// `npm test` finds the integration suites that only PostgreSQL runs by their names (scripts/test-report.ts):
// when TEST_DATABASE_URL is set, such a suite that skipped fails the run; without it, the summary
// names it. So a suite or test gated on PostgreSQL (runIf/skipIf on TEST_DATABASE_URL, or on
// engines including "postgres") names PostgreSQL in its title or its file's name; one that did not
// would skip unnoticed. Suites written per engine ("… on %s") name their engine by themselves.
import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const root = resolve(import.meta.dirname, "../..");
const dir = join(root, "tests/integration");

const GATED =
  /\b(?:describe|it|test)\.(?:runIf|skipIf)\(\s*!?\s*(?:process\.env\.TEST_DATABASE_URL|engines\.includes\(\s*["']postgres["']\s*\))\s*\)\(\s*(["'`])([\s\S]*?)\1/g;

/** Each PostgreSQL-gated suite or test of a file's source, by its title. */
function gatedTitles(source: string): string[] {
  return [...source.matchAll(GATED)].map((m) => m[2]!);
}

describe("PostgreSQL-only integration suites", () => {
  it("are found in a file's source, however the call is laid out", () => {
    const source = `describe.runIf(process.env.TEST_DATABASE_URL)("backups on postgres", () => {});
  it.runIf(process.env.TEST_DATABASE_URL)(
    "PostgreSQL: a lost database",
    async () => {},
  );
describe.skipIf(!process.env.TEST_DATABASE_URL)('two instances', () => {});
describe.runIf(engines.includes("postgres"))(\`search words on postgres\`, () => {});
it.runIf(engine === "postgres")("per-engine test", () => {});`;
    expect(gatedTitles(source)).toEqual([
      "backups on postgres",
      "PostgreSQL: a lost database",
      "two instances",
      "search words on postgres",
    ]);
  });

  it("name PostgreSQL in their titles or their files' names", () => {
    const files = readdirSync(dir).filter((name) => name.endsWith(".test.ts"));
    const unnamed = files.flatMap((file) =>
      /postgres/i.test(file)
        ? []
        : gatedTitles(readFileSync(join(dir, file), "utf8"))
            .filter((title) => !/postgres/i.test(title))
            .map((title) => `${file}: "${title}"`),
    );
    expect(unnamed).toEqual([]);
  });
});
