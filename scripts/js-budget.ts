// First-load JavaScript per public page, in bytes, against the budget (issue 11): every
// JavaScript file a page's HTML loads or preloads, directly or through the islands bootstrap that
// scripts/island-bootstrap.ts writes, plus every file those import statically (not the
// `import()` ones, which load on demand). Sizes are the brotli files the build ships.
// Deterministic: bytes, not time. Run by `npm test` after the production build.
//   node scripts/js-budget.ts            table, exit 1 over budget
//   node scripts/js-budget.ts --markdown table as Markdown (docs/performance.md)
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, resolve, sep } from "node:path";
import { brotliCompressSync, constants } from "node:zlib";

export const BUDGET = { home: 100_000, page: 110_000 } as const;
/** The analytics beacon's share of every page's first load (issue 26): Plausible's is 2.5 KB gzip. */
export const BEACON_BUDGET = 1_500;

export interface RouteWeight {
  path: string;
  files: string[];
  bytes: number;
  budget: number;
}

const staticImport = /(?:\bimport|\bexport)\s*(?:[\w*{}\s,$]*?\bfrom\s*)?["'`](\.{1,2}\/[^"'`]+\.js)["'`]/g;

function brotliSize(file: string): number {
  const br = `${file}.br`;
  if (existsSync(br)) return statSync(br).size;
  return brotliCompressSync(readFileSync(file), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
}

/** Root-relative URLs of the JavaScript an HTML document starts loading by itself. */
export function entryScripts(html: string): string[] {
  const urls = new Set<string>();
  for (const m of html.matchAll(/<script\b[^>]*\bsrc="([^"]+\.js)"/g)) urls.add(m[1] as string);
  for (const m of html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+\.js)"/g))
    urls.add(m[1] as string);
  for (const m of html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
    for (const u of (m[1] ?? "").matchAll(/["'](\/[^"'\s]+\.js)["']/g)) urls.add(u[1] as string);
  }
  return [...urls];
}

/** The files a page loads first, following static imports between chunks. */
export function firstLoadFiles(clientDir: string, html: string): string[] {
  const seen = new Set<string>();
  const queue = entryScripts(html).map((url) => resolve(clientDir, `.${url}`));
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (seen.has(file) || !existsSync(file)) continue;
    seen.add(file);
    const source = readFileSync(file, "utf8");
    for (const m of source.matchAll(staticImport)) queue.push(resolve(file, "..", m[1] as string));
  }
  return [...seen].sort();
}

function pagesOf(clientDir: string): { path: string; file: string }[] {
  const out: { path: string; file: string }[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== "assets") walk(full);
      } else if (entry.name === "index.html") {
        const rel = relative(clientDir, dir).split(sep).join("/");
        out.push({ path: `/${rel}`.replace(/\/$/, "") || "/", file: full });
      }
    }
  };
  walk(clientDir);
  return out.sort((a, b) => a.path.localeCompare(b.path));
}

export function measure(clientDir: string): RouteWeight[] {
  return pagesOf(clientDir).map(({ path, file }) => {
    const files = firstLoadFiles(clientDir, readFileSync(file, "utf8"));
    return {
      path,
      files: files.map((f) => relative(clientDir, f).split(sep).join("/")),
      bytes: files.reduce((sum, f) => sum + brotliSize(f), 0),
      budget: path === "/" ? BUDGET.home : BUDGET.page,
    };
  });
}

/**
 * What the beacon adds to every page's first load: its entry (island-beacon-*.js) and what that
 * imports statically, less what the islands' entry (island-islands-*.js or island-entry.js) loads
 * on every page anyway.
 */
export function beaconBytes(clientDir: string): number {
  const assets = readdirSync(join(clientDir, "assets"));
  const find = (pattern: RegExp) => assets.find((f) => pattern.test(f));
  const loads = (file: string | undefined) =>
    file ? firstLoadFiles(clientDir, `<script type="module">import("/assets/${file}")</script>`) : [];
  const beacon = find(/^island-beacon(-[\w-]+)?\.js$/);
  if (!beacon) throw new Error("js-budget: no island-beacon-*.js in the build");
  const anyway = new Set(loads(find(/^island-(islands|entry)(-[\w-]+)?\.js$/)));
  return loads(beacon)
    .filter((f) => !anyway.has(f))
    .reduce((sum, f) => sum + brotliSize(f), 0);
}

const kb = (n: number) => `${(n / 1000).toFixed(1)} KB`;

export function table(rows: readonly RouteWeight[], markdown = false): string {
  const lines = rows.map((r) => [
    r.path,
    kb(r.bytes),
    kb(r.budget),
    String(r.files.length),
    r.bytes <= r.budget ? "ok" : "OVER",
  ]);
  const head = ["page", "first-load JS (brotli)", "budget", "files", ""];
  if (markdown) {
    return [
      `| ${head.join(" | ")} |`,
      `|${head.map(() => "---").join("|")}|`,
      ...lines.map((l) => `| ${l.join(" | ")} |`),
    ].join("\n");
  }
  const widths = head.map((h, i) => Math.max(h.length, ...lines.map((l) => (l[i] ?? "").length)));
  return [head, ...lines].map((l) => l.map((c, i) => c.padEnd(widths[i] ?? 0)).join("  ")).join("\n");
}

if (import.meta.main) {
  const clientDir = resolve(process.env.BUILD_DIR ?? "build", "client");
  if (!existsSync(join(clientDir, "index.html"))) {
    console.error(`No build in ${clientDir}: run npm run build first.`);
    process.exit(2);
  }
  const rows = measure(clientDir);
  console.log(table(rows, process.argv.includes("--markdown")));
  const over = rows.filter((r) => r.bytes > r.budget);
  const beacon = beaconBytes(clientDir);
  console.log(
    `\nAnalytics beacon: ${kb(beacon)} of first-load JavaScript on every page (budget ${kb(BEACON_BUDGET)}).`,
  );
  if (beacon > BEACON_BUDGET) {
    console.error(`The analytics beacon is over its budget: ${beacon} bytes.`);
    process.exit(1);
  }
  if (over.length > 0) {
    console.error(`\n${over.length} page(s) over the JavaScript budget: ${over.map((r) => r.path).join(", ")}`);
    process.exit(1);
  }
  console.log(
    `\nEvery page within its first-load JavaScript budget (home ${kb(BUDGET.home)}, others ${kb(BUDGET.page)}).`,
  );
}
