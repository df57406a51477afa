// Daily aggregates of the analytics: one set of queries that reads a day's raw events and visits,
// used twice: by the daily roll-up, which stores a finished day's aggregates for good (raw rows go
// after ANALYTICS_RETENTION_DAYS), and by the reports, for the days not rolled up yet (today).
import { type Kysely, sql } from "kysely";
import type { Storage } from "#server/db/database.server.ts";
import type {
  AnalyticsDailyEventsTable,
  AnalyticsDailyPagesTable,
  AnalyticsDailyTechTable,
  AnalyticsDailyVisitsTable,
  AnalyticsDailyVitalsTable,
  AnalyticsDailyVitalTargetsTable,
  Database,
} from "#server/db/schema.server.ts";
import { toIso } from "#server/db/schema.server.ts";
import { inTransaction } from "#server/db/transaction.server.ts";
import type { DailyJob } from "#server/jobs/daily-jobs.server.ts";
import { sydneyDate } from "#server/leads/inbox-item.server.ts";
import { type VitalName, vitals } from "#shared/analytics/events.ts";

/** The daily events row that holds minutes from landing to enquiry (label: minutes, capped). */
export const ENQUIRY_DELAY = "enquiry_delay";
export const DELAY_CAP_MINUTES = 240;

/**
 * Vitals are kept as histograms with log-scale bins, each 15 % wider than the one before (bin 0 is
 * up to one unit), per page and per device class: a month of them is a few thousand rows, and a
 * p75 read from them is within 15 %.
 */
const VITAL_UNIT: Record<VitalName, number> = { LCP: 10, INP: 1, TTFB: 10, CLS: 0.001 };
const GROWTH = 1.15;

export function vitalBucket(metric: VitalName, value: number): number {
  const unit = VITAL_UNIT[metric];
  return value <= unit ? 0 : Math.ceil(Math.log(value / unit) / Math.log(GROWTH) - 1e-9);
}

/** The upper edge of a bin: the largest value it holds. */
export function vitalBucketTop(metric: VitalName, bucket: number): number {
  return VITAL_UNIT[metric] * GROWTH ** bucket;
}

export interface DayAggregates {
  visits: AnalyticsDailyVisitsTable[];
  pages: AnalyticsDailyPagesTable[];
  events: AnalyticsDailyEventsTable[];
  tech: AnalyticsDailyTechTable[];
  vitals: AnalyticsDailyVitalsTable[];
  vitalTargets: AnalyticsDailyVitalTargetsTable[];
}

const n = (v: unknown) => Number(v ?? 0);
const flag = (column: string) => sql<number>`sum(case when ${sql.ref(column)} > 0 then 1 else 0 end)`;

