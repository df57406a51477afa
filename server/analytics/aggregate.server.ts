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
import { sydneyDate } from "#server/leads/inbox-item.server.ts";
import { type VitalName, vitals } from "#shared/analytics/events.ts";

/** The daily events row that holds minutes from landing to enquiry (label: minutes, capped). */
export const ENQUIRY_DELAY = "enquiry_delay";
export const DELAY_CAP_MINUTES = 240;

/** Histogram bin width per vital (ms, or unitless for CLS): p75 is exact to one bin. */
export const VITAL_BIN: Record<VitalName, number> = { LCP: 50, INP: 8, TTFB: 25, CLS: 0.005 };

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
        "screen",
        eb.fn.countAll<number>().as("visitors"),
        eb.fn.sum<number>("pageviews").as("pageviews"),
        sql<number>`sum(case when pageviews <= 1 then 1 else 0 end)`.as("bounces"),
        flag("form_views").as("form_views"),
        flag("form_starts").as("form_starts"),
        flag("form_submits").as("form_submits"),
      ])
      .where("day", "=", day)
      .groupBy(["landing", "source", "medium", "campaign", "screen"])
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
    if (!(metric in VITAL_BIN)) continue;
    const bucket = Math.floor(n(r.value) / VITAL_BIN[metric]);
    const key = `${r.path}\n${r.screen}\n${metric}\n${bucket}`;
    const row = histogram.get(key) ?? { day, path: r.path, screen: r.screen, metric, bucket, samples: 0 };
    row.samples++;
    histogram.set(key, row);
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
      screen: r.screen,
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
      .values({ day, rolled_at: new Date(now).toISOString() })
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
  return deleted;
}
