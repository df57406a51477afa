// The suppression list: people who asked not to be marketed to. An entry holds the normalised
// email and the phone in E.164 (and name and address when given) with the case it came from, plus
// SHA-256 hashes of both identifiers: the hashes are what list systems wash against, and all that
// is left after an erasure (the person stays suppressed without us holding their details).
// Every change is audited and announced to the list systems through the outbox
// (suppression.created / suppression.deleted, signed like the CRM webhook).
import { createHash, randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { AuditLog } from "#server/audit/audit.server.ts";
import type { Storage } from "#server/db/database.server.ts";
import { type Database, toIso } from "#server/db/schema.server.ts";
import { inTransaction } from "#server/db/transaction.server.ts";
import { type CountryCode, normaliseEmail, normalisePhone } from "#server/identity/normalise.server.ts";
import { pendingEntry } from "#server/outbox/entry.server.ts";
import { type SuppressionEvent, suppressionEvent } from "./list-events.server.ts";

export const sha256 = (value: string) => createHash("sha256").update(value, "utf8").digest("hex");

export interface SuppressionInput {
  email?: string | null;
  phone?: string | null;
  country?: CountryCode;
  name?: string | null;
  address?: string | null;
}

export interface SuppressionEntry {
  id: string;
  createdAt: string;
  createdBy: string | null;
  sourceCaseId: string | null;
  reason: string;
  email: string | null;
  emailSha256: string | null;
  phone: string | null;
  phoneSha256: string | null;
  name: string | null;
  address: string | null;
}

/** The identifiers of a person as the list holds them; undefined when there is nothing to suppress by. */
export function identifiersOf(input: SuppressionInput) {
  const email = normaliseEmail(input.email);
  const phone = normalisePhone(input.phone, input.country ?? "AU");
  if (!email && !phone) return undefined;
  return {
    email_norm: email || null,
    email_sha256: email ? sha256(email) : null,
    phone_e164: phone || null,
    phone_sha256: phone ? sha256(phone) : null,
  };
}

function toEntry(r: Database["suppression_entries"]): SuppressionEntry {
  return {
    id: r.id,
    createdAt: toIso(r.created_at) as string,
    createdBy: r.created_by,
    sourceCaseId: r.source_case_id,
    reason: r.reason,
    email: r.email_norm,
    emailSha256: r.email_sha256,
    phone: r.phone_e164,
    phoneSha256: r.phone_sha256,
    name: r.name,
    address: r.address,
  };
}

/** Queues the signed event for the list systems (a no-op destination until LIST_WEBHOOK_URL is set). */
async function announce(trx: Kysely<Database>, type: SuppressionEvent, entry: SuppressionEntry, at: string) {
  const payload = JSON.stringify(suppressionEvent(type, entry, at));
  await trx
    .insertInto("outbox")
    .values(pendingEntry({ id: randomUUID(), destination: "lists", formType: type, payload, at }))
    .execute();
}

/**
 * Adds a person to the list inside the caller's transaction. An identical entry (same hashes)
 * already on the list is returned instead of a second one. Undefined when the input has neither
 * an email nor a phone.
 */
export async function addToSuppressionList(
  trx: Kysely<Database>,
  audit: AuditLog,
  input: SuppressionInput & { reason: string; sourceCaseId?: string | null; actor: string | null; ip?: string },
  now: number,
): Promise<{ entry: SuppressionEntry; created: boolean } | undefined> {
  const ids = identifiersOf(input);
  if (!ids) return undefined;
  const existing = await trx
    .selectFrom("suppression_entries")
    .selectAll()
    .where((eb) =>
      eb.and([
        ids.email_sha256 ? eb("email_sha256", "=", ids.email_sha256) : eb("email_sha256", "is", null),
        ids.phone_sha256 ? eb("phone_sha256", "=", ids.phone_sha256) : eb("phone_sha256", "is", null),
      ]),
    )
    .executeTakeFirst();
  if (existing) return { entry: toEntry(existing), created: false };
  const at = new Date(now).toISOString();
  const row = {
    id: randomUUID(),
    created_at: at,
    created_by: input.actor,
    source_case_id: input.sourceCaseId ?? null,
    reason: input.reason.slice(0, 500),
    ...ids,
    name: input.name?.trim().slice(0, 200) || null,
    address: input.address?.trim().slice(0, 500) || null,
  };
  await trx.insertInto("suppression_entries").values(row).execute();
  const entry = toEntry(row);
  await audit.record(
    {
      actor: input.actor,
      action: "suppression.add",
      target: { type: "suppression", id: entry.id },
      ip: input.ip,
      details: { sourceCase: entry.sourceCaseId },
    },
    trx,
  );
  await announce(trx, "suppression.created", entry, at);
  return { entry, created: true };
}

export type AddResult =
  | { ok: true; entry: SuppressionEntry; created: boolean }
  | { ok: false; status: 400; error: string };

/** Staff add a person by hand (e.g. asked by phone), with the reason; audited and announced. */
export async function addSuppressionEntry(
  storage: Storage,
  audit: AuditLog,
  input: SuppressionInput & { reason: string },
  actor: { id: string; ip?: string },
  now: number,
): Promise<AddResult> {
  const why = input.reason.trim();
  if (why.length < 3) return { ok: false, status: 400, error: "Give the reason for adding this person." };
  if (why.length > 500) return { ok: false, status: 400, error: "Keep the reason under 500 characters." };
  if (!identifiersOf(input)) return { ok: false, status: 400, error: "Give an email address or a phone number." };
  const added = await inTransaction(storage, (trx) =>
    addToSuppressionList(trx, audit, { ...input, reason: why, actor: actor.id, ip: actor.ip }, now),
  );
  return added ? { ok: true, ...added } : { ok: false, status: 400, error: "Give an email address or a phone number." };
}

export type RemoveResult = { ok: true } | { ok: false; status: 400 | 404; error: string };

/** Removes an entry, with the reason (required) in the audit log; the list systems are told. */
export async function removeFromSuppressionList(
  storage: Storage,
  audit: AuditLog,
  id: string,
  reason: string,
  actor: { id: string; ip?: string },
  now: number,
): Promise<RemoveResult> {
  const why = reason.trim();
  if (why.length < 3) return { ok: false, status: 400, error: "Give the reason for removing this entry." };
  if (why.length > 500) return { ok: false, status: 400, error: "Keep the reason under 500 characters." };
  return inTransaction(storage, async (trx) => {
    const row = await trx.selectFrom("suppression_entries").selectAll().where("id", "=", id).executeTakeFirst();
    if (!row) return { ok: false, status: 404, error: "There is no suppression entry with this id." } as RemoveResult;
    await trx.deleteFrom("suppression_entries").where("id", "=", id).execute();
    await audit.record(
      {
        actor: actor.id,
        action: "suppression.remove",
        target: { type: "suppression", id },
        ip: actor.ip,
        details: { reason: why },
      },
      trx,
    );
    await announce(trx, "suppression.deleted", toEntry(row), new Date(now).toISOString());
    return { ok: true } as RemoveResult;
  });
}

/** Which of these hashed identifiers are on the list (for flagging new enquiries). */
export async function suppressedHashes(db: Kysely<Database>, hashes: readonly string[]): Promise<Set<string>> {
  const unique = [...new Set(hashes.filter(Boolean))];
  if (unique.length === 0) return new Set();
  const rows = await db
    .selectFrom("suppression_entries")
    .select(["email_sha256", "phone_sha256"])
    .where((eb) => eb.or([eb("email_sha256", "in", unique), eb("phone_sha256", "in", unique)]))
    .execute();
  const hits = new Set<string>();
  for (const r of rows) {
    if (r.email_sha256) hits.add(r.email_sha256);
    if (r.phone_sha256) hits.add(r.phone_sha256);
  }
  return hits;
}

export async function listSuppression(
  storage: Storage,
  options: { q?: string; before?: string; limit?: number } = {},
): Promise<SuppressionEntry[]> {
  let q = storage.db.selectFrom("suppression_entries").selectAll();
  const text = options.q?.trim().toLowerCase().slice(0, 254);
  if (text) {
    const email = normaliseEmail(text);
    const phone = normalisePhone(text);
    q = q.where((eb) =>
      eb.or([
        ...(email ? [eb("email_sha256", "=", sha256(email))] : []),
        ...(phone ? [eb("phone_sha256", "=", sha256(phone))] : []),
        eb("id", "=", text),
        eb("source_case_id", "=", text),
      ]),
    );
  }
  if (options.before && !Number.isNaN(Date.parse(options.before))) {
    q = q.where("created_at", "<", new Date(options.before).toISOString());
  }
  const rows = await q
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(Math.min(options.limit ?? 100, 1000))
    .execute();
  return rows.map(toEntry);
}
