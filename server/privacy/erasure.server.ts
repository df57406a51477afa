// Removing a person's personal data from the website's records: the erasure a staff member runs
// on a completed deletion request, and what the retention job applies to old enquiries and old
// closed cases. Both walk the personal-data map (personal-data.server.ts): every table reached
// through a submission is blanked (or its rows deleted), every outbox copy about the person is
// cancelled or emptied, the staff free text in the audit trail is redacted, suppression entries
// keep only their keyed hashes, and the CRM and the list systems are told (submission.erased,
// suppression.erased). Rows stay where the map says so (form, source, status, dates and ids keep
// the reports and the audit trail true). Afterwards the storage is scrubbed: nothing erased stays
// readable in the SQLite file or its WAL (decision 034).
import { type Kysely, sql } from "kysely";
import { type AuditLog, actedOn } from "#server/audit/audit.server.ts";
import { crmErasureEntries } from "#server/crm/erasure.server.ts";
import type { Storage } from "#server/db/database.server.ts";
import { orderedIdFor } from "#server/db/ordered-id.server.ts";
import type { Database } from "#server/db/schema.server.ts";
import { inTransaction } from "#server/db/transaction.server.ts";
import { type ErasureReason, submissionErased, submissionErasedEntry } from "./erasure-events.server.ts";
import { appendToLedger, copyLedgerInto, type LedgerEntry, ledgerCopyDir } from "./erasure-ledger.server.ts";
import {
  auditFreeText,
  auditTargets,
  ERASED,
  erasedValues,
  payloadOnErasure,
  submissionLinkedTables,
} from "./personal-data.server.ts";
import { announce, legacySha256 } from "./suppression.server.ts";
import { type IdentifierHash, suppressionHash } from "./suppression-key.server.ts";

export { ERASED };

const CHUNK = 500;

function chunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += CHUNK) out.push(items.slice(i, i + CHUNK));
  return out;
}

export interface ErasureScope {
  /** Submissions (contact or privacy) whose person's data goes, with everything reached through them. */
  submissions: readonly string[];
  /** Suppression entries to reduce to their keyed hashes. */
  suppressionEntries: readonly string[];
  reason: ErasureReason;
  /** The deletion request's reference (for the CRM's event); null for retention. */
  privacyCase: string | null;
  at: string;
  /** "blank": anonymise in place (erasure, old enquiries); "delete": remove the rows (old closed cases). */
  mode: "blank" | "delete";
}

export interface ErasureCounts {
  submissions: number;
  suppressionEntries: number;
  /** Outbox entries cancelled, emptied or deleted. */
  messages: number;
  /** Audit entries whose free text was redacted. */
  auditEntries: number;
}

/** Erases everything the map reaches from these records, inside the caller's transaction. */
export async function eraseRecords(trx: Kysely<Database>, scope: ErasureScope): Promise<ErasureCounts> {
  const counts: ErasureCounts = { submissions: 0, suppressionEntries: 0, messages: 0, auditEntries: 0 };
  const events: ReturnType<typeof submissionErased>[] = [];
  // Read before the connectors' records are deleted below: each connected CRM is asked to delete the person.
  const crmErasures =
    scope.reason === "request" ? await crmErasureEntries(trx, scope.submissions, scope.privacyCase, scope.at) : [];

  for (const ids of chunks(scope.submissions)) {
    // Which still hold the person's data (those already anonymised are not announced again).
    for (const [formType, table] of [
      ["contact", "contact_submissions"],
      ["privacy", "privacy_submissions"],
    ] as const) {
      const held = await trx
        .selectFrom(table)
        .select("id")
        .where("id", "in", ids)
        .where("first_name", "<>", ERASED)
        .execute();
      for (const r of held)
        events.push(submissionErased({ id: r.id, formType }, scope.reason, scope.privacyCase, scope.at));
      counts.submissions += held.length;
    }
    for (const { table, column, onErasure } of submissionLinkedTables()) {
      if (scope.mode === "delete" || onErasure === "delete") {
        await trx
          .deleteFrom(table as "inbox_notes")
          .where(column as "item_id", "in", ids)
          .execute();
      } else {
        await trx
          .updateTable(table as "inbox_notes")
          .set(erasedValues(table) as never)
          .where(column as "item_id", "in", ids)
          .execute();
      }
    }
  }

  for (const ids of chunks(scope.suppressionEntries)) {
    const reduced = await trx
      .updateTable("suppression_entries")
      .set(erasedValues("suppression_entries") as never)
      .where("id", "in", ids)
      .where((eb) =>
        eb.or([
          eb("email_norm", "is not", null),
          eb("phone_e164", "is not", null),
          eb("name", "is not", null),
          eb("address", "is not", null),
        ]),
      )
      .returning(["id", "source_case_id"])
      .execute();
    for (const r of reduced) {
      // One id per erasure of the entry: the same again when a restore re-applies it.
      await announce(
        trx,
        "suppression.erased",
        { id: r.id, email: null, phone: null, sourceCaseId: r.source_case_id },
        scope.at,
        orderedIdFor(scope.at, "suppression.erased", r.id, scope.reason, scope.privacyCase ?? ""),
      );
    }
    counts.suppressionEntries += reduced.length;
  }

  counts.messages += await clearOutbox(trx, [...scope.submissions, ...scope.suppressionEntries], scope.mode);
  counts.auditEntries += await redactAudit(trx, [...scope.submissions, ...scope.suppressionEntries], scope.at);

  for (const batch of chunks(events)) {
    await trx
      .insertInto("outbox")
      .values(batch.map(submissionErasedEntry))
      .onConflict((oc) => oc.column("id").doNothing())
      .execute();
  }
  for (const batch of chunks(crmErasures)) await trx.insertInto("outbox").values(batch).execute();
  return counts;
}

