/*
 * The consent record and the country in the browser: the AU/NZ form asks the country
 * (Australia by default), and what the real form sends is stored with the row: the
 * statements' version and hash, the form's version, the page and when it was shown.
 * Run: E2E_PORT=4403 npx playwright test tests/e2e/consent-record.spec.ts
 */
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { CONSENT_VERSION } from "#shared/consent/statements.ts";
import { privacyForms } from "#shared/forms/privacy.ts";
import { answerHumanCheck, expect, test, waitForHydration } from "./helpers.ts";

function privacyRow(email: string): Record<string, unknown> | undefined {
  const db = new DatabaseSync(join(process.env.E2E_DATA_DIR ?? "", "leadwise.db"), { readOnly: true });
  try {
    return db.prepare("select * from privacy_submissions where email = ?").get(email) as Record<string, unknown>;
  } finally {
    db.close();
  }
}

test("the AU/NZ privacy form records the country and the consent record it showed", async ({ page }) => {
  await page.goto("/privacy-au");
  await waitForHydration(page);
  const form = page.locator("form[data-privacy-form=au]");
  const country = form.getByLabel("Country");
  await expect(country).toHaveValue("AU");
  await expect(country.locator("option")).toHaveText(["Australia", "New Zealand", "Other"]);
  await expect(page.locator("form[data-privacy-form]").getByLabel("Country")).toHaveCount(1);

  const email = `consent.${Date.now()}@example.com`;
  await form.getByLabel("Subject").selectOption({ index: 1 });
  await form.getByRole("textbox", { name: "Company that contacted you" }).fill("Some Caller Pty Ltd");
  await form.getByRole("textbox", { name: "First Name", exact: true }).fill("Aroha");
  await form.getByRole("textbox", { name: "Last Name", exact: true }).fill("Ngata");
  await country.selectOption("NZ");
  await form.getByLabel("Preferred Communication Method").selectOption("Email");
  await form.getByRole("textbox", { name: "Email", exact: true }).fill(email);
  await form.getByRole("textbox", { name: "Message", exact: true }).fill("Please tell me what you hold.");
  await answerHumanCheck(form);
  await expect(form.getByRole("status").filter({ hasText: "Verified. Thank you." })).toBeVisible();
  await form.getByRole("button", { name: "Submit Privacy Request" }).click();
  await expect(page).toHaveURL(/\/thank-you\?source=privacy$/);

  const row = privacyRow(email);
  expect(row).toMatchObject({
    country: "NZ",
    consent_version: CONSENT_VERSION.label,
    consent_hash: CONSENT_VERSION.sha256,
    form_version: privacyForms.au.version,
  });
  expect(String(row?.consent_page_url)).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/privacy-au$/);
  expect(Date.now() - new Date(String(row?.consent_shown_at)).getTime()).toBeLessThan(120_000);
});

test("the UK form does not ask the country", async ({ page }) => {
  await page.goto("/privacy-uk");
  await waitForHydration(page);
  await expect(page.locator("form[data-privacy-form=uk]").getByLabel("Country")).toHaveCount(0);
});
