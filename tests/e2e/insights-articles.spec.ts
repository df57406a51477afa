// Insights articles: lead-gen companies, fundraising leads, call centre partner,
// mortgage seven tips and Australian mortgage leads.
// Run against your own build: see the header of playwright.config.ts.
import { claims } from "#shared/site/facts.ts";
import { getPage } from "#shared/site/pages.ts";
import { redirects } from "#shared/site/redirects.ts";
import { expect, jsonLdOf, rawHtml, test, withEveryRegionDrawn } from "./helpers.ts";

const articles = [
  "/lead-generation-insights/lead-gen-companies",
  "/lead-generation-insights/Fundraising-Leads-Australia",
  "/lead-generation-insights/call-centre-partner",
  "/mortgage-lead-insights/mortgage-lead-generation-7-tips",
  "/mortgage-lead-insights/australian-mortgage-leads",
] as const;

const METHODOLOGY = "/lead-generation-insights/customer-acquisition-methodology";
const BUYING_GUIDE = "/lead-generation-insights/sales-leads-buying-guide-australia";

const decode = (s: string) =>
  s
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">");
const textOfHtml = (html: string) =>
  decode(html.replace(/<[^>]+>/g, " "))
    .replace(/\s+/g, " ")
    .trim();
const wordsOf = (text: string) => text.split(/\s+/).filter(Boolean).length;

test.describe("articles in the raw HTML", () => {
  for (const path of articles) {
    test(`${path}: one h1, Article JSON-LD matching it, and the whole body`, async ({ request }) => {
      const html = await rawHtml(request, path);
      const h1s = [...html.matchAll(/<h1[^>]*>([\s\S]*?)<\/h1>/g)].map((m) => textOfHtml(m[1] ?? ""));
      expect(h1s).toHaveLength(1);

      const article = jsonLdOf(html).find((d) => d["@type"] === "Article");
      expect(article, "Article JSON-LD").toBeTruthy();
      expect(article?.headline).toBe(h1s[0]);
      expect(article?.url).toBe(`https://www.example.com${path}`);
      expect(article?.description).toBe(getPage(path)?.description);
      expect(article?.datePublished).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(article?.dateModified).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(String(article?.dateModified) >= String(article?.datePublished)).toBe(true);
      expect(article?.author).toMatchObject({ "@type": "Person" });
      expect(article?.publisher).toMatchObject({ "@type": "Organization" });
      expect(html).toMatch(/<meta property="og:type" content="article"/);
      expect(html).toMatch(/<meta property="article:published_time" content="\d{4}-\d{2}-\d{2}"/);

      // The prerendered HTML already carries the article body, not just a shell.
      const body = /<div class="prose-content">([\s\S]*?)<aside/.exec(html)?.[1] ?? "";
      expect(wordsOf(textOfHtml(body)), "words of the body in the raw HTML").toBeGreaterThanOrEqual(900);
    });
  }
});

