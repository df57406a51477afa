import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { type IslandManifest, islandBootstrap } from "#server/http/island-bootstrap.ts";
import { BEACON_BUDGET, BUDGET, beaconBytes, entryScripts, firstLoadFiles, measure, overBudget } from "./js-budget.ts";

// Incompressible filler: random bytes as hex do not shrink much under brotli.
function filler(bytes: number, seed = 12345): string {
  let out = "";
  let x = seed;
  while (out.length < bytes) {
    x = (x * 1103515245 + 12345) % 2 ** 31;
    out += x.toString(36);
  }
  return `/*${out.slice(0, bytes)}*/`;
}

/**
 * A built site in the shape the real build writes: prerendered pages, the islands bootstrap written
 * by the real islandBootstrap() from an islands manifest (a form island's element carries the files
 * it hydrates with), and chunks that import each other. `layoutImport` adds a static import to the
 * entry (what every page loads first), as a new dependency of the page shell would.
 */
function fixture(layoutImport = "", formImport = ""): string {
  const dir = mkdtempSync(join(tmpdir(), "js-budget-"));
  mkdirSync(join(dir, "assets"));
  mkdirSync(join(dir, "contact"));
  const files: Record<string, string> = {
    "assets/island-entry.js": `${layoutImport}const h=()=>import("./island-hydrate.js");${filler(9_000)}`,
    "assets/island-react.js": `export const a=1;${filler(60_000)}`,
    "assets/island-hydrate.js": `import{a}from"./island-react.js";export const h=1;${filler(1_000)}`,
    "assets/island-form.js": `import{a}from"./island-react.js";${formImport}const v=()=>import("./island-lazy.js");${filler(20_000)}`,
    "assets/island-lazy.js": filler(50_000),
    "assets/island-beacon.js": `const v=()=>import("./island-lazy.js");${filler(1_000)}`,
  };
  for (const [name, body] of Object.entries(files)) writeFileSync(join(dir, name), body);
  const manifest: IslandManifest = {
    "app/islands/entry.ts": {
      file: "assets/island-entry.js",
      isEntry: true,
      dynamicImports: ["app/islands/hydrate.tsx"],
    },
    _react: { file: "assets/island-react.js" },
    "app/islands/hydrate.tsx": { file: "assets/island-hydrate.js", imports: ["_react"] },
    "app/islands/contact-form.tsx": { file: "assets/island-form.js", imports: ["_react"] },
    "app/analytics/beacon.ts": { file: "assets/island-beacon.js", isEntry: true, dynamicImports: ["_lazy"] },
  };
  const page = (islands: string[]) =>
    islandBootstrap(
      `<!doctype html><html><body>${islands.map((n) => `<div data-island="${n}" data-props="{}" class="contents"></div>`).join("")}</body></html>`,
      manifest,
    );
  writeFileSync(join(dir, "index.html"), page([]));
  writeFileSync(join(dir, "contact/index.html"), page(["contact-form"]));
  return dir;
}

describe("JavaScript and HTML budgets", () => {
  it("measures the analytics beacon with its static imports, not its on-demand parts", () => {
    const dir = fixture();
    const alone = beaconBytes(dir);
    expect(alone).toBeGreaterThan(0);
    expect(alone).toBeLessThan(BEACON_BUDGET);
    // What the islands' entry loads anyway is not the beacon's cost; anything else it imports is.
    writeFileSync(join(dir, "assets/island-beacon.js"), `import"./island-entry.js";${filler(1_000)}`);
    expect(beaconBytes(dir)).toBeLessThan(BEACON_BUDGET);
    writeFileSync(join(dir, "assets/island-beacon.js"), `import"./island-react.js";${filler(1_000)}`);
    expect(beaconBytes(dir)).toBeGreaterThan(BEACON_BUDGET);
  });

  it("finds scripts in src, modulepreload links and inline bootstraps", () => {
    const html =
      '<script src="/assets/a.js"></script><link rel="modulepreload" href="/assets/b.js"/>' +
      '<script type="module">import("/assets/c.js")</script><script type="application/ld+json">{}</script>';
    expect(entryScripts(html).sort()).toEqual(["/assets/a.js", "/assets/b.js", "/assets/c.js"]);
  });

  it("counts the entry first, and a form's hydration files with their static imports, never import() chunks", () => {
    const dir = fixture();
    const rows = measure(dir);
    const home = rows.find((r) => r.path === "/")!;
    const contact = rows.find((r) => r.path === "/contact")!;
    expect(home.files).toEqual(["assets/island-beacon.js", "assets/island-entry.js"]);
    expect(home.formFiles).toBeNull();
    expect(contact.files).toEqual(["assets/island-beacon.js", "assets/island-entry.js"]);
    expect(contact.formFiles).toEqual([
      "assets/island-beacon.js",
      "assets/island-entry.js",
      "assets/island-form.js",
      "assets/island-hydrate.js",
      "assets/island-react.js",
    ]);
    expect(contact.formBytes).toBeGreaterThan(contact.bytes + 50_000);
    const files = firstLoadFiles(dir, '<link rel="modulepreload" href="/assets/island-form.js"/>').map((f) =>
      f.slice(dir.length),
    );
    expect(files).toEqual(["/assets/island-form.js", "/assets/island-react.js"]);
  });

  it("passes a lean build; fails a 10 KB dependency in the first load, a form over 100 KB, a home page over 100 KB", () => {
    const lean = measure(fixture());
    expect(lean.map((r) => r.path)).toEqual(["/", "/contact"]);
    expect(lean.every((r) => overBudget(r).length === 0)).toBe(true);
    const home = lean.find((r) => r.path === "/")!;
    expect(home.bytes).toBeGreaterThan(BUDGET.firstLoad - 10_000);

    // A 10 KB library statically imported by what every page loads first.
    const dir = fixture('import"./big-dependency.js";');
    writeFileSync(join(dir, "assets/big-dependency.js"), filler(16_000));
    const heavy = measure(dir);
    expect(heavy.every((r) => r.files.includes("assets/big-dependency.js"))).toBe(true);
    expect(heavy.find((r) => r.path === "/")!.bytes - home.bytes).toBeGreaterThan(9_000);
    expect(heavy.every((r) => overBudget(r).some((o) => o.startsWith("first-load JS")))).toBe(true);

    // A form whose code grew by about 45 KB: only the page with the form is over, and only with its form.
    const fatDir = fixture("", 'import"./island-rules.js";');
    writeFileSync(join(fatDir, "assets/island-rules.js"), filler(70_000, 777));
    const fat = measure(fatDir);
    expect(overBudget(fat.find((r) => r.path === "/")!)).toEqual([]);
    expect(overBudget(fat.find((r) => r.path === "/contact")!)).toEqual([
      expect.stringMatching(/^JS with its form .* > 100\.0 KB$/),
    ]);

    // Home's HTML over 100 KB raw.
    const big = fixture();
    writeFileSync(join(big, "index.html"), `<!doctype html><body>${"x".repeat(BUDGET.homeHtml)}</body>`);
    expect(overBudget(measure(big).find((r) => r.path === "/")!)).toEqual([expect.stringMatching(/^HTML /)]);
  });
});
