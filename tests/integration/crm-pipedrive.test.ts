// The Pipedrive connector (issue 44, decision 062) end to end: the real server on loopback delivers
// through the outbox worker to a local Pipedrive that follows Pipedrive's API reference
// (tests/fakes/pipedrive.ts), reached through the connection's stored API address only. One person
// per email with a lead per enquiry (its origin_id the outbox entry's id, the enquiry its note); a
// lost answer retried without a second lead; 429 retried not before Retry-After; a refused field
// dead at once with Pipedrive's message, then re-sent once the mapping is fixed; erasure deletes
// the person and their leads at Pipedrive and the case records the answer. Pipedrive's search lags
// its writes here as it does (3 s): a second enquiry a second after the first reaches the same
// person through the id kept per hashed email (decision 073).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAuditLog } from "#server/audit/audit.server.ts";
import { saveConnection } from "#server/crm/connections.server.ts";
import { defaultMappings, enquiryForms } from "#server/crm/mapping.ts";
import { resend } from "#server/outbox/operations.server.ts";
import { moveCase } from "#server/privacy/cases.server.ts";
import { eraseCasePerson } from "#server/privacy/erasure.server.ts";
import { type FakePipedrive, startFakePipedrive } from "#tests/fakes/pipedrive.ts";
import { contactPayload, privacyPayload, proofPool } from "#tests/support/submissions.ts";
import { engines, eventually, postJson, startServer, storageFixture, type TestServer } from "./harness.ts";

const COMPANY_FIELD = "8f4b27fbd9dfc70d2296f23ce76987051ad7324e";

