// Issue 14's acceptance journey in Chromium: a UK GDPR request with suppression ticked → the
// acknowledgement (reference and due date) at the in-process SMTP server → the identity link →
// the case in the desk shows verified, its due date and the suppression due within 5 working
// days → staff complete it with the template response (emailed) → the suppression export holds
// the person → a new enquiry from the same email is flagged. Axe on the privacy screens.
import { randomUUID } from "node:crypto";
import type { Locator } from "@playwright/test";
import { openStorage } from "#server/db/database.server.ts";
import { brand } from "#shared/site/facts.ts";
import { createStaffMember, signIn } from "#tests/support/staff.ts";
import { answerHumanCheck, expect, expectNoAxeViolations, openForm, test } from "./helpers.ts";
import { linkIn, sentMail, waitForMail } from "./mail.ts";

const box = (form: Locator, name: string) => form.getByRole("textbox", { name, exact: true });

test("a UK GDPR request with suppression is acknowledged, verified, completed with a template, exported, and a later enquiry is flagged", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const email = `gdpr.${Date.now()}@example.co.uk`;

  const form = await openForm(page, "/privacy-uk");
  await form.getByLabel("Subject").selectOption("Object to direct marketing");
  await box(form, "Company that contacted you").fill("Some Caller Ltd");
  await box(form, "First Name").fill("Harriet");
  await box(form, "Last Name").fill("Lane");
  await form.getByLabel("Preferred Communication Method").selectOption("Email");
  await box(form, "Email").fill(email);
  await box(form, "Message").fill("Please stop all marketing to me.");
  await form.getByLabel(/suppress my details/).check();
  await answerHumanCheck(form);
  await form.getByRole("button", { name: "Submit GDPR Privacy Request" }).click();
  await expect(page).toHaveURL(/\/thank-you\?source=privacy$/);

  // The acknowledgement: reference, the date they will hear back by, and the identity link.
  const ack = await waitForMail({ to: email }, 60_000);
  const reference = /PR-\d{4}-\d{6}/.exec(`${ack.subject}\n${ack.text}`)?.[0] ?? "";
  expect(reference).toMatch(/^PR-\d{4}-\d{6}$/);
  expect(ack.text).toMatch(/\d{1,2} \w+ \d{4}/);
  const identityLink = linkIn(ack, `${baseURL}/privacy-requests/verify`);
  // The link opens in a tab of its own, as from a mail client (a plain server page, no islands). It
  // asks first (a mail scanner opening it confirms nothing); the button confirms, by keyboard here.
  const tab = await page.context().newPage();
  const opened = await tab.goto(identityLink);
  expect(opened?.status()).toBe(200);
  await expect(tab.getByRole("heading", { level: 1, name: "Confirm your email address" })).toBeVisible();
  await expect(tab.locator("body")).toContainText(reference);
  // The company's name leads the page and goes home: the person knows whose page this is.
  await expect(tab.getByRole("banner").getByRole("link", { name: brand.name })).toHaveAttribute("href", "/");
  await expectNoAxeViolations(tab);
  await tab.setViewportSize({ width: 390, height: 844 });
  await expectNoAxeViolations(tab);
  await tab.getByRole("button", { name: "Confirm my email address" }).focus();
  await tab.keyboard.press("Enter");
  await expect(tab.getByRole("heading", { level: 1 })).toHaveText("Thank you: your email address is confirmed");
  await expectNoAxeViolations(tab);
  await tab.close();

  // The privacy officer opens the case.
  const member = await createStaffMember({ name: "Priya Officer" });
  // The desk's front page (the inbox) counts the open cases and links to those due soon.
  await signIn(page, member, "/inbox");
  await expect(page.getByText(/Privacy cases: \d+ open/)).toBeVisible();
  await page.getByRole("link", { name: /due within 7 days/ }).click();
  await expect(page).toHaveURL(/\/desk\/cases\?view=due_soon$/);
  // The open view (the default) counts what it lists; the other views count apart.
  for (const view of ["", "?view=all"]) {
    await page.goto(`/desk/cases${view}`);
    await expect(page.getByText(/^\d+ open: \d+ due within 7 days, \d+ overdue/)).toBeVisible();
  }
  await page.goto("/desk/cases?view=all");
  await page.getByRole("link", { name: reference }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText(reference);
  const identity = page.getByRole("region", { name: "Identity" });
  await expect(identity).toContainText(/Verified .* by the emailed link/);
  const due = page.getByRole("region", { name: "Due dates" });
  await expect(due).toContainText("United Kingdom (UK GDPR, one month)");
  await expect(due).toContainText(/Answer due.*\d{4}/s);
  await expect(due).toContainText("On the suppression list");
  await expect(due).toContainText("(5 working days)");
  await expectNoAxeViolations(page);
  // And at phone width (the journey runs once, at desktop width).
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 1366, height: 900 });

  // Work it: in progress, the template response (edited) sent by email, completed.
  await page.getByLabel("Move to").selectOption({ label: "In progress" });
  await page.getByRole("button", { name: "Change status" }).click();
  await expect(page.getByRole("status")).toContainText("Status changed.");
  const respond = page.getByRole("region", { name: "Respond" });
  const text = respond.getByLabel(/^Response/);
  await expect(text).toContainText(reference);
  await text.fill(`${await text.inputValue()}\n\nPS: your request was handled by our privacy officer.`);
  await respond.getByRole("button", { name: "Send response by email" }).click();
  await expect(page.getByRole("status")).toContainText("Response queued for sending.");
  const response = await waitForMail({ to: email, text: "handled by our privacy officer" }, 60_000);
  expect(response.text).toContain(reference);
  await page.getByLabel("Move to").selectOption({ label: "Completed" });
  await page.getByRole("button", { name: "Change status" }).click();
  await expect(page.getByRole("region", { name: "History" })).toContainText("from In progress to Completed");
  await expect(page.getByRole("region", { name: "History" })).toContainText("sent a response");

  // The list systems' export holds the person, from this case.
  const csv = await page.request.get("/desk/suppression.csv");
  expect(csv.status()).toBe(200);
  const line = (await csv.text()).split("\r\n").find((l) => l.includes(email));
  expect(line).toContain(reference);

  // A later enquiry from the same address is stored but flagged for the sales team.
  const enquiry = await openForm(page, "/mortgage-leads");
  await box(enquiry, "First Name").fill("Harriet");
  await box(enquiry, "Last Name").fill("Lane");
  await box(enquiry, "Email").fill(email);
  await box(enquiry, "Phone").fill("+44 20 7946 0000");
  await box(enquiry, "Company").fill("Lane Mortgages");
  await box(enquiry, "Message").fill("Do you sell mortgage leads in the UK?");
  await answerHumanCheck(enquiry);
  await enquiry.getByRole("button", { name: "Send Message" }).click();
  await expect(page).toHaveURL(/\/thank-you$/);
  await page.goto(`/desk/inbox?q=${encodeURIComponent(email)}`);
  await page.getByRole("link", { name: "Harriet Lane" }).first().click();
  await expect(page.getByText("This person is on the suppression list: do not market to them")).toBeVisible();
  expect(sentMail().filter((m) => m.to.includes(email)).length).toBeGreaterThanOrEqual(2);
});

