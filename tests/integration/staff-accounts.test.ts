// Staff accounts on each engine: invitation, password rules, TOTP enrolment, sign-in with a
// TOTP or recovery code, and the attacks issue 12 names (wrong password, reused code,
// expired/reused invitation, disabled account, signed-out or forged session, brute force),
// each refused, changing nothing, and audited.
import { generateTOTP } from "@epic-web/totp";
import { describe, expect, it } from "vitest";
import { acceptInvitation, INVITATION_MS, invitationEmail, invite } from "#server/staff/invitations.server.ts";
import {
  describeFactors,
  disableStaff,
  enableStaff,
  listStaff,
  resetSecondFactor,
  type StaffMember,
} from "#server/staff/members.server.ts";
import { beginTotpEnrolment, confirmTotpEnrolment, secondFactor } from "#server/staff/second-factors.server.ts";
import {
  endAllSessions,
  endSession,
  IDLE_MS,
  listSessions,
  readSession,
  sessionCookie,
  tokenFromCookie,
} from "#server/staff/sessions.server.ts";
import { SIGN_IN_REFUSED, signIn } from "#server/staff/sign-in.server.ts";
import { engines, staffEnvironment } from "./harness.ts";

const ip = "203.0.113.9";
const meta = { ip, userAgent: "vitest" };
const password = "correct horse battery staple";

const code = async (secret: string) => (await generateTOTP({ secret, period: 30 })).otp;

