/*
 * Shared test fixture for browser tests.
 *  - `test` fails a test when the page logs a console error or throws an uncaught exception,
 *    and records every request to a host other than the site (`page.thirdPartyRequests`).
 *  - `expectNoAxeViolations(page)` runs axe-core with the WCAG 2.0/2.1/2.2 A and AA rules.
 *  - `rawHtml(request, path)` fetches the server's HTML without running JavaScript.
 *  - `answerHumanCheck(form)` picks the right answer in a form's human check, as a person would.
 * Import from here instead of "@playwright/test":
 *   import { expect, test, expectNoAxeViolations } from "./helpers.ts";
 * Tag a test with "@phone" in its title to also run it at 390 px wide (see playwright.config.ts).
 */
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import AxeBuilder from "@axe-core/playwright";
import { type APIRequestContext, test as base, expect, type Locator, type Page, type Route } from "@playwright/test";
import { videoEmbedOrigins } from "#shared/site/facts.ts";
import { answerFor } from "#tests/support/submissions.ts";

export { expect };

export const test = base.extend<{ consoleErrors: string[]; thirdPartyRequests: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on("console", (msg) => {
        if (msg.type() !== "error") return;
        const text = msg.text();
        // The browser reports the 404 status of a not-found document itself; that is the expected answer.
        if (/status of 404/.test(text) && msg.location().url === page.url()) return;
        errors.push(text);
      });
      page.on("pageerror", (error) => errors.push(`uncaught: ${error.message}`));
      await use(errors);
      expect(errors, "console errors or uncaught exceptions").toEqual([]);
    },
    { auto: true },
  ],
  // Pages paint before their JavaScript runs (scripts/defer-bootstrap.ts): every page.goto to
  // an HTML page waits until React has hydrated, so tests act on the live page.
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (response?.headers()["content-type"]?.includes("text/html")) {
        await page.waitForSelector("html[data-hydrated]", { state: "attached", timeout: 20_000 });
      }
      return response;
    };
    await use(page);
  },
  thirdPartyRequests: async ({ page, baseURL }, use) => {
    const origin = new URL(baseURL ?? "http://127.0.0.1").origin;
    const seen: string[] = [];
    page.on("request", (req) => {
      const url = req.url();
      if (!url.startsWith(origin) && !url.startsWith("data:") && !url.startsWith("blob:")) seen.push(url);
    });
    await use(seen);
  },
});

export async function expectNoAxeViolations(page: Page, options: { exclude?: string[] } = {}): Promise<void> {
  let builder = new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"]);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const { violations } = await withEveryRegionDrawn(page, () => builder.analyze());
  const summary = violations.map((v) => ({
    id: v.id,
    impact: v.impact,
    help: v.help,
    nodes: v.nodes.slice(0, 5).map((n) => n.target.join(" ")),
  }));
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
  await expectNoSidewaysScroll(page);
}

/**
 * Runs `check` with every `content-visibility: auto` region drawn (decision 083). Chromium skips such a
 * region's rendering until it nears the viewport, and skipped content cannot be hit-tested, so axe
 * (which finds backgrounds and target sizes with `elementsFromPoint`) would judge every section below
 * the first screen by a box it cannot see. A reader only ever sees a section drawn: that is what axe
 * checks. Only that property changes, through the CSSOM (the page's CSP allows no injected
 * stylesheet), and it is put back afterwards. Fails if a region stays skipped.
 */
export async function withEveryRegionDrawn<T>(page: Page, check: () => Promise<T>): Promise<T> {
  // The page's own document only: a preview frame in the desk holds a public page, which site.spec
  // checks on its own; scaled down in a frame, its drawn sections gave axe findings no reader meets.
  const count = await page.evaluate(() => {
    const skipped = [...document.querySelectorAll<HTMLElement>("body *")].filter(
      (e) => getComputedStyle(e).contentVisibility === "auto",
    );
    for (const e of skipped) {
      e.dataset.axeDrawn = e.style.contentVisibility;
      e.style.contentVisibility = "visible";
    }
    return skipped.filter((e) => getComputedStyle(e).contentVisibility !== "visible").length;
  });
  expect(count, "regions still skipped while axe runs").toBe(0);
  try {
    return await check();
  } finally {
    await page
      .evaluate(() => {
        for (const e of document.querySelectorAll<HTMLElement>("[data-axe-drawn]")) {
          e.style.contentVisibility = e.dataset.axeDrawn ?? "";
          delete e.dataset.axeDrawn;
        }
      })
      .catch(() => undefined);
  }
}

