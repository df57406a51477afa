// The privacy case workflow (issue 14): received → identity_check → in_progress → completed |
// refused (reason required) | withdrawn | duplicate; pauses and the one UK extension recorded;
// every step audited with the staff member as actor. Invalid steps are typed errors (4xx) that
// change nothing. Views for the desk: due within 7 days, overdue, by jurisdiction, and counts.
import type { Kysely, Selectable } from "kysely";
import { type AuditLog, actedOn } from "#server/audit/audit.server.ts";
import type { Storage } from "#server/db/database.server.ts";
import { type Database, toIso } from "#server/db/schema.server.ts";
import { inTransaction } from "#server/db/transaction.server.ts";
import {
  allowedSteps,
  type CaseStatus,
  closedStatuses,
  isCaseStatus,
  type RequestType,
} from "#shared/privacy/cases.ts";
import {
  addDays,
  isJurisdiction,
  type Jurisdiction,
  jurisdictions,
  todayIn,
  ukExtendedDueDate,
} from "#shared/privacy/due-dates.ts";
import { REFERENCE_PATTERN } from "#shared/privacy/reference.ts";
import { retireIdentityLinks } from "./identity.server.ts";

export const DUE_SOON_DAYS = 7;

export interface Actor {
  id: string;
  ip?: string;
}

export type CaseError = { ok: false; status: 400 | 404 | 409; code: string; error: string };
export type CaseResult<T = object> = ({ ok: true } & T) | CaseError;

const fail = (status: 400 | 404 | 409, code: string, error: string): CaseError => ({ ok: false, status, code, error });
const notFound = () => fail(404, "not_found", "There is no privacy case with this reference.");

export interface PrivacyCase {
  id: string;
  reference: string;
  receivedAt: string;
  jurisdiction: Jurisdiction;
  requestType: RequestType;
  status: CaseStatus;
  /** The date the answer is due: the extended date when extended. */
  dueDate: string;
  firstDueDate: string;
  extendedTo: string | null;
  extensionReason: string | null;
  suppressionRequested: boolean;
  suppressionNeedsContact: boolean;
  suppressionDueDate: string | null;
  suppressionEntryId: string | null;
  pausedAt: string | null;
  identityVerifiedAt: string | null;
  identityMethod: string | null;
  identityNote: string | null;
  outcomeReason: string | null;
  duplicateOf: string | null;
  assigneeId: string | null;
  responseSentAt: string | null;
  closedAt: string | null;
  erasedAt: string | null;
  /** The requester as the submission holds them (blank after erasure). */
  requester: { firstName: string; lastName: string; email: string; phone: string; subject: string; message: string };
  /** Days until the due date (negative when overdue), in the jurisdiction's calendar; null when closed. */
  daysLeft: number | null;
  /** Days until the suppression is due, while it still waits for a contact detail; else null. */
  suppressionDaysLeft: number | null;
}

type CaseRow = Selectable<Database["privacy_cases"]> & {
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  phone: string | null;
  subject: string | null;
  message: string | null;
};

function baseQuery(db: Kysely<Database>) {
  return db
    .selectFrom("privacy_cases")
    .leftJoin("privacy_submissions", "privacy_submissions.id", "privacy_cases.id")
    .selectAll("privacy_cases")
    .select([
      "privacy_submissions.first_name",
      "privacy_submissions.last_name",
      "privacy_submissions.email",
      "privacy_submissions.phone",
      "privacy_submissions.subject",
      "privacy_submissions.message",
    ]);
}

