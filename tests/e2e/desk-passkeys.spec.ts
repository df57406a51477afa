// Passkeys in Chromium with its virtual authenticator (DevTools WebAuthn domain): a member adds
// a passkey, then signs in with it alone and as the second factor after the password; a new
// member enrols a passkey instead of an app. WebAuthn needs a secure context and a domain name
// (not an IP address) as the relying party, so these pages are opened at localhost.
import type { Page } from "@playwright/test";
import { createStaffMember, inviteFromCli, signIn } from "#tests/support/staff.ts";
import { expect, expectNoAxeViolations, test } from "./helpers.ts";

const base = new URL(process.env.E2E_BASE_URL ?? `http://127.0.0.1:${process.env.E2E_PORT ?? 4317}`);
base.hostname = "localhost";
test.use({ baseURL: base.origin });

/** A platform authenticator that verifies the user and answers at once. */
async function virtualAuthenticator(page: Page): Promise<() => Promise<number>> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return async () => (await cdp.send("WebAuthn.getCredentials", { authenticatorId })).credentials.length;
}

async function signOut(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Sign out" }).click();
  await page.waitForURL("**/desk/sign-in");
}

test("a member adds a passkey, then signs in with it alone and as the second factor", async ({
  page,
  consoleErrors,
}) => {
  const credentials = await virtualAuthenticator(page);
  const member = await createStaffMember();
  await signIn(page, member, "/passkeys");
  await expect(page.getByRole("heading", { name: "Passkeys", level: 1 })).toBeVisible();
  await expect(page.getByText("You have no passkeys yet.")).toBeVisible();
  await page.getByLabel("Name").fill("Test laptop");
  await page.getByRole("button", { name: "Add a passkey" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Passkey added." })).toBeVisible();
  await expect(page.getByText("Test laptop")).toBeVisible();
  await expect(page.getByText("not used yet")).toBeVisible();
  expect(await credentials()).toBe(1);
  await expectNoAxeViolations(page);

  // The passkey alone.
  await signOut(page);
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  await page.waitForURL("**/desk/inbox");
  await expect(page.getByRole("banner")).toContainText(member.name);

  // Password, then the passkey as the second factor.
  await signOut(page);
  await page.getByLabel("Email").fill(member.email);
  await page.getByLabel("Password").fill(member.password);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("heading", { name: "Enter your code" })).toBeVisible();
  await page.getByRole("button", { name: "Use a passkey instead" }).click();
  await page.waitForURL("**/desk/inbox");

  await page.goto("/desk/passkeys");
  await expect(page.getByText(/last used/)).toBeVisible();
  // Removing it (the member still has the authenticator app) leaves no passkey to sign in with.
  await page.getByRole("button", { name: "Remove Test laptop" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Passkey removed." })).toBeVisible();
  await signOut(page);
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  await expect(page.getByRole("alert")).toContainText("That passkey could not sign you in");
  await expect(page).toHaveURL(/\/desk\/sign-in/);
  // The refusal is a 401, which Chromium reports in the console: exactly that one.
  expect(consoleErrors.filter((e) => /status of 401/.test(e))).toHaveLength(1);
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !/status of 401/.test(e)));
});

test("a new member enrols a passkey instead of an authenticator app", async ({ page }) => {
  await virtualAuthenticator(page);
  const email = `passkey-${Date.now()}@example.com`;
  await page.goto(inviteFromCli(email, "staff"));
  await page.getByLabel("Password", { exact: true }).fill("correct horse battery staple");
  await page.getByLabel("Password again").fill("correct horse battery staple");
  await page.getByRole("button", { name: "Set password" }).click();
  await expect(page.getByRole("heading", { name: "Set up your second factor" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Use a passkey" }).click();
  await expect(page.getByRole("heading", { name: "Your recovery codes" })).toBeVisible();
  await expect(page.getByRole("list", { name: "Recovery codes" }).getByRole("listitem")).toHaveCount(10);
  await page.getByRole("link", { name: "Continue to the desk" }).click();
  await page.waitForURL("**/desk/inbox");

  await signOut(page);
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  await page.waitForURL("**/desk/inbox");
});

test("the passkeys screen has no axe violations (axe) @phone", async ({ page }) => {
  const member = await createStaffMember();
  await signIn(page, member, "/passkeys");
  await expect(page.getByRole("button", { name: "Add a passkey" })).toBeVisible();
  await expectNoAxeViolations(page);
});
