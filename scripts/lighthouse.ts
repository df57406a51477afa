// `npm run bench:lighthouse [-- /path /other]`: Lighthouse (mobile, simulated
// throttling) on every registry route against the production server; prints
// the five category scores, FCP, LCP, TBT, CLS and JS bytes per route, the
// worst of each, and writes the table into docs/performance.md. Each route runs
// LH_RUNS times (default 3); the table gives Lighthouse's median run (computeMedianRun) and each run's
// performance and TBT with their medians, by which the target is judged (issue 45). Also prints
// Lighthouse's benchmarkIndex of this machine (its own CPU benchmark, median over every run): the
// same page scores differently on a slower machine (issue 24: about 1,150 here vs 2,050 elsewhere).
// Issue 45: a fast moment of this machine flatters the pages, so before each run the same benchmark
// runs in the same Chromium and, above REFERENCE_INDEX (1,700), the CPU slowdown Lighthouse
// simulates is scaled to 4 × index / 1,700, so the run stands for a 1,700 machine; each run's index
// and slowdown are printed. LH_SCALE=0 keeps Lighthouse's plain 4×.
// Decision 097: before each route an empty page with the site's headers runs the same way, and its
// TBT is the table's last column: what the simulation counts at that moment for a page doing nothing.
// Not part of `npm test`: scores are measurements, not unit assertions.
import { type ChildProcess, spawnSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import { join, resolve } from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { type RunnerResult } from "lighthouse";
import { throttling } from "lighthouse/core/config/constants.js";
import { computeMedianRun } from "lighthouse/core/lib/median-run.js";
import { pageFunctions } from "lighthouse/core/lib/page-functions.js";
import { securityHeaders } from "#server/http/app.server.ts";
import { median as medianOf } from "#shared/median.ts";
import { pages } from "#shared/site/pages.ts";
import { chromiumArgs, findChromium } from "#tests/support/browser.ts";
import { serveBuild } from "./serve-build.ts";

const port = Number(process.env.LH_PORT ?? 4399);
const base = process.env.LH_BASE_URL ?? `http://127.0.0.1:${port}`;
const buildDir = process.env.BUILD_DIR ?? "build";
const requested = process.argv.slice(2).filter((a) => a.startsWith("/"));
// Lighthouse's own advice: scores move from run to run, so report the median of several.
const runs = Math.max(1, Number(process.env.LH_RUNS ?? 3));
const routes = requested.length ? requested : pages.map((p) => p.path);

interface Row {
  route: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** SEO audits that fail, less the one a noindex page fails by design (is-crawlable). */
  seoFailures: string[];
  agentic: number | null;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  jsKb: number;
  /** An empty page's TBT just before this route's runs: the simulation's floor at that moment. */
  floorTbt: number | null;
  /** Each valid run's TBT and performance score, in the order run. */
  runTbts: number[];
  runPerformance: number[];
}

/** The median of the runs (0 with none). */
const median = (values: readonly number[]) => medianOf(values) ?? 0;

async function startServer(): Promise<ChildProcess | undefined> {
  if (process.env.LH_BASE_URL) return undefined;
  if (!existsSync(resolve(buildDir, "client/index.html"))) {
    const built = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
    if (built.status !== 0) process.exit(1);
  }
  return serveBuild(buildDir, port);
}

// Decision 097: an empty page (no stylesheet, no script, one heading) with the site's own headers,
// measured the same way before each route, so a reader can tell what the page costs from what any
// page of this site costs at that moment: the navigation's first tasks (a new renderer for
// Cross-Origin-Opener-Policy, a V8 context, Lighthouse's injected scripts) are simulated too, and
// part of them is counted after the simulated first paint. LH_FLOOR=0 leaves it out.
const FLOOR_HTML = `<!doctype html><html lang="en-AU"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Empty page</title><meta name="description" content="The benchmark's empty page: no stylesheet, no script."></head><body><main><h1>Empty page</h1><p>Nothing here but this sentence.</p></main></body></html>`;
const floorPort = port + 1;
const floor =
  process.env.LH_FLOOR === "0"
    ? undefined
    : createServer((_req, res) => {
        res.writeHead(200, {
          ...securityHeaders,
          "content-type": "text/html; charset=utf-8",
          "cache-control": "no-store",
        });
        res.end(FLOOR_HTML);
      }).listen(floorPort, "127.0.0.1");

const score = (v: number | null | undefined) => (v == null ? 0 : Math.round(v * 100));

/** The machine Lighthouse's mobile 4× slowdown is meant for, by its benchmarkIndex (issue 45). */
export const REFERENCE_INDEX = 1700;
const BASE_SLOWDOWN = throttling.mobileSlow4G.cpuSlowdownMultiplier;

/** 4× on a machine at or below the reference; above it, 4 × index / 1,700. */
export function scaledSlowdown(benchmarkIndex: number): number {
  return benchmarkIndex > REFERENCE_INDEX ? (BASE_SLOWDOWN * benchmarkIndex) / REFERENCE_INDEX : BASE_SLOWDOWN;
}

/** Lighthouse's own benchmark (page-functions' computeBenchmarkIndex), run in a fresh tab of `port`'s Chromium. */
async function benchmarkIndexNow(port: number): Promise<number> {
  const target = (await (await fetch(`http://127.0.0.1:${port}/json/new?about:blank`, { method: "PUT" })).json()) as {
    id: string;
    webSocketDebuggerUrl: string;
  };
  try {
    const socket = new WebSocket(target.webSocketDebuggerUrl);
    await new Promise((resolve, reject) => {
      socket.onopen = resolve;
      socket.onerror = reject;
    });
    const answer = new Promise<{ result?: { result?: { value?: number } } }>((resolve) => {
      socket.onmessage = (m) => resolve(JSON.parse(String(m.data)));
    });
    socket.send(
      JSON.stringify({
        id: 1,
        method: "Runtime.evaluate",
        params: { expression: `(${pageFunctions.computeBenchmarkIndex.toString()})()`, returnByValue: true },
      }),
    );
    const value = (await answer).result?.result?.value;
    socket.close();
    if (typeof value !== "number") throw new Error("no benchmarkIndex from Chromium");
    return value;
  } finally {
    await fetch(`http://127.0.0.1:${port}/json/close/${target.id}`);
  }
}
const scale = process.env.LH_SCALE !== "0";

const server = await startServer();
const chrome = await chromeLauncher.launch({
  chromePath: findChromium(),
  chromeFlags: ["--headless=new", ...chromiumArgs],
});
const rows: Row[] = [];
const benchmarkIndexes: number[] = [];
const slowdowns: number[] = [];
try {
  /** One Lighthouse run of `url` at this moment's scaled slowdown. */
  const measure = async (url: string, onlyCategories?: string[]) => {
    const index = await benchmarkIndexNow(chrome.port);
    const slowdown = scale ? scaledSlowdown(index) : BASE_SLOWDOWN;
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      formFactor: "mobile",
      throttlingMethod: "simulate",
      throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: slowdown },
      screenEmulation: { mobile: true, width: 412, height: 823, deviceScaleFactor: 1.75, disabled: false },
      ...(onlyCategories ? { onlyCategories } : {}),
    });
    const tbt = Math.round(result?.lhr.audits["total-blocking-time"]?.numericValue ?? 0);
    return { index, slowdown, result, tbt };
  };
  for (const route of routes) {
    let floorTbt: number | null = null;
    if (floor) {
      const run = await measure(`http://127.0.0.1:${floorPort}/`, ["performance"]);
      if (run.result && !run.result.lhr.runtimeError) floorTbt = run.tbt;
      console.log(`${route}: the empty page first: CPU slowdown ${run.slowdown.toFixed(2)}×; TBT ${run.tbt} ms`);
    }
    const results: RunnerResult["lhr"][] = [];
    for (let attempt = 0; results.length < runs && attempt < runs + 3; attempt++) {
      const { index, slowdown, result, tbt } = await measure(`${base}${route}`);
      slowdowns.push(slowdown);
      console.log(
        `${route} run ${attempt + 1}: benchmarkIndex ${Math.round(index)} before the run, ${Math.round(result?.lhr.environment?.benchmarkIndex ?? 0)} by Lighthouse; CPU slowdown ${slowdown.toFixed(2)}×; TBT ${tbt} ms`,
      );
      // A broken trace (NO_NAVSTART and the like) is Chromium's hiccup, not the page's: run again.
      if (result && !result.lhr.runtimeError) results.push(result.lhr);
      if (result?.lhr.environment?.benchmarkIndex) benchmarkIndexes.push(result.lhr.environment.benchmarkIndex);
    }
    // Lighthouse's median run is the one nearest the median FCP and TTI, so its TBT need not be the
    // median TBT: both are kept, and the target is judged on each metric's median of the runs.
    const lhr = results.length ? (computeMedianRun(results) as RunnerResult["lhr"]) : undefined;
    if (!lhr) throw new Error(`no valid Lighthouse run for ${route}`);
    // LH_JSON_DIR=dir keeps each full report for a closer look.
    if (process.env.LH_JSON_DIR) {
      writeFileSync(join(process.env.LH_JSON_DIR, `${route.replace(/\W+/g, "_") || "home"}.json`), JSON.stringify(lhr));
    }
    const { categories: c, audits: a } = lhr;
    const scripts = (
      a["resource-summary"]?.details as { items?: { resourceType: string; transferSize: number }[] } | undefined
    )?.items?.find((i) => i.resourceType === "script");
    const agenticKey = Object.keys(c).find(
      (k) => !["performance", "accessibility", "best-practices", "seo"].includes(k),
    );
    const noindex = pages.some((p) => p.path === route && p.noindex);
    const seoFailures = (c.seo?.auditRefs ?? [])
      .filter((r) => r.weight > 0 && (a[r.id]?.score ?? 1) < 1)
      .map((r) => r.id)
      .filter((id) => !(noindex && id === "is-crawlable"));
    const row: Row = {
      route,
      performance: score(c.performance?.score),
      accessibility: score(c.accessibility?.score),
      bestPractices: score(c["best-practices"]?.score),
      seo: score(c.seo?.score),
      seoFailures,
      agentic: agenticKey ? score(c[agenticKey]?.score) : null,
      fcp: Math.round(a["first-contentful-paint"]?.numericValue ?? 0),
      lcp: Math.round(a["largest-contentful-paint"]?.numericValue ?? 0),
      tbt: Math.round(a["total-blocking-time"]?.numericValue ?? 0),
      cls: Number((a["cumulative-layout-shift"]?.numericValue ?? 0).toFixed(3)),
      jsKb: Number(((scripts?.transferSize ?? 0) / 1024).toFixed(1)),
      floorTbt,
      runTbts: results.map((r) => Math.round(r.audits["total-blocking-time"]?.numericValue ?? 0)),
      runPerformance: results.map((r) => score(r.categories.performance?.score)),
    };
    rows.push(row);
    const failing = Object.values(c)
      .flatMap((cat) => cat.auditRefs.filter((r) => r.weight > 0).map((r) => a[r.id]))
      .filter((audit) => audit && audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === "binary")
      .map((audit) => audit?.id);
    console.log(
      `${route}: perf ${row.performance} (runs ${row.runPerformance.join(", ")}) a11y ${row.accessibility} bp ${row.bestPractices} seo ${row.seo} LCP ${row.lcp} ms TBT ${row.tbt} ms (runs ${row.runTbts.join(", ")}) CLS ${row.cls} JS ${row.jsKb} KB${failing.length ? ` (failing: ${failing.join(", ")})` : ""}`,
    );
  }
} finally {
  chrome.kill();
  server?.kill("SIGTERM");
  floor?.close();
}

