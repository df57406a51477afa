import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { folderCycles, folderGraph } from "./folder-graph.ts";

const root = resolve(import.meta.dirname, "../..");
const made: string[] = [];
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

function fixture(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), "folders-"));
  made.push(dir);
  for (const [path, source] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), source);
  }
  return dir;
}

describe("folders of the server", () => {
  it("never import each other in a loop, type imports included", () => {
    const graph = folderGraph(root, "server", "#server/");
    const cycles = folderCycles(graph).map((group) =>
      group.map((from) => {
        const edges = [...(graph.get(from)?.entries() ?? [])].filter(([to]) => group.includes(to));
        return `${from} → ${edges.map(([to, files]) => `${to} (${files[0]})`).join(", ")}`;
      }),
    );
    expect(cycles).toEqual([]);
  });

  it("finds a loop made by a type import or a re-export, not one inside a folder", () => {
    const dir = fixture({
      "server/a/one.ts": 'import type { B } from "#server/b/two.ts";\nexport type A = B;\n',
      "server/b/two.ts": 'export { a } from "#server/c/three.ts";\nexport type B = 1;\n',
      "server/c/three.ts": 'import type { A } from "#server/a/one.ts";\nexport const a: A | 1 = 1;\n',
      "server/d/four.ts": 'import { x } from "./five.ts";\nexport const y = x;\n',
      "server/d/five.ts": 'import { y } from "./four.ts";\nexport const x = y;\n',
    });
    expect(folderCycles(folderGraph(dir, "server", "#server/"))).toEqual([["a", "b", "c"]]);
  });
});
