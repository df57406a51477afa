// Article bodies held as data (decision 060): every shipped article renders, with its facts resolved,
// its contents headings and its links; a node outside the vocabulary (a script, an event handler, a
// javascript: address) renders nothing, whatever reached storage.
import { readFileSync } from "node:fs";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { articleBody, standIn } from "#app/components/article/article-body.tsx";
import { articleComponents } from "#app/components/article/article-components.tsx";
import { headingsOf } from "#app/components/article/text-of.ts";
import { callCentrePartnerArticle } from "#app/routes/lead-generation-insights/call-centre-partner/content.tsx";
import { fundraisingLeadsArticle } from "#app/routes/lead-generation-insights/Fundraising-Leads-Australia/content.tsx";
import { getMoreLeads } from "#app/routes/lead-generation-insights/get-more-leads/content.tsx";
import { leadGenCompaniesArticle } from "#app/routes/lead-generation-insights/lead-gen-companies/content.tsx";
import { leadsVsMarketingList } from "#app/routes/lead-generation-insights/lead-gen-strategy-leads-vs-marketing-list/content.tsx";
import { salesLeadsBuyingGuide } from "#app/routes/lead-generation-insights/sales-leads-buying-guide-australia/content.tsx";
import { australianMortgageLeadsArticle } from "#app/routes/mortgage-lead-insights/australian-mortgage-leads/content.tsx";
import { mortgageSevenTipsArticle } from "#app/routes/mortgage-lead-insights/mortgage-lead-generation-7-tips/content.tsx";
import type { BodyNode } from "#shared/content/schemas/article.ts";
import { claims } from "#shared/site/facts.ts";
import { STAND_IN_STEPS } from "#shared/site/stand-in-steps.ts";

const html = (nodes: readonly BodyNode[]) =>
  renderToStaticMarkup(<MemoryRouter>{articleBody(nodes, articleComponents)}</MemoryRouter>);

const articles = [
  fundraisingLeadsArticle,
  callCentrePartnerArticle,
  getMoreLeads,
  leadGenCompaniesArticle,
  leadsVsMarketingList,
  salesLeadsBuyingGuide,
  australianMortgageLeadsArticle,
  mortgageSevenTipsArticle,
];

describe("article bodies as data", () => {
  it("render every shipped article with its facts, headings and links", () => {
    for (const { frontmatter, body } of articles) {
      const out = html(body);
      expect(out, frontmatter.path).not.toContain("{fact:");
      expect(frontmatter.author, frontmatter.path).not.toContain("{fact:");
      expect(out).toMatch(/<p>/);
      const ids = headingsOf(articleBody(body, articleComponents)).map((h) => h.id);
      for (const id of ids) expect(out).toContain(`<h2 id="${id}">`);
      expect(out).not.toMatch(/href="(javascript|data):/i);
    }
    expect(html(callCentrePartnerArticle.body)).toContain(`about ${claims.contactRatePercent}%`);
  });

  it("render nothing outside the vocabulary", () => {
    const hostile = [
      { t: "script", c: ["alert(1)"] },
      { t: "p", p: { onClick: "alert(1)", dangerouslySetInnerHTML: { __html: "<b>x</b>" }, id: "x" }, c: ["safe"] },
      { t: "PageLink", p: { to: "javascript:alert(1)" }, c: ["link"] },
      { t: "ExternalLink", p: { href: "data:text/html,<script>alert(1)</script>" }, c: ["ext"] },
      { t: "div", p: { className: "fixed inset-0" }, c: ["overlay"] },
      { t: "iframe", p: { src: "https://evil.example" } },
    ] as unknown as BodyNode[];
    const out = html(hostile);
    expect(out).not.toMatch(/script|onclick|javascript:|data:|iframe|<b>|fixed inset-0|id="x"/i);
    expect(out).toContain("<p>safe</p>");
    expect(out).toContain("<div>overlay</div>");
  });
});

// Decision 094: a part names a stand-in step; the stylesheet gives each step its height. How tall a
// part is drawn against its step is checked in the browser (pages.spec, "long texts").
describe("stand-in heights of an article's parts", () => {
  it("has a rule in the stylesheet for every step", () => {
    const css = readFileSync(new URL("../../app.css", import.meta.url), "utf8").replace(/\s+/g, " ");
    for (const step of STAND_IN_STEPS) {
      expect(css).toContain(`[data-stand-in="${step}"] { --stand-in: ${step}px; }`);
    }
  });

  it("chooses the first step at or above a part's bound, and grows with the text", () => {
    const paragraph = (chars: number): BodyNode => ({ t: "p", c: ["x".repeat(chars)] });
    expect(standIn([paragraph(100)])).toEqual({ "data-stand-in": 300 });
    expect(standIn([paragraph(100)], 200)).toEqual({ "data-stand-in": 450 });
    expect(standIn([paragraph(2000)])).toEqual({ "data-stand-in": 2200 });
    // A box's column is narrower: the same words in a card take a higher step.
    expect(standIn([{ t: "MarkedItem", p: { title: "t" }, c: ["x".repeat(900)] }])).toEqual({ "data-stand-in": 2200 });
    expect(standIn([paragraph(50_000)])).toEqual({ "data-stand-in": 11000 });
  });
});
