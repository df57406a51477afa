// Industry lead services: mortgage, fundraising and energy leads. Section headings, link and button
// targets, FAQ counts and single-open behaviour, click-to-load videos (the fundraising pop-up:
// fundraising-presentation.spec.ts), no third-party request before a click, Service JSON-LD in the raw HTML, accessibility.
import type { Page } from "@playwright/test";
import { faqs as energyFaqs, testimonials as energyTestimonials } from "#app/routes/energy-leads/content.ts";
import {
  faqs as fundraisingFaqs,
  related as fundraisingRelated,
  testimonials as fundraisingTestimonials,
} from "#app/routes/fundraising-leads/content.ts";
import { benefits as mortgageBenefits, faqs as mortgageFaqs } from "#app/routes/mortgage-leads/content.ts";
import { externalUrls, fundraisingVideos, phones, videos } from "#shared/site/facts.ts";
import { redirects } from "#shared/site/redirects.ts";
import { expect, jsonLdOf, rawHtml, stubVideoHosts, test, waitForHydration } from "./helpers.ts";

const origin = "https://www.example.com";

interface ServicePage {
  path: string;
  h1: string;
  /** Every h2 in main, in order. */
  h2: string[];
  /** h3 headings that must be present (cards, panels). */
  h3: string[];
  faqCount: number;
  /** Internal link targets the page must carry in main. */
  links: string[];
  form: "mortgage" | "energy" | null;
}

const servicePages: ServicePage[] = [
  {
    path: "/mortgage-leads",
    h1: "Exclusive Mortgage Broker Leads",
    h2: [
      "Why Brokers Choose Our Mortgage Leads",
      "What Every Mortgage Lead Includes",
      "Exclusive vs Shared Mortgage Leads",
      "Watch: Why Exclusive Leads Convert",
      "How a Test Order Works",
      "Mortgage Leads: Frequently Asked Questions",
      "Privacy and Compliance",
      "Talk to Our Mortgage Lead Team",
      "Further Reading for Brokers",
    ],
    h3: [
      ...mortgageBenefits.map((b) => b.title),
      "Shared leads",
      "Exclusive leads from us",
      "Call our team",
      "Send an enquiry",
    ],
    faqCount: 6,
    links: [
      "/our-solutions",
      "/contact",
      "/privacy",
      "/privacy-au",
      "/mortgage-lead-insights/australian-mortgage-leads",
      "/mortgage-lead-insights/mortgage-lead-generation-7-tips",
    ],
    form: "mortgage",
  },
  {
    path: "/fundraising-leads",
    h1: "Fundraising & Regular Giver Leads",
    h2: [
      "Why Charities Trust Us",
      "Scale Donor Acquisition Without the Risk",
      "A Fair Value Exchange for Every Supporter",
      "See How Our Regular Giver Programme Works",
      "What Fundraising Teams Say",
      "Fundraising Leads: Frequently Asked Questions",
      "Ready to Grow Your Regular Giving Programme?",
      "Related Offerings",
    ],
    h3: ["Presentation", "Recorded briefing", ...fundraisingRelated.map((r) => r.title)],
    faqCount: 6,
    links: [
      "/our-solutions",
      "/contact",
      "/lead-generation",
      "/consumer-data-list-solutions",
      "/customer-analytics",
      "/lead-generation-insights/Fundraising-Leads-Australia",
    ],
    form: null,
  },
  {
    path: "/energy-leads",
    h1: "Energy & Solar Leads",
    h2: [
      "Why Energy Retailers Work With Us",
      "Opt-In Energy Leads Built for Compliance",
      "What Energy Clients Say",
      "Home-Mover Leads",
      "Energy Leads: Frequently Asked Questions",
      "Energy Lead Solutions",
      "Request an Energy Leads Quote",
      "Start With a Trial of Energy Leads",
    ],
    h3: [
      "Opt-in only",
      "Anti-hawking compliant",
      "Contactable and unique",
      "Request our energy leads guide",
      "Opt-In Energy Plan Leads",
      "Home-Mover Leads",
      "Solar Leads",
      "Send an enquiry",
      "Prefer to talk?",
    ],
    faqCount: 6,
    links: ["/our-solutions", "/contact"],
    form: "energy",
  },
];

