import { describe, expect, it } from "vitest";
import { facts } from "#shared/site/facts.ts";
import { declaredSearch, page, pages, withPageOverlay } from "#shared/site/pages.ts";
import { publishedPageOverlay } from "./article-pages.ts";
import { checkEntry } from "./check.ts";
import { guardRails } from "./guard-rails.ts";
import { withoutShippedSearch, withShippedSearch } from "./page-search.ts";

/** The registry's words as a page shows them (the shipped facts in place of placeholders). */
const shipped = (path: string) => {
  const p = pages.find((x) => x.path === path)!;
  return { title: p.title, description: p.description };
};
/** The registry's words as declared, placeholders and all: what the editor starts from. */
const declared = (path: string) => declaredSearch(path)!;

describe("a page's title and description for search (decision 077)", () => {
  it("start from the registry's words in the editor, and are stored only once they differ from them", () => {
    const data = { hero: { title: "Mortgage leads" } };
    expect(withShippedSearch("/mortgage-leads", "mortgageLeads", data)).toEqual({
      ...data,
      search: declared("/mortgage-leads"),
    });
    const article = "/lead-generation-insights/get-more-leads";
    expect(withShippedSearch(article, "article", data)).toEqual({ ...data, listing: declared(article) });
    // The facts and the not-found page have none; an edited one is kept as it is.
    expect(withShippedSearch("facts", "facts", data)).toBe(data);
    const edited = { ...data, search: { title: "Mortgage Leads That Settle", description: "Verified." } };
    expect(withShippedSearch("/mortgage-leads", "mortgageLeads", edited)).toBe(edited);

    expect(
      withoutShippedSearch("/mortgage-leads", "mortgageLeads", { ...data, search: declared("/mortgage-leads") }),
    ).toEqual(data);
    expect(withoutShippedSearch("/mortgage-leads", "mortgageLeads", edited)).toBe(edited);
    // A new article's listing names its hub group: kept.
    const listing = { ...declared(article), category: "guides" };
    expect(withoutShippedSearch(article, "article", { ...data, listing })).toEqual({ ...data, listing });
  });

  it("are checked by the page's schema and warned about outside the search-friendly lengths", () => {
    const p = pages.find((x) => x.path === "/energy-leads")!;
    const data = withShippedSearch("/energy-leads", "energyLeads", {}) as Record<string, unknown>;
    expect(data.search).toEqual(declared("/energy-leads"));
    // A fact quoted by a placeholder stays one in the editor (decision 091).
    expect((data.search as { description: string }).description).toContain("{fact:claims.energyQuoteCallMinutes}");
    const refused = checkEntry("energyLeads", { search: { title: "", description: p.description, extra: 1 } }, {});
    expect(refused.ok).toBe(false);
    if (!refused.ok)
      expect(Object.keys(refused.fieldErrors)).toEqual(expect.arrayContaining(["search.title", "search"]));
    const rails = guardRails(
      "energyLeads",
      { search: { title: "Energy", description: "Short." } },
      { unpublished: new Set() },
    );
    expect(rails.warnings["search.title"]).toMatch(/characters; about 30-60/);
    expect(rails.warnings["search.description"]).toMatch(/has 6 characters; about 70-160/);
    // Measured as shown: placeholders resolved with the published facts.
    const quoting = { search: { title: "Energy", description: "{fact:claims.leadsDeliveredLong}" } };
    const published = { ...facts, claims: { ...facts.claims, leadsDeliveredLong: "twelve million" } };
    expect(guardRails("energyLeads", quoting, { unpublished: new Set(), facts: published }).warnings).toMatchObject({
      "search.description": expect.stringMatching(/has 14 characters/),
    });
  });

  it("published, are what the live page set answers, on the page and its aliases", () => {
    const search = { title: "Customer Insight That Pays", description: "Profiles of your best customers." };
    const article = "/lead-generation-insights/get-more-leads";
    const overlay = publishedPageOverlay([
      { id: "/customer-analytics", type: "customerAnalytics", takenDown: false, data: { search } },
      { id: "/energy-leads", type: "energyLeads", takenDown: false, data: {} },
      {
        id: article,
        type: "article",
        takenDown: false,
        data: { frontmatter: { path: article }, listing: { title: "More Leads", description: "How." } },
      },
    ]);
    expect(overlay.added).toEqual([]);
    withPageOverlay(overlay, () => {
      expect(page("/customer-analytics")).toMatchObject(search);
      expect(page("/data-analytics")).toMatchObject({ ...search, canonicalPath: "/customer-analytics" });
      expect(page("/energy-leads")).toMatchObject(shipped("/energy-leads"));
      expect(page(article)).toMatchObject({ title: "More Leads", description: "How.", label: "Get More Leads" });
    });
  });
});
