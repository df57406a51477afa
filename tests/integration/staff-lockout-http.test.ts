// The lockout attacks over HTTP, as the security review ran them (issue 22, item 2): the built
// desk behind a trusted proxy (TRUST_PROXY, each attacker's address in X-Forwarded-For), the desk's
// clock moved by the test. Wrong passwords from one address paced to the delays the server asks
// for, and from 50 addresses: the member, from another address, signs in with password and a
// recovery code within 5 seconds each time; while the account is guarded, the second step looks
// and answers the same whether the password was right or wrong.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStaffMemberIn, type TestStaffMember } from "#tests/support/staff.ts";
import { cookieOf, postForm, startDesk } from "./desk-server.ts";
import { engines, storageFixture } from "./harness.ts";

const MINUTE = 60_000;

describe.each(engines)("the lockout attacks over HTTP on %s", (engine) => {
  const fixture = storageFixture(engine);
  let url = "";
  let close = async () => {};
  const clock = { now: Date.now() };

  beforeAll(async () => {
    const desk = await startDesk(fixture.target, fixture.storage, {
      env: { TRUST_PROXY: "true" },
      now: () => clock.now,
    });
    url = desk.url;
    close = desk.close;
  });
  afterAll(async () => {
    await close();
  });

  const from = (ip: string, cookie?: string) => ({ "x-forwarded-for": ip, ...(cookie ? { cookie } : {}) });
  const guess = (member: TestStaffMember, ip: string, i: number) =>
    postForm(url, "/sign-in", { intent: "password", email: member.email, password: `wrong guess ${i}` }, from(ip));

  /** The member from their own address: password, then a recovery code; ms taken. */
  async function memberSignsIn(member: TestStaffMember, ip: string): Promise<number> {
    const started = performance.now();
    const first = await postForm(
      url,
      "/sign-in",
      { intent: "password", email: member.email, password: member.password },
      from(ip),
    );
    expect(first.status).toBe(302);
    const code = member.recoveryCodes.shift() as string;
    const second = await postForm(url, "/verify", { intent: "code", code }, from(ip, cookieOf(first)));
    expect([second.status, second.headers.get("location")]).toEqual([302, "/desk/inbox"]);
    const inbox = await fetch(`${url}/desk/inbox`, { headers: from(ip, cookieOf(second)), redirect: "manual" });
    expect(inbox.status).toBe(200);
    return performance.now() - started;
  }

  it("one address, paced to the delays asked for: the member signs in from elsewhere every time", async () => {
    const admin = await createStaffMemberIn(fixture.storage, { role: "admin" });
    const times: number[] = [];
    let failures = 0;
    for (let i = 0; failures < 25; i++) {
      const r = await guess(admin, "198.51.100.66", i);
      if (r.status === 429) {
        const m = /in (\d+) (second|minute)/.exec(await r.text());
        clock.now += Number(m?.[1] ?? 1) * (m?.[2] === "minute" ? MINUTE : 1000);
        continue;
      }
      failures++;
      // After the 5th failure (where the member used to get "Try again in 1 minute") and the 20th ("in 15 minutes").
      if (failures === 5 || failures === 20) times.push(await memberSignsIn(admin, "192.0.2.10"));
    }
    expect(times).toHaveLength(2);
    for (const ms of times) expect(ms).toBeLessThan(5000);
  }, 120_000);

  it("50 addresses: the member signs in; the guarded second step is the same for a right and a wrong password", async () => {
    const admin = await createStaffMemberIn(fixture.storage, { role: "admin" });
    for (let round = 0; round < 3; round++) {
      for (let n = 1; n <= 50; n++) {
        const r = await guess(admin, `203.0.113.${n}`, round * 50 + n);
        expect(r.status).not.toBe(429);
        clock.now += 200;
      }
      expect(await memberSignsIn(admin, "192.0.2.20")).toBeLessThan(5000);
    }
    clock.now += 60_000;
    // From an attacking address, a right and a wrong password both lead to the second step…
    const right = await postForm(
      url,
      "/sign-in",
      { intent: "password", email: admin.email, password: admin.password },
      from("203.0.113.1"),
    );
    const wrong = await guess(admin, "203.0.113.2", 999);
    expect([right.status, right.headers.get("location")]).toEqual([wrong.status, wrong.headers.get("location")]);
    // …whose page offers the same (a passkey always), and whose failure is the same answer, after which it is over.
    const page = async (cookie: string) => (await fetch(`${url}/desk/verify.data`, { headers: { cookie } })).text();
    expect(await page(cookieOf(right))).toBe(await page(cookieOf(wrong)));
    clock.now += 60_000;
    const failed = await Promise.all(
      [
        [right, "203.0.113.1"],
        [wrong, "203.0.113.2"],
      ].map(async ([answer, ip]) => {
        const r = await postForm(
          url,
          "/verify",
          { intent: "code", code: "123456" },
          from(ip as string, cookieOf(answer as Response)),
        );
        return [r.status, r.headers.get("location"), r.headers.get("set-cookie")?.includes("Max-Age=0")];
      }),
    );
    // Both attempts are over: back to the first step, which says the same for both.
    expect(failed[0]).toEqual([302, "/desk/sign-in?again=1", true]);
    expect(failed[1]).toEqual(failed[0]);
    const notice = await (await fetch(`${url}/desk/sign-in?again=1`)).text();
    expect(notice).toContain("That email, password and code do not match");
    const again = await postForm(
      url,
      "/verify",
      { intent: "code", code: admin.recoveryCodes[0] as string },
      from("203.0.113.2", cookieOf(wrong)),
    );
    expect(again.headers.get("location")).toMatch(/^\/desk\/sign-in/);
  }, 180_000);
});
