// The desk's sign-in over HTTP on the real server (the built desk mounted as server/main.ts
// does it): cookies, redirects, and the attacks — cross-origin POST, forged and signed-out
// cookies, reused invitation, wrong password, injection in every field — each a 4xx or a
// redirect to sign in, never a 5xx, and audited.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import deskRoutes from "#desk/routes.ts";
import { createAuditLog } from "#server/audit/audit.server.ts";
import { invite } from "#server/staff/invitations.server.ts";
import { enquiryRow } from "#tests/support/inbox-items.ts";
import { createStaffMemberIn as createStaffMember, signInOverHttp } from "#tests/support/staff.ts";
import { startDesk } from "./desk-server.ts";
import { engines, storageFixture } from "./harness.ts";

describe.each(engines)("desk sign-in over HTTP on %s", (engine) => {
  const fixture = storageFixture(engine);
  let url = "";
  let close: () => Promise<void> = async () => {};

  beforeAll(async () => {
    const desk = await startDesk(fixture.target, fixture.storage);
    url = desk.url;
    close = desk.close;
  });
  afterAll(async () => {
    await close();
  });

  const count = async (action: string) =>
    Number(
      (
        await fixture.target.query<{ n: number | string }>("select count(*) as n from audit_log where action = ?", [
          action,
        ])
      )[0]?.n,
    );
  const post = (path: string, body: Record<string, string>, headers: Record<string, string> = {}) =>
    fetch(`${url}/desk${path}`, {
      method: "POST",
      redirect: "manual",
      headers: { origin: url, "content-type": "application/x-www-form-urlencoded", ...headers },
      body: new URLSearchParams(body),
    });

  it("answers the desk home's data request (/desk.data, a client-side link to the desk home) from the desk", async () => {
    const member = await createStaffMember(fixture.storage);
    const cookie = await signInOverHttp(url, member);
    const data = await fetch(`${url}/desk.data`, { headers: { cookie }, redirect: "manual" });
    expect(data.status).toBeLessThan(400);
    expect(data.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    expect(data.headers.get("cache-control")).toBe("no-store");
    // Signed in, the desk home sends the member to the inbox: single fetch says so in its answer.
    expect(await data.text()).toContain("/inbox");
    const anonymous = await fetch(`${url}/desk.data`, { redirect: "manual" });
    expect(anonymous.status).toBeLessThan(400);
    expect(await anonymous.text()).toContain("/sign-in");
  });

  it("answers 404 for an id that does not exist or belongs to the other kind of record", async () => {
    const member = await createStaffMember(fixture.storage);
    const cookie = await signInOverHttp(url, member);
    const id = `http-404-${Date.now()}`;
    await fixture.storage.db
      .insertInto("inbox_items")
      .values(
        enquiryRow({
          id,
          firstName: "Four",
          lastName: "Oh-Four",
          phone: "+61412000404",
          email: "four.oh.four@example.com",
        }),
      )
      .execute();
    const get = (path: string) => fetch(`${url}/desk${path}`, { headers: { cookie }, redirect: "manual" });
    expect((await get("/enquiries/no-such-id")).status).toBe(404);
    expect((await get(`/enquiries/${"x".repeat(500)}`)).status).toBe(404);
    // An enquiry's id is not a privacy case; an unknown reference is not one either.
    expect((await get(`/cases/${id}`)).status).toBe(404);
    expect((await get("/cases/PR-2000-000000")).status).toBe(404);
    expect((await get(`/cases/${encodeURIComponent("' OR 1=1 --")}`)).status).toBe(404);
  });

  it("sends every signed-in screen and export to sign-in without a session, for reading and for posting", async () => {
    // Every route of the desk's route list except the screens one uses to get in.
    const open = new Set(["sign-in", "verify", "invitation/:token", "forgot", "recover/:token", "enrol", "sign-out"]);
    const paths: string[] = [];
    const walk = (entries: readonly { path?: string; children?: unknown }[]) => {
      for (const e of entries) {
        if (e.path && e.path !== "*" && !open.has(e.path) && e.path !== "passkey-options") paths.push(e.path);
        if (Array.isArray(e.children)) walk(e.children);
      }
    };
    walk(deskRoutes);
    expect(paths).toEqual(expect.arrayContaining(["inbox", "passkeys", "staff", "audit", "cases/:reference"]));
    for (const path of paths) {
      const screen = `/${path.replace(/:\w+/g, "x")}`;
      const read = await fetch(`${url}/desk${screen}`, { redirect: "manual" });
      expect([read.status, read.headers.get("location")], screen).toEqual([
        302,
        `/desk/sign-in?next=${encodeURIComponent(screen)}`,
      ]);
      const write = await post(screen, { intent: "remove" });
      // A screen with an action sends the visitor to sign in; one without takes no POST at all (405).
      const refused = [write.status, write.headers.get("location")?.split("?")[0]];
      expect(
        [
          [302, "/desk/sign-in"],
          [405, undefined],
        ],
        screen,
      ).toContainEqual(refused);
    }
  });

  it("gives passkey options only by POST from the desk's origin, bound to its host name", async () => {
    const options = (body: Record<string, string>, headers: Record<string, string> = {}) =>
      post("/passkey-options", { intent: "options", ...body }, headers);
    const signIn = await options({ for: "sign-in" });
    expect(signIn.status).toBe(200);
    expect(signIn.headers.get("cache-control")).toBe("no-store");
    const json = (await signIn.json()) as { rpId: string; challenge: string; userVerification: string };
    expect(json.rpId).toBe("127.0.0.1");
    expect(json.userVerification).toBe("required");
    expect(json.challenge).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    // No session: no registration options.
    expect((await options({ for: "register" })).status).toBe(401);
    expect((await options({ for: "second-factor" })).status).toBe(401);
    expect((await options({ for: "<script>" })).status).toBe(400);
    expect((await fetch(`${url}/desk/passkey-options`, { redirect: "manual" })).status).toBe(405);
    const before = await count("desk.foreign_origin");
    expect((await options({ for: "sign-in" }, { origin: "https://evil.example" })).status).toBe(403);
    expect(await count("desk.foreign_origin")).toBe(before + 1);
    // A signed-in member gets registration options for their own account.
    const member = await createStaffMember(fixture.storage);
    const cookie = await signInOverHttp(url, member);
    const register = await options({ for: "register" }, { cookie });
    expect(register.status).toBe(200);
    const created = (await register.json()) as { rp: { id: string }; user: { name: string } };
    expect(created.rp.id).toBe("127.0.0.1");
    expect(created.user.name).toBe(member.email);
    // After the password, the second step offers that member's passkeys (none yet), and the
    // sign-in page still offers a passkey on its own.
    const pendingAnswer = await post("/sign-in", {
      intent: "password",
      email: member.email,
      password: member.password,
    });
    const pending = (pendingAnswer.headers.get("set-cookie") ?? "").split(";")[0] as string;
    const second = (await (await options({ for: "second-factor" }, { cookie: pending })).json()) as {
      userVerification: string;
      allowCredentials: unknown[];
    };
    expect(second).toMatchObject({ userVerification: "preferred", allowCredentials: [] });
    const alone = (await (await options({ for: "sign-in" }, { cookie: pending })).json()) as {
      userVerification: string;
    };
    expect(alone.userVerification).toBe("required");
    // A forged answer to the sign-in step is a 401, never a 5xx.
    const forged = await post("/sign-in", { intent: "passkey", response: '{"id":"AAAA","response":{}}' });
    expect(forged.status).toBe(401);
  });

  it("signs in with password and code, sets a strict HttpOnly cookie, and signs out for good", async () => {
    const member = await createStaffMember(fixture.storage);
    const cookie = await signInOverHttp(url, member);
    const inbox = await fetch(`${url}/desk/inbox`, { headers: { cookie }, redirect: "manual" });
    expect(inbox.status).toBe(200);
    expect(inbox.headers.get("cache-control")).toBe("no-store");
    expect(await inbox.text()).toContain(member.name);
    const home = await fetch(`${url}/desk`, { headers: { cookie }, redirect: "manual" });
    expect(home.headers.get("location")).toBe("/desk/inbox");

    const out = await post("/sign-out", { intent: "sign-out" }, { cookie });
    expect(out.status).toBe(302);
    expect(out.headers.get("set-cookie")).toMatch(/Max-Age=0/);
    // The old cookie from the signed-out session opens nothing.
    const after = await fetch(`${url}/desk/inbox`, { headers: { cookie }, redirect: "manual" });
    expect(after.status).toBe(302);
    expect(after.headers.get("location")).toMatch(/^\/desk\/sign-in\?next=/);
    expect(await count("auth.sign_out")).toBeGreaterThanOrEqual(1);
  });

  it("shows the audit log to administrators only (403 for staff)", async () => {
    const admin = await createStaffMember(fixture.storage, { role: "admin" });
    const staff = await createStaffMember(fixture.storage, { role: "staff" });
    const asAdmin = await fetch(`${url}/desk/audit?action=auth.`, {
      headers: { cookie: await signInOverHttp(url, admin) },
    });
    expect(asAdmin.status).toBe(200);
    expect(await asAdmin.text()).toContain("auth.sign_in");
    const asStaff = await fetch(`${url}/desk/audit`, { headers: { cookie: await signInOverHttp(url, staff) } });
    expect(asStaff.status).toBe(403);
  });

  it("sends a forged or tampered cookie to sign in", async () => {
    for (const cookie of [
      "desk_session=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA",
      "desk_session=' or 1=1 --",
      "desk_session=",
    ]) {
      const r = await fetch(`${url}/desk/sessions`, { headers: { cookie }, redirect: "manual" });
      expect(r.status).toBe(302);
      expect(r.headers.get("location")).toMatch(/^\/desk\/sign-in/);
    }
  });

  it("refuses a cross-origin POST and audits it", async () => {
    const before = await count("desk.foreign_origin");
    const member = await createStaffMember(fixture.storage);
    const r = await post(
      "/sign-in",
      { intent: "password", email: member.email, password: member.password },
      { origin: "https://evil.example" },
    );
    expect(r.status).toBe(403);
    expect(r.headers.get("set-cookie")).toBeNull();
    const none = await post(
      "/sign-in",
      { intent: "password", email: member.email, password: member.password },
      { origin: "" },
    );
    expect(none.status).toBe(403);
    expect(await count("desk.foreign_origin")).toBe(before + 2);
  });

  it("answers a wrong password, an unknown address and injection with the same 401 page, audited", async () => {
    const member = await createStaffMember(fixture.storage);
    const before = await count("auth.sign_in.failed");
    const answers: string[] = [];
    for (const body of [
      { intent: "password", email: member.email, password: "wrong password here" },
      { intent: "password", email: "nobody@example.com", password: "wrong password here" },
      { intent: "password", email: "' or 1=1; drop table staff; --", password: "<script>alert(1)</script>" },
    ]) {
      const r = await post("/sign-in", body);
      expect(r.status).toBe(401);
      expect(r.headers.get("set-cookie")).toBeNull();
      const html = await r.text();
      expect(html).not.toContain("<script>alert(1)</script>");
      answers.push(/That email and password[^<]*/.exec(html)?.[0] ?? "");
    }
    expect(new Set(answers).size).toBe(1);
    expect(answers[0]).toContain("do not match");
    expect(await count("auth.sign_in.failed")).toBe(before + 3);
    expect((await fixture.target.query("select id from staff")).length).toBeGreaterThan(0);
  });

  it("answers a reused or unknown invitation link with 410 and a bad code with 401", async () => {
    const ctx = { storage: fixture.storage, audit: await createAuditLog(fixture.storage), now: Date.now };
    const invited = await invite(ctx, { email: "once@example.com", role: "staff" }, { actor: "cli" });
    if (!invited.ok) throw new Error(invited.error);
    const first = await post(`/invitation/${invited.token}`, {
      intent: "accept",
      password: "a good long passphrase",
      confirm: "a good long passphrase",
    });
    expect(first.status).toBe(302);
    expect(first.headers.get("location")).toBe("/desk/enrol");
    const again = await post(`/invitation/${invited.token}`, {
      intent: "accept",
      password: "another long passphrase",
      confirm: "another long passphrase",
    });
    expect(again.status).toBe(410);
    expect((await fetch(`${url}/desk/invitation/not-a-token`)).status).toBe(410);
    expect((await fetch(`${url}/desk/invitation/${"x".repeat(43)}`)).status).toBe(410);

    const member = await createStaffMember(fixture.storage);
    const r = await post("/sign-in", { intent: "password", email: member.email, password: member.password });
    expect(r.headers.get("set-cookie")).toMatch(/^desk_session=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; SameSite=Strict$/);
    const cookie = (r.headers.get("set-cookie") ?? "").split(";")[0] as string;
    const bad = await post("/verify", { intent: "code", code: "<img src=x onerror=alert(1)>" }, { cookie });
    expect(bad.status).toBe(401);
    expect(await bad.text()).not.toContain("<img src=x");
  });
});
