// Exactly one record at the CRM across a crash (issue 44, item 3): the server process is killed
// with SIGKILL the moment the local HubSpot has created the enquiry's note and answered, before the
// server can record the answer; after a restart the entry is delivered again under the same id,
// and the connector finds the note by the id it carries instead of creating a second.
import { afterAll, describe, expect, it } from "vitest";
import { saveConnection } from "#server/crm/connections.server.ts";
import { defaultMappings, enquiryForms } from "#server/crm/mapping.ts";
import { openStorage } from "#server/db/database.server.ts";
import { type FakeHubSpot, startFakeHubSpot } from "#tests/fakes/hubspot.ts";
import { contactPayload, FILL_TIME_MS, solve } from "#tests/support/submissions.ts";
import { createStorage, engines, eventually, postJson, type StorageTarget, sleep } from "./harness.ts";
import { spawnServer } from "./server-process.ts";

describe.each(engines)("HubSpot delivery across a kill -9 on %s", (engine) => {
  let target: StorageTarget;
  let hubspot: FakeHubSpot;
  afterAll(async () => {
    await hubspot?.close();
    await target?.drop();
  });

  it("still one note at HubSpot after a crash between its answer and our record of it", async () => {
    target = await createStorage(engine);
    hubspot = await startFakeHubSpot();
    const storage = await openStorage({ ...target.env });
    await saveConnection(storage, {
      destination: "hubspot",
      forms: [...enquiryForms],
      settings: { baseUrl: hubspot.url, mapping: defaultMappings.hubspot },
      credentials: { accessToken: hubspot.token },
      by: null,
      at: new Date().toISOString(),
    });
    await storage.close();
    const env = {
      DATA_DIR: target.env.DATA_DIR,
      ...(target.env.DATABASE_URL ? { DATABASE_URL: target.env.DATABASE_URL } : {}),
    };

    const first = await spawnServer(env);
    // Killed as soon as the note exists at HubSpot and its answer has been written.
    hubspot.fault("POST /crm/v3/objects/notes", { kind: "then", after: () => first.child.kill("SIGKILL") });
    const proof = await solve(first.url);
    await sleep(FILL_TIME_MS);
    const payload = contactPayload(proof, { email: "crash.test@example.com" });
    const answer = await postJson(first.url, "/api/form-submissions", payload);
    expect(answer.status).toBe(201);
    expect(await first.exited).toBe("SIGKILL");

    const contact = hubspot.contactByEmail("crash.test@example.com");
    expect(hubspot.notesOf(contact?.id ?? "")).toHaveLength(1);
    const [before] = await target.query<{ id: string; status: string }>(
      "select id, status from outbox where destination = 'hubspot' and about_id = ?",
      [payload.submissionId],
    );
    // The server never recorded HubSpot's answer.
    expect(before?.status).toBe("pending");
    expect(await target.query("select * from crm_records where entry_id = ?", [before?.id])).toEqual([]);
    // The dead worker's lease (60 s) would expire by itself; ended here instead of waited for.
    await target.query("update outbox set locked_until = null where id = ?", [before?.id]);

    const second = await spawnServer(env);
    try {
      await eventually(async () => {
        const [row] = await target.query<{ status: string }>("select status from outbox where id = ?", [before?.id]);
        return row?.status === "delivered";
      }, 30_000);
    } finally {
      second.child.kill("SIGTERM");
      await second.exited;
    }
    expect(hubspot.notesOf(contact?.id ?? "")).toHaveLength(1);
    expect(hubspot.contacts.size).toBe(1);
    const records = await target.query<{ record_id: string }>("select record_id from crm_records where entry_id = ?", [
      before?.id,
    ]);
    expect(records).toEqual([{ record_id: hubspot.notesOf(contact?.id ?? "")[0]?.id }]);
  });
});