const worst: Row = {
  route: "**worst**",
  performance: Math.min(...rows.map((r) => r.performance)),
  accessibility: Math.min(...rows.map((r) => r.accessibility)),
  bestPractices: Math.min(...rows.map((r) => r.bestPractices)),
  seo: Math.min(...rows.map((r) => r.seo)),
  seoFailures: rows.flatMap((r) => r.seoFailures),
  agentic: rows.some((r) => r.agentic != null) ? Math.min(...rows.map((r) => r.agentic ?? 100)) : null,
  fcp: Math.max(...rows.map((r) => r.fcp)),
  lcp: Math.max(...rows.map((r) => r.lcp)),
  tbt: Math.max(...rows.map((r) => r.tbt)),
  cls: Math.max(...rows.map((r) => r.cls)),
  jsKb: Math.max(...rows.map((r) => r.jsKb)),
  floorTbt: rows.some((r) => r.floorTbt != null) ? Math.max(...rows.map((r) => r.floorTbt ?? 0)) : null,
  runTbts: [Math.max(...rows.map((r) => median(r.runTbts)))],
  runPerformance: [Math.min(...rows.map((r) => median(r.runPerformance)))],
};
const header =
  "| route | perf | a11y | best practices | SEO | agentic | FCP ms | LCP ms | TBT ms | CLS | JS KB (transfer) | perf by run (median) | TBT ms by run (median) | empty page's TBT ms |\n|---|---|---|---|---|---|---|---|---|---|---|---|---|---|";
