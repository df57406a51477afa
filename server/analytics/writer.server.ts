// Stores analytics events in batches, off the submission path: every second (or at 500 queued),
// one short transaction inserts the events and folds them into their visits (one row per visitor
// and day: landing and exit page, source, how far they got), an upsert that several instances can
// run at once. A batch that fails is dropped and logged: analytics is counted, never owed.
import type { Kysely } from "kysely";
import type { Logger } from "pino";
import type { Storage } from "#server/db/database.server.ts";
import type {
  AnalyticsEventsTable,
  AnalyticsVisitsTable,
  Database,
  ExperimentExposuresTable,
} from "#server/db/schema.server.ts";
import { inTransaction } from "#server/db/transaction.server.ts";

const BATCH = 500;

/** What one event says about its visit. */
export interface VisitUpdate {
  day: string;
  visitor: string;
  at: string;
  name: string;
  path: string;
  source: string;
  referrer: string | null;
  medium: string | null;
  campaign: string | null;
  screen: string;
  browser: string;
  country: string | null;
}

type EventRow = Omit<AnalyticsEventsTable, "id">;
/** A visitor's day shown an arm (decision 081): the first such view of the day is kept. */
export type ExposureRow = Omit<ExperimentExposuresTable, "first_at"> & { first_at: string };
type VisitRow = Omit<AnalyticsVisitsTable, "first_at" | "last_at"> & { first_at: string; last_at: string };

/** Folds a batch's events into one row per visit (events in the order received). */
export function foldVisits(updates: readonly VisitUpdate[]): VisitRow[] {
  const visits = new Map<string, VisitRow>();
  for (const u of updates) {
    const key = `${u.day}\n${u.visitor}`;
    let v = visits.get(key);
    if (!v) {
      v = {
        day: u.day,
        visitor: u.visitor,
        first_at: u.at,
        last_at: u.at,
        landing: u.path,
        exit: u.path,
        source: u.source,
        referrer: u.referrer,
        medium: u.medium,
        campaign: u.campaign,
        screen: u.screen,
        browser: u.browser,
        country: u.country,
        pageviews: 0,
        form_views: 0,
        form_starts: 0,
        form_submits: 0,
      };
      visits.set(key, v);
    }
    if (u.at > v.last_at) v.last_at = u.at;
    if (u.name === "pageview") {
      // The first page seen sets where the visit landed and came from; the latest, where it left.
      // `first_at` is the first page's time once there is a page (before that, the first event's).
      if (v.pageviews === 0) {
        v.landing = u.path;
        v.source = u.source;
        v.referrer = u.referrer;
        v.medium = u.medium;
        v.campaign = u.campaign;
        v.first_at = u.at;
      }
      v.exit = u.path;
      v.pageviews++;
    } else if (u.name === "form_view") v.form_views++;
    else if (u.name === "form_start") v.form_starts++;
    else if (u.name === "form_submit") v.form_submits++;
  }
  return [...visits.values()];
}

