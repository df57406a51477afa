// The HubSpot connector (issue 44) end to end: the real server on loopback delivers through the
// outbox worker to a local HubSpot that follows HubSpot's API reference (tests/fakes/hubspot.ts),
// reached through the connection's stored base URL only. One contact per email with a note per
// enquiry; a lost answer retried without a second note; 429 retried not before Retry-After; a
// refused property dead at once with HubSpot's message, then re-sent once the mapping is fixed;
// erasure asks HubSpot to delete the contact and the case records the answer.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAuditLog } from "#server/audit/audit.server.ts";
import { loadConnection, saveConnection } from "#server/crm/connections.server.ts";
import { defaultMappings, enquiryForms } from "#server/crm/mapping.ts";
import { resend } from "#server/outbox/operations.server.ts";
import { moveCase } from "#server/privacy/cases.server.ts";
import { eraseCasePerson } from "#server/privacy/erasure.server.ts";
import { type FakeHubSpot, startFakeHubSpot } from "#tests/fakes/hubspot.ts";
import { contactPayload, privacyPayload, proofPool } from "#tests/support/submissions.ts";
import { engines, eventually, postJson, startServer, storageFixture, type TestServer } from "./harness.ts";

describe.each(engines)("HubSpot connector on %s", (engine) => {
  const fixture = storageFixture(engine);
  let hubspot: FakeHubSpot;
  let server: TestServer;
  let nextProof: Awaited<ReturnType<typeof proofPool>>;
  const staff = { id: "officer-7", ip: "198.51.100.9" };

  const connect = (mapping: Record<string, string> = defaultMappings.hubspot) =>
    saveConnection(fixture.storage, {
      destination: "hubspot",
      forms: [...enquiryForms],
      settings: { baseUrl: hubspot.url, mapping, accountId: String(hubspot.portalId) },
      credentials: { accessToken: hubspot.token },
      by: null,
      at: new Date().toISOString(),
    });

  beforeAll(async () => {
    hubspot = await startFakeHubSpot();
    await connect();
    server = await startServer(
      fixture.target,
      { RATE_LIMIT_PER_HOUR: "1000" },
      { outbox: { pollIntervalMs: 50, backoff: { baseMs: 100, factor: 2, maxDelayMs: 200, jitter: 0.2 } } },
    );
    nextProof = await proofPool(server.url, 10);
  });
  afterAll(async () => {
    await server?.close();
    await hubspot?.close();
  });

  async function submit(body: Record<string, unknown>): Promise<string> {
    const response = await postJson(server.url, "/api/form-submissions", body);
    expect(response.status, JSON.stringify(response.json)).toBe(201);
    return String(response.json.id);
  }
  const entryOf = async (about: string) =>
    (
      await fixture.target.query<{ id: string; status: string; attempts: number; last_error: string | null }>(
        "select id, status, attempts, last_error from outbox where destination = 'hubspot' and about_id = ?",
        [about],
      )
    )[0];
  const delivered = (about: string) =>
    eventually(async () => (await entryOf(about))?.status === "delivered" && entryOf(about), 30_000);

  it("upserts one contact per email and adds a note per enquiry, with the record's link kept", async () => {
    const a = await submit(contactPayload(nextProof(), { email: "Ann.Lee@Example.com", firstName: "Ann" }));
    const b = await submit(
      contactPayload(nextProof(), { email: "ann.lee@example.com", firstName: "Annie", pageName: "Mortgage Leads" }),
    );
    const c = await submit(contactPayload(nextProof(), { email: "bob@example.com", firstName: "Bob" }));
    for (const id of [a, b, c]) await delivered(id);

    const ann = hubspot.contactByEmail("ann.lee@example.com");
    expect(ann?.properties).toMatchObject({ firstname: "Annie", lastname: "O'Brien", company: "Acme & Sons" });
    const notes = hubspot.notesOf(ann?.id ?? "");
    expect(notes).toHaveLength(2);
    const entries = [await entryOf(a), await entryOf(b)];
    for (const entry of entries) {
      expect(notes.filter((n) => n.properties.hs_note_body?.includes(`leadwise-entry:${entry?.id}`))).toHaveLength(1);
    }
    expect(notes.map((n) => n.properties.hs_note_body).join()).toContain("Please send 50 test leads.<br>Thanks!");
    expect(hubspot.notesOf(hubspot.contactByEmail("bob@example.com")?.id ?? "")).toHaveLength(1);
    expect(hubspot.contacts.size).toBe(2);
    // Every call authenticated with the private app's token.
    expect(hubspot.requests.every((r) => r.authorization === `Bearer ${hubspot.token}`)).toBe(true);
    const records = await fixture.target.query<{ contact_id: string; record_url: string }>(
      "select contact_id, record_url from crm_records where about_id = ?",
      [a],
    );
    expect(records).toEqual([
      { contact_id: ann?.id, record_url: `https://app.hubspot.com/contacts/${hubspot.portalId}/record/0-1/${ann?.id}` },
    ]);
    // The webhook's own entry is untouched by the connector: still one per submission.
    const crm = await fixture.target.query("select id from outbox where destination = 'crm' and about_id = ?", [a]);
    expect(crm).toHaveLength(1);
  });

  it("reports HubSpot's deliveries on /metrics by destination", async () => {
    const text = await (await server.composed.metrics.answer()).text();
    expect(text).toMatch(/leadwise_outbox_delivery_attempts_total\{channel="hubspot",result="ok"\} [1-9]/);
    expect(text).toMatch(/leadwise_outbox_pending\{channel="hubspot"\} 0/);
  });

  it("finds the note it made when HubSpot's answer was lost, instead of making a second", async () => {
    hubspot.fault("POST /crm/v3/objects/notes", { kind: "lose-answer", status: 504 });
    const id = await submit(contactPayload(nextProof(), { email: "lost.answer@example.com" }));
    const entry = await delivered(id);
    expect(entry?.attempts).toBe(2);
    expect(hubspot.notesOf(hubspot.contactByEmail("lost.answer@example.com")?.id ?? "")).toHaveLength(1);
  });

  it("waits for Retry-After on a 429, then delivers", async () => {
    hubspot.fault("POST /crm/v3/objects/contacts/batch/upsert", { kind: "status", status: 429, retryAfter: "2" });
    const id = await submit(contactPayload(nextProof(), { email: "busy@example.com" }));
    await delivered(id);
    const upserts = hubspot.requests.filter(
      (r) => r.path === "/crm/v3/objects/contacts/batch/upsert" && JSON.stringify(r.body).includes("busy@example.com"),
    );
    expect(upserts).toHaveLength(2);
    // The outbox's own backoff here is 100-200 ms: the second try waited for HubSpot's 2 s.
    expect((upserts[1]?.at ?? 0) - (upserts[0]?.at ?? 0)).toBeGreaterThanOrEqual(1900);
  });

  it("keeps a delivery retrying while HubSpot answers 401 (an expired token), and delivers once it is valid", async () => {
    hubspot.expiredTokens.add(hubspot.token);
    const id = await submit(contactPayload(nextProof(), { email: "expired@example.com" }));
    const retrying = await eventually(async () => {
      const entry = await entryOf(id);
      return entry && entry.attempts >= 2 && entry.status === "pending" && entry;
    }, 30_000);
    expect(retrying.last_error).toContain("expired");
    hubspot.expiredTokens.delete(hubspot.token);
    await delivered(id);
    expect(hubspot.notesOf(hubspot.contactByEmail("expired@example.com")?.id ?? "")).toHaveLength(1);
  });

  it("makes a refused property dead at once with HubSpot's message; re-sent after the mapping is fixed", async () => {
    await connect({ ...defaultMappings.hubspot, company: "company_name_typo" });
    const id = await submit(contactPayload(nextProof(), { email: "refused@example.com" }));
    const dead = await eventually(async () => (await entryOf(id))?.status === "dead" && entryOf(id), 30_000);
    expect(dead).toMatchObject({ attempts: 1 });
    expect(dead?.last_error).toContain('Property \\"company_name_typo\\" does not exist');
    expect(hubspot.contactByEmail("refused@example.com")).toBeUndefined();

    await connect();
    expect((await loadConnection(fixture.storage, "hubspot"))?.settings.mapping.company).toBe("company");
    expect(await resend(fixture.storage, { id: dead ? dead.id : "" })).toBe(1);
    await delivered(id);
    expect(hubspot.contactByEmail("refused@example.com")?.properties.company).toBe("Acme & Sons");
  });

  it("asks HubSpot to delete an erased person's contact, and records the answer on the case", async () => {
    const email = "erase.me@example.com";
    const enquiry = await submit(contactPayload(nextProof(), { email }));
    await delivered(enquiry);
    const contact = hubspot.contactByEmail(email);
    expect(contact).toBeDefined();
    const request = await postJson(
      server.url,
      "/api/form-submissions",
      privacyPayload(nextProof(), "uk", { email, subject: "Deletion of my personal data" }),
    );
    expect(request.status).toBe(201);
    const caseId = String(request.json.id);
    const audit = await createAuditLog(fixture.storage);
    for (const to of ["in_progress", "completed"]) {
      expect(await moveCase(fixture.storage, audit, caseId, { to, reason: "done" }, staff, Date.now())).toMatchObject({
        ok: true,
      });
    }
    expect(await eraseCasePerson(fixture.storage, audit, caseId, staff, Date.now())).toMatchObject({ ok: true });
    await eventually(async () => hubspot.gdprDeleted.includes(contact?.id ?? "-"), 30_000);
    expect(hubspot.contactByEmail(email)).toBeUndefined();
    const history = await eventually(async () => {
      const entries = await audit.forTarget("privacy_case", caseId, 50);
      return entries.find((e) => e.action === "privacy.crm_erasure");
    }, 30_000);
    expect(history.details).toEqual({ destination: "hubspot", answer: "HubSpot: deleted" });
    // What the connector kept of the person at HubSpot is gone with the rest.
    expect(await fixture.target.query("select * from crm_records where about_id = ?", [enquiry])).toEqual([]);
  });
});
