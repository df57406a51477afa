// First-party analytics from visit to won deal (issue 26), in Chromium as a visitor has it (a
// browser's own user agent, navigator.webdriver false): a visit from a campaign reads two pages,
// clicks a phone number, starts and abandons the contact page's form, sends the mortgage form;
// the desk's analytics screen then shows exactly those counts, and a won deal for the campaign
// once the enquiry is marked won. Other specs browse as headless Chromium, which is not counted,
// and each table is compared with its state before the visit, so the counts are this visit's.
import type { APIRequestContext, Page } from "@playwright/test";
import { OPT_OUT_KEY } from "#shared/analytics/events.ts";
import { chromiumArgs, findTestChromium } from "#tests/support/browser.ts";
import { createStaffMember, signIn } from "#tests/support/staff.ts";
import {
  answerHumanCheck,
  dbRows,
  expect,
  expectNoAxeViolations,
  expectNoSidewaysScroll,
  fillEnquiry,
  test,
  waitForHydration,
} from "./helpers.ts";

const visitorAgent =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36";

test.use({
  userAgent: visitorAgent,
  launchOptions: {
    executablePath: findTestChromium(),
    args: [...chromiumArgs, "--disable-blink-features=AutomationControlled"],
  },
});

// The tables count every counted visitor, and this file's tests are the only counted ones: run in
// order in one worker, so that no other test of it adds to the counts one of them compares
// (two workers ran the opt-out test's visit beside the campaign visit, whose contact form then
// showed one sent).
test.describe.configure({ mode: "default" });

type Csv = Record<string, string>[];

async function csv(request: APIRequestContext, table: string): Promise<Csv> {
  const response = await request.get(`/desk/analytics.csv?days=1&table=${table}`);
  expect(response.status()).toBe(200);
  const [header, ...rows] = (await response.text())
    .replace(/^\uFEFF/, "")
    .split("\r\n")
    .filter(Boolean);
  const names = (header ?? "").split(",");
  return rows.map((row) => Object.fromEntries(row.split(",").map((cell, i) => [names[i] as string, cell])));
}

