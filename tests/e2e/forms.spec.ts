/*
 * The seven forms in Chromium against the real server and database: each submitted with the
 * human check solved (the test looks the answer up in the server's challenge table, which it
 * shares with the server; the browser never receives it), the row found in the database and
 * the thank-you page reached; every toast of the error catalogue; the client rate limit; a
 * failed send leaving the form filled; keyboard-only completion; the Data Collection Statement.
 * Run: BUILD_DIR=/tmp/build-x E2E_PORT=4311 npx playwright test tests/e2e/forms.spec.ts
 */

import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import AxeBuilder from "@axe-core/playwright";
import { type Locator, type Page, test as plainTest } from "@playwright/test";
import { challenges } from "#server/submissions/challenges.server.ts";
import { answerFor } from "#tests/support/submissions.ts";
import {
  answerHumanCheck,
  dbRows,
  expect,
  expectNoAxeViolations,
  humanCheckQuestion,
  openForm,
  test,
  waitForHydration,
  withEveryRegionDrawn,
} from "./helpers.ts";

function uniqueEmail(tag: string): string {
  return `${tag}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;
}

async function solveHumanCheck(form: Locator): Promise<string> {
  const answer = await answerHumanCheck(form);
  await expect(form.getByRole("status").filter({ hasText: "Verified. Thank you." })).toBeVisible();
  return answer;
}

const box = (form: Locator, name: string | RegExp) =>
  form.getByRole("textbox", { name, exact: typeof name === "string" });

async function fillContact(form: Locator, email: string, company = "Company") {
  await box(form, "First Name").fill("Mary-Jane");
  await box(form, "Last Name").fill("O'Brien");
  await box(form, "Email").fill(email);
  await box(form, "Phone").fill("+61 2 5550 1234");
  await box(form, company).fill("Acme & Sons");
  await box(form, "Message").fill("We would like a count for 50 test leads.");
}

async function fillPrivacy(form: Locator, email: string, message = "Please remove my details from your lists.") {
  await form.getByLabel("Subject").selectOption({ index: 1 });
  await box(form, "Company that contacted you").fill("Some Caller Pty Ltd");
  await box(form, "First Name").fill("José");
  await box(form, "Last Name").fill("Núñez");
  await form.getByLabel("Preferred Communication Method").selectOption("Email");
  await box(form, "Email").fill(email);
  await box(form, "Message").fill(message);
  await form.getByLabel(/suppress my details/).check();
}

/** Holds each submission for a moment so the button's busy state can be observed. */
async function slowSubmissions(page: Page): Promise<void> {
  await page.route("**/api/form-submissions", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 700));
    await route.continue();
  });
}

const toast = (page: Page, title: string) => page.locator("[data-sonner-toast]").filter({ hasText: title });

const contactForms = [
  { path: "/", kind: "home", pageName: "Contact Section", company: "Company", success: ["Message Sent!"] },
  {
    path: "/contact",
    kind: "contact-page",
    pageName: "Contact Page",
    company: "Company",
    success: ["Message Sent Successfully!", "Thank you for contacting us. Redirecting to thank you page..."],
  },
  {
    path: "/lead-generation",
    kind: "lead-generation",
    pageName: "Contact Form",
    company: "Company",
    success: ["Message Sent!", "Thank you for your inquiry. Redirecting to thank you page..."],
  },
  {
    path: "/mortgage-leads",
    kind: "mortgage",
    pageName: "Mortgage Leads",
    company: "Company",
    success: ["Message Sent!"],
  },
  {
    path: "/energy-leads",
    kind: "energy",
    pageName: "Energy Leads",
    company: "Organisation",
    success: ["Request Sent Successfully!", "Thank you for your interest. Redirecting to thank you page..."],
  },
] as const;

test.describe("forms submit, store and reach the thank-you page", () => {
  for (const f of contactForms) {
    test(`${f.path} (${f.pageName})${f.kind === "contact-page" ? " @phone" : ""}`, async ({ page }) => {
      await slowSubmissions(page);
      const form = await openForm(page, f.path);
      await expect(form).toHaveAttribute("data-form-kind", f.kind);
      const email = uniqueEmail(f.kind);
      await fillContact(form, email, f.company);
      const answer = await solveHumanCheck(form);
      const submit = form.getByRole("button", { name: "Send Message" });
      await expect(submit).toBeEnabled();
      await submit.click();
      await expect(form.getByRole("button", { name: "Sending..." })).toBeDisabled();
      const shown = toast(page, f.success[0]);
      await expect(shown).toBeVisible();
      if (f.success[1]) await expect(shown).toContainText(f.success[1]);
      await expect(page).toHaveURL(/\/thank-you$/);

      const rows = dbRows("contact_submissions", email);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        first_name: "Mary-Jane",
        last_name: "O'Brien",
        company: "Acme & Sons",
        phone: "+61 2 5550 1234",
        page_name: f.pageName,
        human_verification_answer: answer,
        first_landing_page: f.path,
      });
      // No client address is kept (the always-null ip_address column went in migration 083).
      expect(Object.keys(rows[0]!)).not.toContain("ip_address");
    });
  }

  for (const region of ["au", "uk"] as const) {
    test(`/privacy-${region}: the thank-you page shows the case reference and due date the database holds`, async ({
      page,
      browser,
      baseURL,
    }) => {
      const form = await openForm(page, `/privacy-${region}`);
      const email = uniqueEmail(`receipt-${region}`);
      await fillPrivacy(form, email);
      await solveHumanCheck(form);
      await form
        .getByRole("button", { name: region === "uk" ? "Submit GDPR Privacy Request" : "Submit Privacy Request" })
        .click();
      await expect(page).toHaveURL(/\/thank-you\?source=privacy$/);
      const [row] = dbRows("privacy_submissions", email);
      const db = new DatabaseSync(join(process.env.E2E_DATA_DIR ?? "", "leadwise.db"), { readOnly: true });
      const stored = db.prepare("select reference, due_date from privacy_cases where id = ?").get(String(row?.id)) as {
        reference: string;
        due_date: string;
      };
      db.close();
      const receipt = page.locator("#privacy-receipt");
      await expect(receipt).toBeVisible();
      await expect(receipt).toContainText(`Your reference${stored.reference}`, { useInnerText: false });
      const due = new Date(`${stored.due_date}T00:00:00Z`).toLocaleDateString("en-AU", {
        day: "numeric",
        month: "long",
        year: "numeric",
        timeZone: "UTC",
      });
      await expect(receipt.locator("[data-due-date]")).toHaveText(due);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thank You");

      // Another tab arriving directly has no receipt: no empty box.
      const other = await browser.newContext({ baseURL });
      const direct = await other.newPage();
      await direct.goto("/thank-you?source=privacy");
      await expect(direct.locator('[data-thank-you-mode="privacy"]')).toHaveCount(1);
      await expect(direct.locator("#privacy-receipt")).toBeHidden();
      await other.close();
    });
  }

  for (const region of ["au", "uk"] as const) {
    test(`/privacy-${region} privacy request${region === "uk" ? " @phone" : ""}`, async ({ page }) => {
      await slowSubmissions(page);
      const form = await openForm(page, `/privacy-${region}`);
      const email = uniqueEmail(`privacy-${region}`);
      await fillPrivacy(form, email);
      await solveHumanCheck(form);
      const label = region === "uk" ? "Submit GDPR Privacy Request" : "Submit Privacy Request";
      await form.getByRole("button", { name: label }).click();
      await expect(form.getByRole("button", { name: "Submitting..." })).toBeDisabled();
      const shown = toast(page, "Privacy Request Submitted Successfully!");
      await expect(shown).toContainText("Thank you for your submission. Redirecting to thank you page...");
      await expect(page).toHaveURL(/\/thank-you\?source=privacy$/);

      const rows = dbRows("privacy_submissions", email);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        region,
        page_name: region === "au" ? "Privacy AU" : "Privacy UK",
        company_contacted: "Some Caller Pty Ltd",
        communication_preference: "Email",
        suppress_from_marketing: 1,
      });
    });
  }
});

test.describe("error catalogue", () => {
  test("required fields: 'Error' / 'Please fill in all required fields.' with each field marked", async ({ page }) => {
    const form = await openForm(page, "/");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(toast(page, "Error")).toContainText("Please fill in all required fields.");
    const first = box(form, "First Name");
    await expect(first).toHaveAttribute("aria-invalid", "true");
    await expect(first).toBeFocused();
    const described = await first.getAttribute("aria-describedby");
    await expect(page.locator(`#${described}`)).toHaveText("First name is required");
    await expect(box(form, "Company")).toHaveAttribute("aria-invalid", "true");
  });

  test("lead generation: 'Validation Error' with the first message and the error list box", async ({ page }) => {
    const form = await openForm(page, "/lead-generation");
    await box(form, "First Name").fill("J");
    await box(form, "Email").fill("not-an-email");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(toast(page, "Validation Error")).toContainText("First name must be at least 2 characters long");
    const list = form.getByTestId("form-error-list");
    await expect(list).toContainText("Please fix the following errors:");
    await expect(list.getByRole("listitem")).toHaveText([
      "First name must be at least 2 characters long",
      "Last name is required",
      "Please enter a valid email address",
      "Phone is required",
      "Company is required",
      "Message is required",
      "Human verification is required",
    ]);
    await expect(form.getByRole("textbox", { name: "Message" })).toHaveAttribute("rows", "4");
    // Typing in any field clears the list.
    await box(form, "Last Name").fill("Smith");
    await expect(list).toHaveCount(0);
  });

  test("'Verification Required' when the human check is not done", async ({ page }) => {
    const form = await openForm(page, "/mortgage-leads");
    await fillContact(form, uniqueEmail("verify"));
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(toast(page, "Verification Required")).toContainText("Please complete the human verification.");
    await expect(page).toHaveURL(/\/mortgage-leads$/);
  });

  test("the contact page's submit waits for the human check", async ({ page }) => {
    const form = await openForm(page, "/contact");
    await fillContact(form, uniqueEmail("disabled"));
    const submit = form.getByRole("button", { name: "Send Message" });
    await expect(submit).toBeDisabled();
    await solveHumanCheck(form);
    await expect(submit).toBeEnabled();
  });

  test("privacy AU: 'Message Required' for a blank message", async ({ page }) => {
    const form = await openForm(page, "/privacy-au");
    await fillPrivacy(form, uniqueEmail("blank"), "    ");
    await form.getByRole("button", { name: "Submit Privacy Request" }).click();
    await expect(toast(page, "Message Required")).toContainText("Please enter a message.");
  });

  test("'Too Many Requests' on the 6th contact-page submission", async ({ page }) => {
    test.setTimeout(150_000);
    await openForm(page, "/contact");
    for (let i = 1; i <= 5; i++) {
      await page.goto("/contact");
      await waitForHydration(page);
      const form = page.locator("form[data-form-kind]");
      await fillContact(form, uniqueEmail(`limit${i}`));
      await solveHumanCheck(form);
      await form.getByRole("button", { name: "Send Message" }).click();
      await expect(page).toHaveURL(/\/thank-you$/);
    }
    await page.goto("/contact");
    await waitForHydration(page);
    const form = page.locator("form[data-form-kind]");
    const email = uniqueEmail("limit6");
    await fillContact(form, email);
    await solveHumanCheck(form);
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(toast(page, "Too Many Requests")).toContainText("Please wait before submitting another form.");
    await expect(page).toHaveURL(/\/contact$/);
    expect(dbRows("contact_submissions", email)).toHaveLength(0);
  });
});

