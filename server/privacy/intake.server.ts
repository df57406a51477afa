// Intake: every privacy request becomes a case in the transaction that stores it: a reference
// (PR-YYYY-NNNNNN from case_counters), the jurisdiction and its statutory due date, a separate
// suppression due date when suppression is asked for (and the person on the suppression list, with
// the case as the source), an identity link and the acknowledgement email (when an email was given).
import type { Kysely } from "kysely";
import type { AuditLog } from "#server/audit/audit.server.ts";
import type { Database, PrivacySubmissionsTable } from "#server/db/schema.server.ts";
import { normaliseEmail } from "#server/identity/normalise.server.ts";
import { countryOf } from "#server/leads/inbox-item.server.ts";
import {
  asksForSuppression,
  type CaseReceipt,
  formatReference,
  jurisdictionOf,
  type RequestType,
  requestTypeOf,
} from "#shared/privacy/cases.ts";
import { type Jurisdiction, receiptDay, responseDueDate, suppressionDueDate } from "#shared/privacy/due-dates.ts";
import { acknowledgement } from "./acknowledgement.server.ts";
import { createIdentityToken, identityLink } from "./identity.server.ts";
import { enqueueMail } from "./mail.server.ts";
import { addToSuppressionList } from "./suppression.server.ts";

/** A stored privacy submission; `country` comes with migration 021 (absent → AU). */
export type IntakeRow = PrivacySubmissionsTable & { created_at: string; country?: string | null };

export interface IntakeContext {
  audit: AuditLog;
  /** Origin of links in emails. */
  publicUrl: string;
}

/** The next reference of a year (atomic on both engines: an upsert that returns the new value). */
async function nextReference(trx: Kysely<Database>, year: number): Promise<string> {
  const row = await trx
    .insertInto("case_counters")
    .values({ year, last: 1 })
    .onConflict((oc) => oc.column("year").doUpdateSet((eb) => ({ last: eb("case_counters.last", "+", 1) })))
    .returning("last")
    .executeTakeFirstOrThrow();
  return formatReference(year, Number(row.last));
}

/** Opens one case per privacy submission (inside the submission's transaction). */
export async function openCases(
  trx: Kysely<Database>,
  rows: readonly IntakeRow[],
  ctx: IntakeContext,
): Promise<Map<string, CaseReceipt>> {
  const receipts = new Map<string, CaseReceipt>();
  for (const row of rows) receipts.set(row.id, await openCase(trx, row, ctx));
  return receipts;
}

async function openCase(trx: Kysely<Database>, row: IntakeRow, ctx: IntakeContext): Promise<CaseReceipt> {
  const receivedMs = Date.parse(row.created_at);
  const jurisdiction = jurisdictionOf(row.region, row.country);
  const type: RequestType = requestTypeOf(row.subject);
  const suppression = Boolean(row.suppress_from_marketing) || asksForSuppression(type);
  // Known jurisdiction and a server-made timestamp: these cannot fail, but a failure must not
  // lose the request either, so fall back to the AU clock from the same day.
  const due = responseDueDate(jurisdiction, receivedMs);
  const dueDate = due.ok ? due.date : (responseDueDate("AU", receivedMs) as { date: string }).date;
  const suppressionDue = suppression ? suppressionDueDate(jurisdiction, receivedMs) : undefined;
  const suppressionDate = suppressionDue?.ok ? suppressionDue.date : suppression ? dueDate : null;
  const day = receiptDay(jurisdiction, receivedMs);
  const year = Number((day.ok ? day.date : row.created_at).slice(0, 4));
  const reference = await nextReference(trx, year);
  const email = normaliseEmail(row.email);
  const hasContact = Boolean(email || row.phone.trim());

  await trx
    .insertInto("privacy_cases")
    .values({
      id: row.id,
      reference,
      received_at: row.created_at,
      jurisdiction,
      request_type: type,
      suppression_requested: suppression ? 1 : 0,
      suppression_needs_contact: suppression && !hasContact ? 1 : 0,
      status: "received",
      due_date: dueDate,
      suppression_due_date: suppressionDate,
      extended_to: null,
      extension_reason: null,
      paused_at: null,
      identity_verified_at: null,
      identity_method: null,
      identity_note: null,
      outcome_reason: null,
      assignee_id: null,
      closed_at: null,
      erased_at: null,
      updated_at: row.created_at,
    })
    .execute();
  await ctx.audit.record(
    {
      actor: null,
      action: "privacy.case.opened",
      target: { type: "privacy_case", id: row.id },
      details: { reference, jurisdiction, requestType: type, dueDate, suppressionDueDate: suppressionDate },
    },
    trx,
  );

  if (suppression && hasContact) {
    const added = await addToSuppressionList(
      trx,
      ctx.audit,
      {
        email: row.email,
        phone: row.phone,
        // Read as the inbox reads it, so the entry's hash matches the inbox row's.
        country: countryOf({ table: "privacy_submissions", row }),
        name: `${row.first_name} ${row.last_name}`.trim(),
        address: row.address,
        reason: `Privacy request ${reference}`,
        sourceCaseId: row.id,
        actor: null,
      },
      receivedMs,
    );
    if (added) {
      await trx
        .updateTable("privacy_cases")
        .set({ suppression_entry_id: added.entry.id })
        .where("id", "=", row.id)
        .execute();
    } else {
      // An email or phone that does not normalise (e.g. a malformed number) is no contact detail.
      await trx.updateTable("privacy_cases").set({ suppression_needs_contact: 1 }).where("id", "=", row.id).execute();
    }
  }

  const receipt: CaseReceipt = { reference, jurisdiction, dueDate, suppressionDueDate: suppressionDate };
  if (email) {
    const token = await createIdentityToken(trx, row.id, receivedMs);
    await enqueueMail(
      trx,
      "privacy.acknowledgement",
      acknowledgement({
        to: email,
        firstName: row.first_name,
        receipt,
        requestType: type,
        verifyUrl: identityLink(ctx.publicUrl, token),
      }),
      receivedMs,
    );
  }
  return receipt;
}

/** The receipts of cases already open (a retried submission gets the same answer). */
export async function findReceipts(trx: Kysely<Database>, ids: readonly string[]): Promise<Map<string, CaseReceipt>> {
  const found = new Map<string, CaseReceipt>();
  if (ids.length === 0) return found;
  const rows = await trx
    .selectFrom("privacy_cases")
    .select(["id", "reference", "jurisdiction", "due_date", "suppression_due_date"])
    .where("id", "in", [...ids])
    .execute();
  for (const r of rows) {
    found.set(r.id, {
      reference: r.reference,
      jurisdiction: r.jurisdiction as Jurisdiction,
      dueDate: r.due_date,
      suppressionDueDate: r.suppression_due_date,
    });
  }
  return found;
}
