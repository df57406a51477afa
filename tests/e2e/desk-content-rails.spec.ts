// The guard rails before publishing in the content editor (issue 42 item 8, decision 069), in
// Chromium at 1366 and 390 px: a warning that does not stop publishing (the not-found page's
// description is short for search results) is shown beside its field and before the Publish
// button; a layout call to action sent to another page is an error beside its field and in the
// summary as it is typed, the draft is still saved, and the publish is refused. Axe clean, no
// sideways scroll. Each project edits its own entry (both run against the same server).
import { createStaffMember, signIn } from "#tests/support/staff.ts";
import { expect, expectNoAxeViolations, test } from "./helpers.ts";

test("guard rails: a warning shown, a layout call to action sent elsewhere refused on publish; axe clean @phone", async ({
  page,
  consoleErrors,
}, testInfo) => {
  test.setTimeout(120_000);
  const phone = testInfo.project.name.endsWith("phone");
  const owner = await createStaffMember({
    role: "marketing",
    name: phone ? "Rae Phone" : "Rex Desk",
    // The content specs' own server and database (playwright.config.ts).
    dataDir: process.env.E2E_CONTENT_DATA_DIR,
  });

  // A warning: shown, and publishing not stopped by it.
  await signIn(page, owner, "/content/not-found");
  const warnings = page.getByTestId("guard-rail-warnings");
  await expect(warnings).toContainText("The description has 45 characters; about 70-160 shows best");
  await expect(page.locator("#field-meta_description-error")).toContainText("Warning: The description has 45");
  await expect(page.locator("#field-meta_description")).toHaveAttribute(
    "aria-describedby",
    "field-meta_description-error",
  );
  await expect(page.getByTestId("guard-rail-errors")).toHaveCount(0);
  await expectNoAxeViolations(page);

  // An error: the button the specification places on the page sent elsewhere.
  const entry = phone
    ? { part: "home", field: "#field-hero_cta_to", required: "/contact", other: "/our-solutions" }
    : { part: "not-found", field: "#field-notFound_home_to", required: "/", other: "/contact" };
  if (phone) await page.goto(`/desk/content/${entry.part}`);
  const to = page.locator(entry.field);
  await expect(to).toHaveValue(entry.required);
  await to.focus();
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type(entry.other);
  const message = `This button is part of the page's layout: it leads to ${entry.required}`;
  await expect(page.locator(`${entry.field}-error`)).toHaveText(message);
  await expect(to).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByTestId("guard-rail-errors")).toContainText("One thing stops this entry from being published");
  await expect(page.getByTestId("guard-rail-errors")).toContainText(message);
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("save-status")).toHaveText(/Draft saved/);
  await expectNoAxeViolations(page);

  // Publishing is refused by the server, and the error stays beside the field.
  const publish = page.getByRole("button", { name: "Publish", exact: true });
  await expect(publish).toBeEnabled();
  await publish.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByText("Not published: some fields need changing (marked below).")).toBeVisible();
  await expect(page.locator(`${entry.field}-error`)).toHaveText(message);
  await expect(page.getByText(/Published as version \d+\./)).toHaveCount(0);
  // The browser notes the refused publish's answer (400) itself: that one, and nothing else.
  await expect.poll(() => consoleErrors.filter((e) => /status of 400/.test(e)).length).toBe(1);
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !/status of 400/.test(e)));
  await expectNoAxeViolations(page);

  // Put back, it would publish: the summary says the checks pass.
  await to.focus();
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type(entry.required);
  await expect(page.getByTestId("guard-rail-errors")).toHaveCount(0);
  await expect(page.locator(`${entry.field}-error`)).toHaveCount(0);
});