// These tests make requests fail on purpose, so the browser logs errors: no console-error fixture.
plainTest.describe("send failures keep the form filled", () => {
  const cases = [
    { path: "/", failure: "Failed to send message. Please try again.", status: 503 },
    { path: "/contact", failure: "There was a problem sending your message. Please try again.", status: 500 },
    { path: "/energy-leads", failure: "Failed to send message. Please try again.", status: 0 },
    { path: "/privacy-uk", failure: "There was a problem submitting your request. Please try again.", status: 503 },
  ];
  for (const c of cases) {
    plainTest(`${c.path}: retried, then 'Error' / '${c.failure}'`, async ({ page }) => {
      plainTest.setTimeout(60_000);
      const attempts: number[] = [];
      await page.route("**/api/form-submissions", async (route) => {
        attempts.push(Date.now());
        if (c.status === 0) await route.abort("connectionrefused");
        else await route.fulfill({ status: c.status, contentType: "application/json", body: '{"error":"down"}' });
      });
      const form = await openForm(page, c.path);
      const email = uniqueEmail("failure");
      const privacy = c.path.startsWith("/privacy");
      if (privacy) await fillPrivacy(form, email);
      else await fillContact(form, email, c.path === "/energy-leads" ? "Organisation" : "Company");
      await solveHumanCheck(form);
      await form.getByRole("button", { name: /Send Message|Submit GDPR Privacy Request/ }).click();
      await expect(toast(page, "Error")).toContainText(c.failure, { timeout: 20_000 });
      // One attempt and three retries after 1 s, 2 s and 4 s.
      expect(attempts).toHaveLength(4);
      expect(attempts[3]! - attempts[0]!).toBeGreaterThanOrEqual(6500);
      // Still filled and editable.
      await expect(box(form, "Email")).toHaveValue(email);
      await expect(box(form, "Message")).not.toHaveValue("");
      await expect(box(form, "First Name")).toBeEditable();
      await expect(form.getByRole("button", { name: /Send Message|Submit GDPR Privacy Request/ })).toBeEnabled();
      await expect(page).toHaveURL(new RegExp(`${c.path}$`));
      expect(dbRows(privacy ? "privacy_submissions" : "contact_submissions", email)).toHaveLength(0);

      // Once the API is back, the same form goes through.
      await page.unroute("**/api/form-submissions");
      await form.getByRole("button", { name: /Send Message|Submit GDPR Privacy Request/ }).click();
      await expect(page).toHaveURL(/\/thank-you/);
      expect(dbRows(privacy ? "privacy_submissions" : "contact_submissions", email)).toHaveLength(1);
    });
  }

  plainTest("server rate limit (429) shows 'Too Many Requests'", async ({ page }) => {
    await page.route("**/api/form-submissions", (route) =>
      route.fulfill({ status: 429, headers: { "Retry-After": "600" }, contentType: "application/json", body: "{}" }),
    );
    const form = await openForm(page, "/mortgage-leads");
    await fillContact(form, uniqueEmail("429"));
    await solveHumanCheck(form);
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(toast(page, "Too Many Requests")).toContainText("Please wait before submitting another form.");
  });

  plainTest("a wrong answer uses the challenge up and a new one loads", async ({ page }) => {
    const form = await openForm(page, "/privacy-au");
    const first = await humanCheckQuestion(form);
    const wrong = challenges.find((c) => c.question === first)!.options.find((o) => !o.correct)!.label;
    await form.getByRole("radiogroup").getByText(wrong, { exact: true }).click();
    await expect(form.getByRole("status")).toContainText("That was not the right image. Here is a new challenge.");
    await expect(form.getByRole("radio", { checked: true })).toHaveCount(0);
    await solveHumanCheck(form);
  });
});

