// Page words published through the desk's own functions (issue 42 item 1), on a real server process
// (the production build) per engine. A page's title and description for search (decision 077): the
// raw HTML's head tags and JSON-LD carry the new words, every page that listed the old ones shows the
// new (learnt by rendering, not declared), every other page stays the build's file byte for byte, and
// restoring the shipped version brings the registry's words back. The thank-you page as an entry
// (decision 078): a changed sentence of its privacy mode is in the raw HTML, the response times
// generated from the jurisdiction records still quoted, and a placeholder naming no such sentence refused.
// A privacy policy as an entry (decision 086): a section's words changed around a generated sentence
// and published, the request form (layout) and the other policy as they were.
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { editorState, publishEntry, restoreVersion, saveEntryDraft } from "#server/content/content-desk.server.ts";
import { readEntry, readPublished } from "#server/content/content-store.server.ts";
import type { BodyNode } from "#shared/content/schemas/article.ts";
import type { PolicyData } from "#shared/content/schemas/policy.ts";
import { auNzResponseText, responseTimesText } from "#shared/privacy/policy-text.ts";
import { brand, facts } from "#shared/site/facts.ts";
import { declaredSearch, pages, prerenderPaths } from "#shared/site/pages.ts";
import { getPage, liveEverywhere, openPublisher, type Publisher, stopServers } from "./content-live.ts";
import { engines, targetFixture } from "./harness.ts";
import { type ServerProcess, spawnServer } from "./server-process.ts";

const buildDir = resolve(process.env.BUILD_DIR ?? "build");
const STAFF = "staff-member-search";
const who = { id: STAFF, ip: "127.0.0.1" };

const built = (path: string) => readFileSync(join(buildDir, "client", path === "/" ? "" : path, "index.html"), "utf8");
const shipped = (path: string) => pages.find((p) => p.path === path)!;
/** The head tags a title and description are in (the title with the brand, as pageMeta gives it). */
const headTags = (title: string, description: string) => [
  `<title>${title} | ${brand.name}</title>`,
  `<meta name="description" content="${description}"/>`,
  `<meta property="og:title" content="${title} | ${brand.name}"/>`,
  `<meta property="og:description" content="${description}"/>`,
  `<meta name="twitter:title" content="${title} | ${brand.name}"/>`,
  `<meta name="twitter:description" content="${description}"/>`,
];

