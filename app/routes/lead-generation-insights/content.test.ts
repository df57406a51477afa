import { describe, expect, it } from "vitest";
import { articleBody } from "#app/components/article/article-body.tsx";
import { articleComponents } from "#app/components/article/article-components.tsx";
import { headingsOf, wordCount } from "#app/components/article/text-of.ts";
import { allInsightCards, insightButtonLabel } from "#app/content/insights.ts";
import { cards as shippedCards } from "#app/routes/lead-generation-insights/content.ts";
import {
  methodologySteps,
  qualityStandards,
  technology,
} from "#app/routes/lead-generation-insights/customer-acquisition-methodology/content.ts";
import { getMoreLeads } from "#app/routes/lead-generation-insights/get-more-leads/content.tsx";
import { leadsVsMarketingList } from "#app/routes/lead-generation-insights/lead-gen-strategy-leads-vs-marketing-list/content.tsx";
import { salesLeadsBuyingGuide } from "#app/routes/lead-generation-insights/sales-leads-buying-guide-australia/content.tsx";
import { getPage, pages } from "#shared/site/pages.ts";
import { redirects } from "#shared/site/redirects.ts";

const redirectSources = new Set(redirects.map((r) => r.from));
// The hub's cards as shipped (the entry's content.json, decision 089).
const { core: coreService, about: aboutCards, featured: featuredGuide, supporting: supportingGuides } = shippedCards;
const industryCategories = shippedCards.industries;
const cards = allInsightCards(shippedCards);
/** The featured guide's contents must hold at least this many chapters (the hub promises "10+ chapters"). */
const minChapters = 10;

describe("insights hub cards", () => {
  it("point at registry pages, never at a redirect source", () => {
    for (const card of cards) {
      expect(getPage(card.url), card.url).toBeDefined();
      expect(redirectSources.has(card.url), `${card.url} is a redirect source`).toBe(false);
      expect(getPage(card.url)?.canonicalPath, `${card.url} is an alias`).toBeUndefined();
    }
  });

  it("list each page once", () => {
    const urls = cards.map((c) => c.url);
    expect(new Set(urls).size).toBe(urls.length);
  });

  it("list every article of the registry", () => {
    const articles = pages.filter((p) => p.kind === "article").map((p) => p.path);
    expect(articles).toHaveLength(8);
    for (const path of articles) expect(cards.map((c) => c.url)).toContain(path);
  });

  it("link the core service, the methodology and the about page", () => {
    expect(coreService).toMatchObject({ type: "main", url: "/lead-generation" });
    expect(aboutCards.map((c) => c.url)).toEqual([
      "/lead-generation-insights/customer-acquisition-methodology",
      "/our-lead-generation-company",
    ]);
    expect(supportingGuides.length).toBeGreaterThanOrEqual(2);
  });

  it("hold the Mortgage Leads and Fundraising Leads categories", () => {
    expect(industryCategories.map((c) => c.title)).toEqual(["Mortgage Leads", "Fundraising Leads"]);
    for (const category of industryCategories) expect(category.pages.length).toBeGreaterThan(0);
  });

  it("label buttons by type", () => {
    expect(insightButtonLabel("main")).toBe("View Service");
    for (const type of ["insight", "redirect", "other"] as const) expect(insightButtonLabel(type)).toBe("Read More");
  });

  it("use only the four types and two colours", () => {
    for (const card of cards) {
      expect(["main", "insight", "redirect", "other"]).toContain(card.type);
      expect(["blue", "green"]).toContain(card.color);
    }
  });
});

describe("guides", () => {
  it("the featured buying guide has the chapters the hub promises", () => {
    expect(featuredGuide.url).toBe(salesLeadsBuyingGuide.frontmatter.path);
    expect(headingsOf(articleBody(salesLeadsBuyingGuide.body, articleComponents)).length).toBeGreaterThanOrEqual(
      minChapters,
    );
  });

  it("the buying guide is published on 2024-01-01", () => {
    expect(salesLeadsBuyingGuide.frontmatter.published).toBe("2024-01-01");
  });

  it("meet their length targets", () => {
    expect(wordCount(articleBody(salesLeadsBuyingGuide.body, articleComponents))).toBeGreaterThanOrEqual(2500);
    expect(wordCount(articleBody(getMoreLeads.body, articleComponents))).toBeGreaterThanOrEqual(900);
    expect(wordCount(articleBody(leadsVsMarketingList.body, articleComponents))).toBeGreaterThanOrEqual(900);
  });

  it("give every contents heading a unique id", () => {
    for (const article of [salesLeadsBuyingGuide, getMoreLeads, leadsVsMarketingList]) {
      const ids = headingsOf(articleBody(article.body, articleComponents)).map((h) => h.id);
      expect(new Set(ids).size).toBe(ids.length);
    }
  });
});

describe("methodology", () => {
  it("has the six steps in order, each with key activities", () => {
    expect(methodologySteps.map((s) => s.title)).toEqual([
      "Know Your Customer",
      "Bespoke Strategy",
      "Customer Acquisition",
      "Comprehensive Data Management",
      "Analyse and Optimise",
      "Grow and Retain",
    ]);
    for (const step of methodologySteps) expect(step.activities.length).toBeGreaterThanOrEqual(3);
  });

  it("has quality standards and a technology list", () => {
    expect(qualityStandards.length).toBeGreaterThanOrEqual(3);
    expect(technology.length).toBeGreaterThanOrEqual(3);
  });
});
