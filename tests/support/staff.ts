// Desk browser tests: create a staff member straight in the server's storage (invited,
// password set, TOTP enrolled, through the same staff module the desk uses) and sign a
// Playwright page in with one of their recovery codes (a TOTP code is accepted once per 30 s,
// so codes would make tests wait): with the screens' POSTs (signIn), or through the screens
// themselves where they are what is tested (signInThroughScreens).
//   const member = await createStaffMember({ role: "admin" });
//   await signIn(page, member);   // the page is now on /desk/inbox
import { execFileSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { generateTOTP } from "@epic-web/totp";
import type { Page } from "@playwright/test";
import { createAuditLog } from "#server/audit/audit.server.ts";
import { openStorage, type Storage } from "#server/db/database.server.ts";
import { acceptInvitation, invite } from "#server/staff/invitations.server.ts";
import { beginTotpEnrolment, confirmTotpEnrolment } from "#server/staff/second-factors.server.ts";
import { readSession } from "#server/staff/sessions.server.ts";
import type { StaffRole } from "#shared/staff/roles.ts";

export interface TestStaffMember {
  id: string;
  email: string;
  name: string;
  role: StaffRole;
  password: string;
  totpSecret: string;
  /** Unused recovery codes; signIn takes one each time. */
  recoveryCodes: string[];
}

export const TEST_PASSWORD = "a long test passphrase for the desk";

/** The current TOTP code for a secret (the same library and settings as the server). */
export async function totpCode(secret: string): Promise<string> {
  return (await generateTOTP({ secret, period: 30 })).otp;
}

export async function createStaffMember(
  options: { role?: StaffRole; name?: string; email?: string; dataDir?: string; databaseUrl?: string } = {},
): Promise<TestStaffMember> {
  const dataDir = options.dataDir ?? process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error("createStaffMember: no dataDir and no E2E_DATA_DIR");
  const storage = await openStorage({ DATA_DIR: dataDir, DATABASE_URL: options.databaseUrl });
  try {
    return await createStaffMemberIn(storage, options);
  } finally {
    await storage.close();
  }
}

/** The same, in storage the test already has open (integration tests). */
export async function createStaffMemberIn(
  storage: Storage,
  options: { role?: StaffRole; name?: string; email?: string } = {},
): Promise<TestStaffMember> {
  const ctx = { storage, audit: await createAuditLog(storage), now: Date.now };
  const role = options.role ?? "staff";
  const email = options.email ?? `staff-${randomUUID().slice(0, 8)}@example.com`;
  const name = options.name ?? "Test Member";
  const invited = await invite(ctx, { email, role, name }, { actor: "cli" });
  if (!invited.ok) throw new Error(invited.error);
  const meta = { ip: "127.0.0.1", userAgent: "test setup" };
  const accepted = await acceptInvitation(ctx, invited.token, TEST_PASSWORD, meta);
  if (!accepted.ok) throw new Error(accepted.error);
  const session = await readSession(ctx, accepted.session.token);
  if (!session) throw new Error("no enrolment session");
  const { secret } = await beginTotpEnrolment(ctx, session);
  const enrolled = await confirmTotpEnrolment(ctx, session, await totpCode(secret), meta);
  if (!enrolled.ok) throw new Error(enrolled.error);
  return {
    id: invited.staffId,
    email,
    name,
    role,
    password: TEST_PASSWORD,
    totpSecret: secret,
    recoveryCodes: [...enrolled.recoveryCodes],
  };
}

/** Invites a member with `npm run staff -- invite` against the browser tests' database; the link's path. */
export function inviteFromCli(email: string, role: StaffRole, name = "Invited Member"): string {
  const { DATABASE_URL: _unused, ...env } = process.env;
  const out = execFileSync(process.execPath, ["server/cli/staff.ts", "invite", email, "--role", role, "--name", name], {
    env: { ...env, DATA_DIR: process.env.E2E_DATA_DIR },
    encoding: "utf8",
  });
  const link = /https?:\/\/\S+\/desk\/invitation\/\S+/.exec(out)?.[0];
  if (!link) throw new Error(`no link in: ${out}`);
  return new URL(link).pathname;
}

/** Signs in over plain HTTP (password, then a recovery code); returns the Cookie header to send. */
export async function signInOverHttp(baseUrl: string, member: TestStaffMember): Promise<string> {
  const code = member.recoveryCodes.shift();
  if (!code) throw new Error("signInOverHttp: no recovery codes left");
  const post = (path: string, body: Record<string, string>, cookie?: string) =>
    fetch(`${baseUrl}/desk${path}`, {
      method: "POST",
      redirect: "manual",
      headers: {
        origin: new URL(baseUrl).origin,
        "content-type": "application/x-www-form-urlencoded",
        ...(cookie ? { cookie } : {}),
      },
      body: new URLSearchParams(body),
    });
  const first = await post("/sign-in", { intent: "password", email: member.email, password: member.password });
  const pending = (first.headers.get("set-cookie") ?? "").split(";")[0];
  if (first.status !== 302 || !pending) throw new Error(`sign-in answered ${first.status}`);
  const second = await post("/verify", { intent: "code", code }, pending);
  const cookie = (second.headers.get("set-cookie") ?? "").split(";")[0];
  if (second.status !== 302 || !cookie) throw new Error(`verify answered ${second.status}`);
  return cookie;
}

/**
 * Signs the page in with the sign-in screens' own two POSTs (signInOverHttp), puts the session's cookie
 * in the page's context, then opens `next` (default the inbox) once hydrated. The screens themselves
 * are tested by the specs that go through them (signInThroughScreens).
 */
export async function signIn(page: Page, member: TestStaffMember, next = "/inbox"): Promise<void> {
  // The address the page's context resolves relative URLs against (a spec may use localhost).
  const origin = new URL((await page.request.get("/healthz")).url()).origin;
  const cookie = await signInOverHttp(origin, member);
  const at = cookie.indexOf("=");
  // As the server sets it (sessions.server.ts): HttpOnly, SameSite=Strict, Path=/.
  await page
    .context()
    .addCookies([
      { name: cookie.slice(0, at), value: cookie.slice(at + 1), url: origin, httpOnly: true, sameSite: "Strict" },
    ]);
  await page.goto(`/desk${next}`);
  await page.waitForURL((url) => url.pathname === `/desk${next}`);
  await page.waitForSelector("html[data-hydrated]", { state: "attached" });
}

/** Signs the page in through the real sign-in screens; ends on `next` (default the inbox). */
export async function signInThroughScreens(page: Page, member: TestStaffMember, next = "/inbox"): Promise<void> {
  const code = member.recoveryCodes.shift();
  if (!code) throw new Error("signInThroughScreens: this member has no recovery codes left; create another member");
  await page.goto(`/desk/sign-in?next=${encodeURIComponent(next)}`);
  await page.getByLabel("Email").fill(member.email);
  await page.getByLabel("Password").fill(member.password);
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByLabel(/Code from your authenticator app/).fill(code);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL((url) => url.pathname === `/desk${next}`);
  // The screen's keys and handlers are live once React has hydrated (the server's HTML shows first).
  await page.waitForSelector("html[data-hydrated]", { state: "attached" });
}