/** Cancels, empties or deletes the outbox entries about these records, as the map says for each kind. */
async function clearOutbox(trx: Kysely<Database>, about: readonly string[], mode: "blank" | "delete") {
  let count = 0;
  for (const ids of chunks(about)) {
    const rows = await trx
      .selectFrom("outbox")
      .select(["id", "destination", "form_type", "status", "payload"])
      .where("about_id", "in", ids)
      .execute();
    const cancel: string[] = [];
    const empty: string[] = [];
    for (const r of rows) {
      const action = payloadOnErasure(r.destination, r.form_type);
      if (action === "keep") continue;
      // The person's opt-out must still reach the list systems: emptied once delivered.
      if (action === "deliver" && r.status === "pending") continue;
      if (r.status === "pending") cancel.push(r.id);
      else if (r.payload !== "" || mode === "delete") empty.push(r.id);
    }
    if (mode === "delete") {
      for (const batch of chunks([...cancel, ...empty]))
        await trx.deleteFrom("outbox").where("id", "in", batch).execute();
    } else {
      for (const batch of chunks(cancel)) {
        await trx
          .updateTable("outbox")
          .set({ payload: "", status: "dead", last_error: "erased", locked_until: null })
          .where("id", "in", batch)
          .execute();
      }
      for (const batch of chunks(empty)) {
        await trx.updateTable("outbox").set({ payload: "" }).where("id", "in", batch).execute();
      }
    }
    count += cancel.length + empty.length;
  }
  return count;
}

/** Replaces the staff free text (auditFreeText) of the audit entries about these records; once per entry. */
async function redactAudit(trx: Kysely<Database>, targets: readonly string[], at: string): Promise<number> {
  let count = 0;
  for (const ids of chunks(targets)) {
    const rows = await trx
      .selectFrom("audit_log")
      .select(["id", "action", "details"])
      .where("target_type", "in", [...auditTargets])
      .where("target_id", "in", ids)
      .where("action", "in", Object.keys(auditFreeText))
      .where("redacted_at", "is", null)
      .execute();
    for (const r of rows) {
      const details = JSON.parse(r.details) as Record<string, unknown>;
      const keys = (auditFreeText[r.action] ?? []).filter((k) => typeof details[k] === "string");
      if (keys.length === 0) continue;
      for (const k of keys) details[k] = ERASED;
      await trx
        .updateTable("audit_log")
        .set({ details: JSON.stringify(details), redacted_at: at })
        .where("id", "=", r.id)
        .execute();
      count++;
    }
  }
  return count;
}

/**
 * Outbox entries written before entries named the record they are about (migration 043 could not
 * tell for every one): mail and list payloads that contain the person's email or phone.
 */
async function clearUnlinkedMessages(trx: Kysely<Database>, identifiers: readonly string[]): Promise<number> {
  let count = 0;
  for (const value of identifiers.filter((v) => v.length >= 6)) {
    const escaped = value.replace(/[\\%_]/g, (c) => `\\${c}`);
    const rows = await trx
      .selectFrom("outbox")
      .select(["id", "status"])
      .where("about_id", "is", null)
      .where("destination", "in", ["mail", "lists"])
      .where(sql<boolean>`payload like ${`%${escaped}%`} escape '\\'`)
      .execute();
    const pending = rows.filter((r) => r.status === "pending").map((r) => r.id);
    const done = rows.filter((r) => r.status !== "pending").map((r) => r.id);
    if (pending.length > 0) {
      await trx
        .updateTable("outbox")
        .set({ payload: "", status: "dead", last_error: "erased", locked_until: null })
        .where("id", "in", pending)
        .execute();
    }
    if (done.length > 0) await trx.updateTable("outbox").set({ payload: "" }).where("id", "in", done).execute();
    count += rows.length;
  }
  return count;
}

