import { describe, expect, it } from "vitest";
import { facts } from "./facts.ts";
import { footerQuickLinks, headerMenu, headerNav } from "./navigation.ts";
import {
  breadcrumbTrail,
  declaredSearch,
  getPage,
  type PagePath,
  page,
  pages,
  prerenderPaths,
  setPageOverlay,
  sitemapPages,
  sitePages,
  withPageOverlay,
  withRemovedPagesKnown,
} from "./pages.ts";
import { redirects, redirectTarget } from "./redirects.ts";
import { fullTitle, pageMeta } from "./seo.ts";

const isPage = (p: string) => Boolean(getPage(p));

describe("page registry", () => {
  it("has unique paths, each with a title and description of sensible length", () => {
    const paths = pages.map((p) => p.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const p of pages) {
      expect(p.title.length, p.path).toBeGreaterThan(5);
      expect(p.description.length, p.path).toBeGreaterThanOrEqual(70);
      expect(p.description.length, p.path).toBeLessThanOrEqual(170);
    }
  });

  it("covers every route of the specification's route table", () => {
    const required = [
      "/",
      "/our-lead-generation-company",
      "/lead-generation-insights/customer-acquisition-methodology",
      "/our-solutions",
      "/lead-generation",
      "/customer-analytics",
      "/data-analytics",
      "/crm-migration",
      "/mortgage-leads",
      "/fundraising-leads",
      "/energy-leads",
      "/consumer-data-list-solutions",
      "/contact",
      "/thank-you",
      "/privacy",
      "/privacy-au",
      "/privacy-uk",
      "/lead-generation-insights",
      "/lead-generation-insights/get-more-leads",
      "/lead-generation-insights/lead-gen-strategy-leads-vs-marketing-list",
      "/lead-generation-insights/lead-gen-companies",
      "/lead-generation-insights/Fundraising-Leads-Australia",
      "/lead-generation-insights/call-centre-partner",
      "/lead-generation-insights/sales-leads-buying-guide-australia",
      "/mortgage-lead-insights/mortgage-lead-generation-7-tips",
      "/mortgage-lead-insights/australian-mortgage-leads",
      "/archive",
    ];
    for (const path of required) expect(isPage(path) || redirectTarget(path, isPage), path).toBeTruthy();
    // /buying-leads does not dead-end: it is a 301 to the buying guide.
    expect(redirectTarget("/buying-leads", isPage)).toBe(
      "/lead-generation-insights/sales-leads-buying-guide-australia",
    );
  });

  it("gives every page a parent chain that ends at home", () => {
    for (const p of pages) {
      const trail = breadcrumbTrail(p.path);
      expect(trail[0]?.path, p.path).toBe("/");
      expect(trail.at(-1)?.path).toBe(p.path);
    }
  });

  it("keeps noindex pages and aliases out of the sitemap, and prerenders every page plus the 404", () => {
    const sitemap = sitemapPages().map((p) => p.path);
    expect(sitemap).not.toContain("/thank-you");
    expect(sitemap).not.toContain("/data-analytics");
    expect(sitemap).toContain("/customer-analytics");
    expect(prerenderPaths()).toEqual([...pages.map((p) => p.path), "/404"]);
  });

  it("builds menus only from registry pages", () => {
    for (const group of headerNav()) {
      if (group.href) expect(isPage(group.href)).toBe(true);
      for (const item of group.items ?? []) expect(isPage(item.path)).toBe(true);
    }
    expect(footerQuickLinks.map((p) => p.label)).toEqual([
      "About Us",
      "Contact Us",
      "Privacy Policy",
      "Website Archive",
    ]);
  });
});

