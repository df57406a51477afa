// Roles on every screen and intent (issue 42, item 7), over HTTP on the built desk, on each engine:
// a `marketing` member opens analytics and reports and nothing with a person's details (inbox,
// an enquiry, privacy cases, suppression, forwarding, the exports, staff administration, the audit
// log), as a page or as a data request, and cannot act there; staff and administrators keep what
// they have; each member's menu and landing screen follow their role.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { screens } from "#desk/screens.ts";
import { may, type StaffRole, staffRoles } from "#shared/staff/roles.ts";
import { enquiryRow } from "#tests/support/inbox-items.ts";
import { createStaffMemberIn, signInOverHttp } from "#tests/support/staff.ts";
import { postForm, startDesk } from "./desk-server.ts";
import { engines, storageFixture } from "./harness.ts";

describe.each(engines)("desk roles over HTTP on %s", (engine) => {
  const fixture = storageFixture(engine);
  let url = "";
  let close: () => Promise<void> = async () => {};
  const cookies = {} as Record<StaffRole, string>;
  const enquiryId = `roles-${Date.now()}`;

  beforeAll(async () => {
    const desk = await startDesk(fixture.target, fixture.storage);
    url = desk.url;
    close = desk.close;
    for (const role of staffRoles) {
      cookies[role] = await signInOverHttp(url, await createStaffMemberIn(fixture.storage, { role }));
    }
    await fixture.storage.db
      .insertInto("inbox_items")
      .values(
        enquiryRow({
          id: enquiryId,
          firstName: "Rolf",
          lastName: "Privately",
          phone: "+61491570110",
          email: "rolf.privately@example.com",
        }),
      )
      .execute();
  });
  afterAll(async () => {
    await close();
  });

  const get = (path: string, role: StaffRole) =>
    fetch(`${url}/desk${path}`, { headers: { cookie: cookies[role] }, redirect: "manual" });

  it("refuses a marketing member every screen with a person's details, as a page and as a data request", async () => {
    const refused = [
      "/inbox",
      `/enquiries/${enquiryId}`,
      "/cases",
      "/cases/PR-2026-000001",
      "/suppression",
      "/outbox",
      "/inbox.csv",
      "/suppression.csv",
      "/staff",
      "/audit",
    ];
    for (const path of refused) {
      const page = await get(path, "marketing");
      expect([path, page.status]).toEqual([path, 403]);
      const text = await page.text();
      expect(text).not.toContain("Rolf");
      expect(text).not.toContain("rolf.privately@example.com");
    }
    for (const path of ["/inbox", `/enquiries/${enquiryId}`, "/cases"]) {
      const data = await get(`${path}.data`, "marketing");
      expect(await data.text()).not.toContain("rolf.privately");
      expect([path, data.status]).toEqual([path, 403]);
    }
    for (const path of ["/analytics", "/reports", "/sessions", "/passkeys", "/analytics.csv?table=sources"]) {
      expect([path, (await get(path, "marketing")).status]).toEqual([path, 200]);
    }
  });

  it("refuses a marketing member's action on an enquiry or a privacy case before reading the form, changing nothing", async () => {
    const before = await fixture.storage.db
      .selectFrom("inbox_items")
      .select(["status", "assignee_id"])
      .where("id", "=", enquiryId)
      .executeTakeFirstOrThrow();
    for (const [path, body] of [
      [`/enquiries/${enquiryId}`, { intent: "status", status: "closed" }],
      [`/enquiries/${enquiryId}`, { intent: "note", body: "marketing was here" }],
      [`/enquiries/${enquiryId}`, { intent: "garbage" }],
      ["/outbox", { intent: "all", destination: "crm" }],
      ["/cases/PR-2026-000001", { intent: "note", note: "marketing was here" }],
      ["/suppression", { intent: "add", email: "someone@example.com" }],
      ["/staff", { intent: "invite", email: "friend@example.com", role: "admin" }],
    ] as const) {
      const r = await postForm(url, path, body, { cookie: cookies.marketing });
      expect([path, body.intent, r.status]).toEqual([path, body.intent, 403]);
    }
    const after = await fixture.storage.db
      .selectFrom("inbox_items")
      .select(["status", "assignee_id"])
      .where("id", "=", enquiryId)
      .executeTakeFirstOrThrow();
    expect(after).toEqual(before);
    const notes = await fixture.target.query<{ n: number | string }>(
      "select count(*) as n from audit_log where details like ?",
      ["%marketing was here%"],
    );
    expect(Number(notes[0]?.n)).toBe(0);
  });

  it("gives each role exactly the screens its declaration allows (staff and administrators keep theirs)", async () => {
    const concrete = (path: string) =>
      path.replace(":id", enquiryId).replace(":reference", "PR-2026-000001").replace(".csv", ".csv?table=sources");
    for (const role of staffRoles) {
      for (const screen of screens) {
        if (!("access" in screen)) continue;
        const status = (await get(concrete(screen.path), role)).status;
        // An allowed screen may still answer 404 (the case reference is not there), never 403.
        const allowed = may(role, screen.access);
        expect([role, screen.path, allowed ? status !== 403 : status]).toEqual([role, screen.path, allowed || 403]);
      }
    }
    expect(may("staff", "personal-data") && may("admin", "personal-data") && may("admin", "admin")).toBe(true);
    expect(may("staff", "admin") || may("marketing", "personal-data") || may("staff", "content")).toBe(false);
  });

  it("shows a marketing member only their own sections in the menu, and lands them on analytics", async () => {
    const html = await (await get("/analytics", "marketing")).text();
    const nav = html.slice(
      html.indexOf('aria-label="Desk"'),
      html.indexOf("</nav>", html.indexOf('aria-label="Desk"')),
    );
    expect(nav).toContain('href="/desk/analytics"');
    expect(nav).toContain('href="/desk/reports"');
    for (const hidden of [
      "/desk/inbox",
      "/desk/cases",
      "/desk/suppression",
      "/desk/outbox",
      "/desk/staff",
      "/desk/audit",
    ]) {
      expect(nav).not.toContain(`href="${hidden}"`);
    }
    const home = await get("/", "marketing");
    expect(home.status).toBe(302);
    expect(home.headers.get("location")).toBe("/desk/analytics");
    const staffHome = await get("/", "staff");
    expect(staffHome.headers.get("location")).toBe("/desk/inbox");
  });

  it("lets an administrator invite a marketing member and change a role to marketing", async () => {
    const email = `marketer-${Date.now()}@example.com`;
    const invited = await postForm(
      url,
      "/staff",
      { intent: "invite", email, name: "Mara Keting", role: "marketing" },
      {
        cookie: cookies.admin,
      },
    );
    expect(invited.status).toBe(200);
    const row = await fixture.storage.db
      .selectFrom("staff")
      .select(["id", "role"])
      .where("email", "=", email)
      .executeTakeFirstOrThrow();
    expect(row.role).toBe("marketing");
    const refused = await postForm(
      url,
      "/staff",
      { intent: "role", id: row.id, role: "owner" },
      { cookie: cookies.admin },
    );
    expect(refused.status).toBe(400);
    const html = await (await get("/staff", "admin")).text();
    expect(html).toContain("Marketing");
  });
});
