// Content can never carry code into a page (issue 42 item 9). Hostile values are put straight into
// storage (the desk's save refuses them) in every kind of field the content schemas have: plain
// text, rich-text runs, article body nodes, links (pages and other sites), icons, calls to action,
// anchors; as <script>, raw HTML, on…= attributes, javascript:, data:, vbscript:, protocol-relative
// //host, and forms hidden by case, entities, tabs, newlines and control characters. Rendered by the
// real renderer (the build's code in the render worker), every page must hold no script but its own,
// no event-handler attribute, no such address in any href or src, the words as escaped text, and the
// same Content-Security-Policy as the shipped page. Publishing such a draft is refused; a version
// stored behind the application's back is never served (the old page stays) and /metrics counts it.
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { Window } from "happy-dom";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readPublished } from "#server/content/content-store.server.ts";
import { type LiveContent, publishEntry } from "#server/content/publish.server.ts";
import { type PageRenderer, RenderError } from "#server/content/render.server.ts";
import type { Storage } from "#server/db/database.server.ts";
import type { FactsData } from "#shared/content/placeholders.ts";
import { facts } from "#shared/site/facts.ts";
import { prerenderPaths } from "#shared/site/pages.ts";
import { openPublisher, type Publisher, stopServers } from "./content-live.ts";
import { engines, sleep, targetFixture } from "./harness.ts";
import { type ServerProcess, spawnServer } from "./server-process.ts";

const buildDir = resolve(process.env.BUILD_DIR ?? "build");
const METRICS_TOKEN = "content-hostile-metrics-token-0123456789";

/** Words that would be code if they reached the page as HTML. */
const hostileWords = [
  "<script>alert('words')</script>",
  "<img src=x onerror=alert(1)>",
  '"><svg onload=alert(1)>',
  "&lt;script&gt;alert(1)&lt;/script&gt;",
  "<scr\tipt>alert(1)</script>",
  "' onmouseover='alert(1)' x='",
  "</script><script>alert(1)</script>",
  "<a href=javascript:alert(1)>x</a>",
].map((words) => `${words} (long enough for any field's minimum length)`);
/** Addresses that would run code or leave the site unseen. */
const hostileAddresses = [
  "javascript:alert(1)",
  "JaVaScRiPt:alert(1)",
  " javascript:alert(1)",
  "java\tscript:alert(1)",
  "java\nscript:alert(1)",
  "\u0001javascript:alert(1)",
  "&#106;avascript:alert(1)",
  "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==",
  "vbscript:msgbox(1)",
  "//evil.example/",
  "/\\evil.example/",
  'https://evil.example/\u0000"><script>alert(1)</script>',
];
/**
 * Fields whose string selects code rather than holding words, left as they are so the page renders:
 * a body node's tag and key, enums, an article's own path, dates and related pages (checked where the
 * article renders, so a bad one fails the render), icons (a name outside the list fails the
 * render: checked on its own below), and the insights hub cards' colour (an enum naming the card's
 * styles: decision 089; their type and the desk articles' group are given hostile words).
 */
const structural = new Set([
  "t",
  "k",
  "kind",
  "scope",
  "className",
  "testId",
  "rating",
  "variant",
  "category",
  "path",
  "published",
  "updated",
  "related",
  "icon",
  "color",
]);
/** Nodes no article body may render, put into every body. */
const hostileNodes = [
  { t: "script", c: ["alert('node')"] },
  { t: "img", p: { src: "x", onError: "alert(1)" } },
  { t: "iframe", p: { src: "javascript:alert(1)" } },
  { t: "p", p: { onClick: "alert(1)", dangerouslySetInnerHTML: { __html: "<script>alert(1)</script>" } }, c: ["x"] },
  { t: "h2", p: { id: '" onmouseover="alert(1)' }, c: ["x"] },
  { t: "PageLink", p: { to: "javascript:alert(1)", onClick: "alert(1)" }, c: ["x"] },
  { t: "ExternalLink", p: { href: "//evil.example/" }, c: ["x"] },
  { t: "ExternalLink", p: { href: "java\tscript:alert(1)" }, c: ["x"] },
  { t: "BackLink", p: { to: "data:text/html,<script>alert(1)</script>" }, c: ["x"] },
];

