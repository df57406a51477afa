// What a sales manager looks at: enquiries per day by source and by form, the median time to
// first response per week against the 5-minute goal, and outcomes by source. Enquiries only
// (contact submissions); privacy requests are cases, reported with them.
import { sql } from "kysely";
import type { Storage } from "#server/db/database.server.ts";
import { toIso } from "#server/db/schema.server.ts";
import { median } from "#shared/median.ts";
import { sydneyDate, sydneyMidnight } from "./inbox-item.server.ts";

/** The site's own advice: answer a lead within five minutes. */
export const RESPONSE_GOAL_MINUTES = 5;

export interface DailyCount {
  day: string;
  key: string;
  count: number;
}

/** Enquiries per Sydney day, split by `by` (source or form), for the days from..to inclusive. */
export async function enquiriesPerDay(
  storage: Storage,
  by: "source" | "form",
  from: string,
  to: string,
): Promise<DailyCount[]> {
  const rows = await storage.db
    .selectFrom("inbox_items")
    .select(["created_day", by, sql<number>`count(*)`.as("n")])
    .where("kind", "=", "contact")
    .where("created_day", ">=", from)
    .where("created_day", "<=", to)
    .groupBy(["created_day", by])
    .orderBy("created_day")
    .execute();
  return rows.map((r) => ({ day: r.created_day, key: String(r[by]), count: Number(r.n) }));
}

export interface WeeklyResponse {
  /** Monday of the week (Sydney), YYYY-MM-DD. */
  week: string;
  enquiries: number;
  answered: number;
  medianMinutes: number | null;
  withinGoal: number;
}

function mondayOf(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  const back = (d.getUTCDay() + 6) % 7;
  return new Date(d.getTime() - back * 86_400_000).toISOString().slice(0, 10);
}

/** Median minutes from receipt to first response per week, over the last `weeks` weeks. */
export async function responseTimesPerWeek(
  storage: Storage,
  weeks: number,
  now = Date.now(),
): Promise<WeeklyResponse[]> {
  const today = sydneyDate(new Date(now));
  const firstWeek = mondayOf(
    new Date(Date.parse(`${mondayOf(today)}T00:00:00Z`) - (weeks - 1) * 7 * 86_400_000).toISOString().slice(0, 10),
  );
  const since = sydneyMidnight(firstWeek) ?? new Date(now - weeks * 7 * 86_400_000);
  const rows = await storage.db
    .selectFrom("inbox_items")
    .select(["created_day", "created_at", "first_response_at"])
    .where("kind", "=", "contact")
    .where("status", "<>", "spam")
    .where("created_at", ">=", since.toISOString())
    .execute();
  const byWeek = new Map<string, { enquiries: number; minutes: number[] }>();
  for (let i = 0; i < weeks; i++) {
    const week = new Date(Date.parse(`${firstWeek}T00:00:00Z`) + i * 7 * 86_400_000).toISOString().slice(0, 10);
    byWeek.set(week, { enquiries: 0, minutes: [] });
  }
  for (const r of rows) {
    const bucket = byWeek.get(mondayOf(r.created_day));
    if (!bucket) continue;
    bucket.enquiries++;
    const answered = toIso(r.first_response_at);
    if (answered) bucket.minutes.push((Date.parse(answered) - Date.parse(toIso(r.created_at) as string)) / 60_000);
  }
  return [...byWeek].map(([week, b]) => ({
    week,
    enquiries: b.enquiries,
    answered: b.minutes.length,
    medianMinutes: median(b.minutes),
    withinGoal: b.minutes.filter((m) => m <= RESPONSE_GOAL_MINUTES).length,
  }));
}

export interface SourceOutcome {
  source: string;
  total: number;
  won: number;
  lost: number;
  open: number;
  spam: number;
}

export async function outcomesBySource(storage: Storage, from: string, to: string): Promise<SourceOutcome[]> {
  const rows = await storage.db
    .selectFrom("inbox_items")
    .select(["source", "status", sql<number>`count(*)`.as("n")])
    .where("kind", "=", "contact")
    .where("created_day", ">=", from)
    .where("created_day", "<=", to)
    .groupBy(["source", "status"])
    .execute();
  const out = new Map<string, SourceOutcome>();
  for (const r of rows) {
    const entry = out.get(r.source) ?? { source: r.source, total: 0, won: 0, lost: 0, open: 0, spam: 0 };
    const n = Number(r.n);
    entry.total += n;
    if (r.status === "won" || r.status === "lost" || r.status === "spam") entry[r.status] += n;
    else entry.open += n;
    out.set(r.source, entry);
  }
  return [...out.values()].sort((a, b) => b.total - a.total);
}
