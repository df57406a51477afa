// Home, About (/our-lead-generation-company) and Solutions overview (/our-solutions):
// section headings, link and button targets, reviews and their JSON-LD, partner links,
// the rebrand pop-up (timing and memory), the team video and accessibility.
import type { Locator, Page } from "@playwright/test";
import { pricingModels } from "#app/content/pricing.ts";
import { aboutTeam, experience, rebrand, trust } from "#app/routes/home/content.ts";
import { clientQuotes, partnerTestimonials } from "#app/routes/home/testimonials.ts";
import { industryExamples, solutionCards } from "#app/routes/our-solutions/content.ts";
import { brand, brandLogos, claims, externalUrls, hours, phones, team, videos } from "#shared/site/facts.ts";
import { reviews } from "#shared/site/reviews.ts";
import {
  expect,
  expectNoAxeViolations,
  jsonLdOf,
  rawHtml,
  test,
  waitForHydration,
  withEveryRegionDrawn,
} from "./helpers.ts";

const REBRAND_KEY = "leadwise:rebrand-seen";

/** Mark the rebrand notice as seen before any page script runs (tests that are not about it). */
async function skipRebrand(page: Page): Promise<void> {
  await page.addInitScript((key) => {
    // Init scripts run in every frame; a third-party frame (the video player) has no storage of ours.
    if (window.top !== window) return;
    window.localStorage.setItem(key, "1");
  }, REBRAND_KEY);
}

function section(page: Page, heading: string): Locator {
  return page.locator("section").filter({ has: page.getByRole("heading", { level: 2, name: heading, exact: true }) });
}

async function expectLink(scope: Locator, name: string | RegExp, href: string): Promise<void> {
  const link = scope.getByRole("link", { name, exact: typeof name === "string" });
  await expect(link.first(), `link ${String(name)}`).toHaveAttribute("href", href);
}

async function expectOneH1AndNoSkippedLevels(page: Page): Promise<void> {
  await expect(page.locator("main h1")).toHaveCount(1);
  const levels = await page
    .locator("main")
    .locator("h1, h2, h3, h4, h5, h6")
    .evaluateAll((els) => els.map((e) => Number(e.tagName.slice(1))));
  for (let i = 1; i < levels.length; i++) {
    expect(levels[i]! - levels[i - 1]!, `heading levels ${levels.join(",")}`).toBeLessThanOrEqual(1);
  }
}

