// Privacy requests as cases on each engine, through the real API and server: intake in the
// submission's transaction (reference, jurisdiction, due dates, suppression, acknowledgement),
// the identity link, the workflow's steps and refusals, and the desk's views.
import { beforeAll, describe, expect, it } from "vitest";
import { type AuditLog, createAuditLog } from "#server/audit/audit.server.ts";
import {
  caseCounts,
  casesWithCounts,
  countCases,
  extendCase,
  findCase,
  getCase,
  listCases,
  moveCase,
  setPaused,
} from "#server/privacy/cases.server.ts";
import { recordIdentity } from "#server/privacy/identity.server.ts";
import { suppressionHash } from "#server/privacy/suppression-key.server.ts";
import { responseDueDate, suppressionDueDate } from "#shared/privacy/due-dates.ts";
import { contactPayload, privacyPayload } from "#tests/support/submissions.ts";
import { engines, liveEnvironment, postJson } from "./harness.ts";

interface MailRow {
  id: string;
  form_type: string;
  payload: string;
}

describe.each(engines)("privacy cases on %s", (engine) => {
  const env = liveEnvironment(engine, { proofs: 16, env: { PUBLIC_URL: "https://www.example.com" } });
  let audit: AuditLog;
  const staff = { id: "staff-7", ip: "203.0.113.9" };

  beforeAll(async () => {
    audit = await createAuditLog(env.storage);
  });

  async function post(body: Record<string, unknown>) {
    const response = await postJson(env.server.url, "/api/form-submissions", body);
    expect(response.status).toBe(201);
    return response.json as { id: string; reference?: string; dueDate?: string; suppressionDueDate?: string | null };
  }
  const mailFor = async (address: string) =>
    (await env.target.query<MailRow>("select id, form_type, payload from outbox where destination = 'mail'")).filter(
      (m) => (JSON.parse(m.payload).to as string[]).includes(address),
    );
  const linkIn = (text: string) =>
    /https:\/\/www\.example\.com(\/privacy-requests\/verify\?token=[\w%-]+)/.exec(text)?.[1];

  it("opens a UK case with suppression in the submission's transaction and acknowledges it by email", async () => {
    const body = privacyPayload(env.nextProof(), "uk", {
      email: "Uk.Person@Example.co.uk",
      phone: "020 7946 0000",
      subject: "Access to my personal data",
      suppressFromMarketing: true,
    });
    const answer = await post(body);
    const received = Date.now();
    expect(answer.reference).toMatch(/^PR-\d{4}-\d{6}$/);
    expect(answer.dueDate).toBe((responseDueDate("UK", received) as { date: string }).date);
    expect(answer.suppressionDueDate).toBe((suppressionDueDate("UK", received) as { date: string }).date);

    // A retry of the same submission answers with the same case.
    const retry = await postJson(env.server.url, "/api/form-submissions", body);
    expect(retry.status).toBe(201);
    expect(retry.json).toMatchObject({ id: body.submissionId, reference: answer.reference });

    const found = await getCase(env.storage, answer.reference!, Date.now());
    expect(found).toMatchObject({
      id: body.submissionId,
      jurisdiction: "UK",
      requestType: "access",
      status: "received",
      suppressionRequested: true,
      suppressionNeedsContact: false,
      identityVerifiedAt: null,
    });
    const [entry] = await env.target.query<{ id: string; email_hmac: string; source_case_id: string }>(
      "select id, email_hmac, source_case_id from suppression_entries where source_case_id = ?",
      [body.submissionId],
    );
    expect(entry?.email_hmac).toBe((await suppressionHash(env.storage))("uk.person@example.co.uk"));
    expect(found?.suppressionEntryId).toBe(entry?.id);

    const [ack, ...more] = await mailFor("uk.person@example.co.uk");
    expect(more).toHaveLength(0);
    expect(ack?.form_type).toBe("privacy.acknowledgement");
    const message = JSON.parse(String(ack?.payload));
    expect(Object.keys(message).sort()).toEqual(["subject", "text", "to"]);
    expect(message.subject).toContain(answer.reference);
    expect(message.text).toContain(answer.reference);
    expect(message.text).toContain("UK GDPR");
    expect(message.text).toContain("personal data");
    const [y, m, d] = String(answer.dueDate).split("-").map(Number);
    expect(message.text).toContain(`${d} `);
    expect(message.text).toContain(`${y}`);
    expect(m).toBeGreaterThan(0);

    // A later enquiry from the same person is stored and flagged.
    const enquiry = await env.submit(contactPayload(env.nextProof(), { email: "uk.person@example.co.uk" }));
    const [item] = await env.target.query<{ suppressed: number }>("select suppressed from inbox_items where id = ?", [
      enquiry,
    ]);
    expect(Number(item?.suppressed)).toBe(1);
  });

  it("confirms identity once through the emailed link and its button; forged, used and expired links change nothing and never 5xx", async () => {
    const answer = await post(privacyPayload(env.nextProof(), "au", { email: "link@example.com" }));
    const [ack] = await mailFor("link@example.com");
    const path = linkIn(JSON.parse(String(ack?.payload)).text);
    expect(path).toBeDefined();
    const token = new URL(`${env.server.url}${path}`).searchParams.get("token") ?? "";
    const confirm = (body: string, type = "application/x-www-form-urlencoded") =>
      fetch(`${env.server.url}/privacy-requests/verify`, { method: "POST", headers: { "content-type": type }, body });

    // Opening the link, as a mail scanner or a link preview does, confirms nothing: it asks.
    expect((await fetch(`${env.server.url}${path}`, { method: "HEAD" })).status).toBe(200);
    for (let i = 0; i < 2; i++) {
      const opened = await fetch(`${env.server.url}${path}`);
      expect(opened.status).toBe(200);
      expect(opened.headers.get("x-robots-tag")).toContain("noindex");
      // The page's own CSP lets its button post back to us, and nowhere else.
      expect(opened.headers.get("content-security-policy")).toContain("form-action 'self'");
      const html = await opened.text();
      expect(html).toContain(answer.reference);
      expect(html).toMatch(/<form method="post" action="\/privacy-requests\/verify">/);
      expect(html).toContain(`<input type="hidden" name="token" value="${token}">`);
      expect(html).toContain("Confirm my email address</button>");
    }
    expect((await getCase(env.storage, answer.reference!, Date.now()))?.identityVerifiedAt).toBeNull();

    // The button confirms, once.
    const first = await confirm(new URLSearchParams({ token }).toString());
    expect(first.status).toBe(200);
    expect(first.headers.get("x-robots-tag")).toContain("noindex");
    expect(await first.text()).toContain(
      `confirmed that you control this email address for privacy request <strong>${answer.reference}`,
    );
    const verified = await getCase(env.storage, answer.reference!, Date.now());
    expect(verified?.identityMethod).toBe("email_link");
    expect(verified?.identityVerifiedAt).not.toBeNull();

    for (const again of [
      await confirm(new URLSearchParams({ token }).toString()),
      await fetch(`${env.server.url}${path}`),
    ]) {
      expect(again.status).toBe(410);
      expect(await again.text()).toContain("expired or has already been used");
    }
    for (const [body, type] of [
      ["", undefined],
      ["token=abc", undefined],
      [`token=${"A".repeat(43)}`, undefined],
      [JSON.stringify({ token }), "application/json"],
      [`token=${"x".repeat(5000)}`, undefined],
      ["%%%", undefined],
    ] as const) {
      const response = await confirm(body, type);
      expect(response.status, body.slice(0, 40)).toBeGreaterThanOrEqual(400);
      expect(response.status, body.slice(0, 40)).toBeLessThan(500);
    }
    for (const bad of [
      "",
      "?token=",
      "?token=abc",
      `?token=${"A".repeat(43)}`,
      "?token=%00%ff",
      `?token=${"x".repeat(5000)}`,
    ]) {
      const response = await fetch(`${env.server.url}/privacy-requests/verify${bad}`);
      expect(response.status, bad).toBeGreaterThanOrEqual(400);
      expect(response.status, bad).toBeLessThan(500);
    }

    // An expired link: nothing changes.
    const other = await post(privacyPayload(env.nextProof(), "au", { email: "late@example.com" }));
    const [late] = await mailFor("late@example.com");
    await env.target.query("update identity_tokens set expires_at = ? where case_id = ?", [
      new Date(Date.now() - 1000).toISOString(),
      (await getCase(env.storage, other.reference!, Date.now()))?.id,
    ]);
    const latePath = linkIn(JSON.parse(String(late?.payload)).text) ?? "";
    expect((await fetch(`${env.server.url}${latePath}`)).status).toBe(410);
    const lateToken = new URL(`${env.server.url}${latePath}`).searchParams.get("token") ?? "";
    expect((await confirm(new URLSearchParams({ token: lateToken }).toString())).status).toBe(410);
    expect((await getCase(env.storage, other.reference!, Date.now()))?.identityVerifiedAt).toBeNull();
    const trail = await audit.forTarget("privacy_case", verified!.id);
    expect(trail.map((t) => t.action)).toContain("privacy.identity.verified");
  });

  it("takes the jurisdiction from the AU/NZ form's country: NZ runs the 20-working-day clock, other is AU", async () => {
    const nz = await post(privacyPayload(env.nextProof(), "au", { email: "kiwi@example.co.nz", country: "NZ" }));
    expect(nz).toMatchObject({
      jurisdiction: "NZ",
      dueDate: (responseDueDate("NZ", Date.now()) as { date: string }).date,
    });
    const other = await post(privacyPayload(env.nextProof(), "au", { email: "abroad@example.com", country: "other" }));
    expect(other).toMatchObject({
      jurisdiction: "AU",
      dueDate: (responseDueDate("AU", Date.now()) as { date: string }).date,
    });
  });

  it("creates a case for suppression without an email or phone, flagged for staff, and sends no email", async () => {
    const answer = await post(
      privacyPayload(env.nextProof(), "au", {
        email: "",
        phone: "",
        communicationPreference: "Post",
        subject: "Opt out of marketing (suppression)",
      }),
    );
    const found = await getCase(env.storage, answer.reference!, Date.now());
    expect(found).toMatchObject({ jurisdiction: "AU", requestType: "suppression", suppressionNeedsContact: true });
    expect(found?.suppressionEntryId).toBeNull();
    expect(answer.suppressionDueDate).toBeTruthy();
  });

  it("runs the workflow: steps in order, reasons required, typed refusals, audited with the staff id", async () => {
    const answer = await post(privacyPayload(env.nextProof(), "uk", { email: "flow@example.com" }));
    const id = (await getCase(env.storage, answer.reference!, Date.now()))!.id;
    const now = Date.now();

    expect(await moveCase(env.storage, audit, id, { to: "completed" }, staff, now)).toMatchObject({
      ok: false,
      status: 409,
      code: "invalid_transition",
    });
    expect(await moveCase(env.storage, audit, id, { to: "nonsense" }, staff, now)).toMatchObject({ status: 400 });
    expect(await moveCase(env.storage, audit, "no-such-case", { to: "in_progress" }, staff, now)).toMatchObject({
      status: 404,
    });
    expect(await findCase(env.storage, "PR-1999-000001", now)).toMatchObject({ ok: false, status: 404 });
    expect(await findCase(env.storage, answer.reference!.toLowerCase(), now)).toMatchObject({ ok: true });
    expect(await moveCase(env.storage, audit, id, { to: "identity_check" }, staff, now)).toEqual({
      ok: true,
      status: "identity_check",
    });
    expect(await recordIdentity(env.storage, audit, id, { method: "phone_call", note: "" }, staff, now)).toMatchObject({
      ok: false,
      status: 400,
    });
    expect(
      await recordIdentity(
        env.storage,
        audit,
        id,
        { method: "phone_call", note: "Called back on the number given" },
        staff,
        now,
      ),
    ).toEqual({ ok: true });
    expect(await moveCase(env.storage, audit, id, { to: "in_progress" }, staff, now)).toMatchObject({ ok: true });
    expect(
      await setPaused(env.storage, audit, id, { paused: true, reason: "Waiting for the requester" }, staff, now),
    ).toEqual({
      ok: true,
    });
    expect(await setPaused(env.storage, audit, id, { paused: true, reason: "again" }, staff, now)).toMatchObject({
      status: 409,
    });
    expect(await setPaused(env.storage, audit, id, { paused: false, reason: "They replied" }, staff, now)).toEqual({
      ok: true,
    });

    // The UK extension: a reason, once, up to two months, only during the first month.
    expect(await extendCase(env.storage, audit, id, { months: 2, reason: "" }, staff, now)).toMatchObject({
      status: 400,
    });
    expect(await extendCase(env.storage, audit, id, { months: 3, reason: "Complex" }, staff, now)).toMatchObject({
      status: 409,
    });
    const extended = await extendCase(
      env.storage,
      audit,
      id,
      { months: 2, reason: "Many records to search" },
      staff,
      now,
    );
    expect(extended).toMatchObject({ ok: true });
    expect(await extendCase(env.storage, audit, id, { months: 1, reason: "More again" }, staff, now)).toMatchObject({
      status: 409,
      code: "already_extended",
    });
    const late = await post(privacyPayload(env.nextProof(), "uk", { email: "late-ext@example.com" }));
    const lateId = (await getCase(env.storage, late.reference!, now))!.id;
    const sixWeeks = now + 42 * 86_400_000;
    expect(
      await extendCase(env.storage, audit, lateId, { months: 1, reason: "Too late" }, staff, sixWeeks),
    ).toMatchObject({
      status: 409,
      code: "extension_not_allowed",
    });
    const au = await post(privacyPayload(env.nextProof(), "au", { email: "au-ext@example.com" }));
    expect(
      await extendCase(
        env.storage,
        audit,
        (await getCase(env.storage, au.reference!, now))!.id,
        { months: 1, reason: "Not a UK case" },
        staff,
        now,
      ),
    ).toMatchObject({ status: 409, code: "not_extendable" });

    expect(await moveCase(env.storage, audit, id, { to: "refused" }, staff, now)).toMatchObject({
      status: 400,
      code: "reason_required",
    });
    expect(
      await moveCase(env.storage, audit, id, { to: "refused", reason: "Identity could not be confirmed" }, staff, now),
    ).toEqual({ ok: true, status: "refused" });
    expect(await moveCase(env.storage, audit, id, { to: "in_progress" }, staff, now)).toMatchObject({ status: 409 });
    const closed = await getCase(env.storage, id, now);
    expect(closed).toMatchObject({
      status: "refused",
      outcomeReason: "Identity could not be confirmed",
      identityMethod: "phone_call",
      daysLeft: null,
    });
    expect(closed?.extendedTo).toBe(closed?.dueDate);
    expect(closed?.closedAt).not.toBeNull();

    const trail = await audit.forTarget("privacy_case", id);
    expect(trail.filter((t) => t.actor === "staff-7").map((t) => t.action)).toEqual([
      "privacy.case.status",
      "privacy.case.extended",
      "privacy.case.resumed",
      "privacy.case.paused",
      "privacy.case.status",
      "privacy.identity.recorded",
      "privacy.case.status",
    ]);
    expect(trail.at(-1)?.action).toBe("privacy.case.opened");

    // A duplicate names the case it repeats.
    expect(await moveCase(env.storage, audit, lateId, { to: "duplicate" }, staff, now)).toMatchObject({ status: 400 });
    expect(
      await moveCase(env.storage, audit, lateId, { to: "duplicate", duplicateOf: answer.reference }, staff, now),
    ).toMatchObject({ ok: true });
    expect((await getCase(env.storage, lateId, now))?.duplicateOf).toBe(id);
  });

  it("lists cases due within 7 days and overdue, by jurisdiction, with counts for the desk", async () => {
    const now = Date.now();
    const soon = await post(
      privacyPayload(env.nextProof(), "au", {
        email: "soon@example.com",
        suppressFromMarketing: false,
        subject: "Access my personal information",
      }),
    );
    const overdue = await post(
      privacyPayload(env.nextProof(), "au", {
        email: "overdue@example.com",
        suppressFromMarketing: false,
        subject: "Access my personal information",
      }),
    );
    const day = (offset: number) => new Date(now + offset * 86_400_000).toISOString().slice(0, 10);
    await env.target.query("update privacy_cases set due_date = ? where reference = ?", [day(3), soon.reference]);
    await env.target.query("update privacy_cases set due_date = ? where reference = ?", [day(-2), overdue.reference]);

    const dueSoon = await listCases(env.storage, { view: "due_soon" }, now);
    const late = await listCases(env.storage, { view: "overdue" }, now);
    expect(dueSoon.ok && dueSoon.cases.map((c) => c.reference)).toContain(soon.reference);
    expect(dueSoon.ok && dueSoon.cases.map((c) => c.reference)).not.toContain(overdue.reference);
    expect(late.ok && late.cases.map((c) => c.reference)).toEqual([overdue.reference]);
    const uk = await listCases(env.storage, { jurisdiction: "UK" }, now);
    expect(uk.ok && uk.cases.every((c) => c.jurisdiction === "UK")).toBe(true);
    expect(await listCases(env.storage, { jurisdiction: "US" }, now)).toMatchObject({ ok: false, status: 400 });

    const counts = await caseCounts(env.storage, now);
    expect(counts.overdue).toBe(1);
    expect(counts.dueSoon).toBeGreaterThanOrEqual(1);
    expect(counts.byJurisdiction.AU + counts.byJurisdiction.UK + counts.byJurisdiction.NZ).toBe(counts.open);
    expect(counts.suppressionNeedsContact).toBeGreaterThanOrEqual(1);
    // The cases screen counts the open view it has read instead of reading it again.
    const open = await listCases(env.storage, { view: "open" }, now);
    expect(open.ok && countCases(open.cases)).toEqual(counts);
    // Every view comes with the same counts, and a working view is the same cases listCases reads.
    for (const view of ["open", "due_soon", "overdue", "closed", "all"] as const) {
      for (const jurisdiction of [undefined, "AU", "UK", "NZ"]) {
        const options = { view, ...(jurisdiction ? { jurisdiction } : {}) };
        const listed = await listCases(env.storage, options, now);
        const screen = await casesWithCounts(env.storage, options, now);
        if (!listed.ok || !screen.ok) throw new Error("a view was refused");
        expect(screen.cases.map((c) => c.id)).toEqual(listed.cases.map((c) => c.id));
        expect(screen.next).toEqual(listed.next);
        expect(screen.counts).toEqual(counts);
      }
    }
    expect(await casesWithCounts(env.storage, { view: "overdue", jurisdiction: "US" }, now)).toMatchObject({
      ok: false,
      status: 400,
    });
  });
  it("lists every open case, and pages through closed and all cases latest first without missing one", async () => {
    const now = Date.now();
    const at = (n: number) => new Date(Date.UTC(2001, 0, 1) + n * 60_000).toISOString();
    const row = (n: number, closed: boolean) => ({
      id: `00000000-0000-7000-8000-${String(n).padStart(12, "0")}`,
      reference: `PR-2001-${String(n).padStart(6, "0")}`,
      received_at: at(n),
      jurisdiction: "NZ",
      request_type: "access",
      suppression_requested: 0,
      suppression_needs_contact: 0,
      status: closed ? "completed" : "received",
      due_date: closed ? "2001-02-01" : "2099-12-31",
      // Three closed at the same moment: the id orders them, and none is lost between pages.
      closed_at: closed ? at(n <= 3 ? 0 : n) : null,
      updated_at: at(n),
    });
    // More open cases than the 2,000 the list and the counts read before; 230 closed, three pages' worth.
    const rows = [
      ...Array.from({ length: 2_050 }, (_, i) => row(10_000 + i, false)),
      ...Array.from({ length: 230 }, (_, i) => row(i + 1, true)),
    ];
    for (let i = 0; i < rows.length; i += 250) {
      await env.storage.db
        .insertInto("privacy_cases")
        .values(rows.slice(i, i + 250))
        .execute();
    }
    const [counted] = await env.target.query<{ open: number }>(
      "select count(*) as open from privacy_cases where closed_at is null",
    );
    const listed = await listCases(env.storage, { view: "open" }, now);
    const open = Number(counted?.open);
    expect(open).toBeGreaterThan(2_050);
    expect(listed.ok && listed.cases.length).toBe(open);
    expect((await caseCounts(env.storage, now)).open).toBe(open);

    for (const view of ["closed", "all"] as const) {
      const seen: { id: string; at: string }[] = [];
      let before: string | undefined;
      for (let page = 0; page < 50; page++) {
        const result = await listCases(env.storage, { view, ...(before ? { before } : {}) }, now);
        if (!result.ok) throw new Error(result.error);
        expect(result.cases.length).toBeLessThanOrEqual(100);
        seen.push(...result.cases.map((c) => ({ id: c.id, at: (view === "closed" ? c.closedAt : c.receivedAt)! })));
        before = result.next;
        if (!before) break;
      }
      const [all] = await env.target.query<{ total: number }>(
        `select count(*) as total from privacy_cases${view === "closed" ? " where closed_at is not null" : ""}`,
      );
      expect(seen).toHaveLength(Number(all?.total));
      expect(new Set(seen.map((c) => c.id)).size).toBe(seen.length);
      const order = [...seen].sort((a, b) => (a.at === b.at ? b.id.localeCompare(a.id) : b.at.localeCompare(a.at)));
      expect(seen).toEqual(order);
    }
    // Only the cases of the view's jurisdiction, page after page.
    const nz = await listCases(env.storage, { view: "closed", jurisdiction: "NZ" }, now);
    expect(nz.ok && nz.cases.length === 100 && nz.cases.every((c) => c.jurisdiction === "NZ")).toBe(true);
    const second = nz.ok
      ? await listCases(env.storage, { view: "closed", jurisdiction: "NZ", before: nz.next }, now)
      : nz;
    expect(second.ok && second.cases.every((c) => c.jurisdiction === "NZ")).toBe(true);
    for (const before of ["nonsense", "2001-01-01T00:00:00.000Z", "2001-01-01T00:00:00.000Z~x' or 1=1 --"]) {
      expect(await listCases(env.storage, { view: "closed", before }, now)).toMatchObject({ ok: false, status: 400 });
    }
  });
});
