// What the marketing owner reads at /desk/analytics, for a range of Sydney days and the period
// before it: visitors and enquiries, the funnel from visit to won deal by landing page, source,
// medium and campaign (visits from the analytics; enquiries and their outcomes from the desk's own
// records, by the first touch each enquiry carried), the form funnel, phone and call-to-action
// clicks, top and exit pages, devices, and real visitors' Core Web Vitals (p75 against Google's
// thresholds). Finished days come from the daily aggregates; days not rolled up yet (today) are
// aggregated from the raw rows with the same queries (aggregate.server.ts).
import { sql } from "kysely";
import type { Storage } from "#server/db/database.server.ts";
import { type VitalName, vitals } from "#shared/analytics/events.ts";
import {
  aggregateDay,
  aggregateTables,
  type DayAggregates,
  DELAY_CAP_MINUTES,
  ENQUIRY_DELAY,
  monthDays,
  vitalBucketTop,
} from "./aggregate.server.ts";

export interface Range {
  /** First and last Sydney day, inclusive (YYYY-MM-DD). */
  from: string;
  to: string;
}

export type FunnelDimension = "landing" | "source" | "medium" | "campaign";

export interface FunnelRow {
  key: string;
  visitors: number;
  formViews: number;
  formStarts: number;
  /** Enquiries stored (contact forms), by their first touch. */
  enquiries: number;
  qualified: number;
  won: number;
  lost: number;
}

export interface Headline {
  visitors: number;
  pageviews: number;
  enquiries: number;
  privacyRequests: number;
  won: number;
  /** Enquiries per 100 visitors. */
  conversion: number;
}

export interface VitalRow {
  /** A page (every device), or "" for a device class's row (every page). */
  path: string;
  /** A device class (every page), or "" for a page's row. */
  screen: string;
  metric: VitalName;
  p75: number;
  samples: number;
  rating: "good" | "needs improvement" | "poor";
  /** The element or interaction most often behind a poor value. */
  blame: string | null;
}

export interface AnalyticsReport {
  range: Range;
  previous: Range;
  headline: { current: Headline; previous: Headline };
  perDay: { day: string; visitors: number; enquiries: number }[];
  funnels: Record<FunnelDimension, FunnelRow[]>;
  pages: { path: string; pageviews: number; visitors: number; entries: number; exits: number }[];
  forms: { form: string; views: number; starts: number; submits: number; refused: number }[];
  events: Record<
    "phone_click" | "cta_click" | "video_play" | "outbound_click" | "not_found",
    { label: string; events: number; visitors: number }[]
  >;
  devices: { screen: string; visitors: number }[];
  browsers: { browser: string; visitors: number }[];
  countries: { country: string; visitors: number }[];
  vitals: VitalRow[];
  /** Median minutes from landing to sending an enquiry, same day; null without any. */
  medianMinutesToEnquiry: number | null;
}

const DAY = 86_400_000;

export function daysOf(range: Range): string[] {
  const days: string[] = [];
  for (let t = Date.parse(`${range.from}T00:00:00Z`); t <= Date.parse(`${range.to}T00:00:00Z`); t += DAY) {
    days.push(new Date(t).toISOString().slice(0, 10));
  }
  return days;
}

/** The period of the same length just before. */
export function previousRange(range: Range): Range {
  const length = daysOf(range).length;
  const to = new Date(Date.parse(`${range.from}T00:00:00Z`) - DAY).toISOString().slice(0, 10);
  const from = new Date(Date.parse(`${to}T00:00:00Z`) - (length - 1) * DAY).toISOString().slice(0, 10);
  return { from, to };
}

const n = (v: unknown) => Number(v ?? 0);

const liveDays = new WeakMap<Storage["db"], Map<string, { expires: number; value: Promise<DayAggregates> }>>();

/**
 * A live day's aggregates, computed from its raw rows at most once a minute per process: a day
 * holds up to a few hundred thousand events, and nine queries over them cost most of a view's time,
 * while a marketing screen needs today to the minute, not to the second. Concurrent views share one
 * computation; a failed one is not kept.
 */