test.describe("forms load on approach (decision 030)", () => {
  test("what a visitor types before React arrives is kept through hydration and submitted @phone", async ({ page }) => {
    // Hold back React and the hydrate chunk until the visitor has typed and pressed Send.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const heldBack: string[] = [];
    await page.route(/\/assets\/island-(hydrate|react)-[^/]*\.js$/, async (route) => {
      heldBack.push(route.request().url());
      await held;
      await route.continue();
    });
    // The mortgage form: its Send button is live before the human check (the contact page's waits).
    const form = await openForm(page, "/mortgage-leads");
    // The form is on screen: its code was asked for, and is held back.
    await expect.poll(() => heldBack.length).toBeGreaterThan(0);
    const island = page.locator("[data-island]").filter({ has: form });
    await expect(island).not.toHaveAttribute("data-hydrated");
    const email = uniqueEmail("early");
    await fillContact(form, email);
    // A submit before React: held, not sent to this page's URL as a query string.
    await form.getByRole("button", { name: "Send Message" }).click();
    await page.waitForTimeout(300);
    await expect(page).toHaveURL(/\/mortgage-leads$/);
    await expect(island).not.toHaveAttribute("data-hydrated");

    release();
    await expect(island).toHaveAttribute("data-hydrated", "");
    // The held submit runs once the form is live: everything typed passes the checks, the human
    // check is what is missing.
    await expect(toast(page, "Verification Required")).toBeVisible();
    await expect(box(form, "First Name")).toHaveValue("Mary-Jane");
    await expect(box(form, "Message")).toHaveValue("We would like a count for 50 test leads.");
    const answer = await solveHumanCheck(form);
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(page).toHaveURL(/\/thank-you$/);
    const rows = dbRows("contact_submissions", email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      first_name: "Mary-Jane",
      last_name: "O'Brien",
      company: "Acme & Sons",
      phone: "+61 2 5550 1234",
      message: "We would like a count for 50 test leads.",
      human_verification_answer: answer,
    });
  });
});

