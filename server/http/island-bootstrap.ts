// Each public page's only script (decisions 025, 030): after the first paint (decision 006) it
// imports the counting beacon (app/analytics/beacon.ts, issue 26) and the entry
// (app/islands/entry.ts), which has no React: it runs the page's small behaviours
// (header, tooltips, videos, notices) and watches the page's form islands. A form island's element
// carries the files React needs to hydrate it (data-files: the hydrate chunk, React and the form's
// code), which the entry preloads and imports only when the form is about to be used, so a page
// first loads the entry alone. Files come from the islands build's manifest (vite.islands.config.ts);
// an island named N is the module app/islands/N.tsx.

export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
export type IslandManifest = Record<string, ManifestChunk>;

export const ISLANDS_ENTRY = "app/islands/entry.ts";
export const ISLANDS_HYDRATE = "app/islands/hydrate.tsx";
/** The counting beacon (issue 26): its own entry, loaded by every page beside the islands' entry. */
export const BEACON_ENTRY = "app/analytics/beacon.ts";

/** The island names a prerendered page holds, in document order, each once. */
export function islandsOf(html: string): string[] {
  return [...new Set([...html.matchAll(/<div data-island="([a-z0-9-]+)"/g)].map((m) => m[1] as string))];
}

/** Root-relative URLs of a chunk and every chunk it imports statically. */
function withStaticImports(manifest: IslandManifest, key: string, into: Set<string>): void {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`island-bootstrap: ${key} is not in the islands manifest`);
  const url = `/${chunk.file}`;
  if (into.has(url)) return;
  into.add(url);
  for (const dep of chunk.imports ?? []) withStaticImports(manifest, dep, into);
}

/** The files every page loads first: the entry and what it imports statically. */
export function pageFiles(manifest: IslandManifest): string[] {
  const files = new Set<string>();
  withStaticImports(manifest, ISLANDS_ENTRY, files);
  return [...files];
}

/** What an island needs on top of the page's first files: React's hydrate chunk and the island's code. */
export function islandFiles(manifest: IslandManifest, name: string): string[] {
  const first = new Set(pageFiles(manifest));
  const files = new Set<string>();
  withStaticImports(manifest, ISLANDS_HYDRATE, files);
  withStaticImports(manifest, `app/islands/${name}.tsx`, files);
  return [...files].filter((f) => !first.has(f));
}

/**
 * Waits until the first contentful paint has been presented, then one task more. A big page can take
 * longer to raster than one frame, and files requested before its first paint would count, for
 * Lighthouse's simulation, as things the paint waited for (FCP 1.2 s instead of 0.9 s on the
 * insights hub). Where paint timing is missing or the tab is hidden (no paint comes), one frame as
 * before; at most 3 s in any case.
 */
const START_AFTER_FIRST_PAINT = `await new Promise((r) => {
  const go = () => setTimeout(r, 0);
  setTimeout(r, 3000);
  const fcp = "first-contentful-paint";
  if (performance.getEntriesByName(fcp).length) return go();
  if (document.visibilityState !== "visible" || !PerformanceObserver.supportedEntryTypes?.includes("paint")) return requestAnimationFrame(go);
  new PerformanceObserver((list, o) => { if (list.getEntriesByName(fcp).length) { o.disconnect(); go(); } }).observe({ type: "paint" });
});`;

export function islandBootstrap(html: string, manifest: IslandManifest): string {
  if (/__reactRouterContext|<link rel="modulepreload"/.test(html)) {
    throw new Error("island-bootstrap: the page still carries React Router's scripts (see app/root.tsx)");
  }
  const [entry, ...rest] = pageFiles(manifest);
  const beacon = new Set<string>();
  withStaticImports(manifest, BEACON_ENTRY, beacon);
  const [beaconEntry, ...beaconImports] = [...beacon];
  const preload = [...new Set([...rest, ...beaconImports])].filter((f) => f !== entry && f !== beaconEntry);
  const script = [
    START_AFTER_FIRST_PAINT,
    ...(preload.length > 0
      ? [
          `for (const href of ${JSON.stringify(preload)}) { const l = document.createElement("link"); l.rel = "modulepreload"; l.href = href; document.head.append(l); }`,
        ]
      : []),
    // With no connection (or files replaced by a release) an import fails: no uncaught rejection,
    // and the entry is tried again when the connection comes back. A visit left uncounted is not.
    `import(${JSON.stringify(beaconEntry)}).catch(() => {});`,
    `const entry = () => import(${JSON.stringify(entry)});`,
    `entry().catch(() => addEventListener("online", () => entry().catch(() => {}), { once: true }));`,
  ].join("\n");
  if (!html.includes("</body>")) throw new Error("island-bootstrap: no </body>");
  const withFiles = html.replace(
    /<div data-island="([a-z0-9-]+)"/g,
    (tag, name: string) => `${tag} data-files="${escapeAttr(JSON.stringify(islandFiles(manifest, name)))}"`,
  );
  return withFiles.replace("</body>", `<script type="module">${script}</script></body>`);
}

function escapeAttr(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/"/g, "&quot;");
}
