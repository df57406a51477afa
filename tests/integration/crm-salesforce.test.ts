// The Salesforce connector (issue 44, decision 063) end to end: the real server on loopback delivers
// through the outbox worker to a local Salesforce that follows Salesforce's REST API reference
// (tests/fakes/salesforce.ts), reached through the connection's stored login URL only. A Lead per
// enquiry upserted by the External ID field holding the outbox entry's id; a lost answer retried
// onto the same Lead; an expired session refreshed inside the attempt; a refused field dead at once
// with Salesforce's message, then re-sent once the mapping is fixed; erasure deletes the Leads and
// the case records the answer; the daily allowance stops deliveries when nearly used. Tokens that
// expire mid-delivery (between two deliveries, before a retry) are refreshed and the new one stored,
// encrypted, for the next delivery; a revoked refresh token makes the delivery dead with the reason
// and marks the connection as needing reconnecting (decision 073).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAuditLog } from "#server/audit/audit.server.ts";
import { listConnections, loadConnection, saveConnection } from "#server/crm/connections.server.ts";
import { crmDeliveries } from "#server/crm/log.server.ts";
import { defaultMappings, enquiryForms } from "#server/crm/mapping.ts";
import { resend } from "#server/outbox/operations.server.ts";
import { moveCase } from "#server/privacy/cases.server.ts";
import { eraseCasePerson } from "#server/privacy/erasure.server.ts";
import { type FakeSalesforce, startFakeSalesforce } from "#tests/fakes/salesforce.ts";
import { contactPayload, privacyPayload, proofPool } from "#tests/support/submissions.ts";
import { engines, eventually, postJson, startServer, storageFixture, type TestServer } from "./harness.ts";

