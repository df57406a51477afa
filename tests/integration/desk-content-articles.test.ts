// The desk's new articles, changed addresses and take-downs over HTTP on the built desk, on each
// engine (issue 42 item 5, decisions 061, 069 and 071): marketing and administrators create, move and
// take down; a staff member without `content` gets 403 and nothing changes; a bad or taken address
// is refused beside its field; each change is in the audit log (content.create, content.move,
// content.take_down). The guard rails see the live page set: a link to an article taken down or
// never published refuses the publish, a related link to a new published article is saved.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readEntry, readPublished, readRedirects, seedShipped } from "#server/content/content-store.server.ts";
import { collectShipped } from "#server/content/shipped.server.ts";
import { ARTICLE_HUB } from "#shared/content/article-pages.ts";
import type { ArticleData } from "#shared/content/schemas/article.ts";
import type { StaffRole } from "#shared/staff/roles.ts";
import { createStaffMemberIn, signInOverHttp, type TestStaffMember } from "#tests/support/staff.ts";
import { postForm, startDesk } from "./desk-server.ts";
import { engines, storageFixture } from "./harness.ts";

const FIRST = "/mortgage-lead-insights/refinance-leads-explained";
const MOVED = "/mortgage-lead-insights/refinance-leads-for-brokers";
const SECOND = "/lead-generation-insights/choosing-a-lead-partner";
const DRAFT_ONLY = "/lead-generation-insights/never-published";

const fields = (folder: string, slug: string, title = "Refinance Leads Explained for Australian Brokers") => ({
  intent: "create",
  title,
  folder,
  slug,
  category: "mortgage",
  summary: "Refinance enquiries convert differently from purchase enquiries. Here is what brokers should know.",
  author: "Jordan Writer",
  authorRole: "Head of Marketing",
  searchTitle: "Refinance Leads Explained for Brokers",
  searchDescription:
    "How refinance leads are generated and qualified for Australian mortgage brokers, and how to test them.",
});

/** Related pages by address: new articles' addresses are not registry paths, which the type names. */
const relatedTo = (...paths: string[]) => paths as unknown as ArticleData["frontmatter"]["related"];

/** The <input> (or <select>) named `name` in a page's HTML. */
const control = (html: string, name: string) =>
  html.match(new RegExp(`<(?:input|select)[^>]*name="${name}"[^>]*>`))?.[0];

