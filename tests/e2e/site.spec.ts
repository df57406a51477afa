// Site foundation: every route, redirect, the 404, layout, menus, metadata, headers and accessibility.

import { test as plainTest } from "@playwright/test";
import { NOT_FOUND_REDIRECT_MS } from "#app/islands/not-found.ts";
import { brand, phones } from "#shared/site/facts.ts";
import { headerNav } from "#shared/site/navigation.ts";
import { canonicalPathOf, pages, sitemapPages } from "#shared/site/pages.ts";
import { redirects } from "#shared/site/redirects.ts";
import { expect, expectNoAxeViolations, jsonLdOf, rawHtml, test, waitForHydration } from "./helpers.ts";

const origin = "https://www.example.com";
const attr = (html: string, re: RegExp) => re.exec(html)?.[1];

test.describe("every route in the raw HTML", () => {
  for (const p of pages) {
    test(`${p.path} answers 200 with its own h1, title, description, canonical and social tags`, async ({
      request,
    }) => {
      const html = await rawHtml(request, p.path);
      const title = attr(html, /<title>([^<]*)<\/title>/);
      expect(title).toBeTruthy();
      expect(title).toContain(brand.name);
      expect(html).toMatch(/<h1[^>]*>[\s\S]*?\S[\s\S]*?<\/h1>/);
      expect(html.match(/<h1[\s>]/g)?.length, "exactly one h1").toBe(1);
      expect(attr(html, /<meta name="description" content="([^"]*)"/)).toBe(p.description.replaceAll("&", "&amp;"));
      expect(attr(html, /<link rel="canonical" href="([^"]*)"/)).toBe(`${origin}${canonicalPathOf(p)}`);
      expect(attr(html, /<meta name="robots" content="([^"]*)"/)).toBe(
        "noindex" in p && p.noindex ? "noindex,nofollow" : "index,follow",
      );
      expect(attr(html, /<meta property="og:locale" content="([^"]*)"/)).toBe("en_AU");
      expect(attr(html, /<meta property="og:site_name" content="([^"]*)"/)).toBe(brand.name);
      expect(attr(html, /<meta property="og:type" content="([^"]*)"/)).toMatch(/^(website|article)$/);
      expect(attr(html, /<meta property="og:image" content="([^"]*)"/)).toMatch(/^https:\/\/www\.example\.com\//);
      expect(attr(html, /<meta name="twitter:card" content="([^"]*)"/)).toBe("summary_large_image");
      expect(html).toMatch(/<html lang="en-AU"/);
    });
  }

  test("no page's markup carries a style attribute (the CSP need not allow inline style attributes for it)", async ({
    request,
  }) => {
    for (const p of pages) {
      const html = await rawHtml(request, p.path);
      expect(html.match(/<[a-z][^>]*\sstyle="[^"]*"/g) ?? [], p.path).toEqual([]);
    }
  });

  test("titles are unique per canonical page", async ({ request }) => {
    const titles = new Map<string, string>();
    for (const p of sitemapPages()) {
      const title = attr(await rawHtml(request, p.path), /<title>([^<]*)<\/title>/) ?? "";
      expect(titles.get(title), `${p.path} repeats the title of ${titles.get(title)}`).toBeUndefined();
      titles.set(title, p.path);
    }
  });

  test("the home page carries Organization and LocalBusiness JSON-LD", async ({ request }) => {
    const types = jsonLdOf(await rawHtml(request, "/")).map((d) => d["@type"]);
    expect(types).toEqual(expect.arrayContaining(["Organization", "LocalBusiness"]));
    const org = jsonLdOf(await rawHtml(request, "/")).find((d) => d["@type"] === "Organization");
    expect(org?.foundingDate).toBe("2009");
    expect(org?.numberOfEmployees).toMatchObject({ minValue: 4, maxValue: 10 });
  });
});

