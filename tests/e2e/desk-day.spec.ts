// A working day at the desk (issue 25): idle sign-out that background refreshes do not extend,
// every screen at 390 px with hostile long values, the member menu, honest states, what sales
// needs on the enquiry page, one action per intent, keeping one's place, shortcuts, exact search,
// focus on arrival. Each point's tests at 1366 and 390 px (tagged @phone), axe clean, by keyboard.
import { createStaffMember, signIn } from "#tests/support/staff.ts";
import { expect, test } from "./helpers.ts";
import { enquiryPayload, submitAll, uniqueWord } from "./submit.ts";

test("the inbox's refresh is a background request: it never re-reads the shell, is marked so the idle clock does not move, and still brings new enquiries in", async ({
  page,
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
  // Three refreshes' worth of time with nobody touching the page.
  await page.clock.runFor(25_000);
  await expect.poll(() => data.length).toBeGreaterThanOrEqual(3);
  for (const url of data) {
    const params = new URL(url).searchParams;
    expect(params.get("background"), url).toBe("1");
    // The filter being worked through is what is refreshed, and only the inbox's loader runs.
    expect(params.get("q"), url).toBe(surname);
    expect(params.get("_routes"), url).toBe("routes/inbox/route");
  }
  // A new enquiry matching the search shows at the next refresh, announced.
  await submitAll(page.request, [enquiryPayload({ lastName: surname })]);
  await page.clock.runFor(9_000);
  await expect(page.getByRole("link", { name: `Mary-Jane ${surname}` })).toBeVisible();
  await expect(page.getByText("New submissions have arrived at the top of the list.")).toBeVisible();
});
