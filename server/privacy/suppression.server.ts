// The suppression list: people who asked not to be marketed to. An entry holds the normalised
// email and the phone in E.164 (and name and address when given) with the case it came from, plus
// keyed hashes of both identifiers (HMAC-SHA256 with the suppression key, suppression-key.server.ts):
// the hashes are what new submissions are matched against, and all that is left after an erasure
// (the person stays suppressed without us holding their details). Entries erased before the hashes
// were keyed keep their unsalted SHA-256 until the same person reaches us again (decision 034).
// Every change is audited and announced to the list systems through the outbox
// (suppression.created / suppression.deleted / suppression.erased, signed like the CRM webhook).
import { createHash, randomUUID } from "node:crypto";
import { CompiledQuery, type Kysely } from "kysely";
import type { AuditLog } from "#server/audit/audit.server.ts";
import type { Dialect, Storage } from "#server/db/database.server.ts";
import { orderedId } from "#server/db/ordered-id.server.ts";
import { prepared } from "#server/db/prepared-statements.server.ts";
import { type Database, toIso } from "#server/db/schema.server.ts";
import { inTransaction } from "#server/db/transaction.server.ts";
import { type CountryCode, normaliseEmail, normalisePhone } from "#server/identity/normalise.server.ts";
import { pendingEntry } from "#server/outbox/entry.server.ts";
import { type SuppressionEvent, suppressionEvent } from "./list-events.server.ts";
import { type IdentifierHash, suppressionHash } from "./suppression-key.server.ts";

/** The unsalted hash of entries erased before migration 044 (matching only; never written now). */
export const legacySha256 = (value: string) => createHash("sha256").update(value, "utf8").digest("hex");

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
  /** HMAC-SHA256 (hex) of the email; null when none, or on an entry erased before the hashes were keyed. */
  emailHash: string | null;
  phone: string | null;
  phoneHash: string | null;
  name: string | null;
  address: string | null;
}

/** The identifiers of a person as the list holds them; undefined when there is nothing to suppress by. */
export function identifiersOf(input: SuppressionInput, hash: IdentifierHash) {
  const email = normaliseEmail(input.email);
  const phone = normalisePhone(input.phone, input.country ?? "AU");
  if (!email && !phone) return undefined;
  return {
    email_norm: email || null,
    email_hmac: email ? hash(email) : null,
    phone_e164: phone || null,
    phone_hmac: phone ? hash(phone) : null,
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
    emailHash: r.email_hmac,
    phone: r.phone_e164,
    phoneHash: r.phone_hmac,
    name: r.name,
    address: r.address,
  };
}

/**
 * Queues the signed event for the list systems (a no-op destination until LIST_WEBHOOK_URL is set),
 * under `id` when the event must keep one id however often it is written (an erasure, decision 054).
 */