describe.each(engines)("page words published on %s", (engine) => {
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

  /** Saves the editor's data with this title and description and publishes it, as the desk does. */
  async function publishSearch(id: string, search: { title: string; description: string }) {
    const state = (await editorState(ctx, id))!;
    const data = { ...(state.data as Record<string, unknown>), search };
    const saved = await saveEntryDraft(
      ctx,
      { id, data, baseVersion: state.publishedVersion, draftRevision: state.draftRevision },
      who,
    );
    expect(saved).toMatchObject({ ok: true });
    return publishEntry(ctx, { id }, who);
  }

  it("a service page's: in its head tags, on every page that lists it, and nowhere else", async () => {
    const path = "/mortgage-leads";
    const before = shipped(path);
    // The editor starts from the registry's words; nothing is stored for them.
    // The editor starts from the registry's words as declared (a quoted fact stays a placeholder, decision 091).
    expect((await editorState(ctx, path))!.data).toMatchObject({ search: declaredSearch(path) });
    expect((await readPublished(publisher.storage, path))!.data).not.toHaveProperty("search");
    const listing = prerenderPaths().filter((p) => built(p).includes(before.description));
    expect(listing).toEqual(
      expect.arrayContaining([path, "/archive", "/thank-you", "/mortgage-lead-insights/australian-mortgage-leads"]),
    );

    const search = {
      title: "Mortgage Leads That Settle",
      description:
        "Verified, exclusive mortgage leads for Australian brokers: start with a small test order and scale.",
    };
    const started = performance.now();
    expect(await publishSearch(path, search)).toMatchObject({ ok: true, version: 2 });
    await liveEverywhere([instance], listing, search.description, started);

    const html = (await getPage(instance.url, path, "br")).text;
    for (const tag of headTags(search.title, search.description)) expect(html.includes(tag), tag).toBe(true);
    expect(html.includes(`<title>${before.title}`)).toBe(false);
    for (const p of listing)
      expect((await getPage(instance.url, p, "identity")).text.includes(before.description), p).toBe(false);
    // The archive lists it by its title too (without the brand).
    expect((await getPage(instance.url, "/archive", "identity")).text.includes(`>${search.title}<`)).toBe(true);
    // Every other page is the build's file, byte for byte.
    for (const p of prerenderPaths().filter((p) => !listing.includes(p)))
      expect((await getPage(instance.url, p, "identity")).text === built(p), p).toBe(true);
  });

  it("the home page's: in its head tags and its JSON-LD", async () => {
    const before = shipped("/");
    const search = {
      title: "Sales Leads and Consumer Data Australia",
      description: "Opt-in sales leads and consumer data for Australian and New Zealand businesses, paid per lead.",
    };
    expect(await publishSearch("/", search)).toMatchObject({ ok: true, version: 2 });
    await liveEverywhere([instance], ["/", "/archive"], search.description, performance.now());
    const html = (await getPage(instance.url, "/", "identity")).text;
    for (const tag of headTags(search.title, search.description)) expect(html.includes(tag), tag).toBe(true);
    expect(html.includes(`"description":"${search.description}"`)).toBe(true);
    expect(html.includes(before.description)).toBe(false);
  });

  it("restoring the shipped version brings the registry's words back", async () => {
    const path = "/mortgage-leads";
    const before = shipped(path);
    const entry = (await readEntry(publisher.storage, path))!;
    expect(await restoreVersion(ctx, { id: path, version: 1, draftRevision: entry.draftRevision }, who)).toMatchObject({
      ok: true,
    });
    // The restored draft holds no words of its own: the editor shows the registry's again.
    expect((await readEntry(publisher.storage, path))!.draft).not.toHaveProperty("search");
    // The editor starts from the registry's words as declared (a quoted fact stays a placeholder, decision 091).
    expect((await editorState(ctx, path))!.data).toMatchObject({ search: declaredSearch(path) });
    expect(await publishEntry(ctx, { id: path }, who)).toMatchObject({ ok: true, version: 3 });
    await liveEverywhere([instance], [path, "/archive"], before.description, performance.now());
    const html = (await getPage(instance.url, path, "identity")).text;
    for (const tag of headTags(before.title, before.description)) expect(html.includes(tag), tag).toBe(true);
    expect(html.includes("Mortgage Leads That Settle")).toBe(false);
    // The pages that listed it are the build's files again (home's words, published above, are on neither).
    for (const p of [path, "/thank-you", "/mortgage-lead-insights/australian-mortgage-leads"])
      expect((await getPage(instance.url, p, "identity")).text === built(p), p).toBe(true);
  });

  it("the thank-you page's words: a changed sentence in the raw HTML, the generated response times kept", async () => {
    const id = "/thank-you";
    const state = (await editorState(ctx, id))!;
    type Step = { icon: string; title: string; text: string };
    const data = structuredClone(state.data) as { modes: { privacy: { steps: Step[] } } };
    const step = data.modes.privacy.steps[1]!;
    expect(step.text).toContain("{policy:responseTimes}");
    const save = (text: string) =>
      saveEntryDraft(
        ctx,
        {
          id,
          data: {
            ...data,
            modes: {
              ...data.modes,
              privacy: { ...data.modes.privacy, steps: data.modes.privacy.steps.with(1, { ...step, text }) },
            },
          },
          baseVersion: state.publishedVersion,
          draftRevision: state.draftRevision,
        },
        who,
      );
    expect(await save("We answer {policy:noSuchSentence}.")).toMatchObject({
      ok: false,
      reason: "invalid",
      fieldErrors: {
        "modes.privacy.steps.1.text": "{policy:noSuchSentence} names no sentence of the privacy policies",
      },
    });
    const sentence = "Our Privacy Officer answers every request {policy:responseTimes}, and often sooner.";
    expect(await save(sentence)).toMatchObject({ ok: true });
    expect(await publishEntry(ctx, { id }, who)).toMatchObject({ ok: true, version: 2 });
    const words = `Our Privacy Officer answers every request ${responseTimesText}, and often sooner.`;
    await liveEverywhere([instance], [id], words, performance.now());
    const html = (await getPage(instance.url, id, "identity")).text;
    expect(html.includes("We may first ask you to confirm your identity")).toBe(false);
    // The other mode and the page's own words as they were.
    expect(html.includes(built(id).match(/We review your enquiry[^<]*/)![0])).toBe(true);
  });

  it("a privacy policy's section: its words published around the generated sentence, the form kept", async () => {
    const id = "/privacy-au";
    const state = (await editorState(ctx, id))!;
    const data = structuredClone(state.data) as PolicyData;
    const index = data.sections.findIndex((s) => s.id === "access-and-correction");
    const section = data.sections[index]!;
    const paragraph: BodyNode = {
      t: "p",
      c: [
        "Our Privacy Officer answers access and correction requests {policy:auNzResponse}. Write to ",
        { t: "a", p: { href: "mailto:{fact:privacyEmail}" }, c: ["our Privacy Officer"] },
        " at any time.",
      ],
    };
    const save = (body: readonly BodyNode[]) =>
      saveEntryDraft(
        ctx,
        {
          id,
          data: { ...data, sections: data.sections.with(index, { ...section, body }) },
          baseVersion: state.publishedVersion,
          draftRevision: state.draftRevision,
        },
        who,
      );
    const refused = await save([{ t: "p", c: ["We respond {policy:auNzSoon}."] }]);
    expect(refused).toMatchObject({
      ok: false,
      reason: "invalid",
      fieldErrors: { [`sections.${index}.body.0.c.0`]: "{policy:auNzSoon} names no sentence of the privacy policies" },
    });
    expect(await save([...section.body.slice(0, 4), paragraph])).toMatchObject({ ok: true });
    expect(await publishEntry(ctx, { id }, who)).toMatchObject({ ok: true, version: 2 });
    const words = `Our Privacy Officer answers access and correction requests ${auNzResponseText}. Write to <a href="mailto:${facts.privacyEmail}">our Privacy Officer</a> at any time.`;
    await liveEverywhere([instance], [id], words, performance.now());
    const html = (await getPage(instance.url, id, "identity")).text;
    expect(html.includes("If we refuse a request, we will tell you")).toBe(false);
    // The other sections, and the request form the route lays out for the region, as they were.
    expect(html.includes(built(id).match(/We hold personal information until[^<]*/)![0])).toBe(true);
    expect(html.includes(built(id).match(/<section[^>]*id="privacy-request"[\s\S]*?<\/section>/)![0])).toBe(true);
    expect((await getPage(instance.url, "/privacy-uk", "identity")).text === built("/privacy-uk")).toBe(true);
  });
});
