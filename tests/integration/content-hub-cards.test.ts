// The insights hub's cards as content (issue 42, decision 089), published through the desk's own
// functions on a real server process (the production build) per engine. The featured guide's
// highlights are on the hub and quoted by the methodology and the leads-vs-marketing-list article;
// which pages read the hub's entry is learnt by rendering them (entryRead), not declared. A new
// highlight is live on every page that showed the old one (found in the build, not listed here),
// and every other page stays the build's file byte for byte.
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { editorState, publishEntry, saveEntryDraft } from "#server/content/content-desk.server.ts";
import type { InsightsHubContent } from "#shared/content/schemas/insights-hub.ts";
import { prerenderPaths } from "#shared/site/pages.ts";
import { getPage, liveEverywhere, openPublisher, type Publisher, stopServers } from "./content-live.ts";
import { engines, targetFixture } from "./harness.ts";
import { type ServerProcess, spawnServer } from "./server-process.ts";

const buildDir = resolve(process.env.BUILD_DIR ?? "build");
const STAFF = "staff-member-hub";
const who = { id: STAFF, ip: "127.0.0.1" };
const HUB = "/lead-generation-insights";

const built = (path: string) => readFileSync(join(buildDir, "client", path === "/" ? "" : path, "index.html"), "utf8");

describe.each(engines)("the insights hub's cards published on %s", (engine) => {
  const fixture = targetFixture(engine);
  let instance: ServerProcess;
  let publisher: Publisher;
  let ctx: Parameters<typeof publishEntry>[0];

  beforeAll(async () => {
    instance = await spawnServer({ ...fixture.target.env, NODE_ENV: "production", BUILD_DIR: buildDir });
    publisher = await openPublisher(fixture.target.env, buildDir);
    ctx = publisher.desk;
  }, 240_000);
  afterAll(async () => {
    await stopServers([instance]);
    await publisher?.close();
  });

  it("a featured guide's new highlight is on the hub and on every page quoting it; every other page is the build's", async () => {
    const old = "Free to read, no sign-up";
    // The pages that quote the featured guide, found in the build: the hub and at least one other.
    const quoting = prerenderPaths().filter((p) => built(p).includes(old));
    expect(quoting).toContain(HUB);
    expect(quoting).toEqual(
      expect.arrayContaining([
        "/lead-generation-insights/customer-acquisition-methodology",
        "/lead-generation-insights/lead-gen-strategy-leads-vs-marketing-list",
      ]),
    );

    const state = (await editorState(ctx, HUB))!;
    const data = structuredClone(state.data) as InsightsHubContent;
    expect(data.cards.featured.highlights).toContain(old);
    const highlight = "Free to read, and never behind a sign-up form";
    const coreTitle = "Leads Generated for Your Campaign";
    const cards: InsightsHubContent["cards"] = {
      ...data.cards,
      core: { ...data.cards.core, title: coreTitle },
      featured: {
        ...data.cards.featured,
        highlights: data.cards.featured.highlights.map((h) => (h === old ? highlight : h)),
      },
    };
    expect(
      await saveEntryDraft(
        ctx,
        { id: HUB, data: { ...data, cards }, baseVersion: state.publishedVersion, draftRevision: state.draftRevision },
        who,
      ),
    ).toMatchObject({ ok: true });
    const started = performance.now();
    expect(await publishEntry(ctx, { id: HUB }, who)).toMatchObject({ ok: true, version: 2 });
    await liveEverywhere([instance], quoting, highlight, started);

    for (const p of quoting) {
      const html = (await getPage(instance.url, p, "br")).text;
      expect(html.includes(old), p).toBe(false);
      expect(html.includes(highlight), p).toBe(true);
    }
    // The core service card's words, on the hub only.
    expect((await getPage(instance.url, HUB, "identity")).text).toContain(`${coreTitle}</h3>`);
    // Every other page is the build's file, byte for byte: none of them read the hub.
    for (const p of prerenderPaths().filter((p) => !quoting.includes(p)))
      expect((await getPage(instance.url, p, "identity")).text === built(p), p).toBe(true);
  });

  it("a card to a page that is not the site's, or of a kind the hub does not know, is refused by field", async () => {
    const state = (await editorState(ctx, HUB))!;
    const data = structuredClone(state.data) as InsightsHubContent;
    const bad = {
      ...data,
      cards: {
        ...data.cards,
        supporting: data.cards.supporting.with(0, { ...data.cards.supporting[0]!, url: "/no-such-guide" as never }),
        core: { ...data.cards.core, type: "banner" as never },
      },
    };
    expect(
      await saveEntryDraft(
        ctx,
        { id: HUB, data: bad, baseVersion: state.publishedVersion, draftRevision: state.draftRevision },
        who,
      ),
    ).toMatchObject({
      ok: false,
      reason: "invalid",
      fieldErrors: {
        "cards.supporting.0.url": "Not a page of this site",
        "cards.core.type": "Choose main, insight, redirect or other",
      },
    });
  });
});
