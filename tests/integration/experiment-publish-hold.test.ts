// A running experiment holds its entry's publishes (decision 084), on each engine, over HTTP on the
// built desk with live content: while it runs a draft can be saved but publishing and scheduling are
// refused with the editor's message, the editor says it runs and links to it, and a publish scheduled
// before it started is not made when it comes due (the editor says so); concluding still publishes
// the chosen arm; once the experiment stops, publishing works again. The server's composition hands
// the desk and the live content the check (the same function main.ts passes on).
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAuditLog } from "#server/audit/audit.server.ts";
import { readEntry, readPublished, seedShipped } from "#server/content/content-store.server.ts";
import { type LiveContent, startLiveContent } from "#server/content/publish.server.ts";
import { loadPageRenderer } from "#server/content/render.server.ts";
import { collectShipped } from "#server/content/shipped.server.ts";
import {
  createExperimentDraft,
  startExperimentDesk,
  stopExperimentDesk,
} from "#server/experiments/experiments-desk.server.ts";
import { readExperiment, runningExperimentOn } from "#server/experiments/experiments-store.server.ts";
import { facts } from "#shared/site/facts.ts";
import { seedTraffic } from "#tests/support/experiments.ts";
import { createStaffMemberIn, signInOverHttp } from "#tests/support/staff.ts";
import { buildDir, type DeskServer, postForm, startDesk } from "./desk-server.ts";
import { engines, startServer, storageFixture } from "./harness.ts";

const shipped = collectShipped();
type Home = { hero: { title: string } };
const home = () => structuredClone(shipped.find((e) => e.id === "/")!.data) as Home;
const HELD = "An experiment is running on this page: stop or conclude it before publishing.";
/** A Sydney calendar date `days` from now (YYYY-MM-DD). */
const sydneyDate = (days: number) =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "Australia/Sydney" }).format(Date.now() + days * 86_400_000);
/** The text of the desk's answer (an intent's message or refusal), tags and entities left out. */
const textOf = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/&#x27;|&#39;/g, "'");