/** The entry's data with every word and address replaced by a hostile one (and hostile nodes in article bodies). */
function hostile(data: unknown): unknown {
  let words = 0;
  let addresses = 0;
  const walk = (value: unknown, key: string): unknown => {
    if (typeof value === "string") {
      if (structural.has(key)) return value;
      if (["to", "href", "anchor", "src", "url", "embedUrl"].includes(key))
        return hostileAddresses[addresses++ % hostileAddresses.length];
      if (key === "id") return '" onmouseover="alert(1)';
      return hostileWords[words++ % hostileWords.length];
    }
    if (Array.isArray(value)) return value.map((v) => walk(v, key));
    if (value !== null && typeof value === "object") {
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, walk(v, k)]));
    }
    return value;
  };
  const out = walk(data, "") as Record<string, unknown>;
  if (Array.isArray(out.body)) out.body = [...hostileNodes, ...out.body, ...hostileNodes];
  return out;
}

/** What a browser would read as the address (no controls, tabs or newlines), lower case. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: what the URL standard strips
const asRead = (value: string) => value.replace(/[\u0000-\u0020]/g, "").toLowerCase();

type Doc = ReturnType<InstanceType<typeof Window>["DOMParser"]["prototype"]["parseFromString"]>;
const window = new Window({
  settings: { disableJavaScriptEvaluation: true, disableJavaScriptFileLoading: true, disableCSSFileLoading: true },
});
const parse = (html: string): Doc => new window.DOMParser().parseFromString(html, "text/html");
const scriptsOf = (doc: Doc) =>
  [...doc.querySelectorAll("script")].map(
    (s) => `${s.getAttribute("type") ?? ""}|${s.getAttribute("src") ?? ""}|${s.textContent}`,
  );

/** What is wrong with a page rendered from hostile content, against the shipped page of the same path. */
function problems(html: string, shipped: string): string[] {
  const found: string[] = [];
  const doc = parse(html);
  const own = new Set(scriptsOf(parse(shipped)));
  const tags = new Set([...parse(shipped).querySelectorAll("*")].map((e) => e.tagName));
  for (const element of doc.querySelectorAll("*")) {
    if (!tags.has(element.tagName)) found.push(`a <${element.tagName.toLowerCase()}> the page never has`);
    for (const attribute of element.attributes) {
      const name = attribute.name.toLowerCase();
      if (name.startsWith("on")) found.push(`${name}= on <${element.tagName.toLowerCase()}>`);
      if (
        [
          "href",
          "src",
          "action",
          "formaction",
          "xlink:href",
          "poster",
          "srcset",
          "data",
          "data-video-src",
          "data-video-frame",
        ].includes(name)
      ) {
        const read = asRead(attribute.value ?? "");
        if (/^(javascript|data|vbscript):|^\/[/\\]|evil\.example|^&#/.test(read))
          found.push(`${name}="${attribute.value}" on <${element.tagName.toLowerCase()}>`);
      }
    }
  }
  for (const script of doc.querySelectorAll("script")) {
    const type = script.getAttribute("type") ?? "";
    if (type === "application/ld+json") {
      try {
        JSON.parse(script.textContent ?? "");
      } catch {
        found.push("JSON-LD that is not JSON");
      }
    } else if (!own.has(`${type}|${script.getAttribute("src") ?? ""}|${script.textContent}`))
      found.push(`a script the page does not have: ${script.outerHTML.slice(0, 120)}`);
  }
  // JSON-LD cannot be closed early: no "<" inside a script element's raw text.
  for (const m of html.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g))
    if (m[1]!.includes("<")) found.push(`"<" inside a script: ${m[1]!.slice(0, 80)}`);
  return found;
}