test.describe("articles in the browser", () => {
  for (const path of articles) {
    test(`${path}: at least 900 words, headings in order, contents and byline`, async ({ page }) => {
      await page.goto(path);
      // Rendered words only: innerText leaves out text that is not displayed, and the parts below the
      // first screen are drawn only as a reader nears them (decision 094).
      const words = await withEveryRegionDrawn(page, () =>
        page.locator(".prose-content").evaluate((el) => (el as HTMLElement).innerText),
      );
      expect(wordsOf(words)).toBeGreaterThanOrEqual(900);

      const levels = await page
        .locator("main h1, main h2, main h3, main h4, main h5, main h6")
        .evaluateAll((els) => els.map((el) => Number(el.tagName.slice(1))));
      expect(levels[0]).toBe(1);
      expect(levels.filter((l) => l === 1)).toHaveLength(1);
      for (let i = 1; i < levels.length; i++) {
        expect(levels[i]! - levels[i - 1]!, `heading level after h${levels[i - 1]}`).toBeLessThanOrEqual(1);
      }
      // The body starts at h2.
      const firstBodyHeading = await page
        .locator(".prose-content :is(h2, h3, h4)")
        .first()
        .evaluate((el) => el.tagName);
      expect(firstBodyHeading).toBe("H2");

      const toc = page.getByRole("navigation", { name: "Contents" });
      await expect(toc.getByRole("link")).not.toHaveCount(0);
      for (const href of await toc.getByRole("link").evaluateAll((els) => els.map((a) => a.getAttribute("href")))) {
        await expect(page.locator(href ?? "#missing")).toHaveCount(1);
      }
      await expect(page.locator("main article time").first()).toHaveAttribute("datetime", /^\d{4}-\d{2}-\d{2}$/);
      await expect(page.locator("main article").getByText(/\d+ min read/)).toBeVisible();
    });

    test(`${path}: every internal link answers 200 without a redirect`, async ({ page, request }) => {
      await page.goto(path);
      const hrefs = await page
        .locator("main article a[href]")
        .evaluateAll((els) => els.map((a) => a.getAttribute("href") ?? ""));
      const internal = [...new Set(hrefs.filter((h) => h.startsWith("/")))].map((h) => h.split("#")[0] ?? h);
      const others = [...new Set(internal.filter((h) => h !== path))];
      expect(others.length, "links to at least two other pages").toBeGreaterThanOrEqual(2);
      const redirectSources = new Set(redirects.map((r) => r.from));
      for (const href of new Set(internal)) {
        expect(redirectSources.has(href), `${href} is an old path that redirects`).toBe(false);
        expect(getPage(href), `${href} is a page of the registry`).toBeTruthy();
        const response = await request.get(href, { maxRedirects: 0 });
        expect(response.status(), `status of ${href}`).toBe(200);
      }
      // External links open in a new tab and say so.
      const external = page.locator('main article a[href^="http"]');
      for (const link of await external.all()) {
        await expect(link).toHaveAttribute("target", "_blank");
        await expect(link).toHaveAttribute("rel", /noopener/);
        await expect(link).toContainText("opens in a new tab");
      }
    });

    test(`${path}: no horizontal scrolling @phone`, async ({ page }) => {
      await page.goto(path);
      const [scroll, client] = await page.evaluate(() => [
        document.documentElement.scrollWidth,
        document.documentElement.clientWidth,
      ]);
      expect(scroll).toBeLessThanOrEqual(client);
    });
  }
});

test.describe("lead-gen companies", () => {
  const path = "/lead-generation-insights/lead-gen-companies";

  test("key questions, the eight-point checklist and the six red flags", async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 2, name: /key questions/i })).toBeVisible();
    await expect(page.locator(".prose-content h3")).not.toHaveCount(0);

    const checklist = page.getByTestId("checklist").locator(":scope > li");
    await expect(checklist).toHaveCount(8);
    const checklistText = (await withEveryRegionDrawn(page, () => checklist.allInnerTexts())).join("\n");
    for (const point of [
      /multiple .*methods/i,
      /built-in qualification/i,
      /ongoing optimisation/i,
      /real-time data quality/i,
      /transparent reporting/i,
      /industry references/i,
      /fast delivery/i,
      /ACMA compliance/,
    ]) {
      expect(checklistText).toMatch(point);
    }

    const flags = page.getByTestId("red-flags").locator(":scope > li");
    await expect(flags).toHaveCount(6);
    const flagText = (await withEveryRegionDrawn(page, () => flags.allInnerTexts())).join("\n");
    for (const flag of [
      /guaranteed conversions/i,
      /vague lead sources/i,
      /long contracts up front/i,
      /too-cheap pricing/i,
      /no questions about your business/i,
      /evasive answers on compliance/i,
    ]) {
      expect(flagText).toMatch(flag);
    }
  });
});