describe.each(engines)("staff accounts on %s", (engine) => {
  const env = staffEnvironment(engine);

  const actions = async (action: string) =>
    (
      await env.target.query<{ n: number | string }>("select count(*) as n from audit_log where action = ?", [action])
    )[0]?.n;

  /** Invites, accepts, enrols: a signed-in member with their TOTP secret and recovery codes. */
  async function member(email: string, role: "admin" | "staff" = "staff") {
    const invited = await invite(env.ctx, { email, role }, { actor: "cli" });
    if (!invited.ok) throw new Error(invited.error);
    const accepted = await acceptInvitation(env.ctx, invited.token, password, meta);
    if (!accepted.ok) throw new Error(accepted.error);
    const enrolSession = await readSession(env.ctx, accepted.session.token);
    if (!enrolSession) throw new Error("no enrol session");
    const { secret } = await beginTotpEnrolment(env.ctx, enrolSession);
    const enrolled = await confirmTotpEnrolment(env.ctx, enrolSession, await code(secret), meta);
    if (!enrolled.ok) throw new Error(enrolled.error);
    return { id: invited.staffId, secret, token: enrolled.token, recoveryCodes: enrolled.recoveryCodes };
  }

  it("takes an invitation through password and TOTP enrolment to a full session, once", async () => {
    const invited = await invite(env.ctx, { email: "Admin@Example.com", role: "admin" }, { actor: "cli" });
    expect(invited.ok).toBe(true);
    if (!invited.ok) return;
    expect(await invitationEmail(env.ctx, invited.token)).toBe("admin@example.com");
    // Password rules: length and the common-password list, nothing else.
    expect(await acceptInvitation(env.ctx, invited.token, "short", meta)).toMatchObject({
      ok: false,
      field: "password",
    });
    expect(await acceptInvitation(env.ctx, invited.token, "password1234", meta)).toMatchObject({
      ok: false,
      field: "password",
    });
    const accepted = await acceptInvitation(env.ctx, invited.token, password, meta);
    expect(accepted.ok).toBe(true);
    if (!accepted.ok) return;
    // The stored hash is Argon2id with OWASP's parameters.
    const [row] = await env.target.query<{ password_hash: string }>("select password_hash from staff where id = ?", [
      invited.staffId,
    ]);
    expect(row?.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    // Reused invitation link: refused and audited.
    expect(await acceptInvitation(env.ctx, invited.token, "another long passphrase", meta)).toMatchObject({
      ok: false,
    });
    expect(Number(await actions("staff.invite.refused"))).toBeGreaterThanOrEqual(1);

    const enrol = await readSession(env.ctx, accepted.session.token);
    expect(enrol?.stage).toBe("enrol");
    if (!enrol) return;
    const { secret, uri } = await beginTotpEnrolment(env.ctx, enrol);
    expect(uri).toContain(`secret=${secret}`);
    expect(await confirmTotpEnrolment(env.ctx, enrol, "000000", meta)).toMatchObject({ ok: false });
    const done = await confirmTotpEnrolment(env.ctx, enrol, await code(secret), meta);
    expect(done.ok).toBe(true);
    if (!done.ok) return;
    expect(done.recoveryCodes).toHaveLength(10);
    expect(new Set(done.recoveryCodes).size).toBe(10);
    // The enrol-stage token stopped working; the new one is a full session.
    expect(await readSession(env.ctx, accepted.session.token)).toBeUndefined();
    expect(await readSession(env.ctx, done.token)).toMatchObject({
      stage: "full",
      role: "admin",
      email: "admin@example.com",
    });
    const listed = (await listStaff(env.ctx)).find((m) => m.email === "admin@example.com");
    expect(listed).toMatchObject({ status: "active", secondFactor: true, factors: { app: true, passkeys: 0 } });
    expect(describeFactors(listed as StaffMember)).toBe("Authenticator app");
  });

  it("refuses an expired invitation", async () => {
    const invited = await invite(env.ctx, { email: "late@example.com", role: "staff" }, { actor: "cli" });
    if (!invited.ok) throw new Error(invited.error);
    env.clock += INVITATION_MS + 1000;
    try {
      expect(await invitationEmail(env.ctx, invited.token)).toBeUndefined();
      expect(await acceptInvitation(env.ctx, invited.token, password, meta)).toMatchObject({ ok: false });
      const [row] = await env.target.query<{ status: string; password_hash: string | null }>(
        "select status, password_hash from staff where email = ?",
        ["late@example.com"],
      );
      expect(row).toMatchObject({ status: "invited", password_hash: null });
    } finally {
      env.clock = Date.now();
    }
  });

  it("signs in with password then TOTP; a wrong password, a wrong or reused code, an unknown address are refused alike", async () => {
    const m = await member("sam@example.com");
    const failedBefore = Number(await actions("auth.sign_in.failed"));
    const wrong = await signIn(env.ctx, { email: "sam@example.com", password: "not the password at all" }, meta);
    const unknown = await signIn(env.ctx, { email: "nobody@example.com", password }, meta);
    expect(wrong).toEqual({ ok: false, status: 401, error: SIGN_IN_REFUSED });
    expect(unknown).toEqual(wrong);
    expect(Number(await actions("auth.sign_in.failed"))).toBe(failedBefore + 2);

    const first = await signIn(env.ctx, { email: "SAM@example.com", password }, meta);
    expect(first).toMatchObject({ ok: true, stage: "factor" });
    if (!first.ok) return;
    const pending = await readSession(env.ctx, first.session.token);
    expect(pending?.stage).toBe("factor");
    if (!pending) return;
    expect(await secondFactor(env.ctx, pending, "123456", meta)).toMatchObject({ ok: false, status: 401 });
    // The code used at enrolment was accepted once: using it again is refused.
    const current = await code(m.secret);
    const reused = await secondFactor(env.ctx, pending, current, meta);
    expect(reused.ok).toBe(false);
    // A recovery code works once.
    const ok = await secondFactor(env.ctx, pending, m.recoveryCodes[0] as string, meta);
    expect(ok).toMatchObject({ ok: true, usedRecoveryCode: true });
    const again = await signIn(env.ctx, { email: "sam@example.com", password }, meta);
    if (!again.ok) throw new Error("sign-in failed");
    const pending2 = await readSession(env.ctx, again.session.token);
    if (!pending2) throw new Error("no session");
    expect(await secondFactor(env.ctx, pending2, m.recoveryCodes[0] as string, meta)).toMatchObject({ ok: false });
    expect(Number(await actions("auth.sign_in"))).toBeGreaterThanOrEqual(1);
  });

  it("ends sessions: sign out one or all, idle and absolute expiry, a forged cookie finds nothing", async () => {
    const m = await member("idle@example.com");
    const s = await readSession(env.ctx, m.token);
    expect(s).toBeDefined();
    expect(await listSessions(env.ctx, m.id)).toHaveLength(1);
    // Forged or tampered cookies.
    expect(await readSession(env.ctx, `${m.token.slice(0, -1)}${m.token.endsWith("A") ? "B" : "A"}`)).toBeUndefined();
    expect(tokenFromCookie(`desk_session=${m.token}'; drop table staff;--`, false)).toBeUndefined();
    expect(tokenFromCookie(sessionCookie(m.token, false), false)).toBe(m.token);
    expect(tokenFromCookie(`desk_session=${m.token}`, true)).toBeUndefined();
    expect(sessionCookie(m.token, true)).toMatch(
      /^__Host-desk_session=.+; Path=\/; HttpOnly; SameSite=Strict; Secure$/,
    );
    // Signed out: the same cookie no longer works.
    if (s) expect(await endSession(env.ctx, s.id, m.id)).toBe(true);
    expect(await readSession(env.ctx, m.token)).toBeUndefined();
    // Idle for 30 minutes.
    const second = await member("idle2@example.com");
    env.clock += IDLE_MS + 1000;
    try {
      expect(await readSession(env.ctx, second.token)).toBeUndefined();
    } finally {
      env.clock = Date.now();
    }
    // Sign out everywhere.
    const third = await member("all@example.com");
    const r = await signIn(env.ctx, { email: "all@example.com", password }, meta);
    expect(r.ok).toBe(true);
    expect(await endAllSessions(env.ctx, third.id)).toBe(2);
    expect(await readSession(env.ctx, third.token)).toBeUndefined();
  });

  it("refuses a disabled account and ends its sessions; resetting the factor ends them too", async () => {
    const m = await member("gone@example.com");
    expect((await disableStaff(env.ctx, m.id, { actor: "cli" })).ok).toBe(true);
    expect(await readSession(env.ctx, m.token)).toBeUndefined();
    expect(await signIn(env.ctx, { email: "gone@example.com", password }, meta)).toEqual({
      ok: false,
      status: 401,
      error: SIGN_IN_REFUSED,
    });
    expect((await enableStaff(env.ctx, m.id, { actor: "cli" })).ok).toBe(true);
    expect(await readSession(env.ctx, m.token)).toBeUndefined();
    const back = await signIn(env.ctx, { email: "gone@example.com", password }, meta);
    expect(back).toMatchObject({ ok: true, stage: "factor" });
    expect((await resetSecondFactor(env.ctx, m.id, { actor: "cli" })).ok).toBe(true);
    if (back.ok) expect(await readSession(env.ctx, back.session.token)).toBeUndefined();
    expect(await signIn(env.ctx, { email: "gone@example.com", password }, meta)).toMatchObject({
      ok: true,
      stage: "enrol",
    });
    expect(Number(await actions("staff.disable"))).toBeGreaterThanOrEqual(1);
    expect(Number(await actions("staff.factor.reset"))).toBeGreaterThanOrEqual(1);
  });

  it("refuses a too-quick retry after repeated failures (increasing delay)", async () => {
    await member("quick@example.com");
    const attacker = { ip: "198.51.100.77", userAgent: "x" };
    const t = Date.now();
    try {
      for (let i = 0; i < 6; i++) {
        env.clock = t + i * 40_000;
        await signIn(env.ctx, { email: "quick@example.com", password: "wrong but long enough" }, attacker);
      }
      env.clock = t + 5 * 40_000 + 500;
      expect(await signIn(env.ctx, { email: "quick@example.com", password }, attacker)).toMatchObject({
        ok: false,
        status: 429,
      });
    } finally {
      env.clock = Date.now();
    }
  });

  it("keeps injection attempts as plain data", async () => {
    const bad = await invite(
      env.ctx,
      { email: "x'); drop table staff;--@example.com", role: "staff" },
      { actor: "cli" },
    );
    expect(bad.ok).toBe(false);
    const script = await invite(env.ctx, { email: "<script>@example.com", role: "staff" }, { actor: "cli" });
    expect(script.ok).toBe(false);
    expect(await signIn(env.ctx, { email: "' or 1=1 --", password: "' or '1'='1' --" }, meta)).toMatchObject({
      ok: false,
      status: 401,
    });
    expect(await invite(env.ctx, { email: "ok@example.com", role: "root" as "admin" }, { actor: "cli" })).toMatchObject(
      {
        ok: false,
      },
    );
    expect((await env.target.query("select id from staff")).length).toBeGreaterThan(0);
  });
});
