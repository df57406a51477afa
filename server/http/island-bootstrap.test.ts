import { describe, expect, it } from "vitest";
import { type IslandManifest, islandBootstrap, islandFiles, islandsOf, pageFiles } from "./island-bootstrap.ts";

const manifest: IslandManifest = {
  "app/islands/entry.ts": { file: "assets/island-entry.js", imports: ["_runtime"], dynamicImports: ["hydrate"] },
  _runtime: { file: "assets/island-runtime.js" },
  _react: { file: "assets/island-react.js" },
  "app/islands/hydrate.tsx": { file: "assets/island-hydrate.js", imports: ["_react", "_runtime"] },
  "app/islands/contact-form.tsx": {
    file: "assets/island-contact-form.js",
    imports: ["_react", "_form"],
    dynamicImports: ["_lazy"],
  },
  _form: { file: "assets/island-form.js", imports: ["_react"] },
  _lazy: { file: "assets/island-lazy.js" },
  "app/analytics/beacon.ts": { file: "assets/island-beacon.js", imports: ["_choice"], dynamicImports: ["_lazy"] },
  _choice: { file: "assets/island-choice.js" },
};
const island = (name: string) => `<div data-island="${name}" data-props="{}" class="contents"></div>`;

describe("islands bootstrap", () => {
  it("lists a page's islands once each, in document order", () => {
    expect(islandsOf(`${island("contact-form")}<main>${island("faq")}${island("faq")}</main>`)).toEqual([
      "contact-form",
      "faq",
    ]);
  });

  it("first loads the entry and its static imports, never React", () => {
    expect(pageFiles(manifest)).toEqual(["/assets/island-entry.js", "/assets/island-runtime.js"]);
  });

  it("gives a form island what it needs to hydrate, without what the page already loaded or on-demand chunks", () => {
    expect(islandFiles(manifest, "contact-form")).toEqual([
      "/assets/island-hydrate.js",
      "/assets/island-react.js",
      "/assets/island-contact-form.js",
      "/assets/island-form.js",
    ]);
  });

  it("adds one module script before </body> that starts after the first paint and loads no island", () => {
    const html = islandBootstrap(`<html><body><header></header>${island("contact-form")}</body></html>`, manifest);
    const script = /<script type="module">([\s\S]*)<\/script><\/body>/.exec(html)?.[1] ?? "";
    expect(script).toContain("new PerformanceObserver");
    expect(script).toContain('"first-contentful-paint"');
    expect(script).toContain("requestAnimationFrame");
    expect(script).toContain('import("/assets/island-entry.js")');
    expect(script).toContain('"/assets/island-runtime.js"');
    // The counting beacon on every page, with what it imports statically, never its lazy parts.
    expect(script).toContain('import("/assets/island-beacon.js")');
    expect(script).toContain('"/assets/island-choice.js"');
    expect(script).not.toContain("island-lazy");
    expect(script).not.toContain("island-react");
    expect(script).not.toContain("island-contact-form");
    // The form's files ride on its element, for the entry to load when the form is about to be used.
    expect(html).toContain(
      '<div data-island="contact-form" data-files="[&quot;/assets/island-hydrate.js&quot;,&quot;/assets/island-react.js&quot;,&quot;/assets/island-contact-form.js&quot;,&quot;/assets/island-form.js&quot;]"',
    );
  });

  it("bootstraps a page without islands (the header needs no React) and refuses React Router's scripts or an unknown island", () => {
    expect(islandBootstrap("<body></body>", manifest)).toContain('import("/assets/island-entry.js")');
    expect(() =>
      islandBootstrap(
        `<body>${island("contact-form")}<script>window.__reactRouterContext = {}</script></body>`,
        manifest,
      ),
    ).toThrow(/React Router/);
    expect(() => islandBootstrap(`<body>${island("nope")}</body>`, manifest)).toThrow(/not in the islands manifest/);
  });
});