const line = (r: Row) =>
  `| ${r.route} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo}${r.seo < 100 && !r.seoFailures.length ? " (noindex)" : ""} | ${r.agentic ?? "n/a"} | ${r.fcp} | ${r.lcp} | ${r.tbt} | ${r.cls} | ${r.jsKb} | ${byRun(r.runPerformance)} | ${byRun(r.runTbts)} | ${r.floorTbt ?? "n/a"} |`;
function byRun(values: number[]): string {
  return values.length > 1 ? `${values.join(", ")} (${median(values)})` : String(values[0] ?? "n/a");
}
const table = [header, ...rows.map(line), line(worst)].join("\n");
const sortedIndexes = [...benchmarkIndexes].sort((a, b) => a - b);
const benchmarkIndex = Math.round(median(sortedIndexes));
const sortedSlowdowns = [...slowdowns].sort((a, b) => a - b);
const floors = rows.flatMap((r) => (r.floorTbt == null ? [] : [r.floorTbt])).sort((a, b) => a - b);
const floorNote = floors.length
  ? ` The last column is an empty page's TBT (no stylesheet, no script, one heading, the site's headers; decision 097), measured the same way just before the route's runs: ${floors[0]}-${floors.at(-1)} ms, median ${median(floors)}, over ${floors.length} moments: what the simulation counts at that moment for a page that does next to nothing.`
  : "";
