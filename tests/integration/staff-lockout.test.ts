// Sign-in throttling that an outsider cannot turn into a lockout (issue 22, decision 031), on each
// engine, through the staff modules with a movable clock: the attack the security review ran
// (one address, wrong passwords paced to the delays the server asks for) and the same from 50
// addresses both leave the real member, from another address, signed in with password and second
// factor within 5 seconds; a brute force is still throttled (the rates decision 031 states); the
// member is emailed once; a guarded account's password step tells nothing; wrong codes after a
// right password pause app codes only.
import { describe, expect, it } from "vitest";
import { completeRecovery, requestRecovery } from "#server/staff/recovery.server.ts";
import { CODE_REFUSED, CODES_PAUSED, secondFactor } from "#server/staff/second-factors.server.ts";
import { readSession } from "#server/staff/sessions.server.ts";
import { type SignInResult, signIn } from "#server/staff/sign-in.server.ts";
import { PAIR_RULE } from "#server/staff/throttle.server.ts";
import { createStaffMemberIn, type TestStaffMember, totpCode } from "#tests/support/staff.ts";
import { engines, staffEnvironment } from "./harness.ts";

const MINUTE = 60_000;

/** The wait a 429 asks for, in ms ("Try again in 4 seconds" / "in 15 minutes"). */
function askedWait(error: string): number {
  const m = /in (\d+) (second|minute)/.exec(error);
  if (!m) throw new Error(`no wait in: ${error}`);
  return Number(m[1]) * (m[2] === "second" ? 1000 : MINUTE);
}

