// Staff management in the desk (issue 12): an administrator invites a member (the link is shown
// and emailed), changes their role, disables and re-enables them, and deletes them; a member who
// is not an administrator gets a 403. Axe at desktop and phone widths.
import { createStaffMember, signIn } from "#tests/support/staff.ts";
import { expect, expectNoAxeViolations, test } from "./helpers.ts";
import { linkIn, waitForMail } from "./mail.ts";

test("an administrator invites, manages and deletes a member @phone", async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const admin = await createStaffMember({ role: "admin", name: "Ada Admin" });
  await signIn(page, admin, "/staff");
  await expect(page.getByRole("heading", { level: 1, name: "Staff" })).toBeVisible();
  await expectNoAxeViolations(page);

  const email = `new.member.${Date.now()}@example.com`;
  const invite = page.getByRole("region", { name: "Invite a member" });
  await invite.getByLabel("Email").fill(email);
  await invite.getByLabel("Name").fill("Nina New");
  await invite.getByRole("button", { name: "Send invitation" }).click();
  await expect(page.getByRole("status")).toContainText(`Invitation emailed to ${email}`);
  const shown = (await page.getByRole("status").locator("p.font-mono").textContent()) ?? "";
  const mail = await waitForMail({ to: email, subject: "Your invitation to the Leadwise staff desk" });
  expect(linkIn(mail, `${baseURL}/desk/invitation/`)).toBe(shown);

  const row = page.getByRole("row").filter({ hasText: email });
  await expect(row).toContainText("Invited");
  // By keyboard: open the member's disclosure (unless it is still open), then act.
  const manage = async () => {
    const current = page.getByRole("row").filter({ hasText: email });
    if (!(await current.locator("details").evaluate((d) => (d as HTMLDetailsElement).open))) {
      await current.getByText("Manage").focus();
      await page.keyboard.press("Enter");
    }
    return current;
  };
  let r = await manage();
  await r.getByLabel("Role").selectOption("admin");
  await r.getByRole("button", { name: "Change role" }).click();
  await expect(page.getByRole("status")).toHaveText("Role changed.");
  await expect(page.getByRole("row").filter({ hasText: email })).toContainText("Admin");

  r = await manage();
  await r.getByRole("button", { name: "Disable" }).click();
  await expect(page.getByRole("status")).toHaveText("Account disabled; its sessions have ended.");
  await expect(page.getByRole("row").filter({ hasText: email })).toContainText("Disabled");
  r = await manage();
  await r.getByRole("button", { name: "Re-enable" }).click();
  await expect(page.getByRole("status")).toHaveText("Account re-enabled.");

  r = await manage();
  await r.getByLabel(`Type delete to delete ${email}`).fill("delete");
  await r.getByRole("button", { name: "Delete account" }).click();
  await expect(page.getByRole("status")).toHaveText("Account deleted.");
  await expect(page.getByRole("row").filter({ hasText: email })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // Every change is in the audit log.
  await page.goto("/desk/audit");
  for (const action of ["staff.invite", "staff.role", "staff.disable", "staff.enable", "staff.delete"]) {
    await expect(page.getByText(action).first()).toBeVisible();
  }
});

test("staff who are not administrators cannot open staff management", async ({ page }) => {
  const member = await createStaffMember({ role: "staff" });
  await signIn(page, member, "/inbox");
  await expect(page.getByRole("navigation", { name: "Desk" }).getByRole("link", { name: "Staff" })).toHaveCount(0);
  expect((await page.request.get("/desk/staff")).status()).toBe(403);
  const post = await page.request.post("/desk/staff", {
    form: { intent: "invite", email: "sneaky@example.com", role: "admin" },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(post.status()).toBe(403);
});

test("a forgotten password: the same answer for any address, an emailed link, a new password, and still the second factor", async ({
  page,
  baseURL,
}) => {
  const member = await createStaffMember();
  await page.goto("/desk/sign-in");
  await page.getByRole("link", { name: "Forgotten your password?" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Forgotten password" })).toBeVisible();
  await page.getByLabel("Email").fill(`nobody.${Date.now()}@example.com`);
  await page.getByRole("button", { name: "Email me a link" }).click();
  await expect(page.getByRole("status")).toContainText("If that address has an account");
  const answer = await page.getByRole("status").textContent();

  await page.goto("/desk/forgot");
  await expect(page.getByRole("heading", { level: 1, name: "Forgotten password" })).toBeVisible();
  await page.getByLabel("Email").fill(member.email);
  await page.getByRole("button", { name: "Email me a link" }).click();
  await expect(page.getByRole("status")).toHaveText(answer ?? "");

  const mail = await waitForMail({ to: member.email, subject: "Choose a new password for the Leadwise staff desk" });
  const link = linkIn(mail, `${baseURL}/desk/recover/`);
  await page.goto(link);
  await expectNoAxeViolations(page);
  const fresh = "a completely fresh desk passphrase";
  await page.getByLabel("Password", { exact: true }).fill(fresh);
  await page.getByLabel("Password again").fill(fresh);
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page).toHaveURL(/\/desk\/sign-in\?recovered=1$/);
  await expect(page.getByRole("status")).toContainText("Your password has been changed");

  // The link is used up; signing in needs the new password and then a code.
  expect((await page.request.get(link)).status()).toBe(410);
  member.password = fresh;
  await signIn(page, member, "/inbox");
  await expect(page.getByRole("heading", { level: 1, name: "Inbox" })).toBeVisible();
});
