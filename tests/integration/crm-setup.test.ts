// Setting a CRM up as the desk does (issue 44, item 2), against the local HubSpot, Pipedrive and Salesforce: a
// refused token is not kept; a good one is kept encrypted (never in the database in clear, the key
// beside the SQLite database or in app_secrets), the CRM's property list is offered, and a test
// send shows each request and the CRM's answer without the token.
import { existsSync, statSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAuditLog } from "#server/audit/audit.server.ts";
import { createCrmRouting, ROUTING_TTL_MS } from "#server/crm/routing.server.ts";
import { crmSetup, saveCrmSettings, testSendCrm } from "#server/crm/setup.server.ts";
import { CRM_CREDENTIALS_KEY_FILE } from "#server/db/data-dir.server.ts";
import { enquiryForms } from "#shared/crm/mapping.ts";
import { type FakeHubSpot, startFakeHubSpot } from "#tests/fakes/hubspot.ts";
import { type FakePipedrive, startFakePipedrive } from "#tests/fakes/pipedrive.ts";
import { type FakeSalesforce, startFakeSalesforce } from "#tests/fakes/salesforce.ts";
import { createStaffMemberIn, signInOverHttp } from "#tests/support/staff.ts";
import { contactPayload, proofPool } from "#tests/support/submissions.ts";
import { buildDir, postForm } from "./desk-server.ts";
import { engines, postJson, startServer, storageFixture, type TestServer } from "./harness.ts";

describe.each(engines)("HubSpot set-up on %s", (engine) => {
  const fixture = storageFixture(engine);
  let hubspot: FakeHubSpot;
  const admin = { id: "admin-1", ip: "198.51.100.7" };
  beforeAll(async () => {
    hubspot = await startFakeHubSpot();
  });
  afterAll(async () => {
    await hubspot?.close();
  });
  const ctx = async () => ({
    storage: fixture.storage,
    audit: await createAuditLog(fixture.storage),
    now: Date.now,
    crmRouting: createCrmRouting(),
  });

  it("refuses a token HubSpot refuses, and keeps nothing", async () => {
    const result = await saveCrmSettings(
      await ctx(),
      {
        destination: "hubspot",
        credentials: { accessToken: "pat-wrong" },
        baseUrl: hubspot.url,
        forms: [...enquiryForms],
      },
      admin,
    );
    expect(result).toMatchObject({ ok: false, status: 400, field: "cred_accessToken" });
    expect(!result.ok && result.error).toContain("Authentication credentials not found");
    expect(await fixture.target.query("select destination from crm_connections")).toEqual([]);
  });

  it("keeps a good token encrypted, learns the portal, and offers HubSpot's property list", async () => {
    const result = await saveCrmSettings(
      await ctx(),
      {
        destination: "hubspot",
        credentials: { accessToken: hubspot.token },
        baseUrl: hubspot.url,
        forms: ["Energy Leads", "Not a form"],
      },
      admin,
    );
    expect(result).toEqual({ ok: true });
    const [row] = await fixture.target.query<{ forms: string; settings: string; credentials: string }>(
      "select forms, settings, credentials from crm_connections",
    );
    expect(JSON.parse(row?.forms ?? "")).toEqual(["Energy Leads"]);
    expect(JSON.parse(row?.settings ?? "")).toMatchObject({
      baseUrl: hubspot.url,
      accountId: String(hubspot.portalId),
    });
    expect(row?.credentials).not.toContain(hubspot.token);
    expect(row?.credentials).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    if (engine === "sqlite") {
      const key = join(fixture.target.env.DATA_DIR, CRM_CREDENTIALS_KEY_FILE);
      expect(existsSync(key)).toBe(true);
      expect(statSync(key).mode & 0o777).toBe(0o600);
    } else {
      expect(
        await fixture.target.query("select name from app_secrets where name = 'crm_credentials_key'"),
      ).toHaveLength(1);
    }
    const [hubspotView] = await crmSetup(fixture.storage);
    expect(hubspotView?.connection?.forms).toEqual(["Energy Leads"]);
    expect(JSON.stringify(hubspotView)).not.toContain(hubspot.token);
    expect(hubspotView?.properties?.map((p) => p.name)).toContain("jobtitle");
  });

  it("shows a test send's requests and HubSpot's answers, without the token", async () => {
    const result = await testSendCrm(await ctx(), "hubspot", "0b7f0a52-5a43-4c55-9c2a-4a4b8bbab001", admin);
    expect(result).toMatchObject({ ok: true, message: "HubSpot accepted the test enquiry." });
    if (!("exchanges" in result)) throw new Error("no exchanges");
    expect(result.exchanges.map((x) => [x.method, x.url.replace(hubspot.url, ""), x.status])).toEqual([
      ["POST", "/crm/v3/objects/contacts/batch/upsert", 200],
      ["GET", "/crm/v4/objects/contacts/1001/associations/notes?limit=500", 200],
      ["POST", "/crm/v3/objects/notes", 201],
    ]);
    expect(result.exchanges[0]?.requestBody).toContain("test-send@leadwise.invalid");
    expect(JSON.stringify(result)).not.toContain(hubspot.token);
  });
});

