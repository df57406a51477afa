// A fact changed in the desk changes every page that shows it (issue 42 item 1): no page may show a
// fact from the code instead of the published facts. Every page is rendered with the build's own
// code (server/content/render.server.ts) and facts whose every text is changed to a marker; wherever
// a fact's shipped text is on a page of the build, it must be gone from that page's new render. A
// component that imports the facts module instead of reading siteFacts() fails here, naming the
// page and the fact; the forms included (their islands' props carry the facts their statement quotes,
// decision 091). Not checked: the places listed below, each with why. Before this test, the team, the
// brand logos, the videos, the pricing models' claims, the logo, every title's brand and the JSON-LD
// read the facts module: a change in the desk left them as shipped.
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadPageRenderer, type PageRenderer } from "#server/content/render.server.ts";
import { facts } from "#shared/site/facts.ts";
import { prerenderPaths } from "#shared/site/pages.ts";

const buildDir = resolve(process.env.BUILD_DIR ?? "build");

/** Texts shorter than this are words any copy may hold ("NSW", "Sydney"): not searched. */
const MIN_LENGTH = 12;

/** Facts whose texts are also words of the copy by nature: a statute's name, a country, a place. */
const WORDS_OF_COPY = /^(regulation|overseasRecipientCountries|dataStorageLocations)\./;

/**
 * Where a page keeps a fact's shipped text after the fact changes, and why: words of the copy that
 * happen to equal a fact. (Before decision 091 the collection notices, the forms' Data Collection
 * Statement, the home title's brand and two descriptions for search were here too.)
 */
const KEPT: Record<string, string> = {
  "/: team.3.role": "a testimonial's author is also a Campaign Manager, not the team member",
  "/privacy-uk: phones.international.label": "the word International in the UK policy's copy",
};

/** Every text leaf of the facts with its dotted path, and a marker of the same kind in its place. */
function marked(value: unknown, path: string, leaves: Map<string, string>): unknown {
  if (typeof value === "string") {
    const n = leaves.size;
    leaves.set(path, value);
    if (/^https:\/\//.test(value)) return `https://fact-${n}.example.com/`;
    if (/^[^@\s]+@[^@\s]+$/.test(value)) return `fact-${n}@example.com`;
    if (/^\+\d+$/.test(value)) return `+610000${String(n).padStart(5, "0")}`;
    if (/^\d{4}-\d{2}-\d{2}/.test(value) || /^PT/.test(value) || value.startsWith("/")) return value;
    return `Fact marker ${n}`;
  }
  if (Array.isArray(value)) return value.map((v, i) => marked(v, `${path}.${i}`, leaves));
  if (value && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, marked(v, path ? `${path}.${k}` : k, leaves)]));
  return value;
}

/** How React and JSON-LD write a text into a page. */
const forms = (text: string) => [
  text,
  text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#x27;"),
  JSON.stringify(text).slice(1, -1),
];

const builtPage = (path: string) =>
  readFileSync(join(buildDir, "client", path === "/" ? "" : path, "index.html"), "utf8");

describe("facts everywhere", () => {
  let renderer: PageRenderer;
  beforeAll(async () => {
    renderer = (await loadPageRenderer(buildDir))!;
  });
  afterAll(async () => {
    await renderer?.close();
  });

  it("every fact's text a page shows comes from the published facts, on every page", async () => {
    const leaves = new Map<string, string>();
    const changed = marked(facts, "", leaves) as typeof facts;
    const paths = prerenderPaths();
    const set = await renderer.render(paths, { facts: changed, entries: new Map() });
    const fromCode: string[] = [];
    let shown = 0;
    for (const path of paths) {
      const before = builtPage(path);
      const after = set.pages.get(path)!.body.toString("utf8");
      for (const [fact, text] of leaves) {
        if (text.length < MIN_LENGTH || WORDS_OF_COPY.test(fact) || KEPT[`${path}: ${fact}`]) continue;
        if (!forms(text).some((f) => before.includes(f))) continue;
        shown++;
        if (forms(text).some((f) => after.includes(f))) fromCode.push(`${path}: ${fact} ("${text.slice(0, 60)}")`);
      }
    }
    // The check has something to check: the pages show many facts.
    expect(shown).toBeGreaterThan(100);
    expect(fromCode, "facts a page still shows after they changed (read from the code?)").toEqual([]);
    // The home title names the brand by a placeholder: the new brand in the head, and the archive's
    // row without it (it strips the brand as published).
    const brand = (changed as typeof facts).brand.name;
    expect(set.pages.get("/")!.body.toString("utf8")).toContain(
      `<title>Lead Generation &amp; Data Services Australia | ${brand}</title>`,
    );
    expect(set.pages.get("/archive")!.body.toString("utf8")).toContain(
      ">Lead Generation &amp; Data Services Australia<",
    );
  }, 120_000);
});