/** A row's count by its first cell (which the CSV, formula-safe, prefixes with ' when it starts with +). */
const count = (rows: Csv, value: string, column: string) =>
  Number(rows.find((r) => Object.values(r)[0]?.replace(/^'/, "") === value)?.[column] ?? 0);

/** Waits until the beacon's event has been answered (a 204), so it is queued on the server. */
async function beaconSent(page: Page, name: string, action: () => Promise<unknown>): Promise<void> {
  const answered = page.waitForResponse(
    (r) => r.url().endsWith("/api/events") && (r.request().postData() ?? "").includes(`"n":"${name}"`),
  );
  await action();
  expect((await answered).status()).toBe(204);
}

// A visitor is an address and a browser for a day: the other tests here browse from the same
// address with the same browser, so this one has a browser version of its own, or its visit
// would fold into theirs (with their landing page and campaign) whenever they ran first.
test.describe("a visitor of its own", () => {
  test.use({
    userAgent: visitorAgent.replace("Chrome/156.0.0.0", `Chrome/156.0.${process.pid}.${Date.now() % 100_000}`),
  });

  test("a campaign visit is counted from page view to won deal, and nothing is stored on the device for it", async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    const campaign = `spring-${Date.now()}`;
    const email = `analytics.${Date.now()}@example.com`;

    // The desk, in its own context, before the visit: the tables as they are now.
    const desk = await browser.newContext();
    const deskPage = await desk.newPage();
    const member = await createStaffMember({ name: "Morgan Marketing" });
    await signIn(deskPage, member, "/analytics");
    const before = { forms: await csv(deskPage.request, "forms"), phones: await csv(deskPage.request, "phones") };

    // No storage prepared either: home's rebrand notice may open, and is left alone (not closed, so not recorded).
    if (process.env.DEBUG_ANALYTICS) {
      page.on("console", (m) => console.log("console", m.type(), m.text()));
      page.on("request", (r) => console.log("req", r.method(), r.url(), (r.postData() ?? "").slice(0, 100)));
      page.on("response", (r) => console.log("res", r.status(), r.url()));
    }
    expect(await page.evaluate(() => navigator.webdriver)).toBeFalsy();

    // Lands on home from the campaign, then reads a second page and clicks a phone number there.
    await beaconSent(page, "pageview", () =>
      page.goto(`/?utm_source=newsletter&utm_medium=email&utm_campaign=${campaign}`),
    );
    await beaconSent(page, "pageview", () => page.goto("/our-solutions"));
    const phone = page.locator('main a[href^="tel:"]').first();
    const number = ((await phone.getAttribute("href")) ?? "").slice(4);
    // The dialer the tel: link would open is not the page's business (and holds a headless tab).
    await page.evaluate(() =>
      document.addEventListener("click", (e) => {
        if ((e.target as Element).closest('a[href^="tel:"]')) e.preventDefault();
      }),
    );
    await beaconSent(page, "phone_click", () => phone.click());

    // Starts the contact page's form, then leaves it.
    await page.goto("/contact");
    await waitForHydration(page);
    const contact = page.locator("form[data-form-kind]").first();
    await beaconSent(page, "form_view", () => contact.scrollIntoViewIfNeeded());
    await beaconSent(page, "form_start", () =>
      contact.getByRole("textbox", { name: "First Name", exact: true }).fill("Abandoned"),
    );

    // Sends the mortgage form.
    await page.goto("/mortgage-leads");
    await waitForHydration(page);
    const form = page.locator("form[data-form-kind]").first();
    await beaconSent(page, "form_view", () => form.scrollIntoViewIfNeeded());
    const box = (name: string) => form.getByRole("textbox", { name, exact: true });
    await box("First Name").fill("Ana");
    await box("Last Name").fill("Lytics");
    await box("Email").fill(email);
    await box("Phone").fill("+61 2 5550 1234");
    await box("Company").fill("Harbour Home Loans");
    await box("Message").fill("Please call about broker leads.");
    const answer = await answerHumanCheck(form);
    await expect(form.getByRole("radio", { name: answer })).toBeChecked();
    await beaconSent(page, "form_submit", () => form.getByRole("button", { name: "Send Message" }).click());
    await expect(page).toHaveURL(/\/thank-you$/);

    // Nothing on the device: no cookie and no storage entry at all, for the counting or for the
    // campaign the enquiry carries (decision 085: the server took it from the visit).
    expect(await page.context().cookies()).toEqual([]);
    const stored = await page.evaluate(() => [...Object.keys(localStorage), ...Object.keys(sessionStorage)]);
    expect(stored).toEqual([]);

    // The desk's screen: this campaign's visitor, its forms and its enquiry (by its first touch).
    const campaignRow = async () => (await csv(deskPage.request, "campaigns")).find((r) => r.Campaign === campaign);
    await expect.poll(async () => (await campaignRow())?.Enquiries, { timeout: 30_000 }).toBe("1");
    // The counting is written in batches (about a second apart), the enquiry at once: wait for both.
    await expect
      .poll(campaignRow, { timeout: 30_000 })
      .toMatchObject({ Visitors: "1", "Viewed a form": "1", "Started a form": "1", Won: "0" });
    const forms = await csv(deskPage.request, "forms");
    const delta = (form: string, column: string) => count(forms, form, column) - count(before.forms, form, column);
    const funnel = (form: string) => ["Viewed", "Started", "Sent"].map((column) => delta(form, column));
    expect(funnel("Contact Page")).toEqual([1, 1, 0]);
    expect(funnel("Mortgage Leads")).toEqual([1, 1, 1]);
    const phones = await csv(deskPage.request, "phones");
    expect(count(phones, number, "Clicks") - count(before.phones, number, "Clicks")).toBe(1);

    await deskPage.goto(`/desk/analytics?days=1`);
    const campaigns = deskPage.getByRole("table", { name: "Campaigns" });
    await expect(campaigns.getByRole("row", { name: new RegExp(campaign) })).toBeVisible();
    await expectNoAxeViolations(deskPage);
    await expectNoSidewaysScroll(deskPage);

    // The enquiry is won: the campaign shows a won deal.
    await deskPage.goto(`/desk/inbox?q=${encodeURIComponent(email)}`);
    await deskPage.getByRole("link", { name: /Ana Lytics/ }).click();
    await deskPage.getByRole("group", { name: "Status" }).getByRole("button", { name: "Won" }).click();
    await expect(deskPage.getByText(/changed the status from New to Won/)).toBeVisible();
    await expect.poll(async () => (await campaignRow())?.Won, { timeout: 10_000 }).toBe("1");
    await desk.close();
  });
});

// A visitor of its own for the day (a browser version of its own): an enquiry's campaign comes from
// its visit (decision 085), with nothing stored in the browser.
test.describe("campaign attribution", () => {
  test.use({
    userAgent: visitorAgent.replace("Chrome/156.0.0.0", `Chrome/157.0.${process.pid}.${Date.now() % 100_000}`),
  });

  test("the campaign visit's landing travels with an enquiry sent from another page, and nothing is stored", async ({
    page,
  }) => {
    // Landed from an ad: the page view is counted (its visit is the enquiry's first touch).
    await beaconSent(page, "pageview", () =>
      page.goto("/mortgage-leads?utm_source=google&utm_medium=cpc&utm_campaign=brokers&gclid=G123"),
    );
    await page.getByRole("link", { name: "Contact Us" }).first().click();
    await expect(page).toHaveURL(/\/contact$/);
    await waitForHydration(page);
    const form = page.locator("form[data-form-kind]").first();
    const email = `attribution.${Date.now()}@example.com`;
    await fillEnquiry(form, email);
    await answerHumanCheck(form);
    await expect(form.getByRole("status").filter({ hasText: "Verified. Thank you." })).toBeVisible();
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(page).toHaveURL(/\/thank-you$/);
    // The contact page was reached from our own page: the last touch is the visit's too. The visit
    // keeps the landing page without its query, and no click id (decision 085).
    const visit = { utm_source: "google", utm_medium: "cpc", utm_campaign: "brokers", landing_page: "/mortgage-leads" };
    const expected = Object.fromEntries(
      (["first", "last"] as const).flatMap((t) => [
        ...Object.entries(visit).map(([k, v]) => [`${t}_${k}`, v]),
        [`${t}_gclid`, null],
        [`${t}_referrer`, null],
      ]),
    );
    expect(dbRows("contact_submissions", email)[0]).toMatchObject(expected);
    // No cookie, and nothing stored for the campaign: the one entry is the contact page's own rate
    // limit (the specification's client-side limiter counts submissions in browser storage).
    expect(await page.context().cookies()).toEqual([]);
    expect(await page.evaluate(() => [...Object.keys(localStorage), ...Object.keys(sessionStorage)])).toEqual([
      "leadwise:rate-limit:contact_form_submissions",
    ]);
  });
});

test("the privacy page's opt-out stops counting and the campaign an enquiry carries, and is honoured on later visits", async ({
  page,
}) => {
  await page.addInitScript(() => window.localStorage.setItem("leadwise:rebrand-seen", "1"));
  const keys = () => page.evaluate(() => [...Object.keys(localStorage), ...Object.keys(sessionStorage)].sort());
  const events: string[] = [];
  page.on("request", (r) => {
    if (r.url().endsWith("/api/events")) events.push(r.postData() ?? "");
  });
  await page.goto("/?utm_source=newsletter&utm_campaign=opt-out-test");
  await waitForHydration(page);
  // Nothing kept for the campaign: the one entry is the notice's, which this test set.
  expect(await keys()).toEqual(["leadwise:rebrand-seen"]);

  await page.goto("/privacy-au#website-and-cookies");
  const choice = page.locator("[data-analytics-choice]");
  await expect(choice.getByRole("status")).toHaveText(/counted without cookies/);
  await choice.getByRole("button", { name: "Do not count my visits" }).click();
  await expect(choice.getByRole("status")).toHaveText(/asked us not to count/);
  // The choice itself is what is kept: the visitor asked for it.
  expect(await keys()).toEqual([OPT_OUT_KEY, "leadwise:rebrand-seen"].sort());

  const sentBefore = events.length;
  await page.goto("/our-solutions?utm_source=newsletter&utm_campaign=after-opt-out");
  await waitForHydration(page);
  await page.waitForTimeout(500);
  expect(events.length).toBe(sentBefore);

  // An enquiry sent now, from a campaign link, carries no campaign, and none is recorded with it.
  const email = `opted.out.${Date.now()}@example.com`;
  await page.goto("/mortgage-leads?utm_source=newsletter&utm_campaign=after-opt-out");
  await waitForHydration(page);
  const form = page.locator("form[data-form-kind]").first();
  await form.scrollIntoViewIfNeeded();
  await fillEnquiry(form, email);
  await answerHumanCheck(form);
  const sent = page.waitForRequest((r) => r.url().endsWith("/api/form-submissions"));
  await form.getByRole("button", { name: "Send Message" }).click();
  expect((await sent).postDataJSON()).not.toHaveProperty("touch");
  await expect(page).toHaveURL(/\/thank-you$/);
  expect(dbRows("contact_submissions", email)[0]).toMatchObject({
    first_utm_source: null,
    first_utm_campaign: null,
    first_landing_page: null,
    last_utm_campaign: null,
    last_landing_page: null,
  });
  expect(await keys()).toEqual([OPT_OUT_KEY, "leadwise:rebrand-seen"].sort());

  // Changing one's mind counts again.
  await page.goto("/privacy-uk#cookies");
  await page.locator("[data-analytics-choice]").getByRole("button", { name: "Count my visits again" }).click();
  await page.goto("/our-solutions");
  await expect.poll(() => events.length).toBeGreaterThan(sentBefore);
});

test("an opt-out holds at once on the page where it is made: nothing more is sent from it", async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem("leadwise:rebrand-seen", "1"));
  const events: string[] = [];
  page.on("request", (r) => {
    if (r.url().endsWith("/api/events")) events.push(r.postData() ?? "");
  });
  await page.goto("/privacy-au#website-and-cookies");
  await expect.poll(() => events.some((e) => e.includes('"pageview"'))).toBe(true);
  const choice = page.locator("[data-analytics-choice]");
  await choice.getByRole("button", { name: "Do not count my visits" }).click();
  await expect(choice.getByRole("status")).toHaveText(/asked us not to count/);
  const sentBefore = events.length;
  // A phone number clicked after opting out, then the page left (what it noted goes as it does).
  await page.evaluate(() => {
    const link = document.querySelector<HTMLAnchorElement>('a[href^="tel:"]');
    link?.addEventListener("click", (e) => e.preventDefault());
    link?.click();
  });
  await page.goto("/our-solutions");
  await page.waitForTimeout(500);
  expect(events.slice(sentBefore)).toEqual([]);
});