describe.each(engines)("Pipedrive set-up on %s", (engine) => {
  const fixture = storageFixture(engine);
  let pipedrive: FakePipedrive;
  const admin = { id: "admin-1", ip: "198.51.100.7" };
  beforeAll(async () => {
    pipedrive = await startFakePipedrive();
  });
  afterAll(async () => {
    await pipedrive?.close();
  });
  const ctx = async () => ({
    storage: fixture.storage,
    audit: await createAuditLog(fixture.storage),
    now: Date.now,
    crmRouting: createCrmRouting(),
  });
  const view = async () => (await crmSetup(fixture.storage)).find((c) => c.destination === "pipedrive");

  it("refuses a token Pipedrive refuses, and keeps nothing", async () => {
    const result = await saveCrmSettings(
      await ctx(),
      {
        destination: "pipedrive",
        credentials: { apiToken: "not-the-token" },
        baseUrl: pipedrive.url,
        forms: [...enquiryForms],
      },
      admin,
    );
    expect(result).toMatchObject({ ok: false, status: 400, field: "cred_apiToken" });
    expect(!result.ok && result.error).toContain("unauthorized access");
    expect(await fixture.target.query("select destination from crm_connections")).toEqual([]);
    expect((await view())?.credentials).toEqual([{ name: "apiToken", label: "API token" }]);
  });

  it("keeps a good token encrypted, learns the company's domain, and offers Pipedrive's person fields", async () => {
    const result = await saveCrmSettings(
      await ctx(),
      {
        destination: "pipedrive",
        credentials: { apiToken: pipedrive.token },
        baseUrl: pipedrive.url,
        forms: ["Energy Leads"],
      },
      admin,
    );
    expect(result).toEqual({ ok: true });
    const [row] = await fixture.target.query<{ settings: string; credentials: string }>(
      "select settings, credentials from crm_connections where destination = 'pipedrive'",
    );
    expect(JSON.parse(row?.settings ?? "")).toMatchObject({
      baseUrl: pipedrive.url,
      accountId: pipedrive.companyDomain,
      mapping: { email: "emails", phone: "phones" },
    });
    expect(row?.credentials).not.toContain(pipedrive.token);
    const pipedriveView = await view();
    expect(JSON.stringify(pipedriveView)).not.toContain(pipedrive.token);
    // Writable person fields, custom ones included; ids, owners and organisations are not offered.
    const names = pipedriveView?.properties?.map((p) => p.name);
    expect(names).toEqual(
      expect.arrayContaining(["emails", "phones", "job_title", "8f4b27fbd9dfc70d2296f23ce76987051ad7324e"]),
    );
    expect(names).not.toContain("id");
    expect(names).not.toContain("org_id");
  });

  it("shows a test send's requests and Pipedrive's answers, without the token", async () => {
    const id = "0b7f0a52-5a43-4c55-9c2a-4a4b8bbab002";
    const result = await testSendCrm(await ctx(), "pipedrive", id, admin);
    expect(result).toMatchObject({ ok: true, message: "Pipedrive accepted the test enquiry." });
    if (!("exchanges" in result)) throw new Error("no exchanges");
    expect(
      result.exchanges.map((x) => [x.method, x.url.replace(pipedrive.url, "").replace(/\?.*/, ""), x.status]),
    ).toEqual([
      ["GET", "/api/v2/persons/search", 200],
      ["POST", "/api/v2/persons", 200],
      ["GET", "/api/v1/leads", 200],
      ["POST", "/api/v1/leads", 201],
      ["GET", "/api/v1/notes", 200],
      ["POST", "/api/v1/notes", 200],
    ]);
    expect(result.exchanges[1]?.requestBody).toContain("test-send@leadwise.invalid");
    expect(result.exchanges[3]?.requestBody).toContain(id);
    expect(JSON.stringify(result)).not.toContain(pipedrive.token);
    expect(pipedrive.personByEmail("test-send@leadwise.invalid")).toBeDefined();
  });
});

