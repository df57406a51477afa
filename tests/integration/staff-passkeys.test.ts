// Passkeys on each engine, with a software authenticator that makes real keys and signatures:
// registration, the first and the second factor, enrolment with a passkey, removal; and the
// attacks (a replayed assertion, another site's origin, a forged signature, a challenge made for
// another purpose or member or out of time, no user verification, a disabled member, another
// member's passkey, malformed answers), each refused, changing nothing, and audited.
import { describe, expect, it } from "vitest";
import { acceptInvitation, invite } from "#server/staff/invitations.server.ts";
import {
  describeFactors,
  disableStaff,
  listStaff,
  resetSecondFactor,
  type StaffMember,
} from "#server/staff/members.server.ts";
import {
  addPasskey,
  authenticationOptions,
  CEREMONY_MS,
  listPasskeys,
  PASSKEY_LAST_FACTOR,
  PASSKEY_REFUSED,
  registrationOptions,
  relyingParty,
  removePasskey,
  signInWithPasskey,
} from "#server/staff/passkeys.server.ts";
import { secondFactor } from "#server/staff/second-factors.server.ts";
import { readSession, type SessionInfo } from "#server/staff/sessions.server.ts";
import { signIn } from "#server/staff/sign-in.server.ts";
import { SoftAuthenticator } from "#tests/support/soft-authenticator.ts";
import { createStaffMemberIn, TEST_PASSWORD, type TestStaffMember } from "#tests/support/staff.ts";
import { engines, staffEnvironment } from "./harness.ts";

const origin = "https://desk.example.com";
const rp = relyingParty(origin);
const meta = { ip: "203.0.113.7", userAgent: "vitest" };

