// The main thread's work on a page as a visitor's phone has it (issue 45): Chromium through
// playwright-core at a fixed CPU slowdown (CDP Emulation.setCPUThrottlingRate), a trace from the
// navigation until the page has been quiet after its load event and its first idle period (so the
// analytics beacon and the Web Vitals collection, which run then, are inside it), and from it the
// tasks of the page's renderer: the longest, the blocking time (each task's time over 50 ms, summed,
// after the first contentful paint as Lighthouse counts it, and over the whole trace), and what the
// long tasks did (style, layout, parsing, script), by each trace event's own time.
// As a visitor: navigator.webdriver false, so the beacon counts and runs as it would.
//   node scripts/main-thread.ts [--rate 4] [--runs 3] [/path …]   prints the figures (BUILD_DIR's build)
//   TRACE_CSS='main > section { … }' adds a rule before the page's own stylesheet, to measure its effect.
import type { ChildProcess } from "node:child_process";
import { type Browser, type BrowserContext, chromium } from "playwright-core";
import { median } from "#shared/median.ts";
import { chromiumArgs, findChromium } from "#tests/support/browser.ts";
import { serveBuild } from "./serve-build.ts";

export interface TaskFigures {
  path: string;
  /** Longest task on the page's main thread over the whole trace, ms (throttled time). */
  longest: number;
  /** Longest task from the first contentful paint on, ms. */
  longestAfterFcp: number;
  /** Blocking time (each task's ms over 50) from the first contentful paint on. */
  blockingAfterFcp: number;
  /** Blocking time over the whole trace. */
  blocking: number;
  fcp: number;
  load: number;
  /** Own time of each kind of work inside tasks over 50 ms, ms. */
  inLongTasks: Record<string, number>;
  /** Own time of each kind of work over the whole trace, ms. */
  total: Record<string, number>;
  /**
   * Own CPU time of each kind over the whole trace (the events' thread time), ms to 0.1: unlike wall
   * time, neither the slowdown's pauses nor other processes on the machine's cores count in it.
   */
  cpu: Record<string, number>;
  /** Long tasks: start (ms from navigation), duration, main work. */
  longTasks: { at: number; ms: number; top: string }[];
}

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  /** Thread (CPU) time, µs, where Chromium records it. */
  tdur?: number;
  args?: { data?: Record<string, unknown>; beginData?: { url?: string }; name?: string };
}

const KIND: Record<string, string> = {
  UpdateLayoutTree: "style",
  RecalculateStyles: "style",
  ParseAuthorStyleSheet: "style sheet parse",
  Layout: "layout",
  ParseHTML: "HTML parse",
  EvaluateScript: "script",
  "v8.evaluateModule": "script",
  FunctionCall: "script",
  TimerFire: "script",
  EventDispatch: "script",
  FireAnimationFrame: "script",
  FireIdleCallback: "script",
  RunMicrotasks: "script",
  "v8.compile": "script compile",
  "v8.compileModule": "script compile",
  "V8.CompileCode": "script compile",
  MajorGC: "garbage collection",
  MinorGC: "garbage collection",
  "V8.GC_SCAVENGER": "garbage collection",
  Paint: "paint",
  PrePaint: "paint",
  Layerize: "paint",
  UpdateLayerTree: "paint",
  "Document::updateStyleAndLayout": "style",
  HitTest: "layout",
  "IntersectionObserverController::computeIntersections": "layout",
  // Decision 103: on Linux the renderer asks the browser process for each font family and size it
  // meets (font lookups, below) and waits for the answer (the "base" category's blocking calls).
  // Without these the wait was counted as the layout that asked.
  ScopedBlockingCallWithBaseSyncPrimitives: "waiting for another process",
};

/** Blink's finer events (the "blink" category) by what they are part of. */
const PATTERNS: [RegExp, string][] = [
  [/^Font|WebSandboxSupportLinux|PlatformFont/, "font lookup"],
  [/Shape|InlineNode|Font/, "text shaping"],
  [/recalcStyle|rebuildLayoutTree|[uU]pdateStyle|updateActiveStyle|StyleEngine|RuleSet|Style\.UpdateTime/, "style"],
  [/performLayout|Layout\.UpdateTime|LayoutView|IntersectionObservation/, "layout"],
  [/Paint|Layer|Compositing|^Commit$|CullRect/, "paint"],
  [/HTMLDocumentParser|FinishedParsing|HTMLPreloadScanner|HTMLParserScriptRunner/, "HTML parse"],
  [/^v8\.|V8\.|Script|callFunction|Microtask|TimerBase|AsyncTask Run/, "script"],
];

const TASK_NAMES = new Set(["RunTask", "ThreadControllerImpl::RunTask", "TaskQueueManager::ProcessTaskFromWorkQueue"]);

