// Working enquiries below the screens: an enquiry's full view, status, assignment, notes, the
// time to first response, history in the audit log, re-sending to the CRM, reports and the CSV
// export, on each engine, with submissions stored through the real API.
import { beforeAll, describe, expect, it } from "vitest";
import { type AuditLog, createAuditLog } from "#server/audit/audit.server.ts";
import type { ServiceContext } from "#server/audit/context.server.ts";
import { addNote, assign, getEnquiry, resendToCrm, setStatus } from "#server/leads/enquiry.server.ts";
import { CSV_COLUMNS, exportCsv, safeCell } from "#server/leads/export.server.ts";
import { enquiriesPerDay, outcomesBySource, responseTimesPerWeek } from "#server/leads/reports.server.ts";
import { outboxSummary, resend } from "#server/outbox/operations.server.ts";
import { contactPayload, privacyPayload } from "#tests/support/submissions.ts";
import { engines, liveEnvironment, postJson } from "./harness.ts";

describe.each(engines)("lead desk services on %s", (engine) => {
  const env = liveEnvironment(engine, { proofs: 10 });
  let audit: AuditLog;
  let ctx: ServiceContext;
  let clock = Date.now();
  const staff = { id: "staff-1", ip: "203.0.113.7" };

  beforeAll(async () => {
    audit = await createAuditLog(env.storage, () => clock);
    ctx = { storage: env.storage, audit, now: () => clock };
  });

  const submit = (overrides: Record<string, unknown> = {}) => env.submit(contactPayload(env.nextProof(), overrides));

  it("shows every field as submitted, attribution, delivery and earlier submissions from the same person", async () => {
    const earlier = await submit({ email: "repeat@example.com", phone: "0412 111 222" });
    const id = await submit({
      email: "Repeat@Example.com",
      phone: "02 5550 9999",
      message: '<script>alert(1)</script> =HYPERLINK("x")',
      pageName: "Mortgage Leads",
    });
    const view = await getEnquiry(ctx, id);
    expect(view).toBeDefined();
    expect(view?.form).toBe("Mortgage Leads");
    expect(Object.fromEntries((view?.fields ?? []).map((f) => [f.column, f.value]))).toMatchObject({
      first_name: "Mary-Jane",
      email: "Repeat@Example.com",
      message: 'script/script =HYPERLINK("x")'.replace("script/script", "scriptalert(1)/script"),
      company: "Acme & Sons",
    });
    // Labels are the declared ones; the server's own record is kept apart from the answers.
    expect(view?.fields.map((f) => f.label)).toEqual([
      "First name",
      "Last name",
      "Email",
      "Phone",
      "Company",
      "Message",
    ]);
    expect(view?.record.map((f) => f.column)).toContain("user_agent");
    // The campaign visit of today, then the contact page reached from a news site (decision 085).
    expect(view?.attribution.first).toMatchObject({
      utm_source: "google",
      utm_medium: "cpc",
      landing_page: "/mortgage-leads",
      referrer: null,
    });
    expect(view?.attribution.last).toMatchObject({ referrer: "https://news.example.org/", landing_page: "/contact" });
    expect(view?.delivery).toMatchObject({ status: "pending", attempts: 0 });
    expect(view?.duplicate).toBe(true);
    expect(view?.earlier).toEqual([expect.objectContaining({ id: earlier, matchedOn: ["email"] })]);
    expect(await getEnquiry(ctx, "no-such-id")).toBeUndefined();
  });

  it("records status, assignment and notes with who and when, and the time to first response", async () => {
    clock = Date.now();
    const id = await submit();
    const received = (await getEnquiry(ctx, id))!.receivedAt;
    clock = Date.parse(received) + 4 * 60_000;
    expect(await assign(ctx, id, "staff-2", staff, async (s) => s === "staff-2")).toEqual({ ok: true });
    expect((await getEnquiry(ctx, id))?.firstResponseAt).toBeNull(); // assigning is not responding
    expect(await setStatus(ctx, id, "contacted", staff)).toEqual({ ok: true, from: "new" });
    clock += 60 * 60_000;
    expect(await addNote(ctx, id, "  Called back, wants 50 leads.  ", staff)).toEqual({ ok: true });
    expect(await setStatus(ctx, id, "qualified", staff)).toEqual({ ok: true, from: "contacted" });

    const view = await getEnquiry(ctx, id);
    expect(view).toMatchObject({ status: "qualified", assigneeId: "staff-2", minutesToFirstResponse: 4 });
    expect(view?.notes).toEqual([
      expect.objectContaining({ authorId: "staff-1", body: "Called back, wants 50 leads." }),
    ]);
    expect(view?.history.map((h) => [h.action, h.actor, h.details])).toEqual([
      ["enquiry.status", "staff-1", { from: "contacted", to: "qualified" }],
      ["enquiry.note", "staff-1", { note: view?.notes[0]?.id }],
      ["enquiry.status", "staff-1", { from: "new", to: "contacted" }],
      ["enquiry.assign", "staff-1", { from: null, to: "staff-2" }],
    ]);
  });

  it("refuses bad changes with a clear 4xx and changes nothing", async () => {
    const id = await submit();
    const before = await getEnquiry(ctx, id);
    expect(await setStatus(ctx, id, "pwned'; drop table inbox_items;--", staff)).toMatchObject({
      ok: false,
      status: 400,
    });
    expect(await setStatus(ctx, "missing", "won", staff)).toMatchObject({ ok: false, status: 404 });
    expect(await assign(ctx, id, "ghost", staff, async () => false)).toMatchObject({ ok: false, status: 400 });
    expect(await addNote(ctx, id, "   ", staff)).toMatchObject({ ok: false, status: 400 });
    expect(await addNote(ctx, id, "x".repeat(5001), staff)).toMatchObject({ ok: false, status: 400 });
    const after = await getEnquiry(ctx, id);
    expect(after).toEqual(before);
  });

  it("re-sends a delivery and counts the outbox per destination", async () => {
    const id = await submit();
    await env.target.query("update outbox set status = 'dead', attempts = 9, last_error = 'HTTP 500' where id = ?", [
      id,
    ]);
    expect((await outboxSummary(env.storage)).find((s) => s.destination === "crm")?.dead).toBeGreaterThanOrEqual(1);
    expect(await resend(env.storage, { id })).toBe(1);
    expect((await getEnquiry(ctx, id))?.delivery).toMatchObject({ status: "pending", attempts: 0 });
    expect(await resend(env.storage, { id: "missing" })).toBe(0);
  });

  it("re-sends one enquiry to the CRM from its page, audited, and refuses while it is queued", async () => {
    const id = await submit();
    expect(await resendToCrm(ctx, id, staff)).toMatchObject({ ok: false, status: 409 });
    await env.target.query("update outbox set status = 'dead', attempts = 9 where id = ?", [id]);
    expect(await resendToCrm(ctx, id, staff)).toEqual({ ok: true });
    const view = await getEnquiry(ctx, id);
    expect(view?.delivery).toMatchObject({ status: "pending", attempts: 0 });
    expect(view?.history.map((h) => [h.action, h.details])).toEqual([["enquiry.resend", { from: "dead" }]]);
    expect(await resendToCrm(ctx, "missing", staff)).toMatchObject({ ok: false, status: 404 });
  });

  it("exports the filtered list as Excel-ready CSV with formulas neutralised", async () => {
    const id = await submit({ company: "=cmd|' /C calc'!A0", message: "+1 call me", pageName: "Energy Leads" });
    let csv = "";
    const n = await exportCsv(env.storage, { form: "Energy Leads" }, (chunk) => {
      csv += chunk;
    });
    expect(n).toBe(1);
    expect(csv.startsWith("\uFEFFid,received_at,kind,form")).toBe(true);
    const lines = csv.slice(1).trimEnd().split("\r\n");
    expect(lines[0]?.split(",")).toEqual([...CSV_COLUMNS]);
    expect(lines[1]).toContain(id);
    expect(lines[1]).toContain("'=cmd|' /C calc'!A0");
    expect(lines[1]).toContain("'+1 call me");
    expect(lines[1]).toMatch(/,\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z,/);
    expect(lines[1]).toContain(",google,cpc,");
    for (const cell of ["=1+1", "+1", "-1", "@SUM(A1)", "\tx", "\rx"])
      expect(safeCell(cell).startsWith("'")).toBe(true);
    expect(safeCell("Plain text")).toBe("Plain text");
  });

  it("reports enquiries per day, response times per week and outcomes by source", async () => {
    const today = new Date().toISOString().slice(0, 10);
    const perDay = await enquiriesPerDay(env.storage, "source", "2000-01-01", "2100-01-01");
    expect(perDay.reduce((s, r) => s + r.count, 0)).toBeGreaterThanOrEqual(5);
    expect(perDay.every((r) => /^\d{4}-\d{2}-\d{2}$/.test(r.day))).toBe(true);
    const byForm = await enquiriesPerDay(env.storage, "form", "2000-01-01", "2100-01-01");
    expect(byForm.map((r) => r.key)).toContain("Energy Leads");
    const weeks = await responseTimesPerWeek(env.storage, 4, clock);
    expect(weeks).toHaveLength(4);
    expect(weeks.some((w) => w.medianMinutes === 4 && w.withinGoal >= 1)).toBe(true);
    const outcomes = await outcomesBySource(env.storage, "2000-01-01", "2100-01-01");
    expect(outcomes.find((o) => o.source === "google")?.total).toBeGreaterThanOrEqual(5);
    expect(today).toBeTruthy();
  });

  it("lists privacy requests in the same inbox without letting enquiry statuses apply to them", async () => {
    const body = privacyPayload(env.nextProof(), "au");
    expect((await postJson(env.server.url, "/api/form-submissions", body)).status).toBe(201);
    expect(await setStatus(ctx, body.submissionId, "won", staff)).toMatchObject({ ok: false, status: 404 });
    expect((await getEnquiry(ctx, body.submissionId))?.kind).toBe("privacy");
  });
});