test.describe("a form's code runs at its first use (decision 068)", () => {
  test("/contact, its form in the first screen, fetches the form's code but runs none of it until the visitor uses the form @phone", async ({
    page,
  }) => {
    const fetched: string[] = [];
    page.on("requestfinished", (r) => {
      if (/\/assets\/island-react-[^/]*\.js$/.test(r.url())) fetched.push(r.url());
    });
    const form = await openForm(page, "/contact");
    const island = page.locator("[data-island]").filter({ has: form });
    await expect.poll(() => fetched.length).toBeGreaterThan(0);
    await page.waitForLoadState("load");
    await page.waitForTimeout(1000);
    await expect(island).not.toHaveAttribute("data-hydrated");
    await expect(form.locator("[data-challenge-question]")).toHaveText("Loading challenge…");
    await box(form, "First Name").focus();
    await expect(island).toHaveAttribute("data-hydrated", "");
    await expect(form.locator("[data-challenge-question]")).toHaveText(/^Select the /);
  });
});

test.describe("forms load on approach: a click before React", () => {
  test("a click on the form's Data Collection Statement before React arrives opens it once React is there", async ({
    page,
  }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let asked = 0;
    await page.route(/\/assets\/island-(hydrate|react)-[^/]*\.js$/, async (route) => {
      asked++;
      await held;
      await route.continue();
    });
    const form = await openForm(page, "/privacy-au");
    await expect.poll(() => asked).toBeGreaterThan(0);
    const trigger = form.getByRole("button", { name: "Data Collection Statement" });
    await trigger.click();
    const dialog = page.getByRole("dialog", { name: "Data Collection Statement" });
    await page.waitForTimeout(300);
    await expect(dialog).toHaveCount(0);
    release();
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
  });
});

