// The desk's experiment screens over HTTP on the built desk, on each engine (issue 43 items 1 and 4,
// decision 079): marketing and administrators open the list, the new form and an experiment; a staff
// member without `content` gets 403 on every experiment page, data request and intent, and nothing
// changes; create, save, start, stop and conclude each work by form, the four changes of state in
// the audit log; the results come from the rows the public side writes (exposures and the arms
// behind submissions, tests/support/experiments.ts names their shapes), pending enquiries shown as
// pending, and a split that fails the SRM check hides them and refuses concluding.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readPublished, seedShipped } from "#server/content/content-store.server.ts";
import { collectShipped } from "#server/content/shipped.server.ts";
import { readExperiment } from "#server/experiments/experiments-store.server.ts";
import type { StaffRole } from "#shared/staff/roles.ts";
import { exposureRows, seedEnquiries, seedTraffic } from "#tests/support/experiments.ts";
import { createStaffMemberIn, signInOverHttp } from "#tests/support/staff.ts";
import { postForm, startDesk } from "./desk-server.ts";
import { engines, storageFixture } from "./harness.ts";

describe.each(engines)("desk experiments over HTTP on %s", (engine) => {
  const fixture = storageFixture(engine);
  let url = "";
  let close: () => Promise<void> = async () => {};
  const cookies = {} as Record<StaffRole, string>;

  beforeAll(async () => {
    await seedShipped(fixture.storage, collectShipped());
    await seedTraffic(fixture.storage, { path: "/", visitorsPerDay: 300, wonDeals: 40 });
    const desk = await startDesk(fixture.target, fixture.storage);
    url = desk.url;
    close = desk.close;
    for (const role of ["marketing", "admin", "staff"] as const)
      cookies[role] = await signInOverHttp(url, await createStaffMemberIn(fixture.storage, { role }));
  });
  afterAll(async () => {
    await close();
  });

  const get = (path: string, role: StaffRole) =>
    fetch(`${url}/desk${path}`, { headers: { cookie: cookies[role] }, redirect: "manual" });
  const post = (path: string, body: Record<string, string>, role: StaffRole) =>
    postForm(url, path, body, { cookie: cookies[role] });
  const actions = async (id: string) =>
    (
      await fixture.target.query<{ action: string }>(
        "select action from audit_log where target_type = 'experiment' and target_id = ? order by at",
        [id],
      )
    ).map((r) => r.action);
  const newExperiment = (role: StaffRole, name: string) =>
    post(
      "/experiments-new",
      { intent: "create", name, entryId: "/", primaryOutcome: "won", plannedDays: "60", hypothesis: "Shorter wins" },
      role,
    );
  const created = async (name: string) =>
    (await fixture.storage.db.selectFrom("experiments").select("id").where("name", "=", name).executeTakeFirstOrThrow())
      .id;
  const editorDraft = (title: string) =>
    JSON.stringify({
      name: "Home headline",
      hypothesis: "A shorter headline brings more won deals",
      primaryOutcome: "won",
      plannedDays: 60,
      fields: ["/hero/title"],
      arms: [
        { label: "As published", weight: 1, values: {} },
        { label: "Shorter", weight: 1, values: { "/hero/title": title } },
      ],
    });

  it("refuses a staff member every experiment page, data request and intent, changing nothing", async () => {
    const made = await newExperiment("marketing", "Roles");
    expect(made.status).toBe(200);
    const id = await created("Roles");
    for (const path of ["/experiments", "/experiments-new", `/experiments/${id}`, `/experiments-preview/${id}/1`]) {
      expect([path, (await get(path, "staff")).status]).toEqual([path, 403]);
      for (const role of ["marketing", "admin"] as const)
        expect([path, role, (await get(path, role)).status]).not.toContainEqual(403);
    }
    for (const path of ["/experiments", `/experiments/${id}`])
      expect([path, (await get(`${path}.data`, "staff")).status]).toEqual([path, 403]);
    for (const [path, body] of [
      [
        "/experiments-new",
        { intent: "create", name: "Staff's", entryId: "/", primaryOutcome: "won", plannedDays: "9", hypothesis: "h" },
      ],
      [`/experiments/${id}`, { intent: "save", version: "1", data: editorDraft("By staff") }],
      [`/experiments/${id}`, { intent: "start", version: "1", confirm: "on" }],
      [`/experiments/${id}`, { intent: "stop", confirm: "on" }],
      [`/experiments/${id}`, { intent: "conclude", arm: "1", confirm: "on" }],
    ] as const) {
      const r = await post(path, body, "staff");
      expect([path, body.intent, r.status]).toEqual([path, body.intent, 403]);
    }
    expect(await readExperiment(fixture.storage, id)).toMatchObject({ status: "draft", version: 1, name: "Roles" });
    expect(await actions(id)).toEqual(["experiment.create"]);
  });

  it("creates, saves, starts, shows results, stops and concludes by form, each change of state audited", async () => {
    const made = await newExperiment("admin", "Lifecycle");
    expect([made.status, (await made.text()).match(/role="alert"[^>]*>([^<]*)/)?.[1]]).toEqual([200, undefined]);
    const id = await created("Lifecycle");
    const saved = await post(
      `/experiments/${id}`,
      { intent: "save", version: "1", data: editorDraft("Leads, sorted") },
      "marketing",
    );
    expect(saved.status).toBe(200);
    const stale = await post(
      `/experiments/${id}`,
      { intent: "save", version: "1", data: editorDraft("Late") },
      "admin",
    );
    expect(stale.status).toBe(409);
    const draftPage = await (await get(`/experiments/${id}`, "marketing")).text();
    expect(draftPage).toContain("What this experiment can find");
    const plan = draftPage.slice(
      draftPage.indexOf('data-testid="plan"'),
      draftPage.indexOf("</section>", draftPage.indexOf('data-testid="plan"')),
    );
    expect(plan.replace(/<[^>]+>/g, "")).toMatch(/Finding a version 30% better takes [\d,]+ days/);
    const unconfirmed = await post(`/experiments/${id}`, { intent: "start", version: "2" }, "marketing");
    expect(unconfirmed.status).toBe(400);
    expect(
      (await post(`/experiments/${id}`, { intent: "start", version: "2", confirm: "on" }, "marketing")).status,
    ).toBe(200);
    expect(await readExperiment(fixture.storage, id)).toMatchObject({ status: "running", version: 3 });

    // 1,000 visitors split 510 / 490; arm 1's enquiries: one won, one lost, one still open; spam is none.
    await fixture.storage.db
      .insertInto("experiment_exposures")
      .values(exposureRows(id, 0, 510))
      .execute();
    await fixture.storage.db
      .insertInto("experiment_exposures")
      .values(exposureRows(id, 1, 490))
      .execute();
    const zero = await seedEnquiries(fixture.storage, `${engine}-a0`, ["won"]);
    const one = await seedEnquiries(fixture.storage, `${engine}-a1`, ["won", "lost", "contacted", "spam"]);
    await fixture.storage.db
      .insertInto("submission_experiments")
      .values([
        ...zero.map((submission_id) => ({ submission_id, experiment_id: id, arm: 0 })),
        ...one.map((submission_id) => ({ submission_id, experiment_id: id, arm: 1 })),
      ])
      .execute();
    const running = await (await get(`/experiments/${id}`, "marketing")).text();
    const row = (arm: number) => {
      const at = running.indexOf(`data-testid="result-${arm}"`);
      return running
        .slice(at, running.indexOf("</tr>", at))
        .replace(/<[^>]+>/g, "|")
        .replace(/\|+/g, "|");
    };
    // Version, visitors, enquiries, qualified, won, lost, pending.
    expect(row(0)).toMatch(/^[^|]*\|As published\|510\|1\|1\|1\|0\|0\|/);
    expect(row(1)).toMatch(/^[^|]*\|Shorter\|490\|3\|1\|1\|1\|1\|/);
    expect(running).not.toContain('data-testid="srm-warning"');

    expect((await post(`/experiments/${id}`, { intent: "stop", confirm: "on" }, "admin")).status).toBe(200);
    expect(
      (await post(`/experiments/${id}`, { intent: "conclude", arm: "1", confirm: "on" }, "marketing")).status,
    ).toBe(200);
    const published = (await readPublished(fixture.storage, "/"))!.data as { hero: { title: string } };
    expect(published.hero.title).toBe("Leads, sorted");
    expect(await actions(id)).toEqual([
      "experiment.create",
      "experiment.start",
      "experiment.stop",
      "experiment.conclude",
    ]);
    const list = await (await get("/experiments", "marketing")).text();
    expect(list).toContain(`href="/desk/experiments/${id}"`);
    expect(list).toContain("Concluded");
  });

  it("hides the results behind a warning and refuses concluding when the split fails the SRM check", async () => {
    expect((await newExperiment("marketing", "Broken split")).status).toBe(200);
    const id = await created("Broken split");
    await post(
      `/experiments/${id}`,
      { intent: "save", version: "1", data: editorDraft("Leads, sorted again") },
      "marketing",
    );
    expect(
      (await post(`/experiments/${id}`, { intent: "start", version: "2", confirm: "on" }, "marketing")).status,
    ).toBe(200);
    await fixture.storage.db
      .insertInto("experiment_exposures")
      .values(exposureRows(id, 0, 600))
      .execute();
    await fixture.storage.db
      .insertInto("experiment_exposures")
      .values(exposureRows(id, 1, 400))
      .execute();
    const page = await (await get(`/experiments/${id}`, "marketing")).text();
    expect(page).toContain('data-testid="srm-warning"');
    expect(page).not.toContain('data-testid="result-0"');
    const refused = await post(`/experiments/${id}`, { intent: "conclude", arm: "1", confirm: "on" }, "marketing");
    expect(refused.status).toBe(409);
    expect(await readExperiment(fixture.storage, id)).toMatchObject({ status: "running", winnerArm: null });
    await post(`/experiments/${id}`, { intent: "stop", confirm: "on" }, "marketing");
  });
});