function dayDiff(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

function toCase(r: CaseRow, now: number): PrivacyCase {
  const jurisdiction = r.jurisdiction as Jurisdiction;
  const dueDate = r.extended_to ?? r.due_date;
  const open = !r.closed_at;
  return {
    id: r.id,
    reference: r.reference,
    receivedAt: toIso(r.received_at) as string,
    jurisdiction,
    requestType: r.request_type as RequestType,
    status: r.status as CaseStatus,
    dueDate,
    firstDueDate: r.due_date,
    extendedTo: r.extended_to,
    extensionReason: r.extension_reason,
    suppressionRequested: Number(r.suppression_requested) === 1,
    suppressionNeedsContact: Number(r.suppression_needs_contact) === 1,
    suppressionDueDate: r.suppression_due_date,
    suppressionEntryId: r.suppression_entry_id ?? null,
    pausedAt: toIso(r.paused_at),
    identityVerifiedAt: toIso(r.identity_verified_at),
    identityMethod: r.identity_method,
    identityNote: r.identity_note,
    outcomeReason: r.outcome_reason,
    duplicateOf: r.duplicate_of ?? null,
    assigneeId: r.assignee_id,
    responseSentAt: toIso(r.response_sent_at ?? null),
    closedAt: toIso(r.closed_at),
    erasedAt: toIso(r.erased_at),
    requester: {
      firstName: r.first_name ?? "",
      lastName: r.last_name ?? "",
      email: r.email ?? "",
      phone: r.phone ?? "",
      subject: r.subject ?? "",
      message: r.message ?? "",
    },
    daysLeft: open ? dayDiff(todayIn(jurisdiction, now), dueDate) : null,
    suppressionDaysLeft:
      open && Number(r.suppression_needs_contact) === 1 && r.suppression_due_date
        ? dayDiff(todayIn(jurisdiction, now), r.suppression_due_date)
        : null,
  };
}

/** A case by its id or its reference (PR-YYYY-NNNNNN); undefined when there is none. */
export async function getCase(storage: Storage, idOrReference: string, now: number): Promise<PrivacyCase | undefined> {
  const key = idOrReference.trim();
  const reference = key.toUpperCase();
  const row = await baseQuery(storage.db)
    .where((eb) =>
      REFERENCE_PATTERN.test(reference)
        ? eb("privacy_cases.reference", "=", reference)
        : eb("privacy_cases.id", "=", key),
    )
    .executeTakeFirst();
  return row ? toCase(row as CaseRow, now) : undefined;
}

/** The same lookup, answering 404 for an unknown reference. */
export async function findCase(
  storage: Storage,
  idOrReference: string,
  now: number,
): Promise<CaseResult<{ case: PrivacyCase }>> {
  const found = await getCase(storage, idOrReference.slice(0, 100), now);
  return found ? { ok: true, case: found } : notFound();
}

export type CaseView = "open" | "due_soon" | "overdue" | "closed" | "all";

/** Cases on one page of the closed and all views. */
const CASE_PAGE = 100;

/** A page's place in the closed and all views: the time and id of its last case. */
const CURSOR_PATTERN = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z)~([\w-]{1,64})$/;

function unknownJurisdiction(jurisdiction: string | undefined): CaseError | undefined {
  if (jurisdiction === undefined || isJurisdiction(jurisdiction)) return undefined;
  return fail(400, "unknown_jurisdiction", `Choose a jurisdiction: ${jurisdictions.join(", ")}.`);
}

/**
 * Cases for a view. The working views hold every open case, soonest due first: "due_soon", open
 * cases due within 7 days (or their suppression); "overdue", open cases past their due date. Dates
 * compare as Sydney days, the earliest zone of the three, so no case shows late anywhere before it
 * is late in its own jurisdiction. "closed" (latest closed first) and "all" (latest received
 * first) grow without end: they come a page at a time, `next` naming the page after this one.
 */