export type ErasureResult = ({ ok: true } & ErasureCounts) | { ok: false; status: 400 | 404 | 409; error: string };

interface PersonScope {
  caseId: string;
  reference: string;
  /** Submissions whose person's data goes (the case's and the person's other ones). */
  ids: string[];
  /** The person's normalised email and phone, as the storage holds them. */
  identifiers: string[];
  /** Keyed hashes of identifiers the storage no longer holds in clear (re-applying from the ledger). */
  hashes: string[];
  at: string;
}

/**
 * The erasure itself, shared by the desk and by a restore re-applying the ledger: the person's
 * suppression entries reduced to keyed hashes, every record reached from their submissions erased,
 * unlinked mail and list copies cleared, the case marked erased.
 */
async function erasePerson(
  trx: Kysely<Database>,
  hash: IdentifierHash,
  scope: PersonScope,
): Promise<ErasureCounts & { suppressionIds: string[] }> {
  const { ids, identifiers, at } = scope;
  const hashes = [...new Set([...identifiers.map(hash), ...scope.hashes])];
  const entries = await trx
    .selectFrom("suppression_entries")
    .select("id")
    .where((eb) =>
      eb.or([
        ...(ids.length > 0 ? [eb("source_case_id", "in", ids)] : []),
        ...(hashes.length > 0 ? [eb("email_hmac", "in", hashes), eb("phone_hmac", "in", hashes)] : []),
        ...identifiers.flatMap((v) => [
          eb("email_norm", "=", v),
          eb("phone_e164", "=", v),
          eb("email_sha256", "=", legacySha256(v)),
          eb("phone_sha256", "=", legacySha256(v)),
        ]),
      ]),
    )
    .execute();
  // An entry erased before the hashes were keyed gets them now, while the identifiers are known.
  for (const v of identifiers) {
    await trx
      .updateTable("suppression_entries")
      .set({ email_hmac: hash(v), email_sha256: null })
      .where("email_sha256", "=", legacySha256(v))
      .execute();
    await trx
      .updateTable("suppression_entries")
      .set({ phone_hmac: hash(v), phone_sha256: null })
      .where("phone_sha256", "=", legacySha256(v))
      .execute();
  }
  const suppressionIds = entries.map((e) => e.id);
  const counts = await eraseRecords(trx, {
    submissions: ids,
    suppressionEntries: suppressionIds,
    reason: "request",
    privacyCase: scope.reference,
    at,
    mode: "blank",
  });
  counts.messages += await clearUnlinkedMessages(trx, identifiers);
  await trx
    .updateTable("privacy_cases")
    .set({ erased_at: at, updated_at: at })
    .where("id", "=", scope.caseId)
    .where("erased_at", "is", null)
    .execute();
  return { ...counts, suppressionIds };
}

/**
 * Erases the person behind a privacy case: every submission from the same email or phone (with
 * their inbox rows, notes, cases' free text, identity links, outbox copies and audit free text),
 * and reduces their suppression entries to keyed hashes, in one transaction, written first to the
 * ledger of erasures (erasure-ledger.server.ts) so that no older copy of the database brings the
 * person back; then tells the CRM and the list systems and scrubs the storage. Only for a
 * completed deletion request, once; irreversible.
 */
