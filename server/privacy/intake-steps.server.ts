// Privacy's steps in intake (which server/submissions/intake.server.ts owns): two of them. The suppression
// check flags every new submission (enquiries too) from someone on the suppression list. The case
// step makes every privacy request a case in the transaction that stores it: a reference
// (PR-YYYY-NNNNNN from case_counters), the jurisdiction and its statutory due date, a separate
// suppression due date when suppression is asked for (and the person on the suppression list, with
// the case as the source), an identity link and the acknowledgement email (when an email was given).
import type { Kysely } from "kysely";
import type { AuditLog } from "#server/audit/audit.server.ts";
import type { Storage } from "#server/db/database.server.ts";
import type { Database } from "#server/db/schema.server.ts";
import { enqueueMail } from "#server/mail/outbox.server.ts";
import type { IntakeStep, NewSubmission } from "#server/submissions/intake.server.ts";
import { nameOf } from "#server/submissions/rows.server.ts";
import { asksForSuppression, type CaseReceipt, type RequestType, requestTypeOf } from "#shared/privacy/cases.ts";
import { receiptDay, responseDueDate, suppressionDueDate } from "#shared/privacy/due-dates.ts";
import { type Jurisdiction, jurisdictionOf } from "#shared/privacy/jurisdictions.ts";
import { formatReference } from "#shared/privacy/reference.ts";
import { acknowledgement } from "./acknowledgement.server.ts";
import { createIdentityToken, IDENTITY_LINK_DAYS, identityLink } from "./identity.server.ts";
import { addToSuppressionList, hasLegacyHashes, listedIdentifiers } from "./suppression.server.ts";
import { suppressionHash } from "./suppression-key.server.ts";

export interface IntakeContext {
  storage: Storage;
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

/**
 * Flags each new submission from someone on the suppression list (it is stored all the same),
 * matching the keyed hashes of the person's email and phone; entries erased before the hashes
 * were keyed are matched by their unsalted hashes for as long as any is left.
 */
export function suppressionCheckStep(storage: Storage): IntakeStep {
  let legacy: boolean | undefined;
  return {
    name: "privacy.suppression-check",
    async prepare(db, batch) {
      const identifiers = batch.flatMap(({ person }) => [person.email, person.phone].filter(Boolean));
      if (identifiers.length === 0) return;
      const hash = await suppressionHash(storage);
      if (legacy !== false) legacy = await hasLegacyHashes(db);
      const listed = await listedIdentifiers(db, storage.dialect, hash, identifiers, legacy);
      if (listed.size === 0) return;
      for (const s of batch) {
        if ([s.person.email, s.person.phone].some((v) => v && listed.has(v))) s.flags.suppressed = true;
      }
    },
  };
}

/** Opens a case for each new privacy request; a retried one is answered with its case's receipt. */
export function privacyCaseStep(ctx: IntakeContext): IntakeStep {
  return {
    name: "privacy.case",
    createdFor: (s) => s.submission.type === "privacy",
    async created(trx, batch) {
      for (const s of batch) s.receipt = await openCase(trx, s, ctx);
    },
    retried: (trx, submissions) =>
      findReceipts(
        trx,
        submissions.filter((s) => s.type === "privacy").map((s) => s.row.id),
      ),
  };
}

async function openCase(trx: Kysely<Database>, s: NewSubmission, ctx: IntakeContext): Promise<CaseReceipt> {
  if (s.submission.type !== "privacy") throw new Error("a case is opened for a privacy request only");
  const { row } = s.submission;
  const receivedMs = Date.parse(row.created_at);
  const jurisdiction = jurisdictionOf(row.region, row.country);
  const type: RequestType = requestTypeOf(row.subject ?? "");
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
  const { email } = s.person;
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
      await suppressionHash(ctx.storage),
      {
        email: row.email,
        phone: row.phone,
        // Read as intake read it, so the entry's hash matches the inbox row's.
        country: s.person.country,
        name: nameOf(s.submission),
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
      acknowledgement({
        to: email,
        firstName: row.first_name,
        receipt,
        requestType: type,
        verifyUrl: identityLink(ctx.publicUrl, token),
      }),
      // The identity link in it works for IDENTITY_LINK_DAYS: no copy of it is kept after that (issue 22).
      {
        kind: "privacy.acknowledgement",
        now: receivedMs,
        secretUntil: receivedMs + IDENTITY_LINK_DAYS * 86_400_000,
        about: row.id,
      },
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