test.describe("accessibility and keyboard", () => {
  test("the contact page form can be completed with the keyboard alone", async ({ page }) => {
    const form = await openForm(page, "/contact");
    const email = uniqueEmail("keyboard");
    await box(form, "First Name").focus();
    for (const value of ["Kim", "Lee", email, "0400 000 000", "Keyboard Co", "Sent with the keyboard."]) {
      await page.keyboard.type(value);
      await page.keyboard.press("Tab");
    }
    // Focus is now on the first option of the human check: arrow to the right one, Space to confirm.
    const answer = answerFor(await humanCheckQuestion(form));
    const radios = form.getByRole("radio");
    await expect(radios.first()).toBeFocused();
    const labels = await radios.evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value));
    for (let i = 0; i < labels.indexOf(answer); i++) await page.keyboard.press("ArrowRight");
    await page.keyboard.press("Space");
    await expect(form.getByRole("status").filter({ hasText: "Verified. Thank you." })).toBeVisible();
    // Tab past New Challenge and the Data Collection Statement to the submit button.
    const submit = form.getByRole("button", { name: "Send Message" });
    for (let i = 0; i < 5 && !(await submit.evaluate((el) => el === document.activeElement)); i++) {
      await page.keyboard.press("Tab");
    }
    await expect(submit).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/thank-you$/);
    expect(dbRows("contact_submissions", email)).toHaveLength(1);
  });

  test("Data Collection Statement opens from every form and closes with Close or Escape", async ({ page }) => {
    for (const path of [
      "/",
      "/contact",
      "/lead-generation",
      "/mortgage-leads",
      "/energy-leads",
      "/privacy-au",
      "/privacy-uk",
    ]) {
      const form = await openForm(page, path);
      const trigger = form.getByRole("button", { name: "Data Collection Statement" });
      await trigger.click();
      const dialog = page.getByRole("dialog", { name: "Data Collection Statement" });
      await expect(dialog).toBeVisible();
      for (const country of [
        "New Zealand",
        "America",
        "the United Kingdom",
        "Singapore",
        "Hong Kong",
        "Japan",
        "China",
        "Dubai",
      ]) {
        await expect(dialog).toContainText(country);
      }
      await expect(dialog).toContainText("Australian Privacy Principles");
      await expect(dialog).toContainText("Privacy Act 1988");
      await expect(dialog).toContainText(/no longer reasonably required/);
      await expect(dialog).toContainText(/suppress/);
      await expect(dialog.getByRole("link", { name: /Privacy Policy/ })).toHaveAttribute("href", "/privacy-au");
      if (path === "/") {
        await page.keyboard.press("Escape");
      } else {
        await dialog.getByRole("button", { name: "Close", exact: true }).click();
      }
      await expect(dialog).toBeHidden();
      await expect(trigger).toBeFocused();
    }
  });

  test("forms pass axe with errors and toasts shown (axe)", async ({ page }) => {
    for (const path of ["/contact", "/lead-generation", "/privacy-au"]) {
      const form = await openForm(page, path);
      await solveHumanCheck(form);
      await form.getByRole("button", { name: /Send Message|Submit Privacy Request/ }).click();
      await expect(page.locator("[data-sonner-toast]").first()).toBeVisible();
      await page.waitForTimeout(500); // let the toast finish its entrance
      // The form and the toasts: the rest of each page has its own accessibility tests.
      const { violations } = await withEveryRegionDrawn(page, () =>
        new AxeBuilder({ page })
          .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"])
          .include("form")
          .include("[data-sonner-toaster]")
          .analyze(),
      );
      const summary = violations.map((v) => ({ id: v.id, nodes: v.nodes.map((n) => n.target.join(" ")) }));
      expect(summary, `axe on the form of ${path}`).toEqual([]);
    }
  });
});

