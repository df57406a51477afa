// The submission API end to end: what is stored for each answer, on each engine.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { submissionCreatedSchema } from "#server/submissions/crm-payload.server.ts";
import { CONSENT_VERSION } from "#shared/consent/statements.ts";
import { contactForms } from "#shared/forms/contact.ts";
import { privacyForms } from "#shared/forms/privacy.ts";
import { UNKNOWN_CONSENT_VERSION } from "#shared/forms/schema.ts";
import {
  CAMPAIGN_VISIT,
  contactPayload,
  getChallenge,
  type Proof,
  privacyPayload,
  proofPool,
  solve,
  VISITOR_BROWSER,
} from "#tests/support/submissions.ts";
import { createStorage, engines, postJson, type StorageTarget, startServer, type TestServer } from "./harness.ts";

describe.each(engines)("form API on %s", (engine) => {
  let storage: StorageTarget;
  let server: TestServer;
  let nextProof: () => Proof;

  beforeAll(async () => {
    storage = await createStorage(engine);
    server = await startServer(storage, { RATE_LIMIT_PER_HOUR: "1000" });
    nextProof = await proofPool(server.url, 40);
  });

  afterAll(async () => {
    await server?.close();
    await storage?.drop();
  });

  async function rowsWithId(id: string) {
    const contact = await storage.query("select id from contact_submissions where id = ?", [id]);
    const privacy = await storage.query("select id from privacy_submissions where id = ?", [id]);
    const outbox = await storage.query("select id from outbox where id = ?", [id]);
    return contact.length + privacy.length + outbox.length;
  }

  it("stores a valid contact submission with its outbox entry before answering 201", async () => {
    // A visitor's browser (counted by the analytics) that landed from a campaign today, then sent the
    // contact page's form, reached from a news site: first and last touch (decision 085).
    const browser = { "user-agent": VISITOR_BROWSER };
    expect((await postJson(server.url, "/api/events", CAMPAIGN_VISIT, browser)).status).toBe(204);
    await server.flushAnalytics();
    const body = contactPayload(nextProof(), { company: "  <b>Acme</b> & Sons  " });
    const response = await postJson(server.url, "/api/form-submissions", body, browser);
    expect(response.status).toBe(201);
    expect(response.json).toEqual({ id: body.submissionId });

    const [row] = await storage.query<Record<string, unknown>>("select * from contact_submissions where id = ?", [
      body.submissionId,
    ]);
    expect(row).toMatchObject({
      first_name: "Mary-Jane",
      last_name: "O'Brien",
      email: "mary@example.com",
      phone: "+61 2 5550 1234",
      company: "bAcme/b & Sons",
      message: "Please send 50 test leads.\nThanks!",
      page_name: "Contact Page",
      human_verification_answer: body.humanVerification,
      user_agent: VISITOR_BROWSER,
      first_utm_source: "google",
      first_utm_medium: "cpc",
      first_referrer: null,
      first_landing_page: "/mortgage-leads",
      last_referrer: "https://news.example.org/",
      last_landing_page: "/contact",
      last_utm_source: null,
    });
    expect(new Date(String(row?.created_at)).getTime()).toBeGreaterThan(Date.now() - 60_000);

    const [outbox] = await storage.query<Record<string, unknown>>(
      "select status, attempts, form_type, payload from outbox where id = ?",
      [body.submissionId],
    );
    expect(outbox).toMatchObject({ status: "pending", attempts: 0, form_type: "contact" });
    // The CRM's event, by its contract (docs/crm-webhook.md), not the row.
    const delivered = submissionCreatedSchema.parse(JSON.parse(String(outbox?.payload)));
    expect(delivered).toMatchObject({ type: "submission.created", version: 2 });
    expect(delivered.data).toMatchObject({
      formType: "contact",
      id: body.submissionId,
      form: "Contact Page",
      fields: { firstName: "Mary-Jane", company: "bAcme/b & Sons" },
      attribution: {
        first: { utm_source: "google", utm_medium: "cpc", gclid: null },
        last: { referrer: "https://news.example.org/", utm_source: null },
      },
      flags: { duplicate: false, suppressed: false },
    });
    expect(JSON.stringify(delivered)).not.toContain(VISITOR_BROWSER); // the user agent stays here
  });

  it("stores every contact form kind with its page name", async () => {
    for (const pageName of ["Contact Section", "Contact Form", "Mortgage Leads", "Energy Leads"]) {
      const body = contactPayload(nextProof(), { pageName });
      expect((await postJson(server.url, "/api/form-submissions", body)).status, pageName).toBe(201);
      const [row] = await storage.query("select page_name from contact_submissions where id = ?", [body.submissionId]);
      expect(row).toEqual({ page_name: pageName });
    }
  });

  it("stores AU and UK privacy requests in privacy_submissions", async () => {
    for (const region of ["au", "uk"] as const) {
      const body = privacyPayload(nextProof(), region);
      const response = await postJson(server.url, "/api/form-submissions", body);
      expect(response.status).toBe(201);
      const [row] = await storage.query<Record<string, unknown>>("select * from privacy_submissions where id = ?", [
        body.submissionId,
      ]);
      expect(row).toMatchObject({
        region,
        page_name: region === "au" ? "Privacy AU" : "Privacy UK",
        subject: body.subject,
        company_contacted: "Some Caller Pty Ltd",
        communication_preference: "Email",
        business_name: null,
        address: "1 Example St, Castle Hill NSW",
        phone: "",
        first_name: "José",
      });
      expect(Boolean(row?.suppress_from_marketing)).toBe(true);
      const [outbox] = await storage.query<{ payload: string }>("select payload from outbox where id = ?", [
        body.submissionId,
      ]);
      const delivered = submissionCreatedSchema.parse(JSON.parse(String(outbox?.payload)));
      expect(delivered.data).toMatchObject({
        formType: "privacy",
        region,
        fields: { suppressFromMarketing: true },
        privacyCase: { reference: expect.stringMatching(/^PR-\d{4}-\d{6}$/) },
      });
    }
  });

  it("is idempotent: the same submissionId twice, or at once, stores one row and answers 201 each time", async () => {
    const body = contactPayload(nextProof());
    const first = await postJson(server.url, "/api/form-submissions", body);
    const second = await postJson(server.url, "/api/form-submissions", body);
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(second.json).toEqual({ id: body.submissionId });
    expect(await rowsWithId(body.submissionId)).toBe(2); // one row + one outbox entry

    const burst = contactPayload(nextProof());
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => postJson(server.url, "/api/form-submissions", burst)),
    );
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201, 201]);
    expect(await rowsWithId(burst.submissionId)).toBe(2);
  });

  const consent = (overrides: Record<string, unknown> = {}) => ({
    version: CONSENT_VERSION.label,
    hash: CONSENT_VERSION.sha256,
    formVersion: contactForms["contact-page"].version,
    pageUrl: "https://leadwise.example/contact",
    shownAt: "2026-11-23T01:02:03.000Z",
    ...overrides,
  });

  it("stores the consent record with the row and sends it in the CRM payload", async () => {
    const body = contactPayload(nextProof(), { consent: consent() });
    expect((await postJson(server.url, "/api/form-submissions", body)).status).toBe(201);
    const [row] = await storage.query<Record<string, unknown>>("select * from contact_submissions where id = ?", [
      body.submissionId,
    ]);
    expect(row).toMatchObject({
      consent_version: CONSENT_VERSION.label,
      consent_hash: CONSENT_VERSION.sha256,
      form_version: "contact-2026-11-23",
      consent_page_url: "https://leadwise.example/contact",
    });
    expect(new Date(row?.consent_shown_at as string).toISOString()).toBe("2026-11-23T01:02:03.000Z");
    const [outbox] = await storage.query<{ payload: string }>("select payload from outbox where id = ?", [
      body.submissionId,
    ]);
    expect(submissionCreatedSchema.parse(JSON.parse(outbox?.payload ?? "{}")).data.consent).toEqual({
      version: CONSENT_VERSION.label,
      hash: CONSENT_VERSION.sha256,
      formVersion: "contact-2026-11-23",
      pageUrl: "https://leadwise.example/contact",
      shownAt: "2026-11-23T01:02:03.000Z",
    });

    const privacy = privacyPayload(nextProof(), "uk", {
      consent: consent({ formVersion: privacyForms.uk.version, pageUrl: "https://leadwise.example/privacy-uk" }),
    });
    expect((await postJson(server.url, "/api/form-submissions", privacy)).status).toBe(201);
    const [privacyRow] = await storage.query<Record<string, unknown>>(
      "select consent_version, consent_hash, form_version, consent_page_url from privacy_submissions where id = ?",
      [privacy.submissionId],
    );
    expect(privacyRow).toEqual({
      consent_version: CONSENT_VERSION.label,
      consent_hash: CONSENT_VERSION.sha256,
      form_version: "privacy-uk-2026-11-23",
      consent_page_url: "https://leadwise.example/privacy-uk",
    });
  });

  it("answers 400 with a clear message, and stores nothing, for a consent version it never showed", async () => {
    const unknownLabel = contactPayload(nextProof(), { consent: consent({ version: "1999-01-01" }) });
    const forgedHash = contactPayload(nextProof(), { consent: consent({ hash: "a".repeat(64) }) });
    for (const body of [unknownLabel, forgedHash]) {
      const response = await postJson(server.url, "/api/form-submissions", body);
      expect(response.status).toBe(400);
      expect(response.json).toEqual({
        error: UNKNOWN_CONSENT_VERSION,
        fieldErrors: { "consent.version": UNKNOWN_CONSENT_VERSION },
      });
      expect(await rowsWithId(body.submissionId)).toBe(0);
    }
    for (const bad of [{ shownAt: "yesterday" }, { pageUrl: "javascript:alert(1)" }, { hash: "not-a-hash" }]) {
      const body = contactPayload(nextProof(), { consent: consent(bad) });
      const response = await postJson(server.url, "/api/form-submissions", body);
      expect(response.status, JSON.stringify(bad)).toBe(400);
      expect(await rowsWithId(body.submissionId)).toBe(0);
    }
  });

  it("stores a submission from a page without the consent record with empty consent columns", async () => {
    const body = contactPayload(nextProof());
    expect((await postJson(server.url, "/api/form-submissions", body)).status).toBe(201);
    const [row] = await storage.query<Record<string, unknown>>(
      "select consent_version, consent_hash, form_version, consent_page_url, consent_shown_at from contact_submissions where id = ?",
      [body.submissionId],
    );
    expect(row).toEqual({
      consent_version: null,
      consent_hash: null,
      form_version: null,
      consent_page_url: null,
      consent_shown_at: null,
    });
  });

  it("stores the AU/NZ requester's country (null when not given and on the UK form) and sends it to the CRM", async () => {
    const nz = privacyPayload(nextProof(), "au", { country: "NZ" });
    const unstated = privacyPayload(nextProof(), "au");
    const uk = privacyPayload(nextProof(), "uk");
    for (const body of [nz, unstated, uk]) {
      expect((await postJson(server.url, "/api/form-submissions", body)).status).toBe(201);
    }
    const countryOf = async (id: string) =>
      (await storage.query<{ country: string | null }>("select country from privacy_submissions where id = ?", [id]))[0]
        ?.country;
    expect(await countryOf(nz.submissionId)).toBe("NZ");
    expect(await countryOf(unstated.submissionId)).toBeNull();
    expect(await countryOf(uk.submissionId)).toBeNull();
    const [outbox] = await storage.query<{ payload: string }>("select payload from outbox where id = ?", [
      nz.submissionId,
    ]);
    expect(submissionCreatedSchema.parse(JSON.parse(outbox?.payload ?? "{}")).data).toMatchObject({
      fields: { country: "NZ" },
      region: "au",
    });

    const mars = privacyPayload(nextProof(), "au", { country: "Mars" });
    const answer = await postJson(server.url, "/api/form-submissions", mars);
    expect(answer.status).toBe(400);
    expect(answer.json.fieldErrors).toEqual({ country: "Please choose a country" });
    expect(await rowsWithId(mars.submissionId)).toBe(0);
  });

  it("answers 400 with field errors, and stores nothing, for invalid fields", async () => {
    const body = contactPayload(nextProof(), { firstName: "J", email: "nope", message: "" });
    const response = await postJson(server.url, "/api/form-submissions", body);
    expect(response.status).toBe(400);
    expect(response.json).toMatchObject({
      error: expect.any(String),
      fieldErrors: {
        firstName: "First name must be at least 2 characters long",
        email: "Please enter a valid email address",
        message: "Message is required",
      },
    });
    expect(await rowsWithId(body.submissionId)).toBe(0);

    const missing = await postJson(server.url, "/api/form-submissions", {
      formType: "privacy",
      pageName: "Privacy AU",
    });
    expect(missing.status).toBe(400);
    expect(missing.json.fieldErrors).toMatchObject({ subject: "Subject is required", message: "Message is required" });

    const unknownForm = await postJson(server.url, "/api/form-submissions", { ...body, pageName: "Fundraising Leads" });
    expect(unknownForm.status).toBe(400);
  });

  it("answers 400 to a body that is not JSON, 415 to another content type, 413 over 16 KB", async () => {
    const notJson = await postJson(server.url, "/api/form-submissions", "{not json");
    expect(notJson.status).toBe(400);
    expect(notJson.json.error).toBeTruthy();

    const body = contactPayload(nextProof());
    const form = await fetch(`${server.url}/api/form-submissions`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ firstName: "Ann" }),
    });
    expect(form.status).toBe(415);
    expect(await form.json()).toHaveProperty("error");

    const huge = await postJson(server.url, "/api/form-submissions", { ...body, message: "x".repeat(17 * 1024) });
    expect(huge.status).toBe(413);
    expect(huge.json).toHaveProperty("error");
    expect(await rowsWithId(body.submissionId)).toBe(0);
    // The same payload at a normal size is accepted: nothing was used up.
    expect((await postJson(server.url, "/api/form-submissions", body)).status).toBe(201);
  });

  it("judges a chunked body (no Content-Length) by what arrives: 413 over 16 KB, stored under it", async () => {
    const chunked = (text: string) =>
      fetch(`${server.url}/api/form-submissions`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: new ReadableStream({
          start(controller) {
            const bytes = new TextEncoder().encode(text);
            for (let i = 0; i < bytes.length; i += 1000) controller.enqueue(bytes.slice(i, i + 1000));
            controller.close();
          },
        }),
        duplex: "half",
      } as RequestInit);
    const body = contactPayload(nextProof());
    const huge = await chunked(JSON.stringify({ ...body, message: "x".repeat(17 * 1024) }));
    expect(huge.status).toBe(413);
    expect(await rowsWithId(body.submissionId)).toBe(0);
    const fine = await chunked(JSON.stringify(body));
    expect(fine.status).toBe(201);
    expect(await rowsWithId(body.submissionId)).toBe(2); // the row and its outbox entry
  });

  it("answers 403 without a valid proof, for a reused proof, a wrong answer, the honeypot, or too fast", async () => {
    const noProof = contactPayload(nextProof(), { humanCheckProof: "v1.forged.proof" });
    expect((await postJson(server.url, "/api/form-submissions", noProof)).status).toBe(403);

    const proof = nextProof();
    const used = contactPayload(proof);
    expect((await postJson(server.url, "/api/form-submissions", used)).status).toBe(201);
    const reuse = contactPayload(proof); // same proof, new submission
    expect((await postJson(server.url, "/api/form-submissions", reuse)).status).toBe(403);

    const mismatch = contactPayload(nextProof(), { humanVerification: "Something else" });
    expect((await postJson(server.url, "/api/form-submissions", mismatch)).status).toBe(403);

    const bot = contactPayload(nextProof(), { website: "http://spam.example" });
    const botAnswer = await postJson(server.url, "/api/form-submissions", bot);
    expect(botAnswer.status).toBe(403);

    const hasty = contactPayload(await solve(server.url)); // challenge issued moments ago
    const hastyAnswer = await postJson(server.url, "/api/form-submissions", hasty);
    expect(hastyAnswer.status).toBe(403);
    expect(hastyAnswer.json).toHaveProperty("error");

    for (const body of [noProof, reuse, mismatch, bot, hasty]) expect(await rowsWithId(body.submissionId)).toBe(0);
  });

  it("burns a challenge on a wrong answer and gives single-use proofs only for the right one", async () => {
    const challenge = await getChallenge(server.url);
    expect(challenge.options).toHaveLength(4);
    expect(JSON.stringify(challenge)).not.toMatch(/correct/i);
    const { answerFor } = await import("#tests/support/submissions.ts");
    const right = answerFor(challenge.question);
    const wrong = challenge.options.find((o) => o.label !== right)!.label;
    const first = await postJson(server.url, "/api/human-check", { token: challenge.token, answer: wrong });
    expect(first.status).toBe(403);
    const again = await postJson(server.url, "/api/human-check", { token: challenge.token, answer: right });
    expect(again.status).toBe(403);
    expect(again.json).not.toHaveProperty("proof");

    const fresh = await getChallenge(server.url);
    const ok = await postJson(server.url, "/api/human-check", {
      token: fresh.token,
      answer: answerFor(fresh.question),
    });
    expect(ok.status).toBe(200);
    expect(ok.json).toMatchObject({ proof: expect.any(String), expiresAt: expect.any(Number) });

    expect((await postJson(server.url, "/api/human-check", { token: "forged", answer: right })).status).toBe(403);
    expect((await postJson(server.url, "/api/human-check", { nope: true })).status).toBe(400);
  });

  it("answers unknown API paths and methods with JSON, never a page", async () => {
    const get = await fetch(`${server.url}/api/form-submissions`);
    expect(get.status).toBe(405);
    expect(await get.json()).toHaveProperty("error");
    const unknown = await fetch(`${server.url}/api/nothing-here`);
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get("content-type")).toContain("application/json");
  });
});