test("browser storage is first read at idle after load, in a task before the page view's, not as the beacon starts", async ({
  page,
}) => {
  // Decision 095: the first read of browser storage loads the site's whole store synchronously.
  await page.addInitScript(() => {
    const w = window as typeof window & { idleRuns?: number; firstRead?: number; firstSend?: number };
    w.idleRuns = 0;
    const ric = window.requestIdleCallback.bind(window);
    window.requestIdleCallback = (run, options) =>
      ric((deadline) => {
        w.idleRuns = (w.idleRuns ?? 0) + 1;
        run(deadline);
      }, options);
    const getItem = Storage.prototype.getItem;
    Storage.prototype.getItem = function (key) {
      w.firstRead ??= w.idleRuns;
      return getItem.call(this, key);
    };
    const sendBeacon = navigator.sendBeacon.bind(navigator);
    navigator.sendBeacon = (url, data) => {
      w.firstSend ??= w.idleRuns;
      return sendBeacon(url, data);
    };
  });
  for (const path of ["/lead-generation", "/lead-generation-insights/sales-leads-buying-guide-australia"]) {
    await beaconSent(page, "pageview", () => page.goto(path));
    const seen = await page.evaluate(() => {
      const w = window as typeof window & { firstRead?: number; firstSend?: number };
      return { firstRead: w.firstRead, firstSend: w.firstSend };
    });
    // Read inside the first idle period's callback; the page view sent from a later one.
    expect(seen.firstRead, path).toBe(1);
    expect(seen.firstSend, path).toBe(2);
  }
});
test("Global Privacy Control: nothing is sent, nothing kept, and the privacy page says why", async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, "globalPrivacyControl", { get: () => true });
    window.localStorage.setItem("leadwise:rebrand-seen", "1");
  });
  const events: string[] = [];
  page.on("request", (r) => {
    if (r.url().endsWith("/api/events")) events.push(r.postData() ?? "");
  });
  await page.goto("/?utm_source=newsletter&utm_campaign=gpc");
  await waitForHydration(page);
  await page.goto("/privacy-au");
  await waitForHydration(page);
  await expect(page.locator("[data-analytics-choice]").getByRole("status")).toHaveText(/Global Privacy Control/);
  await expect(page.locator("[data-analytics-choice] button")).toBeHidden();
  expect(events.map((e) => e.slice(0, 120))).toEqual([]);
  // Nothing kept but the notice's entry this test set.
  expect(await page.evaluate(() => [...Object.keys(localStorage), ...Object.keys(sessionStorage)])).toEqual([
    "leadwise:rebrand-seen",
  ]);
});