/** A day's aggregates, read from its raw events and visits. */
export async function aggregateDay(db: Kysely<Database>, day: string): Promise<DayAggregates> {
  const [visits, views, entries, exits, events, tech, vitalRows, targets, delays] = await Promise.all([
    db
      .selectFrom("analytics_visits")
      .select((eb) => [
        "landing",
        "source",
        eb.fn.coalesce("medium", sql.lit("")).as("medium"),
        eb.fn.coalesce("campaign", sql.lit("")).as("campaign"),
        eb.fn.countAll<number>().as("visitors"),
        eb.fn.sum<number>("pageviews").as("pageviews"),
        sql<number>`sum(case when pageviews <= 1 then 1 else 0 end)`.as("bounces"),
        flag("form_views").as("form_views"),
        flag("form_starts").as("form_starts"),
        flag("form_submits").as("form_submits"),
      ])
      .where("day", "=", day)
      .groupBy(["landing", "source", "medium", "campaign"])
      .execute(),
    db
      .selectFrom("analytics_events")
      .select((eb) => [
        "path",
        eb.fn.countAll<number>().as("pageviews"),
        eb.fn.count<number>("visitor").distinct().as("visitors"),
      ])
      .where("day", "=", day)
      .where("name", "=", "pageview")
      .groupBy("path")
      .execute(),
    db
      .selectFrom("analytics_visits")
      .select((eb) => ["landing as path", eb.fn.countAll<number>().as("n")])
      .where("day", "=", day)
      .where("pageviews", ">", 0)
      .groupBy("landing")
      .execute(),
    db
      .selectFrom("analytics_visits")
      .select((eb) => ["exit as path", eb.fn.countAll<number>().as("n")])
      .where("day", "=", day)
      .where("pageviews", ">", 0)
      .groupBy("exit")
      .execute(),
    db
      .selectFrom("analytics_events")
      .select((eb) => [
        "name",
        eb.fn.coalesce("label", sql.lit("")).as("label"),
        eb.fn.countAll<number>().as("events"),
        eb.fn.count<number>("visitor").distinct().as("visitors"),
      ])
      .where("day", "=", day)
      .where("name", "not in", ["pageview", "vital"])
      .groupBy(["name", "label"])
      .execute(),
    db
      .selectFrom("analytics_visits")
      .select((eb) => [
        "screen",
        "browser",
        eb.fn.coalesce("country", sql.lit("")).as("country"),
        eb.fn.countAll<number>().as("visitors"),
      ])
      .where("day", "=", day)
      .groupBy(["screen", "browser", "country"])
      .execute(),
    db
      .selectFrom("analytics_events")
      .select(["path", "screen", "label", "value"])
      .where("day", "=", day)
      .where("name", "=", "vital")
      .execute(),
    db
      .selectFrom("analytics_events")
      .select(["path", "label", "target", "value"])
      .where("day", "=", day)
      .where("name", "=", "vital")
      .where("target", "is not", null)
      .execute(),
    // Minutes from landing to sending an enquiry, for visits that sent one.
    db
      .selectFrom("analytics_visits as v")
      .innerJoin("analytics_events as e", (join) =>
        join.onRef("e.day", "=", "v.day").onRef("e.visitor", "=", "v.visitor").on("e.name", "=", "form_submit"),
      )
      .select((eb) => ["v.first_at", eb.fn.min("e.at").as("submitted")])
      .where("v.day", "=", day)
      .groupBy(["v.visitor", "v.first_at"])
      .execute(),
  ]);

  const entryOf = new Map(entries.map((r) => [r.path, n(r.n)]));
  const exitOf = new Map(exits.map((r) => [r.path, n(r.n)]));
  const histogram = new Map<string, AnalyticsDailyVitalsTable>();
  for (const r of vitalRows) {
    const metric = r.label as VitalName;
    if (!(metric in VITAL_UNIT)) continue;
    const bucket = vitalBucket(metric, n(r.value));
    // Two families: per page (every device, screen "") and per device class (every page, path "").
    for (const [path, screen] of [
      [r.path, ""],
      ["", r.screen],
    ] as const) {
      const key = `${path}\n${screen}\n${metric}\n${bucket}`;
      const row = histogram.get(key) ?? { day, path, screen, metric, bucket, samples: 0 };
      row.samples++;
      histogram.set(key, row);
    }
  }
  const poor = new Map<string, AnalyticsDailyVitalTargetsTable>();
  for (const r of targets) {
    const metric = r.label as VitalName;
    if (!(metric in vitals) || n(r.value) < vitals[metric].good || !r.target) continue;
    const key = `${r.path}\n${metric}\n${r.target}`;
    const row = poor.get(key) ?? { day, path: r.path, metric, target: r.target, poor: 0 };
    row.poor++;
    poor.set(key, row);
  }
  const delayCounts = new Map<string, number>();
  for (const r of delays) {
    const minutes = Math.max(
      0,
      Math.floor((Date.parse(String(toIso(r.submitted))) - Date.parse(String(toIso(r.first_at)))) / 60_000),
    );
    const label = String(Math.min(minutes, DELAY_CAP_MINUTES));
    delayCounts.set(label, (delayCounts.get(label) ?? 0) + 1);
  }
  return {
    visits: visits.map((r) => ({
      day,
      landing: r.landing,
      source: r.source,
      medium: String(r.medium),
      campaign: String(r.campaign),
      visitors: n(r.visitors),
      pageviews: n(r.pageviews),
      bounces: n(r.bounces),
      form_views: n(r.form_views),
      form_starts: n(r.form_starts),
      form_submits: n(r.form_submits),
    })),
    pages: views.map((r) => ({
      day,
      path: r.path,
      pageviews: n(r.pageviews),
      visitors: n(r.visitors),
      entries: entryOf.get(r.path) ?? 0,
      exits: exitOf.get(r.path) ?? 0,
    })),
    events: events.map((r) => ({
      day,
      name: r.name,
      label: String(r.label),
      events: n(r.events),
      visitors: n(r.visitors),
    })),
    tech: tech.map((r) => ({
      day,
      screen: r.screen,
      browser: r.browser,
      country: String(r.country),
      visitors: n(r.visitors),
    })),
    vitals: [...histogram.values()],
    vitalTargets: [...poor.values()],
  };
}

