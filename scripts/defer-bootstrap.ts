// Start the JavaScript after the first paint. React Router writes modulepreload links (React
// hoists them into <head>) and an inline module that imports the manifest and route modules:
// on a slow phone that 160 KB competes with the HTML for the first paint. This rewrite removes
// the links and runs the same bootstrap one frame after the page has painted, preloading the
// same files in parallel then, keeping the manifest's import first. The page is complete
// without JavaScript; hydration starts a frame later.

const preloadTag = /<link rel="modulepreload" href="([^"]+)"\/>/g;
const bootstrapTag = /<script type="module" async="">([\s\S]*?)<\/script>/;

export function deferBootstrap(html: string): string {
  const preloads = [...html.matchAll(preloadTag)].map((m) => m[1] as string);
  const bootstrap = bootstrapTag.exec(html);
  if (!bootstrap) throw new Error("deferBootstrap: React Router's module bootstrap script was not found");
  const source = bootstrap[1] ?? "";
  const sideEffects = [...source.matchAll(/import "([^"]+)";/g)].map((m) => m[1] as string);
  const namespaces = [...source.matchAll(/import \* as (\w+) from "([^"]+)";/g)].map((m) => ({
    name: m[1] as string,
    url: m[2] as string,
  }));
  const registry = /(window\.__reactRouterRouteModules = \{[^}]*\};)/.exec(source)?.[1];
  const entry = /import\("([^"]+)"\);/.exec(source)?.[1];
  if (sideEffects.length !== 1 || !namespaces.length || !registry || !entry) {
    throw new Error(`deferBootstrap: unexpected bootstrap script, update scripts/defer-bootstrap.ts:\n${source}`);
  }
  const rewritten = [
    "await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));",
    `for (const href of ${JSON.stringify(preloads)}) { const l = document.createElement("link"); l.rel = "modulepreload"; l.href = href; document.head.append(l); }`,
    `await import(${JSON.stringify(sideEffects[0])});`,
    `const [${namespaces.map((n) => n.name).join(", ")}] = await Promise.all([${namespaces.map((n) => `import(${JSON.stringify(n.url)})`).join(", ")}]);`,
    registry,
    `import(${JSON.stringify(entry)});`,
  ].join("\n");
  return html.replace(preloadTag, "").replace(bootstrap[0], `<script type="module">${rewritten}</script>`);
}
