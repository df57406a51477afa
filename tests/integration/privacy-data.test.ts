// The suppression list, erasure and retention on each engine, over submissions stored through the
// real API: what is flagged, what is blanked, what is kept (hashes, the audit trail, the reports'
// columns), and what is refused.
import { beforeAll, describe, expect, it } from "vitest";
import { type AuditLog, createAuditLog } from "#server/audit/audit.server.ts";
import { inTransaction } from "#server/db/transaction.server.ts";
import { addNote } from "#server/leads/enquiry.server.ts";
import { eraseCasePerson } from "#server/privacy/erasure.server.ts";
import { monthsBefore, runRetention } from "#server/privacy/retention.server.ts";
import {
  addToSuppressionList,
  listSuppression,
  removeFromSuppressionList,
} from "#server/privacy/suppression.server.ts";
import { type IdentifierHash, suppressionHash } from "#server/privacy/suppression-key.server.ts";
import { contactPayload, privacyPayload } from "#tests/support/submissions.ts";
import { engines, liveEnvironment } from "./harness.ts";

describe.each(engines)("suppression, erasure and retention on %s", (engine) => {
  const env = liveEnvironment(engine, { proofs: 8 });
  let audit: AuditLog;
  let hash: IdentifierHash;
  const staff = { id: "staff-1", ip: "203.0.113.5" };

  beforeAll(async () => {
    audit = await createAuditLog(env.storage);
    hash = await suppressionHash(env.storage);
  });

  const submit = (body: Record<string, unknown>) => env.submit(body);
  async function dump(): Promise<string> {
    const tables = [
      "contact_submissions",
      "privacy_submissions",
      "inbox_items",
      "inbox_notes",
      "outbox",
      "suppression_entries",
      "audit_log",
      "privacy_cases",
    ];
    const all: unknown[] = [];
    for (const t of tables) all.push(await env.target.query(`select * from ${t}`));
    return JSON.stringify(all);
  }

  it("adds a person once, announces it to the list systems, flags their later enquiry and refuses a removal without a reason", async () => {
    const added = await inTransaction(env.storage, (trx) =>
      addToSuppressionList(
        trx,
        audit,
        hash,
        {
          email: "Opt.Out@Example.com",
          phone: "0412 999 000",
          name: "Olive Out",
          reason: "Asked by phone",
          actor: "staff-1",
        },
        Date.now(),
      ),
    );
    expect(added?.created).toBe(true);
    const again = await inTransaction(env.storage, (trx) =>
      addToSuppressionList(
        trx,
        audit,
        hash,
        { email: "opt.out@example.com", phone: "+61412999000", reason: "again", actor: "staff-1" },
        Date.now(),
      ),
    );
    expect(again).toEqual({ entry: added?.entry, created: false });
    expect(added?.entry).toMatchObject({
      email: "opt.out@example.com",
      phone: "+61412999000",
      emailHash: hash("opt.out@example.com"),
    });
    const events = await env.target.query<{ form_type: string; payload: string }>(
      "select form_type, payload from outbox where destination = 'lists'",
    );
    expect(events.map((e) => e.form_type)).toEqual(["suppression.created"]);
    expect(JSON.parse(String(events[0]?.payload))).toMatchObject({
      version: 2,
      data: { id: added?.entry.id, email: "opt.out@example.com", phone: "+61412999000" },
    });
    expect(
      await inTransaction(env.storage, (trx) =>
        addToSuppressionList(trx, audit, hash, { reason: "no contact", actor: "x" }, Date.now()),
      ),
    ).toBeUndefined();

    const id = await submit(contactPayload(env.nextProof(), { email: "OPT.OUT@example.com", phone: "02 5550 0001" }));
    const [item] = await env.target.query<{ suppressed: number }>("select suppressed from inbox_items where id = ?", [
      id,
    ]);
    expect(Number(item?.suppressed)).toBe(1);
    const [crm] = await env.target.query<{ payload: string }>("select payload from outbox where id = ?", [id]);
    expect(JSON.parse(String(crm?.payload)).data.flags).toEqual({ duplicate: false, suppressed: true });

    expect(await removeFromSuppressionList(env.storage, audit, added!.entry.id, " ", staff, Date.now())).toMatchObject({
      ok: false,
      status: 400,
    });
    expect(
      await removeFromSuppressionList(env.storage, audit, "no-such-entry", "mistake", staff, Date.now()),
    ).toMatchObject({ ok: false, status: 404 });
    expect(await listSuppression(env.storage, { q: "opt.out@example.com" })).toHaveLength(1);
    expect(
      await removeFromSuppressionList(
        env.storage,
        audit,
        added!.entry.id,
        "Added to the wrong person",
        staff,
        Date.now(),
      ),
    ).toEqual({ ok: true });
    expect(await listSuppression(env.storage, { q: "opt.out@example.com" })).toHaveLength(0);
    const trail = await audit.forTarget("suppression", added!.entry.id);
    expect(trail.map((t) => [t.action, t.details])).toEqual([
      ["suppression.remove", { reason: "Added to the wrong person" }],
      ["suppression.add", { sourceCase: null }],
    ]);
    expect((await env.target.query("select id from outbox where form_type = 'suppression.deleted'")).length).toBe(1);
  });

  it("erases a person across enquiries, privacy requests, notes and outbox payloads, keeping only hashes", async () => {
    const email = "erase.me@example.com";
    const enquiry = await submit(
      contactPayload(env.nextProof(), {
        email,
        phone: "0412 555 111",
        firstName: "Eraseable",
        message: "Call me about leads",
      }),
    );
    await addNote(
      { storage: env.storage, audit, now: Date.now },
      enquiry,
      "Spoke to Eraseable, wants a callback",
      staff,
    );
    const request = await submit(
      privacyPayload(env.nextProof(), "uk", {
        email,
        firstName: "Eraseable",
        phone: "0412 555 111",
        subject: "Deletion of my personal data",
      }),
    );
    const entry = await inTransaction(env.storage, (trx) =>
      addToSuppressionList(
        trx,
        audit,
        hash,
        {
          email,
          phone: "0412 555 111",
          name: "Eraseable Person",
          reason: "request",
          sourceCaseId: request,
          actor: null,
        },
        Date.now(),
      ),
    );
    const at = new Date().toISOString();
    // Intake opened the case (a UK deletion request); staff have it in progress.
    await env.target.query("update privacy_cases set status = 'in_progress', updated_at = ? where id = ?", [
      at,
      request,
    ]);
    expect(await eraseCasePerson(env.storage, audit, request, staff, Date.now())).toMatchObject({
      ok: false,
      status: 409,
    });
    await env.target.query("update privacy_cases set status = 'completed' where id = ?", [request]);
    const done = await eraseCasePerson(env.storage, audit, request, staff, Date.now());
    // Two entries: the one intake added from the UK form (phone read as a UK number) and staff's.
    expect(done).toMatchObject({ ok: true, submissions: 2, suppressionEntries: 2 });
    expect(await eraseCasePerson(env.storage, audit, request, staff, Date.now())).toMatchObject({
      ok: false,
      status: 409,
    });

    // The person asked not to be contacted: the opt-outs not yet delivered to the list systems
    // (LIST_WEBHOOK_URL is not set here) still go, and are emptied by retention once delivered.
    const held = await env.target.query<{ id: string; payload: string }>(
      "select id, payload from outbox where payload like ? and status = 'pending'",
      [`%${email}%`],
    );
    expect(held.map((h) => JSON.parse(h.payload).type)).toEqual(["suppression.created", "suppression.created"]);
    await env.target.query(
      `update outbox set status = 'delivered', delivered_at = ? where id in (${held.map(() => "?").join(", ")})`,
      [new Date().toISOString(), ...held.map((h) => h.id)],
    );
    expect(
      (await runRetention(env.storage, audit, { enquiryMonths: 24, privacyCaseMonths: 84 }, Date.now()))
        .messagesEmptied,
    ).toBe(2);

    const everything = await dump();
    for (const personal of [
      email,
      "Eraseable",
      "0412555111",
      "+61412555111",
      "Call me about leads",
      "Spoke to Eraseable",
    ]) {
      expect(everything, personal).not.toContain(personal);
    }
    const [kept] = await env.target.query<Record<string, unknown>>("select * from suppression_entries where id = ?", [
      entry!.entry.id,
    ]);
    expect(kept).toMatchObject({
      email_norm: null,
      phone_e164: null,
      name: null,
      email_hmac: hash(email),
      phone_hmac: hash("+61412555111"),
      email_sha256: null,
    });
    const [item] = await env.target.query<Record<string, unknown>>(
      "select form, status, source, name from inbox_items where id = ?",
      [enquiry],
    );
    expect(item).toMatchObject({ form: "Contact Page", status: "new", source: "google", name: "[erased]" });
    const [trail] = await audit.forTarget("privacy_case", request);
    expect(trail).toMatchObject({
      action: "privacy.erasure",
      actor: "staff-1",
      details: { submissions: 2, suppressionEntries: 2 },
    });
    // Erased and still suppressed: a new enquiry from the same address is flagged.
    const later = await submit(contactPayload(env.nextProof(), { email, phone: "02 5550 0002" }));
    expect(
      Number(
        (await env.target.query<{ suppressed: number }>("select suppressed from inbox_items where id = ?", [later]))[0]
          ?.suppressed,
      ),
    ).toBe(1);
  });

  it("refuses erasure for a request that is not a deletion, and for an unknown case", async () => {
    const request = await submit(privacyPayload(env.nextProof(), "au"));
    const at = new Date().toISOString();
    // Intake opened the case (an AU suppression request); staff completed it.
    await env.target.query("update privacy_cases set status = 'completed', updated_at = ? where id = ?", [at, request]);
    expect(await eraseCasePerson(env.storage, audit, request, staff, Date.now())).toMatchObject({
      ok: false,
      status: 400,
    });
    expect(await eraseCasePerson(env.storage, audit, "nope", staff, Date.now())).toMatchObject({
      ok: false,
      status: 404,
    });
  });

  it("retention anonymises old enquiries and reduces old closed cases to their audit trail", async () => {
    const now = Date.now();
    const old = new Date(monthsBefore(now, 25).getTime()).toISOString();
    const veryOld = new Date(monthsBefore(now, 90).getTime()).toISOString();
    const keep = await submit(contactPayload(env.nextProof(), { email: "recent@example.com", phone: "02 5550 0003" }));
    const ageing = await submit(
      contactPayload(env.nextProof(), { email: "ageing@example.com", phone: "02 5550 0004" }),
    );
    await env.target.query("update inbox_items set created_at = ? where id = ?", [old, ageing]);
    const closedCase = await submit(privacyPayload(env.nextProof(), "au", { email: "closed@example.com" }));
    await env.target.query(
      "update privacy_cases set received_at = ?, request_type = 'access', status = 'completed', due_date = '2019-02-01', closed_at = ?, updated_at = ? where id = ?",
      [veryOld, veryOld, veryOld, closedCase],
    );
    const run = await runRetention(env.storage, audit, { enquiryMonths: 24, privacyCaseMonths: 84 }, now);
    expect(run.enquiriesAnonymised).toBeGreaterThanOrEqual(1);
    expect(run.casesReduced).toBe(1);
    expect(
      (await env.target.query<{ email: string }>("select email from contact_submissions where id = ?", [ageing]))[0]
        ?.email,
    ).toBe("");
    expect(
      (await env.target.query<{ email: string }>("select email from contact_submissions where id = ?", [keep]))[0]
        ?.email,
    ).toBe("recent@example.com");
    expect(await env.target.query("select id from privacy_cases where id = ?", [closedCase])).toHaveLength(0);
    expect(await env.target.query("select id from privacy_submissions where id = ?", [closedCase])).toHaveLength(0);
    expect((await audit.list({ action: "retention.run" }))[0]?.details).toMatchObject({ casesReduced: 1 });
    // Idempotent: a second run the same day finds nothing more to do.
    expect(await runRetention(env.storage, audit, { enquiryMonths: 24, privacyCaseMonths: 84 }, now)).toEqual({
      enquiriesAnonymised: 0,
      casesReduced: 0,
      messagesEmptied: 0,
    });
  });
});
