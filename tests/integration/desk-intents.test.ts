// Every desk action is a declared intent (issue 22, item 3), over HTTP on the built desk, on each
// engine: for every screen that takes a POST, a form without an intent, an unknown one, each
// declared intent with nothing filled in, and each with hostile values (very long, markup, SQL,
// the wrong types) get a 4xx with the form's answer, never a 5xx and never a stack; a field's
// error is shown on the form beside the field it is about (aria-invalid, aria-describedby); a
// staff member gets 403 for an administrator's intent; `?next=` after signing in never leads to a
// data request or outside the desk.
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FormIntent } from "#desk/lib/forms.ts";
import { screens as deskScreens } from "#desk/screens.ts";
import { createAuditLog } from "#server/audit/audit.server.ts";
import { invite } from "#server/staff/invitations.server.ts";
import { enquiryRow } from "#tests/support/inbox-items.ts";
import { createStaffMemberIn, signInOverHttp, TEST_PASSWORD } from "#tests/support/staff.ts";
import { cookieOf, postForm, startDesk } from "./desk-server.ts";
import { engines, storageFixture } from "./harness.ts";

/**
 * Each screen that takes a POST, with the intents its forms declare: read from the screens'
 * forms.ts (the declarations the routes' actions and forms are made from), never a list kept here.
 */
const declared = import.meta.glob<{ forms: Record<string, FormIntent> }>("/desk/app/routes/*/forms.ts", {
  eager: true,
});
/** A value for each route parameter: records that are not there, links that do not work. */
const params: Record<string, string> = {
  token: "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA",
  id: "intent-test",
  reference: "PR-2000-000000",
};
/** The signing-in screens that need a session part-way through. */
const stages: Record<string, "factor" | "enrol"> = { "/verify": "factor", "/enrol": "enrol" };
const screens = deskScreens.flatMap((screen) => {
  const folder = screen.file.replace(/\/route\.tsx?$/, "");
  const forms = declared[`/desk/app/${folder}/forms.ts`]?.forms;
  if (!forms) return [];
  return [
    {
      path: screen.path.replace(/:(\w+)/g, (_, name: string) => params[name] ?? name),
      intents: Object.values(forms),
      signedIn: screen.kind === "page",
      stage: stages[screen.path],
    },
  ];
});

const hostile = [
  "x".repeat(30_000),
  "<script>alert(1)</script>",
  "' OR 1=1; DROP TABLE staff; --",
  "../../etc/passwd",
  "\u0000\u202e",
  "-1",
  "1e309",
];

