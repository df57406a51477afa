// Statutory due dates for privacy requests (issue 14), every rule in one module; the periods, time
// zones and calendars come from the jurisdiction records (jurisdictions.ts). Dates are calendar days
// (YYYY-MM-DD) in the jurisdiction's own time zone. Hand-written rather than a holiday library: the
// statutes define their own "working day", which no general calendar matches (decision 026).
//
//   AU  Privacy Act 1988, APP 12/13: 30 calendar days after the day of receipt.
//   NZ  Privacy Act 2020, s 44 and s 7 "working day": 20 working days after the day of receipt; not
//       working days are weekends, Waitangi Day, Good Friday, Easter Monday, Anzac Day, the
//       Sovereign's birthday, Matariki, Labour Day (Waitangi and Anzac Day Mondayised when they fall
//       on a weekend), and every day from 25 December to 15 January.
//   UK  UK GDPR Art. 12(3): one calendar month from the day of receipt, to the corresponding date or,
//       when the next month has none, its last day; extendable once, by up to two further months,
//       with a reason, only while the first month runs.
//   Suppression / marketing opt-out: 5 working days after the day of receipt, whatever else the
//       case asks for, counted in the jurisdiction's suppression calendar:
//         AU (Spam Act 2003): weekdays that are not public holidays gazetted in every state and
//             territory: New Year's Day, Australia Day, Good Friday, Easter Monday, Anzac Day (not
//             substituted), Christmas Day and Boxing Day (New Year's Day, Australia Day, Christmas and
//             Boxing Day move to the next free weekday when they fall on a weekend). State-only days
//             (King's Birthday, Labour Day, …) are counted as working days, so the date is never
//             later than any state's.
//         NZ (Unsolicited Electronic Messages Act 2007 s 9(2)): that Act does not define "working
//             day" in what we could read of it, so the Legislation Act 2019 s 13 definition applies:
//             weekends, the Privacy Act's list of holidays above (Waitangi and Anzac Day
//             Mondayised), and 25 December to 2 January. The weekday holidays that replace 1 or 2
//             January falling on a weekend (e.g. Mon 4 Jan 2027) are working days under it.
//         UK: England and Wales bank holidays.

import {
  isJurisdiction,
  type Jurisdiction,
  jurisdictionRecords,
  type Period,
  UK_MAX_EXTENSION_MONTHS,
  type WorkingDayCalendar,
} from "./jurisdictions.ts";

export { isJurisdiction, type Jurisdiction, jurisdictions, UK_MAX_EXTENSION_MONTHS } from "./jurisdictions.ts";

export const timeZones = Object.fromEntries(
  Object.values(jurisdictionRecords).map((r) => [r.code, r.timeZone]),
) as Record<Jurisdiction, string>;

/** What a computation could not do: returned, never thrown, so bad input never becomes a 5xx. */
export interface DueDateError {
  ok: false;
  code: "unknown_jurisdiction" | "invalid_date" | "outside_calendar" | "extension_not_allowed";
  message: string;
}
export type DueDateOutcome = { ok: true; date: string } | DueDateError;

// ── Calendar days as numbers (days since 1970-01-01), free of time zones ──────

const DAY_MS = 86_400_000;
const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

function dayNumber(year: number, month: number, day: number): number {
  return Date.UTC(year, month - 1, day) / DAY_MS;
}

function parts(n: number): { year: number; month: number; day: number; weekday: number } {
  const d = new Date(n * DAY_MS);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate(), weekday: d.getUTCDay() };
}

export function formatDay(n: number): string {
  return new Date(n * DAY_MS).toISOString().slice(0, 10);
}

/** A YYYY-MM-DD string as a day number; undefined when it is not a real date. */
export function parseDay(value: string): number | undefined {
  const m = DATE_PATTERN.exec(value);
  if (!m) return undefined;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const n = dayNumber(year, month, day);
  const p = parts(n);
  return p.year === year && p.month === month && p.day === day ? n : undefined;
}

