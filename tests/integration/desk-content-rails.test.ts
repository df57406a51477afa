// The guard rails before publishing over HTTP on the built desk, on each engine (issue 42 item 8,
// decision 069): a home page draft linking to an article never published is saved (a draft is never
// lost) but its publish is refused by field, changing nothing and auditing nothing; once the article
// is published the same draft publishes. A draft that sends a layout call to action elsewhere is
// refused the same way.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readEntry, readPublished, seedShipped } from "#server/content/content-store.server.ts";
import { collectShipped } from "#server/content/shipped.server.ts";
import { createStaffMemberIn, signInOverHttp, type TestStaffMember } from "#tests/support/staff.ts";
import { postForm, startDesk } from "./desk-server.ts";
import { engines, storageFixture } from "./harness.ts";

const ARTICLE = "/mortgage-lead-insights/mortgage-lead-generation-7-tips";
const shipped = collectShipped();
type Home = {
  solutionTeasers: { to: string }[];
  experience: { primary: { label: string; to: string } };
};
const home = () => structuredClone(shipped.find((e) => e.id === "/")!.data) as Home;

describe.each(engines)("guard rails before publishing on %s", (engine) => {
  const fixture = storageFixture(engine);
  let url = "";
  let close: () => Promise<void> = async () => {};
  let cookie = "";
  let member: TestStaffMember;

  beforeAll(async () => {
    // Every shipped entry published but one article, which is a first draft never published (as a
    // new article is until its first publish).
    await seedShipped(
      fixture.storage,
      shipped.filter((e) => e.id !== ARTICLE),
    );
    const article = shipped.find((e) => e.id === ARTICLE)!;
    await fixture.target.query(
      "insert into content_entries (id, type, published_version, draft, updated_at) values (?, ?, null, ?, ?)",
      [ARTICLE, "article", JSON.stringify(article.data), new Date().toISOString()],
    );
    const desk = await startDesk(fixture.target, fixture.storage);
    url = desk.url;
    close = desk.close;
    member = await createStaffMemberIn(fixture.storage, { role: "marketing", name: "Robin Marketing" });
    cookie = await signInOverHttp(url, member);
  });
  afterAll(async () => {
    await close();
  });

  const post = (path: string, body: Record<string, string>) => postForm(url, path, body, { cookie });
  const publishes = async () =>
    Number(
      (
        await fixture.target.query<{ n: number | string }>("select count(*) as n from audit_log where action = ?", [
          "content.publish",
        ])
      )[0]?.n,
    );

  it("refuses to publish a link to a page never published, changing nothing, then publishes once it is", async () => {
    const draft = home();
    draft.solutionTeasers[1]!.to = ARTICLE;
    const saved = await post("/content/home", {
      intent: "save",
      base: "1",
      revision: "0",
      data: JSON.stringify(draft),
    });
    expect(saved.status).toBe(200);

    const refused = await post("/content/home", { intent: "publish", note: "Link the tips" });
    expect(refused.status).toBe(400);
    const text = await refused.text();
    expect(text).toContain("Not published");
    expect(text).toContain(`${ARTICLE} is not published yet`);
    expect(await readPublished(fixture.storage, "/")).toMatchObject({ version: 1 });
    const entry = await readEntry(fixture.storage, "/");
    expect(entry).toMatchObject({ publishedVersion: 1, draftRevision: 1 });
    expect((entry!.draft as Home).solutionTeasers[1]?.to).toBe(ARTICLE);
    expect(await publishes()).toBe(0);

    // The article published first: the home page's link now resolves, and the same draft publishes.
    expect((await post(`/content${ARTICLE}`, { intent: "publish" })).status).toBe(200);
    expect((await post("/content/home", { intent: "publish", note: "Link the tips" })).status).toBe(200);
    const published = await readPublished(fixture.storage, "/");
    expect(published?.version).toBe(2);
    expect((published!.data as Home).solutionTeasers[1]?.to).toBe(ARTICLE);
    expect(await publishes()).toBe(2);
  });

  it("refuses to publish a layout call to action sent elsewhere", async () => {
    const draft = home();
    draft.experience.primary.to = "/our-solutions";
    const revision = String((await readEntry(fixture.storage, "/"))!.draftRevision);
    expect(
      (await post("/content/home", { intent: "save", base: "2", revision, data: JSON.stringify(draft) })).status,
    ).toBe(200);
    const refused = await post("/content/home", { intent: "publish" });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("part of the page&#x27;s layout: it leads to /contact");
    expect(await readPublished(fixture.storage, "/")).toMatchObject({ version: 2 });
    expect(await publishes()).toBe(2);
  });
});