export async function listCases(
  storage: Storage,
  options: { view?: CaseView; jurisdiction?: string; before?: string },
  now: number,
): Promise<CaseResult<{ cases: PrivacyCase[]; next?: string }>> {
  const view = options.view ?? "open";
  const refused = unknownJurisdiction(options.jurisdiction);
  if (refused) return refused;
  let q = baseQuery(storage.db);
  if (options.jurisdiction) q = q.where("privacy_cases.jurisdiction", "=", options.jurisdiction);
  if (view === "closed" || view === "all") {
    const cursor = options.before ? CURSOR_PATTERN.exec(options.before) : undefined;
    if (cursor === null) return fail(400, "bad_page", "That page of cases does not exist: start from the first page.");
    const at = view === "closed" ? "privacy_cases.closed_at" : "privacy_cases.received_at";
    if (view === "closed") q = q.where("privacy_cases.closed_at", "is not", null);
    if (cursor) q = q.where((eb) => eb(eb.refTuple(at, "privacy_cases.id"), "<", eb.tuple(cursor[1]!, cursor[2]!)));
    const rows = await q
      .orderBy(at, "desc")
      .orderBy("privacy_cases.id", "desc")
      .limit(CASE_PAGE + 1)
      .execute();
    const cases = rows.slice(0, CASE_PAGE).map((r) => toCase(r as CaseRow, now));
    const last = cases.at(-1);
    const lastAt = view === "closed" ? last?.closedAt : last?.receivedAt;
    return { ok: true, cases, ...(rows.length > CASE_PAGE && last && lastAt ? { next: `${lastAt}~${last.id}` } : {}) };
  }
  const rows = await q
    .where("privacy_cases.closed_at", "is", null)
    .orderBy("privacy_cases.due_date")
    .orderBy("privacy_cases.id")
    .execute();
  let cases = rows.map((r) => toCase(r as CaseRow, now));
  if (view === "due_soon") cases = cases.filter(isDueSoon);
  if (view === "overdue") cases = cases.filter(isOverdue);
  cases.sort((a, b) => (a.dueDate < b.dueDate ? -1 : a.dueDate > b.dueDate ? 1 : 0));
  return { ok: true, cases };
}

/** Days until a case's earliest open deadline (its answer, or a suppression still waiting for a contact detail). */
function earliestDaysLeft(c: PrivacyCase): number | null {
  if (c.daysLeft === null) return null;
  return c.suppressionDaysLeft === null ? c.daysLeft : Math.min(c.daysLeft, c.suppressionDaysLeft);
}

export const isOverdue = (c: PrivacyCase) => (earliestDaysLeft(c) ?? 0) < 0;
export const isDueSoon = (c: PrivacyCase) => {
  const left = earliestDaysLeft(c);
  return left !== null && left >= 0 && left <= DUE_SOON_DAYS;
};

export interface CaseCounts {
  open: number;
  dueSoon: number;
  overdue: number;
  suppressionNeedsContact: number;
  byJurisdiction: Record<Jurisdiction, number>;
}

/** Counts for the desk's home. */
export async function caseCounts(storage: Storage, now: number): Promise<CaseCounts> {
  const listed = await listCases(storage, { view: "open" }, now);
  return countCases(listed.ok ? listed.cases : []);
}

/**
 * A view's cases with the counts of every open case, as the cases screen shows them. The working
 * views (open, due soon, overdue, of one jurisdiction or all) are parts of the open view of every
 * jurisdiction, which the counts count: it is read once and the view taken from it.
 */
export async function casesWithCounts(
  storage: Storage,
  options: { view?: CaseView; jurisdiction?: string; before?: string },
  now: number,
): Promise<CaseResult<{ cases: PrivacyCase[]; next?: string; counts: CaseCounts }>> {
  const view = options.view ?? "open";
  if (view === "closed" || view === "all") {
    const [listed, counts] = await Promise.all([listCases(storage, options, now), caseCounts(storage, now)]);
    return listed.ok ? { ...listed, counts } : listed;
  }
  const refused = unknownJurisdiction(options.jurisdiction);
  if (refused) return refused;
  const open = await listCases(storage, { view: "open" }, now);
  if (!open.ok) return open;
  const { jurisdiction } = options;
  const inView = view === "due_soon" ? isDueSoon : view === "overdue" ? isOverdue : () => true;
  const cases = open.cases.filter((c) => (!jurisdiction || c.jurisdiction === jurisdiction) && inView(c));
  return { ok: true, cases, counts: countCases(open.cases) };
}