// One formatter per zone: making one costs tens of µs, and the cases screen asks for every case.
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** The calendar day an instant falls on in a time zone. */
export function calendarDay(instant: Date | number | string, timeZone: string): string | undefined {
  const date = instant instanceof Date ? instant : new Date(instant);
  if (Number.isNaN(date.getTime())) return undefined;
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" });
    dayFormats.set(timeZone, format);
  }
  const fields = format.formatToParts(date);
  const get = (type: string) => fields.find((f) => f.type === type)?.value ?? "";
  return `${get("year")}-${get("month")}-${get("day")}`;
}

const isWeekend = (n: number) => {
  const w = parts(n).weekday;
  return w === 0 || w === 6;
};

/** Adds calendar months to a day: the corresponding date, or the target month's last day. */
export function addCalendarMonths(day: string, months: number): string | undefined {
  const n = parseDay(day);
  if (n === undefined) return undefined;
  const { year, month, day: dom } = parts(n);
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  return formatDay(dayNumber(target.getUTCFullYear(), target.getUTCMonth() + 1, Math.min(dom, lastDay)));
}

export function addDays(day: string, days: number): string | undefined {
  const n = parseDay(day);
  return n === undefined ? undefined : formatDay(n + days);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number | undefined {
  const a = parseDay(from);
  const b = parseDay(to);
  return a === undefined || b === undefined ? undefined : b - a;
}

// ── Holidays ─────────────────────────────────────────────────────────────────

/** Easter Sunday (Gregorian; the anonymous algorithm). */
export function easterSunday(year: number): number {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return dayNumber(year, month, day);
}

/** The n-th given weekday (0 = Sunday) of a month; n = -1 for the last. */
function nthWeekday(year: number, month: number, weekday: number, n: number): number {
  if (n > 0) {
    const first = dayNumber(year, month, 1);
    return first + ((weekday - parts(first).weekday + 7) % 7) + (n - 1) * 7;
  }
  const last = dayNumber(year, month + 1, 0);
  return last - ((parts(last).weekday - weekday + 7) % 7);
}

/** Matariki, fixed by Te Kāhui o Matariki Public Holiday Act 2022 (schedule), 2022-2052. */
export const MATARIKI: Readonly<Record<number, string>> = {
  2022: "06-24",
  2023: "07-14",
  2024: "06-28",
  2025: "06-20",
  2026: "07-10",
  2027: "06-25",
  2028: "07-14",
  2029: "07-06",
  2030: "06-21",
  2031: "07-11",
  2032: "07-02",
  2033: "06-24",
  2034: "07-07",
  2035: "06-29",
  2036: "07-18",
  2037: "07-10",
  2038: "06-25",
  2039: "07-15",
  2040: "07-06",
  2041: "07-19",
  2042: "07-11",
  2043: "07-03",
  2044: "06-24",
  2045: "07-07",
  2046: "06-29",
  2047: "07-19",
  2048: "07-03",
  2049: "06-25",
  2050: "07-15",
  2051: "06-30",
  2052: "06-21",
};

/**
 * Holidays that move to the next weekday not already a holiday when they fall on a weekend
 * (Christmas on a Saturday → Monday, Boxing Day on the Sunday → Tuesday).
 */
function substituted(days: number[]): number[] {
  const taken = new Set(days.filter((d) => !isWeekend(d)));
  for (const d of days) {
    if (!isWeekend(d)) continue;
    let next = d + 1;
    while (isWeekend(next) || taken.has(next)) next++;
    taken.add(next);
  }
  return [...taken];
}

/** A weekend day moves to the Monday after it (NZ Mondayisation of Waitangi and Anzac Day). */
function mondayised(d: number): number {
  const w = parts(d).weekday;
  return w === 6 ? d + 2 : w === 0 ? d + 1 : d;
}

type HolidayYear = (year: number) => number[] | undefined;

const auHolidays: HolidayYear = (year) => {
  const easter = easterSunday(year);
  return [
    ...substituted([dayNumber(year, 1, 1)]),
    ...substituted([dayNumber(year, 1, 26)]),
    easter - 2,
    easter + 1,
    dayNumber(year, 4, 25),
    ...substituted([dayNumber(year, 12, 25), dayNumber(year, 12, 26)]),
  ];
};

/** The holidays the Privacy Act 2020 s 7 names (without the summer break, checked separately). */
const nzPrivacyActHolidays: HolidayYear = (year) => {
  const matariki = year >= 2022 ? MATARIKI[year] : undefined;
  if (year >= 2022 && !matariki) return undefined;
  const easter = easterSunday(year);
  return [
    mondayised(dayNumber(year, 2, 6)),
    easter - 2,
    easter + 1,
    mondayised(dayNumber(year, 4, 25)),
    nthWeekday(year, 6, 1, 1),
    ...(matariki ? [parseDay(`${year}-${matariki}`) as number] : []),
    nthWeekday(year, 10, 1, 4),
  ];
};

const ukHolidays: HolidayYear = (year) => {
  const easter = easterSunday(year);
  return [
    ...substituted([dayNumber(year, 1, 1)]),
    easter - 2,
    easter + 1,
    nthWeekday(year, 5, 1, 1),
    nthWeekday(year, 5, 1, -1),
    nthWeekday(year, 8, 1, -1),
    ...substituted([dayNumber(year, 12, 25), dayNumber(year, 12, 26)]),
  ];
};

function holidaySet(rule: HolidayYear): (n: number) => boolean | undefined {
  const cache = new Map<number, Set<number> | undefined>();
  return (n) => {
    const { year } = parts(n);
    if (!cache.has(year)) {
      const days = rule(year);
      cache.set(year, days ? new Set(days) : undefined);
    }
    const set = cache.get(year);
    return set ? set.has(n) : undefined;
  };
}

const isAuHoliday = holidaySet(auHolidays);
const isNzActHoliday = holidaySet(nzPrivacyActHolidays);
const isUkHoliday = holidaySet(ukHolidays);

/** 25 December to 15 January inclusive: not working days under the NZ Privacy Act. */
export function inNzSummerBreak(n: number): boolean {
  const { month, day } = parts(n);
  return (month === 12 && day >= 25) || (month === 1 && day <= 15);
}

/** 25 December to 2 January inclusive: not working days under the NZ Legislation Act 2019 s 13. */
export function inNzLegislationActBreak(n: number): boolean {
  const { month, day } = parts(n);
  return (month === 12 && day >= 25) || (month === 1 && day <= 2);
}

/** True / false, or undefined when the day is outside the calendars this module knows. */
type WorkingDay = (n: number) => boolean | undefined;

const calendars: Record<WorkingDayCalendar, WorkingDay> = {
  "nz-privacy-act": (n) => (isWeekend(n) || inNzSummerBreak(n) ? false : negate(isNzActHoliday(n))),
  "nz-legislation-act": (n) => (isWeekend(n) || inNzLegislationActBreak(n) ? false : negate(isNzActHoliday(n))),
  "au-national": (n) => (isWeekend(n) ? false : negate(isAuHoliday(n))),
  "england-and-wales": (n) => (isWeekend(n) ? false : negate(isUkHoliday(n))),
};

/** Whether a day (YYYY-MM-DD) is a working day in a calendar; undefined outside the known years. */
export function isWorkingDay(calendar: WorkingDayCalendar, day: string): boolean | undefined {
  const n = parseDay(day);
  return n === undefined ? undefined : calendars[calendar](n);
}

function negate(value: boolean | undefined): boolean | undefined {
  return value === undefined ? undefined : !value;
}

/** The day `count` working days after `start` (the day of receipt is not counted). */
function addWorkingDays(start: number, count: number, isWorking: WorkingDay): number | undefined {
  let n = start;
  let left = count;
  while (left > 0) {
    n++;
    const working = isWorking(n);
    if (working === undefined) return undefined;
    if (working) left--;
  }
  return n;
}

/** The end of a period that starts on the day of receipt (a day number). */
function endOf(period: Period, start: number): number | undefined {
  switch (period.unit) {
    case "days":
      return start + period.count;
    case "working-days":
      return addWorkingDays(start, period.count, calendars[period.calendar]);
    case "months":
      return parseDay(addCalendarMonths(formatDay(start), period.count) as string);
  }
}

// ── The rules ────────────────────────────────────────────────────────────────

const unknownJurisdiction = (value: unknown): DueDateError => ({
  ok: false,
  code: "unknown_jurisdiction",
  message: `There is no due-date rule for the jurisdiction ${JSON.stringify(String(value)).slice(0, 40)}.`,
});
const invalidDate: DueDateError = { ok: false, code: "invalid_date", message: "The date of receipt is not valid." };
const outsideCalendar: DueDateError = {
  ok: false,
  code: "outside_calendar",
  message: "The date is outside the years whose public holidays are known.",
};

/** The day of receipt in the jurisdiction's time zone. */
export function receiptDay(jurisdiction: unknown, receivedAt: Date | number | string): DueDateOutcome {
  if (!isJurisdiction(jurisdiction)) return unknownJurisdiction(jurisdiction);
  const day = calendarDay(receivedAt, timeZones[jurisdiction]);
  return day ? { ok: true, date: day } : invalidDate;
}

/** When the answer to a request is due. */
export function responseDueDate(jurisdiction: unknown, receivedAt: Date | number | string): DueDateOutcome {
  return dueAfter(jurisdiction, receivedAt, "response");
}

/** When a suppression (marketing opt-out) must have taken effect. */
export function suppressionDueDate(jurisdiction: unknown, receivedAt: Date | number | string): DueDateOutcome {
  return dueAfter(jurisdiction, receivedAt, "suppression");
}

function dueAfter(
  jurisdiction: unknown,
  receivedAt: Date | number | string,
  rule: "response" | "suppression",
): DueDateOutcome {
  const receipt = receiptDay(jurisdiction, receivedAt);
  if (!receipt.ok) return receipt;
  const due = endOf(jurisdictionRecords[jurisdiction as Jurisdiction][rule].period, parseDay(receipt.date) as number);
  return due === undefined ? outsideCalendar : { ok: true, date: formatDay(due) };
}

const UK_MONTHS = (() => {
  const p = jurisdictionRecords.UK.response.period;
  return p.unit === "months" ? p.count : 1;
})();

/**
 * The extended due date of a UK request: up to two further months after the first, allowed only
 * while the first month runs (`today`, a London calendar day, on or before the first due date).
 */
export function ukExtendedDueDate(
  receivedAt: Date | number | string,
  furtherMonths: number,
  today: string,
): DueDateOutcome {
  const receipt = receiptDay("UK", receivedAt);
  if (!receipt.ok) return receipt;
  if (!Number.isInteger(furtherMonths) || furtherMonths < 1 || furtherMonths > UK_MAX_EXTENSION_MONTHS) {
    return {
      ok: false,
      code: "extension_not_allowed",
      message: `An extension is 1 or ${UK_MAX_EXTENSION_MONTHS} further months.`,
    };
  }
  const first = addCalendarMonths(receipt.date, UK_MONTHS) as string;
  const now = parseDay(today);
  if (now === undefined) return invalidDate;
  if (now > (parseDay(first) as number)) {
    return {
      ok: false,
      code: "extension_not_allowed",
      message: `The first month ended on ${first}: the request can no longer be extended.`,
    };
  }
  return { ok: true, date: addCalendarMonths(receipt.date, UK_MONTHS + furtherMonths) as string };
}

/** Today's calendar day in a jurisdiction (AU when the jurisdiction is unknown). */
export function todayIn(jurisdiction: unknown, now: number | Date = Date.now()): string {
  const zone = isJurisdiction(jurisdiction) ? timeZones[jurisdiction] : timeZones.AU;
  return calendarDay(now, zone) as string;
}
