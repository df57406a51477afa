// Every page whose content is an entry (decision 060) renders from its shipped data: the page's
// component, with the facts resolved into its words (no placeholder left), and its hero's title.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { shippedEntryDeclarations } from "#shared/content/content-types.ts";
import { getPage } from "#shared/site/pages.ts";

const routes = import.meta.glob<{ default: ComponentType }>("./**/route.tsx");

const pages = shippedEntryDeclarations.filter((e) => e.id !== "facts");

describe("pages rendered from their content entries", () => {
  it.each(pages)("$id", async ({ id, folder }) => {
    const dir =
      folder ??
      getPage(id)!
        .file.replace(/^routes\//, "")
        .replace(/\/route\.tsx$/, "");
    const Page = (await routes[`./${dir}/route.tsx`]!()).default;
    const html = renderToStaticMarkup(
      <MemoryRouter initialEntries={[id.startsWith("/") ? id : "/"]}>
        <Page />
      </MemoryRouter>,
    );
    expect(html).not.toContain("{fact:");
    expect(html).not.toContain("{policy:");
    const data = JSON.parse(readFileSync(join(import.meta.dirname, dir, "content.json"), "utf8"));
    const title: string | undefined =
      data.hero?.title ?? data.frontmatter?.headline ?? data.aboutHero?.title ?? data.headline;
    if (title && !title.includes("{fact:"))
      expect(html).toContain(title.replaceAll("&", "&amp;").replaceAll("'", "&#x27;"));
  });
});

describe("pages rendered from a render source (decision 066)", () => {
  it("an entry's stored data and the stored facts reach the page and its meta; other entries keep their shipped data", async () => {
    const energy = JSON.parse(readFileSync(join(import.meta.dirname, "energy-leads", "content.json"), "utf8"));
    const { facts } = await import("#shared/site/facts.ts");
    const { withRenderSource } = await import("#shared/content/render-source.ts");
    const route = await import("./energy-leads/route.tsx");
    const home = await import("./home/route.tsx");
    const changed = { ...energy, hero: { ...energy.hero, title: "Brighter Energy Leads" } };
    const storedFacts = { ...facts, claims: { ...facts.claims, energyQuoteCallMinutes: 42 } };
    // The consent hash is the server's to take (decision 091); these pages' forms only carry it.
    const consent = { label: "test", sha256: "0".repeat(64) };
    const source = { facts: storedFacts, entries: new Map<string, unknown>([["/energy-leads", changed]]), consent };
    const render = (Page: ComponentType, path: string) =>
      renderToStaticMarkup(
        <MemoryRouter initialEntries={[path]}>
          <Page />
        </MemoryRouter>,
      );
    const [html, meta, homeHtml] = await withRenderSource(source, async () => [
      render(route.default, "/energy-leads"),
      JSON.stringify(route.meta({} as never)),
      render(home.default, "/"),
    ]);
    expect(html).toContain("Brighter Energy Leads");
    expect(html).toContain("Book a 42-Minute Quote Call");
    expect(meta).toContain("42-minute");
    expect(homeHtml).toContain(
      JSON.parse(readFileSync(join(import.meta.dirname, "home", "content.json"), "utf8")).hero.title,
    );
    // Outside a render source: the shipped words again.
    const shipped = render(route.default, "/energy-leads");
    expect(shipped).toContain("Energy &amp; Solar Leads");
    expect(shipped).not.toContain("42-Minute");
  });
});

describe("a privacy policy rendered from a render source (decision 086)", () => {
  it("shows the entry's words, the stored facts' lists and the generated sentences", async () => {
    const au = JSON.parse(readFileSync(join(import.meta.dirname, "privacy-au", "content.json"), "utf8"));
    const { facts } = await import("#shared/site/facts.ts");
    const { withRenderSource } = await import("#shared/content/render-source.ts");
    const { auNzResponseShort, auNzResponseText } = await import("#shared/privacy/policy-text.ts");
    const route = await import("./privacy-au/route.tsx");
    const sections = au.sections.with(0, {
      ...au.sections[0],
      body: [
        {
          t: "p",
          c: [
            "We answer {policy:auNzResponseShort}; write to ",
            { t: "a", p: { href: "mailto:{fact:privacyEmail}" }, c: ["us"] },
          ],
        },
      ],
    });
    const storedFacts = { ...facts, overseasRecipientCountries: [...facts.overseasRecipientCountries, "Canada"] };
    const consent = { label: "test", sha256: "0".repeat(64) };
    const source = {
      facts: storedFacts,
      entries: new Map<string, unknown>([["/privacy-au", { ...au, sections }]]),
      consent,
    };
    const html = await withRenderSource(source, async () =>
      renderToStaticMarkup(
        <MemoryRouter initialEntries={["/privacy-au"]}>
          <route.default />
        </MemoryRouter>,
      ),
    );
    expect(html).toContain(`We answer ${auNzResponseShort}; write to <a href="mailto:${facts.privacyEmail}">us</a>`);
    expect(html).toContain("<li>Canada</li>");
    // Other sections keep the entry's words and their generated sentences.
    expect(html).toContain(auNzResponseText.replaceAll("'", "&#x27;"));
  });
});