const CHUNK = 400;

async function insertAll<T extends keyof Database>(trx: Kysely<Database>, table: T, rows: readonly object[]) {
  for (let i = 0; i < rows.length; i += CHUNK) {
    await trx
      .insertInto(table)
      .values(rows.slice(i, i + CHUNK) as never)
      .execute();
  }
}

/** Stores a finished day's aggregates, once (a second run, on this or another instance, does nothing). */
export async function rollUpDay(storage: Storage, day: string, now: number): Promise<boolean> {
  const aggregates = await aggregateDay(storage.db, day);
  return inTransaction(storage, async (trx) => {
    const claimed = await trx
      .insertInto("analytics_rollups")
      .values({
        day,
        rolled_at: new Date(now).toISOString(),
        visitors: aggregates.visits.reduce((s, v) => s + v.visitors, 0),
        pageviews: aggregates.visits.reduce((s, v) => s + v.pageviews, 0),
      })
      .onConflict((oc) => oc.column("day").doNothing())
      .returning("day")
      .execute();
    if (claimed.length === 0) return false;
    await insertAll(trx, "analytics_daily_visits", aggregates.visits);
    await insertAll(trx, "analytics_daily_pages", aggregates.pages);
    await insertAll(trx, "analytics_daily_events", aggregates.events);
    await insertAll(trx, "analytics_daily_tech", aggregates.tech);
    await insertAll(trx, "analytics_daily_vitals", aggregates.vitals);
    await insertAll(trx, "analytics_daily_vital_targets", aggregates.vitalTargets);
    // Experiments' visitors per arm (decision 084): read in this transaction, so the counts are the
    // exposures the claim covers; an experiment's results read these for rolled days, the raw rows after.
    await sql`insert into experiment_daily_arms (experiment_id, day, arm, visitors)
      select experiment_id, day, arm, count(*) from experiment_exposures where day = ${day}
      group by experiment_id, day, arm`.execute(trx);
    return true;
  });
}

/** The tables of aggregates, with the columns that identify a row (besides `day`) and those summed. */
export const aggregateTables = {
  analytics_daily_visits: {
    keys: ["landing", "source", "medium", "campaign"],
    sums: ["visitors", "pageviews", "bounces", "form_views", "form_starts", "form_submits"],
  },
  analytics_daily_pages: { keys: ["path"], sums: ["pageviews", "visitors", "entries", "exits"] },
  analytics_daily_events: { keys: ["name", "label"], sums: ["events", "visitors"] },
  analytics_daily_tech: { keys: ["screen", "browser", "country"], sums: ["visitors"] },
  analytics_daily_vitals: { keys: ["path", "screen", "metric", "bucket"], sums: ["samples"] },
  analytics_daily_vital_targets: { keys: ["path", "metric", "target"], sums: ["poor"] },
} as const;

