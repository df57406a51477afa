// `npm run bench:lighthouse [-- /path /other]`: Lighthouse (mobile, simulated
// throttling) on every registry route against the production server; prints
// the five category scores, FCP, LCP, TBT, CLS and JS bytes per route, the
// worst of each, and writes the table into docs/performance.md. Each route runs
// LH_RUNS times (default 3) and the median run counts (Lighthouse's computeMedianRun).
// Not part of `npm test`: scores are measurements, not unit assertions.
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { type RunnerResult } from "lighthouse";
import { computeMedianRun } from "lighthouse/core/lib/median-run.js";
import { pages } from "#shared/site/pages.ts";
import { chromiumArgs, findChromium } from "#tests/support/browser.ts";

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
  agentic: number | null;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  jsKb: number;
}

async function startServer(): Promise<ChildProcess | undefined> {
  if (process.env.LH_BASE_URL) return undefined;
  if (!existsSync(resolve(buildDir, "client/index.html"))) {
    const built = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
    if (built.status !== 0) process.exit(1);
  }
  const server = spawn("node", ["server/main.ts"], {
    stdio: "inherit",
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      DATA_DIR: mkdtempSync(join(tmpdir(), "lh-")),
    },
  });
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) return server;
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  server.kill();
  throw new Error("server did not start");
}

const score = (v: number | null | undefined) => (v == null ? 0 : Math.round(v * 100));

const server = await startServer();
const chrome = await chromeLauncher.launch({
  chromePath: findChromium(),
  chromeFlags: ["--headless=new", ...chromiumArgs],
});
const rows: Row[] = [];
try {
  for (const route of routes) {
    const results: RunnerResult["lhr"][] = [];
    for (let attempt = 0; results.length < runs && attempt < runs + 3; attempt++) {
      const result = await lighthouse(`${base}${route}`, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        formFactor: "mobile",
        throttlingMethod: "simulate",
        screenEmulation: { mobile: true, width: 412, height: 823, deviceScaleFactor: 1.75, disabled: false },
      });
      // A broken trace (NO_NAVSTART and the like) is Chromium's hiccup, not the page's: run again.
      if (result && !result.lhr.runtimeError) results.push(result.lhr);
    }
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
    const row: Row = {
      route,
      performance: score(c.performance?.score),
      accessibility: score(c.accessibility?.score),
      bestPractices: score(c["best-practices"]?.score),
      seo: score(c.seo?.score),
      agentic: agenticKey ? score(c[agenticKey]?.score) : null,
      fcp: Math.round(a["first-contentful-paint"]?.numericValue ?? 0),
      lcp: Math.round(a["largest-contentful-paint"]?.numericValue ?? 0),
      tbt: Math.round(a["total-blocking-time"]?.numericValue ?? 0),
      cls: Number((a["cumulative-layout-shift"]?.numericValue ?? 0).toFixed(3)),
      jsKb: Number(((scripts?.transferSize ?? 0) / 1024).toFixed(1)),
    };
    rows.push(row);
    const failing = Object.values(c)
      .flatMap((cat) => cat.auditRefs.filter((r) => r.weight > 0).map((r) => a[r.id]))
      .filter((audit) => audit && audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === "binary")
      .map((audit) => audit?.id);
    console.log(
      `${route}: perf ${row.performance} a11y ${row.accessibility} bp ${row.bestPractices} seo ${row.seo} LCP ${row.lcp} ms TBT ${row.tbt} ms CLS ${row.cls} JS ${row.jsKb} KB${failing.length ? ` (failing: ${failing.join(", ")})` : ""}`,
    );
  }
} finally {
  chrome.kill();
  server?.kill("SIGTERM");
}

const worst: Row = {
  route: "**worst**",
  performance: Math.min(...rows.map((r) => r.performance)),
  accessibility: Math.min(...rows.map((r) => r.accessibility)),
  bestPractices: Math.min(...rows.map((r) => r.bestPractices)),
  seo: Math.min(...rows.map((r) => r.seo)),
  agentic: rows.some((r) => r.agentic != null) ? Math.min(...rows.map((r) => r.agentic ?? 100)) : null,
  fcp: Math.max(...rows.map((r) => r.fcp)),
  lcp: Math.max(...rows.map((r) => r.lcp)),
  tbt: Math.max(...rows.map((r) => r.tbt)),
  cls: Math.max(...rows.map((r) => r.cls)),
  jsKb: Math.max(...rows.map((r) => r.jsKb)),
};
const header =
  "| route | perf | a11y | best practices | SEO | agentic | FCP ms | LCP ms | TBT ms | CLS | JS KB (transfer) |\n|---|---|---|---|---|---|---|---|---|---|---|";
const line = (r: Row) =>
  `| ${r.route} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${r.agentic ?? "n/a"} | ${r.fcp} | ${r.lcp} | ${r.tbt} | ${r.cls} | ${r.jsKb} |`;
const table = [header, ...rows.map(line), line(worst)].join("\n");
console.log(`\n${table}`);

if (!requested.length) {
  const file = "docs/performance.md";
  const section = `<!-- lighthouse:start -->\n## Lighthouse (mobile, simulated throttling)\n\nMeasured ${new Date().toISOString().slice(0, 10)} with \`npm run bench:lighthouse\`, the median of ${runs} runs per route (Lighthouse 13, Debian Chromium, production build served by \`server/main.ts\` on this 2-core machine).\n\n${table}\n<!-- lighthouse:end -->`;
  const current = existsSync(file) ? readFileSync(file, "utf8") : "# Performance\n";
  const next = current.includes("<!-- lighthouse:start -->")
    ? current.replace(/<!-- lighthouse:start -->[\s\S]*<!-- lighthouse:end -->/, section)
    : `${current.trimEnd()}\n\n${section}\n`;
  writeFileSync(file, next);
  console.log(`\nwrote ${file}`);
}
const bad = rows.filter((r) => r.performance < 95 || r.accessibility < 100 || r.bestPractices < 100 || r.seo < 100);
if (bad.length) console.log(`\nBelow target (perf ≥ 95, others 100): ${bad.map((r) => r.route).join(", ")}`);