test.describe("home page", () => {
  test.beforeEach(async ({ page }) => {
    await skipRebrand(page);
  });

  test("every section heading is present, in one h1 and h2s, without skipped levels", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Compliant Leads and Data for Australian and New Zealand Businesses",
    );
    for (const h2 of [
      "Explore Our Solutions",
      "How We Charge",
      "Client Reviews",
      "Trusted Lead Generator Partners Across Industries",
      "What Our Clients Say",
      "Request a Free Count and Quote",
      experience.title,
      "Our Track Record",
      aboutTeam.title,
      trust.title,
    ]) {
      await expect(page.getByRole("heading", { level: 2, name: h2, exact: true }), h2).toBeVisible();
    }
    for (const h3 of [
      experience.focus.title,
      "Mixed Lead Sources",
      "Industry-Leading Compliance",
      "Cost-Effective",
      "Compliant",
      "Quality Focus",
      "Local Market Insight",
      "Personal Service",
      `${claims.yearsExperience} Years Experience`,
      "Quick Links",
      "What We Are NOT",
      "What We ARE",
      "No Risk: Pay Per Lead",
      "Tailored to Your Sales Culture",
      trust.reasonsTitle,
      "100% Compliant, Low Risk",
    ]) {
      await expect(page.getByRole("heading", { level: 3, name: h3, exact: true }), h3).toBeVisible();
    }
    await expectOneH1AndNoSkippedLevels(page);
  });

  test("hero: Get Started Today and both phone numbers", async ({ page }) => {
    await page.goto("/");
    const hero = page.locator("main > section").first();
    await expectLink(hero, "Get Started Today", "/contact");
    await expect(hero.locator(`a[href="tel:${phones.freecall.tel}"]`)).toBeVisible();
    await expect(hero.locator(`a[href="tel:${phones.international.tel}"]`)).toBeVisible();
  });

  test("Explore Our Solutions: three cards to lead generation, mortgage and fundraising", async ({ page }) => {
    await page.goto("/");
    const s = section(page, "Explore Our Solutions");
    await expect(s.getByRole("heading", { level: 3 })).toHaveCount(3);
    const hrefs = await s.getByRole("link").evaluateAll((els) => els.map((e) => e.getAttribute("href")));
    expect(hrefs).toEqual(["/lead-generation", "/mortgage-leads", "/fundraising-leads"]);
  });

  test("How We Charge: three models, each with Receive A Quote to /contact and no amounts", async ({ page }) => {
    await page.goto("/");
    const s = section(page, "How We Charge");
    for (const m of pricingModels()) {
      await expect(s.getByRole("heading", { level: 3, name: m.title, exact: true })).toBeVisible();
    }
    const quotes = s.getByRole("link", { name: /^Receive A Quote/ });
    await expect(quotes).toHaveCount(3);
    for (const href of await quotes.evaluateAll((els) => els.map((e) => e.getAttribute("href")))) {
      expect(href).toBe("/contact");
    }
    await expect(s).not.toContainText("$");
  });

  test("reviews: six with author, organisation, 5 stars, text and date; aggregate 5 of 5", async ({ page }) => {
    await page.goto("/");
    const s = section(page, "Client Reviews");
    const cards = s.getByTestId("review");
    await expect(cards).toHaveCount(6);
    for (const [i, r] of reviews.entries()) {
      const card = cards.nth(i);
      await expect(card).toContainText(r.author);
      await expect(card).toContainText(r.organisation);
      await expect(card).toContainText(r.text);
      await expect(card.locator("time")).toHaveAttribute("datetime", r.date);
      await expect(card.getByRole("img", { name: "Rated 5 out of 5" })).toBeVisible();
    }
    const aggregate = s.getByTestId("aggregate-rating");
    await expect(aggregate.getByRole("img", { name: "Rated 5 out of 5" })).toBeVisible();
    await expect(aggregate.getByTestId("aggregate-value")).toHaveText("5");
    await expect(aggregate.getByTestId("review-count")).toHaveText("6");
  });

  test("JSON-LD: Organization, Service and LocalBusiness whose reviews match the page", async ({ request }) => {
    const ld = jsonLdOf(await rawHtml(request, "/"));
    const types = ld.map((d) => d["@type"]);
    expect(types).toEqual(expect.arrayContaining(["Organization", "Service", "LocalBusiness", "VideoObject"]));
    const business = ld.find((d) => d["@type"] === "LocalBusiness")!;
    const review = business.review as { author: { name: string }; reviewRating: { ratingValue: number } }[];
    expect(review).toHaveLength(6);
    expect(review.map((r) => r.author.name)).toEqual(reviews.map((r) => r.author));
    expect(review.every((r) => r.reviewRating.ratingValue === 5)).toBe(true);
    expect(business.aggregateRating).toMatchObject({ ratingValue: 5, bestRating: 5, reviewCount: 6 });
  });

  test("partners: 3-column grid of six; each logo opens the client's site in a new tab with noopener", async ({
    page,
  }) => {
    await page.goto("/");
    const s = section(page, "Trusted Lead Generator Partners Across Industries");
    await expect(s.getByTestId("partner-testimonial")).toHaveCount(6);
    const columns = await s
      .getByTestId("partner-grid")
      .evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(" ").length);
    expect(columns).toBe(3);
    const links = s.getByTestId("partner-logo-link");
    await expect(links).toHaveCount(6);
    for (const [i, p] of partnerTestimonials.entries()) {
      const link = links.nth(i);
      await expect(link).toHaveAttribute("href", p.website);
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", /\bnoopener\b/);
      await expect(link.getByRole("img")).toHaveAccessibleName(`${p.company} website (opens in a new tab)`);
      const img = link.locator("img");
      await expect(img).toHaveAttribute("width", "160");
      await expect(img).toHaveAttribute("height", "48");
      await expect(s.getByTestId("partner-testimonial").nth(i)).toContainText(p.name);
    }
    // A click really opens a new tab (the client's site itself is not loaded: example.com).
    await page.context().route(/example\.com/, (route) => route.fulfill({ status: 200, body: "partner site" }));
    await links.first().scrollIntoViewIfNeeded();
    const [popup] = await Promise.all([page.waitForEvent("popup"), links.first().click()]);
    await expect(popup).toHaveURL(partnerTestimonials[0]!.website);
    await popup.close();
  });

  test("What Our Clients Say: three quotes and a call to action", async ({ page }) => {
    await page.goto("/");
    const s = section(page, "What Our Clients Say");
    await expect(s.locator("blockquote")).toHaveCount(3);
    for (const q of clientQuotes) await expect(s).toContainText(q.quote);
    await expectLink(s, "Start Your Trial", "/contact");
  });

  test("contact form section holds the home contact form", async ({ page }) => {
    await page.goto("/");
    const s = section(page, "Request a Free Count and Quote");
    await expect(s.locator('[data-form-kind="home"], form')).not.toHaveCount(0);
    await expect(s).toContainText(hours.display);
  });

  test("Experience and Process: badges, three cards, Get Started Today and Learn More", async ({ page }) => {
    await page.goto("/");
    const s = section(page, experience.title);
    const badges = s.getByTestId("industry-badges").locator("li");
    for (const i of ["Fundraising", "Energy", "Solar", "Mortgage", "Health", "Insurance"]) {
      await expect(badges.filter({ hasText: i })).toHaveCount(1);
    }
    await expectLink(s, "Get Started Today", "/contact");
    await expectLink(s, /^Learn More/, "/our-solutions");
  });

  test("stats row: 16+ years, 9M+ leads, 1000+ campaigns", async ({ page }) => {
    await page.goto("/");
    const s = section(page, "Our Track Record");
    await expect(s.locator("dd")).toHaveText([claims.yearsExperience, claims.leadsDelivered, claims.campaigns]);
  });

  test("About/team: call buttons, Get Started, four people, team video and Quick Links", async ({ page }) => {
    await page.goto("/");
    const s = section(page, aboutTeam.title);
    await expectLink(s, "Get Started Today", "/contact");
    await expect(s.locator(`a[href="tel:${phones.freecall.tel}"]`)).toBeVisible();
    await expect(s.locator(`a[href="tel:${phones.international.tel}"]`)).toBeVisible();
    const people = s.getByTestId("team-grid").locator("li");
    await expect(people).toHaveCount(4);
    for (const m of team) {
      await expect(people.filter({ hasText: m.name })).toContainText(m.role);
    }
    const external = s.getByRole("link", { name: /team video/ });
    await expect(external).toHaveAttribute("href", externalUrls.teamVideoPage);
    await expect(external).toHaveAttribute("target", "_blank");
    await expect(external).toHaveAttribute("rel", /\bnoopener\b/);
    const quick = s.getByRole("navigation", { name: "Quick Links" });
    await expectLink(quick, "Marketing Leads", "/lead-generation");
    await expectLink(quick, "Mortgage Broker Leads", "/mortgage-leads");
    await expectLink(quick, "Fundraising Leads", "/fundraising-leads");
  });

  test("team video: no request to the video host before the click; iframe after; transcript toggles", async ({
    page,
    thirdPartyRequests,
  }) => {
    await page.route(/design\.example\.com/, (route) => route.fulfill({ status: 200, body: "<p>player</p>" }));
    await page.goto("/");
    await waitForHydration(page);
    const video = section(page, aboutTeam.title).getByTestId("video-embed");
    await video.scrollIntoViewIfNeeded();
    await expect(video.locator("iframe")).toHaveCount(0);
    expect(thirdPartyRequests.filter((u) => u.includes("design.example.com"))).toEqual([]);

    const transcript = video.getByText(/welcome to/);
    await expect(transcript).toBeHidden();
    // A native disclosure (decision 030): its summary says what a click will do.
    const toggle = video.locator("summary");
    await expect(toggle.getByText("Show transcript")).toBeVisible();
    await toggle.click();
    await expect(transcript).toBeVisible();
    await expect(toggle.getByText("Hide transcript")).toBeVisible();
    await expect(toggle.getByText("Show transcript")).toBeHidden();
    await toggle.click();
    await expect(transcript).toBeHidden();

    await video.getByRole("button", { name: `Play video: ${videos.team.title}` }).click();
    const iframe = video.locator("iframe");
    await expect(iframe).toHaveCount(1);
    await expect(iframe).toHaveAttribute("src", new RegExp(`^${videos.team.embedUrl}`));
    await expect(iframe).toHaveAttribute("title", videos.team.title);
  });

  test("team VideoObject JSON-LD carries the specification's fields", async ({ request }) => {
    const v = jsonLdOf(await rawHtml(request, "/")).find((d) => d["@type"] === "VideoObject")!;
    expect(v).toMatchObject({
      name: videos.team.title,
      embedUrl: videos.team.embedUrl,
      uploadDate: "2024-08-05",
      duration: "PT2M30S",
    });
    expect(typeof v.transcript).toBe("string");
    expect(v.thumbnailUrl).toBeTruthy();
    expect(v.publisher).toMatchObject({ "@type": "Organization" });
  });

  test("trust section: lists, two cards, reasons and the compliance banner", async ({ page }) => {
    await page.goto("/");
    const s = section(page, trust.title);
    for (const item of [...trust.not, ...trust.are, ...trust.reasons]) await expect(s).toContainText(item);
    await expect(s.getByTestId("compliance-banner")).toContainText("100% Compliant, Low Risk");
  });

  test("sections below the first screen are drawn as they near the viewport; axe sees them drawn @phone", async ({
    page,
  }) => {
    await page.goto("/");
    const footerLinks = page.locator("body > footer a").first();
    const drawn = () => footerLinks.evaluate((e) => e.checkVisibility({ contentVisibilityAuto: true }));
    // Decision 083: Chromium skips the footer's style and layout while it is far below the viewport.
    expect(await drawn(), "the footer is skipped on the first screen").toBe(false);
    expect(await withEveryRegionDrawn(page, drawn), "axe sees the footer drawn").toBe(true);
    expect(await drawn(), "skipped again once axe is done").toBe(false);
    await footerLinks.scrollIntoViewIfNeeded();
    await expect.poll(drawn, { message: "a reader who scrolls to the footer sees it drawn" }).toBe(true);
  });

  test("no React before the visitor scrolls towards the form; it is fetched on the way there and runs once used @phone", async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on("request", (r) => {
      if (r.resourceType() === "script" || r.url().endsWith(".js")) scripts.push(new URL(r.url()).pathname);
    });
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    await page.waitForTimeout(500);
    // The entry (and the counting beacon), no React and nothing of the form: the header, video and
    // notice need no React (decision 030).
    expect(scripts.some((u) => /^\/assets\/island-islands-[\w-]+\.js$/.test(u))).toBe(true);
    const formCode = /island-(react|hydrate|use-form-submission|contact-form)-/;
    expect(scripts.filter((u) => formCode.test(u))).toEqual([]);
    const island = page.locator("[data-island]");
    await expect(island).not.toHaveAttribute("data-hydrated");
    // Scrolling down the page: the form's code arrives before the form is on screen.
    const form = page.locator("form[data-form-kind]");
    const viewport = page.viewportSize()!;
    for (let y = 0; ; y += viewport.height / 2) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      if (scripts.some((u) => u.includes("island-react"))) break;
      expect(
        await form.evaluate((el) => el.getBoundingClientRect().top),
        "React asked for before the form shows",
      ).toBeGreaterThan(viewport.height);
      await page.waitForTimeout(100);
    }
    // Its code runs once the visitor uses it (decision 068), not on approach.
    await page.waitForTimeout(500);
    await expect(island).not.toHaveAttribute("data-hydrated");
    await form.getByRole("textbox", { name: "First Name", exact: true }).focus();
    await expect(island).toHaveAttribute("data-hydrated", "");
  });
});