/** Figures from one trace of one page load (events as Chromium's trace writes them). */
export function analyseTrace(events: readonly TraceEvent[], url: string, path: string): TaskFigures {
  const parse = events.find((e) => e.name === "ParseHTML" && e.args?.beginData?.url?.startsWith(url));
  if (!parse) throw new Error(`main-thread: no HTML parse of ${url} in the trace`);
  const { pid, tid } = parse;
  const mine = events.filter((e) => e.pid === pid && e.tid === tid && e.ph === "X" && e.dur !== undefined);
  const navStart =
    events.find(
      (e) =>
        e.name === "navigationStart" &&
        e.pid === pid &&
        String((e.args?.data as { documentLoaderURL?: string } | undefined)?.documentLoaderURL ?? "").startsWith(url),
    )?.ts ?? parse.ts;
  const mark = (name: string) => events.find((e) => e.name === name && e.pid === pid && e.ts >= navStart)?.ts;
  const fcpTs = mark("firstContentfulPaint") ?? parse.ts;
  const loadTs = mark("loadEventEnd") ?? mark("MarkLoad") ?? fcpTs;

  const tasks = mine.filter((e) => TASK_NAMES.has(e.name)).sort((a, b) => a.ts - b.ts);
  // Top-level tasks only (a RunTask inside another is part of it).
  const top: TraceEvent[] = [];
  for (const t of tasks) {
    const last = top.at(-1);
    if (last && t.ts < last.ts + (last.dur ?? 0)) continue;
    if (t.ts >= navStart) top.push(t);
  }
  const ms = (us: number) => us / 1000;
  const over = (t: TraceEvent) => Math.max(0, ms(t.dur ?? 0) - 50);

  // Own time per kind: each event's duration less its children's, by nesting on the thread.
  const work = mine
    .filter((e) => !TASK_NAMES.has(e.name) && e.ts >= navStart)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const selfTime = new Map<TraceEvent, number>();
  const selfCpu = new Map<TraceEvent, number>();
  const stack: TraceEvent[] = [];
  for (const e of work) {
    while (stack.length && e.ts >= (stack.at(-1) as TraceEvent).ts + ((stack.at(-1) as TraceEvent).dur ?? 0))
      stack.pop();
    const parent = stack.at(-1);
    selfTime.set(e, e.dur ?? 0);
    selfCpu.set(e, e.tdur ?? 0);
    if (parent) {
      selfTime.set(parent, (selfTime.get(parent) ?? 0) - (e.dur ?? 0));
      selfCpu.set(parent, (selfCpu.get(parent) ?? 0) - (e.tdur ?? 0));
    }
    stack.push(e);
  }
  const kindOf = (e: TraceEvent) =>
    KIND[e.name] ?? PATTERNS.find(([re]) => re.test(e.name))?.[1] ?? (process.env.TRACE_NAMES ? e.name : "other");
  const tally = (within: readonly TraceEvent[]) => {
    const out: Record<string, number> = {};
    for (const task of within) {
      const end = task.ts + (task.dur ?? 0);
      for (const e of work) {
        if (e.ts < task.ts || e.ts >= end) continue;
        const k = kindOf(e);
        out[k] = (out[k] ?? 0) + ms(Math.max(0, selfTime.get(e) ?? 0));
      }
    }
    for (const k of Object.keys(out)) out[k] = Math.round(out[k] as number);
    return out;
  };
  const cpu: Record<string, number> = {};
  let ti = 0;
  for (const e of work) {
    while (ti < top.length && e.ts >= (top[ti] as TraceEvent).ts + ((top[ti] as TraceEvent).dur ?? 0)) ti++;
    const t = top[ti];
    if (!t || e.ts < t.ts) continue;
    const k = kindOf(e);
    cpu[k] = (cpu[k] ?? 0) + ms(Math.max(0, selfCpu.get(e) ?? 0));
  }
  for (const k of Object.keys(cpu)) cpu[k] = Math.round((cpu[k] as number) * 10) / 10;
  const long = top.filter((t) => ms(t.dur ?? 0) > 50);
  const afterFcp = top.filter((t) => t.ts + (t.dur ?? 0) > fcpTs);
  const topWork = (task: TraceEvent) => {
    const t = tally([task]);
    return Object.entries(t)
      .sort((a, b) => b[1] - a[1])
      .slice(0, 3)
      .map(([k, v]) => `${k} ${v}`)
      .join(", ");
  };
  const round = (n: number) => Math.round(n);
  return {
    path,
    longest: round(Math.max(0, ...top.map((t) => ms(t.dur ?? 0)))),
    longestAfterFcp: round(Math.max(0, ...afterFcp.map((t) => ms(t.dur ?? 0)))),
    blockingAfterFcp: round(afterFcp.reduce((s, t) => s + over(t), 0)),
    blocking: round(top.reduce((s, t) => s + over(t), 0)),
    fcp: round(ms(fcpTs - navStart)),
    load: round(ms(loadTs - navStart)),
    inLongTasks: tally(long),
    total: tally(top),
    cpu,
    longTasks: long.map((t) => ({ at: round(ms(t.ts - navStart)), ms: round(ms(t.dur ?? 0)), top: topWork(t) })),
  };
}

const CATEGORIES = [
  "devtools.timeline",
  "disabled-by-default-devtools.timeline",
  "toplevel",
  "blink.user_timing",
  "loading",
  "v8",
  "blink",
  "fonts",
  "base",
];