describe.each(engines)("sign-in throttling on %s", (engine) => {
  const env = staffEnvironment(engine);

  const guess = (member: TestStaffMember, ip: string, i: number) =>
    signIn(env.ctx, { email: member.email, password: `wrong guess number ${i}` }, { ip, userAgent: "attack" });

  /** The member, from their own address: password then a recovery code; ms taken. */
  async function memberSignsIn(member: TestStaffMember, ip = "192.0.2.10"): Promise<number> {
    const started = performance.now();
    const first = await signIn(env.ctx, { email: member.email, password: member.password }, { ip, userAgent: "me" });
    expect(first).toMatchObject({ ok: true, stage: "factor" });
    if (!first.ok) throw new Error("password step refused");
    const session = await readSession(env.ctx, first.session.token);
    if (!session) throw new Error("no session");
    expect(session.blind).toBe(false);
    const second = await secondFactor(env.ctx, session, member.recoveryCodes.shift() as string, { ip });
    expect(second).toMatchObject({ ok: true });
    return performance.now() - started;
  }

  const count = async (sql: string, params: unknown[] = []) =>
    Number((await env.target.query<{ n: number | string }>(sql, params))[0]?.n);

  it("one address, paced to the delays asked for: slowed, then locked out of that account, never the member", async () => {
    const member = await createStaffMemberIn(env.storage, { role: "admin" });
    const attacker = "198.51.100.66";
    const start = Date.now();
    env.clock = start;
    const answers: SignInResult[] = [];
    const memberTimes: number[] = [];
    const checked = new Set<number>();
    try {
      // 40 minutes of guessing as fast as the server lets this address.
      for (let i = 0; env.clock < start + 40 * MINUTE; i++) {
        const r = await guess(member, attacker, i);
        answers.push(r);
        if (!r.ok && r.status === 429) env.clock += askedWait(r.error);
        const failures = answers.filter((a) => a.ok || a.status === 401).length;
        // The review's moments: after the 5th failure, and after the 20th (the old account lock).
        if ((failures === 5 || failures === 20) && !checked.has(failures)) {
          checked.add(failures);
          memberTimes.push(await memberSignsIn(member));
        }
      }
      expect(memberTimes).toHaveLength(2);
      for (const ms of memberTimes) expect(ms).toBeLessThan(5000);
      const tried = answers.filter((a) => a.ok || a.status === 401).length;
      // 20 guesses, a 15-minute lock, 20 more: never more than 20 per lock period from one address.
      expect(tried).toBeLessThanOrEqual(2 * PAIR_RULE.lockAt);
      expect(tried).toBeGreaterThanOrEqual(PAIR_RULE.lockAt);
      // Only the first 10 failures said "wrong password"; then the account was guarded.
      expect(answers.filter((a) => !a.ok && a.status === 401)).toHaveLength(10);
      expect(await count("select count(*) as n from outbox where form_type = 'staff-sign-in-alert'")).toBe(1);
      const [mail] = await env.target.query<{ payload: string }>(
        "select payload from outbox where form_type = 'staff-sign-in-alert'",
      );
      expect(JSON.parse(mail?.payload ?? "{}")).toMatchObject({ to: [member.email] });
      expect(mail?.payload).not.toContain(attacker);
    } finally {
      env.clock = Date.now();
    }
  }, 120_000);

  it("50 addresses: the account is guarded, not locked; the member signs in; the password step tells nothing", async () => {
    const member = await createStaffMemberIn(env.storage, { role: "admin" });
    const addresses = Array.from({ length: 50 }, (_, i) => `203.0.113.${i + 1}`);
    const start = Date.now();
    env.clock = start;
    const statuses: (number | "factor")[] = [];
    try {
      for (let round = 0; round < 4; round++) {
        for (const [n, ip] of addresses.entries()) {
          const r = await guess(member, ip, round * 50 + n);
          statuses.push(r.ok ? "factor" : r.status);
          env.clock += 100;
        }
        const ms = await memberSignsIn(member, "192.0.2.20");
        expect(ms).toBeLessThan(5000);
      }
      // Nothing was locked for anyone; the 10 first failures were told, the rest went to a blind second step.
      expect(statuses.filter((s) => s === 429)).toHaveLength(0);
      expect(statuses.filter((s) => s === 401)).toHaveLength(10);
      expect(statuses.filter((s) => s === "factor")).toHaveLength(190);

      // A guarded account: the right password from an attacking address looks like a wrong one…
      const right = await signIn(env.ctx, { email: member.email, password: member.password }, { ip: "203.0.113.7" });
      const wrong = await guess(member, "203.0.113.8", 999);
      expect(right.ok && wrong.ok && right.stage === wrong.stage).toBe(true);
      // …and a blind second step never completes, not even with one of the member's real codes (which stays unused).
      if (!wrong.ok) throw new Error("unreachable");
      // (Both addresses have just failed a fifth time: they wait their delay first.)
      env.clock += 2000;
      const blind = await readSession(env.ctx, wrong.session.token);
      expect(blind?.blind).toBe(true);
      const code = member.recoveryCodes[0] as string;
      const refused = await secondFactor(env.ctx, blind as NonNullable<typeof blind>, code, { ip: "203.0.113.8" });
      expect(refused).toMatchObject({ ok: false, status: 401, restart: true });
      expect(await readSession(env.ctx, wrong.session.token)).toBeUndefined();
      // The right password's second step fails the same way with a wrong code.
      if (!right.ok) throw new Error("unreachable");
      const proven = await readSession(env.ctx, right.session.token);
      const same = await secondFactor(env.ctx, proven as NonNullable<typeof proven>, "000000", { ip: "203.0.113.7" });
      expect(same).toEqual(refused);
      // The member's code still works for the member.
      expect(await memberSignsIn(member, "192.0.2.21")).toBeLessThan(5000);
      expect(
        await count("select count(*) as n from outbox where form_type = 'staff-sign-in-alert' and payload like ?", [
          `%${member.email}%`,
        ]),
      ).toBe(1);
      expect(await count("select count(*) as n from audit_log where action = 'auth.sign_in.guarded'")).toBeGreaterThan(
        0,
      );
    } finally {
      env.clock = Date.now();
    }
  }, 180_000);

  it("a brute force is still throttled: one address gets at most 60 guesses an hour, and the account tells 10 in all", async () => {
    const member = await createStaffMemberIn(env.storage);
    const attacker = "198.51.100.99";
    const start = Date.now();
    env.clock = start;
    let tried = 0;
    let told = 0;
    try {
      // Two hours at the fastest pace the server allows this address.
      while (env.clock < start + 120 * MINUTE) {
        const r = await guess(member, attacker, tried);
        if (!r.ok && r.status === 429) {
          env.clock += askedWait(r.error);
          continue;
        }
        tried++;
        if (!r.ok) told++;
      }
      // 20 in the first 5.5 minutes (5 at once, then 1, 2, 4, 8, 16 and 30 s apart), then 15 minutes
      // locked, and again: 20 every 20.5 minutes, about 58 an hour.
      expect(tried).toBeLessThanOrEqual(120);
      expect(tried).toBeGreaterThanOrEqual(100);
      // The account is guarded after 10 failures and each further failure keeps it guarded: 10 told in all.
      expect(told).toBe(10);
    } finally {
      env.clock = Date.now();
    }
  }, 180_000);

  it("wrong codes after a right password pause app codes, never recovery codes; the member is told; a new password ends the pause", async () => {
    const member = await createStaffMemberIn(env.storage);
    env.clock = Date.now();
    /** Password (right), then `code`, from `ip`. */
    const attempt = async (ip: string, code: string) => {
      const first = await signIn(env.ctx, { email: member.email, password: member.password }, { ip });
      if (!first.ok) throw new Error("password refused");
      const session = await readSession(env.ctx, first.session.token);
      return secondFactor(env.ctx, session as NonNullable<typeof session>, code, { ip });
    };
    // Someone with the password guesses codes from 10 addresses.
    for (let n = 1; n <= 10; n++) {
      expect(await attempt(`198.51.100.${n}`, String(100000 + n))).toMatchObject({ ok: false, error: CODE_REFUSED });
    }
    // The member's app code is paused (said so), a recovery code still signs in.
    expect(await attempt("192.0.2.30", await totpCode(member.totpSecret))).toMatchObject({
      ok: false,
      status: 401,
      error: CODES_PAUSED,
    });
    expect(await attempt("192.0.2.30", member.recoveryCodes.shift() as string)).toMatchObject({ ok: true });
    const [mail] = await env.target.query<{ payload: string }>(
      "select payload from outbox where form_type = 'staff-sign-in-alert' and payload like ?",
      [`%${member.email}%`],
    );
    expect(JSON.parse(mail?.payload ?? "{}").subject).toBe("Someone may know your staff desk password");
    // A new password: the pause is over (a code is judged again: this one was used at enrolment).
    const link = await requestRecovery(env.ctx, member.email, { ip: "192.0.2.30", mail: true });
    expect(
      await completeRecovery(env.ctx, link?.token ?? "", "an entirely new desk passphrase", { ip: "192.0.2.30" }),
    ).toEqual({
      ok: true,
    });
    member.password = "an entirely new desk passphrase";
    // A code is judged again, not refused as paused: a wrong one (the app's code, off by one) is
    // "not right". (The app's own code may or may not be the one used at enrolment, depending on
    // whether a 30-second step has passed, so it cannot tell the two apart.)
    const wrong = String((Number(await totpCode(member.totpSecret)) + 1) % 1_000_000).padStart(6, "0");
    expect(await attempt("192.0.2.30", wrong)).toMatchObject({ ok: false, error: CODE_REFUSED });
  });
});
