// Issue 43's experiments in the desk, as the marketing owner tries them in Chromium (decision 079):
// a new experiment on the home headline with two versions, the headline chosen and written by
// keyboard, version 2 previewed on the real page in the phone frame (390 px), started after a
// ticked confirmation, seen running in the list and on the home page's editor, which holds
// publishing and links back to it (decision 084). Every screen axe clean at 1366 and 390 px with
// no sideways scroll. Runs against the content server (a build to render previews with); once, at
// desktop size, resizing itself: both projects starting one on the home page would collide.
import { openStorage } from "#server/db/database.server.ts";
import { seedTraffic } from "#tests/support/experiments.ts";
import { createStaffMember, signIn } from "#tests/support/staff.ts";
import { expect, expectNoAxeViolations, expectNoSidewaysScroll, test } from "./helpers.ts";

const dataDir = process.env.E2E_CONTENT_DATA_DIR ?? process.env.E2E_DATA_DIR ?? "";

/**
 * The home page's rebrand notice does not open in the preview frames (it took the keyboard from the
 * desk 2 s after each load): still closed after its delay, and the desk keeps the focus.
 */
async function noticesStayClosed(page: import("@playwright/test").Page) {
  await page.waitForTimeout(2_500);
  for (const width of ["desktop", "phone"]) {
    const frame = page.frameLocator(`iframe[title$="preview at ${width} width"]`);
    await expect(frame.locator("h1")).toBeVisible();
    await expect(frame.locator("dialog[data-rebrand-popup]")).not.toHaveAttribute("open");
  }
  // A frame that takes focus is the desk's active element: keys typed then go into the frame.
  expect(await page.evaluate(() => document.activeElement?.tagName)).not.toBe("IFRAME");
}

async function checkBothWidths(page: import("@playwright/test").Page) {
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page);
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

test("an experiment on the home headline: drafted, version 2 previewed at 390 px, started, by keyboard", async ({
  page,
}) => {
  // Seven screens checked at two widths with axe: over 180 s in a fresh-clone run on a slow machine
  // (2026-11-30 19:10 UTC, timed out in its last check), about half of that on earlier ones.
  test.setTimeout(360_000);
  // The plan needs the page's traffic and the site's won deals of the last 90 days.
  const storage = await openStorage({ DATA_DIR: dataDir });
  try {
    await seedTraffic(storage, { path: "/", visitorsPerDay: 300, wonDeals: 40 });
  } finally {
    await storage.close();
  }
  const owner = await createStaffMember({ role: "marketing", name: "Ezra Experiment", dataDir });
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, owner, "/experiments");
  await expect(page.getByRole("navigation", { name: "Desk" }).getByRole("link", { name: "Experiments" })).toHaveCount(
    1,
  );
  await checkBothWidths(page);

  // New, by keyboard.
  await page.getByRole("link", { name: "New experiment" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: "New experiment" })).toBeVisible();
  await checkBothWidths(page);
  const name = `Home headline ${Date.now()}`;
  await page.getByLabel("Name").focus();
  await page.keyboard.type(name);
  await expect(page.getByLabel("Page or article")).toHaveValue("/");
  await page.getByLabel("Hypothesis").focus();
  await page.keyboard.type("A shorter headline brings more won deals.");
  await page.getByRole("button", { name: "Save the draft" }).focus();
  await page.keyboard.press("Enter");
  await page.getByRole("link", { name: "Choose the words" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByTestId("experiment-status")).toHaveText("Draft");
  await noticesStayClosed(page);

  // The headline chosen and version 2's words written, by keyboard; saved.
  await page.getByLabel("Field to add").selectOption("/hero/title");
  await page.getByRole("button", { name: "Add field" }).focus();
  await page.keyboard.press("Enter");
  const headline = `Leads that turn into customers ${Date.now()}`;
  const words = page.getByTestId("arm-1").getByLabel("/hero/title");
  await words.focus();
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type(headline);
  await page.getByRole("button", { name: "Save the draft" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByText("Draft saved.")).toBeVisible();
  await noticesStayClosed(page);
  await expect(page.getByTestId("plan")).toContainText(/Finding a version 30% better takes [\d,]+ days/);

  // Version 2 on the real page, in the phone frame (390 px wide).
  await page.getByLabel("Version to preview").selectOption("1");
  const phoneFrame = page.frameLocator('iframe[title$="preview at phone width"]');
  await expect(phoneFrame.locator("h1")).toHaveText(headline);
  await expect(page.locator('iframe[title$="preview at phone width"]')).toHaveAttribute("width", "390");
  await noticesStayClosed(page);
  await checkBothWidths(page);

  // Started after a ticked confirmation, by keyboard.
  await page.getByLabel(/I have previewed every version/).focus();
  await page.keyboard.press("Space");
  await page.getByRole("button", { name: "Start the experiment" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByText("The experiment is running", { exact: false })).toBeVisible();
  await expect(page.getByTestId("experiment-status")).toHaveText("Running");
  await expect(page.getByRole("heading", { level: 2, name: "Results" })).toBeVisible();
  await noticesStayClosed(page);
  await checkBothWidths(page);

  // Running in the list.
  await page.getByRole("link", { name: "Experiments", exact: true }).first().focus();
  await page.keyboard.press("Enter");
  const row = page.getByRole("row").filter({ hasText: name });
  await expect(row.getByTestId("experiment-status")).toHaveText("Running");
  await checkBothWidths(page);

  // The content list says which page it holds, and links to it; no other entry says so.
  await page.goto("/desk/content");
  const running = page.getByTestId("experiment-running");
  await expect(running).toHaveCount(1);
  await expect(page.getByRole("row").filter({ has: running })).toContainText("Home");
  await expect(running.getByRole("link", { name })).toHaveAttribute("href", /\/desk\/experiments\//);
  await checkBothWidths(page);

  // The home page's editor says it runs and that publishing waits (decision 084); its link leads back.
  await page.goto("/desk/content/home");
  const hold = page.getByTestId("experiment-hold");
  await expect(hold).toContainText("An experiment is running on this page: stop or conclude it before publishing.");
  await expect(page.getByText("Publishing waits until the experiment on this page ends")).toBeVisible();
  await checkBothWidths(page);
  await hold.getByRole("link", { name }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();

  // Stopped again, so the home page is free for the next run.
  await page.getByLabel(/Stop showing the versions/).check();
  await page.getByRole("button", { name: "Stop the experiment" }).click();
  await expect(page.getByTestId("experiment-status")).toHaveText("Stopped");
  await page.goto("/desk/content");
  await expect(page.getByRole("heading", { level: 1, name: "Content" })).toBeVisible();
  await expect(page.getByTestId("experiment-running")).toHaveCount(0);
});
