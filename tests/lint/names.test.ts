// Names that say what a thing is, and no declaration that nothing reads (issue 41):
// - React reserves names that start with "use" and a capital for hooks; the rules of hooks, the
//   linter and a reader take such a function for one. Code that runs no React (the server, shared
//   code, scripts, the integration tests and the desk's server modules) names nothing that way.
// - The personal-data map (server/privacy/personal-data.server.ts) is what erasure, retention and the
//   policies read: every value it exports is read by some module, so that no entry claims a duty
//   nothing carries out. What it says of the server's log is a comment there, checked by
//   tests/integration/privacy-erasure.test.ts on the real log.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const root = resolve(import.meta.dirname, "../..");

function files(dir: string, name: RegExp): string[] {
  return readdirSync(join(root, dir), { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && name.test(e.name) && !e.parentPath.includes("node_modules"))
    .map((e) => relative(root, join(e.parentPath, e.name)));
}

/** The names in a source that look like hooks, outside comments. */
function hookNames(source: string): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|[^:])\/\/.*$/gm, "$1");
  return [...new Set([...code.matchAll(/\buse[A-Z]\w*/g)].map((m) => m[0]))];
}

describe("names", () => {
  it("finds hook-like names in code, not in comments", () => {
    const source = `// useEffect would be wrong here\n/** useState neither */\nexport async function useChallenges() {}\nconst deps = { useChallenge: 1, used: 2 };\nconst url = "https://example.com";`;
    expect(hookNames(source)).toEqual(["useChallenges", "useChallenge"]);
  });

  it("code that runs no React names nothing like a hook", () => {
    const nonReact = [
      ...files("server", /\.ts$/),
      ...files("shared", /\.ts$/),
      ...files("scripts", /\.ts$/),
      ...files("tests/integration", /\.ts$/),
      ...files("tests/support", /\.ts$/),
      ...files("desk/app", /\.server\.ts$/),
    ];
    expect(nonReact.length).toBeGreaterThan(100);
    const found = nonReact.flatMap((file) =>
      hookNames(readFileSync(join(root, file), "utf8")).map((name) => `${file}: ${name}`),
    );
    expect(found).toEqual([]);
  });
});

/** The names a source imports from the personal-data map ("a as b" counts as a). */
function importedNames(source: string): string[] {
  const from = /import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*["'][^"']*personal-data\.server\.ts["']/g;
  return [...source.matchAll(from)].flatMap((m) =>
    m[1]!.split(",").map(
      (name) =>
        name
          .trim()
          .replace(/^type\s+/, "")
          .split(/\s+as\s+/)[0]!,
    ),
  );
}

describe("the personal-data map", () => {
  const module = "server/privacy/personal-data.server.ts";

  it("exports only values some module reads", () => {
    const source = readFileSync(join(root, module), "utf8");
    const exported = [
      ...[...source.matchAll(/^export (?:async )?(?:function|const|let) (\w+)/gm)].map((m) => m[1]!),
      ...[...source.matchAll(/^export \{([^}]*)\}/gm)].flatMap((m) => m[1]!.split(",").map((n) => n.trim())),
    ];
    expect(exported).toContain("tables");
    const readers = ["app", "server", "shared", "desk", "scripts", "tests"].flatMap((dir) => files(dir, /\.tsx?$/));
    const imported = new Set(
      readers
        .filter((file) => file !== module)
        .flatMap((file) => importedNames(readFileSync(join(root, file), "utf8"))),
    );
    expect(exported.filter((name) => !imported.has(name))).toEqual([]);
  });
});
