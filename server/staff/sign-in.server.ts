// Sign-in, first step: email and password. The same answer (and work) whether or not the account
// exists. Throttled per address (throttle.server.ts): an address that keeps failing waits, then is
// locked out of that account; nobody else is. When failures come from everywhere the account is
// guarded: every password, right or wrong, then leads to the second step (a wrong one into a blind
// session that no code completes), so only the password and the second factor together tell
// anything (decision 031).
import type { ServiceContext } from "#server/audit/context.server.ts";
import { normaliseEmail } from "./members.server.ts";
import { verifyNothing, verifyPassword } from "./passwords.server.ts";
import { blindOwner, createSession } from "./sessions.server.ts";
import { attemptKeys, checkAttempt, failedAttempt } from "./throttle.server.ts";

export type SignInResult =
  | { ok: true; stage: "factor" | "enrol"; session: { id: string; token: string } }
  | { ok: false; error: string; status: 401 | 429 };

export const SIGN_IN_REFUSED = "That email and password do not match an account that can sign in.";

/** The account an email's attempts count against: the member's id, or a keyed hash of the address. */
export function accountFor(ctx: ServiceContext, email: string, member: { id: string } | undefined): string {
  return member?.id ?? ctx.audit.hash(`email:${email}`);
}

export async function signIn(
  ctx: ServiceContext,
  input: { email: string; password: string },
  meta: { ip: string; userAgent?: string | null },
): Promise<SignInResult> {
  const email = normaliseEmail(input.email) ?? input.email.trim().toLowerCase().slice(0, 254);
  const member = await ctx.storage.db.selectFrom("staff").selectAll().where("email", "=", email).executeTakeFirst();
  const account = accountFor(ctx, email, member);
  const keys = attemptKeys(ctx, account, meta.ip);
  const target = member ? { type: "staff", id: member.id } : undefined;
  const { refused, guarded } = await checkAttempt(ctx, keys, { target, ip: meta.ip });
  if (refused) return refused;
  const password = input.password.slice(0, 1024);
  const active = member?.password_hash && member.status === "active" ? member : undefined;
  const matches = active?.password_hash
    ? await verifyPassword(active.password_hash, password)
    : await verifyNothing(password);
  const reason = !member ? "unknown_account" : member.status !== "active" ? member.status : "wrong_password";
  if (guarded) {
    // Right or wrong, the same work and the same answer: counted like a failure (a later
    // success clears this address's count), then the second step.
    await failedAttempt(ctx, keys, "password", {
      target,
      ip: meta.ip,
      details: { reason: matches ? "guarded" : reason, guarded: true },
      action: matches ? "auth.password.guarded" : undefined,
    });
    if (!matches || !active) {
      return { ok: true, stage: "factor", session: await createSession(ctx, blindOwner(account), "factor", meta) };
    }
    // (Audited above as auth.password.guarded: no second entry, so both ways write the same.)
    const stage = active.mfa_enrolled_at ? "factor" : "enrol";
    return { ok: true, stage, session: await createSession(ctx, active.id, stage, meta) };
  } else if (!matches || !active) {
    await failedAttempt(ctx, keys, "password", { target, ip: meta.ip, details: { reason } });
    return { ok: false, status: 401, error: SIGN_IN_REFUSED };
  }
  const stage = active.mfa_enrolled_at ? "factor" : "enrol";
  const session = await createSession(ctx, active.id, stage, meta);
  await ctx.audit.record({ actor: active.id, action: "auth.password.ok", target, ip: meta.ip, details: { stage } });
  return { ok: true, stage, session };
}
