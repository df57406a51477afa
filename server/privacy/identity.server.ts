// The identity check: a single-use link emailed to the address the requester gave. Only the
// SHA-256 of the token is stored; the link works once, until it expires. Staff may record another
// means (a phone call, a document sighted) with a note. Both are audited.
import { createHash, randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import { type AuditLog, actedOn } from "#server/audit/audit.server.ts";
import type { Storage } from "#server/db/database.server.ts";
import type { Database } from "#server/db/schema.server.ts";
import { inTransaction } from "#server/db/transaction.server.ts";

export const IDENTITY_LINK_DAYS = 14;
const DAY_MS = 86_400_000;

const hashToken = (token: string) => createHash("sha256").update(token, "utf8").digest("hex");

/** A new link token for a case (inside the caller's transaction); the plain token goes only into the email. */
export async function createIdentityToken(trx: Kysely<Database>, caseId: string, now: number): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await trx
    .insertInto("identity_tokens")
    .values({
      token_hash: hashToken(token),
      case_id: caseId,
      created_at: new Date(now).toISOString(),
      expires_at: new Date(now + IDENTITY_LINK_DAYS * DAY_MS).toISOString(),
      used_at: null,
    })
    .execute();
  return token;
}

export function identityLink(publicUrl: string, token: string): string {
  return `${publicUrl}/privacy-requests/verify?token=${encodeURIComponent(token)}`;
}

export type VerifyResult =
  | { ok: true; reference: string }
  | { ok: false; status: 400 | 404 | 410; reason: "malformed" | "unknown" | "used" | "expired" | "closed" };

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

type Refusal = Extract<VerifyResult, { ok: false }>;

/** The link's token and case, or why it cannot be used (malformed, unknown, used, expired, case closed). */
async function usableToken(db: Kysely<Database>, token: string | undefined, now: number) {
  if (!token || !TOKEN_PATTERN.test(token)) return { ok: false, status: 400, reason: "malformed" } satisfies Refusal;
  const row = await db
    .selectFrom("identity_tokens")
    .innerJoin("privacy_cases", "privacy_cases.id", "identity_tokens.case_id")
    .select([
      "identity_tokens.token_hash",
      "identity_tokens.expires_at",
      "identity_tokens.used_at",
      "privacy_cases.id",
      "privacy_cases.reference",
      "privacy_cases.closed_at",
    ])
    .where("identity_tokens.token_hash", "=", hashToken(token))
    .executeTakeFirst();
  if (!row) return { ok: false, status: 404, reason: "unknown" } satisfies Refusal;
  if (row.used_at) return { ok: false, status: 410, reason: "used" } satisfies Refusal;
  if (new Date(row.expires_at).getTime() <= now) return { ok: false, status: 410, reason: "expired" } satisfies Refusal;
  if (row.closed_at) return { ok: false, status: 410, reason: "closed" } satisfies Refusal;
  return { ok: true as const, row };
}

/** Whether the link would confirm the address now, changing nothing (the page that asks to confirm). */
export async function checkIdentityToken(
  storage: Storage,
  token: string | undefined,
  now: number,
): Promise<VerifyResult> {
  const found = await usableToken(storage.db, token, now);
  return found.ok ? { ok: true, reference: found.row.reference } : found;
}

/** Confirms the requester controls the address: once, before expiry; anything else changes nothing. */
export async function verifyIdentityToken(
  storage: Storage,
  audit: AuditLog,
  token: string | undefined,
  now: number,
): Promise<VerifyResult> {
  if (!token || !TOKEN_PATTERN.test(token)) return { ok: false, status: 400, reason: "malformed" };
  const at = new Date(now).toISOString();
  return inTransaction(storage, async (trx): Promise<VerifyResult> => {
    const found = await usableToken(trx, token, now);
    if (!found.ok) return found;
    const { row } = found;
    // Claimed with a condition, so two clicks racing each other verify once.
    const claimed = await trx
      .updateTable("identity_tokens")
      .set({ used_at: at })
      .where("token_hash", "=", row.token_hash)
      .where("used_at", "is", null)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) return { ok: false, status: 410, reason: "used" };
    await trx
      .updateTable("privacy_cases")
      .set({ identity_verified_at: at, identity_method: "email_link", identity_note: null, updated_at: at })
      .where("id", "=", row.id)
      .execute();
    await audit.record(
      {
        actor: null,
        action: "privacy.identity.verified",
        target: { type: "privacy_case", id: row.id },
        details: { method: "email_link" },
      },
      trx,
    );
    return { ok: true, reference: row.reference };
  });
}

export const identityMethods = ["phone_call", "document", "in_person", "other"] as const;
export type IdentityMethod = (typeof identityMethods)[number];

export type RecordIdentityResult = { ok: true } | { ok: false; status: 400 | 404 | 409; error: string };

/** Staff confirm the requester's identity by another means, with a note (required). */
export async function recordIdentity(
  storage: Storage,
  audit: AuditLog,
  caseId: string,
  input: { method: string; note: string },
  actor: { id: string; ip?: string },
  now: number,
): Promise<RecordIdentityResult> {
  if (!(identityMethods as readonly string[]).includes(input.method)) {
    return { ok: false, status: 400, error: `Choose how the identity was checked: ${identityMethods.join(", ")}.` };
  }
  const note = input.note.trim();
  if (note.length < 3) return { ok: false, status: 400, error: "Add a note on how the identity was checked." };
  if (note.length > 1000) return { ok: false, status: 400, error: "Keep the note under 1000 characters." };
  const at = new Date(now).toISOString();
  return inTransaction(storage, async (trx): Promise<RecordIdentityResult> => {
    const found = await trx
      .selectFrom("privacy_cases")
      .select(["id", "closed_at"])
      .where("id", "=", caseId)
      .executeTakeFirst();
    if (!found) return { ok: false, status: 404, error: "There is no privacy case with this reference." };
    if (found.closed_at) return { ok: false, status: 409, error: "This case is closed." };
    await trx
      .updateTable("privacy_cases")
      .set({ identity_verified_at: at, identity_method: input.method, identity_note: note, updated_at: at })
      .where("id", "=", caseId)
      .execute();
    // Any link still out there is no longer needed.
    await retireIdentityLinks(trx, caseId, at);
    await audit.record(
      actedOn(actor, "privacy.identity.recorded", { type: "privacy_case", id: caseId }, { method: input.method }),
      trx,
    );
    return { ok: true };
  });
}

/** Marks a case's unused identity links as used (the check is done or the case is closed). */
export async function retireIdentityLinks(trx: Kysely<Database>, caseId: string, at: string): Promise<void> {
  await trx
    .updateTable("identity_tokens")
    .set({ used_at: at })
    .where("case_id", "=", caseId)
    .where("used_at", "is", null)
    .execute();
}
