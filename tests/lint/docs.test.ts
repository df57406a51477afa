// Documents that stay true (issue 41): every repository path that README.md and the living documents
// of docs/ name exists; a decision record keeps the paths of its time, each one that is gone followed
// by a note saying where it went (tests/lint/doc-paths.ts says what counts as a path); and the
// README's configuration table lists exactly the variables server/config/config.server.ts reads.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { envSchema } from "#server/config/config.server.ts";
import {
  findMentions,
  isDecisionRecord,
  markdownFiles,
  pathExists,
  pathProblems,
  repositoryRoots,
} from "./doc-paths.ts";

const root = resolve(import.meta.dirname, "../..");
const documents = ["README.md", ...markdownFiles(root, "docs")];

const made: string[] = [];
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

/** A small repository: its files, and a .gitignore that ignores `build/`. */
function fixture(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), "doc-paths-"));
  made.push(dir);
  for (const [path, body] of Object.entries({ ".gitignore": "build/\n", ...files })) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), body);
  }
  return dir;
}

describe("repository paths in documents", () => {
  it("finds backticked paths, plain paths with an extension, and link targets; not aliases, URLs or relative names", () => {
    const text = [
      "One module (`server/config/config.server.ts`), and docs/operations.md (plain), its `redirects.ts`;",
      "`#server/http/app.server.ts`, https://example.com/server/x.ts, `./sibling.ts`, public/private,",
      "[051](051-rows.md#why), [site](https://example.com/a.md), `build/client`, `lib/sanitize.ts`.",
    ].join("\n");
    const found = findMentions(text, "docs/decisions/001-x.md", ["server", "docs", "public", "lib"]);
    expect(found.map((m) => [m.line, m.path])).toEqual([
      [1, "server/config/config.server.ts"],
      [1, "docs/operations.md"],
      [3, "docs/decisions/051-rows.md"],
      [3, "lib/sanitize.ts"],
    ]);
  });

  it("reads patterns: braces, globs, <placeholders> and NNN", () => {
    const dir = fixture({
      "app/routes/home/route.tsx": "",
      "server/db/migrations/001_initial.ts": "",
      "tests/integration/a.test.ts": "",
      "tests/integration/b.test.ts": "",
    });
    expect(pathExists(dir, "app/routes/<url>/")).toBe(true);
    expect(pathExists(dir, "app/routes/<url>/route.tsx")).toBe(true);
    expect(pathExists(dir, "app/routes/<url>/content.tsx")).toBe(false);
    expect(pathExists(dir, "server/db/migrations/NNN_name.ts")).toBe(true);
    expect(pathExists(dir, "tests/integration/{a,b}.test.ts")).toBe(true);
    expect(pathExists(dir, "tests/integration/{a,c}.test.ts")).toBe(false);
    expect(pathExists(dir, "tests/integration/*.test.ts")).toBe(true);
    expect(pathExists(dir, "app/**/route.tsx")).toBe(true);
    expect(pathExists(dir, "app/**")).toBe(true);
    expect(pathExists(dir, "app/routes/home/route.tsx/")).toBe(false);
    expect(pathExists(dir, "server/privacy-*.tsx")).toBe(false);
  });

  it("takes the repository's top-level folders that git keeps, and the former ones", () => {
    const dir = fixture({ "app/a.ts": "", "build/client/index.html": "", "README.md": "" });
    expect(repositoryRoots(dir).sort()).toEqual(["app", "lib"]);
  });

  it("refuses a living document's path that is gone", () => {
    const dir = fixture({
      "server/http/app.server.ts": "",
      "README.md": "See `server/app.server.ts` (moved: `server/http/app.server.ts`).\n",
    });
    expect(pathProblems(dir, "README.md", ["server"])).toEqual(["README.md:1: `server/app.server.ts` does not exist"]);
  });

  it("accepts a decision record's gone path with a note after it in its list item or on the next line", () => {
    const dir = fixture({
      "server/http/static-site.server.ts": "",
      "docs/decisions/003-x.md": [
        "- `server/static-site.server.ts` (moved: `server/http/static-site.server.ts`) loads the build;",
        "- `server/app.server.ts` adds headers,",
        "  and more of the same item (removed: its headers are set by the static site now).",
        "A paragraph names `server/forms/routes.server.ts`.",
        "(removed: the API is in `server/http/static-site.server.ts`.)",
        "- `server/forms/mount.server.ts` (moved: a note that runs over",
        "  two lines, `server/http/static-site.server.ts`)",
        "",
      ].join("\n"),
    });
    expect(pathProblems(dir, "docs/decisions/003-x.md", ["server"])).toEqual([]);
  });

  it("refuses a decision record's gone path without its own note, or with a note naming a gone path", () => {
    const dir = fixture({
      "server/http/app.server.ts": "",
      "docs/decisions/003-x.md": [
        "- `server/static-site.server.ts` loads the build;",
        "- `server/a.server.ts` and `server/b.server.ts` (moved: `server/http/app.server.ts`)",
        "- `server/c.server.ts`",
        "",
        "(moved: `server/http/app.server.ts`), a blank line too late.",
        "- `server/d.server.ts` (moved: `server/e.server.ts`)",
        "- `server/f.server.ts` (moved to where?)",
      ].join("\n"),
    });
    const problems = pathProblems(dir, "docs/decisions/003-x.md", ["server"]);
    expect(problems.map((p) => p.replace(/ does not exist: a decision.*| does not name.*/, ""))).toEqual([
      "docs/decisions/003-x.md:6: the note names `server/e.server.ts`, which does not exist",
      "docs/decisions/003-x.md:1: `server/static-site.server.ts`",
      "docs/decisions/003-x.md:2: `server/a.server.ts`",
      "docs/decisions/003-x.md:3: `server/c.server.ts`",
      'docs/decisions/003-x.md:7: "(moved to where?)"',
    ]);
  });

  it("README.md and the living documents of docs/ name only paths that exist", () => {
    const roots = repositoryRoots(root);
    const living = documents.filter((file) => !isDecisionRecord(file));
    expect(living).toContain("docs/operations.md");
    expect(living.flatMap((file) => pathProblems(root, file, roots))).toEqual([]);
  });

  it("decision records say where each path they name that is gone went", () => {
    const roots = repositoryRoots(root);
    const records = documents.filter(isDecisionRecord);
    expect(records.length).toBeGreaterThan(40);
    expect(records.flatMap((file) => pathProblems(root, file, roots))).toEqual([]);
  });
});