export async function eraseCasePerson(
  storage: Storage,
  audit: AuditLog,
  caseId: string,
  actor: { id: string; ip?: string },
  now: number,
): Promise<ErasureResult> {
  const hash = await suppressionHash(storage);
  const result = await inTransaction(storage, async (trx): Promise<ErasureResult> => {
    const found = await trx
      .selectFrom("privacy_cases")
      .innerJoin("inbox_items", "inbox_items.id", "privacy_cases.id")
      .select([
        "privacy_cases.reference",
        "privacy_cases.request_type",
        "privacy_cases.status",
        "privacy_cases.erased_at",
        "inbox_items.email_norm",
        "inbox_items.phone_norm",
      ])
      .where("privacy_cases.id", "=", caseId)
      .executeTakeFirst();
    if (!found) return { ok: false, status: 404, error: "There is no privacy case with this reference." };
    if (found.erased_at) return { ok: false, status: 409, error: "This person's data has already been erased." };
    if (found.request_type !== "deletion") {
      return { ok: false, status: 400, error: "Erasure is only for a deletion request." };
    }
    if (found.status !== "completed") {
      return { ok: false, status: 409, error: "Complete the deletion request before erasing the data." };
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
    const identifiers = [email, phone].filter((v): v is string => Boolean(v));
    const at = new Date(now).toISOString();
    const { suppressionIds, ...counts } = await erasePerson(trx, hash, {
      caseId,
      reference: found.reference,
      ids,
      identifiers,
      hashes: [],
      at,
    });
    // Into the ledger before the erasure commits: an entry for an erasure that then failed is
    // harmless (the person asked for it, and re-applying it erases what was meant to go), an
    // erasure without its entry would come back with the next restore.
    await appendToLedger(storage, {
      caseId,
      caseReference: found.reference,
      at,
      memberId: actor.id,
      submissions: ids,
      suppressionEntries: suppressionIds,
      identifierHashes: identifiers.map(hash),
    });
    await audit.record(actedOn(actor, "privacy.erasure", { type: "privacy_case", id: caseId }, { ...counts }), trx);
    return { ok: true, ...counts };
  });
  if (result.ok) {
    await storage.scrub();
    const dir = ledgerCopyDir(storage);
    // The copy beside the backups is refreshed again by the next backup if this one fails.
    if (dir) await copyLedgerInto(storage, dir).catch(() => {});
  }
  return result;
}

export interface Reapplied {
  /** Entries in the ledger. */
  ledger: number;
  /** Erasures that found the person's data (or their case unerased) and erased it again. */
  reapplied: number;
  submissions: number;
  suppressionEntries: number;
}

/**
 * Erases again everyone the ledger names whose data this storage still holds (a database put back
 * from a backup or a replica older than their erasure), with the erasure the desk runs: the
 * ledger's submission ids, and the submissions made up to the erasure from an email or phone whose
 * keyed hash the ledger holds. Entries the storage already reflects change nothing. One audit entry
 * ("privacy.erasure.reapplied", ids and counts only) per erasure re-applied.
 */
export async function reapplyErasures(
  storage: Storage,
  audit: AuditLog,
  entries: readonly LedgerEntry[],
  actor: { id: string | null },
): Promise<Reapplied> {
  const totals: Reapplied = { ledger: entries.length, reapplied: 0, submissions: 0, suppressionEntries: 0 };
  if (entries.length === 0) return totals;
  const hash = await suppressionHash(storage);
  for (const entry of entries) {
    const changed = await inTransaction(storage, async (trx) => {
      const wanted = new Set(entry.identifierHashes);
      const matches = new Map<string, { email_norm: string | null; phone_norm: string | null }>();
      for (const ids of chunks([entry.caseId, ...entry.submissions])) {
        const rows = await trx
          .selectFrom("inbox_items")
          .select(["id", "email_norm", "phone_norm"])
          .where("id", "in", ids)
          .execute();
        for (const r of rows) matches.set(r.id, r);
      }
      // Submissions the ledger does not name but the person made before the erasure.
      if (wanted.size > 0) {
        const candidates = await trx
          .selectFrom("inbox_items")
          .select(["id", "email_norm", "phone_norm"])
          .where("created_at", "<=", entry.at)
          .where((eb) => eb.or([eb("email_norm", "<>", ""), eb("phone_norm", "<>", "")]))
          .execute();
        for (const r of candidates) {
          if ((r.email_norm && wanted.has(hash(r.email_norm))) || (r.phone_norm && wanted.has(hash(r.phone_norm))))
            matches.set(r.id, r);
        }
      }
      const identifiers = [
        ...new Set(
          [...matches.values()].flatMap((r) => [r.email_norm, r.phone_norm]).filter((v): v is string => Boolean(v)),
        ),
      ].filter((v) => v !== ERASED);
      const caseOpen = await trx
        .selectFrom("privacy_cases")
        .select("id")
        .where("id", "=", entry.caseId)
        .where("erased_at", "is", null)
        .executeTakeFirst();
      const { suppressionIds: _, ...counts } = await erasePerson(trx, hash, {
        caseId: entry.caseId,
        reference: entry.caseReference,
        ids: [...matches.keys()],
        identifiers,
        hashes: [...wanted],
        at: entry.at,
      });
      const did = counts.submissions > 0 || counts.suppressionEntries > 0 || caseOpen !== undefined;
      if (did) {
        await audit.record(
          actedOn(
            actor,
            "privacy.erasure.reapplied",
            { type: "privacy_case", id: entry.caseId },
            { ...counts, erasedAt: entry.at },
          ),
          trx,
        );
      }
      return did ? counts : undefined;
    });
    if (changed) {
      totals.reapplied++;
      totals.submissions += changed.submissions;
      totals.suppressionEntries += changed.suppressionEntries;
    }
  }
  if (totals.reapplied > 0) await storage.scrub();
  return totals;
}