test.describe("a form whose code cannot load", () => {
  test("says so under the form, keeps what was typed, and goes live when the connection is back @phone", async ({
    page,
    consoleErrors,
  }) => {
    test.setTimeout(120_000);
    // Before: the load failed silently, the Send button never woke and nothing was tried again.
    // The form's own files (its island's data-files) find no connection; the page's first files do.
    const html = await (await page.request.get("/mortgage-leads")).text();
    const files = new Set(JSON.parse(/data-files="([^"]*)"/.exec(html)![1]!.replaceAll("&quot;", '"')) as string[]);
    let cut = true;
    await page.route(/\/assets\/island-[^/]*\.js$/, async (route) => {
      if (cut && files.has(new URL(route.request().url()).pathname)) await route.abort("internetdisconnected");
      else await route.continue();
    });
    const form = await openForm(page, "/mortgage-leads");
    const island = page.locator("[data-island]").filter({ has: form });
    await page.context().setOffline(true);
    const email = uniqueEmail("offline");
    await fillContact(form, email);
    const notice = island.getByRole("alert").filter({ hasText: "could not finish loading" });
    await expect(notice).toHaveText(
      "This form could not finish loading because the connection dropped. What you have typed is kept, and the form will be ready to send once you are back online.",
    );
    await expectNoAxeViolations(page);
    // A submit now is held, not sent to this page's URL as a query string.
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(page).toHaveURL(/\/mortgage-leads$/);
    await expect(island).not.toHaveAttribute("data-hydrated");

    cut = false;
    await page.context().setOffline(false);
    await expect(island).toHaveAttribute("data-hydrated", "");
    await expect(notice).toHaveCount(0);
    // The held submit ran once the form was live: the human check is what is missing.
    await expect(toast(page, "Verification Required")).toBeVisible();
    await expect(box(form, "Email")).toHaveValue(email);
    await solveHumanCheck(form);
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(page).toHaveURL(/\/thank-you$/);
    expect(dbRows("contact_submissions", email)).toHaveLength(1);
    // The browser's own reports of the cut requests, and the island's of its failed load; nothing else.
    const expected = (e: string) =>
      e === "Failed to load resource: net::ERR_INTERNET_DISCONNECTED" ||
      /^TypeError: Failed to fetch dynamically imported module/.test(e);
    expect(consoleErrors.filter(expected).length).toBeGreaterThan(0);
    consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !expected(e)));
  });
});
