// Staff accounts: invitation only. An invitation link (72 h, single use) sets the password;
// a second factor must be enrolled before the account can do anything. Sign-in answers never
// tell whether an address has an account; every attempt is audited (no secrets in details).
import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { actedOn } from "#server/audit/audit.server.ts";
import type { Database, StaffRole, StaffStatus } from "#server/db/schema.server.ts";
import { inTransaction } from "#server/db/transaction.server.ts";
import { HOUR, iso, MINUTE, type StaffContext } from "./context.server.ts";
import { hashPassword, passwordProblem, verifyNothing, verifyPassword } from "./passwords.server.ts";
import { createSession, endAllSessions, promoteSession, type SessionInfo } from "./sessions.server.ts";
import { failedAttempt, succeededAttempt, throttledAttempt } from "./throttle.server.ts";
import { hashToken, newRecoveryCode, newToken, normaliseRecoveryCode } from "./tokens.server.ts";
import { newTotpSecret, totpStep, totpUri } from "./totp.server.ts";

export const INVITATION_MS = 72 * HOUR;
export const RECOVERY_LINK_MS = 30 * MINUTE;
export const RECOVERY_CODES = 10;

const emailPattern = /^[^\s@,;:<>"]+@[^\s@,;:<>"]+\.[^\s@,;:<>"]+$/;

export function normaliseEmail(email: string): string | undefined {
  const e = email.trim().toLowerCase();
  return e.length <= 254 && emailPattern.test(e) ? e : undefined;
}

export interface StaffMember {
  id: string;
  email: string;
  name: string;
  role: StaffRole;
  status: StaffStatus;
  secondFactor: boolean;
  /** Which second factors: the authenticator app, and how many passkeys. */
  factors: { app: boolean; passkeys: number };
  /** The same in words, for the desk and the CLI. */
  factorsLabel: string;
  lastSignInAt: string | null;
}

/** "Authenticator app", "2 passkeys", "Authenticator app and 1 passkey", or "Not enrolled". */
export function describeFactors(member: Pick<StaffMember, "secondFactor" | "factors">): string {
  if (!member.secondFactor) return "Not enrolled";
  const { app, passkeys } = member.factors;
  const keys = passkeys > 0 ? `${passkeys} passkey${passkeys === 1 ? "" : "s"}` : "";
  if (app && keys) return `Authenticator app and ${keys}`;
  return app ? "Authenticator app" : keys || "Recovery codes only";
}

type Who = { actor: string | null; ip?: string };

const text = (v: string | Date | null) => (v instanceof Date ? v.toISOString() : v);

export async function listStaff(ctx: StaffContext): Promise<StaffMember[]> {
  const rows = await ctx.storage.db.selectFrom("staff").selectAll().orderBy("email").execute();
  const keys = await ctx.storage.db
    .selectFrom("staff_passkeys")
    .select(["staff_id", (eb) => eb.fn.countAll<number | string>().as("n")])
    .groupBy("staff_id")
    .execute();
  const passkeys = new Map(keys.map((k) => [k.staff_id, Number(k.n)]));
  return rows.map((r) => {
    const secondFactor = r.mfa_enrolled_at !== null;
    const factors = { app: secondFactor && r.totp_secret !== null, passkeys: passkeys.get(r.id) ?? 0 };
    return {
      id: r.id,
      email: r.email,
      name: r.name,
      role: r.role,
      status: r.status,
      secondFactor,
      factors,
      factorsLabel: describeFactors({ secondFactor, factors }),
      lastSignInAt: text(r.last_sign_in_at),
    };
  });
}

export async function findStaffByEmail(ctx: StaffContext, email: string) {
  const e = normaliseEmail(email);
  if (!e) return undefined;
  return ctx.storage.db.selectFrom("staff").selectAll().where("email", "=", e).executeTakeFirst();
}

/**
 * Invites a member (or re-invites one who has not accepted yet): returns the link's token.
 * An address that already has an active or disabled account is refused.
 */
export async function invite(
  ctx: StaffContext,
  input: { email: string; role: StaffRole; name?: string },
  who: Who,
): Promise<{ ok: true; staffId: string; token: string } | { ok: false; error: string }> {
  const email = normaliseEmail(input.email);
  if (!email) return { ok: false, error: "Enter a valid email address." };
  if (input.role !== "admin" && input.role !== "staff") return { ok: false, error: "Choose a role." };
  const name = (input.name?.trim() || email.split("@")[0] || email).slice(0, 100);
  const nowMs = ctx.now();
  const token = newToken();
  const result = await inTransaction(ctx.storage, async (trx) => {
    const existing = await trx
      .selectFrom("staff")
      .select(["id", "status"])
      .where("email", "=", email)
      .executeTakeFirst();
    if (existing && existing.status !== "invited") return undefined;
    const staffId = existing?.id ?? randomUUID();
    if (existing) {
      await trx.updateTable("staff").set({ role: input.role, name }).where("id", "=", staffId).execute();
      await trx
        .updateTable("staff_invitations")
        .set({ used_at: iso(nowMs) })
        .where("staff_id", "=", staffId)
        .where("used_at", "is", null)
        .execute();
    } else {
      await trx
        .insertInto("staff")
        .values({
          id: staffId,
          email,
          name,
          role: input.role,
          status: "invited",
          password_hash: null,
          totp_secret: null,
          totp_last_step: null,
          mfa_enrolled_at: null,
          created_at: iso(nowMs),
          last_sign_in_at: null,
        })
        .execute();
    }
    await trx
      .insertInto("staff_invitations")
      .values({
        token_hash: hashToken(token),
        staff_id: staffId,
        kind: "invite",
        created_at: iso(nowMs),
        expires_at: iso(nowMs + INVITATION_MS),
        used_at: null,
      })
      .execute();
    await ctx.audit.record(
      actedOn({ id: who.actor, ip: who.ip }, "staff.invite", { type: "staff", id: staffId }, { role: input.role }),
      trx,
    );
    return staffId;
  });
  if (!result) return { ok: false, error: "That address already has an account." };
  return { ok: true, staffId: result, token };
}

async function usableLink(ctx: StaffContext, token: string, kind: "invite" | "recovery") {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return undefined;
  const row = await ctx.storage.db
    .selectFrom("staff_invitations as i")
    .innerJoin("staff as m", "m.id", "i.staff_id")
    .select(["i.token_hash", "i.staff_id", "i.expires_at", "i.used_at", "m.email", "m.status"])
    .where("i.token_hash", "=", hashToken(token))
    .where("i.kind", "=", kind)
    .executeTakeFirst();
  if (!row || row.used_at !== null) return undefined;
  if (Date.parse(text(row.expires_at) as string) <= ctx.now()) return undefined;
  if (kind === "invite" ? row.status !== "invited" : row.status !== "active") return undefined;
  return row;
}

/** The address an invitation is for, when the link can still be used. */
export async function invitationEmail(ctx: StaffContext, token: string): Promise<string | undefined> {
  return (await usableLink(ctx, token, "invite"))?.email;
}

export type LinkResult =
  | { ok: true; staffId: string; session: { id: string; token: string } }
  | { ok: false; error: string; field?: "password" };

export const INVITATION_REFUSED =
  "This invitation link has expired or has already been used. Ask an administrator for a new one.";

/**
 * Sets a password through a single-use link (an invitation or a recovery link): the link must be
 * usable (a refusal is audited as `refusedAction`), the password acceptable; then one transaction
 * marks the link used (a conditional update, so of two racing requests only one passes), sets the
 * password (and `set`), records `doneAction` and runs `finish`.
 */
async function passwordFromLink<T>(
  ctx: StaffContext,
  link: { token: string; kind: "invite" | "recovery"; refused: string },
  password: string,
  meta: { ip: string },
  step: {
    refusedAction: string;
    doneAction: string;
    set?: { status: "active" };
    finish: (trx: Kysely<Database>, staffId: string) => Promise<T>;
  },
): Promise<{ ok: true; staffId: string; value: T } | { ok: false; error: string; field?: "password" }> {
  const found = await usableLink(ctx, link.token, link.kind);
  if (!found) {
    await ctx.audit.record({
      actor: null,
      action: step.refusedAction,
      ip: meta.ip,
      details: { reason: "invalid_link" },
    });
    return { ok: false, error: link.refused };
  }
  const problem = passwordProblem(password);
  if (problem) return { ok: false, error: problem, field: "password" };
  const passwordHash = await hashPassword(password);
  const nowMs = ctx.now();
  const done = await inTransaction(ctx.storage, async (trx) => {
    const used = await trx
      .updateTable("staff_invitations")
      .set({ used_at: iso(nowMs) })
      .where("token_hash", "=", found.token_hash)
      .where("used_at", "is", null)
      .executeTakeFirst();
    if (Number(used.numUpdatedRows) !== 1) return undefined;
    await trx
      .updateTable("staff")
      .set({ password_hash: passwordHash, ...step.set })
      .where("id", "=", found.staff_id)
      .execute();
    await ctx.audit.record(
      { actor: found.staff_id, action: step.doneAction, target: { type: "staff", id: found.staff_id }, ip: meta.ip },
      trx,
    );
    return { value: await step.finish(trx, found.staff_id) };
  });
  if (!done) return { ok: false, error: link.refused };
  return { ok: true, staffId: found.staff_id, value: done.value };
}

/** Accepts an invitation: sets the password and opens an "enrol" session. */
export async function acceptInvitation(
  ctx: StaffContext,
  token: string,
  password: string,
  meta: { ip: string; userAgent?: string | null },
): Promise<LinkResult> {
  const result = await passwordFromLink(ctx, { token, kind: "invite", refused: INVITATION_REFUSED }, password, meta, {
    refusedAction: "staff.invite.refused",
    doneAction: "staff.invite.accepted",
    set: { status: "active" },
    finish: (trx, staffId) => createSession(ctx, staffId, "enrol", meta, trx),
  });
  return result.ok ? { ok: true, staffId: result.staffId, session: result.value } : result;
}

export type SignInResult =
  | { ok: true; stage: "factor" | "enrol"; session: { id: string; token: string } }
  | { ok: false; error: string; status: 401 | 429 };

export const SIGN_IN_REFUSED = "That email and password do not match an account that can sign in.";

/** First factor: email and password. The same answer (and work) whether or not the account exists. */
export async function signIn(
  ctx: StaffContext,
  input: { email: string; password: string },
  meta: { ip: string; userAgent?: string | null },
): Promise<SignInResult> {
  const email = normaliseEmail(input.email) ?? input.email.trim().toLowerCase().slice(0, 254);
  const member = await ctx.storage.db.selectFrom("staff").selectAll().where("email", "=", email).executeTakeFirst();
  const keys = { account: member?.id ?? ctx.audit.hash(`email:${email}`), address: ctx.audit.hash(meta.ip) };
  const target = member ? { type: "staff", id: member.id } : undefined;
  const throttled = await throttledAttempt(ctx, keys, { target, ip: meta.ip });
  if (throttled) return throttled;
  const password = input.password.slice(0, 1024);
  const matches =
    member?.password_hash && member.status === "active"
      ? await verifyPassword(member.password_hash, password)
      : await verifyNothing(password);
  if (!matches || !member) {
    await failedAttempt(ctx, keys, {
      target,
      ip: meta.ip,
      details: { reason: !member ? "unknown_account" : member.status !== "active" ? member.status : "wrong_password" },
    });
    return { ok: false, status: 401, error: SIGN_IN_REFUSED };
  }
  const stage = member.mfa_enrolled_at ? "factor" : "enrol";
  const session = await createSession(ctx, member.id, stage, meta);
  await ctx.audit.record({ actor: member.id, action: "auth.password.ok", target, ip: meta.ip, details: { stage } });
  return { ok: true, stage, session };
}

/** Second factor: a TOTP code (accepted once) or an unused recovery code. Returns the new cookie token. */
export async function secondFactor(
  ctx: StaffContext,
  session: SessionInfo,
  code: string,
  meta: { ip: string },
): Promise<{ ok: true; token: string; usedRecoveryCode: boolean } | { ok: false; error: string; status: 401 | 429 }> {
  const keys = { account: session.staffId, address: ctx.audit.hash(meta.ip) };
  const target = { type: "staff", id: session.staffId };
  const throttled = await throttledAttempt(ctx, keys, { target, ip: meta.ip });
  if (throttled) return throttled;
  const member = await ctx.storage.db
    .selectFrom("staff")
    .selectAll()
    .where("id", "=", session.staffId)
    .executeTakeFirst();
  let how: "totp" | "recovery_code" | undefined;
  const trimmed = code.trim().slice(0, 64);
  if (member?.mfa_enrolled_at) {
    if (/^\d[\d ]{5,7}$/.test(trimmed)) {
      // A member enrolled with a passkey has no authenticator app: only recovery codes here.
      if (member.totp_secret) {
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
        const used = await ctx.storage.db
          .updateTable("staff_recovery_codes")
          .set({ used_at: iso(ctx.now()) })
          .where("staff_id", "=", member.id)
          .where("code_hash", "=", hashToken(normal))
          .where("used_at", "is", null)
          .executeTakeFirst();
        if (Number(used.numUpdatedRows) === 1) how = "recovery_code";
      }
    }
  }
  if (!how) {
    await failedAttempt(ctx, keys, { target, ip: meta.ip, details: { reason: "wrong_code" } });
    return { ok: false, status: 401, error: "That code is not right, or it has been used already." };
  }
  const token = await promoteSession(ctx, session.id, "full");
  await succeededAttempt(ctx, session.staffId, { ip: meta.ip, details: { factor: how } });
  return { ok: true, token, usedRecoveryCode: how === "recovery_code" };
}

/** Starts (or restarts) TOTP enrolment: a new secret, not yet active. */
export async function beginTotpEnrolment(
  ctx: StaffContext,
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
  ctx: StaffContext,
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

type ChangeResult = { ok: true } | { ok: false; error: string };

export const LAST_ADMIN =
  "The desk must keep at least one active administrator: make someone else an administrator first.";

/** True when this member is the only active administrator left. */
async function isLastAdmin(trx: Kysely<Database>, staffId: string): Promise<boolean> {
  const admins = await trx
    .selectFrom("staff")
    .select("id")
    .where("role", "=", "admin")
    .where("status", "=", "active")
    .execute();
  return admins.length === 1 && admins[0]?.id === staffId;
}

async function change(
  ctx: StaffContext,
  staffId: string,
  who: Who,
  action: string,
  set: Partial<{ [K in keyof Database["staff"]]: Database["staff"][K] }>,
  options: {
    endSessions?: boolean;
    details?: Record<string, unknown>;
    onlyStatus?: StaffStatus[];
    /** Refused when it would leave no active administrator. */
    keepAnAdmin?: boolean;
  } = {},
): Promise<ChangeResult> {
  return inTransaction(ctx.storage, async (trx) => {
    const member = await trx.selectFrom("staff").select(["id", "status"]).where("id", "=", staffId).executeTakeFirst();
    if (!member) return { ok: false, error: "No such member." };
    if (options.onlyStatus && !options.onlyStatus.includes(member.status))
      return { ok: false, error: "Not possible for this member now." };
    if (options.keepAnAdmin && (await isLastAdmin(trx, staffId))) return { ok: false, error: LAST_ADMIN };
    await trx.updateTable("staff").set(set).where("id", "=", staffId).execute();
    if (options.endSessions) await endAllSessions(ctx, staffId, trx);
    await ctx.audit.record(
      { actor: who.actor, action, target: { type: "staff", id: staffId }, ip: who.ip, details: options.details ?? {} },
      trx,
    );
    return { ok: true };
  });
}

/** Disabling ends every session of the member. */
export const disableStaff = (ctx: StaffContext, staffId: string, who: Who) =>
  change(
    ctx,
    staffId,
    who,
    "staff.disable",
    { status: "disabled" },
    { endSessions: true, onlyStatus: ["active", "invited"], keepAnAdmin: true },
  );

export const enableStaff = (ctx: StaffContext, staffId: string, who: Who) =>
  change(ctx, staffId, who, "staff.enable", { status: "active" }, { onlyStatus: ["disabled"] });

export const setRole = (ctx: StaffContext, staffId: string, role: StaffRole, who: Who) =>
  role === "admin" || role === "staff"
    ? change(ctx, staffId, who, "staff.role", { role }, { details: { role }, keepAnAdmin: role !== "admin" })
    : Promise.resolve<ChangeResult>({ ok: false, error: "Choose a role." });

/** Resetting the second factor ends every session; the member enrols again at next sign-in. */
export async function resetSecondFactor(ctx: StaffContext, staffId: string, who: Who): Promise<ChangeResult> {
  const result = await change(
    ctx,
    staffId,
    who,
    "staff.factor.reset",
    { totp_secret: null, totp_last_step: null, mfa_enrolled_at: null },
    { endSessions: true },
  );
  if (result.ok) {
    await ctx.storage.db.deleteFrom("staff_recovery_codes").where("staff_id", "=", staffId).execute();
    await ctx.storage.db.deleteFrom("staff_passkeys").where("staff_id", "=", staffId).execute();
  }
  return result;
}

/**
 * Deletes a member for good: their sessions, factors and links go; what they did stays in the
 * audit log under their id; enquiries and cases assigned to them become unassigned. Never the
 * last active administrator.
 */
export async function deleteStaff(ctx: StaffContext, staffId: string, who: Who): Promise<ChangeResult> {
  return inTransaction(ctx.storage, async (trx) => {
    const member = await trx.selectFrom("staff").select(["id", "role"]).where("id", "=", staffId).executeTakeFirst();
    if (!member) return { ok: false, error: "No such member." };
    if (await isLastAdmin(trx, staffId)) return { ok: false, error: LAST_ADMIN };
    for (const table of ["staff_sessions", "staff_recovery_codes", "staff_passkeys", "staff_invitations"] as const) {
      await trx.deleteFrom(table).where("staff_id", "=", staffId).execute();
    }
    await trx.updateTable("inbox_items").set({ assignee_id: null }).where("assignee_id", "=", staffId).execute();
    await trx.updateTable("privacy_cases").set({ assignee_id: null }).where("assignee_id", "=", staffId).execute();
    await trx.deleteFrom("staff").where("id", "=", staffId).execute();
    await ctx.audit.record(
      actedOn({ id: who.actor, ip: who.ip }, "staff.delete", { type: "staff", id: staffId }, { role: member.role }),
      trx,
    );
    return { ok: true };
  });
}

/** The invitation email (the CLI and the desk send the same). */
export function invitationMessage(email: string, link: string) {
  return {
    to: [email],
    subject: "Your invitation to the Leadwise staff desk",
    text: `You have been invited to the Leadwise staff desk.\n\nChoose your password here (the link works once, for 72 hours):\n${link}\n`,
  };
}

export const RECOVERY_ANSWER =
  "If that address has an account, we have emailed a link to choose a new password. It works once, for 30 minutes.";

/**
 * Starts password recovery. The caller answers RECOVERY_ANSWER whatever this returns (no account
 * enumeration); a link is made only for an active account, at most one a minute per account.
 * Returns the token to email, or undefined.
 */
export async function requestRecovery(
  ctx: StaffContext,
  email: string,
  meta: { ip: string },
): Promise<{ email: string; token: string } | undefined> {
  const address = normaliseEmail(email);
  const member = address
    ? await ctx.storage.db.selectFrom("staff").select(["id", "status"]).where("email", "=", address).executeTakeFirst()
    : undefined;
  const nowMs = ctx.now();
  if (!address || !member || member.status !== "active") {
    await ctx.audit.record({
      actor: null,
      action: "staff.recovery.refused",
      ip: meta.ip,
      details: { account: address ? ctx.audit.hash(address) : null, reason: member ? "not_active" : "no_account" },
    });
    return undefined;
  }
  const recent = await ctx.storage.db
    .selectFrom("staff_invitations")
    .select("token_hash")
    .where("staff_id", "=", member.id)
    .where("kind", "=", "recovery")
    .where("created_at", ">", iso(nowMs - MINUTE))
    .executeTakeFirst();
  if (recent) {
    await ctx.audit.record({
      actor: null,
      action: "staff.recovery.refused",
      target: { type: "staff", id: member.id },
      ip: meta.ip,
      details: { reason: "too_soon" },
    });
    return undefined;
  }
  const token = newToken();
  await inTransaction(ctx.storage, async (trx) => {
    // A new link replaces any earlier one.
    await trx
      .updateTable("staff_invitations")
      .set({ used_at: iso(nowMs) })
      .where("staff_id", "=", member.id)
      .where("kind", "=", "recovery")
      .where("used_at", "is", null)
      .execute();
    await trx
      .insertInto("staff_invitations")
      .values({
        token_hash: hashToken(token),
        staff_id: member.id,
        kind: "recovery",
        created_at: iso(nowMs),
        expires_at: iso(nowMs + RECOVERY_LINK_MS),
        used_at: null,
      })
      .execute();
    await ctx.audit.record(
      { actor: null, action: "staff.recovery.requested", target: { type: "staff", id: member.id }, ip: meta.ip },
      trx,
    );
  });
  return { email: address, token };
}

/** Whether a recovery link can still be used (the page shows the form only then). */
export async function recoveryLinkUsable(ctx: StaffContext, token: string): Promise<boolean> {
  return (await usableLink(ctx, token, "recovery")) !== undefined;
}

export const RECOVERY_LINK_REFUSED =
  "This link has expired or has already been used. Ask for a new one from the sign-in page.";

/**
 * Sets a new password from a recovery link: single use, 30 minutes, an active account only. Every
 * session ends; signing in afterwards still needs the second factor (the link never signs in).
 */
export async function completeRecovery(
  ctx: StaffContext,
  token: string,
  password: string,
  meta: { ip: string },
): Promise<{ ok: true } | { ok: false; error: string; field?: "password" }> {
  const result = await passwordFromLink(
    ctx,
    { token, kind: "recovery", refused: RECOVERY_LINK_REFUSED },
    password,
    meta,
    {
      refusedAction: "staff.recovery.refused",
      doneAction: "staff.recovery.completed",
      finish: (trx, staffId) => endAllSessions(ctx, staffId, trx),
    },
  );
  return result.ok ? { ok: true } : result;
}

/** The recovery email. */
export function recoveryMessage(email: string, link: string) {
  return {
    to: [email],
    subject: "Choose a new password for the Leadwise staff desk",
    text: `Someone asked to reset the password of your staff desk account.\n\nChoose a new password here (the link works once, for 30 minutes):\n${link}\n\nYou will still need your authenticator app or a recovery code to sign in. If this was not you, ignore this email: your password stays as it is.\n`,
  };
}
