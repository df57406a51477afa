// The desk's preview and scheduling over HTTP on the built desk, on each engine (issue 42 items 3
// and 4; decision 066): the editor frames /desk/content-preview/<entry>, which answers the saved
// draft on its real page with the page's own CSP (framed by the desk only), never cached or indexed;
// a preview link made and audited; a publish scheduled for a Sydney date and time (refused in the
// past and in the hour daylight saving skips), shown in the list and the editor, cancelled, each
// audited; a staff member without `content` refused all of it. Without a build, the editor says so.
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readEntry, seedShipped } from "#server/content/content-store.server.ts";
import { readPreviewToken } from "#server/content/preview.server.ts";
import { type LiveContent, startLiveContent } from "#server/content/publish.server.ts";
import { loadPageRenderer } from "#server/content/render.server.ts";
import { collectShipped } from "#server/content/shipped.server.ts";
import { facts } from "#shared/site/facts.ts";
import type { StaffRole } from "#shared/staff/roles.ts";
import { createStaffMemberIn, signInOverHttp, type TestStaffMember } from "#tests/support/staff.ts";
import { buildDir, type DeskServer, postForm, startDesk } from "./desk-server.ts";
import { engines, storageFixture } from "./harness.ts";

const shipped = collectShipped();
type Home = { hero: { title: string } };
const home = () => structuredClone(shipped.find((e) => e.id === "/")!.data) as Home;
/** A Sydney calendar date `days` from now (YYYY-MM-DD). */
const sydneyDate = (days: number) =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "Australia/Sydney" }).format(Date.now() + days * 86_400_000);

