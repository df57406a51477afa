// Lead generation and data services: lead generation, customer analytics (and its /data-analytics alias), CRM migration and
// consumer lists. Section headings, link targets, FAQ counts and behaviour, video blocks, JSON-LD, accessibility.
import type { Page } from "@playwright/test";
import { faqs as analyticsFaqs, video as analyticsVideo } from "#app/routes/customer-analytics/content.ts";
import { faqs as leadFaqs, video as leadVideo } from "#app/routes/lead-generation/content.ts";
import { crmCaseStudy, externalUrls, phones } from "#shared/site/facts.ts";
import { pages } from "#shared/site/pages.ts";
import { redirects } from "#shared/site/redirects.ts";
import { expect, jsonLdOf, rawHtml, test, waitForHydration, withEveryRegionDrawn } from "./helpers.ts";

const origin = "https://www.example.com";

interface ServicePage {
  path: string;
  canonical: string;
  h2: string[];
  faqCount: number;
  /** Internal link targets the page must carry (href in main). */
  links: string[];
  hasVideo: boolean;
}

const servicePages: ServicePage[] = [
  {
    path: "/lead-generation",
    canonical: "/lead-generation",
    h2: [
      "Why Businesses Choose Our Lead Generation",
      "See How Our Lead Generation Works",
      "How It Works",
      "Frequently Asked Questions",
      "Request Your Free Count and Quote",
    ],
    faqCount: 12,
    links: [
      "/our-solutions",
      "/lead-generation-insights/customer-acquisition-methodology",
      "/lead-generation-insights/sales-leads-buying-guide-australia",
    ],
    hasVideo: true,
  },
  {
    path: "/customer-analytics",
    canonical: "/customer-analytics",
    h2: [
      "Turn Your Customer Data Into Decisions",
      "Our Customer Analytics Services",
      "How Businesses Use Customer Analytics",
      "Benefits of Customer Analytics",
      "Customer Success Story",
      "Frequently Asked Questions",
      "Ready to Understand Your Customers?",
    ],
    faqCount: 12,
    links: ["/our-solutions", "/contact", "/lead-generation", "/consumer-data-list-solutions", "/crm-migration"],
    hasVideo: true,
  },
  {
    path: "/crm-migration",
    canonical: "/crm-migration",
    h2: [
      "Our CRM Migration Services",
      "Our Four-Step Migration Process",
      "Timeline and Investment",
      "Data Variables We Can Append",
      "Featured Case Study",
      "Frequently Asked Questions",
      "Plan Your CRM Migration",
    ],
    faqCount: 10,
    links: ["/our-solutions", "/contact", "/our-lead-generation-company"],
    hasVideo: false,
  },
  {
    path: "/consumer-data-list-solutions",
    canonical: "/consumer-data-list-solutions",
    h2: [
      "Why Use Consumer Marketing Lists?",
      "The Five P's of Marketing",
      "Example Selections",
      "Our Approach",
      "Building Your Data Strategy",
      "Frequently Asked Questions",
      "Request Your Count and Quote",
    ],
    faqCount: 10,
    links: [
      "/our-solutions",
      "/contact",
      "/customer-analytics",
      "/lead-generation",
      "/crm-migration",
      "/lead-generation-insights/lead-gen-strategy-leads-vs-marketing-list",
    ],
    hasVideo: false,
  },
];

const analytics = servicePages[1]!;
const pagePaths = new Set<string>(pages.map((p) => p.path));
const redirectSources = new Set(redirects.map((r) => r.from));

async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
}

// Native disclosures (decision 030): one <details name> group, a <summary> per question.
const faqTriggers = (page: Page) => page.getByTestId("faq").locator("summary");
const faqItems = (page: Page) => page.getByTestId("faq").locator("details");

