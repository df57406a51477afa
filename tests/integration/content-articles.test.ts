// New articles, changed addresses and take-downs (issue 42 item 5, decision 071), with real server
// processes (server/main.ts, the production build) on one database (two on PostgreSQL, one on SQLite)
// and this process publishing as a desk instance would: a new article is refused at a taken address,
// then published and served prerendered by every instance, in the hub, the archive and the sitemap
// (with its lastmod), with breadcrumbs and the Article JSON-LD; moved twice (each old address a 301 to
// the latest, chains collapsed); taken down (a 301 to the hub, gone from the lists) and published again.
// The header's Insights menu on every page follows (decision 071), and visits to a new article are
// counted by page like the shipped ones.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newArticleData } from "#server/content/content-desk.server.ts";
import {
  createArticle,
  readEntry,
  readRedirects,
  saveDraft,
  takeDownArticle,
} from "#server/content/content-store.server.ts";
import { type LiveContent, publishEntry, showTakeDown } from "#server/content/publish.server.ts";
import type { Storage } from "#server/db/database.server.ts";
import { ARTICLE_HUB } from "#shared/content/article-pages.ts";
import { SHIPPED_CONTENT_DATE } from "#shared/content/content-types.ts";
import type { ArticleData } from "#shared/content/schemas/article.ts";
import { openPublisher, type Publisher, stopServers } from "./content-live.ts";
import { engines, sleep, targetFixture } from "./harness.ts";
import { type ServerProcess, spawnServer } from "./server-process.ts";

const buildDir = resolve(process.env.BUILD_DIR ?? "build");
const STAFF = "staff-member-writing";

function get(base: string, path: string): Promise<{ status: number; text: string; location?: string }> {
  return new Promise((done, fail) => {
    // A connection each: a kept-alive one can be closed by a server busy rendering just as it is reused.
    const req = request(new URL(path, base), { agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () =>
        done({
          status: res.statusCode ?? 0,
          text: Buffer.concat(chunks).toString("utf8"),
          location: res.headers.location,
        }),
      );
    });
    req.on("error", fail);
    req.end();
  });
}

/** Waits (up to a minute: speed is the benchmark's to judge) until `check` holds on every instance. */
async function onEvery(instances: ServerProcess[], what: string, check: (url: string) => Promise<boolean>) {
  const started = performance.now();
  const pending = new Set(instances.map((s) => s.url));
  while (pending.size > 0) {
    if (performance.now() - started > 60_000) throw new Error(`${what}: not on ${[...pending].join(", ")} after 60 s`);
    for (const url of [...pending]) if (await check(url)) pending.delete(url);
    if (pending.size > 0) await sleep(50);
  }
  console.info(`${what}: on ${instances.length} instance(s) in ${Math.round(performance.now() - started)} ms`);
}

/** A page of the site that is no article: it shows the header's Insights menu. */
const ELSEWHERE = "/contact";
const inMenu = (html: string, path: string) => html.includes(`href="${path}"`);

/** A page view as the public pages' beacon sends it, from a browser. */
function beacon(base: string, path: string): Promise<number> {
  return fetch(new URL("/api/events", base), {
    method: "POST",
    headers: {
      "content-type": "text/plain;charset=UTF-8",
      "user-agent":
        "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36",
    },
    body: JSON.stringify({ n: "pageview", p: path, w: 1366 }),
  }).then((r) => r.status);
}

const NEW = "/mortgage-lead-insights/refinance-leads-explained";
const MOVED = "/mortgage-lead-insights/refinance-leads-for-brokers";
const MOVED_AGAIN = "/lead-generation-insights/refinance-leads";
const TITLE = "Refinance Leads Explained for Australian Brokers";