/** The counts of every open case (the "open" view of every jurisdiction, as listCases gives it). */
export function countCases(cases: readonly PrivacyCase[]): CaseCounts {
  const byJurisdiction = { AU: 0, NZ: 0, UK: 0 } as Record<Jurisdiction, number>;
  for (const c of cases) byJurisdiction[c.jurisdiction] = (byJurisdiction[c.jurisdiction] ?? 0) + 1;
  return {
    open: cases.length,
    dueSoon: cases.filter(isDueSoon).length,
    overdue: cases.filter(isOverdue).length,
    suppressionNeedsContact: cases.filter((c) => c.suppressionNeedsContact).length,
    byJurisdiction,
  };
}

// ── Steps ───────────────────────────────────────────────────────────────────

async function lockCase(trx: Kysely<Database>, id: string) {
  return trx.selectFrom("privacy_cases").selectAll().where("id", "=", id).executeTakeFirst();
}

function reasonOf(value: string | undefined, required: boolean): string | CaseError | undefined {
  const why = value?.trim() ?? "";
  if (!why) return required ? fail(400, "reason_required", "Give the reason.") : undefined;
  if (why.length < 3) return fail(400, "reason_required", "Give the reason in a few words.");
  if (why.length > 2000) return fail(400, "reason_too_long", "Keep the reason under 2000 characters.");
  return why;
}

/** Moves a case to its next status (see allowedSteps); refused needs a reason, duplicate the case it repeats. */
export async function moveCase(
  storage: Storage,
  audit: AuditLog,
  caseId: string,
  input: { to: string; reason?: string; duplicateOf?: string },
  actor: Actor,
  now: number,
): Promise<CaseResult<{ status: CaseStatus }>> {
  const to = input.to;
  if (!isCaseStatus(to)) return fail(400, "unknown_status", "That is not a case status.");
  const reason = reasonOf(input.reason, to === "refused");
  if (typeof reason === "object") return reason;
  const at = new Date(now).toISOString();
  return inTransaction(storage, async (trx): Promise<CaseResult<{ status: CaseStatus }>> => {
    const row = await lockCase(trx, caseId);
    if (!row) return notFound();
    const from = row.status as CaseStatus;
    if (!allowedSteps[from]?.includes(to)) {
      return fail(
        409,
        "invalid_transition",
        `A case that is ${from.replace("_", " ")} cannot move to ${to.replace("_", " ")}.`,
      );
    }
    let duplicateOf: string | null = null;
    if (to === "duplicate") {
      const other = input.duplicateOf ? await getCaseIn(trx, input.duplicateOf) : undefined;
      if (!other || other.id === caseId) return fail(400, "duplicate_of_required", "Name the case this one repeats.");
      duplicateOf = other.id;
    }
    const closing = closedStatuses.includes(to);
    await trx
      .updateTable("privacy_cases")
      .set({
        status: to,
        updated_at: at,
        ...(closing ? { closed_at: at, paused_at: null, outcome_reason: reason ?? null } : {}),
        ...(duplicateOf ? { duplicate_of: duplicateOf } : {}),
      })
      .where("id", "=", caseId)
      .where("status", "=", from)
      .execute();
    if (closing) {
      // A link still out there has nothing left to confirm.
      await retireIdentityLinks(trx, caseId, at);
    }
    await audit.record(
      actedOn(
        actor,
        "privacy.case.status",
        { type: "privacy_case", id: caseId },
        { from, to, ...(reason ? { reason } : {}), ...(duplicateOf ? { duplicateOf } : {}) },
      ),
      trx,
    );
    return { ok: true, status: to };
  });
}

async function getCaseIn(trx: Kysely<Database>, idOrReference: string) {
  const key = idOrReference.trim();
  return trx
    .selectFrom("privacy_cases")
    .select(["id"])
    .where(
      REFERENCE_PATTERN.test(key.toUpperCase()) ? "reference" : "id",
      "=",
      REFERENCE_PATTERN.test(key.toUpperCase()) ? key.toUpperCase() : key,
    )
    .executeTakeFirst();
}

