// Two publishes at once on one serving instance (two marketing owners, or a schedule coming due while
// one publishes): each renders from the published content it reads first, so before publishes took
// turns the later swap removed the other's new article page again (it rendered from content without
// it). Taken in turn, each reads what the one before stored: both are served.
import { join, resolve } from "node:path";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newArticleData } from "#server/content/content-desk.server.ts";
import { createArticle, readPublished, saveDraft } from "#server/content/content-store.server.ts";
import { type LiveContent, publishEntry, startLiveContent } from "#server/content/publish.server.ts";
import { loadPageRenderer } from "#server/content/render.server.ts";
import { seedShippedContent } from "#server/content/shipped.server.ts";
import { openStorage, type Storage } from "#server/db/database.server.ts";
import { type LiveSite, loadStaticSite } from "#server/http/static-site.server.ts";
import { facts } from "#shared/site/facts.ts";
import { engines, targetFixture } from "./harness.ts";

const buildDir = resolve(process.env.BUILD_DIR ?? "build");
const STAFF = "staff-member-turns";
const NEW = "/mortgage-lead-insights/turns-refinance-leads";

describe.each(engines)("publishes at once on %s", (engine) => {
  const fixture = targetFixture(engine);
  let storage: Storage;
  let live: LiveContent;
  let site: LiveSite;

  beforeAll(async () => {
    storage = await openStorage(fixture.target.env);
    // As a server does at start: the shipped entries seeded (a fresh database has none).
    await seedShippedContent(storage, buildDir, pino({ level: "silent" }));
    site = await loadStaticSite(join(buildDir, "client"));
    const renderer = (await loadPageRenderer(buildDir))!;
    live = await startLiveContent({
      storage,
      renderer,
      site,
      logger: pino({ level: "silent" }),
      shippedFacts: facts,
      intervalMs: 60_000,
    });
  }, 240_000);
  afterAll(async () => {
    live?.stop();
    await live?.renderer.close();
    await storage?.close();
  });

  it("a new article and another page published at the same moment are both served", async () => {
    const data = newArticleData(
      {
        title: "Refinance Leads, Taken in Turn",
        path: NEW,
        category: "mortgage",
        summary: "Refinance enquiries convert differently from purchase enquiries. Here is what brokers should know.",
        searchTitle: "Refinance Leads Taken in Turn for Brokers",
        searchDescription:
          "How refinance leads are generated and qualified for Australian mortgage brokers, and how to test them.",
        author: "{fact:team.3.name}",
        authorRole: "{fact:team.3.role}",
      },
      "2026-11-29",
    );
    const created = await createArticle(storage, {
      data: { ...data, body: [{ t: "p", c: ["Refinance enquiries move fast."] }] },
      staffId: STAFF,
    });
    expect(created, JSON.stringify(created)).toMatchObject({ ok: true });
    const page = (await readPublished(storage, "/energy-leads"))!;
    const headline = "Energy Leads, Published in Turn";
    const pageData = page.data as { hero: { title: string } };
    expect(
      await saveDraft(storage, {
        id: "/energy-leads",
        data: { ...pageData, hero: { ...pageData.hero, title: headline } },
        baseVersion: page.version,
        staffId: STAFF,
      }),
    ).toMatchObject({ ok: true });

    const [article, other] = await Promise.all([
      publishEntry(live, { id: NEW, staffId: STAFF }),
      publishEntry(live, { id: "/energy-leads", staffId: STAFF }),
    ]);
    expect(article).toMatchObject({ ok: true });
    expect(other).toMatchObject({ ok: true });
    // Both on the site as this instance serves it.
    expect(site.pagePaths.has(NEW)).toBe(true);
    expect(site.page(NEW)?.body.toString("utf8")).toContain("Refinance Leads, Taken in Turn");
    expect(site.page("/energy-leads")?.body.toString("utf8")).toContain(headline);
  }, 120_000);
});
