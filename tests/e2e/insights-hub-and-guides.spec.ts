// Insights hub, methodology and three guides (buying guide, get more leads, leads vs marketing list).
import type { Page } from "@playwright/test";
import { allInsightCards, insightButtonLabel } from "#app/content/insights.ts";
import { cards as shippedCards } from "#app/routes/lead-generation-insights/content.ts";
import { claims } from "#shared/site/facts.ts";
import { redirects } from "#shared/site/redirects.ts";
import { expect, expectNoAxeViolations, jsonLdOf, rawHtml, test, withEveryRegionDrawn } from "./helpers.ts";

const HUB = "/lead-generation-insights";
const METHODOLOGY = "/lead-generation-insights/customer-acquisition-methodology";
const GUIDE = "/lead-generation-insights/sales-leads-buying-guide-australia";
const MORE_LEADS = "/lead-generation-insights/get-more-leads";
const VS_LIST = "/lead-generation-insights/lead-gen-strategy-leads-vs-marketing-list";
const COMPANIES = "/lead-generation-insights/lead-gen-companies";
const OUR_PAGES = [HUB, METHODOLOGY, GUIDE, MORE_LEADS, VS_LIST];

const redirectSources = new Set(redirects.map((r) => r.from));
// The hub's cards as shipped: its entry's content.json (decision 089).
const industryCategories = shippedCards.industries;

/** Internal hrefs in the page's main content, without fragments, deduplicated. */
async function internalLinks(page: Page): Promise<string[]> {
  const hrefs = await page
    .locator("main a[href]")
    .evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
  return [...new Set(hrefs.filter((h) => h.startsWith("/")).map((h) => h.split("#")[0] || "/"))];
}

/** Visible words of the article body (the long-form copy, without hero, contents and related links),
 *  each part drawn as a reader who scrolls to it sees it (decision 094). */
