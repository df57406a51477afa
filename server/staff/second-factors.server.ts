// Second factors: enrolling an authenticator app (TOTP; a passkey is the other way, see
// passkeys.server.ts) with ten single-use recovery codes, and the second step of sign-in with a
// code from the app (each accepted once) or a recovery code. Wrong codes slow the address that
// sends them; wrong codes after a right password, from anywhere, pause app codes and warn the
// member (throttle.server.ts). While the account is guarded a failed second step ends the
// attempt with one answer, whether the password or the code was wrong.
import type { Kysely } from "kysely";
import type { ServiceContext } from "#server/audit/context.server.ts";
import type { Database } from "#server/db/schema.server.ts";
import { inTransaction } from "#server/db/transaction.server.ts";
import { iso } from "./context.server.ts";
import { endSession, promoteSession, type SessionInfo, sessionAccount } from "./sessions.server.ts";
import {
  accountGuarded,
  attemptKeys,
  checkAttempt,
  codesGuarded,
  failedAttempt,
  succeededAttempt,
} from "./throttle.server.ts";
import { hashToken, newRecoveryCode, normaliseRecoveryCode } from "./tokens.server.ts";
import { newTotpSecret, totpStep, totpUri } from "./totp.server.ts";

export const RECOVERY_CODES = 10;

export const CODE_REFUSED = "That code is not right, or it has been used already.";
export const GUARDED_REFUSED =
  "That email, password and code do not match an account that can sign in. Enter all three again.";
export const CODES_PAUSED =
  "After repeated wrong codes, codes from the authenticator app are paused for now: use a recovery code or a passkey.";

export type SecondFactorResult =
  | { ok: true; token: string; usedRecoveryCode: boolean }
  | { ok: false; error: string; status: 401 | 429; restart?: true };

/**
 * Whether this second step must look the same whichever way the first step went: a blind
 * session, or any session of an account that is guarded now.
 */
export async function secondStepGuarded(ctx: ServiceContext, session: SessionInfo): Promise<boolean> {
  return session.blind || (await accountGuarded(ctx, sessionAccount(session)));
}

/** Second factor: a TOTP code (accepted once) or an unused recovery code. Returns the new cookie token. */
export async function secondFactor(
  ctx: ServiceContext,
  session: SessionInfo,
  code: string,
  meta: { ip: string },
): Promise<SecondFactorResult> {
  const account = sessionAccount(session);
  const keys = attemptKeys(ctx, account, meta.ip);
  const target = session.blind ? undefined : { type: "staff", id: session.staffId };
  const { refused } = await checkAttempt(ctx, keys, { target, ip: meta.ip });
  if (refused) return refused;
  const guarded = await secondStepGuarded(ctx, session);
  const member = session.blind
    ? undefined
    : await ctx.storage.db.selectFrom("staff").selectAll().where("id", "=", session.staffId).executeTakeFirst();
  let how: "totp" | "recovery_code" | undefined;
  let paused = false;
  const trimmed = code.trim().slice(0, 64);
  if (/^\d[\d ]{5,7}$/.test(trimmed)) {
    // A member enrolled with a passkey has no authenticator app: only recovery codes here.
    // Asked for a blind session too (it matches nothing), so the time tells nothing.
    paused = (await codesGuarded(ctx, account)) && Boolean(member?.totp_secret);
    if (member?.mfa_enrolled_at && member.totp_secret && !paused) {
      const step = await totpStep(member.totp_secret, trimmed);
      // Accepted once: the step must be later than the last one accepted (a conditional update, so two racing requests cannot both pass).
      if (step !== undefined) {
        const last = member.totp_last_step === null ? -1 : Number(member.totp_last_step);
        if (step > last) {
          const updated = await ctx.storage.db
            .updateTable("staff")
            .set({ totp_last_step: step })
            .where("id", "=", member.id)
            .where((eb) => eb.or([eb("totp_last_step", "is", null), eb("totp_last_step", "<", step)]))
            .executeTakeFirst();
          if (Number(updated.numUpdatedRows) === 1) how = "totp";
        }
      }
    }
  } else {
    const normal = normaliseRecoveryCode(trimmed);
    if (normal.length === 10) {
      // The same query for a blind session (it matches nothing), so the time tells nothing.
      const used = await ctx.storage.db
        .updateTable("staff_recovery_codes")
        .set({ used_at: iso(ctx.now()) })
        .where("staff_id", "=", member?.mfa_enrolled_at ? member.id : session.staffId)
        .where("code_hash", "=", hashToken(normal))
        .where("used_at", "is", null)
        .executeTakeFirst();
      if (member?.mfa_enrolled_at && Number(used.numUpdatedRows) === 1) how = "recovery_code";
    }
  }
  if (!how) {
    // A wrong code after a right password counts towards the code guard; after a blind first step it is another password failure.
    await failedAttempt(ctx, keys, session.blind ? "other" : "code", {
      target,
      ip: meta.ip,
      details: { reason: session.blind ? "guarded_wrong_password" : paused ? "codes_paused" : "wrong_code" },
    });
    if (guarded) {
      await endSession(ctx, session.id);
      return { ok: false, status: 401, error: GUARDED_REFUSED, restart: true };
    }
    return { ok: false, status: 401, error: paused ? CODES_PAUSED : CODE_REFUSED };
  }
  const token = await promoteSession(ctx, session.id, "full");
  await succeededAttempt(ctx, session.staffId, { ip: meta.ip, details: { factor: how } });
  return { ok: true, token, usedRecoveryCode: how === "recovery_code" };
}