/** Records a pause (e.g. waiting for the requester) or its end, with a reason; the due date does not move. */
export async function setPaused(
  storage: Storage,
  audit: AuditLog,
  caseId: string,
  input: { paused: boolean; reason: string },
  actor: Actor,
  now: number,
): Promise<CaseResult> {
  const reason = reasonOf(input.reason, true);
  if (typeof reason === "object") return reason;
  const at = new Date(now).toISOString();
  return inTransaction(storage, async (trx): Promise<CaseResult> => {
    const row = await lockCase(trx, caseId);
    if (!row) return notFound();
    if (row.closed_at) return fail(409, "closed", "This case is closed.");
    if (Boolean(row.paused_at) === input.paused) {
      return fail(
        409,
        input.paused ? "already_paused" : "not_paused",
        input.paused ? "The case is already paused." : "The case is not paused.",
      );
    }
    await trx
      .updateTable("privacy_cases")
      .set({ paused_at: input.paused ? at : null, updated_at: at })
      .where("id", "=", caseId)
      .execute();
    await audit.record(
      actedOn(
        actor,
        input.paused ? "privacy.case.paused" : "privacy.case.resumed",
        { type: "privacy_case", id: caseId },
        { reason },
      ),
      trx,
    );
    return { ok: true };
  });
}

/**
 * Extends a UK case once, by one or two further months, with the reason: only while the first month
 * runs (a London calendar day on or before the first due date).
 */
export async function extendCase(
  storage: Storage,
  audit: AuditLog,
  caseId: string,
  input: { months: number; reason: string },
  actor: Actor,
  now: number,
): Promise<CaseResult<{ dueDate: string }>> {
  const reason = reasonOf(input.reason, true);
  if (typeof reason === "object") return reason;
  const at = new Date(now).toISOString();
  return inTransaction(storage, async (trx): Promise<CaseResult<{ dueDate: string }>> => {
    const row = await lockCase(trx, caseId);
    if (!row) return notFound();
    if (row.closed_at) return fail(409, "closed", "This case is closed.");
    if (row.jurisdiction !== "UK") return fail(409, "not_extendable", "Only a UK GDPR request can be extended.");
    if (row.extended_to) return fail(409, "already_extended", "This request has already been extended once.");
    const extended = ukExtendedDueDate(toIso(row.received_at) as string, input.months, todayIn("UK", now));
    if (!extended.ok)
      return fail(extended.code === "extension_not_allowed" ? 409 : 400, extended.code, extended.message);
    await trx
      .updateTable("privacy_cases")
      .set({ extended_to: extended.date, extension_reason: reason, updated_at: at })
      .where("id", "=", caseId)
      .execute();
    await audit.record(
      actedOn(
        actor,
        "privacy.case.extended",
        { type: "privacy_case", id: caseId },
        { months: input.months, from: row.due_date, to: extended.date, reason },
      ),
      trx,
    );
    return { ok: true, dueDate: extended.date };
  });
}

/** Assigns a case to a staff member (or nobody), audited. */
export async function assignCase(
  storage: Storage,
  audit: AuditLog,
  caseId: string,
  assigneeId: string | null,
  actor: Actor,
  now: number,
): Promise<CaseResult> {
  const at = new Date(now).toISOString();
  return inTransaction(storage, async (trx): Promise<CaseResult> => {
    const row = await lockCase(trx, caseId);
    if (!row) return notFound();
    await trx
      .updateTable("privacy_cases")
      .set({ assignee_id: assigneeId, updated_at: at })
      .where("id", "=", caseId)
      .execute();
    await audit.record(
      actedOn(
        actor,
        "privacy.case.assigned",
        { type: "privacy_case", id: caseId },
        { from: row.assignee_id, to: assigneeId },
      ),
      trx,
    );
    return { ok: true };
  });
}

/** Today's Sydney date plus n days (the views' horizon), for callers that show it. */
export function horizon(now: number, days = DUE_SOON_DAYS): string {
  return addDays(todayIn("AU", now), days) as string;
}