async function bodyWords(page: Page): Promise<number> {
  const text = await withEveryRegionDrawn(page, () => page.locator("main .prose-content").innerText());
  return text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

async function expectLinkTo(page: Page, name: string | RegExp, href: string) {
  await expect(page.locator("main").getByRole("link", { name }).first()).toHaveAttribute("href", href);
}

test.describe("insights hub", () => {
  test("shows every card of the data, with 'View Service' for main cards and 'Read More' otherwise", async ({
    page,
  }) => {
    await page.goto(HUB);
    const cards = allInsightCards(shippedCards);
    await expect(page.locator("[data-insight-card]")).toHaveCount(cards.length);
    const buttons = page.locator("[data-insight-button]");
    await expect(buttons).toHaveCount(cards.length);

    const shown = await buttons.evaluateAll((els) =>
      els.map((el) => ({
        type: el.getAttribute("data-insight-button"),
        href: el.getAttribute("href"),
        label: (el.querySelector("[data-insight-label]")?.textContent ?? "").trim(),
      })),
    );
    expect(shown.map((b) => b.href)).toEqual(cards.map((c) => c.url));
    expect(shown.map((b) => b.type)).toEqual(cards.map((c) => c.type));
    for (const b of shown) expect(b.label).toBe(insightButtonLabel(b.type as Parameters<typeof insightButtonLabel>[0]));

    // Accessible names start with the visible label (WCAG 2.5.3) and add the card title.
    const mains = cards.filter((c) => c.type === "main");
    const others = cards.filter((c) => c.type !== "main");
    await expect(page.locator("main").getByRole("link", { name: /^View Service\s*: / })).toHaveCount(mains.length);
    await expect(page.locator("main").getByRole("link", { name: /^Read More\s*: / })).toHaveCount(others.length);
    for (const card of cards) {
      const name = new RegExp(`^${insightButtonLabel(card.type)}\\s*: ${card.title.replace(/[()]/g, "\\$&")}$`);
      await expect(page.getByRole("link", { name })).toHaveAttribute("href", card.url);
    }
  });

  test("has the core service card with its stats and buttons, the featured guide and the categories", async ({
    page,
  }) => {
    await page.goto(HUB);
    const core = page.locator("#core-service [data-insight-card='main']");
    for (const value of [claims.yearsExperience, claims.qualityLeads, claims.clients]) {
      await expect(core.getByText(value, { exact: true })).toBeVisible();
    }
    await expect(core.getByRole("link", { name: /^View Service/ })).toHaveAttribute("href", "/lead-generation");
    await expect(core.locator("a[href='/contact']")).toBeVisible();

    await expect(page.locator(`#core-service a[href='${METHODOLOGY}']`)).toBeVisible();
    await expect(page.locator("#core-service a[href='/our-lead-generation-company']")).toBeVisible();

    const featured = page.locator("#featured-guide");
    await expect(featured.locator(`a[href='${GUIDE}']`)).toBeVisible();
    await expect(featured).toContainText("10+ chapters");
    await expect(featured).toContainText("Free");

    for (const category of industryCategories) {
      const section = page.locator("[data-insight-category]", {
        has: page.getByRole("heading", { name: category.title, exact: true }),
      });
      await expect(section.locator("[data-insight-card]")).toHaveCount(category.pages.length);
    }
  });

  test("ends with 'Get Expert Consultation' and 'Explore Our Solutions'", async ({ page }) => {
    await page.goto(HUB);
    await expectLinkTo(page, "Get Expert Consultation", "/contact");
    await expectLinkTo(page, "Explore Our Solutions", "/our-solutions");
  });
});

test.describe("links", () => {
  for (const path of OUR_PAGES) {
    test(`every internal link on ${path} answers 200 without a redirect`, async ({ page, request }) => {
      await page.goto(path);
      const links = await internalLinks(page);
      expect(links.length).toBeGreaterThan(2);
      for (const href of links) {
        expect(redirectSources.has(href), `${href} is a redirect source`).toBe(false);
        const response = await request.get(href, { maxRedirects: 0 });
        expect(response.status(), `${href} linked from ${path}`).toBe(200);
      }
    });
  }
});

test.describe("buying guide", () => {
  test("has at least ten chapters in its contents, each pointing at a heading", async ({ page }) => {
    await page.goto(GUIDE);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("2025-2026");
    const entries = page.getByRole("navigation", { name: "Contents" }).getByRole("link");
    expect(await entries.count()).toBeGreaterThanOrEqual(10);
    for (const href of await entries.evaluateAll((as) => as.map((a) => a.getAttribute("href") ?? ""))) {
      await expect(page.locator(`main h2${href}`)).toHaveCount(1);
    }
  });

  test("carries Article JSON-LD published 2024-01-01 in the raw HTML", async ({ request }) => {
    const article = jsonLdOf(await rawHtml(request, GUIDE)).find((d) => d["@type"] === "Article");
    expect(article?.datePublished).toBe("2024-01-01");
    expect(String(article?.headline)).toContain("2025-2026");
  });

  test("has at least 2,500 words, the MQL/SQL table, its links and 'Get Your Lead Strategy'", async ({ page }) => {
    await page.goto(GUIDE);
    expect(await bodyWords(page)).toBeGreaterThanOrEqual(2500);
    const table = page.locator("main .prose-content table").first();
    await expect(table.locator("th[scope='col']")).toHaveCount(3);
    await expect(table).toContainText("MQL");
    await expect(table).toContainText("SQL");
    for (const heading of ["Key steps", "Five mistakes", "Three tips", "Industries"]) {
      await expect(
        page.locator("main .prose-content").getByRole("heading", { level: 2, name: new RegExp(heading) }),
      ).toBeVisible();
    }
    const body = page.locator("main .prose-content");
    for (const href of [COMPANIES, "/lead-generation", METHODOLOGY]) {
      await expect(body.locator(`a[href='${href}']`).first()).toBeVisible();
    }
    await expectLinkTo(page, "Get Your Lead Strategy", "/contact");
  });
});

test.describe("get more leads", () => {
  test("has at least 900 words, the three-tier pyramid and its links", async ({ page }) => {
    await page.goto(MORE_LEADS);
    expect(await bodyWords(page)).toBeGreaterThanOrEqual(900);
    const tiers = page.getByTestId("lead-pyramid").getByRole("listitem");
    await expect(tiers).toHaveCount(3);
    await expect(tiers.nth(0)).toContainText("Bespoke");
    await expect(tiers.nth(1)).toContainText("Shared");
    await expect(tiers.nth(2)).toContainText("List data");
    const body = page.locator("main .prose-content");
    for (const href of [COMPANIES, METHODOLOGY, GUIDE, "/lead-generation", "/contact"]) {
      await expect(body.locator(`a[href='${href}']`).first()).toBeVisible();
    }
  });
});

test.describe("leads vs marketing list", () => {
  test("has at least 900 words, the comparison table, both partner kinds, a conclusion and the guide promo", async ({
    page,
  }) => {
    await page.goto(VS_LIST);
    expect(await bodyWords(page)).toBeGreaterThanOrEqual(900);
    const table = page.locator("main .prose-content table");
    await expect(table.locator("th[scope='col']")).toContainText(["Factor", "Warm leads", "Rented cold lists"]);
    expect(await table.locator("th[scope='row']").count()).toBeGreaterThanOrEqual(5);
    await expect(page.getByRole("heading", { level: 2, name: /pitfalls/i })).toBeVisible();
    await expect(page.getByRole("heading", { level: 3, name: /agencies/i })).toBeVisible();
    await expect(page.getByRole("heading", { level: 3, name: /turn-key/i })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: /conclusion/i })).toBeVisible();
    await expectLinkTo(page, "Read the Buying Guide", GUIDE);
  });
});

test.describe("methodology", () => {
  test("has the six steps with key activities, quality standards, technology and the buying guide link", async ({
    page,
  }) => {
    await page.goto(METHODOLOGY);
    const steps = page.getByTestId("methodology-step");
    await expect(steps).toHaveCount(6);
    await expect(steps.getByRole("heading", { level: 3 })).toHaveText([
      "Know Your Customer",
      "Bespoke Strategy",
      "Customer Acquisition",
      "Comprehensive Data Management",
      "Analyse and Optimise",
      "Grow and Retain",
    ]);
    for (let i = 0; i < 6; i++) {
      const step = steps.nth(i);
      await expect(step.getByRole("heading", { name: "Key activities" })).toBeVisible();
      expect(await step.getByRole("listitem").count()).toBeGreaterThanOrEqual(3);
    }
    await expect(page.getByRole("heading", { level: 2, name: /quality standards/i })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: /technology/i })).toBeVisible();
    await expect(page.locator(`main a[href='${GUIDE}']`).first()).toBeVisible();
  });
});

test.describe("accessibility", () => {
  for (const path of OUR_PAGES) {
    test(`${path} has no axe violations, one h1 and no skipped heading levels @phone`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator("h1")).toHaveCount(1);
      const levels = await page
        .locator("main h1, main h2, main h3, main h4, main h5, main h6")
        .evaluateAll((hs) => hs.map((h) => Number(h.tagName.slice(1))));
      levels.forEach((level, i) => {
        if (i > 0) expect(level - (levels[i - 1] ?? 1), `heading ${i} jumps a level`).toBeLessThanOrEqual(1);
      });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        page.viewportSize()?.width ?? 0,
      );
      await expectNoAxeViolations(page);
    });
  }
});
