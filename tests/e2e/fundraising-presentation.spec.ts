// The fundraising page's presentation pop-up, on the full browser (decision 104): opening it moves focus
// into the player's frame, and Escape there is a close request that the full browser routes to the page's
// dialog, as a visitor's browser does; the headless shell the other specs run on leaves the key in the frame.
import { fundraisingVideos } from "#shared/site/facts.ts";
import { chromiumArgs, findChromium } from "#tests/support/browser.ts";
import { expect, expectNoAxeViolations, stubVideoHosts, test, waitForHydration } from "./helpers.ts";

test.use({ launchOptions: { executablePath: findChromium(), args: chromiumArgs } });

test("presentation pop-up: iframe only after opening, Escape closes and focus returns @phone", async ({
  page,
  thirdPartyRequests,
}) => {
  await stubVideoHosts(page);
  await page.goto("/fundraising-leads");
  await waitForHydration(page);
  const video = fundraisingVideos.presentation;
  const trigger = page.getByRole("button", { name: "Watch the presentation" });
  await expect(page.locator("iframe")).toHaveCount(0);
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await trigger.click();
  const dialog = page.getByRole("dialog", { name: video.title });
  await expect(dialog).toBeVisible();
  const iframe = dialog.locator("iframe");
  await expect(iframe).toHaveAttribute("src", new RegExp(`^${video.embedUrl}`));
  await expect(iframe).toHaveAttribute("title", video.title);
  await expect.poll(() => thirdPartyRequests.some((u) => u.startsWith(video.embedUrl))).toBe(true);
  await expectNoAxeViolations(page);
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page.locator("iframe")).toHaveCount(0);
  await expect(trigger).toBeFocused();
  // The close button closes it too.
  await trigger.click();
  await page.getByRole("dialog").getByRole("button", { name: "Close video" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(trigger).toBeFocused();
});