describe.each(engines)("new articles on %s", (engine) => {
  const fixture = targetFixture(engine);
  const instances: ServerProcess[] = [];
  const dataDirs: string[] = [];
  let publisher: Publisher;
  let storage: Storage;
  let live: LiveContent;
  const dataDir = () => {
    if (engine === "sqlite") return fixture.target.env.DATA_DIR;
    dataDirs.push(mkdtempSync(join(tmpdir(), "content-articles-")));
    return dataDirs.at(-1) as string;
  };
  const env = (dir: string) => ({ ...fixture.target.env, DATA_DIR: dir, NODE_ENV: "production", BUILD_DIR: buildDir });

  beforeAll(async () => {
    instances.push(await spawnServer(env(dataDir())));
    if (engine === "postgres") instances.push(await spawnServer(env(dataDir())));
    publisher = await openPublisher(fixture.target.env, buildDir);
    ({ storage, live } = publisher);
    // Each instance renders every page once before it listens: minutes on a busy shared machine.
  }, 240_000);
  afterAll(async () => {
    await stopServers(instances);
    await publisher?.close();
    for (const d of dataDirs) rmSync(d, { recursive: true, force: true });
  });

  const article = (path: string): ArticleData => {
    const data = newArticleData(
      {
        title: TITLE,
        path,
        category: "mortgage",
        summary: "Refinance enquiries convert differently from purchase enquiries. Here is what brokers should know.",
        searchTitle: "Refinance Leads Explained for Brokers",
        searchDescription:
          "How refinance leads are generated and qualified for Australian mortgage brokers, and how to test them.",
        author: "{fact:team.3.name}",
        authorRole: "{fact:team.3.role}",
      },
      "2026-11-28",
    );
    return {
      ...data,
      body: [
        {
          t: "p",
          c: [
            "Refinance enquiries move fast. Read about our ",
            { t: "PageLink", p: { to: "/mortgage-leads" }, c: ["mortgage leads"] },
            ".",
          ],
        },
      ],
    };
  };

  it("refuses an address that is badly formed or taken by a page or a shipped redirect", async () => {
    for (const path of [
      "/mortgage-lead-insights/Refinance",
      "/blog/refinance",
      "/mortgage-lead-insights/australian-mortgage-leads",
      "/lead-generation-insights/customer-acquisition-methodology",
    ])
      expect(await createArticle(storage, { data: article(path), staffId: STAFF }), path).toMatchObject({
        ok: false,
        fieldErrors: { "frontmatter.path": expect.any(String) },
      });
  });

  it("a new article, published, is served by every instance, in the hub, the archive and the sitemap", async () => {
    expect(await createArticle(storage, { data: article(NEW), staffId: STAFF })).toEqual({ ok: true, id: NEW });
    expect(await createArticle(storage, { data: article(NEW), staffId: STAFF })).toMatchObject({ ok: false });
    // A draft is not on the site, nor in its menu, and a visit to it is no page's.
    for (const s of instances) {
      expect((await get(s.url, NEW)).status).toBe(404);
      expect(inMenu((await get(s.url, ELSEWHERE)).text, NEW)).toBe(false);
      expect(await beacon(s.url, NEW)).toBe(400);
    }
    expect(await publishEntry(live, { id: NEW, staffId: STAFF })).toEqual({ ok: true, version: 1 });
    const today = new Date().toISOString().slice(0, 10);
    await onEvery(instances, "new article", async (url) => (await get(url, NEW)).text.includes(TITLE));
    for (const s of instances) {
      const page = await get(s.url, NEW);
      expect(page.status).toBe(200);
      expect(page.text).toContain('"@type":"Article"');
      expect(page.text).toContain(`"headline":"${TITLE}"`);
      expect(page.text).toContain("<title>Refinance Leads Explained for Brokers");
      expect(page.text).toMatch(/aria-label="Breadcrumb"[\s\S]*Insights[\s\S]*Refinance Leads Explained/);
      expect(page.text).toContain('href="/mortgage-leads"');
      expect((await get(s.url, ARTICLE_HUB)).text).toContain(`href="${NEW}"`);
      expect((await get(s.url, "/archive")).text).toContain(`href="${NEW}"`);
      const sitemap = (await get(s.url, "/sitemap.xml")).text;
      expect(sitemap).toContain(`${NEW}</loc><lastmod>${today}</lastmod>`);
      expect(sitemap).toContain(`/contact</loc><lastmod>${SHIPPED_CONTENT_DATE}</lastmod>`);
    }
    // In the header's Insights menu of every page, on every instance.
    await onEvery(instances, "new article in the menu", async (url) => inMenu((await get(url, ELSEWHERE)).text, NEW));
    for (const s of instances) expect(inMenu((await get(s.url, "/")).text, NEW)).toBe(true);
  });

  it("visits to the new article are counted by page like the shipped ones", async () => {
    for (const s of instances) expect(await beacon(s.url, NEW)).toBe(204);
    const started = performance.now();
    let counted = 0;
    while (counted < instances.length && performance.now() - started < 60_000) {
      await sleep(200);
      const [row] = await fixture.target.query<{ n: number | string }>(
        "select count(*) as n from analytics_events where name = ? and path = ?",
        ["pageview", NEW],
      );
      counted = Number(row?.n);
    }
    expect(counted).toBe(instances.length);
  });

  it("a changed address answers a 301 from the old one, chains collapsed, on every instance", async () => {
    for (const to of [MOVED, MOVED_AGAIN]) {
      const entry = (await readEntry(storage, NEW))!;
      const data = article(to);
      expect(
        await saveDraft(storage, { id: NEW, data, baseVersion: entry.publishedVersion, staffId: STAFF }),
      ).toMatchObject({ ok: true });
      expect(await publishEntry(live, { id: NEW, staffId: STAFF })).toMatchObject({ ok: true });
      await onEvery(instances, `moved to ${to}`, async (url) => (await get(url, to)).status === 200);
    }
    expect(await readRedirects(storage)).toEqual(
      new Map([
        [NEW, MOVED_AGAIN],
        [MOVED, MOVED_AGAIN],
      ]),
    );
    await onEvery(instances, "old addresses redirect", async (url) => {
      const [a, b] = [await get(url, NEW), await get(url, MOVED)];
      return a.status === 301 && a.location === MOVED_AGAIN && b.status === 301 && b.location === MOVED_AGAIN;
    });
    for (const s of instances) {
      const sitemap = (await get(s.url, "/sitemap.xml")).text;
      expect(sitemap).toContain(`${MOVED_AGAIN}</loc>`);
      expect(sitemap).not.toContain(`${MOVED}</loc>`);
    }
    // The menu follows the move.
    await onEvery(instances, "menu at the new address", async (url) => {
      const html = (await get(url, ELSEWHERE)).text;
      return inMenu(html, MOVED_AGAIN) && !inMenu(html, NEW) && !inMenu(html, MOVED);
    });
  });

  it("an article taken down answers a 301 to the hub, leaves the lists, and can be published again", async () => {
    expect(await takeDownArticle(storage, { id: NEW, staffId: STAFF, hub: ARTICLE_HUB })).toEqual({
      ok: true,
      path: MOVED_AGAIN,
    });
    await showTakeDown(live, NEW);
    await onEvery(instances, "taken down", async (url) => {
      const page = await get(url, MOVED_AGAIN);
      return page.status === 301 && page.location === ARTICLE_HUB;
    });
    for (const s of instances) {
      expect((await get(s.url, NEW)).location).toBe(ARTICLE_HUB);
      expect((await get(s.url, ARTICLE_HUB)).text).not.toContain(MOVED_AGAIN);
      expect((await get(s.url, "/archive")).text).not.toContain(MOVED_AGAIN);
      expect((await get(s.url, "/sitemap.xml")).text).not.toContain(MOVED_AGAIN);
      expect(inMenu((await get(s.url, ELSEWHERE)).text, MOVED_AGAIN)).toBe(false);
    }
    // Its words are kept as a draft: published again, it is a page again and no longer redirected.
    expect(await publishEntry(live, { id: NEW, staffId: STAFF })).toMatchObject({ ok: true });
    await onEvery(instances, "published again", async (url) => (await get(url, MOVED_AGAIN)).status === 200);
    for (const s of instances) expect((await get(s.url, ARTICLE_HUB)).text).toContain(`href="${MOVED_AGAIN}"`);
    expect((await readRedirects(storage)).has(MOVED_AGAIN)).toBe(false);
  });

  it("a shipped article can be taken down too", async () => {
    const id = "/lead-generation-insights/call-centre-partner";
    for (const s of instances) expect(inMenu((await get(s.url, ELSEWHERE)).text, id)).toBe(true);
    expect(await takeDownArticle(storage, { id, staffId: STAFF, hub: ARTICLE_HUB })).toMatchObject({ ok: true });
    await showTakeDown(live, id);
    await onEvery(instances, "shipped article taken down", async (url) => (await get(url, id)).status === 301);
    for (const s of instances) {
      expect((await get(s.url, id)).location).toBe(ARTICLE_HUB);
      // The shipped redirect to it ends at the hub in one hop.
      const old = await get(s.url, "/insights/call-centre-partner");
      expect([old.status, old.location]).toEqual([301, ARTICLE_HUB]);
      expect((await get(s.url, "/sitemap.xml")).text).not.toContain(`${id}</loc>`);
      // Gone from the header's Insights menu of every page (those pages were rendered again).
      for (const path of [ELSEWHERE, "/", "/mortgage-leads"])
        expect([path, inMenu((await get(s.url, path)).text, id)]).toEqual([path, false]);
    }
    expect(readFileSync(join(buildDir, "client", "sitemap.xml"), "utf8")).toContain(`${id}</loc>`);
  });
});