describe("redirect table", () => {
  it("sends every old path straight to a page (no chains, no loops, no shadowed page)", () => {
    for (const r of redirects) {
      expect(isPage(r.to), `${r.from} -> ${r.to}`).toBe(true);
      expect(isPage(r.from), `${r.from} is also a page`).toBe(false);
      expect(redirectTarget(r.to, isPage), `${r.to} redirects again`).toBeUndefined();
    }
  });

  it("covers the specification's redirects", () => {
    const expected: Record<string, string> = {
      "/customer-acquisition-methodology": "/lead-generation-insights/customer-acquisition-methodology",
      "/insights/customer-acquisition-methodology": "/lead-generation-insights/customer-acquisition-methodology",
      "/methodology": "/lead-generation-insights/customer-acquisition-methodology",
      "/charity-regular-giver-leads": "/fundraising-leads",
      "/consumer-marketing-lists": "/consumer-data-list-solutions",
      "/blog/get-more-leads": "/lead-generation-insights/get-more-leads",
      "/insights/get-more-leads": "/lead-generation-insights/get-more-leads",
      "/blog/leads-vs-marketing-list": "/lead-generation-insights/lead-gen-strategy-leads-vs-marketing-list",
      "/insights/lead-gen-strategy-leads-vs-marketing-list":
        "/lead-generation-insights/lead-gen-strategy-leads-vs-marketing-list",
      "/insights/lead-gen-companies": "/lead-generation-insights/lead-gen-companies",
      "/insights": "/lead-generation-insights",
      "/insights/Fundraising-Leads-Australia": "/lead-generation-insights/Fundraising-Leads-Australia",
      "/insights/call-centre-partner": "/lead-generation-insights/call-centre-partner",
      "/insights/sales-leads-buying-guide-australia": "/lead-generation-insights/sales-leads-buying-guide-australia",
      "/sales-leads-buying-guide-australia": "/lead-generation-insights/sales-leads-buying-guide-australia",
      "/how-do-i-buy-leads-in-australia": "/lead-generation-insights/sales-leads-buying-guide-australia",
      "/mortgage-lead-generation-7-tips": "/mortgage-lead-insights/mortgage-lead-generation-7-tips",
      "/mortgage-lead-generation-7-tips/": "/mortgage-lead-insights/mortgage-lead-generation-7-tips",
      "/australian-mortgage-leads": "/mortgage-lead-insights/australian-mortgage-leads",
    };
    for (const [from, to] of Object.entries(expected)) expect(redirectTarget(from, isPage), from).toBe(to);
    expect(redirectTarget("/mortgage-broker-leads", isPage)).toBe("/mortgage-leads");
  });

  it("strips a trailing slash from pages and from old paths in one hop, and leaves unknown paths alone", () => {
    expect(redirectTarget("/contact/", isPage)).toBe("/contact");
    expect(redirectTarget("/insights/", isPage)).toBe("/lead-generation-insights");
    expect(redirectTarget("/mortgage-lead-insights/mortgage-lead-generation-7-tips/", isPage)).toBe(
      "/mortgage-lead-insights/mortgage-lead-generation-7-tips",
    );
    expect(redirectTarget("/contact", isPage)).toBeUndefined();
    expect(redirectTarget("/", isPage)).toBeUndefined();
    expect(redirectTarget("/no-such-page/", isPage)).toBeUndefined();
  });
});

