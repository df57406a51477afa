// The privacy officer's tools on each engine: responses from templates sent through the mail
// outbox, the daily digest and the once-a-day claim, the suppression CSV and the signed events the
// list systems receive (delivered by the real outbox worker to a receiver on loopback).
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AuditLog, createAuditLog } from "#server/audit/audit.server.ts";
import { loadConfig } from "#server/config/config.server.ts";
import { claimDailyRun, startDailyJobs } from "#server/jobs/daily-jobs.server.ts";
import { webhookSignature } from "#server/outbox/signature.server.ts";
import { DELIVERY_TIMEOUT_MS, startOutboxWorker } from "#server/outbox/worker.server.ts";
import { getCase, moveCase } from "#server/privacy/cases.server.ts";
import { privacyDailyJobs, queueReminderDigest } from "#server/privacy/jobs.server.ts";
import { exportSuppressionCsv, listDeliverers } from "#server/privacy/lists.server.ts";
import { addSuppressionEntry } from "#server/privacy/suppression.server.ts";
import { draftResponse, fillTemplate, responseTemplate, sendResponse } from "#server/privacy/templates.server.ts";
import { contactPayload, privacyPayload } from "#tests/support/submissions.ts";
import { engines, liveEnvironment, postJson } from "./harness.ts";
import { type Receiver, startReceiver } from "./receiver.ts";

const SECRET = "list-webhook-secret-0123456789";

describe("response templates", () => {
  it("has one per request type and jurisdiction, in the jurisdiction's words", () => {
    const uk = responseTemplate("access", "UK");
    const au = responseTemplate("access", "AU");
    const nz = responseTemplate("deletion", "NZ");
    expect(uk.text).toContain("UK GDPR");
    expect(uk.text).toContain("personal data");
    expect(uk.text).toContain("ico.org.uk");
    expect(au.text).toContain("Australian Privacy Principles");
    expect(au.text).toContain("personal information");
    expect(nz.text).toContain("Privacy Act 2020");
    expect(
      fillTemplate(
        { subject: "{{reference}}", text: "Hi {{firstName}} {{unknown}}" },
        { reference: "PR-1", firstName: "Al" },
      ),
    ).toEqual({
      subject: "PR-1",
      text: "Hi Al {{unknown}}",
    });
  });
});