for (const sp of servicePages) {
  test.describe(sp.path, () => {
    test("raw HTML carries the content, Service and FAQPage JSON-LD", async ({ request }) => {
      const html = await rawHtml(request, sp.path);
      expect(html.match(/<h1[\s>]/g)?.length, "exactly one h1").toBe(1);
      for (const h of sp.h2) expect(html).toContain(h.replaceAll("'", "&#x27;"));
      const ld = jsonLdOf(html);
      const svc = ld.find((d) => d["@type"] === "Service");
      expect(svc, "Service JSON-LD").toBeTruthy();
      expect(svc?.url).toBe(`${origin}${sp.canonical}`);
      expect(svc?.provider).toMatchObject({ "@type": "Organization" });
      const faqPage = ld.find((d) => d["@type"] === "FAQPage");
      expect(((faqPage?.mainEntity ?? []) as unknown[]).length).toBe(sp.faqCount);
      expect(html).toMatch(new RegExp(`<link rel="canonical" href="${origin}${sp.canonical}"`));
    });

    test("every section heading, in order, with no skipped heading level", async ({ page }) => {
      await open(page, sp.path);
      const main = page.locator("main");
      await expect(main.getByRole("heading", { level: 1 })).toHaveCount(1);
      await expect(main.getByRole("heading", { level: 2 })).toHaveText(sp.h2);
      const levels = await main
        .locator("h1, h2, h3, h4, h5, h6")
        .evaluateAll((els) => els.map((el) => Number(el.tagName.slice(1))));
      expect(levels[0]).toBe(1);
      for (let i = 1; i < levels.length; i++) {
        expect(levels[i]! - levels[i - 1]!, `heading ${i} jumps from h${levels[i - 1]} to h${levels[i]}`).toBeLessThan(
          2,
        );
      }
    });

    test("links go where the specification says, internal links use final URLs", async ({ page }) => {
      await open(page, sp.path);
      const main = page.locator("main");
      await expect(main.getByRole("link", { name: "Back to Solutions" })).toHaveAttribute("href", "/our-solutions");
      for (const href of sp.links) {
        expect(await main.locator(`a[href="${href}"]`).count(), `link to ${href}`).toBeGreaterThan(0);
      }
      for (const p of [phones.freecall, phones.international]) {
        expect(await main.locator(`a[href="tel:${p.tel}"]`).count(), `tel link ${p.display}`).toBeGreaterThan(0);
      }
      const internal = await main
        .locator('a[href^="/"]')
        .evaluateAll((els) => els.map((el) => el.getAttribute("href") ?? ""));
      for (const href of internal) {
        const path = href.split("#")[0]!;
        expect(pagePaths.has(path), `${href} is a registry page`).toBe(true);
        expect(redirectSources.has(path), `${href} is not a redirect source`).toBe(false);
      }
      for (const link of await main.locator('a[href^="http"]').all()) {
        await expect(link).toHaveAttribute("target", "_blank");
        await expect(link).toHaveAttribute("rel", /noopener/);
        await expect(link).toHaveAttribute("rel", /noreferrer/);
        await expect(link).toContainText("(opens in a new tab)");
      }
    });

    test(`${sp.faqCount} FAQs, single-open and collapsible, keyboard operable`, async ({ page }) => {
      await open(page, sp.path);
      const triggers = faqTriggers(page);
      const items = faqItems(page);
      const opened = page.getByTestId("faq").locator("details[open]");
      await expect(triggers).toHaveCount(sp.faqCount);
      await expect(opened).toHaveCount(0);
      await triggers.nth(0).click();
      await expect(items.nth(0)).toHaveJSProperty("open", true);
      await triggers.nth(1).click();
      await expect(items.nth(1)).toHaveJSProperty("open", true);
      await expect(items.nth(0)).toHaveJSProperty("open", false);
      await expect(opened).toHaveCount(1);
      await triggers.nth(1).click();
      await expect(opened).toHaveCount(0);
      const last = triggers.nth(sp.faqCount - 1);
      await last.focus();
      await page.keyboard.press("Enter");
      await expect(items.nth(sp.faqCount - 1)).toHaveJSProperty("open", true);
      await page.keyboard.press("Space");
      await expect(items.nth(sp.faqCount - 1)).toHaveJSProperty("open", false);
    });

    test("at least 600 words of visible content", async ({ page }) => {
      await open(page, sp.path);
      // As a reader who scrolls through sees it: sections below the first screen are drawn only near
      // the viewport (decision 083), and innerText leaves out what is not drawn.
      const text = await withEveryRegionDrawn(page, () => page.locator("main").innerText());
      const words = text.split(/\s+/).filter(Boolean).length;
      expect(words).toBeGreaterThanOrEqual(600);
    });

    test("no third-party request on load", async ({ page, thirdPartyRequests }) => {
      await open(page, sp.path);
      await page.mouse.wheel(0, 20_000);
      await page.waitForLoadState("networkidle");
      expect(thirdPartyRequests).toEqual([]);
      if (!sp.hasVideo) await expect(page.locator("main iframe")).toHaveCount(0);
    });
  });
}

