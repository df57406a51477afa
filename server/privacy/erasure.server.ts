// Removing a person's personal data from the website's records: the erasure a staff member runs
// on a completed deletion request, and the anonymising the retention job applies to old enquiries.
// Rows stay (their form, source, status, dates and ids keep the reports and the audit trail
// true); what identifies a person is blanked. Suppression entries keep only their hashes, so an
// erased person who asked not to be marketed to stays suppressed.
import type { Kysely, UpdateQueryBuilder, UpdateResult } from "kysely";
import { type AuditLog, actedOn } from "#server/audit/audit.server.ts";
import type { Storage } from "#server/db/database.server.ts";
import type { Database } from "#server/db/schema.server.ts";
import { inTransaction } from "#server/db/transaction.server.ts";
import { ERASED, type FormType, fieldsOf } from "#server/submissions/fields.server.ts";

export { ERASED };

/** What erasure writes over a submission's personal data: every field declared personal (fields.server.ts). */
function erasedValues(type: FormType): Record<string, string | null> {
  return Object.fromEntries(
    fieldsOf(type).flatMap((f) => (f.erasedTo === undefined ? [] : [[f.column, f.erasedTo] as const])),
  );
}

/** Blanks the personal data of these submissions (contact or privacy) and of everything derived from them. */
export async function anonymiseSubmissions(trx: Kysely<Database>, ids: readonly string[]): Promise<number> {
  if (ids.length === 0) return 0;
  let changed = 0;
  for (let i = 0; i < ids.length; i += 500) {
    const chunk = ids.slice(i, i + 500);
    const contact = await trx
      .updateTable("contact_submissions")
      .set(erasedValues("contact"))
      .where("id", "in", chunk)
      .executeTakeFirst();
    const privacy = await trx
      .updateTable("privacy_submissions")
      .set(erasedValues("privacy"))
      .where("id", "in", chunk)
      .executeTakeFirst();
    changed += Number(contact.numUpdatedRows) + Number(privacy.numUpdatedRows);
    await trx
      .updateTable("inbox_items")
      .set({ name: ERASED, email_norm: "", phone_norm: "", company: null, search_terms: "" })
      .where("id", "in", chunk)
      .execute();
    await trx.updateTable("inbox_notes").set({ body: ERASED }).where("item_id", "in", chunk).execute();
    // The CRM copy of each submission; a delivered one is no longer needed, a pending one can no
    // longer be sent (it would send the erased details).
    await blankOutbox(trx, (q) => q.where("id", "in", chunk));
  }
  return changed;
}

type OutboxUpdate = UpdateQueryBuilder<Database, "outbox", "outbox", UpdateResult>;

/** Empties matching outbox payloads: delivered ones stay delivered, the rest can never be sent now. */
async function blankOutbox(trx: Kysely<Database>, where: (q: OutboxUpdate) => OutboxUpdate): Promise<number> {
  const delivered = await where(
    trx.updateTable("outbox").set({ payload: "" }).where("status", "=", "delivered"),
  ).executeTakeFirst();
  const undelivered = await where(
    trx
      .updateTable("outbox")
      .set({ payload: "", status: "dead", last_error: "erased" })
      .where("status", "<>", "delivered"),
  ).executeTakeFirst();
  return Number(delivered.numUpdatedRows) + Number(undelivered.numUpdatedRows);
}

/** Queued mail and list-system events that name the person (acknowledgements, notifications, suppression events): blanked too. */
async function eraseMessages(trx: Kysely<Database>, identifiers: readonly string[]): Promise<number> {
  let count = 0;
  for (const value of identifiers.filter((v) => v.length >= 6)) {
    const escaped = value.replace(/[\\%_]/g, (c) => `\\${c}`);
    count += await blankOutbox(trx, (q) =>
      q.where("destination", "in", ["mail", "lists"]).where("payload", "like", `%${escaped}%`),
    );
  }
  return count;
}

export type ErasureResult =
  | { ok: true; submissions: number; suppressionEntries: number; messages: number }
  | { ok: false; status: 400 | 404 | 409; error: string };

/**
 * Erases the person behind a privacy case across enquiries, privacy requests, notes and outbox
 * payloads, in one transaction. Only for a completed deletion request, once; irreversible.
 */
export async function eraseCasePerson(
  storage: Storage,
  audit: AuditLog,
  caseId: string,
  actor: { id: string; ip?: string },
  now: number,
): Promise<ErasureResult> {
  return inTransaction(storage, async (trx) => {
    const found = await trx
      .selectFrom("privacy_cases")
      .innerJoin("inbox_items", "inbox_items.id", "privacy_cases.id")
      .select([
        "privacy_cases.request_type",
        "privacy_cases.status",
        "privacy_cases.erased_at",
        "inbox_items.email_norm",
        "inbox_items.phone_norm",
      ])
      .where("privacy_cases.id", "=", caseId)
      .executeTakeFirst();
    if (!found)
      return { ok: false, status: 404, error: "There is no privacy case with this reference." } as ErasureResult;
    if (found.erased_at)
      return { ok: false, status: 409, error: "This person's data has already been erased." } as ErasureResult;
    if (found.request_type !== "deletion") {
      return { ok: false, status: 400, error: "Erasure is only for a deletion request." } as ErasureResult;
    }
    if (found.status !== "completed") {
      return {
        ok: false,
        status: 409,
        error: "Complete the deletion request before erasing the data.",
      } as ErasureResult;
    }
    const { email_norm: email, phone_norm: phone } = found;
    const matches = await trx
      .selectFrom("inbox_items")
      .select("id")
      .where((eb) =>
        eb.or([
          eb("id", "=", caseId),
          ...(email ? [eb("email_norm", "=", email)] : []),
          ...(phone ? [eb("phone_norm", "=", phone)] : []),
        ]),
      )
      .execute();
    const ids = matches.map((m) => m.id);
    const submissions = await anonymiseSubmissions(trx, ids);
    const messages = await eraseMessages(trx, [email, phone].filter(Boolean));
    const tombstones = await trx
      .updateTable("suppression_entries")
      .set({ email_norm: null, phone_e164: null, name: null, address: null })
      .where((eb) =>
        eb.or([
          eb("source_case_id", "in", ids),
          ...(email ? [eb("email_norm", "=", email)] : []),
          ...(phone ? [eb("phone_e164", "=", phone)] : []),
        ]),
      )
      .executeTakeFirst();
    await trx.deleteFrom("identity_tokens").where("case_id", "=", caseId).execute();
    const at = new Date(now).toISOString();
    await trx
      .updateTable("privacy_cases")
      .set({ erased_at: at, identity_note: null, updated_at: at })
      .where("id", "=", caseId)
      .execute();
    const result = {
      ok: true as const,
      submissions,
      suppressionEntries: Number(tombstones.numUpdatedRows),
      messages,
    };
    await audit.record(
      actedOn(
        actor,
        "privacy.erasure",
        { type: "privacy_case", id: caseId },
        { submissions: result.submissions, suppressionEntries: result.suppressionEntries, messages },
      ),
      trx,
    );
    return result;
  });
}