describe.each(engines)("publishing held by a running experiment on %s", (engine) => {
  const fixture = storageFixture(engine);
  let desk: DeskServer;
  let live: LiveContent;
  let cookie = "";
  const who = { id: "staff-hold", ip: "127.0.0.1" };
  let ctx: Parameters<typeof createExperimentDraft>[0];

  beforeAll(async () => {
    await seedShipped(fixture.storage, shipped);
    await seedTraffic(fixture.storage, { path: "/", visitorsPerDay: 300, wonDeals: 40 });
    const renderer = await loadPageRenderer(buildDir);
    if (!renderer) throw new Error(`No page renderer in ${buildDir}: run \`npm run build\` first.`);
    const experimentOn = (id: string) => runningExperimentOn(fixture.storage, id);
    live = await startLiveContent({
      storage: fixture.storage,
      renderer,
      logger: pino({ level: "silent" }),
      shippedFacts: facts,
      intervalMs: 60_000,
      experimentOn,
    });
    desk = await startDesk(fixture.target, fixture.storage, { content: { live, experimentOn } });
    cookie = await signInOverHttp(desk.url, await createStaffMemberIn(fixture.storage, { role: "marketing" }));
    ctx = { storage: fixture.storage, audit: await createAuditLog(fixture.storage) };
  });
  afterAll(async () => {
    live?.stop();
    await desk?.close();
  });

  const get = async (path: string) =>
    textOf(await (await fetch(`${desk.url}/desk${path}`, { headers: { cookie }, redirect: "manual" })).text());
  const post = (path: string, body: Record<string, string>) => postForm(desk.url, path, body, { cookie });
  const save = async (title: string) => {
    const entry = (await readEntry(fixture.storage, "/"))!;
    const data = home();
    data.hero.title = title;
    return post("/content/home", {
      intent: "save",
      base: String(entry.publishedVersion),
      revision: String(entry.draftRevision),
      data: JSON.stringify(data),
      mode: "button",
    });
  };
  const start = async (name: string) => {
    const made = await createExperimentDraft(
      ctx,
      {
        entryId: "/",
        name,
        hypothesis: "A shorter headline brings more won deals",
        primaryOutcome: "won",
        plannedDays: 60,
        arms: [
          { label: "As published", weight: 1, changes: {} },
          { label: "Shorter", weight: 1, changes: { "/hero/title": `${name}: leads, sorted` } },
        ],
      },
      who,
    );
    if (!made.ok) throw new Error("not made");
    expect(await startExperimentDesk(ctx, { id: made.id, version: 1 }, who)).toMatchObject({ ok: true });
    return made.id;
  };

  it("is wired by the server's composition: the desk's and the live content's check finds the running experiment", async () => {
    const server = await startServer(fixture.target);
    try {
      const id = await start("Wiring");
      expect(await server.composed.content.experimentOn?.("/")).toEqual({ id, name: "Wiring" });
      expect(await server.composed.content.experimentOn?.("/contact")).toBeUndefined();
      expect(await stopExperimentDesk(ctx, { id }, who)).toMatchObject({ ok: true });
      expect(await server.composed.content.experimentOn?.("/")).toBeUndefined();
    } finally {
      await server.close();
    }
  });

  it("refuses publishing and scheduling while one runs, saving allowed; a due schedule is not made; after the stop publishing works", async () => {
    const version = (await readPublished(fixture.storage, "/"))!.version;
    // Scheduled before the experiment starts, due while it runs.
    expect((await save("Scheduled words")).status).toBe(200);
    const scheduled = await post("/content/home", { intent: "schedule", date: sydneyDate(2), time: "10:00" });
    expect(scheduled.status).toBe(200);
    const id = await start("Held");

    const editor = await get("/content/home");
    expect(editor).toContain(HELD);
    expect(editor).toContain("Held");
    expect(await (await fetch(`${desk.url}/desk/content/home`, { headers: { cookie } })).text()).toContain(
      `href="/desk/experiments/${id}"`,
    );

    expect((await save("Words saved while it runs")).status).toBe(200);
    const refused = await post("/content/home", { intent: "publish", note: "" });
    expect(refused.status).toBe(409);
    expect(textOf(await refused.text())).toContain(`Not published. ${HELD}`);
    const notScheduled = await post("/content/home", { intent: "schedule", date: sydneyDate(3), time: "10:00" });
    expect(notScheduled.status).toBe(409);
    expect(textOf(await notScheduled.text())).toContain(`Not scheduled. ${HELD}`);

    // The earlier schedule comes due: not published, ended, and said in the editor.
    const due = new Date(Date.now() - 1000).toISOString();
    await fixture.storage.db
      .withTables<{ content_entries: { id: string; scheduled_for: string | null } }>()
      .updateTable("content_entries")
      .set({ scheduled_for: due })
      .where("id", "=", "/")
      .execute();
    await live.sync();
    const entry = await readEntry(fixture.storage, "/");
    expect(entry).toMatchObject({
      publishedVersion: version,
      scheduledFor: null,
      scheduleRefusal: { at: due, reason: "experiment-running", experiment: { id, name: "Held" } },
    });
    expect((entry!.draft as Home).hero.title).toBe("Words saved while it runs");
    expect(await get("/content/home")).toMatch(
      /The publish scheduled for .+ was not made: an experiment was running on this page \(Held\)\. The draft is kept\./,
    );

    expect(await stopExperimentDesk(ctx, { id }, who)).toMatchObject({ ok: true });
    expect(await get("/content/home")).not.toContain(HELD);
    const published = await post("/content/home", { intent: "publish", note: "" });
    expect(published.status).toBe(200);
    expect(await readPublished(fixture.storage, "/")).toMatchObject({
      version: version + 1,
      data: { hero: { title: "Words saved while it runs" } },
    });
    // A publish clears the refused schedule's note.
    expect((await readEntry(fixture.storage, "/"))?.scheduleRefusal).toBeNull();
  });

  it("still publishes the chosen arm when one running is concluded, and publishing is open again after", async () => {
    const version = (await readPublished(fixture.storage, "/"))!.version;
    const id = await start("Concluded");
    const concluded = await post(`/experiments/${id}`, { intent: "conclude", arm: "1", confirm: "on" });
    expect(concluded.status).toBe(200);
    expect(await readExperiment(fixture.storage, id)).toMatchObject({ status: "concluded", winnerArm: 1 });
    expect(await readPublished(fixture.storage, "/")).toMatchObject({
      version: version + 1,
      data: { hero: { title: "Concluded: leads, sorted" } },
    });
    expect((await save("After the experiment")).status).toBe(200);
    expect((await post("/content/home", { intent: "publish", note: "" })).status).toBe(200);
    expect((await readPublished(fixture.storage, "/"))?.version).toBe(version + 2);
  });
});
