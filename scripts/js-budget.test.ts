import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { BUDGET, entryScripts, firstLoadFiles, measure } from "./js-budget.ts";

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

function fixture(rootExtra = ""): string {
  const dir = mkdtempSync(join(tmpdir(), "js-budget-"));
  mkdirSync(join(dir, "assets"));
  mkdirSync(join(dir, "contact"));
  writeFileSync(join(dir, "assets/entry.js"), `import{a}from"./react.js";${filler(45_000)}`);
  writeFileSync(join(dir, "assets/react.js"), `export const a=1;${filler(60_000)}`);
  writeFileSync(join(dir, "assets/root.js"), `import"./react.js";${rootExtra}const f=()=>import("./lazy.js");`);
  writeFileSync(join(dir, "assets/lazy.js"), filler(50_000));
  writeFileSync(join(dir, "assets/page.js"), `export default 1;${filler(30_000)}`);
  const bootstrap = (page: string) =>
    `<!doctype html><link rel="modulepreload" href="/assets/entry.js"/><script type="module">` +
    `for (const href of ["/assets/root.js","/assets/${page}"]) {}; await import("/assets/root.js");</script>`;
  writeFileSync(join(dir, "index.html"), bootstrap("page.js"));
  writeFileSync(join(dir, "contact/index.html"), bootstrap("page.js"));
  return dir;
}

describe("first-load JavaScript budget", () => {
  it("finds scripts in src, modulepreload links and inline bootstraps", () => {
    const html =
      '<script src="/assets/a.js"></script><link rel="modulepreload" href="/assets/b.js"/>' +
      '<script type="module">import("/assets/c.js")</script><script type="application/ld+json">{}</script>';
    expect(entryScripts(html).sort()).toEqual(["/assets/a.js", "/assets/b.js", "/assets/c.js"]);
  });

  it("follows static imports but not import() of on-demand chunks", () => {
    const dir = fixture();
    const files = firstLoadFiles(dir, '<link rel="modulepreload" href="/assets/root.js"/>').map((f) =>
      f.slice(dir.length),
    );
    expect(files).toEqual(["/assets/react.js", "/assets/root.js"]);
  });

  it("passes a lean build and fails when a 20 KB dependency is imported into the root layout", () => {
    const lean = measure(fixture());
    expect(lean.map((r) => r.path)).toEqual(["/", "/contact"]);
    const home = lean.find((r) => r.path === "/")!;
    expect(home.bytes).toBeLessThanOrEqual(BUDGET.home);
    expect(home.bytes).toBeGreaterThan(BUDGET.home - 20_000);

    // The same site with a 20 KB library statically imported by the root module.
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