describe.each(engines)("desk preview and scheduling over HTTP on %s", (engine) => {
  const fixture = storageFixture(engine);
  let desk: DeskServer;
  let bare: DeskServer;
  let live: LiveContent;
  const cookies = {} as Record<StaffRole, string>;
  const members = {} as Record<StaffRole, TestStaffMember>;

  beforeAll(async () => {
    await seedShipped(fixture.storage, shipped);
    const renderer = await loadPageRenderer(buildDir);
    if (!renderer) throw new Error(`No page renderer in ${buildDir}: run \`npm run build\` first.`);
    live = await startLiveContent({
      storage: fixture.storage,
      renderer,
      logger: pino({ level: "silent" }),
      shippedFacts: facts,
      intervalMs: 60_000,
    });
    desk = await startDesk(fixture.target, fixture.storage, { content: { live } });
    bare = await startDesk(fixture.target, fixture.storage);
    for (const role of ["marketing", "staff"] as const) {
      members[role] = await createStaffMemberIn(fixture.storage, { role, name: `Robin ${role}` });
      cookies[role] = await signInOverHttp(desk.url, members[role]);
    }
  });
  afterAll(async () => {
    live?.stop();
    await desk?.close();
    await bare?.close();
  });

  const get = (path: string, role: StaffRole, server = desk) =>
    fetch(`${server.url}/desk${path}`, { headers: { cookie: cookies[role] }, redirect: "manual" });
  const post = (path: string, body: Record<string, string>, role: StaffRole) =>
    postForm(desk.url, path, body, { cookie: cookies[role] });
  const audits = async (action: string) =>
    Number(
      (
        await fixture.target.query<{ n: number | string }>(
          "select count(*) as n from audit_log where action = ? and target_id = ?",
          [action, "/"],
        )
      )[0]?.n,
    );

  it("refuses a staff member without content access the preview and every intent, changing nothing", async () => {
    for (const path of ["/content-preview/home", "/content-preview/facts"])
      expect([path, (await get(path, "staff")).status]).toEqual([path, 403]);
    for (const body of [
      { intent: "schedule", date: sydneyDate(2), time: "10:00" } as Record<string, string>,
      { intent: "cancelSchedule" },
      { intent: "previewLink" },
    ])
      expect([body.intent, (await post("/content/home", body, "staff")).status]).toEqual([body.intent, 403]);
    expect(await readEntry(fixture.storage, "/")).toMatchObject({ scheduledFor: null, draft: null });
    for (const action of ["content.schedule", "content.schedule_cancel", "content.preview_link"])
      expect([action, await audits(action)]).toEqual([action, 0]);
  });

  it("frames the saved draft on its real page, never cached, indexed or framed by another site", async () => {
    const draft = home();
    draft.hero.title = "Preview: leads that arrive ready to talk";
    const saved = await post(
      "/content/home",
      { intent: "save", base: "1", revision: "0", data: JSON.stringify(draft), mode: "button" },
      "marketing",
    );
    expect(saved.status).toBe(200);

    const editor = await (await get("/content/home", "marketing")).text();
    expect(editor).toMatch(
      /<iframe src="\/desk\/content-preview\/home\?v=1\.1" title="[^"]+: preview at desktop width"/,
    );
    expect(editor).toMatch(/title="[^"]+: preview at phone width"/);

    const preview = await get("/content-preview/home", "marketing");
    expect(preview.status).toBe(200);
    expect(preview.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(preview.headers.get("cache-control")).toBe("no-store");
    expect(preview.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    const csp = preview.headers.get("content-security-policy") ?? "";
    expect(csp).toContain(`frame-ancestors ${desk.url}`);
    expect(csp).not.toContain("nonce-");
    const html = await preview.text();
    expect(html).toContain("Preview: leads that arrive ready to talk");
    expect(html).toContain("<h1");
    // The published page is unchanged: the preview published nothing.
    expect(await readEntry(fixture.storage, "/")).toMatchObject({ publishedVersion: 1 });
    // The desk's own pages keep the desk's CSP.
    expect((await get("/content/home", "marketing")).headers.get("content-security-policy")).toContain(
      "frame-ancestors 'none'",
    );
    expect((await get("/content-preview/no-such-entry", "marketing")).status).toBe(404);
  });

  it("makes a signed preview link of the draft's page, in the audit log", async () => {
    const made = await post("/content/home", { intent: "previewLink" }, "marketing");
    expect(made.status).toBe(200);
    const page = await made.text();
    const token = /\/preview\/([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+)/.exec(page)?.[1];
    expect(token).toBeDefined();
    expect(await readPreviewToken(fixture.storage, token!)).toEqual({ id: "/", path: "/" });
    expect(page).toContain("It works until");
    expect(await audits("content.preview_link")).toBe(1);
  });

  it("schedules the draft's publish for a Sydney time, refuses past and skipped times, and cancels it, audited", async () => {
    const past = await post("/content/home", { intent: "schedule", date: sydneyDate(-1), time: "10:00" }, "marketing");
    expect(past.status).toBe(400);
    expect(await past.text()).toContain("That time has passed in Sydney");
    // 2:30 am on the first Sunday of October 2030: the clocks go from 2 am to 3 am.
    const skipped = await post("/content/home", { intent: "schedule", date: "2030-10-06", time: "02:30" }, "marketing");
    expect(skipped.status).toBe(400);
    expect(await skipped.text()).toContain("There is no such time in Sydney");
    expect(await readEntry(fixture.storage, "/")).toMatchObject({ scheduledFor: null });
    expect(await audits("content.schedule")).toBe(0);

    const scheduled = await post(
      "/content/home",
      { intent: "schedule", date: sydneyDate(2), time: "10:00" },
      "marketing",
    );
    expect(scheduled.status).toBe(200);
    const entry = await readEntry(fixture.storage, "/");
    expect(entry?.scheduledBy).toBe(members.marketing.id);
    const at = new Date(entry?.scheduledFor ?? 0);
    expect(
      new Intl.DateTimeFormat("en-CA", {
        timeZone: "Australia/Sydney",
        dateStyle: "short",
        timeStyle: "short",
        hourCycle: "h23",
      }).format(at),
    ).toBe(`${sydneyDate(2)}, 10:00`);
    expect(await audits("content.schedule")).toBe(1);
    for (const path of ["/content", "/content/home"]) {
      const html = await (await get(path, "marketing")).text();
      expect([path, html]).toEqual([
        path,
        expect.stringMatching(/Scheduled for [^<]*10:00 am[^<]* by Robin marketing/),
      ]);
    }

    expect((await post("/content/home", { intent: "cancelSchedule" }, "marketing")).status).toBe(200);
    expect(await readEntry(fixture.storage, "/")).toMatchObject({ scheduledFor: null, scheduledBy: null });
    expect(await audits("content.schedule_cancel")).toBe(1);
    expect((await post("/content/home", { intent: "cancelSchedule" }, "marketing")).status).toBe(409);
    expect(await audits("content.schedule_cancel")).toBe(1);
    expect(await (await get("/content", "marketing")).text()).not.toContain("Scheduled for");
  });

  it("says there is no preview when the server has no build to render with", async () => {
    const editor = await (await get("/content/home", "marketing", bare)).text();
    expect(editor).toContain("Previews need the site&#x27;s build");
    expect(editor).not.toContain("<iframe");
    expect((await get("/content-preview/home", "marketing", bare)).status).toBe(503);
  });
});
