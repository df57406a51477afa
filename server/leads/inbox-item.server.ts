// One row per submission in `inbox_items`: what the staff inbox lists, filters, searches and
// counts, written in the same transaction as the submission itself. Contact submissions and
// privacy requests share it, so one keyset-paginated query serves the whole inbox.
import type { InboxItemsTable } from "#server/db/schema.server.ts";
import { phoneSearchTerms } from "#server/identity/normalise.server.ts";
import type { NewSubmission } from "#server/submissions/intake.server.ts";
import { nameOf, organisationOf } from "#server/submissions/rows.server.ts";

export type InboxKind = "contact" | "privacy";

/** An inbox row as written (timestamps as ISO strings); the table's columns are documented in the schema. */
export type InboxItemRow = Omit<InboxItemsTable, "created_at" | "first_response_at" | "updated_at"> & {
  created_at: string;
  first_response_at: string | null;
  updated_at: string;
};

const sydneyDay = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Australia/Sydney",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

export function sydneyDate(iso: string | Date): string {
  return sydneyDay.format(new Date(iso));
}

/** The calendar day after `day` (YYYY-MM-DD). */
export function nextDay(day: string): string {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
}

/** The instant a Sydney calendar day starts (midnight is never inside a daylight-saving change there). */
export function sydneyMidnight(day: string): Date | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!m) return undefined;
  const [y, mo, d] = [Number(m[1]), Number(m[2]) - 1, Number(m[3])];
  for (const offsetHours of [10, 11]) {
    const candidate = new Date(Date.UTC(y, mo, d) - offsetHours * 3_600_000);
    if (sydneyDate(candidate) === day && sydneyDate(new Date(candidate.getTime() - 1)) !== day) return candidate;
  }
  return undefined;
}

function hostOf(referrer: string | null | undefined): string | undefined {
  if (!referrer) return undefined;
  try {
    return new URL(referrer).hostname.replace(/^www\./, "").toLowerCase() || undefined;
  } catch {
    return undefined;
  }
}

/** Where a visit came from, as a short label: the campaign's source, the referring site, or direct. */
export function sourceOf(utmSource: string | null | undefined, referrer: string | null | undefined): string {
  const utm = utmSource?.trim().toLowerCase();
  return (utm || hostOf(referrer) || "direct").slice(0, 100);
}

export function searchTerms(parts: readonly (string | null | undefined)[], phone: string, national?: string): string {
  const text = parts
    .filter((p): p is string => Boolean(p))
    .join(" ")
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase();
  // Also every word on its own (PostgreSQL's parser keeps an email address as one token).
  const pieces = text.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  const words = [...new Set([...text.split(/\s+/), ...pieces])].join(" ");
  return [words, ...phoneSearchTerms(phone, national)].join(" ").slice(0, 2000);
}

/** The inbox row of a new submission (its flags as intake's steps have set them so far). */
export function inboxItemOf({ submission, person, flags }: NewSubmission): InboxItemRow {
  const { row } = submission;
  const company = organisationOf(submission);
  const name = nameOf(submission);
  return {
    id: row.id,
    kind: submission.type,
    created_at: row.created_at,
    created_day: sydneyDate(row.created_at),
    form: row.page_name,
    status: submission.type === "contact" ? "new" : "received",
    assignee_id: null,
    name,
    email_norm: person.email,
    phone_norm: person.phone,
    company,
    source: sourceOf(row.first_utm_source, row.first_referrer),
    last_source: sourceOf(row.last_utm_source, row.last_referrer),
    duplicate: flags.duplicate ? 1 : 0,
    suppressed: flags.suppressed ? 1 : 0,
    first_response_at: null,
    updated_at: row.created_at,
    search_terms: searchTerms([name, row.email, company], person.phone, person.phoneNational),
  };
}