async function store(
  trx: Kysely<Database>,
  events: readonly EventRow[],
  visits: readonly VisitRow[],
  exposures: readonly ExposureRow[],
): Promise<void> {
  for (let i = 0; i < exposures.length; i += BATCH) {
    await trx
      .insertInto("experiment_exposures")
      .values(exposures.slice(i, i + BATCH))
      .onConflict((oc) => oc.columns(["experiment_id", "day", "visitor"]).doNothing())
      .execute();
  }
  for (let i = 0; i < events.length; i += BATCH) {
    await trx
      .insertInto("analytics_events")
      .values(events.slice(i, i + BATCH))
      .execute();
  }
  for (let i = 0; i < visits.length; i += BATCH) {
    await trx
      .insertInto("analytics_visits")
      .values(visits.slice(i, i + BATCH))
      .onConflict((oc) =>
        oc.columns(["day", "visitor"]).doUpdateSet((eb) => {
          const had = eb.ref("analytics_visits.pageviews");
          const adds = eb.ref("excluded.pageviews");
          // The visit lands where its earliest page was: another instance may store a later page
          // first, and a visit first seen through another event has no page yet.
          const earlierPage = eb.and([
            eb(adds, ">", 0),
            eb.or([eb(had, "=", 0), eb(eb.ref("excluded.first_at"), "<", eb.ref("analytics_visits.first_at"))]),
          ]);
          const fromFirstPage = <C extends "landing" | "source" | "referrer" | "medium" | "campaign" | "first_at">(
            column: C,
          ) =>
            eb
              .case()
              .when(earlierPage)
              .then(eb.ref(`excluded.${column}`))
              .else(eb.ref(`analytics_visits.${column}`))
              .end();
          return {
            last_at: eb
              .case()
              .when(eb.ref("excluded.last_at"), ">", eb.ref("analytics_visits.last_at"))
              .then(eb.ref("excluded.last_at"))
              .else(eb.ref("analytics_visits.last_at"))
              .end(),
            exit: eb
              .case()
              .when(
                eb.and([eb(adds, ">", 0), eb(eb.ref("excluded.last_at"), ">=", eb.ref("analytics_visits.last_at"))]),
              )
              .then(eb.ref("excluded.exit"))
              .else(eb.ref("analytics_visits.exit"))
              .end(),
            first_at: fromFirstPage("first_at"),
            landing: fromFirstPage("landing"),
            source: fromFirstPage("source"),
            referrer: fromFirstPage("referrer"),
            medium: fromFirstPage("medium"),
            campaign: fromFirstPage("campaign"),
            pageviews: eb(had, "+", adds),
            form_views: eb("analytics_visits.form_views", "+", eb.ref("excluded.form_views")),
            form_starts: eb("analytics_visits.form_starts", "+", eb.ref("excluded.form_starts")),
            form_submits: eb("analytics_visits.form_submits", "+", eb.ref("excluded.form_submits")),
          };
        }),
      )
      .execute();
  }
}

/** One exposure per experiment, day and visitor in a batch (the first): one statement may not name a key twice. */
function firstExposures(rows: readonly ExposureRow[]): ExposureRow[] {
  const first = new Map<string, ExposureRow>();
  for (const row of rows) {
    const key = `${row.experiment_id}\n${row.day}\n${row.visitor}`;
    if (!first.has(key)) first.set(key, row);
  }
  return [...first.values()];
}

export interface AnalyticsWriter {
  add(event: EventRow, visit: VisitUpdate, exposure?: ExposureRow): void;
  queued(): number;
  flush(): Promise<void>;
  stop(): Promise<void>;
}

export function createWriter(storage: Storage, logger: Logger, options: { intervalMs?: number } = {}): AnalyticsWriter {
  let events: EventRow[] = [];
  let updates: VisitUpdate[] = [];
  let exposures: ExposureRow[] = [];
  let running: Promise<void> | undefined;
  let stopped = false;

  const flush = async (): Promise<void> => {
    while (running) await running;
    if (events.length === 0) return;
    const batchEvents = events;
    const batchVisits = foldVisits(updates);
    const batchExposures = firstExposures(exposures);
    events = [];
    updates = [];
    exposures = [];
    running = inTransaction(storage, (trx) => store(trx, batchEvents, batchVisits, batchExposures))
      .catch((error: Error) => {
        logger.warn({ err: error.message, events: batchEvents.length }, "analytics batch dropped");
      })
      .finally(() => {
        running = undefined;
      });
    await running;
  };

  const timer = setInterval(() => void flush(), options.intervalMs ?? 1000);
  timer.unref();

  return {
    add(event, visit, exposure) {
      if (stopped) return;
      events.push(event);
      updates.push(visit);
      if (exposure) exposures.push(exposure);
      if (events.length >= BATCH && !running) void flush();
    },
    queued: () => events.length,
    flush,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await flush();
    },
  };
}