/** The first and last day of a month ("YYYY-MM"). */
export function monthDays(month: string): { from: string; to: string } {
  const [y, m] = month.split("-").map(Number) as [number, number];
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(last).padStart(2, "0")}` };
}

/**
 * Sums a finished month's daily aggregates into monthly rows (`day` = "YYYY-MM") in the same
 * tables, once: a year's report then reads twelve months' rows instead of 365 days'.
 */
export async function rollUpMonth(storage: Storage, month: string, now: number): Promise<boolean> {
  const { from, to } = monthDays(month);
  return inTransaction(storage, async (trx) => {
    const totals = await trx
      .selectFrom("analytics_rollups")
      .select((eb) => [eb.fn.sum<number>("visitors").as("visitors"), eb.fn.sum<number>("pageviews").as("pageviews")])
      .where("day", ">=", from)
      .where("day", "<=", to)
      .executeTakeFirst();
    const claimed = await trx
      .insertInto("analytics_rollups")
      .values({
        day: month,
        rolled_at: new Date(now).toISOString(),
        visitors: Number(totals?.visitors ?? 0),
        pageviews: Number(totals?.pageviews ?? 0),
      })
      .onConflict((oc) => oc.column("day").doNothing())
      .returning("day")
      .execute();
    if (claimed.length === 0) return false;
    for (const [table, { keys, sums }] of Object.entries(aggregateTables)) {
      const columns = ["day", ...keys, ...sums].map((c) => sql.ref(c));
      const selected = [sql`${month}`, ...keys.map((k) => sql.ref(k)), ...sums.map((c) => sql`sum(${sql.ref(c)})`)];
      await sql`insert into ${sql.table(table)} (${sql.join(columns)})
        select ${sql.join(selected)} from ${sql.table(table)}
        where day >= ${from} and day <= ${to}
        group by ${sql.join(keys.map((k) => sql.ref(k)))}`.execute(trx);
    }
    return true;
  });
}

/** Rolls up every finished day that has visits and no aggregates yet; the days rolled up. */
export async function rollUpFinishedDays(storage: Storage, now: number): Promise<string[]> {
  const today = sydneyDate(new Date(now));
  const pending = await storage.db
    .selectFrom("analytics_visits")
    .select("day")
    .distinct()
    .where("day", "<", today)
    .where("day", "not in", (eb) => eb.selectFrom("analytics_rollups").select("day"))
    .orderBy("day")
    .execute();
  const done: string[] = [];
  for (const { day } of pending) if (await rollUpDay(storage, day, now)) done.push(day);
  // Months before this one whose days are all rolled up get their monthly rows.
  const thisMonth = today.slice(0, 7);
  const months = await storage.db
    .selectFrom("analytics_rollups")
    .select(sql<string>`substr(day, 1, 7)`.as("month"))
    .distinct()
    .where(sql`length(day)`, "=", 10)
    .where("day", "<", `${thisMonth}-01`)
    .where(
      sql`substr(day, 1, 7)`,
      "not in",
      storage.db.selectFrom("analytics_rollups").select("day").where(sql`length(day)`, "=", 7),
    )
    .execute();
  for (const { month } of months) {
    const { from, to } = monthDays(month);
    const open = await storage.db
      .selectFrom("analytics_visits")
      .select("day")
      .where("day", ">=", from)
      .where("day", "<=", to)
      .where("day", "not in", (eb) => eb.selectFrom("analytics_rollups").select("day"))
      .limit(1)
      .execute();
    if (open.length === 0) await rollUpMonth(storage, month, now);
  }
  return done;
}

/**
 * Deletes raw events and visits older than `days` (only of days already rolled up), in small
 * chunks: on SQLite each chunk holds the one write lock briefly, so submissions never wait long.
 */
export async function pruneRawAnalytics(storage: Storage, days: number, now: number): Promise<number> {
  const cutoff = sydneyDate(new Date(now - days * 86_400_000));
  const rolled = storage.db.selectFrom("analytics_rollups").select("day").where("day", "<", cutoff);
  let deleted = 0;
  for (;;) {
    const chunk = storage.db
      .selectFrom("analytics_events")
      .select("id")
      .where("day", "<", cutoff)
      .where("day", "in", rolled)
      .limit(2000);
    const result = await storage.db.deleteFrom("analytics_events").where("id", "in", chunk).executeTakeFirst();
    const n = Number(result.numDeletedRows);
    deleted += n;
    if (n === 0) break;
    await new Promise((resolve) => setImmediate(resolve));
  }
  // Visits: a day at a time (one row per visitor: a few thousand on a busy day).
  const oldDays = await storage.db
    .selectFrom("analytics_visits")
    .select("day")
    .distinct()
    .where("day", "<", cutoff)
    .where("day", "in", rolled)
    .execute();
  for (const { day } of oldDays) {
    await storage.db.deleteFrom("analytics_visits").where("day", "=", day).execute();
    await new Promise((resolve) => setImmediate(resolve));
  }
  // Experiments' exposures hold the same daily visitor hash as the visits: they go with them (decision
  // 081), their counts kept by rollUpDay (decision 084).
  await storage.db.deleteFrom("experiment_exposures").where("day", "<", cutoff).where("day", "in", rolled).execute();
  return deleted;
}

/** The daily job: finished days (and months) rolled up, raw rows past `retentionDays` pruned. */
export function analyticsDailyJob(storage: Storage, retentionDays: number): DailyJob {
  return {
    name: "analytics-rollup",
    async run(at) {
      const rolled = await rollUpFinishedDays(storage, at);
      const pruned = await pruneRawAnalytics(storage, retentionDays, at);
      return { rolled: rolled.length, pruned };
    },
  };
}