function liveDay(db: Storage["db"], day: string, ttlMs: number): Promise<DayAggregates> {
  if (ttlMs <= 0) return aggregateDay(db, day);
  const cache = liveDays.get(db) ?? new Map();
  liveDays.set(db, cache);
  const now = Date.now();
  const hit = cache.get(day);
  if (hit && hit.expires > now) return hit.value;
  for (const [key, entry] of cache) if (entry.expires <= now) cache.delete(key);
  const value = aggregateDay(db, day);
  cache.set(day, { expires: now + ttlMs, value });
  value.catch(() => cache.delete(day));
  return value;
}

/**
 * The range's aggregates as one set: the stored ones of its rolled-up days, summed over those days
 * in the database (a year is a few hundred thousand stored rows; what comes back is one row per
 * page, source, bin …), plus the live ones of the days not rolled up yet. Visitors per day come
 * separately (`perDay`). Rows summed over days carry day "".
 */
async function aggregatesFor(
  storage: Storage,
  range: Range,
  liveTtlMs: number,
): Promise<DayAggregates & { days: Set<string>; perDay: Map<string, number> }> {
  const { db } = storage;
  const rollups = await db
    .selectFrom("analytics_rollups")
    .select(["day", "visitors"])
    .where((eb) =>
      eb.or([
        eb.and([eb("day", ">=", range.from), eb("day", "<=", range.to)]),
        eb.and([eb("day", ">=", range.from.slice(0, 7)), eb("day", "<=", range.to.slice(0, 7))]),
      ]),
    )
    .execute();
  const rolledDays = new Map(rollups.filter((r) => r.day.length === 10).map((r) => [r.day, n(r.visitors)]));
  const rolledMonths = new Set(rollups.filter((r) => r.day.length === 7).map((r) => r.day));
  // Whole months rolled up are read as one row set each; the rest of the range day by day.
  const months: string[] = [];
  const dayRanges: Range[] = [];
  for (let month = range.from.slice(0, 7); month <= range.to.slice(0, 7); ) {
    const whole = monthDays(month);
    if (whole.from >= range.from && whole.to <= range.to && rolledMonths.has(month)) months.push(month);
    else
      dayRanges.push({
        from: whole.from < range.from ? range.from : whole.from,
        to: whole.to > range.to ? range.to : whole.to,
      });
    const [y, m] = month.split("-").map(Number) as [number, number];
    month = m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, "0")}`;
  }
  const live = daysOf(range).filter((d) => !rolledDays.has(d));
  const stored = months.length > 0 || live.length < daysOf(range).length;
  const none = Promise.resolve([] as never[]);
  // Each segment is its own index range (an OR of them would be a full scan on SQLite).
  const segments = [
    ...(months.length > 0 ? [sql`day in (${sql.join(months)})`] : []),
    ...dayRanges.map((r) => sql`day >= ${r.from} and day <= ${r.to}`),
  ];
  const grouped = <T extends keyof typeof aggregateTables>(table: T, keys: readonly string[]) => {
    if (!stored || segments.length === 0) return none;
    const columns = [...keys, ...aggregateTables[table].sums];
    const parts = segments.map(
      (where) => sql`select ${sql.join(columns.map((c) => sql.ref(c)))} from ${sql.table(table)} where ${where}`,
    );
    return sql<Record<string, unknown>>`
      select ${sql.join([...keys.map((k) => sql.ref(k)), ...aggregateTables[table].sums.map((c) => sql`sum(${sql.ref(c)}) as ${sql.ref(c)}`)])}
      from (${sql.join(parts, sql` union all `)}) as segments
      group by ${sql.join(keys.map((k) => sql.ref(k)))}`
      .execute(db)
      .then((r) => r.rows as never[]);
  };
  const [visits, pages, events, tech, vitalRows, targets, ...liveDays] = await Promise.all([
    grouped("analytics_daily_visits", ["landing", "source", "medium", "campaign"]),
    grouped("analytics_daily_pages", aggregateTables.analytics_daily_pages.keys),
    grouped("analytics_daily_events", aggregateTables.analytics_daily_events.keys),
    grouped("analytics_daily_tech", aggregateTables.analytics_daily_tech.keys),
    grouped("analytics_daily_vitals", aggregateTables.analytics_daily_vitals.keys),
    grouped("analytics_daily_vital_targets", aggregateTables.analytics_daily_vital_targets.keys),
    ...live.map((day) => liveDay(db, day, liveTtlMs)),
  ]);
  const liveAggregates = liveDays as DayAggregates[];
  /** Rows summed in the database, with their sums as numbers (PostgreSQL's sum is a bigint string). */
  const numbers = <T extends object>(rows: readonly T[], fields: readonly string[]): never[] =>
    rows.map((r) => {
      const out: Record<string, unknown> = { day: "", ...r };
      for (const f of fields) out[f] = n(out[f]);
      return out;
    }) as never[];
  const days = new Map<string, number>(rolledDays);
  for (const d of liveAggregates) {
    for (const v of d.visits) days.set(v.day, (days.get(v.day) ?? 0) + v.visitors);
  }
  return {
    days: new Set(daysOf(range)),
    perDay: days,
    visits: [
      ...numbers(visits, ["visitors", "pageviews", "bounces", "form_views", "form_starts", "form_submits"]),
      ...liveAggregates.flatMap((d) => d.visits),
    ],
    pages: [
      ...numbers(pages, ["pageviews", "visitors", "entries", "exits"]),
      ...liveAggregates.flatMap((d) => d.pages),
    ],
    events: [...numbers(events, ["events", "visitors"]), ...liveAggregates.flatMap((d) => d.events)],
    tech: [...numbers(tech, ["visitors"]), ...liveAggregates.flatMap((d) => d.tech)],
    vitals: [...numbers(vitalRows, ["bucket", "samples"]), ...liveAggregates.flatMap((d) => d.vitals)],
    vitalTargets: [...numbers(targets, ["poor"]), ...liveAggregates.flatMap((d) => d.vitalTargets)],
  };
}

function sumBy<T, K extends string>(
  rows: readonly T[],
  key: (r: T) => string,
  fields: readonly K[],
  pick: (r: T, f: K) => number,
) {
  const out = new Map<string, Record<K, number>>();
  for (const r of rows) {
    const k = key(r);
    const acc = out.get(k) ?? (Object.fromEntries(fields.map((f) => [f, 0])) as Record<K, number>);
    for (const f of fields) acc[f] += pick(r, f);
    out.set(k, acc);
  }
  return out;
}

/** The enquiries (and their outcomes) and privacy requests received in the range, by first touch. */
async function enquiriesIn(storage: Storage, range: Range) {
  const rows = await storage.db
    .selectFrom("inbox_items as i")
    .leftJoin("contact_submissions as c", "c.id", "i.id")
    .select((eb) => [
      "i.kind",
      "i.status",
      "i.created_day",
      "i.source",
      eb.fn.coalesce(sql<string>`lower(trim(c.first_utm_medium))`, sql.lit("")).as("medium"),
      eb.fn.coalesce(sql<string>`lower(trim(c.first_utm_campaign))`, sql.lit("")).as("campaign"),
      eb.fn.coalesce("c.first_landing_page", sql.lit("")).as("landing"),
      eb.fn.countAll<number>().as("n"),
    ])
    .where("i.created_day", ">=", range.from)
    .where("i.created_day", "<=", range.to)
    .where("i.status", "<>", "spam")
    .groupBy(["i.kind", "i.status", "i.created_day", "i.source", "medium", "campaign", "landing"])
    .execute();
  return rows.map((r) => ({
    kind: r.kind,
    status: r.status,
    day: r.created_day,
    source: r.source,
    medium: String(r.medium),
    campaign: String(r.campaign),
    // The page path the first touch landed on, without its query.
    landing: String(r.landing).split(/[?#]/)[0] || "",
    n: n(r.n),
  }));
}

function headline(aggregates: DayAggregates, enquiries: Awaited<ReturnType<typeof enquiriesIn>>): Headline {
  const visitors = aggregates.visits.reduce((s, r) => s + r.visitors, 0);
  const pageviews = aggregates.visits.reduce((s, r) => s + r.pageviews, 0);
  const contact = enquiries.filter((e) => e.kind === "contact");
  const count = contact.reduce((s, e) => s + e.n, 0);
  return {
    visitors,
    pageviews,
    enquiries: count,
    privacyRequests: enquiries.filter((e) => e.kind === "privacy").reduce((s, e) => s + e.n, 0),
    won: contact.filter((e) => e.status === "won").reduce((s, e) => s + e.n, 0),
    conversion: visitors > 0 ? Math.round((count / visitors) * 1000) / 10 : 0,
  };
}

function percentileFromHistogram(bins: Map<number, number>, p: number): number | undefined {
  const total = [...bins.values()].reduce((s, v) => s + v, 0);
  if (total === 0) return undefined;
  let seen = 0;
  for (const [bucket, count] of [...bins].sort((a, b) => a[0] - b[0])) {
    seen += count;
    if (seen >= total * p) return bucket;
  }
  return undefined;
}

export async function analyticsReport(
  storage: Storage,
  range: Range,
  /** How old a live day's figures may be (ANALYTICS_LIVE_SECONDS); 0 aggregates it afresh. */
  options: { liveTtlMs?: number } = {},
): Promise<AnalyticsReport> {
  const previous = previousRange(range);
  const liveTtlMs = options.liveTtlMs ?? 0;
  const [current, before, enquiries, earlier] = await Promise.all([
    aggregatesFor(storage, range, liveTtlMs),
    aggregatesFor(storage, previous, liveTtlMs),
    enquiriesIn(storage, range),
    enquiriesIn(storage, previous),
  ]);

  const perDayEnquiries = sumBy(
    enquiries.filter((e) => e.kind === "contact"),
    (e) => e.day,
    ["n"] as const,
    (e) => e.n,
  );

  const funnel = (dimension: FunnelDimension): FunnelRow[] => {
    const visitKey = (r: DayAggregates["visits"][number]) => r[dimension];
    const visits = sumBy(current.visits, visitKey, ["visitors", "form_views", "form_starts"] as const, (r, f) => r[f]);
    const contact = enquiries.filter((e) => e.kind === "contact");
    const outcome = sumBy(
      contact,
      (e) => e[dimension],
      ["enquiries", "qualified", "won", "lost"] as const,
      (e, f) =>
        f === "enquiries"
          ? e.n
          : f === "qualified"
            ? e.status === "qualified" || e.status === "won"
              ? e.n
              : 0
            : e.status === f
              ? e.n
              : 0,
    );
    const keys = new Set([...visits.keys(), ...outcome.keys()]);
    return [...keys]
      .map((key) => ({
        key,
        visitors: visits.get(key)?.visitors ?? 0,
        formViews: visits.get(key)?.form_views ?? 0,
        formStarts: visits.get(key)?.form_starts ?? 0,
        enquiries: outcome.get(key)?.enquiries ?? 0,
        qualified: outcome.get(key)?.qualified ?? 0,
        won: outcome.get(key)?.won ?? 0,
        lost: outcome.get(key)?.lost ?? 0,
      }))
      .sort((a, b) => b.visitors - a.visitors || b.enquiries - a.enquiries || a.key.localeCompare(b.key));
  };

  const pages = sumBy(
    current.pages,
    (r) => r.path,
    ["pageviews", "visitors", "entries", "exits"] as const,
    (r, f) => r[f],
  );
  const byName = (name: string) =>
    [
      ...sumBy(
        current.events.filter((e) => e.name === name),
        (e) => e.label,
        ["events", "visitors"] as const,
        (e, f) => e[f],
      ),
    ]
      .map(([label, v]) => ({ label, ...v }))
      .sort((a, b) => b.events - a.events);
  const formEvents = (name: string) =>
    sumBy(
      current.events.filter((e) => e.name === name),
      (e) => e.label,
      ["visitors"] as const,
      (e, f) => e[f],
    );
  const [views, starts, submits, refused] = ["form_view", "form_start", "form_submit", "form_refused"].map(formEvents);
  const formNames = new Set([views, starts, submits, refused].flatMap((m) => [...(m?.keys() ?? [])]));
  const tech = (key: "screen" | "browser" | "country") =>
    [
      ...sumBy(
        current.tech,
        (r) => r[key] || "Unknown",
        ["visitors"] as const,
        (r, f) => r[f],
      ),
    ]
      .map(([k, v]) => ({ [key]: k, visitors: v.visitors }))
      .sort((a, b) => b.visitors - a.visitors);

  const vitalsByKey = new Map<string, { path: string; screen: string; metric: VitalName; bins: Map<number, number> }>();
  for (const v of current.vitals) {
    const key = `${v.path}\n${v.screen}\n${v.metric}`;
    const entry = vitalsByKey.get(key) ?? {
      path: v.path,
      screen: v.screen,
      metric: v.metric as VitalName,
      bins: new Map(),
    };
    entry.bins.set(v.bucket, (entry.bins.get(v.bucket) ?? 0) + v.samples);
    vitalsByKey.set(key, entry);
  }
  const blame = new Map<string, Map<string, number>>();
  for (const t of current.vitalTargets) {
    const key = `${t.path}\n${t.metric}`;
    const counts = blame.get(key) ?? new Map<string, number>();
    counts.set(t.target, (counts.get(t.target) ?? 0) + t.poor);
    blame.set(key, counts);
  }
  const vitalRows: VitalRow[] = [...vitalsByKey.values()].flatMap((v) => {
    const bucket = percentileFromHistogram(v.bins, 0.75);
    if (bucket === undefined) return [];
    // The bin's upper edge: a p75 never reads better than it was.
    const top = vitalBucketTop(v.metric, bucket);
    const p75 = v.metric === "CLS" ? Math.round(top * 1000) / 1000 : Math.round(top);
    const t = vitals[v.metric];
    const culprit = [...(blame.get(`${v.path}\n${v.metric}`) ?? [])].sort((a, b) => b[1] - a[1])[0];
    return [
      {
        path: v.path,
        screen: v.screen,
        metric: v.metric,
        p75,
        samples: [...v.bins.values()].reduce((s, c) => s + c, 0),
        rating: p75 <= t.good ? "good" : p75 <= t.poor ? "needs improvement" : "poor",
        blame: culprit?.[0] ?? null,
      },
    ];
  });

  const delays = new Map<number, number>();
  for (const e of current.events.filter((e) => e.name === ENQUIRY_DELAY)) {
    delays.set(Number(e.label), (delays.get(Number(e.label)) ?? 0) + e.events);
  }
  const median = percentileFromHistogram(delays, 0.5);

  return {
    range,
    previous,
    headline: { current: headline(current, enquiries), previous: headline(before, earlier) },
    perDay: [...current.days].map((day) => ({
      day,
      visitors: current.perDay.get(day) ?? 0,
      enquiries: perDayEnquiries.get(day)?.n ?? 0,
    })),
    funnels: {
      landing: funnel("landing"),
      source: funnel("source"),
      medium: funnel("medium"),
      campaign: funnel("campaign"),
    },
    pages: [...pages].map(([path, v]) => ({ path, ...v })).sort((a, b) => b.pageviews - a.pageviews),
    forms: [...formNames]
      .map((form) => ({
        form,
        views: views?.get(form)?.visitors ?? 0,
        starts: starts?.get(form)?.visitors ?? 0,
        submits: submits?.get(form)?.visitors ?? 0,
        refused: refused?.get(form)?.visitors ?? 0,
      }))
      .sort((a, b) => b.views - a.views),
    events: {
      phone_click: byName("phone_click"),
      cta_click: byName("cta_click"),
      video_play: byName("video_play"),
      outbound_click: byName("outbound_click"),
      not_found: byName("not_found"),
    },
    devices: tech("screen") as { screen: string; visitors: number }[],
    browsers: tech("browser") as { browser: string; visitors: number }[],
    countries: tech("country") as { country: string; visitors: number }[],
    vitals: vitalRows.sort(
      (a, b) => a.path.localeCompare(b.path) || a.screen.localeCompare(b.screen) || a.metric.localeCompare(b.metric),
    ),
    medianMinutesToEnquiry: median === undefined ? null : Math.min(median, DELAY_CAP_MINUTES),
  };
}
