import { describe, expect, it } from "vitest";
import { type IslandManifest, islandBootstrap, islandsOf, pageFiles } from "./island-bootstrap.ts";

const manifest: IslandManifest = {
  "app/islands/entry.tsx": { file: "assets/island-entry.js", imports: ["_react", "_shared"] },
  _react: { file: "assets/island-react.js" },
  _shared: { file: "assets/island-shared.js", imports: ["_react"] },
  "app/islands/header.tsx": { file: "assets/island-header.js", imports: ["_react", "_shared"] },
  "app/islands/faq.tsx": { file: "assets/island-faq.js", imports: ["_react"], dynamicImports: ["_lazy"] },
  _lazy: { file: "assets/island-lazy.js" },
  "app/analytics/beacon.ts": { file: "assets/island-beacon.js", imports: ["_choice"], dynamicImports: ["_lazy"] },
  _choice: { file: "assets/island-choice.js" },
};
const island = (name: string) => `<div data-island="${name}" data-props="{}" class="contents"></div>`;

describe("islands bootstrap", () => {
  it("lists a page's islands once each, in document order", () => {
    expect(islandsOf(`${island("header")}<main>${island("faq")}${island("faq")}</main>`)).toEqual(["header", "faq"]);
  });

  it("loads the entry, then what each island imports statically, never on-demand chunks", () => {
    expect(pageFiles(manifest, ["header", "faq"])).toEqual([
      "/assets/island-entry.js",
      "/assets/island-react.js",
      "/assets/island-shared.js",
      "/assets/island-header.js",
      "/assets/island-faq.js",
    ]);
  });

  it("adds one module script before </body> that starts after the first paint", () => {
    const html = islandBootstrap(`<html><body>${island("header")}</body></html>`, manifest);
    const script = /<script type="module">([\s\S]*)<\/script><\/body>/.exec(html)?.[1] ?? "";
    expect(script).toContain("new PerformanceObserver");
    expect(script).toContain('"first-contentful-paint"');
    expect(script).toContain("requestAnimationFrame");
    expect(script).toContain('import("/assets/island-entry.js")');
    // The counting beacon on every page, with what it imports statically, never its lazy parts.
    expect(script).toContain('import("/assets/island-beacon.js")');
    expect(script).toContain('"/assets/island-choice.js"');
    expect(script).not.toContain("island-lazy");
    expect(script).toContain('"/assets/island-header.js"');
    expect(script).not.toContain("island-faq");
  });

  it("refuses pages that still carry React Router's scripts, have no islands, or name an unknown island", () => {
    expect(() =>
      islandBootstrap(`<body>${island("header")}<script>window.__reactRouterContext = {}</script></body>`, manifest),
    ).toThrow(/React Router/);
    expect(() => islandBootstrap("<body></body>", manifest)).toThrow(/without islands/);
    expect(() => islandBootstrap(`<body>${island("nope")}</body>`, manifest)).toThrow(/not in the islands manifest/);
  });
});
