// The desk where it will run (issue 22, item 1): behind a proxy that terminates TLS, over HTTP on
// the real server with the built desk. The request's scheme and host come from the proxy only when
// TRUST_PROXY says the hop is ours, and must be PUBLIC_URL's; cookies are Secure and __Host-
// whenever PUBLIC_URL is https, whatever the hop. (The whole journey through a real TLS proxy in
// Chromium: desk-https.test.ts.)
import { afterAll, describe, expect, it } from "vitest";
import { createStaffMemberIn, type TestStaffMember } from "#tests/support/staff.ts";
import { cookieOf, postForm, startDesk } from "./desk-server.ts";
import { storageFixture } from "./harness.ts";

const PUBLIC = "https://desk.example";
const hostCookie = /^__Host-desk_session=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; SameSite=Strict; Secure$/;

describe("the desk behind a TLS-terminating proxy", () => {
  const fixture = storageFixture("sqlite");
  const servers: { close(): Promise<void> }[] = [];
  afterAll(async () => {
    for (const s of servers) await s.close();
  });
  const desk = async (env: Record<string, string>) => {
    const started = await startDesk(fixture.target, fixture.storage, { env });
    servers.push(started);
    return started.url;
  };

  /** Password, then a recovery code, as the browser sends them through the proxy. */
  async function signInThrough(url: string, member: TestStaffMember, headers: Record<string, string>) {
    const first = await postForm(
      url,
      "/sign-in",
      { intent: "password", email: member.email, password: member.password },
      headers,
    );
    expect(first.status).toBe(302);
    expect(first.headers.get("location")).toMatch(/^\/desk\/verify/);
    expect(first.headers.get("set-cookie")).toMatch(hostCookie);
    const code = member.recoveryCodes.shift() as string;
    const second = await postForm(url, "/verify", { intent: "code", code }, { ...headers, cookie: cookieOf(first) });
    expect(second.status).toBe(302);
    expect(second.headers.get("set-cookie")).toMatch(hostCookie);
    return cookieOf(second);
  }

  it("signs in with TRUST_PROXY: the proxy's https and host are the desk's origin (the review's 400)", async () => {
    const url = await desk({ TRUST_PROXY: "true", PUBLIC_URL: PUBLIC });
    const member = await createStaffMemberIn(fixture.storage);
    const proxy = { origin: PUBLIC, "x-forwarded-proto": "https", "x-forwarded-host": "desk.example" };
    const cookie = await signInThrough(url, member, proxy);
    const inbox = await fetch(`${url}/desk/inbox`, { headers: { ...proxy, cookie }, redirect: "manual" });
    expect(inbox.status).toBe(200);
    expect(inbox.headers.get("strict-transport-security")).toMatch(/max-age=63072000/);
    // Without the __Host- cookie (a plain one, as over http) there is no session.
    const plain = cookie.replace("__Host-desk_session", "desk_session");
    expect(
      (await fetch(`${url}/desk/inbox`, { headers: { ...proxy, cookie: plain }, redirect: "manual" })).status,
    ).toBe(302);
    // Passkey options are bound to the public host name, not the loopback address.
    const options = await postForm(url, "/passkey-options", { intent: "options", for: "sign-in" }, proxy);
    expect(((await options.json()) as { rpId: string }).rpId).toBe("desk.example");
    // The proxy's http for the same host is sent to https; a POST over it is refused.
    const http = { ...proxy, "x-forwarded-proto": "http" };
    const redirected = await fetch(`${url}/desk/sign-in?next=%2Finbox`, { headers: http, redirect: "manual" });
    expect([redirected.status, redirected.headers.get("location")]).toEqual([
      308,
      `${PUBLIC}/desk/sign-in?next=%2Finbox`,
    ]);
    expect(
      (await postForm(url, "/sign-in", { intent: "password", email: "x@example.com", password: "x" }, http)).status,
    ).toBe(421);
  });

  it("refuses a host the proxy reports that is not PUBLIC_URL's (a forged Host or X-Forwarded-Host)", async () => {
    const url = await desk({ TRUST_PROXY: "true", PUBLIC_URL: PUBLIC });
    const forged: Record<string, string>[] = [
      { "x-forwarded-proto": "https", "x-forwarded-host": "evil.example" },
      { "x-forwarded-proto": "https", host: "evil.example" },
    ];
    for (const headers of forged) {
      const r = await fetch(`${url}/desk/sign-in`, { headers, redirect: "manual" });
      expect(r.status).toBe(421);
      const post = await postForm(
        url,
        "/sign-in",
        { intent: "password", email: "a@example.com", password: "b" },
        {
          ...headers,
          origin: "https://evil.example",
        },
      );
      expect(post.status).toBe(421);
      expect(post.headers.get("set-cookie")).toBeNull();
    }
  });

  it("with PUBLIC_URL https and no trusted proxy, a request over plain http still gets a Secure __Host- cookie", async () => {
    const url = await desk({ PUBLIC_URL: PUBLIC });
    const member = await createStaffMemberIn(fixture.storage);
    // A proxy that passes the browser's Origin but says nothing we believe (no TRUST_PROXY).
    const cookie = await signInThrough(url, member, { origin: PUBLIC });
    const inbox = await fetch(`${url}/desk/inbox`, { headers: { cookie }, redirect: "manual" });
    expect(inbox.status).toBe(200);
    // Forwarded headers are not believed without TRUST_PROXY: they change nothing.
    const forged = await postForm(
      url,
      "/sign-in",
      { intent: "password", email: member.email, password: member.password },
      {
        origin: "https://evil.example",
        "x-forwarded-proto": "https",
        "x-forwarded-host": "evil.example",
      },
    );
    expect(forged.status).toBe(403);
  });

  it("with TRUST_PROXY and no PUBLIC_URL, the proxy's origin is the desk's (a plain cookie over http stays plain)", async () => {
    const url = await desk({ TRUST_PROXY: "true" });
    const member = await createStaffMemberIn(fixture.storage);
    const proxy = {
      origin: "https://other.example",
      "x-forwarded-proto": "https",
      "x-forwarded-host": "other.example",
    };
    await signInThrough(url, member, proxy);
    // Straight to the server over http, no proxy: a plain cookie, no Secure.
    const direct = await postForm(url, "/sign-in", {
      intent: "password",
      email: member.email,
      password: member.password,
    });
    expect(direct.status).toBe(302);
    expect(direct.headers.get("set-cookie")).toMatch(
      /^desk_session=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; SameSite=Strict$/,
    );
  });
});
