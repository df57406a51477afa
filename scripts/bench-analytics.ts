// `npm run bench:analytics`: the desk's analytics views against a year of history, on SQLite and
// PostgreSQL. Seeds 10,000,000 raw events (the last 90 days, ANALYTICS_RETENTION_DAYS) with their
// visits, a year of daily aggregates before that, and a day of enquiries; then times each view the
// desk offers (analyticsReport for 7, 30, 90 and 365 days, and today alone, which is aggregated
// live from the raw rows) and prints p50/p95. Target: every view p95 under 300 ms.
//
//   npm run bench:analytics                      both engines, 10,000,000 raw events
//   BENCH_EVENTS=1000000 npm run bench:analytics  smaller
//   npm run bench:analytics -- --write           also records the table in docs/performance.md
import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "kysely";
import pg from "pg";
import { analyticsReport, type Range } from "#server/analytics/report.server.ts";
import { openStorage, type Storage } from "#server/db/database.server.ts";
import { inTransaction } from "#server/db/transaction.server.ts";
import { sydneyDate } from "#server/leads/inbox-item.server.ts";
import { pages } from "#shared/site/pages.ts";

const EVENTS = Number(process.env.BENCH_EVENTS ?? 10_000_000);
const RAW_DAYS = 90;
const HISTORY_DAYS = 365;
const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const TARGET_P95_MS = 300;
const DAY = 86_400_000;

const paths = pages.map((p) => p.path);
const sources = [
  "google",
  "direct",
  "facebook",
  "linkedin",
  "newsletter",
  "bing",
  "news.example.org",
  "partner.example.com",
];
const mediums = ["cpc", "", "email", "social", "referral"];
const campaigns = ["", "spring-brokers", "solar-2026", "energy-q3", "mortgage-nsw", "brand"];
const screens = ["mobile", "tablet", "desktop"];
const browsers = ["Chrome", "Safari", "Firefox", "Microsoft Edge", "Samsung Internet for Android"];
const names = ["form_view", "form_start", "form_submit", "phone_click", "cta_click", "outbound_click", "video_play"];
const labels: Record<string, string[]> = {
  form_view: ["contact-page", "home", "mortgage", "energy", "lead-generation"],
  form_start: ["contact-page", "home", "mortgage"],
  form_submit: ["contact-page", "home", "mortgage"],
  phone_click: ["+611800160401", "+61255504321"],
  cta_click: ["Receive A Quote", "Get Started Today", "Book a Strategy Call"],
  outbound_click: ["linkedin.com", "youtube.com"],
  video_play: ["intro", "case-study"],
};

let state = 42;
function random(): number {
  state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
  return state / 2 ** 31;
}
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
const dayOf = (t: number) => sydneyDate(new Date(t));
/** The Sydney day `n` days before `day` (calendar arithmetic: a daylight-saving change never repeats a day). */
const daysBefore = (day: string, n: number) =>
  new Date(Date.parse(`${day}T12:00:00Z`) - n * DAY).toISOString().slice(0, 10);

interface Engine {
  name: "sqlite" | "postgres";
  storage: Storage;
  drop(): Promise<void>;
}