describe.each(engines)("rate limits and several instances on %s", (engine) => {
  let storage: StorageTarget;
  let a: TestServer;
  let b: TestServer;
  let nextProof: () => Proof;

  beforeAll(async () => {
    storage = await createStorage(engine);
    // Two instances on one storage, as behind a load balancer; a proxy in front of them.
    a = await startServer(storage, { RATE_LIMIT_PER_HOUR: "3", TRUST_PROXY: "true" });
    b = await startServer(storage, { RATE_LIMIT_PER_HOUR: "3", TRUST_PROXY: "true" });
    // Human-check answers are limited at 5 × 3 per address: spread the pool over addresses.
    const proofs: Proof[] = [];
    for (let i = 0; i < 12; i++) proofs.push(await solveAs(a.url, `198.51.100.${i + 1}`));
    await new Promise((r) => setTimeout(r, 3100));
    nextProof = () => proofs.shift()!;
  });

  afterAll(async () => {
    await a?.close();
    await b?.close();
    await storage?.drop();
  });

  async function solveAs(url: string, address: string): Promise<Proof> {
    const { solve: solveWith } = await import("./harness.ts");
    return solveWith(url, { "x-forwarded-for": address });
  }

  it("shares the per-address limit across instances and answers 429 with Retry-After", async () => {
    // The proxy appends the address it saw; whatever the client claimed stays on the left.
    const client = { "x-forwarded-for": "192.0.2.99, 203.0.113.10" };
    const results = [];
    for (const server of [a, b, a, b]) {
      const body = contactPayload(nextProof());
      const answer = await postJson(server.url, "/api/form-submissions", body, client);
      results.push(answer.status);
      if (answer.status === 429) {
        expect(Number(answer.headers.get("retry-after"))).toBeGreaterThan(0);
        expect(Number(answer.headers.get("retry-after"))).toBeLessThanOrEqual(3600);
        expect(answer.json.error).toBeTruthy();
        const stored = await storage.query("select id from contact_submissions where id = ?", [body.submissionId]);
        expect(stored).toHaveLength(0);
      }
    }
    expect(results).toEqual([201, 201, 201, 429]);
    // Another client address behind the same proxy has its own allowance; a claimed address does not.
    const other = await postJson(b.url, "/api/form-submissions", contactPayload(nextProof()), {
      "x-forwarded-for": "192.0.2.99, 203.0.113.11",
    });
    expect(other.status).toBe(201);
  });

  it("keeps a proof single use across instances", async () => {
    const proof = nextProof();
    const headers = { "x-forwarded-for": "203.0.113.20" };
    expect((await postJson(a.url, "/api/form-submissions", contactPayload(proof), headers)).status).toBe(201);
    expect((await postJson(b.url, "/api/form-submissions", contactPayload(proof), headers)).status).toBe(403);
  });

  it("stores no address: only a keyed hash is the rate-limit key", async () => {
    const keys = await storage.query<{ key: string }>("select key from rate_limits");
    expect(keys.length).toBeGreaterThan(0);
    for (const { key } of keys) expect(key).toMatch(/^(submit|verify):[0-9a-f]{32}$/);
    // Nor does any column of a stored submission hold an address the requests came from.
    const stored = await storage.query("select * from contact_submissions");
    expect(stored.length).toBeGreaterThan(0);
    for (const address of ["192.0.2.99", "203.0.113.10", "203.0.113.11", "203.0.113.20"]) {
      expect(JSON.stringify(stored)).not.toContain(address);
    }
  });
});

describe.each(engines)("untrusted proxy headers on %s", (engine) => {
  let storage: StorageTarget;
  let server: TestServer;

  beforeAll(async () => {
    storage = await createStorage(engine);
    server = await startServer(storage, { RATE_LIMIT_PER_HOUR: "2", TRUST_PROXY: "false" });
  });
  afterAll(async () => {
    await server?.close();
    await storage?.drop();
  });

  it("ignores X-Forwarded-For unless TRUST_PROXY is set", async () => {
    const proofs = [await solve(server.url), await solve(server.url), await solve(server.url)];
    await new Promise((r) => setTimeout(r, 3100));
    const statuses = [];
    for (const [i, proof] of proofs.entries()) {
      const answer = await postJson(server.url, "/api/form-submissions", contactPayload(proof), {
        "x-forwarded-for": `192.0.2.${i + 1}`,
      });
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([201, 201, 429]);
  });
});