test.describe("redirects", () => {
  for (const r of redirects) {
    test(`${r.from} answers 301 to ${r.to}`, async ({ request }) => {
      const response = await request.get(r.from, { maxRedirects: 0 });
      expect(response.status()).toBe(301);
      expect(response.headers().location).toBe(r.to);
    });
  }

  test("a trailing slash answers 301 to the canonical form and keeps the query", async ({ request }) => {
    const response = await request.get("/contact/?utm_source=test", { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe("/contact?utm_source=test");
    const article = await request.get("/mortgage-lead-insights/mortgage-lead-generation-7-tips/", { maxRedirects: 0 });
    expect(article.headers().location).toBe("/mortgage-lead-insights/mortgage-lead-generation-7-tips");
  });

  test("following an old path inside the app lands on its target and replaces the history entry", async ({ page }) => {
    await page.goto("/contact");
    await waitForHydration(page);
    const before = await page.evaluate(() => history.length);
    await page.evaluate(() => {
      history.pushState({}, "", "/insights");
      dispatchEvent(new PopStateEvent("popstate"));
    });
    await expect(page).toHaveURL("/lead-generation-insights");
    await expect(page.locator("h1")).toBeVisible();
    expect(await page.evaluate(() => history.length)).toBe(before + 1);
    await page.goBack();
    await expect(page).toHaveURL("/contact");
  });
});

test.describe("not found", () => {
  test("an unknown path answers 404 with the not-found page", async ({ request }) => {
    const response = await request.get("/no-such-page", { maxRedirects: 0 });
    expect(response.status()).toBe(404);
    const html = await response.text();
    expect(html).toContain(">404</h1>");
    expect(html).toContain("Oops! Page not found");
    expect(html).toMatch(/<meta name="robots" content="noindex,nofollow"/);
    expect(html).toMatch(/<a[^>]*href="\/"[^>]*>Return to Home<\/a>/);
    expect((await request.get("/api/nothing-here", { maxRedirects: 0 })).status()).toBe(404);
  });

  test("the browser logs the attempted path, then goes home replacing the entry", async ({ page }) => {
    const logged: string[] = [];
    page.on("console", (m) => logged.push(m.text()));
    await page.goto("/contact");
    await page.goto("/no-such-page");
    await expect(page.getByRole("heading", { level: 1, name: "404" })).toBeVisible();
    await expect(page).toHaveURL("/", { timeout: 10_000 });
    expect(logged.some((l) => l.includes("/no-such-page"))).toBe(true);
    await page.goBack();
    await expect(page).toHaveURL("/contact");
  });
});

test.describe("layout", () => {
  test("header: logo home link and both phone numbers as tel: links @phone", async ({ page }) => {
    await page.goto("/contact");
    const header = page.locator("header").first();
    await expect(header.getByRole("link", { name: brand.name, exact: true })).toHaveAttribute("href", "/");
    for (const p of [phones.freecall, phones.international]) {
      await expect(header.locator(`a[href="tel:${p.tel}"]`).first()).toBeAttached();
    }
  });

  test("every menu link is in the raw HTML while the dropdowns are closed", async ({ request }) => {
    const html = await rawHtml(request, "/");
    const header = html.slice(html.indexOf("<header"), html.indexOf("</header>"));
    for (const group of headerNav()) {
      for (const path of group.href ? [group.href] : (group.items ?? []).map((i) => i.path)) {
        expect(header, `menu link ${path}`).toContain(`href="${path}"`);
      }
    }
  });

  test("desktop dropdowns open on hover after the 800 ms delay and their links navigate", async ({ page }) => {
    await page.goto("/contact");
    await waitForHydration(page);
    const nav = page.getByRole("navigation", { name: "Main" });
    const trigger = nav.getByRole("button", { name: "Insights" });
    // Measure in the page's own clock: from the pointer entering the trigger to the menu opening.
    const delay = trigger.evaluate(
      (button) =>
        new Promise<number>((resolve) => {
          let entered = 0;
          button.addEventListener("pointerenter", () => {
            entered = performance.now();
          });
          new MutationObserver(() => {
            if (button.getAttribute("data-state") === "open") resolve(performance.now() - entered);
          }).observe(button, { attributes: true });
        }),
    );
    await trigger.hover();
    expect(await delay).toBeGreaterThanOrEqual(750);
    const link = nav.getByRole("link", { name: "Sales Leads Buying Guide" });
    await expect(link).toBeVisible();
    const width = await link.evaluate((a) => a.closest("[data-state]")?.getBoundingClientRect().width);
    expect(width).toBe(400);
    await link.click();
    await expect(page).toHaveURL("/lead-generation-insights/sales-leads-buying-guide-australia");
  });

  // Issue 11: a hover or keyboard focus that starts right after the load event, before or during
  // hydration, is never lost (CSS opens the menu until React takes over the same state).
  for (const how of ["hover", "keyboard focus"] as const) {
    test(`the Insights menu opens on ${how} right after the load event, 20 of 20 fresh loads`, async ({ page }) => {
      // Twenty page loads: on a slow machine (2026-11-26) they took more than the default 60 s.
      test.setTimeout(180_000);
      let opened = 0;
      for (let i = 0; i < 20; i++) {
        await page.mouse.move(5, 600);
        await page.goto(`/contact?load=${i}`, { waitUntil: "load" });
        const nav = page.getByRole("navigation", { name: "Main" });
        const trigger = nav.getByRole("button", { name: "Insights" });
        if (how === "hover") await trigger.hover();
        else await trigger.focus();
        await nav
          .getByRole("link", { name: "Sales Leads Buying Guide" })
          .waitFor({ state: "visible", timeout: 3000 })
          .then(
            () => opened++,
            () => {},
          );
      }
      expect(opened).toBe(20);
    });
  }

  test("dropdowns open from the keyboard", async ({ page }) => {
    await page.goto("/contact");
    await waitForHydration(page);
    const trigger = page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Contact & Privacy" });
    await trigger.focus();
    await page.keyboard.press("Enter");
    await expect(
      page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Privacy (UK/GDPR)" }),
    ).toBeVisible();
  });

  test("the mobile menu toggles, and closes when a link is chosen @phone", async ({ page, isMobile }) => {
    test.skip(!isMobile, "phone width only");
    await page.goto("/contact");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await expect(menu).toBeVisible();
    await expect(page.locator("#mobile-menu a[href^='tel:']")).toHaveCount(2);
    await menu.getByRole("link", { name: "Privacy Policy" }).click();
    await expect(page).toHaveURL("/privacy");
    await expect(menu).toBeHidden();
    // Phone buttons in the header show only their icons at this width.
    const headerCall = page.locator("header > div a[href^='tel:']").first();
    await expect(headerCall.locator("span")).toHaveClass(/sr-only/);
  });

  test("the mobile menu opens before any JavaScript runs (a native popover) @phone", async ({ browser, isMobile }) => {
    test.skip(!isMobile, "phone width only");
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 390, height: 844 },
      baseURL: test.info().project.use.baseURL,
    });
    const page = await context.newPage();
    await page.goto("/contact");
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await expect(menu).toBeVisible();
    await menu.getByRole("link", { name: "Privacy Policy" }).click();
    await expect(page).toHaveURL("/privacy");
    await context.close();
  });

  test("breadcrumbs: none on home; icon home crumb with a name, current page last", async ({ page, request }) => {
    await page.goto("/");
    await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toHaveCount(0);
    await page.goto("/lead-generation-insights/get-more-leads");
    const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(crumbs.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
    await expect(crumbs.getByRole("link", { name: "Insights" })).toHaveAttribute("href", "/lead-generation-insights");
    await expect(crumbs.locator("[aria-current=page]")).toHaveText("Get More Leads");
    const ld = jsonLdOf(await rawHtml(request, "/lead-generation-insights/get-more-leads")).find(
      (d) => d["@type"] === "BreadcrumbList",
    );
    expect(ld?.itemListElement).toHaveLength(3);
  });

  test("footer: numbers, region, quick links and industries", async ({ page }) => {
    await page.goto("/privacy");
    const footer = page.locator("footer");
    for (const name of ["About Us", "Contact Us", "Privacy Policy", "Website Archive"]) {
      await expect(footer.getByRole("link", { name, exact: true })).toBeVisible();
    }
    for (const industry of ["Fundraising", "Energy", "Solar", "Mortgage", "Health"]) {
      await expect(footer.getByText(industry, { exact: true })).toBeVisible();
    }
    await expect(footer.locator(`a[href="tel:${phones.freecall.tel}"]`)).toBeVisible();
    await expect(footer.getByText("Australia and New Zealand", { exact: false }).first()).toBeVisible();
  });

  test("every navigation scrolls to the top", async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 400 });
    await page.goto("/privacy");
    await waitForHydration(page);
    await page.locator("footer").scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    await page.locator("footer").getByRole("link", { name: "Website Archive" }).click();
    await expect(page).toHaveURL("/archive");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("a skip link leads to the main content", async ({ page }) => {
    await page.goto("/contact");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to content" });
    await expect(skip).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/#main$/);
  });

  test("no request leaves the site while pages load", async ({ page, thirdPartyRequests }) => {
    for (const path of ["/", "/our-lead-generation-company", "/mortgage-leads", "/lead-generation"]) {
      await page.goto(path);
      await page.waitForLoadState("networkidle");
    }
    expect(thirdPartyRequests).toEqual([]);
  });

  test("icon-only header call buttons show their number in a tooltip after 700 ms", async ({ page }) => {
    await page.goto("/contact");
    const call = page.getByRole("banner").getByRole("link", { name: "Call free call 1800 160 401" });
    // At 1366 px the header's call buttons are icons only.
    await expect(call.locator("span")).toHaveClass(/sr-only/);
    const tooltip = page.getByRole("tooltip");
    // The page measures from the pointer entering to the first frame the tooltip is visible: on a
    // slow machine the test itself may only look after 700 ms (CI failed so on 2026-11-26).
    await page.evaluate(() => {
      const w = window as unknown as { tooltipShownAfter?: number };
      document.addEventListener(
        "pointerenter",
        (e) => {
          const tip =
            e.target instanceof Element ? e.target.querySelector(":scope[data-tooltip] > [role=tooltip]") : null;
          if (!tip) return;
          const entered = e.timeStamp;
          const look = () => {
            if (getComputedStyle(tip).visibility === "visible") w.tooltipShownAfter = performance.now() - entered;
            else requestAnimationFrame(look);
          };
          requestAnimationFrame(look);
        },
        { capture: true },
      );
    });
    await call.hover();
    await expect(tooltip).toHaveText("Free call: 1800 160 401");
    const shownAfter = await page.evaluate(
      () => (window as unknown as { tooltipShownAfter?: number }).tooltipShownAfter,
    );
    // 700 ms, less a few frames: the transition starts at its frame's time, which may precede the event.
    expect(shownAfter).toBeGreaterThanOrEqual(650);
    await expect(call).toHaveAttribute("aria-describedby", /.+/);
    // Moving away closes it.
    await page.mouse.move(400, 600, { steps: 10 });
    await page.mouse.move(300, 700, { steps: 5 });
    await expect(tooltip).toHaveCount(0);
  });

  test("one stylesheet for the whole site: hashed, immutable, fetched once across pages, one live copy", async ({
    page,
    request,
  }) => {
    // Decision 030: the stylesheet is one cached file rather than inlined in every page.
    const cssRequests: string[] = [];
    page.on("request", (r) => {
      if (r.resourceType() === "stylesheet" || r.url().endsWith(".css")) cssRequests.push(new URL(r.url()).pathname);
    });
    const transfers: number[] = [];
    for (const path of ["/", "/lead-generation", "/our-solutions"]) {
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      const sheets = await page.evaluate(() => ({
        live: [...document.styleSheets].filter((s) => !s.disabled && s.ownerNode instanceof HTMLElement).length,
        inline: document.querySelectorAll("style").length,
        css: performance
          .getEntriesByType("resource")
          .filter((e) => e.name.endsWith(".css"))
          .map((e) => (e as PerformanceResourceTiming).transferSize),
      }));
      expect(sheets.live, path).toBe(1);
      expect(sheets.inline, path).toBe(0);
      expect(sheets.css, path).toHaveLength(1);
      transfers.push(sheets.css[0] ?? -1);
    }
    // Downloaded on the first page only; the next pages take it from the browser's cache.
    expect(transfers[0]).toBeGreaterThan(5_000);
    expect(transfers.slice(1)).toEqual([0, 0]);
    const [css] = new Set(cssRequests);
    expect(css).toMatch(/^\/assets\/app-[\w-]+\.css$/);
    const response = await request.get(css!);
    expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  test("the islands' JavaScript is requested only after the first contentful paint", async ({ page }) => {
    // The insights hub is the page whose first paint takes longest to present (decision 025).
    for (const path of ["/lead-generation-insights", "/"]) {
      await page.goto(path);
      await waitForHydration(page);
      const timing = await page.evaluate(() => ({
        fcp: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN,
        firstScript: Math.min(
          ...performance
            .getEntriesByType("resource")
            .filter((e) => e.name.includes("/assets/") && e.name.endsWith(".js"))
            .map((e) => e.startTime),
        ),
      }));
      expect(timing.fcp, path).toBeGreaterThan(0);
      expect(timing.firstScript, path).toBeGreaterThanOrEqual(timing.fcp);
    }
  });

  test("a page's load fetches no SVG as an image (each would be a document of its own on the main thread) @phone", async ({
    page,
  }) => {
    // Decision 095: Chromium fetches and draws a page's icon in the page's renderer; an SVG icon is
    // a whole SVG document there, a 25-35 ms task after load on this machine. The icon is the ICO.
    const svgs: string[] = [];
    page.on("request", (r) => {
      if (new URL(r.url()).pathname.endsWith(".svg")) svgs.push(r.url());
    });
    for (const path of ["/", "/lead-generation", "/lead-generation-insights/sales-leads-buying-guide-australia"]) {
      await page.goto(path);
      await waitForHydration(page);
      await page.waitForLoadState("networkidle");
    }
    expect(svgs).toEqual([]);
  });
});

test.describe("search files and headers", () => {
  test("sitemap.xml lists every indexable canonical page and nothing else", async ({ request }) => {
    const xml = await (await request.get("/sitemap.xml")).text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs.sort()).toEqual(
      sitemapPages()
        .map((p) => `${origin}${p.path === "/" ? "/" : p.path}`)
        .sort(),
    );
    expect(xml).not.toContain("/thank-you");
    for (const r of redirects) expect(locs).not.toContain(`${origin}${r.from}`);
    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toContain(`Sitemap: ${origin}/sitemap.xml`);
  });

  test("favicon, manifest and health answer", async ({ request }) => {
    expect((await request.get("/favicon.ico")).status()).toBe(200);
    expect((await request.get("/site.webmanifest")).headers()["content-type"]).toContain("manifest+json");
    const health = await request.get("/healthz");
    expect(health.status()).toBe(200);
    expect(await health.json()).toMatchObject({ status: "ok" });
  });

  test("HTML revalidates, hashed assets are immutable, both are compressed", async ({ request }) => {
    const page = await request.get("/", { headers: { "accept-encoding": "br" } });
    expect(page.headers()["cache-control"]).toBe("public, max-age=0, must-revalidate");
    expect(page.headers()["content-encoding"]).toBe("br");
    const html = await page.text();
    const asset = attr(html, /"(\/assets\/[^"]+\.js)"/) ?? "";
    expect(asset).toMatch(/^\/assets\//);
    const js = await request.get(asset, { headers: { "accept-encoding": "gzip" } });
    expect(js.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(js.headers()["content-encoding"]).toBe("gzip");
    const again = await request.get("/", { headers: { "if-none-match": page.headers().etag ?? "" } });
    expect(again.status()).toBe(304);
  });

  test("each encoding of a file has its own ETag, and If-None-Match matches only its own", async ({ request }) => {
    const get = (encoding: string, ifNoneMatch?: string) =>
      request.get("/contact", {
        headers: { "accept-encoding": encoding, ...(ifNoneMatch ? { "if-none-match": ifNoneMatch } : {}) },
      });
    const tags = { br: "", gzip: "", identity: "" };
    for (const encoding of ["br", "gzip", "identity"] as const) {
      const answer = await get(encoding);
      expect(answer.headers().vary).toBe("Accept-Encoding");
      tags[encoding] = answer.headers().etag ?? "";
      expect(tags[encoding]).toMatch(/^"[^"]+"$/);
    }
    expect(new Set(Object.values(tags)).size).toBe(3);
    expect((await get("br", tags.br)).status()).toBe(304);
    expect((await get("gzip", tags.gzip)).status()).toBe(304);
    expect((await get("identity", tags.identity)).status()).toBe(304);
    // A gzip client holding the brotli body's tag gets the gzip body, not a 304.
    expect((await get("gzip", tags.br)).status()).toBe(200);
  });

  test("security headers, and a CSP whose scripts need no unsafe-inline", async ({ request }) => {
    const response = await request.get("/");
    const h = response.headers();
    const csp = h["content-security-policy"] ?? "";
    const scriptSrc = csp.split(";").find((d) => d.trim().startsWith("script-src")) ?? "";
    expect(scriptSrc).toContain("'self'");
    expect(scriptSrc).toContain("'sha256-");
    expect(scriptSrc).not.toContain("unsafe-inline");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(h["x-content-type-options"]).toBe("nosniff");
    expect(h["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(h["permissions-policy"]).toContain("camera=()");
    expect(h["strict-transport-security"]).toBeUndefined();
  });
});

// The one axe check of each registry page, at both widths (the phone project runs every "axe"
// test): the page specs check their content, not axe again.
test.describe("accessibility (axe, WCAG 2.2 A/AA)", () => {
  for (const p of pages) {
    test(`axe: ${p.path}`, async ({ page }) => {
      await page.goto(p.path);
      await waitForHydration(page);
      await expectNoAxeViolations(page);
    });
  }
  test("axe: not-found page", async ({ page }) => {
    // The page goes home after NOT_FOUND_REDIRECT_MS; on a slow machine that can land mid-audit.
    // Timers of that length are held (axe needs the others), then run to show the redirect was among them.
    await page.addInitScript((redirectMs) => {
      const held: (() => void)[] = [];
      const setTimeout = window.setTimeout.bind(window);
      const hold = (handler: TimerHandler, delay?: number, ...args: unknown[]) => {
        if (delay !== redirectMs || typeof handler !== "function") return setTimeout(handler, delay, ...args);
        held.push(() => handler(...args));
        return 0;
      };
      Object.assign(window, {
        setTimeout: hold,
        runHeldTimers: () => {
          for (const run of held.splice(0)) run();
        },
      });
    }, NOT_FOUND_REDIRECT_MS);
    const logged = page.waitForEvent("console", (m) => m.text().includes("404: no page at"));
    await page.goto("/no-such-page");
    await expect(page.getByRole("heading", { level: 1, name: "404" })).toBeVisible();
    await logged; // the island logs just before it sets the redirect's timer
    await expectNoAxeViolations(page);
    await expect(page).toHaveURL("/no-such-page");
    await page.evaluate(() => (window as unknown as { runHeldTimers: () => void }).runHeldTimers());
    await expect(page).toHaveURL("/");
  });
});

// The fixture's page waits for the scripts to run, which is what this case takes away.
plainTest(
  "a page whose scripts find no connection throws nothing, and runs them when it comes back",
  async ({ page }) => {
    const uncaught: string[] = [];
    page.on("pageerror", (error) => uncaught.push(error.message));
    // What the page's inline script imports: the counting beacon and the entry.
    const html = await (await page.request.get("/privacy")).text();
    const imported = new Set([...html.matchAll(/import\("([^"]+)"\)/g)].map((m) => m[1]));
    expect(imported.size).toBe(2);
    let cut = true;
    await page.route("**/assets/*.js", async (route) => {
      if (cut && imported.has(new URL(route.request().url()).pathname)) await route.abort("internetdisconnected");
      else await route.continue();
    });
    await page.goto("/privacy", { waitUntil: "load" });
    await expect.poll(() => page.evaluate(() => performance.getEntriesByType("resource").length)).toBeGreaterThan(0);
    await page.waitForTimeout(500);
    await expect(page.locator("html")).not.toHaveAttribute("data-hydrated");
    // Before: "Failed to fetch dynamically imported module", uncaught.
    expect(uncaught).toEqual([]);
    cut = false;
    await page.context().setOffline(true);
    await page.context().setOffline(false);
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
    expect(uncaught).toEqual([]);
  },
);
