// The lead desk in Chromium: a visitor's mortgage enquiry is emailed to the sales team (a real
// SMTP server); a member opens it from the email's link, signs in on the way, assigns it, marks it contacted and adds a note; the history and the time to first
// response show; the CSV export holds the row with its attribution and consent version; every
// desk screen has no axe violations (desktop and phone).
import { createStaffMember, signIn } from "#tests/support/staff.ts";
import { siteEnquiry, submitAll, uniqueWord, VISITOR_BROWSER } from "#tests/support/submissions.ts";
import {
  answerHumanCheck,
  expect,
  expectNoAxeViolations,
  expectNoSidewaysScroll,
  test,
  waitForHydration,
} from "./helpers.ts";
import { E2E_NOTIFY_TO, linkIn, waitForMail } from "./mail.ts";

// The visitor's own browser: the server counts it (headless Chromium names itself and is not
// counted), so its enquiry carries the campaign of the page it came from (decision 085).
test.describe("a visitor's enquiry", () => {
  test.use({ userAgent: VISITOR_BROWSER });

  test("a mortgage enquiry is emailed within a minute, opened from the email and worked to contacted, with history, response time and export", async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const email = `desk.${Date.now()}@example.com`;
    await page.addInitScript(() => window.localStorage.setItem("leadwise:rebrand-seen", "1"));
    await page.goto("/mortgage-leads?utm_source=google&utm_medium=cpc");
    await waitForHydration(page);
    const form = page.locator("form[data-form-kind]").first();
    await form.scrollIntoViewIfNeeded();
    const box = (name: string) => form.getByRole("textbox", { name, exact: true });
    await box("First Name").fill("Desk");
    await box("Last Name").fill("Tester");
    await box("Email").fill(email);
    await box("Phone").fill("+61 2 5550 1234");
    await box("Company").fill("Harbour Home Loans");
    await box("Message").fill('Please call <script>alert(1)</script> about broker leads & "data".');
    await answerHumanCheck(form);
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(page).toHaveURL(/\/thank-you$/);

    const submitted = Date.now();

    // The notification reaches the sales team's inbox within a minute, with the name, a tel: link,
    // the message as text and a link to the enquiry in the desk.
    const mail = await waitForMail({ to: E2E_NOTIFY_TO, text: email }, 60_000);
    expect(Date.now() - submitted).toBeLessThan(60_000);
    expect(mail.subject).toContain("Desk Tester");
    expect(mail.html).toContain('href="tel:+61255501234"');
    // Text, never markup: the form strips angle brackets, and the email encodes what is left.
    expect(mail.html).toContain("about broker leads &amp; &quot;data&quot;.");
    expect(mail.html).not.toContain("<script");
    const link = linkIn(mail, `${baseURL}/desk/enquiries/`);

    // The link asks a signed-out member to sign in, then opens the enquiry.
    const member = await createStaffMember({ name: "Sam Seller" });
    const path = new URL(link).pathname.replace(/^\/desk/, "");
    await page.goto(link);
    await expect(page).toHaveURL(new RegExp(`/desk/sign-in\\?next=${encodeURIComponent(path)}`));
    await signIn(page, member, path);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Desk Tester");
    await expect(page.getByText("Mortgage Leads").first()).toBeVisible();

    await page.getByLabel("Assigned to").selectOption({ label: "Sam Seller" });
    await page.getByRole("button", { name: "Assign", exact: true }).click();
    await expect(page.getByText(/Sam Seller changed who it is assigned to/)).toBeVisible();
    await page.getByRole("group", { name: "Status" }).getByRole("button", { name: "Contacted" }).click();
    await expect(page.getByText(/changed the status from New to Contacted/)).toBeVisible();
    await page.getByLabel("Add a note").fill("Called back, wants 200 leads a month.");
    await page.getByRole("button", { name: "Save note" }).click();
    await expect(page.getByText("Called back, wants 200 leads a month.")).toBeVisible();
    await expect(page.getByText(/Time to first response:/)).not.toContainText("not yet answered");
    // Submitted text is shown as text (the API strips angle brackets; nothing runs).
    await expect(page.locator("script:not([src]):not([type])", { hasText: "alert(1)" })).toHaveCount(0);
    await expectNoAxeViolations(page);

    const csv = await page.request.get(`/desk/inbox.csv?q=${encodeURIComponent(email)}`);
    expect(csv.status()).toBe(200);
    expect(csv.headers()["content-type"]).toContain("text/csv");
    const text = await csv.text();
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const [header, row] = text.slice(1).split("\r\n");
    const cells = (header ?? "").split(",");
    const values = (row ?? "").split(",");
    const cell = (name: string) => values[cells.indexOf(name)];
    expect(cell("email")).toBe(email);
    expect(cell("status")).toBe("contacted");
    expect(cell("first_utm_source")).toBe("google");
    expect(cell("consent_version")).toMatch(/\S/);
  });
});

for (const screen of ["/inbox", "/reports", "/outbox", "/analytics"]) {
  test(`axe: desk ${screen} @phone`, async ({ page }) => {
    const member = await createStaffMember();
    await signIn(page, member, screen);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

test("a bad date in the inbox filters is a 400 with a message, not an error", async ({ page }) => {
  const member = await createStaffMember();
  await signIn(page, member, "/inbox");
  const answer = await page.request.get("/desk/inbox?from=2026-02-30&q=%27%20OR%201%3D1--");
  expect(answer.status()).toBe(400);
  expect(await answer.text()).toContain("That date does not exist.");
});

test("hovering the charts shows their values without widening the page, long names too @phone", async ({
  page,
  baseURL,
}) => {
  // A campaign source as long as the forms take: its name is a label in the charts and their tooltips.
  const source = `${uniqueWord("source")}${"w".repeat(180)}`;
  await submitAll(baseURL!, [
    siteEnquiry({ touch: { utm_source: source, utm_campaign: "c".repeat(200) } }),
    siteEnquiry({}),
  ]);
  const member = await createStaffMember();
  for (const screen of ["/reports", "/analytics"]) {
    if (screen === "/reports") await signIn(page, member, screen);
    else await page.goto(`/desk${screen}`);
    const charts = page.locator("figure .recharts-wrapper");
    await expect(charts.first()).toBeVisible();
    let shown = 0;
    for (const chart of await charts.all()) {
      await chart.scrollIntoViewIfNeeded();
      const box = await chart.boundingBox();
      if (!box) continue;
      // Across the chart, left to right: the tooltip (where the chart has a value there) follows the
      // pointer up to the chart's edge, and settles whole inside the chart.
      const tooltip = chart.locator(".recharts-default-tooltip");
      for (const x of [0.05, 0.5, 0.8, 0.97]) {
        await page.mouse.move(box.x + box.width * x, box.y + box.height * 0.5);
        await expectNoSidewaysScroll(page);
        await expect
          .poll(async () => {
            if (!(await tooltip.isVisible())) return "hidden";
            const tip = await tooltip.boundingBox();
            return tip !== null && tip.x >= box.x - 1 && tip.x + tip.width <= box.x + box.width + 1
              ? "inside"
              : "outside";
          })
          .not.toBe("outside");
        if (await tooltip.isVisible()) shown++;
      }
    }
    expect(shown, `tooltips shown on ${screen}`).toBeGreaterThan(0);
    await page.screenshot({ path: `test-results/desk-charts/${screen.slice(1)}-${page.viewportSize()?.width}.png` });
  }
});
