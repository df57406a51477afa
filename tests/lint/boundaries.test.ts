// The project's import boundaries are lint rules (biome.json): this runs the real Biome with the
// project's configuration over small fixture trees and checks that each boundary is enforced,
// and that code within the rules passes.
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const root = resolve(import.meta.dirname, "../..");
const biome = join(root, "node_modules/.bin/biome");
const made: string[] = [];
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

/** Lints a fixture tree with the project's biome.json and package.json imports; the diagnostics by file. */
function lint(files: Record<string, string>): { code: number; output: string } {
  const dir = mkdtempSync(join(tmpdir(), "lint-fixture-"));
  made.push(dir);
  const config = JSON.parse(readFileSync(join(root, "biome.json"), "utf8"));
  config.vcs = { enabled: false };
  delete config.$schema;
  writeFileSync(join(dir, "biome.json"), JSON.stringify(config));
  const pkg = JSON.parse(readFileSync(join(root, "package.json"), "utf8"));
  writeFileSync(join(dir, "package.json"), JSON.stringify({ name: "fixture", type: "module", imports: pkg.imports }));
  for (const [path, source] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), source);
  }
  const result = spawnSync(biome, ["lint", "--max-diagnostics=200", "."], { cwd: dir, encoding: "utf8" });
  return { code: result.status ?? 1, output: `${result.stdout}${result.stderr}` };
}

const button = "export function Button() {\n  return null;\n}\n";

describe("lint boundaries", () => {
  it("refuses a content module that imports a component", () => {
    const { code, output } = lint({
      "app/components/ui/button.tsx": button,
      "app/routes/sample/content.ts":
        'import { Button } from "#app/components/ui/button.tsx";\n\nexport const cta = Button;\n',
    });
    expect(code).not.toBe(0);
    expect(output).toMatch(
      /app\/routes\/sample\/content\.ts[\s\S]*noRestrictedImports[\s\S]*Content never imports a component/,
    );
  });

  it("refuses an import cycle", () => {
    const { code, output } = lint({
      "shared/a.ts": 'import { b } from "./b.ts";\n\nexport const a = () => b;\n',
      "shared/b.ts": 'import { a } from "./a.ts";\n\nexport const b = () => a;\n',
    });
    expect(code).not.toBe(0);
    expect(output).toMatch(/noImportCycles/);
  });

  it("refuses app/ importing server/ code", () => {
    const { code, output } = lint({
      "server/db/store.server.ts": "export const store = 1;\n",
      "app/lib/uses-server.ts": 'import { store } from "#server/db/store.server.ts";\n\nexport const x = store;\n',
    });
    expect(code).not.toBe(0);
    expect(output).toMatch(/app\/lib\/uses-server\.ts[\s\S]*noRestrictedImports[\s\S]*never imports server/);
  });

  it("refuses a raw react-router Link and a ../ import in the app", () => {
    const { code, output } = lint({
      "app/components/x/raw-link.tsx": 'import { Link } from "react-router";\n\nexport const L = Link;\n',
      "app/lib/climb.ts": 'import { x } from "../other/x.ts";\n\nexport const y = x;\n',
      "app/other/x.ts": "export const x = 1;\n",
    });
    expect(code).not.toBe(0);
    expect(output).toMatch(/raw-link\.tsx[\s\S]*PageLink/);
    expect(output).toMatch(/climb\.ts[\s\S]*package\.json alias/);
  });

  it("refuses a migration that imports the project's code (a shipped migration is frozen)", () => {
    const { code, output } = lint({
      "server/leads/inbox-item.server.ts": "export const inboxItemOf = () => 1;\n",
      "server/db/migrations/050_probe.ts":
        'import { inboxItemOf } from "#server/leads/inbox-item.server.ts";\n\nexport const up = inboxItemOf;\n',
    });
    expect(code).not.toBe(0);
    expect(output).toMatch(/050_probe\.ts[\s\S]*noRestrictedImports[\s\S]*migration is frozen/);
  });

  it("accepts code within the rules: content importing section types, app importing shared", () => {
    const { code, output } = lint({
      "app/components/sections/types.ts": "export interface Faq {\n  question: string;\n}\n",
      "shared/site/facts.ts": 'export const brand = "Leadwise";\n',
      "app/routes/sample/content.ts":
        'import type { Faq } from "#app/components/sections/types.ts";\nimport { brand } from "#shared/site/facts.ts";\n\nexport const faqs: readonly Faq[] = [{ question: brand }];\n',
    });
    expect(output).not.toMatch(/noRestrictedImports|noImportCycles/);
    expect(code).toBe(0);
  });
});
