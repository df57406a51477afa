// Staff accounts in Chromium: an invitation link printed by `npm run staff -- invite` leads
// through password and TOTP enrolment to the desk; sign-out; sign-in again with a TOTP code;
// the sign-in screens have no axe violations at desktop and phone widths.
import { createStaffMember, inviteFromCli, signIn, signInThroughScreens, totpCode } from "#tests/support/staff.ts";
import { expect, expectNoAxeViolations, test } from "./helpers.ts";

/** Waits until the next TOTP period, so a fresh code is not the one used at enrolment. */
async function nextPeriod(): Promise<void> {
  const ms = 30_000 - (Date.now() % 30_000) + 200;
  await new Promise((r) => setTimeout(r, ms));
}

test("an invitation leads through password and TOTP enrolment to the desk; sign out; sign in with a TOTP code", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const email = `admin-${Date.now()}@example.com`;
  const path = inviteFromCli(email, "admin", "Ada Admin");
  await page.goto(path);
  await expect(page.getByRole("heading", { name: "Welcome to the staff desk" })).toBeVisible();
  await page.getByLabel("Password", { exact: true }).fill("correct horse battery staple");
  await page.getByLabel("Password again").fill("correct horse battery staple");
  await page.getByRole("button", { name: "Set password" }).click();

  await expect(page.getByRole("heading", { name: "Set up your second factor" })).toBeVisible();
  await expect(page.getByRole("img", { name: /QR code/ })).toBeVisible();
  const secret = (await page.getByTestId("totp-secret").textContent())?.trim() ?? "";
  expect(secret).toMatch(/^[A-Z2-7]+=*$/);
  await page.getByLabel("Six-digit code").fill(await totpCode(secret));
  await page.getByRole("button", { name: "Confirm" }).click();
  await expect(page.getByRole("heading", { name: "Your recovery codes" })).toBeVisible();
  await expect(page.getByRole("list", { name: "Recovery codes" }).getByRole("listitem")).toHaveCount(10);
  await page.getByRole("link", { name: "Continue to the desk" }).click();
  await page.waitForURL("**/desk/inbox");
  // The name given with --name is how the desk shows the member (not the email's local part).
  await expect(page.getByRole("banner")).toContainText("Ada Admin");

  // The invitation link works once.
  const reused = await page.request.get(path);
  expect(reused.status()).toBe(410);

  await page.getByRole("button", { name: "Sign out" }).click();
  await page.waitForURL("**/desk/sign-in");
  const afterSignOut = await page.request.get("/desk/inbox", { maxRedirects: 0 });
  expect(afterSignOut.status()).toBe(302);

  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("correct horse battery staple");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("heading", { name: "Enter your code" })).toBeVisible();
  await nextPeriod();
  await page.getByLabel(/Code from your authenticator app/).fill(await totpCode(secret));
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL("**/desk/inbox");
});

test("the sign-in screens and the sessions page have no axe violations (axe) @phone", async ({ page }) => {
  await page.goto("/desk/sign-in");
  await expectNoAxeViolations(page);
  const member = await createStaffMember();
  // Through the screens: password, then a recovery code, then the page asked for.
  await signInThroughScreens(page, member, "/sessions");
  await expect(page.getByRole("heading", { name: "Your sessions" })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("the audit log has no axe violations for an administrator (axe) @phone", async ({ page }) => {
  const admin = await createStaffMember({ role: "admin" });
  await signIn(page, admin, "/audit");
  await expect(page.getByRole("heading", { name: "Audit log" })).toBeVisible();
  await expect(page.getByRole("cell", { name: "auth.sign_in", exact: true }).first()).toBeVisible();
  await expectNoAxeViolations(page);
});
