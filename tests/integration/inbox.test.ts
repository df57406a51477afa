// The staff inbox's rows: one per stored submission, written with it, with normalised
// identifiers and the 30-day duplicate flag, also carried in the CRM payload.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  contactPayload,
  createStorage,
  engines,
  type Proof,
  postJson,
  privacyPayload,
  proofPool,
  type StorageTarget,
  startServer,
  type TestServer,
} from "./harness.ts";

describe.each(engines)("inbox rows on %s", (engine) => {
  let storage: StorageTarget;
  let server: TestServer;
  let nextProof: () => Proof;

  beforeAll(async () => {
    storage = await createStorage(engine);
    server = await startServer(storage, { RATE_LIMIT_PER_HOUR: "1000" });
    nextProof = await proofPool(server.url, 12);
  });
  afterAll(async () => {
    await server?.close();
    await storage?.drop();
  });

  async function submit(overrides: Record<string, unknown>) {
    const body = contactPayload(nextProof(), overrides);
    const response = await postJson(server.url, "/api/form-submissions", body);
    expect(response.status).toBe(201);
    return body.submissionId;
  }
  async function item(id: string) {
    const [row] = await storage.query<Record<string, unknown>>("select * from inbox_items where id = ?", [id]);
    return row;
  }
  async function crmFlags(id: string) {
    const [row] = await storage.query<{ payload: string }>("select payload from outbox where id = ?", [id]);
    return JSON.parse(String(row?.payload)).flags;
  }

  it("lists each submission once, with normalised email and phone, source and Sydney day", async () => {
    const body = contactPayload(nextProof(), { email: " Inbox.Person@Example.COM ", phone: "0412 345 678" });
    expect((await postJson(server.url, "/api/form-submissions", body)).status).toBe(201);
    // A retry of the same submission is not a second row.
    expect((await postJson(server.url, "/api/form-submissions", body)).status).toBe(201);
    const rows = await storage.query("select id from inbox_items where id = ?", [body.submissionId]);
    expect(rows).toHaveLength(1);
    expect(await item(body.submissionId)).toMatchObject({
      kind: "contact",
      form: "Contact Page",
      status: "new",
      name: "Mary-Jane O'Brien",
      email_norm: "inbox.person@example.com",
      phone_norm: "+61412345678",
      company: "Acme & Sons",
      source: "google",
      last_source: "news.example.org",
      duplicate: 0,
    });
    expect(String((await item(body.submissionId))?.created_day)).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(await crmFlags(body.submissionId)).toEqual({ duplicate: false, suppressed: false });
  });

  it("flags, and never drops, a submission whose email or phone matches one of the last 30 days", async () => {
    const first = await submit({ email: "dup.person@example.com", phone: "02 5550 1111" });
    const sameEmail = await submit({ email: "DUP.person@example.com ", phone: "02 5550 2222" });
    const samePhone = await submit({ email: "other.person@example.com", phone: "+61 2 5550 1111" });
    const stranger = await submit({ email: "stranger@example.com", phone: "02 5550 3333" });
    expect((await item(first))?.duplicate).toBe(0);
    expect((await item(sameEmail))?.duplicate).toBe(1);
    expect((await item(samePhone))?.duplicate).toBe(1);
    expect((await item(stranger))?.duplicate).toBe(0);
    expect(await crmFlags(sameEmail)).toEqual({ duplicate: true, suppressed: false });
    expect(await crmFlags(first)).toEqual({ duplicate: false, suppressed: false });
  });

  it("counts only the 30 days before a submission", async () => {
    const day = 24 * 60 * 60 * 1000;
    for (const [id, email, age] of [
      ["old-31", "window.old@example.com", 31],
      ["old-29", "window.recent@example.com", 29],
    ] as const) {
      const at = new Date(Date.now() - age * day).toISOString();
      await storage.query(
        `insert into inbox_items (id, kind, created_at, created_day, form, status, name, email_norm, phone_norm,
          source, last_source, duplicate, suppressed, updated_at, search_terms)
         values (?, 'contact', ?, '2026-01-01', 'Contact Page', 'new', 'X', ?, '', 'direct', 'direct', 0, 0, ?, 'x')`,
        [id, at, email, at],
      );
    }
    expect((await item(await submit({ email: "window.old@example.com", phone: "02 5550 7001" })))?.duplicate).toBe(0);
    expect((await item(await submit({ email: "window.recent@example.com", phone: "02 5550 7002" })))?.duplicate).toBe(
      1,
    );
  });

  it("lists privacy requests too, as received", async () => {
    const body = privacyPayload(nextProof(), "uk", { email: "Privacy.Person@Example.com", phone: "07911 123456" });
    expect((await postJson(server.url, "/api/form-submissions", body)).status).toBe(201);
    expect(await item(body.submissionId)).toMatchObject({
      kind: "privacy",
      form: "Privacy UK",
      status: "received",
      email_norm: "privacy.person@example.com",
      phone_norm: "+447911123456",
    });
  });
});
