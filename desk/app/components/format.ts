// How the desk writes times and labels: Sydney time with the zone named ("7:27 am AEDT"),
// Australian order, no locale surprises.
import type { EnquiryStatus } from "#shared/leads/enquiry.ts";
import type { CaseStatus } from "#shared/privacy/cases.ts";
import { jurisdictionLabel, jurisdictions } from "#shared/privacy/jurisdictions.ts";

const dateTime = new Intl.DateTimeFormat("en-AU", {
  timeZone: "Australia/Sydney",
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZoneName: "short",
});

export function formatDateTime(iso: string | null | undefined): string {
  return iso ? dateTime.format(new Date(iso)) : "—";
}

export function formatMinutes(minutes: number | null | undefined): string {
  if (minutes === null || minutes === undefined) return "—";
  if (minutes < 1) return "under a minute";
  if (minutes < 60) return `${Math.round(minutes)} min`;
  const hours = minutes / 60;
  return hours < 48 ? `${hours.toFixed(1)} h` : `${Math.round(hours / 24)} days`;
}

/** An enquiry's status as staff read it. */
export const statusLabels: Record<EnquiryStatus, string> = {
  new: "New",
  contacted: "Contacted",
  qualified: "Qualified",
  won: "Won",
  lost: "Lost",
  spam: "Spam",
};

/** A stored value's label (a status read from the database or an audit entry), or the value itself when it has none. */
export function labelOf<K extends string>(labels: Readonly<Record<K, string>>, value: unknown): string {
  return Object.hasOwn(labels, String(value)) ? labels[String(value) as K] : String(value);
}

export function titleCase(value: string): string {
  return value.replace(/[-_]/g, " ").replace(/^\w/, (c) => c.toUpperCase());
}

/** A privacy case's status as staff read it. */
export const caseStatusLabels: Record<CaseStatus, string> = {
  received: "Received",
  identity_check: "Identity check",
  in_progress: "In progress",
  completed: "Completed",
  refused: "Refused",
  withdrawn: "Withdrawn",
  duplicate: "Duplicate",
};

/** "New Zealand (Privacy Act 2020, 20 working days)": from the jurisdiction records. */
export const jurisdictionLabels: Record<string, string> = Object.fromEntries(
  jurisdictions.map((code) => [code, jurisdictionLabel(code)]),
);

/** A due date in words as well as colour: "due in 3 days", "due today", "4 days overdue". */
export function daysLeftLabel(days: number | null): string {
  if (days === null) return "closed";
  if (days < 0) return `${-days} day${days === -1 ? "" : "s"} overdue`;
  if (days === 0) return "due today";
  return `due in ${days} day${days === 1 ? "" : "s"}`;
}
