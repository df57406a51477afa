import { describe, expect, it } from "vitest";
import { NOT_FOUND_PRERENDER_PATH, prerenderPaths } from "#shared/site/pages.ts";
import { affectedBy, menuKey, searchChanged, searchShown } from "./page-dependencies.server.ts";

describe("pages an entry is on (decision 066)", () => {
  it("a page entry: its page, and the paths sharing its route module", () => {
    // The sitemap too: every publish changes its pages' lastmod (decision 071).
    expect(affectedBy(["/energy-leads"])).toEqual({ pages: ["/energy-leads"], sitemap: true });
    expect(affectedBy(["/customer-analytics"]).pages).toEqual(["/customer-analytics", "/data-analytics"]);
    expect(affectedBy(["not-found"]).pages).toEqual([NOT_FOUND_PRERENDER_PATH]);
  });
  it("an article: also the insights hub, the archive and the sitemap", () => {
    expect(affectedBy(["/lead-generation-insights/get-more-leads"])).toEqual({
      pages: ["/archive", "/lead-generation-insights", "/lead-generation-insights/get-more-leads"],
      sitemap: true,
    });
  });
  it("the facts entry on its own: every page", () => {
    expect(affectedBy(["facts"]).pages).toEqual([...prerenderPaths()].sort());
  });
  it("an entry on no page is an error, not a silent skip", () => {
    expect(() => affectedBy(["/no-such-page"])).toThrow("content entry /no-such-page is on no page");
  });
});

describe("the header's menus (decision 071)", () => {
  it("change when an article in them is taken down, and not when a page outside them changes", () => {
    const shipped = menuKey(undefined);
    expect(menuKey({ added: [], removed: new Set(["/energy-leads"]) })).toBe(shipped);
    const gone = menuKey({ added: [], removed: new Set(["/lead-generation-insights/call-centre-partner"]) });
    expect(gone).not.toBe(shipped);
    expect(gone).not.toContain("/lead-generation-insights/call-centre-partner");
  });
});

describe("changed facts", () => {
  it("names each fact whose value differs, a list as one fact", async () => {
    const { changedFacts } = await import("./publish.server.ts");
    const before = { hours: { display: "9 to 5", days: ["Mon", "Tue"] }, claims: { a: "1", b: "2" } };
    expect(changedFacts(before, before)).toEqual([]);
    expect(
      changedFacts(before, { hours: { display: "8 to 6", days: ["Mon"] }, claims: { a: "1", b: "2", c: "3" } }),
    ).toEqual(["hours.display", "hours.days", "claims.c"]);
  });
});

describe("titles and descriptions shown (decision 077)", () => {
  it("name each page whose title or description a page set changes, and a page it adds or removes", () => {
    const shipped = searchShown(undefined);
    const search = { title: "Energy Leads That Convert", description: "Verified energy leads." };
    expect(searchChanged(shipped, searchShown({ added: [], removed: new Set(), edited: new Map() }))).toEqual([]);
    expect(
      searchChanged(
        shipped,
        searchShown({ added: [], removed: new Set(["/energy-leads"]), edited: new Map([["/contact", search]]) }),
      ),
    ).toEqual(["/energy-leads", "/contact"]);
  });
});