describe.each(engines)("desk intents over HTTP on %s", (engine) => {
  const fixture = storageFixture(engine);
  let url = "";
  let close = async () => {};
  let admin = "";
  /** Cookies of a session half-way through signing in: after the password, and after accepting an invitation. */
  const pending: Record<"factor" | "enrol", string> = { factor: "", enrol: "" };

  beforeAll(async () => {
    const desk = await startDesk(fixture.target, fixture.storage);
    url = desk.url;
    close = desk.close;
    await fixture.storage.db
      .insertInto("inbox_items")
      .values(enquiryRow({ id: "intent-test" }))
      .execute();
    admin = await signInOverHttp(url, await createStaffMemberIn(fixture.storage, { role: "admin" }));
    const member = await createStaffMemberIn(fixture.storage);
    const first = await postForm(url, "/sign-in", { intent: "password", email: member.email, password: TEST_PASSWORD });
    pending.factor = cookieOf(first);
    const ctx = { storage: fixture.storage, audit: await createAuditLog(fixture.storage), now: Date.now };
    const invited = await invite(ctx, { email: "enrolling@example.com", role: "staff" }, { actor: "cli" });
    if (!invited.ok) throw new Error(invited.error);
    const accepted = await postForm(url, `/invitation/${invited.token}`, {
      intent: "accept",
      password: TEST_PASSWORD,
      confirm: TEST_PASSWORD,
    });
    pending.enrol = cookieOf(accepted);
  });
  afterAll(async () => {
    await close();
  });

  const post = (
    path: string,
    body: Record<string, string>,
    signedIn: boolean,
    stage?: "factor" | "enrol",
    session = admin,
  ) => postForm(url, path, body, signedIn ? { cookie: session } : stage ? { cookie: pending[stage] } : {});

  it("posts to every screen whose route takes a form, and to every intent its forms declare (sign-out and call included)", () => {
    const withAction = deskScreens.filter((screen) =>
      /export async function action/.test(readFileSync(`desk/app/${screen.file}`, "utf8")),
    );
    expect(screens.map((s) => s.path).sort()).toEqual(
      withAction.map((s) => s.path.replace(/:(\w+)/g, (_, name: string) => params[name] ?? name)).sort(),
    );
    const intents = screens.flatMap((s) => s.intents.map((i) => `${s.path} ${i.name}`));
    expect(intents).toContain("/sign-out sign-out");
    expect(intents).toContain("/enquiries/intent-test call");
  });

  it("answers a form without an intent, or with an unknown one, with a 400 and the form's answer", async () => {
    for (const screen of screens) {
      const bodies: Record<string, string>[] = [
        {},
        { intent: "no-such-intent" },
        { intent: "<img src=x onerror=alert(1)>" },
      ];
      for (const body of bodies) {
        const r = await post(screen.path, body, screen.signedIn, screen.stage);
        expect([screen.path, body, r.status]).toEqual([screen.path, body, 400]);
        const text = await r.text();
        expect(text).not.toContain("<img src=x");
        expect(text).not.toMatch(/at [\w.]+ \(|node_modules/);
      }
    }
  });

  it("answers each declared intent with nothing filled in, or with hostile values, with a 4xx, never a 5xx", async () => {
    // Every field any form has had, and the intent's own (a new one is covered the day it is declared).
    const everyField = ["id", "email", "password", "confirm", "code", "response", "name", "role", "reason", "to"];
    everyField.push("months", "method", "note", "assignee", "subject", "text", "body", "status", "destination", "for");
    // A session of its own for each screen: one intent ("all-others") signs its member out everywhere.
    let member = await createStaffMemberIn(fixture.storage, { role: "admin" });
    const session = async () => {
      if (member.recoveryCodes.length === 0) member = await createStaffMemberIn(fixture.storage, { role: "admin" });
      return signInOverHttp(url, member);
    };
    for (const screen of screens) {
      const cookie = screen.signedIn ? await session() : undefined;
      for (const { name, fields } of screen.intents) {
        const empty = await post(screen.path, { intent: name }, screen.signedIn, screen.stage, cookie);
        expect([screen.path, name, empty.status < 500]).toEqual([screen.path, name, true]);
        for (const value of hostile) {
          const body = Object.fromEntries([...everyField, ...Object.keys(fields)].map((f) => [f, value]));
          const r = await post(screen.path, { ...body, intent: name }, screen.signedIn, screen.stage, cookie);
          expect([screen.path, name, value.slice(0, 20), r.status < 500]).toEqual([
            screen.path,
            name,
            value.slice(0, 20),
            true,
          ]);
          expect(await r.text()).not.toContain("<script>alert(1)</script>");
        }
      }
    }
  }, 120_000);

  it("answers an address or a form holding a NUL character with a 400 (PostgreSQL cannot store one)", async () => {
    for (const path of [
      "/inbox?source=%00",
      "/inbox?form=%00",
      "/inbox?assignee=%00",
      "/suppression?q=%00",
      "/audit?action=%00",
      "/cases/%00",
      "/enquiries/%00",
      "/enquiries/%E0%A4%A",
    ]) {
      const r = await fetch(`${url}/desk${path}`, { headers: { cookie: admin }, redirect: "manual" });
      expect([path, r.status]).toEqual([path, 400]);
    }
    const form = await post("/sign-in", { intent: "password", email: "a\u0000@example.com", password: "x" }, false);
    expect(form.status).toBe(400);
    const note = await post("/enquiries/intent-test", { intent: "note", body: "null \u0000 byte" }, true);
    expect(note.status).toBe(400);
  });

  it("shows a field's error beside the field it is about, and keeps what was typed", async () => {
    const empty = await post("/enquiries/intent-test", { intent: "note", body: "   " }, true);
    expect(empty.status).toBe(400);
    const html = await empty.text();
    // The textarea is marked invalid and described by its error.
    const textarea = /<textarea[^>]*name="body"[^>]*>/.exec(html)?.[0] ?? "";
    expect(textarea).toContain('aria-invalid="true"');
    // The browser's own checks come from the intent's schema (required, at most NOTE_MAX characters).
    expect(textarea).toMatch(/ required=""/);
    expect(textarea).toMatch(/ maxlength="5000"/i);
    const described = /aria-describedby="([^"]+)"/.exec(textarea)?.[1] ?? "";
    expect(html).toMatch(new RegExp(`id="${described}"[^>]*>Write the note\\.<`));

    const invite = await post(
      "/staff",
      { intent: "invite", email: "not an address", name: "Keep Me", role: "staff" },
      true,
    );
    expect(invite.status).toBe(400);
    const page = await invite.text();
    expect(page).toContain("Enter a valid email address.");
    expect(page).toMatch(/<input[^>]*name="name"[^>]*value="Keep Me"/);
    // A password typed into a refused form is never sent back.
    const wrong = await post(
      "/sign-in",
      { intent: "password", email: "x@example.com", password: "secret-typed-here" },
      false,
    );
    expect(wrong.status).toBe(401);
    expect(await wrong.text()).not.toContain("secret-typed-here");
  });

  it("refuses an administrator's intent to staff with 403, before reading the form", async () => {
    const staff = await signInOverHttp(url, await createStaffMemberIn(fixture.storage, { role: "staff" }));
    const bodies: Record<string, string>[] = [
      { intent: "invite", email: "sneaky@example.com", role: "admin" },
      { intent: "garbage" },
    ];
    for (const body of bodies) {
      const r = await postForm(url, "/staff", body, { cookie: staff });
      expect(r.status).toBe(403);
    }
  });

  it("after signing in goes only to one of the desk's own screens (never a .data request, an export or another site)", async () => {
    let member = await createStaffMemberIn(fixture.storage);
    const where = async (next: string) => {
      if (member.recoveryCodes.length === 0) member = await createStaffMemberIn(fixture.storage);
      const first = await postForm(url, "/sign-in", {
        intent: "password",
        email: member.email,
        password: TEST_PASSWORD,
        next,
      });
      const second = await postForm(
        url,
        "/verify",
        { intent: "code", code: member.recoveryCodes.shift() as string, next },
        { cookie: cookieOf(first) },
      );
      return second.headers.get("location");
    };
    expect(await where("/cases/PR-2026-000001?x=1")).toBe("/desk/cases/PR-2026-000001?x=1");
    for (const next of [
      "/inbox.data",
      "/cases/PR-2026-000001.data",
      "/_root.data",
      "/inbox.csv",
      "/passkey-options",
      "//evil.example/",
      "https://evil.example/",
      "/\\evil.example",
      "/sign-out",
      "/no-such-screen",
    ]) {
      expect([next, await where(next)]).toEqual([next, "/desk/inbox"]);
    }
  });
});
