// Issue 42's preview and scheduling in the desk, as the marketing owner tries them in Chromium at
// 1366 and 390 px (decision 066): a headline changed by keyboard appears in the editor's preview
// frames (the real page, framed from /desk/content-preview/<entry>); a preview link made by keyboard
// opens in a browser that is not signed in and shows the draft; a publish scheduled a minute or two
// ahead shows as scheduled in the editor and the list, then is cancelled. Axe clean throughout.
// Each project edits its own entry: both run against the content server (playwright.config.ts).
import { sydneyWall } from "#server/content/schedule.server.ts";
import { createStaffMember, signIn } from "#tests/support/staff.ts";
import { expect, expectNoAxeViolations, test } from "./helpers.ts";

const dataDir = process.env.E2E_CONTENT_DATA_DIR ?? process.env.E2E_DATA_DIR ?? "";

/** The Sydney date (YYYY-MM-DD) and time (HH:MM) `ms` from now. */
function sydneyAt(ms: number): { date: string; time: string } {
  const { date, time } = sydneyWall(new Date(Date.now() + ms));
  return { date, time: time.slice(0, 5) };
}

test("the draft previewed in the desk and by link, its publish scheduled and cancelled, by keyboard @phone", async ({
  page,
  browser,
  consoleErrors,
}, testInfo) => {
  test.setTimeout(300_000);
  const phone = testInfo.project.name.endsWith("phone");
  const entry = phone ? "fundraising-leads" : "energy-leads";
  const name = phone ? "Pia Preview" : "Dev Preview";
  const owner = await createStaffMember({ role: "marketing", name, dataDir });
  await signIn(page, owner, `/content/${entry}`);
  await expect(page.getByRole("heading", { level: 2, name: "Preview" })).toBeVisible();
  const desktopFrame = page.frameLocator('iframe[title$="preview at desktop width"]');
  const phoneFrame = page.frameLocator('iframe[title$="preview at phone width"]');
  await expect(desktopFrame.locator("h1")).toBeVisible();
  // Decision 087: a preview draws every section at once (a public page draws its lower sections and
  // footer only near the viewport), so axe checks each frame as it stands, between reloads too.
  for (const frame of [desktopFrame, phoneFrame]) {
    await expect(frame.locator("html")).toHaveAttribute("data-preview", "");
    expect(
      await frame
        .locator("body > footer a")
        .first()
        .evaluate((e) => e.checkVisibility({ contentVisibilityAuto: true })),
      "the footer, far below the frame's viewport, is drawn",
    ).toBe(true);
  }
  await expectNoAxeViolations(page);

  // A new headline, saved with Enter: both frames show it.
  const headline = `${phone ? "Donors who answer" : "Energy leads that switch"} ${Date.now()}`;
  await page.locator("#field-hero_title").focus();
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type(headline);
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("save-status")).toHaveText(/Draft saved/);
  await expect(desktopFrame.locator("h1")).toHaveText(headline);
  await expect(phoneFrame.locator("h1")).toHaveText(headline);
  await expectNoAxeViolations(page);

  // A preview link, by keyboard: opened in a browser that is not signed in, it shows the draft.
  await page.getByRole("button", { name: "Make a preview link" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("preview-link-expiry")).toContainText(/It works until .+ \(Sydney time\)/);
  const link = await page.getByLabel("Preview link", { exact: true }).inputValue();
  expect(link).toMatch(/\/preview\/[\w-]+\.[\w-]+$/);
  await expectNoAxeViolations(page);
  const stranger = await browser.newContext();
  const colleague = await stranger.newPage();
  const answer = await colleague.goto(link);
  expect(answer?.status()).toBe(200);
  expect(answer?.headers()["x-robots-tag"]).toBe("noindex, nofollow");
  await expect(colleague.locator("h1")).toHaveText(headline);
  await expect(colleague.locator("html")).toHaveAttribute("data-preview", "");
  await stranger.close();
  // The public page still has the published words.
  expect(await (await page.request.get(`/${entry}`)).text()).not.toContain(headline);

  // Scheduled a minute or two ahead (Sydney time), then cancelled, by keyboard.
  const when = sydneyAt(90_000);
  await page.getByLabel("Date (Sydney)").fill(when.date);
  await page.getByLabel("Time (Sydney)").fill(when.time);
  await page.getByRole("button", { name: "Schedule publish" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("schedule-status")).toContainText(`by ${name}`);
  await expect(page.getByTestId("schedule-status")).toContainText("Scheduled for");
  await expect(page.getByText(`Scheduled for`).first()).toBeVisible();
  await expectNoAxeViolations(page);
  const list = await page.request.get("/desk/content");
  expect(await list.text()).toMatch(new RegExp(`Scheduled for [^<]+ by ${name}`));
  await page.getByRole("button", { name: "Cancel schedule" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByText("The scheduled publish is cancelled.", { exact: false })).toBeVisible();
  await expect(page.getByTestId("schedule-status")).toHaveCount(0);

  // A time already passed is refused beside the fields.
  const past = sydneyAt(-3_600_000);
  await page.getByLabel("Date (Sydney)").fill(past.date);
  await page.getByLabel("Time (Sydney)").fill(past.time);
  await page.getByRole("button", { name: "Schedule publish" }).focus();
  await page.keyboard.press("Enter");
  const time = page.getByLabel("Time (Sydney)");
  await expect(time).toHaveAttribute("aria-invalid", "true");
  await expect(page.locator(`#${await time.getAttribute("aria-describedby")}`)).toHaveText(
    /That time has passed in Sydney\./,
  );
  await expectNoAxeViolations(page);
  // The refusal's 400 is the browser's one console error.
  await expect.poll(() => consoleErrors.filter((e) => /status of 400/.test(e)).length).toBe(1);
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !/status of 400/.test(e)));
});