// ── The configuration table ─────────────────────────────────────────────────

/**
 * Variables the README lists that the server does not read: the test runs' own. Each must be read by
 * the tests or their scripts, and its row says "tests:".
 */
const testOnly = ["TEST_DATABASE_URL", "INTEGRATION_WORKERS"];

/** The README's "## Configuration" table: each variable a row names (a row may name several), with its meaning. */
function readmeVariables(readme: string): Map<string, string> {
  const section = readme.split(/^## /m).find((s) => s.startsWith("Configuration\n"));
  if (!section) throw new Error('README.md has no "## Configuration" section');
  const rows = section.split("\n").filter((line) => /^\|\s*`/.test(line));
  const variables = new Map<string, string>();
  for (const row of rows) {
    const [names = "", , meaning = ""] = row.split("|").slice(1);
    for (const m of names.matchAll(/`([A-Z][A-Z0-9_]*)`/g)) variables.set(m[1]!, meaning.trim());
  }
  return variables;
}

/** What config.server.ts reads: its schema's keys, and any process.env.NAME it reads directly. */
function configVariables(): string[] {
  const source = readFileSync(join(root, "server/config/config.server.ts"), "utf8");
  const direct = [...source.matchAll(/process\.env(?:\.|\[["'])([A-Z][A-Z0-9_]*)/g)].map((m) => m[1]!);
  return [...new Set([...Object.keys(envSchema.shape), ...direct])].sort();
}

/** The text of every file under a folder whose name matches. */
function sourcesUnder(dir: string, name: RegExp): string[] {
  return readdirSync(join(root, dir), { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && name.test(e.name))
    .map((e) => readFileSync(join(e.parentPath, e.name), "utf8"));
}

describe("the README's configuration table", () => {
  const readme = readmeVariables(readFileSync(join(root, "README.md"), "utf8"));

  it("is read from its rows, several names to a row", () => {
    const table = ["## Configuration", "", "| variable | default | meaning |", "|---|---|---|"];
    const parsed = readmeVariables(
      [...table, "| `PORT`, `HOST` | `3000` | where |", "| `A_B` | unset | `x` |", "", "## Next", "| `C` | | |"].join(
        "\n",
      ),
    );
    expect([...parsed.keys()]).toEqual(["PORT", "HOST", "A_B"]);
  });

  it("lists exactly the variables config.server.ts reads, and the tests' own", () => {
    const listed = [...readme.keys()].filter((name) => !testOnly.includes(name)).sort();
    const read = configVariables();
    expect({ "in the README, not read": listed.filter((n) => !read.includes(n)) }).toEqual({
      "in the README, not read": [],
    });
    expect({ "read, not in the README": read.filter((n) => !listed.includes(n)) }).toEqual({
      "read, not in the README": [],
    });
  });

  it("lists the tests' own variables as such, and the tests read them", () => {
    const tests = [
      ...sourcesUnder("tests", /\.ts$/),
      ...sourcesUnder("scripts", /\.ts$/),
      readFileSync(join(root, ".ci/run"), "utf8"),
    ];
    for (const name of testOnly) {
      expect(configVariables(), name).not.toContain(name);
      expect(readme.get(name), name).toMatch(/^tests:/);
      expect(
        tests.some((text) => text.includes(`process.env.${name}`)),
        `${name} is read by a test`,
      ).toBe(true);
    }
  });
});