describe.each(engines)("hostile content on %s", (engine) => {
  const fixture = targetFixture(engine);
  let server: ServerProcess;
  let publisher: Publisher;
  let storage: Storage;
  let renderer: PageRenderer;
  let live: LiveContent;
  const shipped = JSON.parse(readFileSync(join(buildDir, "content", "shipped.json"), "utf8")) as {
    id: string;
    type: string;
    data: unknown;
  }[];

  beforeAll(async () => {
    server = await spawnServer({
      ...fixture.target.env,
      NODE_ENV: "production",
      BUILD_DIR: buildDir,
      METRICS_TOKEN,
      JOBS_START_DELAY_S: "3600",
    });
    publisher = await openPublisher(fixture.target.env, buildDir);
    ({ storage, renderer, live } = publisher);
    // Start-up renders every page once: minutes on a busy shared machine (a limit, not an assertion).
  }, 240_000);
  afterAll(async () => {
    await stopServers([server]);
    await publisher?.close();
  });

  it("every page rendered from hostile values in every field holds no code, the words escaped, under the same CSP", async () => {
    const entries = new Map(shipped.filter((e) => e.id !== "facts").map((e) => [e.id, hostile(e.data)]));
    // The facts' words too (they reach every page's footer and the phone links).
    const hostileFacts = hostile(facts) as FactsData;
    const set = await renderer.render(prerenderPaths(), { facts: hostileFacts, entries }, { sitemap: true });
    expect(set.pages.size).toBe(prerenderPaths().length);
    let escaped = 0;
    for (const [path, page] of set.pages) {
      const html = page.body.toString("utf8");
      const file = join(buildDir, "client", path === "/" ? "" : path, "index.html");
      expect(problems(html, readFileSync(file, "utf8")), path).toEqual([]);
      // The words are on the page, as text.
      if (html.includes("&lt;script&gt;alert(&#x27;words&#x27;)&lt;/script&gt;")) escaped++;
      expect(parse(html).body.textContent).toContain("<img src=x onerror=alert(1)>");
      // The same policy as the page served now (JSON-LD is data: the CSP hashes only the page's own scripts).
      const served = await fetch(`${server.url}${path}`);
      expect(page.csp, path).toBe(served.headers.get("content-security-policy"));
      expect(page.csp).not.toMatch(/script-src[^;]*unsafe/);
    }
    expect(escaped).toBe(set.pages.size);

    // An icon outside the list fails the render: refused, never on a page.
    const home = shipped.find((e) => e.id === "/")!.data;
    const withIcon = JSON.parse(JSON.stringify(home).replace(/"icon":"[^"]+"/, '"icon":"<svg onload=alert(1)>"'));
    expect(JSON.stringify(withIcon)).toContain("<svg onload");
    await expect(renderer.html("/", { facts, entries: new Map([["/", withIcon]]) })).rejects.toBeInstanceOf(
      RenderError,
    );
  }, 240_000);

  it("publishing a hostile draft is refused; a hostile version stored behind the application's back is never served and is counted", async () => {
    const before = (await readPublished(storage, "/"))!;
    const home = hostile(before.data);
    await fixture.target.query("update content_entries set draft = ?, draft_base_version = ? where id = ?", [
      JSON.stringify(home),
      before.version,
      "/",
    ]);
    expect(await publishEntry(live, { id: "/", staffId: "staff-hostile" })).toMatchObject({ ok: false });
    expect((await readPublished(storage, "/"))!.version).toBe(before.version);
    const page = await (await fetch(`${server.url}/`)).text();

    await fixture.target.query(
      "insert into content_versions (entry_id, version, data, published_at) values (?, ?, ?, ?)",
      ["/", before.version + 1, JSON.stringify(home), new Date().toISOString()],
    );
    await fixture.target.query("update content_entries set published_version = ? where id = ?", [
      before.version + 1,
      "/",
    ]);
    await sleep(2500);
    const after = await fetch(`${server.url}/`);
    expect(await after.text()).toBe(page);
    const metrics = await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(await metrics.text()).toMatch(/^leadwise_content_render_failures_total 1$/m);
    const logged = server.logs.find((l) => l.msg === "published content could not be rendered");
    expect(JSON.stringify(logged)).toContain("the published version does not pass its check");
  });
});
