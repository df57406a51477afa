// The desk where it will run (issue 22, item 1): a real TLS proxy (nginx with a throwaway
// certificate) in front of the real server (TRUST_PROXY, PUBLIC_URL https), and Chromium over
// https walking the whole way a new member goes: the invitation link printed by `npm run staff --
// invite`, choosing a password, enrolling an authenticator app, the inbox, an action on a privacy
// case, signing out. The session cookie is __Host-, Secure, HttpOnly and SameSite=Strict.
import { execFileSync } from "node:child_process";
import { type Browser, chromium } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chromiumArgs, findTestChromium } from "#tests/support/browser.ts";
import { freePort } from "#tests/support/ports.ts";
import { totpCode } from "#tests/support/staff.ts";
import { privacyPayload, solve } from "#tests/support/submissions.ts";
import { startTlsProxy, type TlsProxy } from "#tests/support/tls-proxy.ts";
import { buildDir } from "./desk-server.ts";
import { postJson, sleep, startServer, type TestServer, targetFixture } from "./harness.ts";

describe("the desk over https behind a TLS proxy, in Chromium", () => {
  const fixture = targetFixture("sqlite");
  let server: TestServer;
  let proxy: TlsProxy;
  let browser: Browser;
  let reference = "";

  beforeAll(async () => {
    const port = await freePort();
    server = await startServer(
      fixture.target,
      { PUBLIC_URL: `https://localhost:${port}`, TRUST_PROXY: "true", BUILD_DIR: buildDir, RATE_LIMIT_PER_HOUR: "100" },
      { desk: true },
    );
    proxy = await startTlsProxy(port, server.port);
    browser = await chromium.launch({
      executablePath: findTestChromium(),
      args: [...chromiumArgs, "--ignore-certificate-errors"],
    });
    // A privacy request for the case action, through the real API (on the server's own address).
    const proof = await solve(server.url);
    await sleep(3100);
    const answer = await postJson(server.url, "/api/form-submissions", privacyPayload(proof, "au"));
    expect(answer.status).toBe(201);
    reference = String(answer.json.reference);
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    await proxy?.close();
    await server?.close();
  });

  it("walks invitation → password → TOTP → inbox → case action → sign-out over https", async () => {
    // The operator's invitation: the link names the public https address (PUBLIC_URL), not the server's port.
    const email = `https-admin-${Date.now()}@example.com`;
    const { DATABASE_URL: _unused, ...env } = process.env;
    const printed = execFileSync(
      process.execPath,
      ["server/cli/staff.ts", "invite", email, "--role", "admin", "--name", "Ada Admin"],
      {
        env: { ...env, ...fixture.target.env, PUBLIC_URL: proxy.origin, LOG_LEVEL: "silent" },
        encoding: "utf8",
      },
    );
    const link = /https:\/\/\S+\/desk\/invitation\/\S+/.exec(printed)?.[0];
    expect(link?.startsWith(`${proxy.origin}/desk/invitation/`)).toBe(true);

    const context = await browser.newContext({ ignoreHTTPSErrors: true, locale: "en-AU" });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    try {
      await page.goto(link as string);
      await page.getByLabel("Password", { exact: true }).fill("correct horse battery staple");
      await page.getByLabel("Password again").fill("correct horse battery staple");
      await page.getByRole("button", { name: "Set password" }).click();
      await page.getByRole("heading", { name: "Set up your second factor" }).waitFor();
      const secret = ((await page.getByTestId("totp-secret").textContent()) ?? "").trim();
      await page.getByLabel("Six-digit code").fill(await totpCode(secret));
      await page.getByRole("button", { name: "Confirm" }).click();
      await page.getByRole("heading", { name: "Your recovery codes" }).waitFor();

      // The session cookie, as the browser holds it over https.
      const cookies = await context.cookies(proxy.origin);
      expect(cookies.map((c) => c.name)).toEqual(["__Host-desk_session"]);
      expect(cookies[0]).toMatchObject({ secure: true, httpOnly: true, sameSite: "Strict", path: "/" });

      await page.getByRole("link", { name: "Continue to the desk" }).click();
      await page.waitForURL(`${proxy.origin}/desk/inbox`);
      await page.getByRole("heading", { name: "Inbox" }).waitFor();
      expect(new URL(page.url()).protocol).toBe("https:");

      // A case action: pause the privacy case with a reason.
      await page.goto(`${proxy.origin}/desk/cases/${reference}`);
      await page.getByRole("heading", { name: new RegExp(reference) }).waitFor();
      await page.getByLabel(/Why it pauses/).fill("Waiting for the requester to confirm their address.");
      await page.getByRole("button", { name: "Pause" }).click();
      await page.getByText("Case paused.").waitFor();
      // The case is paused: its form now offers to resume it.
      await page.getByRole("button", { name: "Resume" }).waitFor();

      await page.getByRole("button", { name: "Sign out" }).click();
      await page.waitForURL(`${proxy.origin}/desk/sign-in`);
      expect(await context.cookies(proxy.origin)).toEqual([]);
      await page.goto(`${proxy.origin}/desk/inbox`);
      expect(new URL(page.url()).pathname).toBe("/desk/sign-in");
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  }, 90_000);
});