describe.each(engines)("Pipedrive connector on %s", (engine) => {
  const fixture = storageFixture(engine);
  let pipedrive: FakePipedrive;
  let server: TestServer;
  let nextProof: Awaited<ReturnType<typeof proofPool>>;
  const staff = { id: "officer-7", ip: "198.51.100.9" };
  const mapping = { ...defaultMappings.pipedrive, company: COMPANY_FIELD };

  const connect = (map: Record<string, string> = mapping) =>
    saveConnection(fixture.storage, {
      destination: "pipedrive",
      forms: [...enquiryForms],
      settings: { baseUrl: pipedrive.url, mapping: map, accountId: pipedrive.companyDomain },
      credentials: { apiToken: pipedrive.token },
      by: null,
      at: new Date().toISOString(),
    });

  beforeAll(async () => {
    pipedrive = await startFakePipedrive({ searchLagMs: 3000 });
    await connect();
    server = await startServer(
      fixture.target,
      { RATE_LIMIT_PER_HOUR: "1000" },
      { outbox: { pollIntervalMs: 50, backoff: { baseMs: 100, factor: 2, maxDelayMs: 200, jitter: 0.2 } } },
    );
    nextProof = await proofPool(server.url, 16);
  });
  afterAll(async () => {
    await server?.close();
    await pipedrive?.close();
  });

  async function submit(body: Record<string, unknown>): Promise<string> {
    const response = await postJson(server.url, "/api/form-submissions", body);
    expect(response.status, JSON.stringify(response.json)).toBe(201);
    return String(response.json.id);
  }
  const entryOf = async (about: string) =>
    (
      await fixture.target.query<{ id: string; status: string; attempts: number; last_error: string | null }>(
        "select id, status, attempts, last_error from outbox where destination = 'pipedrive' and about_id = ?",
        [about],
      )
    )[0];
  const delivered = (about: string) =>
    eventually(async () => (await entryOf(about))?.status === "delivered" && entryOf(about), 30_000);
  const leadsOf = (email: string) => pipedrive.leadsOf(pipedrive.personByEmail(email)?.id ?? -1);

  it("finds or creates one person per email and adds a lead with its note per enquiry", async () => {
    const a = await submit(contactPayload(nextProof(), { email: "Ann.Lee@Example.com", firstName: "Ann" }));
    const b = await submit(
      contactPayload(nextProof(), { email: "ann.lee@example.com", firstName: "Annie", pageName: "Mortgage Leads" }),
    );
    const c = await submit(contactPayload(nextProof(), { email: "bob@example.com", firstName: "Bob" }));
    for (const id of [a, b, c]) await delivered(id);

    // Delivered side by side, the two enquiries from one email still make one person.
    const ann = pipedrive.personByEmail("ann.lee@example.com");
    expect(ann).toMatchObject({ custom_fields: { [COMPANY_FIELD]: "Acme & Sons" } });
    const leads = leadsOf("ann.lee@example.com");
    expect(leads).toHaveLength(2);
    const entries = [await entryOf(a), await entryOf(b)];
    expect(leads.map((l) => l.origin_id).sort()).toEqual(entries.map((e) => e?.id).sort());
    for (const lead of leads) expect(pipedrive.notesOf(lead.id)).toHaveLength(1);
    const notes = leads.flatMap((l) => pipedrive.notesOf(l.id).map((n) => n.content));
    expect(notes.join()).toContain("Please send 50 test leads.<br>Thanks!");
    expect(leadsOf("bob@example.com")).toHaveLength(1);
    expect(pipedrive.persons.size).toBe(2);
    // Every call carried the API token in Pipedrive's header, never in the address.
    expect(pipedrive.requests.every((r) => r.token === pipedrive.token && !r.query.includes("api_token"))).toBe(true);
    const records = await fixture.target.query<{ contact_id: string; record_id: string; record_url: string }>(
      "select contact_id, record_id, record_url from crm_records where about_id = ?",
      [a],
    );
    const leadA = leads.find((l) => l.origin_id === entries[0]?.id);
    expect(records).toEqual([
      {
        contact_id: String(ann?.id),
        record_id: leadA?.id,
        record_url: `https://${pipedrive.companyDomain}.pipedrive.com/leads/inbox/${leadA?.id}`,
      },
    ]);
  });

  it("reaches the same person for a second enquiry a second after the first, while the search lags", async () => {
    pipedrive.searchLagMs = 10_000;
    try {
      const email = "Quick.Again@example.com";
      const first = await submit(contactPayload(nextProof(), { email, firstName: "Quinn" }));
      await delivered(first);
      await new Promise((done) => setTimeout(done, 1000));
      const second = await submit(contactPayload(nextProof(), { email: "quick.again@example.com", firstName: "Quin" }));
      await delivered(second);
      // The premise: Pipedrive's search still does not find the person made for the first.
      const search = await fetch(
        `${pipedrive.url}/api/v2/persons/search?term=quick.again%40example.com&fields=email&exact_match=true`,
        { headers: { "x-api-token": pipedrive.token } },
      );
      expect(((await search.json()) as { data: { items: unknown[] } }).data.items).toEqual([]);
      const persons = [...pipedrive.persons.values()].filter((p) =>
        p.emails.some((e) => e.value.toLowerCase() === "quick.again@example.com"),
      );
      expect(persons).toHaveLength(1);
      expect(persons[0]?.name).toBe("Quin O'Brien");
      const leads = pipedrive.leadsOf(persons[0]?.id ?? -1);
      expect(leads.map((l) => l.origin_id).sort()).toEqual(
        [(await entryOf(first))?.id, (await entryOf(second))?.id].sort(),
      );
      // Kept as a keyed hash of the email, never the email itself, and tied to the later enquiry.
      const kept = await fixture.target.query<{ email_hash: string; person_id: string; about_id: string }>(
        "select email_hash, person_id, about_id from crm_persons where destination = 'pipedrive' and person_id = ?",
        [String(persons[0]?.id)],
      );
      expect(kept).toHaveLength(1);
      expect(kept[0]).toMatchObject({ person_id: String(persons[0]?.id), about_id: second });
      expect(kept[0]?.email_hash).not.toContain("quick");
      expect(kept[0]?.email_hash).toMatch(/^[\w-]{43}$/);
    } finally {
      pipedrive.searchLagMs = 3000;
    }
  });

  it("makes the person again when the kept one was deleted at Pipedrive", async () => {
    const email = "gone.since@example.com";
    const first = await submit(contactPayload(nextProof(), { email }));
    await delivered(first);
    const before = pipedrive.personByEmail(email);
    pipedrive.persons.delete(before?.id ?? -1);
    const second = await submit(contactPayload(nextProof(), { email }));
    const entry = await delivered(second);
    expect(entry?.attempts).toBe(1);
    const after = pipedrive.personByEmail(email);
    expect(after?.id).not.toBe(before?.id);
    expect(pipedrive.leadsOf(after?.id ?? -1).map((l) => l.origin_id)).toEqual([entry?.id]);
    const kept = await fixture.target.query<{ person_id: string }>(
      "select person_id from crm_persons where about_id = ?",
      [second],
    );
    expect(kept).toEqual([{ person_id: String(after?.id) }]);
  });

  it("reports Pipedrive's deliveries on /metrics by destination", async () => {
    const text = await (await server.composed.metrics.answer()).text();
    expect(text).toMatch(/leadwise_outbox_delivery_attempts_total\{channel="pipedrive",result="ok"\} [1-9]/);
  });

  it("finds the lead it made when Pipedrive's answer was lost, instead of making a second", async () => {
    pipedrive.fault("POST /api/v1/leads", { kind: "lose-answer", status: 504 });
    const id = await submit(contactPayload(nextProof(), { email: "lost.answer@example.com" }));
    const entry = await delivered(id);
    expect(entry?.attempts).toBe(2);
    const leads = leadsOf("lost.answer@example.com");
    expect(leads).toHaveLength(1);
    expect(pipedrive.notesOf(leads[0]?.id ?? "")).toHaveLength(1);
    expect(
      pipedrive.requests.filter(
        (r) => r.method === "POST" && r.path === "/api/v1/leads" && JSON.stringify(r.body).includes(entry?.id ?? "-"),
      ),
    ).toHaveLength(1);
  });

  it("waits for Retry-After on a 429, then delivers", async () => {
    pipedrive.fault("GET /api/v2/persons/search", { kind: "status", status: 429, retryAfter: "2" });
    const id = await submit(contactPayload(nextProof(), { email: "busy@example.com" }));
    await delivered(id);
    const searches = pipedrive.requests.filter(
      (r) => r.path === "/api/v2/persons/search" && r.query.includes("busy%40example.com"),
    );
    expect(searches).toHaveLength(2);
    // The outbox's own backoff here is 100-200 ms: the second try waited for Pipedrive's 2 s.
    expect((searches[1]?.at ?? 0) - (searches[0]?.at ?? 0)).toBeGreaterThanOrEqual(1900);
  });

  it("makes a refused field dead at once with Pipedrive's message; re-sent after the mapping is fixed", async () => {
    await connect({ ...mapping, company: "company_typo" });
    const id = await submit(contactPayload(nextProof(), { email: "refused@example.com" }));
    const dead = await eventually(async () => (await entryOf(id))?.status === "dead" && entryOf(id), 30_000);
    expect(dead).toMatchObject({ attempts: 1 });
    expect(dead?.last_error).toContain("Custom field 'company_typo' does not exist");
    expect(pipedrive.personByEmail("refused@example.com")).toBeUndefined();

    await connect();
    expect(await resend(fixture.storage, { id: dead ? dead.id : "" })).toBe(1);
    await delivered(id);
    expect(pipedrive.personByEmail("refused@example.com")?.custom_fields[COMPANY_FIELD]).toBe("Acme & Sons");
    expect(leadsOf("refused@example.com")).toHaveLength(1);
  });

  it("deletes an erased person's leads and the person at Pipedrive, and records the answer on the case", async () => {
    const email = "erase.me@example.com";
    const enquiry = await submit(contactPayload(nextProof(), { email }));
    await delivered(enquiry);
    const person = pipedrive.personByEmail(email);
    const keptOf = () => fixture.target.query("select person_id from crm_persons where about_id = ?", [enquiry]);
    expect(await keptOf()).toEqual([{ person_id: String(person?.id) }]);
    const [lead] = leadsOf(email);
    expect(lead).toBeDefined();
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
    await eventually(async () => pipedrive.deletedPersons.includes(person?.id ?? -1), 30_000);
    expect(pipedrive.personByEmail(email)).toBeUndefined();
    expect(pipedrive.leads.has(lead?.id ?? "-")).toBe(false);
    expect(pipedrive.notesOf(lead?.id ?? "-")).toEqual([]);
    const history = await eventually(async () => {
      const entries = await audit.forTarget("privacy_case", caseId, 50);
      return entries.find((e) => e.action === "privacy.crm_erasure");
    }, 30_000);
    expect(history.details).toEqual({ destination: "pipedrive", answer: "Pipedrive: deleted" });
    expect(await fixture.target.query("select * from crm_records where about_id = ?", [enquiry])).toEqual([]);
    // The person id kept for the email went with the erasure.
    expect(await keptOf()).toEqual([]);
  });
});