/**
 * WCAG 1.4.10 (reflow): nothing makes the page wider than the window, so a phone never scrolls
 * sideways (wide tables scroll inside their own region). Checked with every axe run; names the
 * widest elements when it fails.
 */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const width = page.viewportSize()?.width ?? 0;
  const wide = await page.evaluate((limit) => {
    if (document.documentElement.scrollWidth <= limit + 1) return [];
    return [...document.querySelectorAll("body *")]
      .filter((e) => e.getBoundingClientRect().right > limit + 1)
      .slice(-5)
      .map((e) => `${e.tagName.toLowerCase()}${e.id ? `#${e.id}` : ""}.${String(e.className).slice(0, 60)}`);
  }, width);
  expect(wide, `wider than the ${width}px window on ${page.url()}`).toEqual([]);
}

export async function rawHtml(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path, { maxRedirects: 0 });
  expect(response.status(), `status of ${path}`).toBe(200);
  return response.text();
}

/** JSON-LD objects of a raw HTML document. */
export function jsonLdOf(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1] ?? "{}") as Record<string, unknown>,
  );
}

/** Wait until React has hydrated (client navigation and handlers are live). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForSelector("html[data-hydrated]", { state: "attached", timeout: 20_000 });
}

/** Opens a page with a form, the rebrand notice marked as seen (it would cover the form), and returns the form. */
export async function openForm(page: Page, path: string): Promise<Locator> {
  await page.addInitScript(() => window.localStorage.setItem("leadwise:rebrand-seen", "1"));
  await page.goto(path);
  await waitForHydration(page);
  const form = page.locator("form[data-form-kind], form[data-privacy-form]").first();
  await form.scrollIntoViewIfNeeded();
  return form;
}

/** The question a form's human check asks, once it has loaded. */
export async function humanCheckQuestion(form: Locator): Promise<string> {
  const question = form.locator("[data-challenge-question]");
  // A form's code runs at its first use (decision 068): a visitor who goes straight to the check
  // taps it, and the question loads.
  if (await form.locator("xpath=ancestor::*[@data-island and not(@data-hydrated)]").count()) await question.click();
  await expect(question).toHaveText(/^Select the /);
  return (await question.textContent()) ?? "";
}

/**
 * Picks the right answer in a form's human check (looked up in the server's challenge table, which
 * the browser never receives); returns it.
 */
export async function answerHumanCheck(form: Locator): Promise<string> {
  const answer = answerFor(await humanCheckQuestion(form));
  await form.getByRole("radiogroup").getByText(answer, { exact: true }).click();
  return answer;
}

/** The stored submissions of a table with this email, read from the server's SQLite file (the data directory of its server). */
export function dbRows(
  table: "contact_submissions" | "privacy_submissions",
  email: string,
  dir = process.env.E2E_DATA_DIR,
): Record<string, unknown>[] {
  if (!dir) throw new Error("E2E_DATA_DIR is not set (playwright.config.ts sets it)");
  const db = new DatabaseSync(join(dir, "leadwise.db"), { readOnly: true });
  try {
    return db.prepare(`select * from ${table} where email = ?`).all(email) as Record<string, unknown>[];
  } finally {
    db.close();
  }
}

/** Fills an enquiry form's fields as a person would (its organisation field named `company`). */
export async function fillEnquiry(form: Locator, email: string, company = "Company"): Promise<void> {
  const box = (name: string) => form.getByRole("textbox", { name, exact: true });
  await box("First Name").fill("Mary-Jane");
  await box("Last Name").fill("O'Brien");
  await box("Email").fill(email);
  await box("Phone").fill("+61 2 5550 1234");
  await box(company).fill("Acme & Sons");
  await box("Message").fill("We would like a count for 50 test leads.");
}

/** Answers every video host with a small page of its own, so a player frame loads without the network. */
export async function stubVideoHosts(page: Page): Promise<void> {
  for (const host of videoEmbedOrigins) {
    await page.route(`${host}/**`, (route: Route) =>
      route.fulfill({ status: 200, contentType: "text/html", body: "<!doctype html><title>video</title><p>video</p>" }),
    );
  }
}