const videoPages = [
  { path: "/lead-generation", video: leadVideo },
  { path: "/customer-analytics", video: analyticsVideo },
];

for (const { path, video } of videoPages) {
  test(`${path}: the video swaps from thumbnail to player on click, transcript toggles`, async ({
    page,
    thirdPartyRequests,
  }) => {
    const host = new URL(video.embedUrl).origin;
    // Answer the design-sharing host locally so the test never depends on the network.
    await page.route(`${host}/**`, (route) =>
      route.fulfill({ status: 200, contentType: "text/html", body: "<!doctype html><title>player</title>" }),
    );
    await open(page, path);
    const block = page.getByTestId("video-embed");
    await expect(block.locator("iframe")).toHaveCount(0);
    expect(thirdPartyRequests.filter((u) => u.startsWith(host))).toEqual([]);

    // A native disclosure (decision 030): its summary says what a click will do.
    const transcript = block.locator("details");
    const toggle = transcript.locator("summary");
    await expect(transcript).toHaveJSProperty("open", false);
    await expect(toggle.getByText("Show transcript")).toBeVisible();
    await toggle.click();
    await expect(transcript).toHaveJSProperty("open", true);
    await expect(toggle.getByText("Hide transcript")).toBeVisible();
    const firstLine = (video.transcript ?? "").split("\n")[0]!;
    await expect(block.getByText(firstLine)).toBeVisible();
    await toggle.click();
    await expect(toggle.getByText("Show transcript")).toBeVisible();
    await expect(block.getByText(firstLine)).toBeHidden();

    await block.getByRole("button", { name: new RegExp(`Play video: ${video.title}`) }).click();
    const frame = block.locator("iframe");
    await expect(frame).toHaveCount(1);
    await expect(frame).toHaveAttribute("src", new RegExp(`^${video.embedUrl.replaceAll(".", "\\.")}`));
    await expect(frame).toHaveAttribute("title", video.title);
    await expect.poll(() => thirdPartyRequests.filter((u) => u.startsWith(host)).length).toBeGreaterThan(0);
  });

  test(`${path}: VideoObject JSON-LD in the raw HTML`, async ({ request }) => {
    const ld = jsonLdOf(await rawHtml(request, path)).find((d) => d["@type"] === "VideoObject");
    expect(ld).toMatchObject({
      name: video.title,
      embedUrl: video.embedUrl,
      uploadDate: video.uploadDate,
      duration: video.duration,
    });
    expect(typeof ld?.transcript).toBe("string");
  });
}

