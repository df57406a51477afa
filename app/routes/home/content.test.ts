// Content checks for the home, about and solutions pages: counts the specification fixes,
// final internal URLs, no hard-coded numbers or placeholder copy, partner logos that exist and stay small.
import { existsSync, statSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { averageRating } from "#app/components/sections/home-reviews.tsx";
import { pricingModels } from "#app/content/pricing.ts";
import * as about from "#app/routes/our-lead-generation-company/content.ts";
import * as solutions from "#app/routes/our-solutions/content.ts";
import { claims, phones } from "#shared/site/facts.ts";
import { localBusiness } from "#shared/site/json-ld.ts";
import { getPage } from "#shared/site/pages.ts";
import { redirects } from "#shared/site/redirects.ts";
import { reviews } from "#shared/site/reviews.ts";
import * as home from "./content.ts";
import { clientQuotes, partnerTestimonials } from "./testimonials.ts";

const allText = JSON.stringify([home, about, solutions, partnerTestimonials, clientQuotes]);

describe("home, about and solutions content", () => {
  it("has the counts the specification gives", () => {
    expect(home.solutionTeasers.map((s) => s.to)).toEqual([
      "/lead-generation",
      "/mortgage-leads",
      "/fundraising-leads",
    ]);
    expect(pricingModels()).toHaveLength(3);
    expect(reviews).toHaveLength(6);
    expect(partnerTestimonials).toHaveLength(6);
    expect(clientQuotes).toHaveLength(3);
    expect(home.homeStats.map((s) => s.value)).toEqual([
      claims.yearsExperience,
      claims.leadsDelivered,
      claims.campaigns,
    ]);
    expect(home.aboutTeam.benefits.map((b) => b.title)).toEqual(["Cost-Effective", "Compliant", "Quality Focus"]);
    expect(home.aboutTeam.highlights.map((h) => h.title)).toEqual([
      "Local Market Insight",
      "Personal Service",
      `${claims.yearsExperience} Years Experience`,
    ]);
    expect(home.aboutTeam.quickLinks.map((l) => [l.label, l.to])).toEqual([
      ["Marketing Leads", "/lead-generation"],
      ["Mortgage Broker Leads", "/mortgage-leads"],
      ["Fundraising Leads", "/fundraising-leads"],
    ]);
    expect(home.trust.cards).toHaveLength(2);
    expect(home.trust.banner.title).toBe("100% Compliant, Low Risk");
    expect(about.aboutStats).toHaveLength(3);
    expect(solutions.solutionCards.map((c) => c.title)).toEqual([
      "Lead Generation",
      "Data Analytics",
      "Consumer Marketing Lists",
      "CRM Migration",
    ]);
    expect(solutions.industryExamples).toHaveLength(6);
  });

  it("links only to registered pages, never to paths that merely redirect", () => {
    const targets = [
      ...home.solutionTeasers.map((s) => s.to),
      ...home.aboutTeam.quickLinks.map((l) => l.to),
      ...solutions.solutionCards.map((c) => c.link),
    ];
    const redirectSources = new Set(redirects.map((r) => r.from));
    for (const to of targets) {
      expect(getPage(to), to).toBeDefined();
      expect(redirectSources.has(to), to).toBe(false);
    }
    expect(solutions.solutionCards.map((c) => c.link)).toContain("/consumer-data-list-solutions");
  });

  it("shows no prices, phone numbers or placeholder copy", () => {
    expect(JSON.stringify(pricingModels())).not.toMatch(/\$\s?\d/);
    expect(allText).not.toMatch(/lorem|ipsum|TODO|TBD/i);
    for (const p of Object.values(phones)) {
      expect(allText).not.toContain(p.display);
      expect(allText).not.toContain(p.tel);
    }
  });

  it("partner testimonials are complete, open fictional sites and use small local SVG logos", () => {
    const companies = new Set<string>();
    for (const p of partnerTestimonials) {
      for (const field of [p.name, p.title, p.company, p.quote]) expect(field.trim().length).toBeGreaterThan(1);
      expect(typeof p.needsWhiteBackground).toBe("boolean");
      expect(new URL(p.website).hostname).toMatch(/\.example\.com$/);
      expect(p.logo.src).toMatch(/^\/images\/partners\/[a-z0-9-]+\.svg$/);
      expect(p.logo.width).toBeGreaterThan(0);
      expect(p.logo.height).toBeGreaterThan(0);
      const file = resolve("public", `.${p.logo.src}`);
      expect(existsSync(file), file).toBe(true);
      expect(statSync(file).size).toBeLessThan(100 * 1024);
      companies.add(p.company);
    }
    expect(companies.size).toBe(6);
  });

  it("the aggregate shown on the page is the one the LocalBusiness JSON-LD publishes", () => {
    const ld = localBusiness(reviews) as unknown as { aggregateRating: { ratingValue: number; reviewCount: number } };
    expect(averageRating(reviews)).toBe(5);
    expect(ld.aggregateRating.ratingValue).toBe(averageRating(reviews));
    expect(ld.aggregateRating.reviewCount).toBe(6);
  });
});
