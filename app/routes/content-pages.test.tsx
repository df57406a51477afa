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
    const data = JSON.parse(readFileSync(join(import.meta.dirname, dir, "content.json"), "utf8"));
    const title: string | undefined = data.hero?.title ?? data.frontmatter?.headline ?? data.aboutHero?.title;
    if (title && !title.includes("{fact:"))
      expect(html).toContain(title.replaceAll("&", "&amp;").replaceAll("'", "&#x27;"));
  });
});