async function sqliteEngine(): Promise<Engine> {
  const dir = mkdtempSync(join(tmpdir(), "bench-analytics-"));
  const storage = await openStorage({ DATA_DIR: dir });
  return {
    name: "sqlite",
    storage,
    drop: async () => {
      if (process.env.BENCH_KEEP) console.log(`  kept ${dir}`);
      else rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function postgresEngine(): Promise<Engine | string> {
  const base =
    process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
  const admin = new pg.Client({ connectionString: base, connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
  } catch (error) {
    return `PostgreSQL not reachable: ${(error as Error).message}`;
  }
  const schema = `bench_analytics_${randomBytes(4).toString("hex")}`;
  await admin.query(`create schema ${schema}`);
  const url = new URL(base);
  url.searchParams.set("options", `-c search_path=${schema}`);
  const dir = mkdtempSync(join(tmpdir(), "bench-analytics-"));
  const storage = await openStorage({ DATA_DIR: dir, DATABASE_URL: url.toString() });
  return {
    name: "postgres",
    storage,
    drop: async () => {
      await admin.query(`drop schema ${schema} cascade`);
      await admin.end();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function insertChunks(storage: Storage, table: string, rows: Record<string, unknown>[]): Promise<void> {
  // Rows per statement within each engine's limit on bound values (SQLite 32,766, PostgreSQL 65,535).
  const columns = Object.keys(rows[0] ?? { x: 1 }).length;
  const size = Math.max(1, Math.floor((storage.dialect === "postgres" ? 60_000 : 30_000) / columns));
  await inTransaction(storage, async (trx) => {
    for (let i = 0; i < rows.length; i += size) {
      await trx
        .insertInto(table as "analytics_events")
        .values(rows.slice(i, i + size) as never)
        .execute();
    }
  });
}

async function seed(engine: Engine, now: number): Promise<void> {
  const { storage } = engine;
  const started = Date.now();
  // A year of aggregates before the raw window.
  const today = dayOf(now);
  for (let d = RAW_DAYS; d < RAW_DAYS + HISTORY_DAYS; d++) {
    const day = daysBefore(today, d);
    const visits = new Map<string, Record<string, unknown>>();
    for (let i = 0; i < 250; i++) {
      const row = {
        day,
        landing: pick(paths),
        source: pick(sources),
        medium: pick(mediums),
        campaign: pick(campaigns),
      };
      const key = Object.values(row).join("\n");
      const n = 1 + Math.floor(random() * 40);
      const prev = visits.get(key);
      visits.set(key, {
        ...row,
        visitors: n + Number(prev?.visitors ?? 0),
        pageviews: n * 3,
        bounces: Math.floor(n / 2),
        form_views: Math.floor(n / 3),
        form_starts: Math.floor(n / 6),
        form_submits: Math.floor(n / 20),
      });
    }
    await insertChunks(storage, "analytics_daily_visits", [...visits.values()]);
    await insertChunks(
      storage,
      "analytics_daily_pages",
      paths.map((path) => ({ day, path, pageviews: 900, visitors: 600, entries: 200, exits: 200 })),
    );
    await insertChunks(
      storage,
      "analytics_daily_events",
      names.flatMap((name) => (labels[name] ?? []).map((label) => ({ day, name, label, events: 40, visitors: 30 }))),
    );
    const tech = new Map<string, Record<string, unknown>>();
    for (const screen of screens)
      for (const browser of browsers)
        tech.set(`${screen}${browser}`, { day, screen, browser, country: "AU", visitors: 80 });
    await insertChunks(storage, "analytics_daily_tech", [...tech.values()]);
    const vitals = new Map<string, Record<string, unknown>>();
    for (let i = 0; i < 800; i++) {
      const perPage = i % 10 !== 0;
      const row = {
        day,
        path: perPage ? pick(paths) : "",
        screen: perPage ? "" : pick(screens),
        metric: pick(["LCP", "INP", "CLS", "TTFB"]),
        bucket: Math.floor(random() * 60),
      };
      vitals.set(Object.values(row).join("\n"), { ...row, samples: 1 + Math.floor(random() * 20) });
    }
    await insertChunks(storage, "analytics_daily_vitals", [...vitals.values()]);
    await storage.db
      .insertInto("analytics_rollups")
      .values({ day, rolled_at: new Date(now).toISOString() })
      .execute();
  }
  // Raw events and visits for the last 90 days; finished days are rolled up as the job does.
  const perDay = Math.ceil(EVENTS / RAW_DAYS);
  for (let d = RAW_DAYS - 1; d >= 0; d--) {
    const day = daysBefore(today, d);
    // Times inside that Sydney day (its first hours in UTC terms are the previous UTC date).
    const dayStart = Date.parse(`${day}T00:00:00+10:00`);
    const visitors = Math.ceil(perDay / 4);
    const visits: Record<string, unknown>[] = [];
    const events: Record<string, unknown>[] = [];
    for (let v = 0; v < visitors; v++) {
      const visitor = `${day.replaceAll("-", "")}${String(v).padStart(8, "0")}`;
      const at = new Date(
        dayStart + Math.floor(random() * (d === 0 ? Math.max(1, now - dayStart) : DAY - 3_600_000)),
      ).toISOString();
      const screen = pick(screens);
      const landing = pick(paths);
      const views = 1 + Math.floor(random() * 3);
      for (let e = 0; e < views; e++) {
        events.push({
          at,
          day,
          visitor,
          name: "pageview",
          path: e === 0 ? landing : pick(paths),
          label: null,
          value: null,
          target: null,
          screen,
        });
      }
      const other = 4 - views;
      for (let e = 0; e < other; e++) {
        const name = random() < 0.3 ? "vital" : pick(names);
        events.push({
          at,
          day,
          visitor,
          name,
          path: landing,
          label: name === "vital" ? pick(["LCP", "INP", "CLS", "TTFB"]) : pick(labels[name] ?? [""]),
          value: name === "vital" ? Math.floor(random() * 3000) : null,
          target: name === "vital" ? pick(["img.hero", "button.submit", "h1"]) : null,
          screen,
        });
      }
      visits.push({
        day,
        visitor,
        first_at: at,
        last_at: at,
        landing,
        exit: landing,
        source: pick(sources),
        referrer: null,
        medium: pick(mediums) || null,
        campaign: pick(campaigns) || null,
        screen,
        browser: pick(browsers),
        country: "AU",
        pageviews: views,
        form_views: random() < 0.3 ? 1 : 0,
        form_starts: random() < 0.1 ? 1 : 0,
        form_submits: random() < 0.02 ? 1 : 0,
      });
    }
    await insertChunks(storage, "analytics_events", events);
    await insertChunks(storage, "analytics_visits", visits);
    if (d > 0) {
      const { rollUpDay } = await import("#server/analytics/aggregate.server.ts");
      await rollUpDay(storage, day, now);
    }
  }
  // Finished months get their monthly rows, as the daily job makes them.
  const { rollUpFinishedDays } = await import("#server/analytics/aggregate.server.ts");
  await rollUpFinishedDays(storage, now);
  await sql`analyze`.execute(storage.db);
  console.log(
    `  ${engine.name}: seeded ${EVENTS.toLocaleString("en-AU")} raw events in ${Math.round((Date.now() - started) / 1000)} s`,
  );
}

async function time(work: () => Promise<unknown>): Promise<{ p50: number; p95: number }> {
  const times: number[] = [];
  await work(); // warm-up
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    await work();
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  const q = (p: number) => times[Math.min(times.length - 1, Math.ceil(p * times.length) - 1)] as number;
  return { p50: q(0.5), p95: q(0.95) };
}

async function main(): Promise<void> {
  const now = Date.now();
  const today = dayOf(now);
  const lastDays = (n: number): Range => ({ from: daysBefore(today, n - 1), to: today });
  const views: [string, Range][] = [
    ["today (live)", { from: today, to: today }],
    ["last 7 days", lastDays(7)],
    ["last 30 days", lastDays(30)],
    ["last 90 days", lastDays(90)],
    ["last 365 days", lastDays(365)],
  ];
  const rows: string[] = [];
  let failed = false;
  const notes: string[] = [];
  console.log(
    `Analytics benchmark: ${EVENTS.toLocaleString("en-AU")} raw events, ${RUNS} runs per view, ${cpus().length} CPUs`,
  );
  const loadBefore = loadavg()
    .map((l) => l.toFixed(2))
    .join(", ");
  for (const make of [sqliteEngine, postgresEngine]) {
    const engine = await make();
    if (typeof engine === "string") {
      notes.push(`postgres skipped: ${engine}`);
      continue;
    }
    try {
      await seed(engine, now);
      if (process.env.BENCH_DEBUG) {
        const months = await engine.storage.db
          .selectFrom("analytics_rollups")
          .select("day")
          .where(sql`length(day)`, "=", 7)
          .execute();
        console.log("months rolled:", months.map((m) => m.day).join(" "));
        const counts = await sql<{ n: number }>`select count(*) as n from analytics_daily_vitals`.execute(
          engine.storage.db,
        );
        console.log("vital rows", counts.rows[0]);
        const t = performance.now();
        await analyticsReport(engine.storage, views[4]![1]);
        console.log("report", performance.now() - t);
      }
      for (const [label, range] of views) {
        // As the desk serves it (today's figures up to ANALYTICS_LIVE_SECONDS old), and with
        // today aggregated afresh every time (the first view after each minute).
        const served = await time(() => analyticsReport(engine.storage, range, { liveTtlMs: 60_000 }));
        const cold = await time(() => analyticsReport(engine.storage, range, { liveTtlMs: 0 }));
        const ok = served.p95 < TARGET_P95_MS;
        if (!ok) failed = true;
        rows.push(
          `| ${engine.name} | ${label} | ${served.p50.toFixed(0)} | ${served.p95.toFixed(0)} | ${cold.p50.toFixed(0)} | ${cold.p95.toFixed(0)} | ${ok ? "pass" : "FAIL"} |`,
        );
        console.log(rows.at(-1));
      }
    } finally {
      await engine.storage.close();
      await engine.drop();
    }
  }
  const table = [
    "| engine | view | p50 ms | p95 ms | p50 ms, today afresh | p95 ms, today afresh | target (p95 as served) |",
    "|---|---|---|---|---|---|---|",
    ...rows,
  ].join("\n");
  console.log(`\n${table}\n`);
  for (const note of notes) console.log(note);
  if (process.argv.includes("--write")) {
    const file = join(fileURLToPath(new URL("..", import.meta.url)), "docs", "performance.md");
    const section = [
      "## Analytics views",
      "",
      `\`npm run bench:analytics\` (scripts/bench-analytics.ts), ${new Date().toISOString().slice(0, 10)}, on this ${cpus().length}-CPU machine:`,
      `${EVENTS.toLocaleString("en-AU")} raw events over the last ${RAW_DAYS} days (with their visits), ${HISTORY_DAYS} days of daily aggregates`,
      "before them; each view is one `analyticsReport` call as the desk's screen makes it (the current and the previous",
      `period, every table), timed ${RUNS} times after a warm-up. Target: p95 under ${TARGET_P95_MS} ms.`,
      "",
      table,
      "",
      `Load average before the runs: ${loadBefore}.`,
      ...(notes.length > 0 ? ["", ...notes] : []),
      "",
    ].join("\n");
    let doc = readFileSync(file, "utf8");
    const start = doc.indexOf("## Analytics views");
    if (start === -1) doc = `${doc.trimEnd()}\n\n${section}`;
    else {
      const next = doc.indexOf("\n## ", start + 1);
      doc = `${doc.slice(0, start)}${section}${next === -1 ? "" : doc.slice(next + 1)}`;
    }
    writeFileSync(file, doc);
  }
  process.exit(failed ? 1 : 0);
}

await main();
