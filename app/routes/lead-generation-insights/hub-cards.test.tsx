// The insights hub's cards are its entry's words (decision 089): the hub and the pages that quote its
// featured guide render them from the render under way, and record that they read the hub's entry
// (entryRead), so a publish of the hub renders those pages again without a declared list. An article
// written in the desk joins the industry category whose `articles` names its group, whatever the
// category is called.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { insightCards } from "#app/content/insights.ts";
import { CONSENT_VERSION } from "#shared/consent/statements.ts";
import { articlePageOverlay } from "#shared/content/article-pages.ts";
import { checkEntry } from "#shared/content/check.ts";
import { entryRead, type RenderSource, withRenderSource } from "#shared/content/render-source.ts";
import type { ArticleData } from "#shared/content/schemas/article.ts";
import type { InsightsHubContent } from "#shared/content/schemas/insights-hub.ts";
import { facts } from "#shared/site/facts.ts";
import { cards as shippedCards } from "./content.ts";

const HUB = "/lead-generation-insights";
const read = (dir: string) => JSON.parse(readFileSync(join(import.meta.dirname, "..", dir, "content.json"), "utf8"));
const hub = read("lead-generation-insights") as InsightsHubContent;

const routes = {
  [HUB]: () => import("./route.tsx"),
  "/lead-generation-insights/customer-acquisition-methodology": () =>
    import("./customer-acquisition-methodology/route.tsx"),
  "/lead-generation-insights/lead-gen-strategy-leads-vs-marketing-list": () =>
    import("./lead-gen-strategy-leads-vs-marketing-list/route.tsx"),
  "/lead-generation-insights/get-more-leads": () => import("./get-more-leads/route.tsx"),
  "/contact": () => import("#app/routes/contact/route.tsx"),
} as const;
type Path = keyof typeof routes;

/** Renders each page with the entries `entries`, as the server's renderer does: one source per page, its reads recorded. */
async function render(paths: readonly Path[], entries: Map<string, unknown>, pages?: RenderSource["pages"]) {
  const out = new Map<Path, { html: string; reads: Set<string> }>();
  for (const path of paths) {
    const Page = (await routes[path]()).default as ComponentType;
    const source: RenderSource = { facts, entries, pages, consent: CONSENT_VERSION, factReads: new Set() };
    const html = await withRenderSource(source, async () =>
      renderToStaticMarkup(
        <MemoryRouter initialEntries={[path]}>
          <Page />
        </MemoryRouter>,
      ),
    );
    out.set(path, { html, reads: source.factReads as Set<string> });
  }
  return out;
}

describe("the hub's cards as content", () => {
  it("are shipped in the hub's entry, pass its check, and are what a page reads outside a render", () => {
    expect(checkEntry("insightsHub", hub, facts)).toMatchObject({ ok: true });
    expect(insightCards()).toEqual(shippedCards);
    expect(hub.cards.featured.url).toBe("/lead-generation-insights/sales-leads-buying-guide-australia");
    // Each industry category names the group of the desk's articles that joins it (not its title).
    expect(hub.cards.industries.map((c) => [c.title, c.articles])).toEqual([
      ["Mortgage Leads", "mortgage"],
      ["Fundraising Leads", "fundraising"],
    ]);
  });

  it("refuse a card to a page that is not the site's, an unknown type, and a category taking the supporting guides' group", () => {
    const bad = structuredClone(hub) as unknown as {
      cards: { about: { url: string }[]; core: { type: string }; industries: { articles?: string }[] };
    };
    bad.cards.about[0]!.url = "/no-such-page";
    bad.cards.core.type = "banner";
    bad.cards.industries[0]!.articles = "guides";
    const checked = checkEntry("insightsHub", bad, facts);
    expect(checked.ok).toBe(false);
    expect((checked as { fieldErrors: Record<string, string> }).fieldErrors).toMatchObject({
      "cards.about.0.url": "Not a page of this site",
      "cards.core.type": "Choose main, insight, redirect or other",
      "cards.industries.0.articles": expect.stringMatching(/^Choose mortgage or fundraising/),
    });
  });

  it("the hub and the pages quoting the featured guide render the published words and record reading the hub; others do not", async () => {
    const highlight = "Read in an afternoon";
    const changed: InsightsHubContent = {
      ...hub,
      cards: {
        ...hub.cards,
        featured: { ...hub.cards.featured, highlights: [highlight, ...hub.cards.featured.highlights.slice(1)] },
        core: { ...hub.cards.core, title: "Leads, Generated for You" },
      },
    };
    const pages = await render(Object.keys(routes) as Path[], new Map([[HUB, changed]]));
    const quoting = [
      HUB,
      "/lead-generation-insights/customer-acquisition-methodology",
      "/lead-generation-insights/lead-gen-strategy-leads-vs-marketing-list",
    ] as const;
    for (const path of quoting) {
      expect(pages.get(path)!.html, path).toContain(highlight);
      expect(pages.get(path)!.html, path).not.toContain(hub.cards.featured.highlights[0]);
      expect([...pages.get(path)!.reads], path).toContain(entryRead(HUB));
    }
    expect(pages.get(HUB)!.html).toContain("Leads, Generated for You");
    // An article without a guide promotion and a page outside the insights read their own entry only.
    for (const path of ["/lead-generation-insights/get-more-leads", "/contact"] as const) {
      expect(pages.get(path)!.html).not.toContain(highlight);
      expect(
        [...pages.get(path)!.reads].filter((r) => r.startsWith("entry:")),
        path,
      ).toEqual([entryRead(path)]);
    }
  });

  it("an article written in the desk joins the category naming its group, whatever the category's title", async () => {
    const shipped = read("mortgage-lead-insights/australian-mortgage-leads") as ArticleData;
    // An address of its own: not a page of the registry (decision 071).
    const path = "/mortgage-lead-insights/refinance-leads" as ArticleData["frontmatter"]["path"];
    const article: ArticleData = {
      ...shipped,
      frontmatter: { ...shipped.frontmatter, path, headline: "Refinance Leads for Brokers" },
      listing: {
        title: "Refinance Leads Explained for Brokers",
        description: "How refinance leads are generated and qualified for Australian mortgage brokers.",
        category: "mortgage",
      },
    };
    const renamed: InsightsHubContent = {
      ...hub,
      cards: {
        ...hub.cards,
        industries: hub.cards.industries.map((c) =>
          c.articles === "mortgage" ? { ...c, title: "Home Loan Broker Leads" } : c,
        ),
      },
    };
    const overlay = articlePageOverlay([{ id: path, data: article }], new Set());
    const html = (
      await render(
        [HUB],
        new Map<string, unknown>([
          [HUB, renamed],
          [path, article],
        ]),
        overlay,
      )
    ).get(HUB)!.html;
    // Each category's part of the page, from its start to the next's.
    const categories = html.split("data-insight-category").slice(1);
    expect(categories).toHaveLength(2);
    expect(categories[0]).toContain("Home Loan Broker Leads");
    expect(categories[0]!.split(`href="${path}"`)).toHaveLength(2);
    expect(categories[1]).toContain("Fundraising Leads");
    expect(categories[1]).not.toContain(`href="${path}"`);
  });
});