test("with the counting endpoint down, pages, links and forms work and nothing but the browser's own network note is logged", async ({
  page,
  consoleErrors,
}) => {
  const refused: string[] = [];
  await page.route("**/api/events", (route) => {
    refused.push(route.request().postData() ?? "");
    return route.fulfill({ status: 503, body: "" });
  });
  await page.addInitScript(() => window.localStorage.setItem("leadwise:rebrand-seen", "1"));
  await page.goto("/?utm_source=newsletter");
  await page
    .getByRole("link", { name: /our solutions/i })
    .first()
    .click();
  await expect(page).toHaveURL(/\/our-solutions$/);
  await waitForHydration(page);
  await page.goto("/contact");
  const form = page.locator("form[data-form-kind]").first();
  await form.scrollIntoViewIfNeeded();
  await form.getByRole("textbox", { name: "First Name", exact: true }).fill("Still works");
  await expect(form.getByRole("textbox", { name: "First Name", exact: true })).toHaveValue("Still works");
  await expect.poll(() => refused.length).toBeGreaterThanOrEqual(4);
  // The browser notes each failed request itself; no error of the page's own (the consoleErrors
  // fixture fails the test on anything else, uncaught exceptions included).
  const networkNotes = consoleErrors.filter((e) => /^Failed to load resource: .*503/.test(e));
  expect(networkNotes.length).toBeGreaterThan(0);
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !networkNotes.includes(e)));
});
