// The analytics screen's query string (a shareable link: ?days=30, or ?from=…&to=…) and its tables
// as CSV (the tables are declared once in tables.ts, for the screen and the export alike).
import { stringify } from "csv-stringify/sync";
import * as z from "zod";
import { safeCell } from "#server/leads/export.server.ts";
import { sydneyDate } from "#server/leads/inbox-item.server.ts";
import { type AnalyticsReport, daysOf, type Range } from "./report.server.ts";
import { type AnalyticsTable, analyticsTables, PRESETS } from "./tables.ts";

const MAX_DAYS = 731;
const DAY = 86_400_000;

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Use a date like 2026-11-25.");
const query = z
  .object({
    days: z.coerce
      .number()
      .int()
      .refine((n) => (PRESETS as readonly number[]).includes(n), "Choose one of the listed periods.")
      .optional(),
    from: day.optional(),
    to: day.optional(),
  })
  .refine((q) => !(q.from && !q.to) && !(q.to && !q.from), { message: "Give both dates, or a period." });

export type AnalyticsQuery = { ok: true; range: Range; days: number | null } | { ok: false; error: string };

/** The range a query string asks for (default: the last 30 days, today included). */
export function parseAnalyticsQuery(params: URLSearchParams, now: number): AnalyticsQuery {
  const parsed = query.safeParse({
    days: params.get("days") ?? undefined,
    from: params.get("from") || undefined,
    to: params.get("to") || undefined,
  });
  if (!parsed.success) return { ok: false, error: parsed.error.issues[0]?.message ?? "Check the period." };
  const today = sydneyDate(new Date(now));
  const { from, to } = parsed.data;
  if (from && to) {
    if (Number.isNaN(Date.parse(`${from}T00:00:00Z`)) || Number.isNaN(Date.parse(`${to}T00:00:00Z`))) {
      return { ok: false, error: "Use real dates." };
    }
    if (from > to) return { ok: false, error: "The first date comes after the last." };
    if (to > today) return { ok: false, error: "The period cannot end after today." };
    if (daysOf({ from, to }).length > MAX_DAYS) return { ok: false, error: "Choose at most two years." };
    return { ok: true, range: { from, to }, days: null };
  }
  const days = parsed.data.days ?? 30;
  const start = new Date(Date.parse(`${today}T12:00:00Z`) - (days - 1) * DAY).toISOString().slice(0, 10);
  return { ok: true, range: { from: start, to: today }, days };
}

/** One table as CSV (UTF-8 with a byte-order mark, formulas neutralised as in the inbox export). */
export function tableCsv(table: AnalyticsTable, report: AnalyticsReport): string {
  const { columns, rows } = analyticsTables[table];
  return `\uFEFF${stringify([[...columns], ...rows(report).map((row) => row.map(safeCell))], { record_delimiter: "\r\n" })}`;
}