/** Answer the fictional video hosts locally so iframes load deterministically (requests are still recorded). */
async function open(page: Page, path: string): Promise<void> {
  await stubVideoHosts(page);
  await page.goto(path);
  await waitForHydration(page);
}

for (const sp of servicePages) {
  test.describe(sp.path, () => {
    test("one h1, every section heading in order, no skipped heading levels", async ({ page }) => {
      await open(page, sp.path);
      const main = page.locator("main");
      await expect(main.locator("h1")).toHaveCount(1);
      await expect(main.locator("h1")).toHaveText(sp.h1);
      await expect(main.locator("h2")).toHaveText(sp.h2);
      for (const h3 of sp.h3)
        await expect(main.getByRole("heading", { level: 3, name: h3, exact: true })).toBeVisible();
      const levels = await main
        .locator("h1, h2, h3, h4, h5, h6")
        .evaluateAll((els) => els.map((el) => Number(el.tagName.slice(1))));
      expect(levels[0]).toBe(1);
      for (let i = 1; i < levels.length; i++) {
        expect(levels[i], `heading ${i} jumps from h${levels[i - 1]}`).toBeLessThanOrEqual((levels[i - 1] ?? 1) + 1);
      }
    });

    test("links and buttons go where the specification says", async ({ page }) => {
      await open(page, sp.path);
      const main = page.locator("main");
      await expect(main.getByRole("link", { name: "Back to Solutions" })).toHaveAttribute("href", "/our-solutions");
      for (const phone of [phones.freecall, phones.international]) {
        expect(await main.locator(`a[href="tel:${phone.tel}"]`).count()).toBeGreaterThanOrEqual(1);
      }
      const hrefs = await main.locator("a[href]").evaluateAll((as) => as.map((a) => a.getAttribute("href") ?? ""));
      for (const link of sp.links) expect(hrefs, `link to ${link}`).toContain(link);
      // Internal links point at final URLs, never at a redirecting path.
      const redirectSources = new Set(redirects.map((r) => r.from));
      for (const href of hrefs.filter((h) => h.startsWith("/"))) {
        expect(redirectSources.has(href), `${href} is a redirect source`).toBe(false);
      }
      // External links open in a new tab, safely, and say so.
      const external = main.locator('a[href^="http"]');
      for (const a of await external.all()) {
        await expect(a).toHaveAttribute("target", "_blank");
        await expect(a).toHaveAttribute("rel", "noopener noreferrer");
        await expect(a.locator(".sr-only")).toHaveText(/opens in a new tab/);
      }
    });

    test("FAQ: count and single-open, collapsible behaviour", async ({ page }) => {
      await open(page, sp.path);
      const faq = page.getByTestId("faq");
      // Native disclosures (decision 030): one <details name> group, a <summary> per question.
      const items = faq.locator("details");
      const triggers = faq.locator("summary");
      const answers = faq.locator("details > div");
      await expect(triggers).toHaveCount(sp.faqCount);
      await expect(faq.locator("details[open]")).toHaveCount(0);
      await expect(answers.nth(0)).toBeHidden();
      await triggers.nth(0).click();
      await expect(items.nth(0)).toHaveJSProperty("open", true);
      await expect(answers.nth(0)).toBeVisible();
      await triggers.nth(1).click();
      await expect(items.nth(1)).toHaveJSProperty("open", true);
      await expect(items.nth(0)).toHaveJSProperty("open", false);
      await expect(answers.nth(0)).toBeHidden();
      await expect(faq.locator("details[open]")).toHaveCount(1);
      // Collapsible: the open one closes again; the keyboard works too.
      await triggers.nth(1).click();
      await expect(faq.locator("details[open]")).toHaveCount(0);
      await triggers.nth(0).focus();
      await page.keyboard.press("Enter");
      await expect(items.nth(0)).toHaveJSProperty("open", true);
    });

    test("no request to a third-party host before a click", async ({ page, thirdPartyRequests }) => {
      await open(page, sp.path);
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.waitForLoadState("networkidle");
      expect(thirdPartyRequests).toEqual([]);
      await expect(page.locator("main iframe")).toHaveCount(0);
    });

    test("Service JSON-LD and the page's content are in the raw HTML", async ({ request }) => {
      const html = await rawHtml(request, sp.path);
      const blocks = jsonLdOf(html);
      const svc = blocks.find((b) => b["@type"] === "Service");
      expect(svc, "Service JSON-LD").toBeTruthy();
      expect(svc?.url).toBe(`${origin}${sp.path}`);
      expect(svc?.provider).toMatchObject({ "@type": "Organization" });
      const faqPage = blocks.find((b) => b["@type"] === "FAQPage");
      expect((faqPage?.mainEntity as unknown[] | undefined)?.length).toBe(sp.faqCount);
      expect(html).toContain(`<h1`);
      for (const h2 of sp.h2) expect(html).toContain(h2.replace(/&/g, "&amp;").replace(/'/g, "&#x27;"));
    });

    test("enquiry form where the specification has one", async ({ page }) => {
      await open(page, sp.path);
      const main = page.locator("main");
      if (sp.form) {
        await expect(main.locator("form")).toHaveCount(1);
        // The energy form labels the company field 'Organisation'; the mortgage form keeps 'Company'.
        const company = sp.form === "energy" ? /^Organisation/ : /^Company/;
        await expect(main.locator("form").getByLabel(company)).toBeVisible();
      } else {
        await expect(main.locator("form")).toHaveCount(0);
      }
    });

    test("no horizontal overflow @phone", async ({ page }) => {
      await open(page, sp.path);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await expect(page.locator("main h1")).toBeVisible();
    });
  });
}

test.describe("/mortgage-leads specifics", () => {
  test("hero: strategy call to /contact and both call buttons", async ({ page }) => {
    await open(page, "/mortgage-leads");
    const hero = page.locator("main section").first();
    await expect(hero.getByRole("link", { name: /30-Minute Strategy Call/ })).toHaveAttribute("href", "/contact");
    await expect(hero.locator(`a[href="tel:${phones.freecall.tel}"]`)).toBeVisible();
    await expect(hero.locator(`a[href="tel:${phones.international.tel}"]`)).toBeVisible();
  });

  test("contact panel shows both numbers as tel: links", async ({ page }) => {
    await open(page, "/mortgage-leads");
    const panel = page.getByTestId("contact-panel");
    await expect(panel.locator(`a[href="tel:${phones.freecall.tel}"]`)).toContainText(phones.freecall.display);
    await expect(panel.locator(`a[href="tel:${phones.international.tel}"]`)).toContainText(
      phones.international.display,
    );
  });

  test("lead checklist and exclusivity explainer", async ({ page }) => {
    await open(page, "/mortgage-leads");
    expect(await page.getByTestId("lead-checklist").locator("li").count()).toBeGreaterThanOrEqual(6);
    await expect(page.getByTestId("comparison").getByRole("heading", { level: 3 })).toHaveCount(2);
  });

  test("exclusivity video swaps from thumbnail to player on click", async ({ page, thirdPartyRequests }) => {
    await open(page, "/mortgage-leads");
    const block = page.getByTestId("video-embed");
    await expect(block.locator("iframe")).toHaveCount(0);
    expect(thirdPartyRequests).toEqual([]);
    await block.getByRole("button", { name: `Play video: ${videos.exclusivity.title}` }).click();
    const iframe = block.locator("iframe");
    await expect(iframe).toHaveCount(1);
    await expect(iframe).toHaveAttribute("src", new RegExp(`^${videos.exclusivity.embedUrl}`));
    await expect(iframe).toHaveAttribute("title", videos.exclusivity.title);
    await expect.poll(() => thirdPartyRequests.some((u) => u.startsWith(videos.exclusivity.embedUrl))).toBe(true);
  });

  test("mortgage FAQ questions are the content module's", async ({ page }) => {
    await open(page, "/mortgage-leads");
    await expect(page.getByTestId("faq").locator("summary")).toHaveText(mortgageFaqs.map((f) => f.question));
  });
});

test.describe("/fundraising-leads specifics", () => {
  test("hero has the two call buttons", async ({ page }) => {
    await open(page, "/fundraising-leads");
    const hero = page.locator("main section").first();
    await expect(hero.locator('a[href^="tel:"]')).toHaveCount(2);
    await expect(hero.locator(`a[href="tel:${phones.freecall.tel}"]`)).toBeVisible();
    await expect(hero.locator(`a[href="tel:${phones.international.tel}"]`)).toBeVisible();
  });

  test("trust badges, client quote, two testimonials, CTA and three related offerings", async ({ page }) => {
    await open(page, "/fundraising-leads");
    expect(await page.getByTestId("trust-badges").locator("li").count()).toBeGreaterThanOrEqual(3);
    await expect(page.getByTestId("client-quote").locator("blockquote")).toHaveCount(1);
    await expect(page.locator("#testimonials blockquote")).toHaveCount(fundraisingTestimonials.length);
    expect(fundraisingTestimonials).toHaveLength(2);
    await expect(page.locator("#cta").getByRole("link", { name: "Request a Count and Quote" })).toHaveAttribute(
      "href",
      "/contact",
    );
    const related = page.locator("#related");
    await expect(related.getByRole("heading", { level: 3 })).toHaveCount(3);
    for (const r of fundraisingRelated) {
      await expect(related.getByRole("link", { name: r.link?.label })).toHaveAttribute("href", r.link?.to ?? "");
    }
  });

  test("fundraising industry code link opens in a new tab", async ({ page }) => {
    await open(page, "/fundraising-leads");
    const link = page.locator(`main a[href="${externalUrls.fundraisingCode}"]`);
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    await expect(link).toContainText("(opens in a new tab)");
  });

  test("recorded briefing loads only on click", async ({ page, thirdPartyRequests }) => {
    await open(page, "/fundraising-leads");
    const video = fundraisingVideos.recording;
    const block = page.getByTestId("video-embed");
    await expect(block.locator("iframe")).toHaveCount(0);
    await block.getByRole("button", { name: `Play video: ${video.title}` }).click();
    await expect(block.locator("iframe")).toHaveAttribute("src", new RegExp(`^${video.embedUrl}`));
    await expect.poll(() => thirdPartyRequests.some((u) => u.startsWith(video.embedUrl))).toBe(true);
    expect(thirdPartyRequests.some((u) => u.startsWith(fundraisingVideos.presentation.embedUrl))).toBe(false);
  });

  test("VideoObject JSON-LD for both videos", async ({ request }) => {
    const blocks = jsonLdOf(await rawHtml(request, "/fundraising-leads"));
    const embeds = blocks.filter((b) => b["@type"] === "VideoObject").map((b) => b.embedUrl);
    expect(embeds).toEqual(
      expect.arrayContaining([fundraisingVideos.presentation.embedUrl, fundraisingVideos.recording.embedUrl]),
    );
  });

  test("fundraising FAQ questions are the content module's", async ({ page }) => {
    await open(page, "/fundraising-leads");
    await expect(page.getByTestId("faq").locator("summary")).toHaveText(fundraisingFaqs.map((f) => f.question));
  });
});

test.describe("/energy-leads specifics", () => {
  test("quote call, guide request and solution links go to /contact", async ({ page }) => {
    await open(page, "/energy-leads");
    const main = page.locator("main");
    const hero = main.locator("section").first();
    await expect(hero.getByRole("link", { name: /15-Minute Quote Call/ })).toHaveAttribute("href", "/contact");
    await expect(hero.locator('a[href^="tel:"]')).toHaveCount(2);
    await expect(main.getByRole("link", { name: "Request the energy leads guide" })).toHaveAttribute(
      "href",
      externalUrls.energyGuideRequest,
    );
    for (const name of ["Ask about energy plan leads", "Ask about home-mover leads", "Ask about solar leads"]) {
      await expect(main.getByRole("link", { name })).toHaveAttribute("href", "/contact");
    }
    await expect(main.locator("#cta").getByRole("link", { name: /Quote Call/ })).toHaveAttribute("href", "/contact");
  });

  test("two testimonials and the FAQ questions from the content module", async ({ page }) => {
    await open(page, "/energy-leads");
    await expect(page.locator("#testimonials blockquote")).toHaveCount(energyTestimonials.length);
    expect(energyTestimonials).toHaveLength(2);
    await expect(page.getByTestId("faq").locator("summary")).toHaveText(energyFaqs.map((f) => f.question));
  });
});