describe("page metadata", () => {
  it("adds the brand suffix only when missing", () => {
    expect(fullTitle("Contact Us")).toBe("Contact Us | Leadwise Australia");
    expect(fullTitle("Leads | Leadwise Australia")).toBe("Leads | Leadwise Australia");
  });

  it("gives an alias the canonical of its page and flags noindex pages", () => {
    const canonical = (path: "/data-analytics" | "/thank-you") =>
      pageMeta(path).find((m) => m.rel === "canonical")?.href;
    expect(canonical("/data-analytics")).toBe("https://www.example.com/customer-analytics");
    expect(pageMeta("/thank-you").find((m) => m.name === "robots")?.content).toBe("noindex,nofollow");
    expect(pageMeta("/contact").find((m) => m.name === "robots")?.content).toBe("index,follow");
  });

  it("emits the social tags the specification lists", () => {
    const meta = pageMeta("/contact");
    const value = (key: string) => meta.find((m) => m.property === key || m.name === key)?.content;
    expect(value("og:locale")).toBe("en_AU");
    expect(value("og:type")).toBe("website");
    expect(value("twitter:card")).toBe("summary_large_image");
    expect(value("og:image")).toBe("https://www.example.com/og-image.jpg");
  });

  it("follows the live page set in the Insights menu: a page taken down leaves it, an added article joins it", () => {
    const insights = () =>
      headerNav()
        .find((g) => g.label === "Insights")!
        .items!.map((p) => p.path as string);
    const shipped = insights();
    expect(shipped).toHaveLength(8);
    const gone = "/lead-generation-insights/call-centre-partner";
    const added = { ...page(gone), path: "/mortgage-lead-insights/refinance-leads" as PagePath, label: "Refinance" };
    const live = withPageOverlay({ added: [added], removed: new Set([gone]) }, insights);
    expect(live).toEqual([...shipped.filter((p) => p !== gone), "/mortgage-lead-insights/refinance-leads"]);
    expect(withPageOverlay({ added: [added], removed: new Set([gone]) }, headerMenu)[3]?.items?.at(-1)).toEqual({
      path: "/mortgage-lead-insights/refinance-leads",
      label: "Refinance",
    });
    // Outside a render (the build), the shipped menu.
    expect(insights()).toEqual(shipped);
  });

  it("answers a page's published title and description in its place, and hears which pages a render shows", () => {
    const edit = { title: "Mortgage Leads That Settle", description: "Exclusive, verified mortgage leads." };
    const overlay = { added: [], removed: new Set<string>(), edited: new Map([["/mortgage-leads", edit]]) };
    const shown: string[] = [];
    const restore = setPageOverlay(overlay, (path) => shown.push(path));
    try {
      expect(page("/mortgage-leads")).toMatchObject({ ...edit, label: "Mortgage Broker Leads" });
      expect(pageMeta("/mortgage-leads").slice(0, 2)).toEqual([
        { title: fullTitle(edit.title) },
        { name: "description", content: edit.description },
      ]);
      // The same places: menus and the sitemap keep their order.
      expect(sitePages().map((p) => p.path)).toEqual(pages.map((p) => p.path));
      expect(new Set(shown)).toEqual(new Set(["/mortgage-leads"]));
      shown.length = 0;
      // A path or a label read is not a title shown; an overlay set within the render is still heard.
      void page("/contact").label;
      withRemovedPagesKnown(() => withPageOverlay(undefined, () => page("/contact").description));
      expect(shown).toEqual(["/contact"]);
    } finally {
      restore();
    }
    expect(page("/mortgage-leads").title).toBe(pages.find((p) => p.path === "/mortgage-leads")!.title);
  });

  it("resolves the facts a title or description quotes with the render's facts, when read (decision 091)", () => {
    // Declared with placeholders; as shipped, with the shipped facts.
    expect(declaredSearch("/")?.title).toContain("{fact:brand.name}");
    expect(page("/").title).toBe(`Lead Generation & Data Services Australia | ${facts.brand.name}`);
    expect(page("/our-lead-generation-company").description).toContain(facts.claims.leadsDeliveredLong);
    expect(pages.every((p) => !`${p.title}${p.description}`.includes("{"))).toBe(true);
    // In a render: resolved by its facts, and only the words read are resolved.
    const read: string[] = [];
    const words = (text: string) => {
      read.push(text);
      return text.replace("{fact:claims.leadsDeliveredLong}", "more than 12 million");
    };
    const restore = setPageOverlay(undefined, undefined, words);
    try {
      expect(read).toEqual([]);
      expect(page("/our-lead-generation-company").description).toMatch(/^Meet the .* team behind more than 12 million/);
      expect(pageMeta("/our-lead-generation-company")[1]).toMatchObject({
        content: expect.stringContaining("more than 12 million"),
      });
      // A nested overlay keeps the render's facts.
      expect(withPageOverlay(undefined, () => page("/our-lead-generation-company").description)).toContain(
        "12 million",
      );
    } finally {
      restore();
    }
    expect(page("/our-lead-generation-company").description).toContain(facts.claims.leadsDeliveredLong);
  });
});