describe.each(engines)("passkeys on %s", (engine) => {
  const env = staffEnvironment(engine);

  const count = async (action: string, reason?: string) => {
    const rows = await env.target.query<{ details: string }>("select details from audit_log where action = ?", [
      action,
    ]);
    if (!reason) return rows.length;
    return rows.filter((r) => JSON.parse(String(r.details)).reason === reason).length;
  };

  /** A signed-in member (TOTP enrolled) and their full session. */
  async function signedIn(): Promise<{ member: TestStaffMember; session: SessionInfo }> {
    const member = await createStaffMemberIn(env.storage);
    const first = await signIn(env.ctx, { email: member.email, password: member.password }, meta);
    if (!first.ok) throw new Error(first.error);
    const pending = await readSession(env.ctx, first.session.token);
    if (!pending) throw new Error("no session");
    const second = await secondFactor(env.ctx, pending, member.recoveryCodes.shift() as string, meta);
    if (!second.ok) throw new Error(second.error);
    const session = await readSession(env.ctx, second.token);
    if (!session) throw new Error("no full session");
    return { member, session };
  }

  async function withPasskey(device = new SoftAuthenticator(origin)) {
    const { member, session } = await signedIn();
    const added = await addPasskey(
      env.ctx,
      session,
      rp,
      { response: JSON.stringify(device.register(await options(session))), name: "  Work   laptop " },
      meta,
    );
    if (!added.ok) throw new Error(added.error);
    return { member, session, device, passkeyId: added.passkeyId };
  }

  async function options(session: SessionInfo) {
    const o = await registrationOptions(env.ctx, session, rp);
    if (!o) throw new Error("no registration options");
    return o;
  }

  const firstFactor = async (
    device: SoftAuthenticator,
    tamper: Parameters<SoftAuthenticator["authenticate"]>[1] = {},
  ) =>
    signInWithPasskey(
      env.ctx,
      rp,
      JSON.stringify(device.authenticate(await authenticationOptions(env.ctx, rp), tamper)),
      meta,
    );

  it("registers a passkey for a signed-in member and signs in with it alone, as a full session", async () => {
    const { member, device, passkeyId } = await withPasskey();
    const listed = await listPasskeys(env.ctx, member.id);
    expect(listed).toEqual([expect.objectContaining({ id: passkeyId, name: "Work laptop", lastUsedAt: null })]);
    expect(await count("auth.factor.passkey_added")).toBeGreaterThan(0);
    const row = (await listStaff(env.ctx)).find((m) => m.id === member.id) as StaffMember;
    expect(describeFactors(row)).toBe("Authenticator app and 1 passkey");

    const opts = await authenticationOptions(env.ctx, rp);
    expect(opts.rpId).toBe("desk.example.com");
    expect(opts.userVerification).toBe("required");
    expect(opts.allowCredentials ?? []).toEqual([]);
    const result = await signInWithPasskey(env.ctx, rp, JSON.stringify(device.authenticate(opts)), meta);
    expect(result).toMatchObject({ ok: true, staffId: member.id });
    if (!result.ok) return;
    const session = await readSession(env.ctx, result.token);
    expect(session).toMatchObject({ staffId: member.id, stage: "full" });
    expect((await listPasskeys(env.ctx, member.id))[0]?.lastUsedAt).not.toBeNull();
    const signIns = await env.target.query<{ details: string }>(
      "select details from audit_log where action = 'auth.sign_in' and actor_id = ?",
      [member.id],
    );
    expect(signIns.map((r) => JSON.parse(String(r.details)).factor)).toContain("passkey");
  });

  it("accepts each assertion once: a replayed one is refused and audited (even from a passkey whose counter stays 0)", async () => {
    const { device } = await withPasskey(new SoftAuthenticator(origin, true, false));
    const answer = JSON.stringify(device.authenticate(await authenticationOptions(env.ctx, rp)));
    expect((await signInWithPasskey(env.ctx, rp, answer, meta)).ok).toBe(true);
    const before = await count("auth.sign_in.failed", "not_verified");
    const replay = await signInWithPasskey(env.ctx, rp, answer, meta);
    expect(replay).toEqual({ ok: false, status: 401, error: PASSKEY_REFUSED });
    expect(await count("auth.sign_in.failed", "not_verified")).toBe(before + 1);
  });

  it("refuses an assertion made for another site's origin, or with a forged signature", async () => {
    const { device } = await withPasskey();
    expect((await firstFactor(device, { origin: "https://desk.example.com.evil.test" })).ok).toBe(false);
    expect((await firstFactor(device, { signatureOf: "other" })).ok).toBe(false);
    expect((await firstFactor(device)).ok).toBe(true);
  });

  it("refuses a challenge made for registration, for another member's second factor, or out of time", async () => {
    const { session, device } = await withPasskey();
    // A registration challenge signed as an assertion.
    const reg = await options(session);
    const asSignIn = device.authenticate({ challenge: reg.challenge, rpId: rp.id });
    expect((await signInWithPasskey(env.ctx, rp, JSON.stringify(asSignIn), meta)).ok).toBe(false);
    // A second-factor challenge (bound to another member) used as a first factor.
    const other = await createStaffMemberIn(env.storage);
    const pending = await signIn(env.ctx, { email: other.email, password: other.password }, meta);
    if (!pending.ok) throw new Error(pending.error);
    const otherSession = await readSession(env.ctx, pending.session.token);
    const bound = await authenticationOptions(env.ctx, rp, otherSession);
    expect((await signInWithPasskey(env.ctx, rp, JSON.stringify(device.authenticate(bound)), meta)).ok).toBe(false);
    // Out of time.
    const late = await authenticationOptions(env.ctx, rp);
    env.clock += CEREMONY_MS + 1000;
    expect((await signInWithPasskey(env.ctx, rp, JSON.stringify(device.authenticate(late)), meta)).ok).toBe(false);
    expect((await firstFactor(device)).ok).toBe(true);
  });

  it("needs user verification for a passkey alone, and to register one", async () => {
    const { member, device } = await withPasskey();
    device.userVerified = false;
    expect((await firstFactor(device)).ok).toBe(false);
    // After the password, a passkey without verification is still a second factor.
    const first = await signIn(env.ctx, { email: member.email, password: TEST_PASSWORD }, meta);
    if (!first.ok) throw new Error(first.error);
    const pending = await readSession(env.ctx, first.session.token);
    const opts = await authenticationOptions(env.ctx, rp, pending);
    expect((await signInWithPasskey(env.ctx, rp, JSON.stringify(device.authenticate(opts)), meta, pending)).ok).toBe(
      true,
    );

    const { member: other, session } = await signedIn();
    const unverified = new SoftAuthenticator(origin, false);
    const added = await addPasskey(
      env.ctx,
      session,
      rp,
      { response: JSON.stringify(unverified.register(await options(session))) },
      meta,
    );
    expect(added.ok).toBe(false);
    expect(await listPasskeys(env.ctx, other.id)).toEqual([]);
  });

  it("refuses a registration for another origin and stores nothing", async () => {
    const { member, session } = await signedIn();
    const device = new SoftAuthenticator(origin);
    const forged = device.register(await options(session), { origin: "https://evil.example" });
    const added = await addPasskey(env.ctx, session, rp, { response: JSON.stringify(forged) }, meta);
    expect(added.ok).toBe(false);
    expect(await listPasskeys(env.ctx, member.id)).toEqual([]);
    expect(await count("auth.factor.passkey_refused", "not_verified")).toBeGreaterThan(0);
  });

  it("as the second factor, takes only the member's own passkey", async () => {
    const a = await withPasskey();
    const b = await withPasskey();
    const first = await signIn(env.ctx, { email: a.member.email, password: TEST_PASSWORD }, meta);
    if (!first.ok) throw new Error(first.error);
    const pending = await readSession(env.ctx, first.session.token);
    if (!pending) throw new Error("no session");
    const opts = await authenticationOptions(env.ctx, rp, pending);
    expect(opts.allowCredentials?.map((c) => c.id)).toEqual([a.passkeyId]);
    // B's passkey, answering A's challenge.
    const [bCredential] = b.device.credentials;
    const wrong = b.device.authenticate(opts, { credential: bCredential });
    expect(await signInWithPasskey(env.ctx, rp, JSON.stringify(wrong), meta, pending)).toMatchObject({ ok: false });
    expect(await count("auth.sign_in.failed", "other_member")).toBeGreaterThan(0);
    const right = await signInWithPasskey(env.ctx, rp, JSON.stringify(a.device.authenticate(opts)), meta, pending);
    expect(right.ok).toBe(true);
    if (!right.ok) return;
    expect(await readSession(env.ctx, right.token)).toMatchObject({ id: pending.id, stage: "full" });
    // The pending cookie stopped working when the session was promoted.
    expect(await readSession(env.ctx, first.session.token)).toBeUndefined();
  });

  it("refuses a disabled member's passkey, and a reset second factor removes the member's passkeys", async () => {
    const { member, device } = await withPasskey();
    await disableStaff(env.ctx, member.id, { actor: "cli" });
    expect((await firstFactor(device)).ok).toBe(false);
    expect(await count("auth.sign_in.failed", "disabled")).toBeGreaterThan(0);
    const other = await withPasskey();
    await resetSecondFactor(env.ctx, other.member.id, { actor: "cli" });
    expect(await listPasskeys(env.ctx, other.member.id)).toEqual([]);
    expect((await firstFactor(other.device)).ok).toBe(false);
  });

  it("enrols a passkey as the second factor of a new account, with ten recovery codes", async () => {
    const email = `passkey-${Date.now()}@example.com`;
    const invited = await invite(env.ctx, { email, role: "staff" }, { actor: "cli" });
    if (!invited.ok) throw new Error(invited.error);
    const accepted = await acceptInvitation(env.ctx, invited.token, TEST_PASSWORD, meta);
    if (!accepted.ok) throw new Error(accepted.error);
    const enrolling = await readSession(env.ctx, accepted.session.token);
    if (!enrolling) throw new Error("no enrol session");
    const device = new SoftAuthenticator(origin);
    const added = await addPasskey(
      env.ctx,
      enrolling,
      rp,
      { response: JSON.stringify(device.register(await options(enrolling))) },
      meta,
    );
    expect(added.ok).toBe(true);
    if (!added.ok || !added.enrolled) throw new Error("not enrolled");
    expect(added.enrolled.recoveryCodes).toHaveLength(10);
    const listed = (await listStaff(env.ctx)).find((m) => m.id === invited.staffId);
    expect(listed?.factors).toEqual({ app: false, passkeys: 1 });
    expect(describeFactors(listed as StaffMember)).toBe("1 passkey");
    expect(await readSession(env.ctx, added.enrolled.token)).toMatchObject({ stage: "full" });

    // Password then passkey; or password then a recovery code; never a made-up six-digit code.
    const first = await signIn(env.ctx, { email, password: TEST_PASSWORD }, meta);
    expect(first).toMatchObject({ ok: true, stage: "factor" });
    if (!first.ok) return;
    const pending = await readSession(env.ctx, first.session.token);
    if (!pending) throw new Error("no session");
    expect((await secondFactor(env.ctx, pending, "123456", meta)).ok).toBe(false);
    const recovered = await secondFactor(env.ctx, pending, added.enrolled.recoveryCodes[0] as string, meta);
    expect(recovered.ok).toBe(true);

    // Its only second factor cannot be removed.
    const [only] = await listPasskeys(env.ctx, invited.staffId);
    expect(await removePasskey(env.ctx, invited.staffId, only?.id as string, meta)).toEqual({
      ok: false,
      status: 409,
      error: PASSKEY_LAST_FACTOR,
    });
  });

  it("removes a member's own passkey only", async () => {
    const a = await withPasskey();
    const b = await withPasskey();
    expect(await removePasskey(env.ctx, a.member.id, b.passkeyId, meta)).toMatchObject({ ok: false, status: 404 });
    expect(await listPasskeys(env.ctx, b.member.id)).toHaveLength(1);
    expect(await removePasskey(env.ctx, a.member.id, a.passkeyId, meta)).toEqual({ ok: true });
    expect(await listPasskeys(env.ctx, a.member.id)).toEqual([]);
    expect((await firstFactor(a.device)).ok).toBe(false);
    expect(await count("auth.factor.passkey_removed")).toBeGreaterThan(0);
  });

  it("answers malformed, oversized and injected answers with a refusal, never an exception", async () => {
    for (const bad of [
      "",
      "{",
      "null",
      "[]",
      '{"id":"x","response":null}',
      JSON.stringify({ id: "' or 1=1 --", response: {} }),
      JSON.stringify({ id: "<script>alert(1)</script>", response: {} }),
      JSON.stringify({ id: "abc", response: { clientDataJSON: "%%%", authenticatorData: "", signature: "" } }),
      "x".repeat(100_000),
    ]) {
      const result = await signInWithPasskey(env.ctx, rp, bad, { ip: "198.51.100.77" });
      expect(result).toMatchObject({ ok: false });
    }
    const { session } = await signedIn();
    expect(await addPasskey(env.ctx, session, rp, { response: '{"id":"a","response":{}}' }, meta)).toMatchObject({
      ok: false,
    });
  });

  it("locks passkey sign-in from an address after repeated failures, never the member's own passkey from elsewhere", async () => {
    const { device } = await withPasskey();
    const attacker = { ip: "198.51.100.200" };
    let last: Awaited<ReturnType<typeof signInWithPasskey>> | undefined;
    for (let i = 0; i < 25; i++) {
      const forged = device.authenticate(await authenticationOptions(env.ctx, rp), { signatureOf: "other" });
      last = await signInWithPasskey(env.ctx, rp, JSON.stringify(forged), attacker);
      env.clock += 31_000; // past each delay, so only the lock refuses
    }
    expect(last).toMatchObject({ ok: false, status: 429 });
    const good = device.authenticate(await authenticationOptions(env.ctx, rp));
    expect(await signInWithPasskey(env.ctx, rp, JSON.stringify(good), attacker)).toMatchObject({ status: 429 });
    expect(await count("auth.sign_in.throttled")).toBeGreaterThan(0);
    // The member, with the same passkey from their own address, is not locked out (issue 22).
    const mine = device.authenticate(await authenticationOptions(env.ctx, rp));
    expect(await signInWithPasskey(env.ctx, rp, JSON.stringify(mine), { ip: "192.0.2.44" })).toMatchObject({
      ok: true,
    });
  });
});