describe.each(engines)("privacy officer's tools on %s", (engine) => {
  const env = liveEnvironment(engine, { proofs: 9, env: { PUBLIC_URL: "https://www.example.com" } });
  let audit: AuditLog;
  let receiver: Receiver;
  const staff = { id: "officer-1", ip: "198.51.100.4" };

  beforeAll(async () => {
    audit = await createAuditLog(env.storage);
    receiver = await startReceiver();
  });
  afterAll(async () => {
    await receiver?.close();
  });

  async function post(body: Record<string, unknown>) {
    const response = await postJson(env.server.url, "/api/form-submissions", body);
    expect(response.status).toBe(201);
    return response.json as { id: string; reference: string };
  }

  it("drafts a response from the template, refuses unfilled placeholders, and sends the edited text through the outbox", async () => {
    const { id, reference } = await post(
      privacyPayload(env.nextProof(), "uk", {
        email: "reply@example.com",
        subject: "Access to my personal data",
        suppressFromMarketing: false,
      }),
    );
    const now = Date.now();
    const draft = await draftResponse(env.storage, id, now);
    expect(draft.ok).toBe(true);
    if (!draft.ok) return;
    expect(draft.draft.subject).toContain(reference);
    expect(draft.draft.text).toContain("Dear José");
    expect(draft.draft.text).toContain("[List the records");
    expect(await sendResponse(env.storage, audit, id, draft.draft, staff, now)).toMatchObject({
      ok: false,
      status: 400,
      code: "unfilled",
    });
    const edited = {
      subject: draft.draft.subject,
      text: draft.draft.text.replace(/\[List[^\]]*\]/, "Your enquiry of 3 March."),
    };
    expect(await sendResponse(env.storage, audit, "nope", edited, staff, now)).toMatchObject({ status: 404 });
    const sent = await sendResponse(env.storage, audit, id, edited, staff, now);
    expect(sent).toMatchObject({ ok: true });
    const [mail] = await env.target.query<{ form_type: string; payload: string }>(
      "select form_type, payload from outbox where id = ?",
      [sent.ok ? sent.messageId : ""],
    );
    expect(mail?.form_type).toBe("privacy.response");
    expect(JSON.parse(String(mail?.payload))).toEqual({
      to: ["reply@example.com"],
      subject: edited.subject,
      text: edited.text.trim(),
    });
    expect((await getCase(env.storage, id, now))?.responseSentAt).not.toBeNull();
    const [trail] = await audit.forTarget("privacy_case", id);
    expect(trail).toMatchObject({ action: "privacy.case.response_sent", actor: "officer-1" });

    const noEmail = await post(
      privacyPayload(env.nextProof(), "au", { email: "", phone: "0412 000 111", communicationPreference: "Phone" }),
    );
    expect(await sendResponse(env.storage, audit, noEmail.id, edited, staff, now)).toMatchObject({ status: 409 });
  });

  it("dates the draft's 'received on' in the requester's jurisdiction, not in UTC", async () => {
    const { id } = await post(privacyPayload(env.nextProof(), "au", { email: "early@example.com" }));
    // 1:30 am on 3 March in Sydney is still 2 March in UTC.
    await env.target.query("update privacy_cases set received_at = ? where id = ?", ["2026-03-02T14:30:00.000Z", id]);
    const draft = await draftResponse(env.storage, id, Date.now());
    expect(draft.ok && draft.draft.text).toContain("received on 3 March 2026");
  });

  it("queues one digest a day to the privacy officer listing cases due soon or overdue, without requesters' details", async () => {
    const { reference } = await post(
      privacyPayload(env.nextProof(), "au", { email: "digest@example.com", firstName: "Dijon" }),
    );
    const now = Date.now();
    await env.target.query("update privacy_cases set due_date = ? where reference = ?", [
      new Date(now - 3 * 86_400_000).toISOString().slice(0, 10),
      reference,
    ]);
    const listed = await queueReminderDigest(env.storage, "officer@example.com", "https://www.example.com/desk", now);
    expect(listed).toBeGreaterThanOrEqual(1);
    const [digest] = await env.target.query<{ payload: string }>(
      "select payload from outbox where form_type = 'privacy.digest'",
    );
    const message = JSON.parse(String(digest?.payload));
    expect(message.to).toEqual(["officer@example.com"]);
    expect(message.text).toContain(reference);
    expect(message.text).toContain("overdue");
    expect(message.text).not.toContain("Dijon");
    expect(message.text).not.toContain("digest@example.com");

    expect(await claimDailyRun(env.storage, "test-job", "2030-01-01", now)).toBe(true);
    expect(await claimDailyRun(env.storage, "test-job", "2030-01-01", now)).toBe(false);

    // The scheduled jobs: retention (of enquiries and cases, and of delivered outbox payloads) and the
    // digest run once per Sydney day, however often they tick.
    const config = loadConfig({
      ...env.target.env,
      PRIVACY_OFFICER_EMAIL: "officer@example.com",
      LOG_LEVEL: "silent",
    } as NodeJS.ProcessEnv);
    const atNineSydney = Date.parse("2031-05-05T23:00:00Z");
    const logger = pino({ level: "silent" });
    const jobs = startDailyJobs({
      storage: env.storage,
      logger,
      jobs: privacyDailyJobs({ storage: env.storage, audit, config, logger, deskUrl: "https://www.example.com/desk" }),
      intervalMs: 3_600_000,
      now: () => atNineSydney,
    });
    await jobs.tick();
    await jobs.tick();
    jobs.stop();
    const runs = await env.target.query<{ job: string; day: string }>(
      "select job, day from job_runs where day = '2031-05-06' order by job",
    );
    expect(runs).toEqual([
      { job: "outbox-retention", day: "2031-05-06" },
      { job: "privacy-digest", day: "2031-05-06" },
      { job: "retention", day: "2031-05-06" },
    ]);
    expect(await env.target.query("select id from outbox where form_type = 'privacy.digest'")).toHaveLength(2);
  });

  it("the acceptance journey at service level: UK request with suppression → acknowledgement → link → verified → completed with a template → exported and a later enquiry flagged", async () => {
    const email = "journey@example.co.uk";
    const body = privacyPayload(env.nextProof(), "uk", {
      email,
      subject: "Object to direct marketing",
      suppressFromMarketing: true,
    });
    const { id, reference } = await post(body);
    const [ack] = await env.target.query<{ payload: string }>(
      "select payload from outbox where form_type = 'privacy.acknowledgement' and payload like ?",
      [`%${email}%`],
    );
    const text = String(JSON.parse(String(ack?.payload)).text);
    expect(text).toContain(reference);
    const path = /\/privacy-requests\/verify\?token=[\w%-]+/.exec(text)?.[0];
    // Opening the link asks; its button confirms (decision 049).
    expect((await fetch(`${env.server.url}${path}`)).status).toBe(200);
    const token = new URL(`${env.server.url}${path}`).searchParams.get("token") ?? "";
    const confirmed = await fetch(`${env.server.url}/privacy-requests/verify`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ token }),
    });
    expect(confirmed.status).toBe(200);

    const now = Date.now();
    const opened = await getCase(env.storage, id, now);
    expect(opened).toMatchObject({
      identityMethod: "email_link",
      requestType: "objection",
      suppressionRequested: true,
    });
    expect(opened?.identityVerifiedAt).not.toBeNull();
    // Five working days: never more than nine calendar days, even over a bank holiday weekend.
    const received = opened!.receivedAt.slice(0, 10);
    const spread = (Date.parse(String(opened?.suppressionDueDate)) - Date.parse(received)) / 86_400_000;
    expect(spread).toBeGreaterThanOrEqual(5);
    expect(spread).toBeLessThanOrEqual(9);
    expect(opened?.suppressionEntryId).toBeTruthy();

    await moveCase(env.storage, audit, id, { to: "in_progress" }, staff, now);
    const draft = await draftResponse(env.storage, id, now);
    if (!draft.ok) throw new Error(draft.error);
    expect(await sendResponse(env.storage, audit, id, draft.draft, staff, now)).toMatchObject({ ok: true });
    expect(await moveCase(env.storage, audit, id, { to: "completed" }, staff, now)).toMatchObject({ ok: true });

    const chunks: string[] = [];
    await exportSuppressionCsv(env.storage, audit, staff, (c) => {
      chunks.push(c);
    });
    expect(
      chunks
        .join("")
        .split("\r\n")
        .find((l) => l.includes(email)),
    ).toContain(reference);
    const enquiry = await env.submit(contactPayload(env.nextProof(), { email }));
    const [item] = await env.target.query<{ suppressed: number }>("select suppressed from inbox_items where id = ?", [
      enquiry,
    ]);
    expect(Number(item?.suppressed)).toBe(1);
    const [crm] = await env.target.query<{ payload: string }>("select payload from outbox where id = ?", [enquiry]);
    expect(JSON.parse(String(crm?.payload)).data.flags).toMatchObject({ suppressed: true });
  });

  it("lets staff add a person by hand with a reason, and refuses one without a reason or a contact detail", async () => {
    const now = Date.now();
    expect(
      await addSuppressionEntry(env.storage, audit, { email: "byphone@example.com", reason: "" }, staff, now),
    ).toMatchObject({
      ok: false,
      status: 400,
    });
    expect(await addSuppressionEntry(env.storage, audit, { reason: "Asked by phone" }, staff, now)).toMatchObject({
      ok: false,
      status: 400,
    });
    const added = await addSuppressionEntry(
      env.storage,
      audit,
      { email: "ByPhone@Example.com", phone: "0412 777 888", reason: "Asked by phone" },
      staff,
      now,
    );
    expect(added).toMatchObject({
      ok: true,
      created: true,
      entry: { email: "byphone@example.com", createdBy: "officer-1" },
    });
  });

  it("exports the suppression list as CSV with formulas neutralised, and delivers signed events to the list systems", async () => {
    const { id, reference } = await post(
      privacyPayload(env.nextProof(), "au", {
        email: "wash.me@example.com",
        address: "=SUM(A1) Example St",
        subject: "Opt out of marketing (suppression)",
      }),
    );
    const chunks: string[] = [];
    const total = await exportSuppressionCsv(env.storage, audit, staff, (c) => {
      chunks.push(c);
    });
    const csv = chunks.join("");
    expect(csv.startsWith("\uFEFFid,created_at,source_reference")).toBe(true);
    expect(total).toBe(csv.trim().split("\r\n").length - 1);
    const line = csv.split("\r\n").find((l) => l.includes("wash.me@example.com"));
    expect(line).toContain(reference);
    expect(line).toContain("'=SUM(A1) Example St");
    expect((await audit.list({ action: "suppression.export" }))[0]).toMatchObject({ actor: "officer-1" });

    // Completing the case does not remove the person.
    await moveCase(env.storage, audit, id, { to: "in_progress" }, staff, Date.now());
    await moveCase(env.storage, audit, id, { to: "completed" }, staff, Date.now());

    const config = loadConfig({
      ...env.target.env,
      LIST_WEBHOOK_URL: receiver.url,
      LIST_WEBHOOK_SECRET: SECRET,
    } as NodeJS.ProcessEnv);
    expect(Object.keys(listDeliverers(loadConfig({ ...env.target.env } as NodeJS.ProcessEnv)))).toEqual([]);
    expect(() => loadConfig({ ...env.target.env, LIST_WEBHOOK_URL: receiver.url } as NodeJS.ProcessEnv)).toThrow(
      /LIST_WEBHOOK_SECRET/,
    );
    const worker = startOutboxWorker({
      storage: env.storage,
      deliverers: listDeliverers(config),
      logger: pino({ level: "silent" }),
      pollIntervalMs: 60_000,
    });
    try {
      while ((await worker.runOnce()) > 0) {
        // deliver everything pending for the list systems
      }
    } finally {
      // The worker's own loop may have claimed an entry before runOnce did: let it finish.
      await worker.stop(DELIVERY_TIMEOUT_MS);
    }
    const created = receiver.deliveries.find((d) => d.body.includes("wash.me@example.com"));
    expect(created).toBeDefined();
    const event = JSON.parse(created!.body);
    expect(event).toMatchObject({
      type: "suppression.created",
      data: { email: "wash.me@example.com", sourceCase: id },
    });
    expect(created!.headers["webhook-signature"]).toBe(
      webhookSignature(
        SECRET,
        created!.headers["webhook-id"]!,
        Number(created!.headers["webhook-timestamp"]),
        created!.body,
      ),
    );
    const pending = await env.target.query(
      "select id from outbox where destination = 'lists' and status <> 'delivered'",
    );
    expect(pending).toHaveLength(0);
  });
});