describe.each(engines)("Salesforce set-up on %s", (engine) => {
  const fixture = storageFixture(engine);
  let salesforce: FakeSalesforce;
  const admin = { id: "admin-1", ip: "198.51.100.7" };
  beforeAll(async () => {
    salesforce = await startFakeSalesforce();
  });
  afterAll(async () => {
    await salesforce?.close();
  });
  const ctx = async () => ({
    storage: fixture.storage,
    audit: await createAuditLog(fixture.storage),
    now: Date.now,
    crmRouting: createCrmRouting(),
  });
  const view = async () => (await crmSetup(fixture.storage)).find((c) => c.destination === "salesforce");
  const input = (credentials: Record<string, string>) => ({
    destination: "salesforce" as const,
    credentials,
    baseUrl: salesforce.url,
    forms: [...enquiryForms],
  });

  it("asks for the consumer key and secret, refuses what Salesforce refuses, and keeps nothing", async () => {
    expect(await saveCrmSettings(await ctx(), input({ clientId: salesforce.clientId }), admin)).toMatchObject({
      ok: false,
      field: "cred_clientSecret",
      error: "Enter the consumer secret.",
    });
    const refused = await saveCrmSettings(
      await ctx(),
      input({ clientId: salesforce.clientId, clientSecret: "wrong" }),
      admin,
    );
    expect(refused).toMatchObject({ ok: false, status: 400, field: "cred_clientId" });
    expect(!refused.ok && refused.error).toContain("invalid_client: invalid client credentials");
    expect(await fixture.target.query("select destination from crm_connections")).toEqual([]);
  });

  it("refuses an org without the External ID field, naming it", async () => {
    salesforce.dropExternalIdField();
    try {
      const result = await saveCrmSettings(
        await ctx(),
        input({ clientId: salesforce.clientId, clientSecret: salesforce.clientSecret }),
        admin,
      );
      expect(!result.ok && result.error).toContain("no External ID field Leadwise_Enquiry_Id__c");
    } finally {
      await salesforce.close();
      salesforce = await startFakeSalesforce();
    }
  });

  it("connects with a refresh token, learns the instance, and offers the Lead's writable fields", async () => {
    const result = await saveCrmSettings(
      await ctx(),
      input({
        clientId: salesforce.clientId,
        clientSecret: salesforce.clientSecret,
        refreshToken: salesforce.refreshToken,
      }),
      admin,
    );
    expect(result).toEqual({ ok: true });
    expect(salesforce.tokenGrants).toEqual(["refresh_token"]);
    const [row] = await fixture.target.query<{ settings: string; credentials: string }>(
      "select settings, credentials from crm_connections where destination = 'salesforce'",
    );
    expect(JSON.parse(row?.settings ?? "")).toMatchObject({ baseUrl: salesforce.url, accountId: salesforce.url });
    expect(row?.credentials).not.toContain(salesforce.clientSecret);
    const found = await view();
    expect(JSON.stringify(found)).not.toContain(salesforce.clientSecret);
    const names = found?.properties?.map((p) => p.name);
    expect(names).toEqual(expect.arrayContaining(["LastName", "Company", "Description", "Title"]));
    expect(names).not.toContain("Id");
    expect(names).not.toContain("Leadwise_Enquiry_Id__c");
  });

  it("shows a test send's requests and Salesforce's answers, without the secrets", async () => {
    const id = "0b7f0a52-5a43-4c55-9c2a-4a4b8bbab003";
    const result = await testSendCrm(await ctx(), "salesforce", id, admin);
    expect(result).toMatchObject({ ok: true, message: "Salesforce accepted the test enquiry." });
    if (!("exchanges" in result)) throw new Error("no exchanges");
    expect(result.exchanges.map((x) => [x.method, x.url.replace(salesforce.url, ""), x.status])).toEqual([
      ["PATCH", `/services/data/v62.0/sobjects/Lead/Leadwise_Enquiry_Id__c/${id}`, 201],
    ]);
    expect(result.exchanges[0]?.requestBody).toContain("test-send@leadwise.invalid");
    expect(JSON.stringify(result)).not.toContain(salesforce.clientSecret);
    expect(JSON.stringify(result)).not.toContain(salesforce.refreshToken);
  });
});

