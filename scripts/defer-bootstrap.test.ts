import { describe, expect, it } from "vitest";
import { deferBootstrap } from "./defer-bootstrap.ts";

const page = [
  '<html><head><meta charSet="utf-8"/><link rel="modulepreload" href="/assets/manifest-1.js"/>',
  '<link rel="modulepreload" href="/assets/entry.client-2.js"/><link rel="modulepreload" href="/assets/root-3.js"/>',
  "<title>t</title></head><body><p>content</p><script>window.__reactRouterContext = {};</script>",
  '<script type="module" async="">import "/assets/manifest-1.js"; import * as route0 from "/assets/root-3.js"; ',
  'import * as route1 from "/assets/privacy-4.js";      window.__reactRouterRouteModules = {"root":route0,"routes/privacy":route1};  ',
  'import("/assets/entry.client-2.js");</script></body></html>',
].join("");

describe("deferBootstrap", () => {
  const out = deferBootstrap(page);

  it("removes the modulepreload links from the HTML and keeps everything else", () => {
    expect(out).not.toContain('rel="modulepreload"');
    expect(out).toContain("<p>content</p>");
    expect(out).toContain("<script>window.__reactRouterContext = {};</script>");
  });

  it("runs the same bootstrap after a frame: preloads, manifest first, route modules, then the entry", () => {
    const script = /<script type="module">([\s\S]*?)<\/script>/.exec(out)?.[1] ?? "";
    const order = [
      "requestAnimationFrame",
      '"/assets/entry.client-2.js","/assets/root-3.js"',
      'import("/assets/manifest-1.js")',
      'import("/assets/root-3.js"), import("/assets/privacy-4.js")',
      "window.__reactRouterRouteModules = {",
      'import("/assets/entry.client-2.js")',
    ];
    let at = -1;
    for (const piece of order) {
      const next = script.indexOf(piece, at + 1);
      expect(next, piece).toBeGreaterThan(at);
      at = next;
    }
    expect(script).toContain("const [route0, route1] = await Promise.all(");
  });

  it("fails loudly when React Router writes a different bootstrap", () => {
    expect(() => deferBootstrap("<html><body></body></html>")).toThrow(/not found/);
    expect(() => deferBootstrap('<script type="module" async="">import("/x.js");</script>')).toThrow(/unexpected/);
  });
});