test("/lead-generation ends with the lead-generation contact form", async ({ page }) => {
  await open(page, "/lead-generation");
  const lastSection = page.locator("main > section").last();
  await expect(lastSection.getByRole("heading", { level: 2 })).toHaveText("Request Your Free Count and Quote");
  expect(await lastSection.locator('form, [data-form-kind="lead-generation"]').count()).toBeGreaterThan(0);
  await page.locator("main").getByRole("link", { name: "Request a Free Quote" }).click();
  await expect(page).toHaveURL(/#enquiry$/);
});

test("/lead-generation and /customer-analytics FAQ content matches the JSON-LD", async ({ request }) => {
  for (const [path, list] of [
    ["/lead-generation", leadFaqs],
    ["/customer-analytics", analyticsFaqs],
  ] as const) {
    const faq = jsonLdOf(await rawHtml(request, path)).find((d) => d["@type"] === "FAQPage");
    const names = ((faq?.mainEntity ?? []) as { name: string }[]).map((q) => q.name);
    expect(names).toEqual(list.map((f) => f.question));
  }
});

test("/crm-migration: case study figures, external download link in a new tab, both numbers", async ({ page }) => {
  await open(page, "/crm-migration");
  const study = page.locator("#case-study");
  await expect(study.getByRole("heading", { level: 3 })).toHaveText(crmCaseStudy.title);
  for (const figure of [crmCaseStudy.contacts, crmCaseStudy.accounts, crmCaseStudy.duplicatesRemovedShort]) {
    await expect(study.getByText(figure, { exact: true })).toBeVisible();
  }
  await expect(study.getByText(`${crmCaseStudy.databases}`, { exact: true })).toBeVisible();
  const download = study.getByRole("link", { name: /Download the full case study/ });
  await expect(download).toHaveAttribute("href", externalUrls.crmCaseStudyPdf);
  await expect(download).toHaveAttribute("target", "_blank");
  await expect(download).toHaveAttribute("rel", "noopener noreferrer");
  const steps = page.locator("#process ol > li");
  await expect(steps).toHaveCount(4);
  await expect(steps.getByRole("heading", { level: 3 })).toHaveText([
    /Assessment/,
    /Mapping/,
    /Cleansing/,
    /Migration/,
  ]);
  await expect(page.locator("#data-variables").getByRole("heading", { level: 3 })).toHaveText([
    "Business data variables",
    "Consumer data variables",
  ]);
  const cta = page.locator("#cta");
  await expect(cta.getByRole("link", { name: "Discuss Your Migration" })).toHaveAttribute("href", "/contact");
  await expect(cta.getByRole("link", { name: "Meet Our Team" })).toHaveAttribute(
    "href",
    "/our-lead-generation-company",
  );
  await cta.getByRole("link", { name: "Meet Our Team" }).click();
  await expect(page).toHaveURL(/\/our-lead-generation-company$/);
});

test("/customer-analytics: three services, four applications, four benefits, success story", async ({ page }) => {
  await open(page, "/customer-analytics");
  await expect(page.locator("#services").getByRole("heading", { level: 3 })).toHaveText([
    "Customer Profiling",
    "Customer Reactivation",
    "Data Enhancement",
  ]);
  await expect(page.locator("#applications").getByRole("heading", { level: 3 })).toHaveCount(4);
  await expect(page.locator("#benefits").getByRole("heading", { level: 3 })).toHaveCount(4);
  await expect(page.locator("#success-story").getByRole("heading", { level: 3 })).toHaveCount(1);
  await page.locator("#cta").getByRole("link", { name: "Discuss Your Project" }).click();
  await expect(page).toHaveURL(/\/contact$/);
});

test("/lead-generation: six benefit cards and a four-step how-it-works", async ({ page }) => {
  await open(page, "/lead-generation");
  await expect(page.locator("#benefits").getByRole("heading", { level: 3 })).toHaveCount(6);
  await expect(page.locator("#how-it-works ol > li")).toHaveCount(4);
});

test("/consumer-data-list-solutions: five P's, example selections, four approach cards, no form", async ({ page }) => {
  await open(page, "/consumer-data-list-solutions");
  await expect(page.locator("#five-ps").getByRole("heading", { level: 3 })).toHaveText([
    "Product",
    "Price",
    "Place",
    "Promotion",
    "People",
  ]);
  expect(await page.locator("#selections li").count()).toBeGreaterThanOrEqual(8);
  await expect(page.locator("#approach ol > li")).toHaveCount(4);
  await expect(page.locator("main form")).toHaveCount(0);
  await page.locator("#cta").getByRole("link", { name: "Request a Count and Quote" }).click();
  await expect(page).toHaveURL(/\/contact$/);
});

test.describe("/data-analytics", () => {
  test("serves the analytics page with the customer-analytics canonical", async ({ request }) => {
    const html = await rawHtml(request, "/data-analytics");
    expect(html).toContain(`<link rel="canonical" href="${origin}/customer-analytics"/>`);
    expect(html).toContain(`<meta property="og:url" content="${origin}/customer-analytics"/>`);
    for (const h of analytics.h2) expect(html).toContain(h);
    const svc = jsonLdOf(html).find((d) => d["@type"] === "Service");
    expect(svc?.url).toBe(`${origin}/customer-analytics`);
  });

  test("renders the same page in the browser", async ({ page }) => {
    await open(page, "/data-analytics");
    await expect(page).toHaveURL(/\/data-analytics$/);
    await expect(page.locator("main").getByRole("heading", { level: 2 })).toHaveText(analytics.h2);
    await expect(faqTriggers(page)).toHaveCount(12);
  });
});
