// Traffic and outcomes for experiment tests: the analytics' daily rows of the last 90 days (the plan
// reads them) and enquiries with a status, as the inbox holds them.
import type { Storage } from "#server/db/database.server.ts";
import { sydneyDate } from "#server/leads/inbox-item.server.ts";
import { enquiryRow } from "#tests/support/inbox-items.ts";

/** Enquiries (inbox rows) with the given statuses, made yesterday; their ids are `${prefix}-${i}`. */
export async function seedEnquiries(storage: Storage, prefix: string, statuses: readonly string[], at = new Date()) {
  if (statuses.length === 0) return [];
  const createdAt = new Date(at.getTime() - 86_400_000).toISOString();
  const rows = statuses.map((status, i) => enquiryRow({ id: `${prefix}-${i}`, status, createdAt }));
  await storage.db.insertInto("inbox_items").values(rows).execute();
  return rows.map((r) => r.id);
}

/** 90 days of `visitorsPerDay` on `path` (and the site), and `wonDeals` won enquiries among 10x as many. */
export async function seedTraffic(
  storage: Storage,
  input: { path: string; visitorsPerDay: number; wonDeals: number },
  now = new Date(),
) {
  // The 90 days before today: today is the analytics' own to roll up.
  const days = Array.from({ length: 90 }, (_, i) => sydneyDate(new Date(now.getTime() - (i + 1) * 86_400_000)));
  const at = now.toISOString();
  await storage.db
    .insertInto("analytics_rollups")
    .values(days.map((day) => ({ day, rolled_at: at, visitors: input.visitorsPerDay * 2, pageviews: 0 })))
    .onConflict((oc) => oc.column("day").doNothing())
    .execute();
  await storage.db
    .insertInto("analytics_daily_pages")
    .values(
      days.map((day) => ({
        day,
        path: input.path,
        pageviews: 0,
        visitors: input.visitorsPerDay,
        entries: 0,
        exits: 0,
      })),
    )
    // A retried test seeds the same days again.
    .onConflict((oc) => oc.columns(["day", "path"]).doUpdateSet({ visitors: input.visitorsPerDay }))
    .execute();
  const statuses = Array.from({ length: input.wonDeals * 10 }, (_, i) => (i < input.wonDeals ? "won" : "new"));
  await seedEnquiries(storage, `traffic-${input.path}-${at}`, statuses, now);
}

/**
 * `n` visitors of one day shown `arm`, as the public side records them (h43b): one
 * experiment_exposures row per (experiment, Sydney day, daily visitor hash) with the arm and the
 * first time it was shown. Rows for submissions are { submission_id (= inbox_items.id),
 * experiment_id, arm } in submission_experiments.
 */
export function exposureRows(experimentId: string, arm: number, n: number, day = "2026-11-20") {
  return Array.from({ length: n }, (_, i) => ({
    experiment_id: experimentId,
    day,
    visitor: `visitor-${arm}-${i}`,
    arm,
    first_at: `${day}T01:00:00.000Z`,
  }));
}
