/*
 * A page under experiment in the browser (issue 43, decision 081): the arm is chosen by the server,
 * and the campaign an enquiry carries is read at submit time (decision 085), so a visit from a
 * campaign link, from page to page and through an enquiry, leaves nothing on the device: no cookie,
 * no storage entry at all, and no request beyond the site's own. Runs on the content server (playwright.config.ts: contentSpecs), the
 * experiment written in its SQLite storage as the desk would store it, and stopped at the end.
 * Run: BUILD_DIR=/tmp/build-x E2E_PORT=4800 npx playwright test tests/e2e/experiments.spec.ts
 */
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { answerHumanCheck, expect, fillEnquiry, test, waitForHydration } from "./helpers.ts";

const dataDir = process.env.E2E_CONTENT_DATA_DIR ?? process.env.E2E_DATA_DIR ?? "";
const ID = `e2e-energy-${Date.now()}`;
const ARM_B = "Energy Leads Ready to Switch";

function write(sql: string, ...values: (string | number | null)[]): void {
  const db = new DatabaseSync(join(dataDir, "leadwise.db"));
  try {
    db.exec("pragma busy_timeout = 5000");
    db.prepare(sql).run(...values);
  } finally {
    db.close();
  }
}

test.afterAll(() => {
  write("update experiments set status = 'stopped', stopped_at = ? where id = ?", new Date().toISOString(), ID);
});

test("a campaign visit to a page under experiment, and an enquiry from it, set no cookie and no storage entry", async ({
  page,
  thirdPartyRequests,
}) => {
  const now = new Date().toISOString();
  const arms = [
    { label: "Published", weight: 1, changes: {} },
    { label: "Ready to switch", weight: 1, changes: { "/hero/title": ARM_B } },
  ];
  write(
    `insert into experiments (id, entry_id, name, hypothesis, primary_outcome, planned_days, arms, status, version,
       created_by, created_at, updated_by, updated_at, started_at) values (?, '/energy-leads', 'Energy headline', '', 'won', 30, ?, 'running', 1, 'e2e', ?, 'e2e', ?, ?)`,
    ID,
    JSON.stringify(arms),
    now,
    now,
    now,
  );
  // Each instance renders the arms within its next look (a second), then serves them.
  await expect
    .poll(async () => (await page.request.get("/energy-leads")).headers()["cache-control"], {
      timeout: 30_000,
    })
    .toBe("private, no-cache");

  // Lands from a campaign link on another page, then goes to the page under experiment.
  await page.goto("/our-solutions?utm_source=newsletter&utm_medium=email&utm_campaign=e2e-experiment&fbclid=F1");
  await waitForHydration(page);
  await page.goto("/energy-leads");
  await waitForHydration(page);
  await expect(page.locator("html")).toHaveAttribute("data-experiment", ID);
  const arm = Number(await page.locator("html").getAttribute("data-arm"));
  await expect(page.getByRole("heading", { level: 1 })).toContainText(arm === 1 ? ARM_B : "Energy & Solar Leads");
  // Scrolled to the end, so the islands that load on approach (the form) have run too.
  await page.mouse.wheel(0, 20_000);
  await page.waitForLoadState("networkidle");

  // An enquiry from the page: it sends the page's touch, read now (decision 085).
  const form = page.locator("form[data-form-kind]").first();
  await form.scrollIntoViewIfNeeded();
  await fillEnquiry(form, `experiment.${Date.now()}@example.com`, "Organisation");
  await answerHumanCheck(form);
  const sent = page.waitForRequest((r) => r.url().endsWith("/api/form-submissions"));
  await form.getByRole("button", { name: "Send Message" }).click();
  expect((await sent).postDataJSON().touch).toEqual({ landing_page: "/energy-leads" });
  await expect(page).toHaveURL(/\/thank-you$/, { timeout: 20_000 });

  expect(await page.context().cookies()).toEqual([]);
  const stored = await page.evaluate(() => [...Object.keys(localStorage), ...Object.keys(sessionStorage)]);
  expect(stored).toEqual([]);
  expect(thirdPartyRequests).toEqual([]);
  // The same visitor gets the same arm again.
  await page.goto("/energy-leads");
  await expect(page.locator("html")).toHaveAttribute("data-arm", String(arm));
});