const machine = `Lighthouse benchmarkIndex of this machine: ${benchmarkIndex} (median of ${sortedIndexes.length} runs, range ${Math.round(sortedIndexes[0] ?? 0)}-${Math.round(sortedIndexes.at(-1) ?? 0)})${benchmarkIndex < 1300 ? "; below 1,300: a slow machine by Lighthouse's measure" : ""}. ${scale ? `CPU slowdown scaled to a ${REFERENCE_INDEX.toLocaleString("en-AU")} machine (4 × index / ${REFERENCE_INDEX.toLocaleString("en-AU")} above it): ${sortedSlowdowns[0]?.toFixed(2)}-${sortedSlowdowns.at(-1)?.toFixed(2)}×` : "CPU slowdown 4× (not scaled, LH_SCALE=0)"}.${floorNote}`;
const meets = (perf: number, tbt: number) => perf === 100 && tbt <= 50;
const byMedians = rows.filter((r) => meets(median(r.runPerformance), median(r.runTbts))).length;
const byMedianRun = rows.filter((r) => meets(r.performance, r.tbt)).length;
const allRuns = rows.flatMap((r) => r.runTbts);
const share = (values: number[]) => `${values.filter((t) => t > 50).length} of ${values.length}`;
const verdict = `Performance 100 and TBT at most 50 ms: ${byMedians} of ${rows.length} routes by each metric's median of the runs, ${byMedianRun} of ${rows.length} by Lighthouse's median run (the run nearest the median FCP and TTI, whose figures fill the first columns). Runs over 50 ms of TBT: ${share(allRuns)} of the routes' runs${floors.length ? `, ${share(floors)} of the empty page's` : ""}.`;
console.log(`\n${table}\n\n${machine}\n\n${verdict}`);

if (!requested.length) {
  const file = "docs/performance.md";
  const section = `<!-- lighthouse:start -->\n## Lighthouse (mobile, simulated throttling)\n\nMeasured ${new Date().toISOString().slice(0, 10)} with \`npm run bench:lighthouse\`, the median of ${runs} runs per route (Lighthouse 13, Debian Chromium, production build served by \`server/main.ts\` on this 2-core machine). ${machine}\n\n${verdict}\n\n${table}\n<!-- lighthouse:end -->`;
  const current = existsSync(file) ? readFileSync(file, "utf8") : "# Performance\n";
  const next = current.includes("<!-- lighthouse:start -->")
    ? current.replace(/<!-- lighthouse:start -->[\s\S]*<!-- lighthouse:end -->/, section)
    : `${current.trimEnd()}\n\n${section}\n`;
  writeFileSync(file, next);
  console.log(`\nwrote ${file}`);
}
// Issue 24: performance 100 and TBT at most 50 ms on every route (issue 45: the median of the runs);
// the other categories 100.
const bad = rows.filter(
  (r) =>
    !meets(median(r.runPerformance), median(r.runTbts)) ||
    r.accessibility < 100 ||
    r.bestPractices < 100 ||
    r.seoFailures.length > 0,
);
if (bad.length)
  console.log(
    `\nBelow target (perf 100 and TBT ≤ 50 ms by the median of the runs, others 100, SEO but a noindex page's is-crawlable): ${bad.map((r) => r.route).join(", ")}`,
  );