// The desk's code is a bundle of its own (with its own copy of every module it imports): a
// connection saved there reached intake's routing only when its ROUTING_TTL_MS ran out, so an
// enquiry sent just after "HubSpot settings saved." could skip HubSpot (seen in browser runs).
describe.each(engines)("a CRM connected in the desk, on %s", (engine) => {
  const fixture = storageFixture(engine);
  let hubspot: FakeHubSpot;
  let server: TestServer;
  let nextProof: Awaited<ReturnType<typeof proofPool>>;
  beforeAll(async () => {
    hubspot = await startFakeHubSpot();
    // No outbox worker: the test reads the entries intake makes, and a delivery left running when the
    // server closes would end in a rejection after the test.
    server = await startServer(
      fixture.target,
      { RATE_LIMIT_PER_HOUR: "1000", BUILD_DIR: buildDir, OUTBOX_WORKER: "false" },
      { desk: true },
    );
    nextProof = await proofPool(server.url, 4);
  });
  afterAll(async () => {
    await server?.close();
    await hubspot?.close();
  });

  /**
   * One HTTP step, made once more if the connection was reset before any answer. This test alone
   * failed in three CI runs of 2026-11-29 (never run alone, nor here under added CPU load) with
   * `fetch failed` / ECONNRESET at one of its steps; the cause is not found. Which step, and that it
   * happened, goes to the log.
   */
  const step = async <T>(name: string, run: () => Promise<T>): Promise<T> => {
    try {
      return await run();
    } catch (error) {
      const code = (error as { cause?: { code?: string } }).cause?.code;
      if (!(error instanceof TypeError) || code !== "ECONNRESET") throw error;
      console.error(`crm-setup: ${name} was reset before any answer (${code}); made once more`);
      return run();
    }
  };
  const submit = async (): Promise<string> => {
    const payload = contactPayload(nextProof(), { pageName: "Energy Leads" });
    const response = await step("a submission", () => postJson(server.url, "/api/form-submissions", payload));
    expect(response.status, JSON.stringify(response.json)).toBe(201);
    return String(response.json.id);
  };
  const hubspotEntries = (about: string) =>
    fixture.target.query("select id from outbox where destination = 'hubspot' and about_id = ?", [about]);

  it("gets the very next enquiry, though intake read the routing a moment before", async () => {
    // Signed in first, so that only the save lies between the two submissions (in CI of 2026-11-29
    // the sign-in and the save together took up to 19 s, past the routing's lifetime).
    const admin = await createStaffMemberIn(fixture.storage, { role: "admin" });
    const cookie = await step("the sign-in", () => signInOverHttp(server.url, admin));
    // Intake reads the routing (nothing connected) and may keep it for ROUTING_TTL_MS.
    const before = await submit();
    const started = Date.now();
    const saved = await step("the save", () =>
      postForm(
        server.url,
        "/crm",
        { intent: "save", id: "hubspot", cred_accessToken: hubspot.token, baseUrl: hubspot.url, forms: "Energy Leads" },
        { cookie },
      ),
    );
    expect(await saved.text()).toContain("HubSpot settings saved.");
    const after = await submit();
    // Within the routing's lifetime, or the test would prove nothing.
    expect(Date.now() - started).toBeLessThan(ROUTING_TTL_MS);
    expect(await hubspotEntries(before)).toEqual([]);
    expect(await hubspotEntries(after)).toHaveLength(1);
  });
});