/** Starts (or restarts) TOTP enrolment: a new secret, not yet active. */
export async function beginTotpEnrolment(
  ctx: ServiceContext,
  session: SessionInfo,
): Promise<{ secret: string; uri: string }> {
  const member = await ctx.storage.db
    .selectFrom("staff")
    .selectAll()
    .where("id", "=", session.staffId)
    .executeTakeFirstOrThrow();
  let secret = member.mfa_enrolled_at ? null : member.totp_secret;
  if (!secret) {
    secret = await newTotpSecret();
    await ctx.storage.db
      .updateTable("staff")
      .set({ totp_secret: secret, mfa_enrolled_at: null })
      .where("id", "=", member.id)
      .execute();
  }
  return { secret, uri: totpUri(secret, member.email) };
}

/** Confirms enrolment with a code from the app; returns ten recovery codes (shown once) and the new cookie token. */
export async function confirmTotpEnrolment(
  ctx: ServiceContext,
  session: SessionInfo,
  code: string,
  meta: { ip: string },
): Promise<{ ok: true; token: string; recoveryCodes: string[] } | { ok: false; error: string }> {
  if (session.stage !== "enrol") return { ok: false, error: "This account already has a second factor." };
  const member = await ctx.storage.db
    .selectFrom("staff")
    .selectAll()
    .where("id", "=", session.staffId)
    .executeTakeFirstOrThrow();
  const step = member.totp_secret ? await totpStep(member.totp_secret, code) : undefined;
  const target = { type: "staff", id: member.id };
  if (step === undefined) {
    await ctx.audit.record({ actor: member.id, action: "auth.factor.enrol_failed", target, ip: meta.ip });
    return { ok: false, error: "That code is not right. Check the time on your phone and enter the current code." };
  }
  const codes = newRecoveryCodes();
  const nowMs = ctx.now();
  await inTransaction(ctx.storage, async (trx) => {
    await trx
      .updateTable("staff")
      .set({ mfa_enrolled_at: iso(nowMs), totp_last_step: step, last_sign_in_at: iso(nowMs) })
      .where("id", "=", member.id)
      .execute();
    await issueRecoveryCodes(trx, member.id, codes);
    await ctx.audit.record(
      { actor: member.id, action: "auth.factor.enrolled", target, ip: meta.ip, details: { factor: "totp" } },
      trx,
    );
  });
  const token = await promoteSession(ctx, session.id, "full");
  return { ok: true, token, recoveryCodes: codes };
}

const newRecoveryCodes = () => Array.from({ length: RECOVERY_CODES }, newRecoveryCode);

/** Replaces a member's recovery codes (stored hashed); returns the new ones, to show once. */
export async function issueRecoveryCodes(
  trx: Kysely<Database>,
  staffId: string,
  codes: string[] = newRecoveryCodes(),
): Promise<string[]> {
  await trx.deleteFrom("staff_recovery_codes").where("staff_id", "=", staffId).execute();
  await trx
    .insertInto("staff_recovery_codes")
    .values(codes.map((c) => ({ staff_id: staffId, code_hash: hashToken(normaliseRecoveryCode(c)), used_at: null })))
    .execute();
  return codes;
}