describe.each(engines)("Salesforce connector on %s", (engine) => {
  const fixture = storageFixture(engine);
  let salesforce: FakeSalesforce;
  let server: TestServer;
  let nextProof: Awaited<ReturnType<typeof proofPool>>;
  const staff = { id: "officer-7", ip: "198.51.100.9" };

  const connect = (mapping: Record<string, string> = defaultMappings.salesforce, refreshToken?: string) =>
    saveConnection(fixture.storage, {
      destination: "salesforce",
      forms: [...enquiryForms],
      settings: { baseUrl: salesforce.url, mapping, accountId: salesforce.url },
      credentials: {
        clientId: salesforce.clientId,
        clientSecret: salesforce.clientSecret,
        ...(refreshToken ? { refreshToken } : {}),
      },
      by: null,
      at: new Date().toISOString(),
    });

  beforeAll(async () => {
    salesforce = await startFakeSalesforce();
    await connect();
    server = await startServer(
      fixture.target,
      { RATE_LIMIT_PER_HOUR: "1000" },
      { outbox: { pollIntervalMs: 50, backoff: { baseMs: 100, factor: 2, maxDelayMs: 200, jitter: 0.2 } } },
    );
    nextProof = await proofPool(server.url, 20);
  });
  afterAll(async () => {
    await server?.close();
    await salesforce?.close();
  });

  async function submit(body: Record<string, unknown>): Promise<string> {
    const response = await postJson(server.url, "/api/form-submissions", body);
    expect(response.status, JSON.stringify(response.json)).toBe(201);
    return String(response.json.id);
  }
  const entryOf = async (about: string) =>
    (
      await fixture.target.query<{
        id: string;
        status: string;
        attempts: number;
        last_error: string | null;
        next_attempt_at: string | Date;
      }>(
        "select id, status, attempts, last_error, next_attempt_at from outbox where destination = 'salesforce' and about_id = ?",
        [about],
      )
    )[0];
  const delivered = (about: string) =>
    eventually(async () => (await entryOf(about))?.status === "delivered" && entryOf(about), 30_000);
  const upsertsOf = (entryId: string) =>
    salesforce.requests.filter((r) => r.method === "PATCH" && r.path.endsWith(`/Leadwise_Enquiry_Id__c/${entryId}`));

  it("upserts a Lead per enquiry by the outbox entry's id, through OAuth client credentials", async () => {
    const a = await submit(contactPayload(nextProof(), { email: "ann.lee@example.com", firstName: "Ann" }));
    const b = await submit(contactPayload(nextProof(), { email: "ann.lee@example.com", firstName: "Ann" }));
    for (const id of [a, b]) await delivered(id);
    const leads = salesforce.leadsByEmail("ann.lee@example.com");
    expect(leads).toHaveLength(2);
    const entries = [await entryOf(a), await entryOf(b)];
    expect(leads.map((l) => l.fields.Leadwise_Enquiry_Id__c).sort()).toEqual(entries.map((e) => e?.id).sort());
    expect(leads[0]?.fields).toMatchObject({
      FirstName: "Ann",
      LastName: "O'Brien",
      Company: "Acme & Sons",
      Description: "Please send 50 test leads.\nThanks!",
      LeadSource: "Web",
    });
    expect(salesforce.tokenGrants[0]).toBe("client_credentials");
    // Every data call carried the session as a Bearer token; none went to Web-to-Lead.
    const data = salesforce.requests.filter((r) => r.path.startsWith("/services/data/"));
    expect(data.every((r) => /^Bearer 00D/.test(r.authorization ?? ""))).toBe(true);
    expect(salesforce.requests.some((r) => r.path.includes("servlet.WebToLead"))).toBe(false);
    const lead = leads.find((l) => l.fields.Leadwise_Enquiry_Id__c === entries[0]?.id);
    const records = await fixture.target.query<{ contact_id: string; record_url: string }>(
      "select contact_id, record_url from crm_records where about_id = ?",
      [a],
    );
    expect(records).toEqual([
      { contact_id: lead?.Id, record_url: `${salesforce.url}/lightning/r/Lead/${lead?.Id}/view` },
    ]);
  });

  it("reports Salesforce's deliveries on /metrics by destination", async () => {
    const text = await (await server.composed.metrics.answer()).text();
    expect(text).toMatch(/leadwise_outbox_delivery_attempts_total\{channel="salesforce",result="ok"\} [1-9]/);
  });

  it("updates the same Lead when Salesforce's answer was lost, instead of making a second", async () => {
    salesforce.fault("PATCH /sobjects/Lead/Leadwise_Enquiry_Id__c/*", { kind: "lose-answer", status: 504 });
    const id = await submit(contactPayload(nextProof(), { email: "lost.answer@example.com" }));
    const entry = await delivered(id);
    expect(entry?.attempts).toBe(2);
    expect(upsertsOf(entry?.id ?? "-")).toHaveLength(2);
    expect(salesforce.leadsByEmail("lost.answer@example.com")).toHaveLength(1);
  });

  it("refreshes an expired session inside the attempt, without losing the delivery", async () => {
    const grants = salesforce.tokenGrants.length;
    salesforce.expireSessions();
    const id = await submit(contactPayload(nextProof(), { email: "expired@example.com" }));
    const entry = await delivered(id);
    expect(entry?.attempts).toBe(1);
    expect(salesforce.tokenGrants.length).toBe(grants + 1);
    expect(salesforce.leadsByEmail("expired@example.com")).toHaveLength(1);
    const upserts = upsertsOf(entry?.id ?? "-");
    expect(upserts.map((r) => r.authorization === upserts[1]?.authorization)).toEqual([false, true]);
  });

  it("stores the refreshed token, encrypted, and the next delivery uses it without a new grant", async () => {
    salesforce.expireSessions();
    const grants = salesforce.tokenGrants.length;
    const first = await delivered(await submit(contactPayload(nextProof(), { email: "expired.between@example.com" })));
    expect(first?.attempts).toBe(1);
    expect(salesforce.tokenGrants.length).toBe(grants + 1);
    const refreshed = upsertsOf(first?.id ?? "-").at(-1)?.authorization ?? "";
    const next = await delivered(await submit(contactPayload(nextProof(), { email: "after.refresh@example.com" })));
    expect(upsertsOf(next?.id ?? "-").map((r) => r.authorization)).toEqual([refreshed]);
    expect(salesforce.tokenGrants.length).toBe(grants + 1);
    const [row] = await fixture.target.query<{ session: string }>(
      "select session from crm_connections where destination = 'salesforce'",
    );
    expect(row?.session).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(row?.session).not.toContain(refreshed.replace("Bearer ", "").slice(0, 20));
    const stored = await loadConnection(fixture.storage, "salesforce");
    expect(`Bearer ${stored?.session?.accessToken}`).toBe(refreshed);
  });

  it("refreshes a token that expired before a retry: one Lead, delivered, not dead", async () => {
    const grants = salesforce.tokenGrants.length;
    // The first attempt's answer is lost and the session expires before the retry.
    salesforce.fault("PATCH /sobjects/Lead/Leadwise_Enquiry_Id__c/*", {
      kind: "then",
      after: () => salesforce.expireSessions(),
    });
    const id = await submit(contactPayload(nextProof(), { email: "expired.retry@example.com" }));
    const entry = await delivered(id);
    expect(entry?.attempts).toBe(2);
    const upserts = upsertsOf(entry?.id ?? "-");
    // Lost answer, the retry's 401 INVALID_SESSION_ID, the retry repeated with the new token.
    expect(upserts).toHaveLength(3);
    expect(upserts[1]?.authorization).toBe(upserts[0]?.authorization);
    expect(upserts[2]?.authorization).not.toBe(upserts[1]?.authorization);
    expect(salesforce.tokenGrants.length).toBe(grants + 1);
    expect(salesforce.leadsByEmail("expired.retry@example.com")).toHaveLength(1);
  });

  it("makes the delivery dead with the reason when the refresh token is revoked, and asks for reconnecting", async () => {
    await connect(defaultMappings.salesforce, salesforce.refreshToken);
    const before = await delivered(await submit(contactPayload(nextProof(), { email: "before.revoke@example.com" })));
    expect(before?.attempts).toBe(1);
    expect(salesforce.tokenGrants.at(-1)).toBe("refresh_token");
    const renewed = salesforce.revokeRefreshToken();
    salesforce.expireSessions();
    const id = await submit(contactPayload(nextProof(), { email: "after.revoke@example.com" }));
    const dead = await eventually(async () => (await entryOf(id))?.status === "dead" && entryOf(id), 30_000);
    expect(dead).toMatchObject({ attempts: 1 });
    const reason =
      "Salesforce refused the refresh token (invalid_grant: expired access/refresh token): reconnect Salesforce on the CRM screen, then send this again";
    expect(dead?.last_error).toBe(reason);
    expect(salesforce.leadsByEmail("after.revoke@example.com")).toEqual([]);
    // The lead's page: dead, with the reason.
    expect(await crmDeliveries({ storage: fixture.storage }, id)).toMatchObject([
      { destination: "salesforce", state: "dead", lastError: reason },
    ]);
    // The forwarding screen reads the connection's problem.
    const [connection] = (await listConnections(fixture.storage)).filter((c) => c.destination === "salesforce");
    expect(connection?.problem).toBe(
      "Salesforce refused the refresh token (invalid_grant: expired access/refresh token)",
    );
    // Reconnected with the new token: the problem is gone and the re-send is delivered.
    await connect(defaultMappings.salesforce, renewed);
    expect((await listConnections(fixture.storage)).find((c) => c.destination === "salesforce")?.problem).toBeNull();
    expect(await resend(fixture.storage, { id: dead ? dead.id : "" })).toBe(1);
    await delivered(id);
    expect(salesforce.leadsByEmail("after.revoke@example.com")).toHaveLength(1);
    await connect();
  });

  it("makes a refused field dead at once with Salesforce's message; re-sent after the mapping is fixed", async () => {
    await connect({ ...defaultMappings.salesforce, company: "Company_Name__c" });
    const id = await submit(contactPayload(nextProof(), { email: "refused@example.com" }));
    const dead = await eventually(async () => (await entryOf(id))?.status === "dead" && entryOf(id), 30_000);
    expect(dead).toMatchObject({ attempts: 1 });
    expect(dead?.last_error).toContain("INVALID_FIELD: No such column 'Company_Name__c' on sobject of type Lead");
    expect(salesforce.leadsByEmail("refused@example.com")).toEqual([]);
    await connect();
    expect(await resend(fixture.storage, { id: dead ? dead.id : "" })).toBe(1);
    await delivered(id);
    expect(salesforce.leadsByEmail("refused@example.com")[0]?.fields.Company).toBe("Acme & Sons");
  });

  it("deletes an erased person's Leads at Salesforce, and records the answer on the case", async () => {
    const email = "erase.me@example.com";
    const one = await submit(contactPayload(nextProof(), { email }));
    const two = await submit(contactPayload(nextProof(), { email }));
    for (const id of [one, two]) await delivered(id);
    const leads = salesforce.leadsByEmail(email).map((l) => l.Id);
    expect(leads).toHaveLength(2);
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
    await eventually(async () => leads.every((l) => salesforce.deleted.includes(l)), 30_000);
    expect(salesforce.leadsByEmail(email)).toEqual([]);
    const answers = await eventually(async () => {
      const entries = (await audit.forTarget("privacy_case", caseId, 50)).filter(
        (e) => e.action === "privacy.crm_erasure",
      );
      return entries.length === 2 && entries;
    }, 30_000);
    for (const a of answers) expect(a.details).toEqual({ destination: "salesforce", answer: "Salesforce: deleted" });
  });

  it("stops while the daily API allowance is nearly used, and retries an hour later", async () => {
    salesforce.apiUsage.used = Math.floor(salesforce.apiUsage.limit * 0.95);
    // One delivery reads the allowance from Salesforce's answers...
    const first = await submit(contactPayload(nextProof(), { email: "allowance.one@example.com" }));
    await delivered(first);
    // ...and the next is not sent while it is nearly used.
    const second = await submit(contactPayload(nextProof(), { email: "allowance.two@example.com" }));
    const held = await eventually(async () => {
      const entry = await entryOf(second);
      return entry && entry.attempts >= 1 && entry;
    }, 30_000);
    expect(held.status).toBe("pending");
    expect(held.last_error).toContain("daily API allowance is nearly used");
    expect(new Date(held.next_attempt_at).getTime() - Date.now()).toBeGreaterThan(55 * 60_000);
    expect(upsertsOf(held.id)).toEqual([]);
  });
});