/**
 * Loads `base + path` in a fresh phone-sized context at CPU slowdown `rate` and returns its figures.
 * The trace ends once the page has been quiet (no request) for a second after load and idle.
 */
export async function tracePage(
  browser: Browser,
  base: string,
  path: string,
  rate: number,
  /** CSS added before the page's own (an experiment: what would this rule save?). */
  extraCss?: string,
  /** Set up the context before the load (an experiment: routes that serve a changed page or stylesheet). */
  prepare?: (context: BrowserContext) => Promise<void>,
): Promise<TaskFigures> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
    userAgent:
      "Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36",
  });
  try {
    await prepare?.(context);
    const page = await context.newPage();
    // A same-origin document first, so the throttled renderer is the one the page loads in.
    await page.goto(`${base}/robots.txt`);
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate });
    // At the head of the stylesheet as served (an init script runs before <html> exists).
    if (extraCss)
      await context.route(/\/assets\/app-[^/]*\.css$/, async (route) => {
        const response = await route.fetch();
        await route.fulfill({ response, body: `${extraCss}\n${await response.text()}` });
      });
    await browser.startTracing(page, { categories: CATEGORIES });
    let last = Date.now();
    page.on("request", () => {
      last = Date.now();
    });
    await page.goto(`${base}${path}`, { waitUntil: "load" });
    // After load: the first idle period (the beacon, the vitals), then a quiet second.
    await page.evaluate(
      () => new Promise((r) => (window.requestIdleCallback ?? setTimeout)(() => setTimeout(r, 500), { timeout: 3000 })),
    );
    const until = Date.now() + 30_000;
    while (Date.now() - last < 1000 && Date.now() < until) await page.waitForTimeout(200);
    const buffer = await browser.stopTracing();
    const { traceEvents } = JSON.parse(buffer.toString("utf8")) as { traceEvents: TraceEvent[] };
    return analyseTrace(traceEvents, `${base}${path}`, path);
  } finally {
    await context.close();
  }
}

export async function launchVisitorBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: findChromium(),
    // As a visitor: navigator.webdriver false, so the analytics beacon runs (decision 038).
    args: [...chromiumArgs, "--disable-blink-features=AutomationControlled"],
  });
}

/** The median of each figure over several runs (each figure's own median). */
export function medianFigures(runs: readonly TaskFigures[]): TaskFigures {
  const med = (xs: number[]) => median(xs) ?? 0;
  const first = runs[0] as TaskFigures;
  const keys = (pick: (r: TaskFigures) => Record<string, number>) => [
    ...new Set(runs.flatMap((r) => Object.keys(pick(r)))),
  ];
  const medMap = (pick: (r: TaskFigures) => Record<string, number>) =>
    Object.fromEntries(keys(pick).map((k) => [k, med(runs.map((r) => pick(r)[k] ?? 0))]));
  return {
    path: first.path,
    longest: med(runs.map((r) => r.longest)),
    longestAfterFcp: med(runs.map((r) => r.longestAfterFcp)),
    blockingAfterFcp: med(runs.map((r) => r.blockingAfterFcp)),
    blocking: med(runs.map((r) => r.blocking)),
    fcp: med(runs.map((r) => r.fcp)),
    load: med(runs.map((r) => r.load)),
    inLongTasks: medMap((r) => r.inLongTasks),
    total: medMap((r) => r.total),
    cpu: medMap((r) => r.cpu),
    longTasks: first.longTasks,
  };
}

if (import.meta.main) {
  const args = process.argv.slice(2);
  const opt = (name: string, fallback: number) => {
    const i = args.indexOf(name);
    return i >= 0 ? Number(args[i + 1]) : fallback;
  };
  const rate = opt("--rate", 4);
  const runs = opt("--runs", 3);
  const paths = args.filter((a) => a.startsWith("/"));
  const port = Number(process.env.TRACE_PORT ?? 4420);
  let server: ChildProcess | undefined;
  const base = process.env.TRACE_BASE_URL ?? `http://127.0.0.1:${port}`;
  if (!process.env.TRACE_BASE_URL) server = await serveBuild(process.env.BUILD_DIR ?? "build", port);
  const browser = await launchVisitorBrowser();
  try {
    for (const path of paths.length ? paths : ["/"]) {
      const all: TaskFigures[] = [];
      for (let i = 0; i < runs; i++) {
        const f = await tracePage(browser, base, path, rate, process.env.TRACE_CSS);
        all.push(f);
        console.log(
          `${path} run ${i + 1}: longest ${f.longest} ms (after FCP ${f.longestAfterFcp}), blocking ${f.blocking} ms (after FCP ${f.blockingAfterFcp}), FCP ${f.fcp}, load ${f.load}`,
        );
        for (const t of f.longTasks) console.log(`    task at ${t.at} ms: ${t.ms} ms (${t.top})`);
      }
      const m = medianFigures(all);
      console.log(`${path} median: ${JSON.stringify({ ...m, longTasks: undefined })}`);
    }
  } finally {
    await browser.close();
    server?.kill("SIGTERM");
  }
}
