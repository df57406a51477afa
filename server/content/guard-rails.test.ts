// The guard rails before publishing (decision 069): each rule with a case that passes and one that
// fails, on synthetic schemas made of the field vocabulary and on the content shipped with the code.
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { checkEntry } from "#shared/content/check.ts";
import { type ContentTypeName, contentTypes } from "#shared/content/content-types.ts";
import { cta, externalHref, href, image, searchDescription, searchTitle, text } from "#shared/content/fields.ts";
import { guardRails, guardRailsOf, layoutCtas } from "#shared/content/guard-rails.ts";
import { unwrap } from "#shared/content/schema-def.ts";
import { facts } from "#shared/site/facts.ts";
import { getPage, type PagePath } from "#shared/site/pages.ts";
import { collectShipped } from "./shipped.server.ts";

const shipped = collectShipped();
const none = { unpublished: new Set<string>() };
// biome-ignore lint/suspicious/noExplicitAny: the tests reach into shipped entries of every shape to break one field
const dataOf = (id: string) => structuredClone(shipped.find((e) => e.id === id)!.data) as Record<string, any>;

describe("guard rails", () => {
  it("find no error in any entry shipped with the code", () => {
    for (const entry of shipped) expect(guardRails(entry.type, entry.data, none).errors, entry.id).toEqual({});
  });

  describe("internal links resolve to a published page of the registry", () => {
    const schema = z.strictObject({ link: href(), primary: cta() });
    it("passes a page, a page with a part, and a place on the same page", () => {
      for (const link of ["/contact", "/lead-generation#faq", "#enquiry"])
        expect(guardRailsOf(schema, { link, primary: { label: "Go", to: "/" } }, none).errors).toEqual({});
    });
    it("refuses an address that is no page, and a page never published", () => {
      const report = guardRailsOf(
        schema,
        { link: "/no-such-page", primary: { label: "Go", to: "/mortgage-leads#faq" } },
        { unpublished: new Set(["/mortgage-leads"]) },
      );
      expect(report.errors).toEqual({
        link: "/no-such-page is not a page of this site: choose one from the list",
        "primary.to": "/mortgage-leads is not published yet: publish it first, or link to another page",
      });
    });
    it("see the live page set (decision 071): an article taken down, moved or never published refuses; a new one passes", () => {
      const article = dataOf("/lead-generation-insights/get-more-leads");
      const fresh = "/mortgage-lead-insights/refinance-leads";
      const gone = "/lead-generation-insights/call-centre-partner";
      const moved = "/mortgage-lead-insights/mortgage-lead-generation-7-tips";
      const freshPage = { ...getPage(gone)!, path: fresh as PagePath, label: "Refinance" };
      const live = {
        unpublished: new Set(["/mortgage-lead-insights/a-draft"]),
        takenDown: new Set([gone]),
        pages: { added: [freshPage], removed: new Set([gone, moved]) },
      };
      article.frontmatter.related = [fresh, "/contact"];
      article.body.push(
        { t: "p", c: [{ t: "PageLink", p: { to: gone }, c: ["gone"] }] },
        { t: "p", c: [{ t: "PageLink", p: { to: "/mortgage-lead-insights/a-draft" }, c: ["draft"] }] },
        { t: "p", c: [{ t: "PageLink", p: { to: moved }, c: ["moved"] }] },
      );
      const n = article.body.length;
      expect(guardRails("article", article, live).errors).toEqual({
        [`body.${n - 3}.c.0.p.to`]: `${gone} was taken down: publish it again first, or link to another page`,
        [`body.${n - 2}.c.0.p.to`]:
          "/mortgage-lead-insights/a-draft is not published yet: publish it first, or link to another page",
        [`body.${n - 1}.c.0.p.to`]: `${moved} is not a page of this site: choose one from the list`,
      });
      // Without the live set (the shipped registry alone) the new article is no page.
      expect(guardRails("article", article, none).errors).toHaveProperty("frontmatter.related.0");
    });
    it("follows links in rich text and in an article body", () => {
      const home = dataOf("/");
      home.solutionTeasers[1].to = "/gone";
      expect(guardRails("home", home, none).errors).toEqual({
        "solutionTeasers.1.to": "/gone is not a page of this site: choose one from the list",
      });
      const article = dataOf("/lead-generation-insights/get-more-leads");
      article.body.push({ t: "p", c: [{ t: "PageLink", p: { to: "/missing" }, c: ["a link"] }] });
      const at = `body.${article.body.length - 1}.c.0.p.to`;
      expect(guardRails("article", article, none).errors).toEqual({
        [at]: "/missing is not a page of this site: choose one from the list",
      });
      const inline = z.strictObject({
        words: z.array(z.union([z.string(), z.strictObject({ to: href(), label: text() })])),
      });
      expect(guardRailsOf(inline, { words: ["See ", { to: "/contact", label: "us" }] }, none).errors).toEqual({});
      expect(guardRailsOf(inline, { words: ["See ", { to: "/nope", label: "us" }] }, none).errors).toHaveProperty(
        "words.1.to",
      );
    });
  });

  describe("external links are https (or mailto: and tel:)", () => {
    const schema = z.strictObject({ site: externalHref() });
    it("passes https, mailto and tel", () => {
      for (const site of ["https://example.com/case-study", "mailto:hello@example.com", "tel:+61200000000"])
        expect(guardRailsOf(schema, { site }, none).errors).toEqual({});
    });
    it("refuses http and other schemes, in fields and in an article body", () => {
      expect(guardRailsOf(schema, { site: "http://example.com" }, none).errors).toEqual({
        site: "Use the https:// address: the site links to secure addresses only",
      });
      expect(guardRailsOf(schema, { site: "ftp://example.com" }, none).errors).toHaveProperty("site");
      const article = dataOf("/lead-generation-insights/get-more-leads");
      article.body.push({ t: "ExternalLink", p: { href: "http://example.com" }, c: ["x"] });
      expect(guardRails("article", article, none).errors).toHaveProperty(`body.${article.body.length - 1}.p.href`);
    });
  });

  describe("images carry alt text", () => {
    const schema = z.strictObject({ photo: image(), more: z.array(image()) });
    it("passes images described", () => {
      const photo = { src: "/images/team.webp", alt: "The team at the Castle Hill office" };
      expect(guardRailsOf(schema, { photo, more: [photo] }, none).errors).toEqual({});
    });
    it("refuses an image without alt text, wherever it is", () => {
      const report = guardRailsOf(
        schema,
        { photo: { src: "/images/a.webp", alt: " " }, more: [{ src: "/images/b.webp", alt: "" }] },
        none,
      );
      expect(Object.keys(report.errors)).toEqual(["photo.alt", "more.0.alt"]);
    });
  });

  describe("exactly one main heading: the headline, none in an article body", () => {
    it("passes every shipped article's body", () => {
      const article = dataOf("/lead-generation-insights/get-more-leads");
      expect(guardRails("article", article, none).errors).toEqual({});
    });
    it("refuses an h1 in a body, nested or not", () => {
      const article = dataOf("/lead-generation-insights/get-more-leads");
      article.body.unshift({ t: "h1", c: ["A second main heading"] });
      article.body.push({ t: "div", p: { className: "overflow-x-auto" }, c: [{ t: "h1", c: ["Another"] }] });
      expect(Object.keys(guardRails("article", article, none).errors)).toEqual([
        "body.0",
        `body.${article.body.length - 1}.c.0`,
      ]);
    });
  });

  describe("titles and descriptions for search: warnings outside about 30-60 and 70-160 characters", () => {
    const schema = z.strictObject({ title: searchTitle(), description: searchDescription() });
    it("has no warning within the range (the title counted with the brand added)", () => {
      const report = guardRailsOf(schema, { title: "Page not found", description: "x".repeat(70) }, none);
      expect(report).toEqual({ errors: {}, warnings: {} });
    });
    it("warns, without an error, outside it", () => {
      const report = guardRailsOf(schema, { title: "T".repeat(61), description: "Too short." }, none);
      expect(report.errors).toEqual({});
      expect(Object.keys(report.warnings)).toEqual(["title", "description"]);
      expect(report.warnings.description).toBe(
        "The description has 10 characters; about 70-160 shows best in search results",
      );
      expect(guardRailsOf(schema, { title: "Fine title", description: "d".repeat(161) }, none).warnings).toEqual({
        description: "The description has 161 characters; search results cut it after about 160",
      });
    });
    it("warns about the shipped not-found page's description", () => {
      expect(guardRails("notFound", dataOf("not-found"), none).warnings).toHaveProperty("meta.description");
    });
  });

  describe("the calls to action the specification places on a page are layout", () => {
    const declared = Object.entries(layoutCtas) as [ContentTypeName, { path: string; to: string }[]][];
    const idOf = (type: ContentTypeName) => shipped.find((e) => e.type === type)!.id;

    it("are required fields of their schema: removing one is refused on save", () => {
      for (const [type, ctas] of declared)
        for (const { path } of ctas) {
          const data = dataOf(idOf(type));
          const keys = path.split(".");
          const parent = keys.slice(0, -1).reduce((o, k) => o[k], data);
          delete parent[keys.at(-1)!];
          const saved = checkEntry(type, data, facts);
          expect(saved.ok, `${type} ${path}`).toBe(false);
          expect(guardRails(type, data, none).errors[path], `${type} ${path}`).toMatch(/cannot be removed/);
        }
    });

    it("can have their words changed, but not emptied or sent elsewhere", () => {
      for (const [type, ctas] of declared)
        for (const { path, to } of ctas) {
          const data = dataOf(idOf(type));
          const field = path.split(".").reduce((o, k) => o[k], data);
          const target = "anchor" in field ? "anchor" : "to";
          field.label = "Talk to us today";
          expect(guardRails(type, data, none).errors, `${type} ${path}`).toEqual({});
          expect(field[target]).toBe(to);
          field.label = "  ";
          field[target] = to === "/" ? "/contact" : "/";
          expect(guardRails(type, data, none).errors, `${type} ${path}`).toEqual({
            [`${path}.label`]: "This button is part of the page's layout: give it words",
            [`${path}.${target}`]: `This button is part of the page's layout: it leads to ${to}`,
          });
        }
    });

    it("name fields of their content type (none optional)", () => {
      for (const [type, ctas] of declared)
        for (const { path } of ctas) {
          let schema: z.ZodType = contentTypes[type].schema();
          for (const key of path.split(".")) {
            const field = (unwrap(schema).schema as z.ZodObject).shape[key];
            expect(field, `${type} ${path}`).toBeDefined();
            expect(unwrap(field!).optional, `${type} ${path}`).toBe(false);
            schema = field!;
          }
        }
    });
  });
});