test("axe: desk privacy cases list @phone", async ({ page }) => {
  const member = await createStaffMember();
  await signIn(page, member, "/cases");
  await page.goto("/desk/cases?view=all");
  await expect(page.getByRole("heading", { level: 1, name: "Privacy cases" })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("a reference that does not exist is a 404, a bad view a 400", async ({ page }) => {
  const member = await createStaffMember();
  await signIn(page, member, "/cases");
  expect((await page.request.get("/desk/cases/PR-2000-999999")).status()).toBe(404);
  expect((await page.request.get("/desk/cases/%27%20OR%201%3D1")).status()).toBe(404);
  expect((await page.request.get("/desk/cases?view=everything")).status()).toBe(400);
  expect((await page.request.get("/desk/cases?jurisdiction=FR")).status()).toBe(400);
  expect((await page.request.get("/desk/cases?view=closed&before=nonsense")).status()).toBe(400);
});

test("closed cases come latest first, a page at a time, by keyboard @phone", async ({ page }, testInfo) => {
  // 120 cases closed years ago, this test's own (each project its year and jurisdiction, as both
  // run at once), below whatever else is closed; within the seven years' retention, or the daily
  // retention job (30 s after the server starts) may delete them in the middle of the test.
  const yearsAgo = testInfo.project.name === "phone" ? 3 : 4;
  const year = String(new Date().getUTCFullYear() - yearsAgo);
  const jurisdiction = testInfo.project.name === "phone" ? "AU" : "NZ";
  const ref = (n: number) => `PR-${year}-${String(n).padStart(6, "0")}`;
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error("no E2E_DATA_DIR");
  const storage = await openStorage({ DATA_DIR: dataDir });
  try {
    await storage.db.deleteFrom("privacy_cases").where("reference", "like", `PR-${year}-%`).execute();
    const at = (n: number) => new Date(Date.UTC(Number(year), 0, 1) + n * 3_600_000).toISOString();
    await storage.db
      .insertInto("privacy_cases")
      .values(
        Array.from({ length: 120 }, (_, i) => ({
          id: randomUUID(),
          reference: ref(i + 1),
          received_at: at(i),
          jurisdiction,
          request_type: "access",
          suppression_requested: 0,
          suppression_needs_contact: 0,
          status: "completed",
          due_date: `${year}-03-01`,
          closed_at: at(i + 1),
          updated_at: at(i + 1),
        })),
      )
      .execute();
  } finally {
    await storage.close();
  }
  const member = await createStaffMember();
  await signIn(page, member, "/cases");
  await page.goto(`/desk/cases?view=closed&jurisdiction=${jurisdiction}`);
  const table = page.getByRole("table", { name: /Privacy cases: Closed, latest first/ });
  await expect(table.getByRole("link", { name: ref(120) })).toBeVisible();
  await expect(table.getByRole("link", { name: ref(1) })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.getByRole("navigation", { name: "Pages of cases" }).getByRole("link", { name: "Older cases" }).focus();
  await page.keyboard.press("Enter");
  await expect(table.getByRole("link", { name: ref(1) })).toBeVisible();
  await expect(table.getByRole("link", { name: ref(120) })).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`view=closed&jurisdiction=${jurisdiction}&before=`));
  await page.screenshot({ path: `test-results/desk-cases-older-${page.viewportSize()?.width}.png` });
  await page.getByRole("link", { name: "Latest cases" }).focus();
  await page.keyboard.press("Enter");
  await expect(table.getByRole("link", { name: ref(120) })).toBeVisible();
});

test("a completed deletion request: staff erase the person's data in one irreversible action", async ({ page }) => {
  test.setTimeout(120_000);
  const email = `erase.${Date.now()}@example.com`;
  const form = await openForm(page, "/privacy-au");
  await form.getByLabel("Subject").selectOption("Delete my personal information");
  await box(form, "Company that contacted you").fill("Some Caller Pty Ltd");
  await box(form, "First Name").fill("Eric");
  await box(form, "Last Name").fill("Rased");
  await form.getByLabel("Preferred Communication Method").selectOption("Email");
  await box(form, "Email").fill(email);
  await box(form, "Message").fill("Please delete everything you hold about me.");
  await answerHumanCheck(form);
  await form.getByRole("button", { name: "Submit Privacy Request" }).click();
  await expect(page).toHaveURL(/\/thank-you\?source=privacy$/);
  const reference = (await page.locator("#privacy-receipt [data-reference]").textContent()) ?? "";
  expect(reference).toMatch(/^PR-\d{4}-\d{6}$/);

  const member = await createStaffMember();
  await signIn(page, member, `/cases/${reference}`);
  await expect(page.getByRole("region", { name: "Erase this person's data" })).toHaveCount(0);
  for (const step of ["In progress", "Completed"]) {
    await page.getByLabel("Move to").selectOption({ label: step });
    await page.getByRole("button", { name: "Change status" }).click();
    await expect(page.getByRole("region", { name: "History" })).toContainText(`to ${step}`);
  }
  const erase = page.getByRole("region", { name: "Erase this person's data" });
  await erase.getByLabel("Type erase to confirm").fill("erase");
  await erase.getByRole("button", { name: "Erase permanently" }).click();
  await expect(page.getByText("Personal data erased")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("[erased]");
  await expect(page.getByRole("region", { name: "What they asked" })).not.toContainText(email);
  await expect(page.getByRole("region", { name: "History" })).toContainText("erased the person's data");
  await expect(page.getByRole("region", { name: "Erase this person's data" })).toHaveCount(0);
  await expectNoAxeViolations(page);
});
