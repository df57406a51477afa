// A working day at the desk (issue 25): idle sign-out that background refreshes do not extend,
// every screen at 390 px with hostile long values, the member menu, honest states, what sales
// needs on the enquiry page, one action per intent, keeping one's place, shortcuts, exact search,
// focus on arrival. Each point's tests at 1366 and 390 px (tagged @phone), axe clean, by keyboard.

import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import type { Page } from "@playwright/test";
import { createStaffMember, signIn } from "#tests/support/staff.ts";
import { siteEnquiry, sitePrivacyRequest, submitAll, uniqueWord } from "#tests/support/submissions.ts";
import { expect, expectNoAxeViolations, test } from "./helpers.ts";

/** One value from the browser tests' database (read-only). */
function dbValue(query: string, ...params: string[]): string {
  const db = new DatabaseSync(join(process.env.E2E_DATA_DIR ?? "", "leadwise.db"), { readOnly: true });
  try {
    const row = db.prepare(query).get(...params) as Record<string, unknown> | undefined;
    return String(Object.values(row ?? {})[0] ?? "");
  } finally {
    db.close();
  }
}

/** Hostile long values (issue 25): a 254-character email, a 2,000-character message, long URLs. */
function hostileEmail(tag: string): string {
  const local = `${tag}${"a".repeat(64 - tag.length)}`;
  return `${local}@${"b".repeat(63)}.${"c".repeat(63)}.${"d".repeat(57)}.com`;
}
const longWord = (n: number) => "W".repeat(n);
const longMessage = `${longWord(600)} ${"words that wrap ".repeat(60)}${longWord(440)}`.slice(0, 2000);
const longUrl = `https://partner.example.com/${"segment-".repeat(40)}?utm_content=${longWord(120)}`;

/** Takes the focus out of any field (as clicking the page's background does). */
async function leaveFields(page: Page) {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}

/** The page's top 4,000 px: a full audit page of hostile values at 390 px is some 50,000 px tall,
 * and capturing it all at the phone's pixel ratio outlasted the test's three minutes in CI. */
async function screenshot(page: Page, name: string) {
  const width = page.viewportSize()?.width ?? 0;
  const height = await page.evaluate(() => Math.min(document.documentElement.scrollHeight, 4000));
  await page.screenshot({
    path: `test-results/desk-day/${name}-${width}.png`,
    fullPage: true,
    clip: { x: 0, y: 0, width, height },
  });
}

test("the inbox's refresh is a background request: it never re-reads the shell, is marked so the idle clock does not move, and still brings new enquiries in", async ({
  page,
  baseURL,
}) => {
  const surname = uniqueWord("Refresh");
  await page.clock.install();
  const member = await createStaffMember();
  await signIn(page, member, "/inbox");
  const data: string[] = [];
  page.on("request", (r) => {
    if (r.url().includes(".data")) data.push(r.url());
  });
  await page.getByLabel("Search").fill(surname);
  await page.getByLabel("Search").press("Enter");
  await expect(page).toHaveURL(new RegExp(`q=${surname}`));
  data.length = 0;
  // Three refreshes with nobody touching the page. The page's clock moves a second at a time
  // until they have been asked for: a tick while a refresh is still loading is skipped by design,
  // so one 25-second jump counted two when an answer was slow under load.
  await expect
    .poll(
      async () => {
        await page.clock.runFor(1_000);
        return data.length;
      },
      { timeout: 60_000 },
    )
    .toBeGreaterThanOrEqual(3);
  for (const url of data) {
    const params = new URL(url).searchParams;
    expect(params.get("background"), url).toBe("1");
    // The filter being worked through is what is refreshed, and only the inbox's loader runs.
    expect(params.get("q"), url).toBe(surname);
    expect(params.get("_routes"), url).toBe("routes/inbox/route");
  }
  // A new enquiry matching the search shows at the next refresh, announced.
  await submitAll(baseURL!, [siteEnquiry({ lastName: surname })]);
  await page.clock.runFor(9_000);
  await expect(page.getByRole("link", { name: `Mary-Jane ${surname}` })).toBeVisible();
  await expect(page.getByText("New submissions have arrived at the top of the list.")).toBeVisible();
});

