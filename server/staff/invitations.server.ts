// Invitations: staff accounts exist by invitation only. An administrator (or the operator's
// `npm run staff -- invite`) invites an address with a role; the single-use link (72 hours) leads
// to choosing a password, after which a second factor must be enrolled before anything else.
import { randomUUID } from "node:crypto";
import { actedOn } from "#server/audit/audit.server.ts";
import type { ServiceContext } from "#server/audit/context.server.ts";
import type { StaffRole } from "#server/db/schema.server.ts";
import { inTransaction } from "#server/db/transaction.server.ts";
import { enqueueMail } from "#server/mail/outbox.server.ts";
import { isStaffRole } from "#shared/staff/roles.ts";
import { HOUR, iso } from "./context.server.ts";
import { passwordFromLink, usableLink } from "./links.server.ts";
import { normaliseEmail, type Who } from "./members.server.ts";
import { createSession } from "./sessions.server.ts";
import { hashToken, newToken } from "./tokens.server.ts";

export const INVITATION_MS = 72 * HOUR;

/**
 * Invites a member (or re-invites one who has not accepted yet): returns the link's token.
 * An address that already has an active or disabled account is refused.
 */
export async function invite(
  ctx: ServiceContext,
  input: { email: string; role: StaffRole; name?: string },
  who: Who,
): Promise<{ ok: true; staffId: string; token: string } | { ok: false; error: string }> {
  const email = normaliseEmail(input.email);
  if (!email) return { ok: false, error: "Enter a valid email address." };
  if (!isStaffRole(input.role)) return { ok: false, error: "Choose a role." };
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

/** The address an invitation is for, when the link can still be used. */
export async function invitationEmail(ctx: ServiceContext, token: string): Promise<string | undefined> {
  return (await usableLink(ctx, token, "invite"))?.email;
}

export type LinkResult =
  | { ok: true; staffId: string; session: { id: string; token: string } }
  | { ok: false; error: string; field?: "password" };

export const INVITATION_REFUSED =
  "This invitation link has expired or has already been used. Ask an administrator for a new one.";

/** Accepts an invitation: sets the password and opens an "enrol" session. */
export async function acceptInvitation(
  ctx: ServiceContext,
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

/** Where an invitation's link leads: the desk's invitation screen at the site's public address. */
export function invitationLink(origin: string, token: string): string {
  return `${origin}/desk/invitation/${encodeURIComponent(token)}`;
}

/**
 * Invites a member and queues the invitation email when mail is configured: the one way the
 * staff screen and `npm run staff -- invite` invite. `origin` is the site's public address (links
 * in emails); the link is returned too, for whoever invited to pass on when there is no mail.
 */
export async function inviteAndMail(
  ctx: ServiceContext & { mail: boolean },
  input: { email: string; role: StaffRole; name?: string },
  who: Who,
  origin: string,
): Promise<{ ok: true; staffId: string; email: string; link: string; mailed: boolean } | { ok: false; error: string }> {
  const invited = await invite(ctx, input, who);
  if (!invited.ok) return invited;
  const email = normaliseEmail(input.email) ?? input.email;
  const link = invitationLink(origin, invited.token);
  if (ctx.mail) {
    // Queued: the outbox worker of the running server sends it, and blanks the link when it expires.
    await enqueueMail(ctx.storage.db, invitationMessage(email, link), {
      kind: "staff-invitation",
      secretUntil: ctx.now() + INVITATION_MS,
    });
  }
  return { ok: true, staffId: invited.staffId, email, link, mailed: ctx.mail };
}

/** The invitation email (the CLI and the desk send the same). */
export function invitationMessage(email: string, link: string) {
  return {
    to: [email],
    subject: "Your invitation to the Leadwise staff desk",
    text: `You have been invited to the Leadwise staff desk.\n\nChoose your password here (the link works once, for 72 hours):\n${link}\n`,
  };
}