test.describe("rebrand pop-up", () => {
  async function openAfterDelay(page: Page): Promise<Locator> {
    // The page notes when the dialog opens: on a slow machine the test may only look after two
    // seconds, and must not take "already open" for "opened too early".
    await page.addInitScript(() => {
      new MutationObserver(() => {
        const open = document.querySelector("dialog[data-rebrand-popup][open]");
        const w = window as unknown as { rebrandOpenedAt?: number };
        if (open && w.rebrandOpenedAt === undefined) w.rebrandOpenedAt = performance.now();
      }).observe(document, { subtree: true, attributes: true, attributeFilter: ["open"] });
    });
    await page.goto("/", { waitUntil: "domcontentloaded" });
    const dialog = page.getByRole("dialog", { name: rebrand.title });
    await expect(dialog).toBeVisible({ timeout: 10_000 });
    // Opened two seconds after navigation, not before.
    const openedAt = await page.evaluate(() => (window as unknown as { rebrandOpenedAt?: number }).rebrandOpenedAt);
    expect(openedAt).toBeGreaterThanOrEqual(2000);
    return dialog;
  }

  async function expectRemembered(page: Page): Promise<void> {
    expect(await page.evaluate((key) => window.localStorage.getItem(key), REBRAND_KEY)).toBe("1");
    await page.reload();
    await waitForHydration(page);
    await page.waitForTimeout(2600);
    await expect(page.getByRole("dialog")).toHaveCount(0);
  }

  test("shows old and new logos 2 s after load, with focus inside", async ({ page }) => {
    const dialog = await openAfterDelay(page);
    await expect(dialog.getByRole("figure", { name: rebrand.oldLabel })).toContainText(brand.oldName);
    await expect(dialog.getByRole("figure", { name: rebrand.newLabel })).toContainText(brand.shortName);
    await expect(dialog).toContainText(rebrand.text);
    const focusInside = await dialog.evaluate((el) => el.contains(document.activeElement));
    expect(focusInside).toBe(true);
    // Focus in it is what a screen reader reads; nothing is said twice.
    await expect(page.locator("[data-rebrand-announcer]")).toHaveText("");
  });

  test("closing with 'Got it, thanks!' records it as seen; focus returns", async ({ page }) => {
    const dialog = await openAfterDelay(page);
    await dialog.getByRole("button", { name: rebrand.dismiss }).click();
    await expect(dialog).toHaveCount(0);
    const focusInDialog = await page.evaluate(() => !!document.activeElement?.closest("[role=dialog]"));
    expect(focusInDialog).toBe(false);
    await expectRemembered(page);
  });

  test("closing with the close button records it as seen", async ({ page }) => {
    const dialog = await openAfterDelay(page);
    await dialog.getByRole("button", { name: "Close rebrand notice" }).click();
    await expect(dialog).toHaveCount(0);
    await expectRemembered(page);
  });

  test("closing with Escape records it as seen @phone", async ({ page }) => {
    const dialog = await openAfterDelay(page);
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    await expectRemembered(page);
  });

  /** Home with the skip link focused as soon as it is parsed: surely before the notice is due, however slow the load. */
  async function openWhileOnALink(page: Page): Promise<{ dialog: Locator; skip: Locator }> {
    await page.addInitScript(() => {
      const observer = new MutationObserver(() => {
        const link = document.querySelector<HTMLElement>('a[href="#main"]');
        if (!link) return;
        observer.disconnect();
        link.focus();
      });
      observer.observe(document, { childList: true, subtree: true });
    });
    await page.goto("/");
    const dialog = page.getByRole("dialog", { name: rebrand.title });
    await expect(dialog).toBeVisible({ timeout: 10_000 });
    return { dialog, skip: page.getByRole("link", { name: "Skip to content" }) };
  }

  // Decision 098: the notice takes focus only when the visitor has not put it anywhere.
  test("a visitor on a link when it opens keeps focus there; closing it leaves them where they have moved to", async ({
    page,
  }) => {
    const { dialog, skip } = await openWhileOnALink(page);
    await expect(skip).toBeFocused();
    // Not met by focus, so a screen reader is told in a polite live region (cleared on closing).
    const announcer = page.locator("[data-rebrand-announcer]");
    await expect(announcer).toHaveAttribute("aria-live", "polite");
    await expect(announcer).toHaveText(`${rebrand.title}. A notice at the foot of the page; Escape closes it.`);
    await page.keyboard.press("Tab");
    const moved = await page.evaluate(() => document.activeElement?.outerHTML);
    expect(moved).not.toBe(await skip.evaluate((e) => e.outerHTML));
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    await expect(announcer).toHaveText("");
    expect(await page.evaluate(() => document.activeElement?.outerHTML)).toBe(moved);
    await expectRemembered(page);
  });

  test("focus taken into the notice goes back to where it was before the notice opened", async ({ page }) => {
    const { dialog, skip } = await openWhileOnALink(page);
    await dialog.getByRole("button", { name: rebrand.dismiss }).focus();
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    await expect(skip).toBeFocused();
  });

  test("axe: home with the pop-up open", async ({ page }) => {
    const dialog = await openAfterDelay(page);
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("is not shown on other pages", async ({ page }) => {
    await page.goto("/our-solutions");
    await waitForHydration(page);
    await page.waitForTimeout(2600);
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });
});

test.describe("about page", () => {
  test.beforeEach(async ({ page }) => {
    await skipRebrand(page);
  });

  test("sections: story, mission, stats, team, differentiators, privacy, brands, hours", async ({ page }) => {
    await page.goto("/our-lead-generation-company");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("About Our Lead Generation Company");
    for (const h2 of [
      "Our Story",
      "Our Mission",
      "Our Track Record",
      "Meet Our Team",
      "What Makes Us Different",
      "Privacy and Compliance You Can Check",
      "Our Brands",
      "Office Hours and Contact",
    ]) {
      await expect(page.getByRole("heading", { level: 2, name: h2, exact: true }), h2).toBeVisible();
    }
    await expectOneH1AndNoSkippedLevels(page);
  });

  test("three stat cards and four team profiles with name, role and bio", async ({ page }) => {
    await page.goto("/our-lead-generation-company");
    await expect(section(page, "Our Track Record").locator("dd")).toHaveText([
      claims.yearsExperience,
      claims.leadsDelivered,
      claims.clients,
    ]);
    const profiles = page.getByTestId("team-profiles").locator("li");
    await expect(profiles).toHaveCount(4);
    for (const [i, m] of team.entries()) {
      await expect(profiles.nth(i).getByRole("heading", { level: 3 })).toHaveText(m.name);
      await expect(profiles.nth(i)).toContainText(m.role);
      await expect(profiles.nth(i)).toContainText(m.bio);
    }
  });

  test("privacy links, three external brand logos in new tabs, hours and contact", async ({ page }) => {
    await page.goto("/our-lead-generation-company");
    const privacy = section(page, "Privacy and Compliance You Can Check");
    await expectLink(privacy, "Privacy Policy", "/privacy");
    await expectLink(privacy, "Australia and New Zealand", "/privacy-au");
    await expectLink(privacy, "UK and GDPR", "/privacy-uk");

    const logos = page.getByTestId("brand-logos").getByRole("link");
    await expect(logos).toHaveCount(3);
    for (const [i, b] of brandLogos.entries()) {
      await expect(logos.nth(i)).toHaveAttribute("href", b.url);
      await expect(logos.nth(i)).toHaveAttribute("target", "_blank");
      await expect(logos.nth(i)).toHaveAttribute("rel", /\bnoopener\b/);
      await expect(logos.nth(i)).toHaveAccessibleName(new RegExp(`${b.name} logo`));
    }

    const contact = section(page, "Office Hours and Contact");
    await expect(contact).toContainText(hours.display);
    await expect(contact.locator(`a[href="tel:${phones.freecall.tel}"]`)).toBeVisible();
    await expect(contact.locator(`a[href="tel:${phones.international.tel}"]`)).toBeVisible();
    await expectLink(page.locator("main"), "Get Started Today", "/contact");
    await expectLink(page.locator("main"), "Explore Our Solutions", "/our-solutions");
  });
});

test.describe("solutions overview", () => {
  test("four cards link to the final service URLs", async ({ page }) => {
    await page.goto("/our-solutions");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our Lead Generation and Data Solutions");
    const cards = page
      .getByTestId("solution-cards")
      .locator("li")
      .filter({ has: page.getByRole("heading") });
    await expect(cards).toHaveCount(4);
    const expected = [
      ["Lead Generation", "/lead-generation"],
      ["Data Analytics", "/customer-analytics"],
      ["Consumer Marketing Lists", "/consumer-data-list-solutions"],
      ["CRM Migration", "/crm-migration"],
    ] as const;
    for (const [i, [title, href]] of expected.entries()) {
      await expect(cards.nth(i).getByRole("heading", { level: 3 })).toHaveText(title);
      await expect(cards.nth(i).getByRole("link")).toHaveAttribute("href", href);
    }
    expect(solutionCards.map((c) => c.link)).toEqual(expected.map(([, href]) => href));
    // Internal links always point at final URLs, never at paths that only redirect.
    await expect(page.locator('main a[href="/consumer-marketing-lists"], main a[href="/methodology"]')).toHaveCount(0);
  });

  test("a card link navigates to its service page", async ({ page }) => {
    await page.goto("/our-solutions");
    await waitForHydration(page);
    await page.getByRole("link", { name: "Explore Consumer Marketing Lists" }).click();
    await expect(page).toHaveURL("/consumer-data-list-solutions");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("six example industries, call and consultation buttons", async ({ page }) => {
    await page.goto("/our-solutions");
    const industries = page.getByTestId("industry-examples").locator("li");
    await expect(industries).toHaveCount(6);
    for (const [i, ind] of industryExamples.entries()) {
      await expect(industries.nth(i).getByRole("heading", { level: 3 })).toHaveText(ind.name);
    }
    const main = page.locator("main");
    await expect(main.getByRole("link", { name: "Book a Free Consultation" })).toHaveCount(2);
    for (const href of await main
      .getByRole("link", { name: "Book a Free Consultation" })
      .evaluateAll((els) => els.map((e) => e.getAttribute("href")))) {
      expect(href).toBe("/contact");
    }
    await expect(main.locator(`a[href="tel:${phones.freecall.tel}"]`)).toHaveCount(2);
    await expect(main.locator(`a[href="tel:${phones.international.tel}"]`)).toHaveCount(2);
    await expectOneH1AndNoSkippedLevels(page);
  });
});
