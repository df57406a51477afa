// The desk's content screens over HTTP on the built desk, on each engine (issue 42 items 2, 6, 7
// and 9; decision 064): marketing and administrators open the list and an entry's editor; a staff
// member without `content` gets 403 on every page, data request and intent, and nothing changes; a
// draft saved as one types (one audit entry per round of editing, not per save); a save from an
// older draft is refused as a conflict naming who changed it; hostile words refused by field;
// publish with a note and restore a version as a draft, each in the audit log.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readEntry, readPublished, seedShipped } from "#server/content/content-store.server.ts";
import { collectShipped } from "#server/content/shipped.server.ts";
import type { StaffRole } from "#shared/staff/roles.ts";
import { createStaffMemberIn, signInOverHttp, type TestStaffMember } from "#tests/support/staff.ts";
import { postForm, startDesk } from "./desk-server.ts";
import { engines, storageFixture } from "./harness.ts";

const shipped = collectShipped();
type Home = { hero: { title: string; cta: { label: string; to: string } } };
const home = () => structuredClone(shipped.find((e) => e.id === "/")!.data) as Home;

describe.each(engines)("desk content over HTTP on %s", (engine) => {
  const fixture = storageFixture(engine);
  let url = "";
  let close: () => Promise<void> = async () => {};
  const cookies = {} as Record<StaffRole, string>;
  const members = {} as Record<StaffRole, TestStaffMember>;

  beforeAll(async () => {
    await seedShipped(fixture.storage, shipped);
    const desk = await startDesk(fixture.target, fixture.storage);
    url = desk.url;
    close = desk.close;
    for (const role of ["marketing", "admin", "staff"] as const) {
      members[role] = await createStaffMemberIn(fixture.storage, { role, name: `Casey ${role}` });
      cookies[role] = await signInOverHttp(url, members[role]);
    }
  });
  afterAll(async () => {
    await close();
  });

  const get = (path: string, role: StaffRole) =>
    fetch(`${url}/desk${path}`, { headers: { cookie: cookies[role] }, redirect: "manual" });
  const post = (path: string, body: Record<string, string>, role: StaffRole) =>
    postForm(url, path, body, { cookie: cookies[role] });
  const audits = async (action: string) =>
    Number(
      (
        await fixture.target.query<{ n: number | string }>(
          "select count(*) as n from audit_log where action = ? and target_id = ?",
          [action, "/"],
        )
      )[0]?.n,
    );

  it("opens the list and each kind of entry's editor for marketing and administrators", async () => {
    for (const role of ["marketing", "admin"] as const) {
      const list = await get("/content", role);
      expect(list.status).toBe(200);
      const html = await list.text();
      for (const words of ["Facts used across the site", "Mortgage Broker Leads", "Insights articles and guides"])
        expect(html).toContain(words);
      expect(html).toContain('href="/desk/content/home"');
      // The privacy policies are entries too (decision 086).
      for (const policy of ["privacy-au", "privacy-uk"]) expect(html).toContain(`href="/desk/content/${policy}"`);
      for (const path of [
        "/content/home",
        "/content/privacy-au",
        "/content/privacy-uk",
        "/content/facts",
        "/content/mortgage-leads",
        "/content/lead-generation-insights/get-more-leads",
        "/content/home.data",
      ]) {
        expect([path, (await get(path, role)).status]).toEqual([path, 200]);
      }
      expect((await get("/content/no-such-entry", role)).status).toBe(404);
    }
    const nav = await (await get("/analytics", "marketing")).text();
    expect(nav).toContain('href="/desk/content"');
  });

  it("refuses a staff member without content access every page, data request and intent, changing nothing", async () => {
    for (const path of ["/content", "/content.data", "/content/home", "/content/home.data", "/content/facts"]) {
      expect([path, (await get(path, "staff")).status]).toEqual([path, 403]);
    }
    const data = JSON.stringify(home());
    for (const body of [
      { intent: "save", base: "1", revision: "0", data } as Record<string, string>,
      { intent: "publish", note: "staff was here" },
      { intent: "restore", version: "1", revision: "0" },
    ]) {
      expect([body.intent, (await post("/content/home", body, "staff")).status]).toEqual([body.intent, 403]);
    }
    expect(await readEntry(fixture.storage, "/")).toMatchObject({ draft: null, draftRevision: 0, updatedBy: null });
    expect(await audits("content.draft")).toBe(0);
  });

  it("saves as one types, refuses hostile words by field, and refuses a save from an older draft", async () => {
    const draft = home();
    draft.hero.title = "Leads that arrive ready to talk";
    const first = await post(
      "/content/home",
      { intent: "save", base: "1", revision: "0", data: JSON.stringify(draft), mode: "auto" },
      "marketing",
    );
    expect(first.status).toBe(200);
    draft.hero.title = "Leads that arrive ready to buy";
    const second = await post(
      "/content/home",
      { intent: "save", base: "1", revision: "1", data: JSON.stringify(draft), mode: "auto" },
      "marketing",
    );
    expect(second.status).toBe(200);
    expect(await readEntry(fixture.storage, "/")).toMatchObject({
      draft: { hero: { title: "Leads that arrive ready to buy" } },
      draftRevision: 2,
      updatedBy: members.marketing.id,
      publishedVersion: 1,
    });
    // One audit entry for the round of editing, not one per save.
    expect(await audits("content.draft")).toBe(1);

    for (const [title, message] of [
      ["<script>alert(1)</script>", "Remove the &lt;script&gt;"],
      ['<img src="x" onerror="alert(1)">', "Remove the event handler"],
      ["<b>bold</b>", "Remove the HTML tags"],
      ["see javascript:alert(1)", "Remove the javascript: address"],
    ] as const) {
      const hostile = home();
      hostile.hero.title = title;
      const refused = await post(
        "/content/home",
        { intent: "save", base: "1", revision: "2", data: JSON.stringify(hostile) },
        "marketing",
      );
      expect([title, refused.status]).toEqual([title, 400]);
      expect(await refused.text()).toContain(message);
    }
    const badLink = home();
    badLink.hero.cta.to = "data:text/html,<script>alert(1)</script>";
    expect(
      (
        await post(
          "/content/home",
          { intent: "save", base: "1", revision: "2", data: JSON.stringify(badLink) },
          "marketing",
        )
      ).status,
    ).toBe(400);
    expect((await readEntry(fixture.storage, "/"))?.draft).toMatchObject({
      hero: { title: "Leads that arrive ready to buy" },
    });

    // The administrator opened the entry at revision 1: their save is refused with who changed it.
    const stale = home();
    stale.hero.title = "An administrator's older edit";
    const conflict = await post(
      "/content/home",
      { intent: "save", base: "1", revision: "1", data: JSON.stringify(stale) },
      "admin",
    );
    expect(conflict.status).toBe(409);
    const text = await conflict.text();
    expect(text).toContain("Casey marketing changed this entry");
    expect(text).toContain("Leads that arrive ready to buy");
    expect((await readEntry(fixture.storage, "/"))?.draft).toMatchObject({
      hero: { title: "Leads that arrive ready to buy" },
    });
  });

  it("publishes with a note and restores a version as a draft, both in the audit log", async () => {
    const published = await post("/content/home", { intent: "publish", note: "New headline" }, "marketing");
    expect(published.status).toBe(200);
    expect(await readPublished(fixture.storage, "/")).toMatchObject({
      version: 2,
      note: "New headline",
      publishedBy: members.marketing.id,
      data: { hero: { title: "Leads that arrive ready to buy" } },
    });
    expect(await audits("content.publish")).toBe(1);
    expect((await post("/content/home", { intent: "publish" }, "marketing")).status).toBe(409);

    // The history compares two versions field by field.
    const compared = await (await get("/content/home?from=1&to=2", "admin")).text();
    expect(compared).toContain("Hero › Title");

    const revision = String((await readEntry(fixture.storage, "/"))!.draftRevision);
    const restored = await post("/content/home", { intent: "restore", version: "1", revision }, "admin");
    expect(restored.status).toBe(200);
    expect(await readEntry(fixture.storage, "/")).toMatchObject({
      publishedVersion: 2,
      draft: { hero: { title: home().hero.title } },
      updatedBy: members.admin.id,
    });
    expect(await audits("content.restore")).toBe(1);
    expect((await post("/content/home", { intent: "restore", version: "99", revision: "0" }, "admin")).status).toBe(
      404,
    );
    // The list shows the draft and who made it.
    const list = await (await get("/content", "marketing")).text();
    expect(list).toContain("Draft with unpublished changes");
    expect(list).toContain("Casey admin");
  });
});
