import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { type IslandManifest, islandBootstrap } from "./island-bootstrap.ts";
import { BEACON_BUDGET, BUDGET, beaconBytes, entryScripts, firstLoadFiles, measure } from "./js-budget.ts";

// Incompressible filler: random bytes as hex do not shrink much under brotli.
function filler(bytes: number): string {
  let out = "";
  let x = 12345;
  while (out.length < bytes) {
    x = (x * 1103515245 + 12345) % 2 ** 31;
    out += x.toString(36);
  }
  return `/*${out.slice(0, bytes)}*/`;
}

/**
 * A built site in the shape the real build writes: prerendered pages with island elements, the
 * islands bootstrap written by the real islandBootstrap() from an islands manifest, and chunks
 * that import each other. `layoutImport` adds a static import to the entry (what every page's
 * layout loads), as a new dependency of the root layout would.
 */
function fixture(layoutImport = ""): string {
  const dir = mkdtempSync(join(tmpdir(), "js-budget-"));
  mkdirSync(join(dir, "assets"));
  mkdirSync(join(dir, "contact"));
  const files: Record<string, string> = {
    "assets/island-react.js": `export const a=1;${filler(92_000)}`,
    "assets/island-entry.js": `import{a}from"./island-react.js";${layoutImport}const l=()=>import("./island-header.js");${filler(20_000)}`,
    "assets/island-header.js": `import{a}from"./island-react.js";export default 1;${filler(15_000)}`,
    "assets/island-form.js": `import{a}from"./island-react.js";const v=()=>import("./island-lazy.js");${filler(30_000)}`,
    "assets/island-lazy.js": filler(50_000),
    "assets/island-beacon.js": `const v=()=>import("./island-lazy.js");${filler(1_000)}`,
  };
  for (const [name, body] of Object.entries(files)) writeFileSync(join(dir, name), body);
  const manifest: IslandManifest = {
    "app/islands/entry.tsx": {
      file: "assets/island-entry.js",
      isEntry: true,
      imports: ["_react"],
      dynamicImports: ["app/islands/header.tsx"],
    },
    _react: { file: "assets/island-react.js" },
    "app/islands/header.tsx": { file: "assets/island-header.js", imports: ["_react"] },
    "app/islands/contact-form.tsx": { file: "assets/island-form.js", imports: ["_react"] },
    "app/analytics/beacon.ts": { file: "assets/island-beacon.js", isEntry: true, dynamicImports: ["_lazy"] },
  };
  const page = (islands: string[]) =>
    islandBootstrap(
      `<!doctype html><html><body>${islands.map((n) => `<div data-island="${n}" data-props="{}" class="contents"></div>`).join("")}</body></html>`,
      manifest,
    );
  writeFileSync(join(dir, "index.html"), page(["header"]));
  writeFileSync(join(dir, "contact/index.html"), page(["header", "contact-form"]));
  return dir;
}

describe("first-load JavaScript budget", () => {
  it("measures the analytics beacon with its static imports, not its on-demand parts", () => {
    const dir = fixture();
    const alone = beaconBytes(dir);
    expect(alone).toBeGreaterThan(0);
    expect(alone).toBeLessThan(BEACON_BUDGET);
    // What the islands' entry loads anyway is not the beacon's cost; anything else it imports is.
    writeFileSync(join(dir, "assets/island-beacon.js"), `import"./island-react.js";${filler(1_000)}`);
    expect(beaconBytes(dir)).toBeLessThan(BEACON_BUDGET);
    writeFileSync(join(dir, "assets/island-beacon.js"), `import"./island-header.js";${filler(1_000)}`);
    expect(beaconBytes(dir)).toBeGreaterThan(BEACON_BUDGET);
  });

  it("finds scripts in src, modulepreload links and inline bootstraps", () => {
    const html =
      '<script src="/assets/a.js"></script><link rel="modulepreload" href="/assets/b.js"/>' +
      '<script type="module">import("/assets/c.js")</script><script type="application/ld+json">{}</script>';
    expect(entryScripts(html).sort()).toEqual(["/assets/a.js", "/assets/b.js", "/assets/c.js"]);
  });

  it("counts each page's islands and their static imports, not import() of on-demand chunks", () => {
    const dir = fixture();
    const rows = measure(dir);
    expect(rows.find((r) => r.path === "/")?.files).toEqual([
      "assets/island-beacon.js",
      "assets/island-entry.js",
      "assets/island-header.js",
      "assets/island-react.js",
    ]);
    expect(rows.find((r) => r.path === "/contact")?.files).toEqual([
      "assets/island-beacon.js",
      "assets/island-entry.js",
      "assets/island-form.js",
      "assets/island-header.js",
      "assets/island-react.js",
    ]);
    const files = firstLoadFiles(dir, '<link rel="modulepreload" href="/assets/island-form.js"/>').map((f) =>
      f.slice(dir.length),
    );
    expect(files).toEqual(["/assets/island-form.js", "/assets/island-react.js"]);
  });

  it("passes a lean build and fails when a 20 KB dependency is imported into the root layout", () => {
    const lean = measure(fixture());
    expect(lean.map((r) => r.path)).toEqual(["/", "/contact"]);
    const home = lean.find((r) => r.path === "/")!;
    expect(home.bytes).toBeLessThanOrEqual(BUDGET.home);
    expect(home.bytes).toBeGreaterThan(BUDGET.home - 20_000);
    expect(lean.every((r) => r.bytes <= r.budget)).toBe(true);

    // The same site with a 20 KB library statically imported by what every page loads first.
    const dir = fixture('import"./big-dependency.js";');
    // About 20 KB once compressed.
    writeFileSync(join(dir, "assets/big-dependency.js"), filler(31_000));
    const heavy = measure(dir);
    const grown = heavy.find((r) => r.path === "/")!.bytes;
    expect(grown - home.bytes).toBeGreaterThan(19_000);
    expect(grown - home.bytes).toBeLessThan(21_000);
    expect(grown).toBeGreaterThan(BUDGET.home);
    expect(heavy.every((r) => r.files.includes("assets/big-dependency.js"))).toBe(true);
  });
});