test.describe("fundraising leads article", () => {
  const path = "/lead-generation-insights/Fundraising-Leads-Australia";

  test("its sections, five mistakes and an accessible client testimonial", async ({ page }) => {
    await page.goto(path);
    for (const name of [
      /donor acquisition/i,
      /donor qualification/i,
      /campaign optimisation/i,
      /data management/i,
      /five common mistakes/i,
    ]) {
      await expect(page.getByRole("heading", { level: 2, name })).toBeVisible();
    }
    await expect(page.getByTestId("mistakes").locator(":scope > li")).toHaveCount(5);

    const testimonial = page.getByTestId("testimonial");
    await expect(testimonial).toHaveCount(1);
    await expect(testimonial.locator("blockquote")).toContainText(/\w{3,}/);
    await expect(testimonial.locator("figcaption")).toContainText(/\w+/);
    await expect(testimonial.getByText("Rated 5 out of 5")).toBeAttached();

    await expect(page.locator(".prose-content a[href='/fundraising-leads']").first()).toBeVisible();
  });
});

test.describe("call centre partner", () => {
  const path = "/lead-generation-insights/call-centre-partner";

  test("back-to-home link, its links and both calls to action", async ({ page }) => {
    await page.goto(path);
    const article = page.locator("main article");
    await expect(article.getByRole("link", { name: /back to home/i })).toHaveAttribute("href", "/");
    for (const href of ["/lead-generation", METHODOLOGY, BUYING_GUIDE]) {
      await expect(page.locator(`.prose-content a[href='${href}']`).first()).toBeVisible();
    }
    await expect(article.getByRole("link", { name: "Get Expert Guidance" })).toHaveAttribute("href", "/contact");
    await expect(article.getByRole("link", { name: "Explore Our Solutions" })).toHaveAttribute(
      "href",
      "/our-solutions",
    );
  });

  test("the calls to action navigate in the app @phone", async ({ page }) => {
    await page.goto(path);
    await page.getByRole("link", { name: "Get Expert Guidance" }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await page.goBack();
    await page.getByRole("link", { name: "Explore Our Solutions" }).click();
    await expect(page).toHaveURL(/\/our-solutions$/);
  });
});

test.describe("mortgage seven tips", () => {
  const path = "/mortgage-lead-insights/mortgage-lead-generation-7-tips";

  test("seven numbered cards, each with an icon, a title, content and a benefits list", async ({ page }) => {
    await page.goto(path);
    const cards = page.getByTestId("tip-card");
    await expect(cards).toHaveCount(7);
    for (let i = 0; i < 7; i++) {
      const card = cards.nth(i);
      await expect(card.locator("svg").first()).toBeVisible();
      await expect(card.getByRole("heading", { level: 3 })).toContainText(`Tip ${i + 1}`);
      await expect(card.locator("p").first()).toContainText(/\w+/);
      const benefits = card.getByTestId("tip-benefits").locator("li");
      expect(await benefits.count()).toBeGreaterThanOrEqual(2);
    }
    // The advice figures come from the facts module.
    const text = (await page.locator(".prose-content").textContent()) ?? "";
    expect(text).toContain(`${claims.advice.respondWithinMinutes} minutes`);
    expect(text).toContain(`${claims.advice.conversionDropAfterHourPercent}%`);
    expect(text).toContain(claims.advice.callCycle);
    expect(text).toContain(`${claims.advice.followUpDays} days`);
    expect(text).toContain(claims.advice.octoberCpcRise);
    await expect(page.locator(".prose-content a[href='/mortgage-leads']").first()).toBeVisible();
  });
});

test.describe("Australian mortgage leads", () => {
  const path = "/mortgage-lead-insights/australian-mortgage-leads";

  test("generation, SMS verification, exclusive vs shared, the test order, compliance and its links", async ({
    page,
  }) => {
    await page.goto(path);
    for (const name of [/generated/i, /verified/i, /exclusive versus shared/i, /test order/i, /compliance/i]) {
      await expect(page.getByRole("heading", { level: 2, name }).first()).toBeVisible();
    }
    await expect(page.locator(".prose-content")).toContainText("SMS");
    await expect(page.locator(".prose-content")).toContainText(`${claims.mortgageExampleTest} leads`);
    await expect(page.locator(".prose-content table th[scope='col']")).toHaveCount(3);
    for (const href of ["/mortgage-leads", "/contact"]) {
      await expect(page.locator(`.prose-content a[href='${href}']`).first()).toBeVisible();
    }
  });
});
