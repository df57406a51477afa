/*
 * A page under experiment in the browser (issue 43, decision 081): the arm is chosen by the server,
 * so nothing is stored on the device for it: no cookie, no storage entry but the forms' campaign
 * store every page keeps, and no request beyond the site's own. Runs on the content server (playwright.config.ts: contentSpecs), the
 * experiment written in its SQLite storage as the desk would store it, and stopped at the end.
 * Run: BUILD_DIR=/tmp/build-x E2E_PORT=4800 npx playwright test tests/e2e/experiments.spec.ts
 */
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { expect, test, waitForHydration } from "./helpers.ts";

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

test("a page under experiment sets no cookie and no storage entry", async ({ page, thirdPartyRequests }) => {
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

  await page.goto("/energy-leads");
  await waitForHydration(page);
  await expect(page.locator("html")).toHaveAttribute("data-experiment", ID);
  const arm = Number(await page.locator("html").getAttribute("data-arm"));
  await expect(page.getByRole("heading", { level: 1 })).toContainText(arm === 1 ? ARM_B : "Energy & Solar Leads");
  // Scrolled to the end, so the islands that load on approach (the form) have run too.
  await page.mouse.wheel(0, 20_000);
  await page.waitForLoadState("networkidle");

  expect(await page.context().cookies()).toEqual([]);
  // The forms' campaign store (first and last touch, app/lib/attribution.ts) is the site's own, experiment or
  // not; nothing else is stored, and nothing stored names the experiment or its arm.
  const stored = await page.evaluate(() =>
    [localStorage, sessionStorage].flatMap((s) => Object.keys(s).map((k) => [k, s.getItem(k) ?? ""])),
  );
  expect(stored.map(([k]) => k).filter((k) => k !== "leadwise:attribution")).toEqual([]);
  for (const [, value] of stored) expect(value).not.toContain(ID);
  expect(thirdPartyRequests).toEqual([]);
  // The same visitor gets the same arm again.
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("data-arm", String(arm));
});