test("every desk screen fits the window with hostile long values, wrapping them, axe clean @phone", async ({
  page,
  baseURL,
}) => {
  // Fifteen screens, each loaded, checked by axe and photographed, in one test (they share the data
  // set up here): a harness limit, not a speed target.
  test.setTimeout(420_000);
  const tag = uniqueWord("h").toLowerCase().slice(0, 20);
  const email = hostileEmail(tag);
  expect(email).toHaveLength(254);
  const [enquiry, privacy] = await submitAll(baseURL!, [
    siteEnquiry({
      email,
      company: longWord(200),
      // The forms' own limit is 1,000 characters; a note carries 2,000 (below).
      message: longMessage.slice(0, 1000),
      // The page's touch (decision 085): with no visit recorded, the first and the last.
      touch: {
        utm_source: longWord(200),
        utm_campaign: longWord(300),
        referrer: longUrl.slice(0, 500),
        landing_page: `/${longWord(400)}`,
      },
    }),
    sitePrivacyRequest({
      email: hostileEmail(`${tag}p`),
      companyContacted: longWord(200),
      address: longWord(480),
      message: longMessage.slice(1000),
    }),
  ]);
  expect(longMessage).toHaveLength(2000);
  const reference = dbValue("select reference from privacy_cases where id = ?", privacy ?? "");
  const admin = await createStaffMember({ role: "admin", name: longWord(100), email: hostileEmail(`${tag}s`) });
  await signIn(page, admin, `/enquiries/${enquiry}`);
  await page.getByLabel("Add a note").fill(longMessage);
  await page.getByRole("button", { name: "Save note" }).click();
  await expect(page.getByText(/added a note/)).toBeVisible();
  const screens = [
    "/inbox",
    `/inbox?q=${encodeURIComponent(email)}`,
    `/enquiries/${enquiry}`,
    "/cases",
    `/cases/${reference}`,
    "/suppression",
    `/suppression?q=${encodeURIComponent(hostileEmail(`${tag}p`))}`,
    "/reports",
    "/analytics",
    "/outbox",
    "/sessions",
    "/passkeys",
    "/staff",
    "/audit",
    "/crm",
  ];
  for (const path of screens) {
    await page.goto(`/desk${path}`);
    await expect(page.getByRole("heading", { level: 1 }), path).toBeVisible();
    await expectNoAxeViolations(page);
    await screenshot(page, path.replace(/\?.*/, "").replace(/\//g, "_").slice(0, 40) || "home");
  }
  // The long values are there, wrapped, not cut off.
  await page.goto(`/desk/enquiries/${enquiry}`);
  await expect(page.getByText(email).first()).toBeVisible();
  await expect(page.getByText(longWord(200)).first()).toBeVisible();
});

test("account settings are in the member's own menu, the desk's sections behind Menu on a phone; both by keyboard @phone", async ({
  page,
}) => {
  const member = await createStaffMember({ name: "Casey Closer" });
  await signIn(page, member, "/inbox");
  const desk = page.getByRole("navigation", { name: "Desk" });
  // Sessions and passkeys are not among the desk's sections.
  await expect(desk.getByRole("link", { name: "Sessions" })).toHaveCount(0);
  await expect(desk.getByRole("link", { name: "Passkeys" })).toHaveCount(0);
  const phone = (page.viewportSize()?.width ?? 0) < 640;
  if (phone) {
    // One row of header on a phone: the sections behind a Menu button.
    await expect(desk.getByRole("link", { name: "Reports" })).toBeHidden();
    await desk.getByText("Menu").focus();
    await page.keyboard.press("Enter");
    await expect(desk.getByRole("link", { name: "Reports" })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press("Escape");
    await expect(desk.getByRole("link", { name: "Reports" })).toBeHidden();
  } else {
    await expect(desk.getByRole("link", { name: "Reports" })).toBeVisible();
  }
  const header = await page.locator("header").boundingBox();
  expect(header?.height ?? 0, "the header's height").toBeLessThan(phone ? 130 : 80);
  await page.getByText("Account of Casey Closer").focus();
  await page.keyboard.press("Enter");
  const accountMenu = page.getByRole("region", { name: "Your account" });
  await expect(accountMenu).toContainText("Signed in as Casey Closer");
  await expectNoAxeViolations(page);
  await accountMenu.getByRole("link", { name: "Sessions" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: /sessions/i })).toBeVisible();
  await expect(accountMenu).toBeHidden();
  await screenshot(page, "sessions-menu");
});

test("honest states: forwarding that is not configured says so, an empty view says whether it is filtered, a case says why its requester is suppressed @phone", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const surname = uniqueWord("Honest");
  const [enquiry, optOut, access] = await submitAll(baseURL!, [
    siteEnquiry({ lastName: surname }),
    sitePrivacyRequest({ lastName: surname, suppressFromMarketing: false }),
    sitePrivacyRequest({ lastName: surname, subject: "Access my personal information", suppressFromMarketing: true }),
  ]);
  const member = await createStaffMember();
  await signIn(page, member, `/enquiries/${enquiry}`);
  // This server has no CRM webhook (the browser tests' environment): not "Pending, attempts 0" for ever.
  const crm = page.getByRole("region", { name: "Sent to the CRM" });
  await expect(crm).toContainText("CRM forwarding is not configured");
  await expect(crm).not.toContainText("Attempts");
  await expectNoAxeViolations(page);

  await page.goto("/desk/outbox");
  await expect(page.getByText("CRM forwarding is not configured")).toBeVisible();
  await expect(page.getByText("The list webhook is not configured")).toBeVisible();
  // Mail is configured here (a real SMTP server): no notice for it.
  await expect(page.getByText("Email is not configured")).toHaveCount(0);
  await expectNoAxeViolations(page);

  // A filtered view with nothing in it says so, and offers the way back to everything.
  await page.goto(`/desk/inbox?q=${uniqueWord("Nobody")}`);
  await expect(page.getByText("Nothing matches these filters.")).toBeVisible();
  await page.getByRole("link", { name: "Show everything" }).click();
  await expect(page).toHaveURL(/\/desk\/inbox$/);
  await expect(page.getByText("Nothing matches these filters.")).toHaveCount(0);

  // Each case says why its requester is on the suppression list.
  for (const [id, why] of [
    [optOut, "Why: the request itself asks it (its subject is “Opt out of marketing (suppression)”)"],
    [access, "Why: they ticked “Please suppress my details from all marketing lists and stop contacting me.”"],
  ] as const) {
    await page.goto(`/desk/cases/${dbValue("select reference from privacy_cases where id = ?", id ?? "")}`);
    await expect(page.getByText("On the suppression list", { exact: false }).first()).toBeVisible();
    await expect(page.getByText(why, { exact: false })).toBeVisible();
    await expectNoAxeViolations(page);
  }
});

test("sales sees what sales needs: the consent record behind a disclosure, times in Sydney time with the zone named, no empty attribution rows @phone", async ({
  page,
  baseURL,
}) => {
  const [enquiry] = await submitAll(baseURL!, [siteEnquiry({ touch: { utm_source: "google", utm_medium: "cpc" } })]);
  const member = await createStaffMember();
  await signIn(page, member, `/enquiries/${enquiry}`);
  const submitted = page.getByRole("region", { name: "As submitted" });
  await expect(submitted.getByText("Mary-Jane", { exact: true })).toBeVisible();
  // Technical fields are one click away, not in the way.
  for (const label of ["Privacy statement SHA-256", "Browser (user agent)", "Form version", "Page the form was on"])
    await expect(submitted.getByText(label, { exact: true })).toBeHidden();
  await expectNoAxeViolations(page);
  await submitted.getByText("Consent record").focus();
  await page.keyboard.press("Enter");
  await expect(submitted.getByText("Privacy statement SHA-256", { exact: true })).toBeVisible();
  // The statement's time reads as every other time: Sydney time, the zone named, not raw UTC.
  const shownAt = submitted.getByText("Statement shown at", { exact: true }).locator("xpath=following-sibling::dd[1]");
  await expect(shownAt).toHaveText(/^\d{1,2} \w{3} \d{4}, \d{1,2}:\d{2} [ap]m AE[DS]T$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(/[ap]m AE[DS]T/);
  await expectNoAxeViolations(page);
  // Attribution lists what was recorded; no rows of dashes.
  const where = page.getByRole("region", { name: "Where they came from" });
  // The page's campaign, with no visit recorded today, is the first and the last touch (decision 085).
  await expect(where.getByText("Utm source")).toHaveCount(2);
  await expect(where.getByText("google", { exact: true })).toHaveCount(2);
  for (const empty of ["Gclid", "Fbclid", "Utm term", "Referrer"]) await expect(where.getByText(empty)).toHaveCount(0);
});

test("one action per intent: assign to me, a one-click status with undo, a logged call that counts as the first response; by keyboard @phone", async ({
  page,
  baseURL,
}) => {
  const [enquiry] = await submitAll(baseURL!, [siteEnquiry()]);
  const member = await createStaffMember({ name: "Robin Rapid" });
  await signIn(page, member, `/enquiries/${enquiry}`);
  const work = page.getByRole("region", { name: "Work it" });
  const firstResponse = work.getByText(/Time to first response:/);

  // Assign to me: one press. Assignment alone is not a response.
  await work.getByRole("button", { name: "Assign to me" }).focus();
  await page.keyboard.press("Enter");
  await expect(work.getByText("Assigned to: Robin Rapid")).toBeVisible();
  await expect(work.getByRole("button", { name: "Assign to me" })).toHaveCount(0);
  await expect(firstResponse).toContainText("not yet answered");

  // A logged call is: how it went, an optional note, one button.
  const call = work.getByRole("group", { name: "Log a call" });
  await call.getByLabel("No answer").check();
  await work.getByLabel("Note about the call (optional)").fill("Rang the mobile, call back after 3.");
  await work.getByRole("button", { name: "Log call" }).press("Enter");
  await expect(work.getByText("Call logged: No answer.")).toBeVisible();
  await expect(firstResponse).not.toContainText("not yet answered");
  await expect(work.getByRole("list").filter({ hasText: "Rang the mobile" })).toContainText("Robin Rapid, No answer");
  await expect(page.getByText(/Robin Rapid logged a call: No answer/)).toBeVisible();
  await expectNoAxeViolations(page);

  // Status: one click, the current one pressed; ending the lead offers to put it back.
  const status = work.getByRole("group", { name: "Status" });
  await expect(status.getByRole("button", { name: "New" })).toHaveAttribute("aria-pressed", "true");
  await status.getByRole("button", { name: "Lost" }).focus();
  await page.keyboard.press("Enter");
  await expect(work.getByRole("status").filter({ hasText: "Status: Lost. This ends the lead." })).toBeVisible();
  await expect(status.getByRole("button", { name: "Lost" })).toHaveAttribute("aria-pressed", "true");
  await expectNoAxeViolations(page);
  await work.getByRole("button", { name: "Undo (back to New)" }).focus();
  await page.keyboard.press("Enter");
  await expect(status.getByRole("button", { name: "New" })).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByText(/changed the status from Lost to New/)).toBeVisible();
});

test("the inbox keeps its place: search in the URL, j/k through the list and the enquiries in the view, Back returns to it; shortcuts never fire in a field @phone", async ({
  page,
  baseURL,
}) => {
  const surname = uniqueWord("Place");
  await submitAll(
    baseURL!,
    ["Alpha", "Bravo", "Charlie"].map((firstName) => siteEnquiry({ firstName, lastName: surname })),
  );
  const member = await createStaffMember({ name: "Kim Keys" });
  await signIn(page, member, "/inbox");
  await expect(page.getByText(/Keyboard: j\/k to move through the list/)).toBeVisible();
  // "/" goes to the search; the search is in the URL.
  await page.keyboard.press("/");
  await expect(page.getByLabel("Search")).toBeFocused();
  await page.keyboard.type(surname);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/desk/inbox\\?q=${surname}$`));
  const rows = page.getByRole("link", { name: new RegExp(`${surname}$`) });
  await expect(rows).toHaveCount(3);
  // j and k move through the rows (newest first); Enter opens one.
  await leaveFields(page);
  await page.keyboard.press("j");
  await expect(page.getByRole("link", { name: `Charlie ${surname}` })).toBeFocused();
  await page.keyboard.press("j");
  await page.keyboard.press("j");
  await page.keyboard.press("k");
  await expect(page.getByRole("link", { name: `Bravo ${surname}` })).toBeFocused();
  await page.keyboard.press("k");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1 })).toContainText(`Charlie ${surname}`);
  await expect(page).toHaveURL(new RegExp(`\\?q=${surname}$`));
  const around = page.getByRole("navigation", { name: "Enquiries in this view" });
  await expect(around).toContainText("First in this view");
  await expectNoAxeViolations(page);

  // On the enquiry, j and k go to the next and previous enquiry of the same view.
  await page.keyboard.press("j");
  await expect(page.getByRole("heading", { level: 1 })).toContainText(`Bravo ${surname}`);
  await page.keyboard.press("j");
  await expect(page.getByRole("heading", { level: 1 })).toContainText(`Alpha ${surname}`);
  await expect(around).toContainText("Last in this view");
  await around.getByRole("link", { name: "Previous" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText(`Bravo ${surname}`);

  // Typing in a field is typing: no shortcut fires.
  const note = page.getByLabel("Add a note");
  await note.focus();
  await page.keyboard.type("jak/s?");
  await expect(note).toHaveValue("jak/s?");
  await expect(page.getByRole("heading", { level: 1 })).toContainText(`Bravo ${surname}`);
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await note.fill("");

  // a assigns to me, s goes to the status buttons.
  await leaveFields(page);
  await page.keyboard.press("a");
  await expect(page.getByText("Assigned to: Kim Keys")).toBeVisible();
  await leaveFields(page);
  await page.keyboard.press("s");
  await expect(page.getByRole("group", { name: "Status" }).getByRole("button", { name: "Contacted" })).toBeFocused();

  // ? lists the shortcuts; Escape closes the list.
  await page.keyboard.press("?");
  const list = page.getByRole("dialog", { name: "Keyboard shortcuts" });
  await expect(list).toBeVisible();
  await expect(list).toContainText("Assign the open enquiry to me");
  await expectNoAxeViolations(page);
  await page.keyboard.press("Escape");
  await expect(list).toBeHidden();

  // Back to the inbox: the same search, the same rows.
  await page.getByRole("link", { name: "Back to the inbox" }).click();
  await expect(page).toHaveURL(new RegExp(`/desk/inbox\\?q=${surname}$`));
  await expect(page.getByLabel("Search")).toHaveValue(surname);
  await expect(rows).toHaveCount(3);
});

test("searching an exact email or phone lists only who holds it, in the inbox and on the suppression list @phone", async ({
  page,
  baseURL,
}) => {
  const surname = uniqueWord("Exact");
  const digits = `${Date.now()}`.slice(-9);
  const email = `mary.0412555019.${digits}@example.com`;
  await submitAll(baseURL!, [
    siteEnquiry({ lastName: surname, email }),
    siteEnquiry({ lastName: surname, email: `${email}.au` }),
    sitePrivacyRequest({ lastName: surname, email }),
    sitePrivacyRequest({ lastName: surname, email: `other.${digits}@example.com`, phone: "0412 555 019" }),
  ]);
  const member = await createStaffMember();
  await signIn(page, member, "/inbox");
  await page.getByLabel("Search").fill(email);
  await page.getByLabel("Search").press("Enter");
  const rows = page.getByRole("link", { name: new RegExp(`${surname}$`) });
  // The enquiry and the privacy request from that address; not the one at "….com.au".
  await expect(rows).toHaveCount(2);
  await expectNoAxeViolations(page);

  await page.goto("/desk/suppression");
  const search = page.getByLabel("Find by email or phone");
  await search.fill(email);
  await search.press("Enter");
  const entries = page.getByRole("row").filter({ hasText: surname });
  await expect(entries).toHaveCount(1);
  await expect(entries).toContainText(email);
  await expectNoAxeViolations(page);
});

test("moving to another screen puts the focus on its heading, and Tab goes on inside it; a search leaves the focus where it is @phone", async ({
  page,
  isMobile,
}) => {
  const member = await createStaffMember();
  await signIn(page, member, "/inbox");
  const desk = page.getByRole("navigation", { name: "Desk" });
  if (isMobile) await desk.getByText("Menu").click();
  await desk.getByRole("link", { name: "Privacy cases" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Privacy cases" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(page.getByLabel("View")).toBeFocused();
  await expectNoAxeViolations(page);
  // A search changes the query, not the screen: the focus stays in the search box.
  await page.goto("/desk/inbox");
  const search = page.getByLabel("Search");
  await search.fill("nobody-by-this-name");
  await search.press("Enter");
  await expect(page).toHaveURL(/\/desk\/inbox\?q=nobody-by-this-name$/);
  await expect(search).toBeFocused();
});

test("focus on arrival: the sign-in email, then the code; the forgotten-password email @phone", async ({ page }) => {
  const member = await createStaffMember();
  await page.goto("/desk/sign-in");
  await expect(page.getByLabel("Email")).toBeFocused();
  await page.keyboard.type(member.email);
  await page.keyboard.press("Tab");
  await page.keyboard.type(member.password);
  await page.keyboard.press("Enter");
  const code = page.getByLabel(/Code from your authenticator app/);
  await expect(code).toBeFocused();
  await expectNoAxeViolations(page);
  await page.keyboard.type(member.recoveryCodes.shift() ?? "");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/desk\/inbox$/);
  await page.context().clearCookies();
  await page.goto("/desk/forgot");
  await expect(page.getByLabel("Email")).toBeFocused();
});

test("a report's chart tooltip is readable (contrast) and stays inside the window", async ({ page, baseURL }) => {
  await submitAll(baseURL!, [siteEnquiry({ touch: { utm_source: longWord(120) } })]);
  const member = await createStaffMember();
  await signIn(page, member, "/reports");
  const chart = page.getByRole("figure", { name: "Enquiries per day by source" });
  await expect(chart.getByRole("application")).toBeVisible();
  const box = await chart.boundingBox();
  await page.mouse.move((box?.x ?? 0) + (box?.width ?? 0) / 2, (box?.y ?? 0) + (box?.height ?? 0) / 2);
  await expect(page.locator(".recharts-tooltip-item").first()).toBeVisible();
  await expectNoAxeViolations(page);
});