describe.each(engines)("the desk's new articles, moves and take-downs over HTTP on %s", (engine) => {
  const fixture = storageFixture(engine);
  let url = "";
  let close: () => Promise<void> = async () => {};
  const cookies = {} as Record<StaffRole, string>;
  const members = {} as Record<StaffRole, TestStaffMember>;

  beforeAll(async () => {
    await seedShipped(fixture.storage, collectShipped());
    const desk = await startDesk(fixture.target, fixture.storage);
    url = desk.url;
    close = desk.close;
    for (const role of ["marketing", "admin", "staff"] as const) {
      members[role] = await createStaffMemberIn(fixture.storage, { role, name: `Alex ${role}` });
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
  const audit = (action: string, id: string) =>
    fixture.target.query<{ actor_id: string; details: string }>(
      "select actor_id, details from audit_log where action = ? and target_id = ? order by at",
      [action, id],
    );
  /** Saves `change` of the entry's draft (or published words) as the next draft, as the editor does. */
  const saveChanged = async (id: string, role: StaffRole, change: (data: ArticleData) => void) => {
    const entry = (await readEntry(fixture.storage, id))!;
    const data = structuredClone((entry.draft ?? (await readPublished(fixture.storage, id))!.data) as ArticleData);
    change(data);
    return post(
      `/content${id}`,
      {
        intent: "save",
        base: entry.publishedVersion === null ? "" : String(entry.publishedVersion),
        revision: String(entry.draftRevision),
        data: JSON.stringify(data),
      },
      role,
    );
  };

  it("refuses a staff member without content access the new-article screen and its intent, creating nothing", async () => {
    expect((await get("/content-new", "staff")).status).toBe(403);
    expect((await post("/content-new", fields("/mortgage-lead-insights/", "by-staff"), "staff")).status).toBe(403);
    expect(await readEntry(fixture.storage, "/mortgage-lead-insights/by-staff")).toBeUndefined();
    expect(await audit("content.create", "/mortgage-lead-insights/by-staff")).toEqual([]);
    for (const role of ["marketing", "admin"] as const) expect((await get("/content-new", role)).status).toBe(200);
  });

  it("creates a draft for marketing, and refuses a bad or taken address beside its field", async () => {
    const made = await post(
      "/content-new",
      fields("/mortgage-lead-insights/", "refinance-leads-explained"),
      "marketing",
    );
    expect(made.status).toBe(200);
    expect(await made.text()).toContain(`The draft of ${FIRST} is saved.`);
    expect(await readEntry(fixture.storage, FIRST)).toMatchObject({
      type: "article",
      publishedVersion: null,
      draft: { frontmatter: { path: FIRST, headline: "Refinance Leads Explained for Australian Brokers" } },
      updatedBy: members.marketing.id,
    });
    expect(await audit("content.create", FIRST)).toEqual([expect.objectContaining({ actor_id: members.marketing.id })]);

    for (const [slug, message] of [
      ["Refinance Leads", "Lower-case letters, digits and single hyphens only."],
      ["refinance-leads-explained", "Another article has this address"],
      ["australian-mortgage-leads", "This address is a page of the site already"],
    ] as const) {
      const refused = await post("/content-new", fields("/mortgage-lead-insights/", slug), "admin");
      expect([slug, refused.status]).toEqual([slug, 400]);
      const html = await refused.text();
      expect(html).toContain(message);
      // Beside the address field: the control is marked invalid and described by the message.
      expect(control(html, "slug"), slug).toContain('aria-invalid="true"');
      expect(control(html, "title"), slug).not.toContain("aria-invalid");
    }
  });

  it("publishes and moves an article: a 301 from the old address stored, and content.move in the audit log", async () => {
    expect((await post(`/content${FIRST}`, { intent: "publish" }, "marketing")).status).toBe(200);
    expect(await readPublished(fixture.storage, FIRST)).toMatchObject({ version: 1, takenDown: false });
    // A staff member cannot move it.
    expect(
      (
        await saveChanged(FIRST, "staff", (d) => {
          d.frontmatter.path = MOVED as ArticleData["frontmatter"]["path"];
        })
      ).status,
    ).toBe(403);
    expect((await readEntry(fixture.storage, FIRST))?.draft).toBeNull();

    const saved = await saveChanged(FIRST, "marketing", (d) => {
      d.frontmatter.path = MOVED as ArticleData["frontmatter"]["path"];
    });
    expect(saved.status).toBe(200);
    expect((await post(`/content${FIRST}`, { intent: "publish", note: "Shorter address" }, "marketing")).status).toBe(
      200,
    );
    expect(await readRedirects(fixture.storage)).toEqual(new Map([[FIRST, MOVED]]));
    const moves = await audit("content.move", FIRST);
    expect(moves).toHaveLength(1);
    expect(moves[0]?.actor_id).toBe(members.marketing.id);
    expect(JSON.parse(moves[0]!.details)).toMatchObject({ from: FIRST, to: MOVED });
    // Moving onto a page's address is refused on publish, beside the address, and nothing moves.
    await saveChanged(FIRST, "admin", (d) => {
      d.frontmatter.path = "/mortgage-lead-insights/australian-mortgage-leads" as ArticleData["frontmatter"]["path"];
    });
    const refused = await post(`/content${FIRST}`, { intent: "publish" }, "admin");
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("This address is a page of the site already");
    expect((await readPublished(fixture.storage, FIRST))?.version).toBe(2);
    expect(await audit("content.move", FIRST)).toHaveLength(1);
    // Back to the moved address as the draft, so the next test starts from a publishable entry.
    await saveChanged(FIRST, "admin", (d) => {
      d.frontmatter.path = MOVED as ArticleData["frontmatter"]["path"];
    });
  });

  it("a related link to a new published article is saved and published; links to one not yet published are refused on publish", async () => {
    expect((await post("/content-new", fields("/lead-generation-insights/", "never-published"), "admin")).status).toBe(
      200,
    );
    expect(
      (await post("/content-new", fields("/lead-generation-insights/", "choosing-a-lead-partner"), "admin")).status,
    ).toBe(200);
    // A link to the draft-only article: saved (it is an address of the site), refused on publish.
    expect(
      (
        await saveChanged(SECOND, "admin", (d) => {
          d.frontmatter.related = relatedTo(MOVED, DRAFT_ONLY);
        })
      ).status,
    ).toBe(200);
    const refused = await post(`/content${SECOND}`, { intent: "publish" }, "admin");
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain(`${DRAFT_ONLY} is not published yet`);
    expect(await readPublished(fixture.storage, SECOND)).toBeUndefined();
    // The related link to the new published article is accepted on save and on publish.
    expect(
      (
        await saveChanged(SECOND, "admin", (d) => {
          d.frontmatter.related = relatedTo(MOVED, "/mortgage-leads");
        })
      ).status,
    ).toBe(200);
    expect((await post(`/content${SECOND}`, { intent: "publish" }, "admin")).status).toBe(200);
    expect((await readPublished(fixture.storage, SECOND))?.data).toMatchObject({
      frontmatter: { related: [MOVED, "/mortgage-leads"] },
    });
  });

  it("takes an article down for an administrator (never for staff), in the audit log; a link to it then refuses a publish", async () => {
    expect((await post(`/content${FIRST}`, { intent: "takeDown" }, "staff")).status).toBe(403);
    expect((await readPublished(fixture.storage, FIRST))?.takenDown).toBe(false);
    expect(await audit("content.take_down", FIRST)).toEqual([]);

    expect((await post(`/content${FIRST}`, { intent: "takeDown" }, "admin")).status).toBe(200);
    expect((await readPublished(fixture.storage, FIRST))?.takenDown).toBe(true);
    expect((await readRedirects(fixture.storage)).get(MOVED)).toBe(ARTICLE_HUB);
    expect((await readRedirects(fixture.storage)).get(FIRST)).toBe(ARTICLE_HUB);
    const downs = await audit("content.take_down", FIRST);
    expect(downs).toHaveLength(1);
    expect(downs[0]?.actor_id).toBe(members.admin.id);
    expect(JSON.parse(downs[0]!.details)).toMatchObject({ address: MOVED, to: ARTICLE_HUB });
    // Taken down once: a second take-down is refused, and the editor offers none.
    expect((await post(`/content${FIRST}`, { intent: "takeDown" }, "admin")).status).toBe(409);
    const editor = await (await get(`/content${FIRST}`, "admin")).text();
    expect(editor).not.toContain("Take the article down");
    expect(editor).toContain("This article is taken down");

    // The second article still links to it: its next publish is refused, by field, until the link goes.
    const related = ["/contact", "/mortgage-leads"] as ArticleData["frontmatter"]["related"];
    expect(
      (
        await saveChanged(SECOND, "marketing", (d) => {
          d.body = [...d.body, { t: "p", c: [{ t: "PageLink", p: { to: MOVED }, c: ["refinance leads"] }] }];
        })
      ).status,
    ).toBe(200);
    const refused = await post(`/content${SECOND}`, { intent: "publish" }, "marketing");
    expect(refused.status).toBe(400);
    const text = await refused.text();
    expect(text).toContain(`${MOVED} was taken down`);
    expect((await readPublished(fixture.storage, SECOND))?.version).toBe(1);
    await saveChanged(SECOND, "marketing", (d) => {
      d.frontmatter.related = related;
      d.body = d.body.slice(0, -1);
    });
    expect((await post(`/content${SECOND}`, { intent: "publish" }, "marketing")).status).toBe(200);
    expect((await readPublished(fixture.storage, SECOND))?.version).toBe(2);
  });
});