export async function announce(
  trx: Kysely<Database>,
  type: SuppressionEvent,
  entry: Pick<SuppressionEntry, "id" | "email" | "phone" | "sourceCaseId">,
  at: string,
  id: string = orderedId(),
) {
  const payload = JSON.stringify(suppressionEvent(type, entry, at));
  await trx
    .insertInto("outbox")
    .values(pendingEntry({ id, destination: "lists", formType: type, payload, at, about: entry.id }))
    .onConflict((oc) => oc.column("id").doNothing())
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
  hash: IdentifierHash,
  input: SuppressionInput & { reason: string; sourceCaseId?: string | null; actor: string | null; ip?: string },
  now: number,
): Promise<{ entry: SuppressionEntry; created: boolean } | undefined> {
  const ids = identifiersOf(input, hash);
  if (!ids) return undefined;
  await upgradeLegacy(trx, hash, [ids.email_norm, ids.phone_e164]);
  const existing = await trx
    .selectFrom("suppression_entries")
    .selectAll()
    .where((eb) =>
      eb.and([
        ids.email_hmac ? eb("email_hmac", "=", ids.email_hmac) : eb("email_hmac", "is", null),
        ids.phone_hmac ? eb("phone_hmac", "=", ids.phone_hmac) : eb("phone_hmac", "is", null),
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
    email_sha256: null,
    phone_sha256: null,
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
  const hash = await suppressionHash(storage);
  if (!identifiersOf(input, hash)) return { ok: false, status: 400, error: "Give an email address or a phone number." };
  const added = await inTransaction(storage, (trx) =>
    addToSuppressionList(trx, audit, hash, { ...input, reason: why, actor: actor.id, ip: actor.ip }, now),
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

/**
 * Entries erased before the hashes were keyed hold only unsalted SHA-256; when one of these plain
 * identifiers matches one, the entry gets its keyed hash instead (and stays matched from then on).
 */
async function upgradeLegacy(
  trx: Kysely<Database>,
  hash: IdentifierHash,
  identifiers: readonly (string | null | undefined)[],
): Promise<void> {
  const values = [...new Set(identifiers.filter((v): v is string => Boolean(v)))];
  for (const value of values) {
    const old = legacySha256(value);
    await trx
      .updateTable("suppression_entries")
      .set({ email_hmac: hash(value), email_sha256: null })
      .where("email_sha256", "=", old)
      .execute();
    await trx
      .updateTable("suppression_entries")
      .set({ phone_hmac: hash(value), phone_sha256: null })
      .where("phone_sha256", "=", old)
      .execute();
  }
}

type ListedRow = { email_hmac: string | null; phone_hmac: string | null };
/** PostgreSQL: one text for any number of identifiers, prepared once per connection (decision 044). */
const LISTED_ANY = prepared(
  "select email_hmac, phone_hmac from suppression_entries where email_hmac = any($1::text[]) or phone_hmac = any($1::text[])",
);

/**
 * Which of these normalised identifiers (emails, E.164 phones) are on the list: for flagging new
 * submissions. `legacy`: also look for entries that still hold only unsalted hashes (and upgrade them).
 */
export async function listedIdentifiers(
  trx: Kysely<Database>,
  dialect: Dialect,
  hash: IdentifierHash,
  identifiers: readonly string[],
  legacy: boolean,
): Promise<Set<string>> {
  const unique = [...new Set(identifiers.filter(Boolean))];
  if (unique.length === 0) return new Set();
  if (legacy) {
    const hits = await trx
      .selectFrom("suppression_entries")
      .select("id")
      .where((eb) =>
        eb.or([eb("email_sha256", "in", unique.map(legacySha256)), eb("phone_sha256", "in", unique.map(legacySha256))]),
      )
      .limit(1)
      .execute();
    if (hits.length > 0) await upgradeLegacy(trx, hash, unique);
  }
  const byHash = new Map(unique.map((v) => [hash(v), v]));
  const keys = [...byHash.keys()];
  const rows =
    dialect === "postgres"
      ? (await trx.executeQuery<ListedRow>(CompiledQuery.raw(LISTED_ANY, [keys]))).rows
      : await trx
          .selectFrom("suppression_entries")
          .select(["email_hmac", "phone_hmac"])
          .where((eb) => eb.or([eb("email_hmac", "in", keys), eb("phone_hmac", "in", keys)]))
          .execute();
  const hits = new Set<string>();
  for (const r of rows) {
    for (const h of [r.email_hmac, r.phone_hmac]) {
      const plain = h ? byHash.get(h) : undefined;
      if (plain) hits.add(plain);
    }
  }
  return hits;
}

/** Whether any entry still holds only unsalted hashes (once none does, none ever will again). */
export async function hasLegacyHashes(db: Kysely<Database>): Promise<boolean> {
  const row = await db
    .selectFrom("suppression_entries")
    .select("id")
    .where((eb) => eb.or([eb("email_sha256", "is not", null), eb("phone_sha256", "is not", null)]))
    .limit(1)
    .executeTakeFirst();
  return Boolean(row);
}

export async function listSuppression(
  storage: Storage,
  options: { q?: string; before?: string; limit?: number } = {},
): Promise<SuppressionEntry[]> {
  let q = storage.db.selectFrom("suppression_entries").selectAll();
  const text = options.q?.trim().toLowerCase().slice(0, 254);
  if (text) {
    const hash = await suppressionHash(storage);
    // An email is looked up as an email only, a phone number as a phone only: digits in an address
    // ("mary.0412555019@…") must not find whoever holds that phone number (issue 25).
    const email = text.includes("@") ? normaliseEmail(text) : "";
    const phone = /^[\d\s()+.-]+$/.test(text) ? normalisePhone(text) : "";
    q = q.where((eb) =>
      eb.or([
        ...(email ? [eb("email_hmac", "=", hash(email)), eb("email_sha256", "=", legacySha256(email))] : []),
        ...(phone ? [eb("phone_hmac", "=", hash(phone)), eb("phone_sha256", "=", legacySha256(phone))] : []),
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
