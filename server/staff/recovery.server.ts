// Password recovery: "Forgotten your password?" answers the same for any address; an active
// account gets a single-use link by email (30 minutes, at most one a minute, earlier links
// retired). The new password ends every session and signing in still needs the second factor.
import type { ServiceContext } from "#server/audit/context.server.ts";
import { inTransaction } from "#server/db/transaction.server.ts";
import { enqueueMail } from "#server/mail/outbox.server.ts";
import { iso, MINUTE } from "./context.server.ts";
import { passwordFromLink, usableLink } from "./links.server.ts";
import { normaliseEmail } from "./members.server.ts";
import { endAllSessions } from "./sessions.server.ts";
import { forgetCodeFailures } from "./throttle.server.ts";
import { hashToken, newToken } from "./tokens.server.ts";

export const RECOVERY_LINK_MS = 30 * MINUTE;

export const RECOVERY_ANSWER =
  "If that address has an account, we have emailed a link to choose a new password. It works once, for 30 minutes.";

/**
 * Starts password recovery. The caller answers RECOVERY_ANSWER whatever this returns (no account
 * enumeration); a link is made only for an active account, at most one a minute per account, and
 * only when it can be mailed (`mail`: a mail server is configured; a link nobody can receive would
 * only wait in the outbox). Returns the token to email and when it expires, or undefined.
 */
export async function requestRecovery(
  ctx: ServiceContext,
  email: string,
  meta: { ip: string; mail: boolean },
): Promise<{ email: string; token: string; expiresAt: number } | undefined> {
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
  if (!meta.mail) {
    await ctx.audit.record({
      actor: null,
      action: "staff.recovery.refused",
      target: { type: "staff", id: member.id },
      ip: meta.ip,
      details: { reason: "no_mail_server" },
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
  const expiresAt = nowMs + RECOVERY_LINK_MS;
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
        expires_at: iso(expiresAt),
        used_at: null,
      })
      .execute();
    await ctx.audit.record(
      { actor: null, action: "staff.recovery.requested", target: { type: "staff", id: member.id }, ip: meta.ip },
      trx,
    );
  });
  return { email: address, token, expiresAt };
}

/** Whether a recovery link can still be used (the page shows the form only then). */
export async function recoveryLinkUsable(ctx: ServiceContext, token: string): Promise<boolean> {
  return (await usableLink(ctx, token, "recovery")) !== undefined;
}

export const RECOVERY_LINK_REFUSED =
  "This link has expired or has already been used. Ask for a new one from the sign-in page.";

/**
 * Sets a new password from a recovery link: single use, 30 minutes, an active account only. Every
 * session ends (and a pause of app codes after wrong ones); signing in afterwards still needs the
 * second factor (the link never signs in).
 */
export async function completeRecovery(
  ctx: ServiceContext,
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
      // The old password is worth nothing now: its sessions end, and so does any pause of app codes.
      finish: async (trx, staffId) => {
        await forgetCodeFailures(ctx, staffId, trx);
        return endAllSessions(ctx, staffId, trx);
      },
    },
  );
  return result.ok ? { ok: true } : result;
}

/**
 * "Forgotten your password?": makes the link for an active account and queues its email (no link
 * at all without mail, decision 048). `origin` is the site's public address (links in emails).
 */
export async function mailRecoveryLink(
  ctx: ServiceContext & { mail: boolean },
  email: string,
  meta: { ip: string },
  origin: string,
): Promise<void> {
  const link = await requestRecovery(ctx, email, { ip: meta.ip, mail: ctx.mail });
  if (!link) return;
  const url = `${origin}/desk/recover/${encodeURIComponent(link.token)}`;
  await enqueueMail(ctx.storage.db, recoveryMessage(link.email, url), {
    kind: "staff-recovery",
    secretUntil: link.expiresAt,
  });
}

/** The recovery email. */
export function recoveryMessage(email: string, link: string) {
  return {
    to: [email],
    subject: "Choose a new password for the Leadwise staff desk",
    text: `Someone asked to reset the password of your staff desk account.\n\nChoose a new password here (the link works once, for 30 minutes):\n${link}\n\nYou will still need your authenticator app or a recovery code to sign in. If this was not you, ignore this email: your password stays as it is.\n`,
  };
}
