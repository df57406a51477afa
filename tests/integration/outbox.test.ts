// Forwarding: the outbox worker delivers each stored submission to the CRM webhook,
// signed per Standard Webhooks, retries failures with backoff, and parks it as dead
// after the retry window. Schedules are shortened here; production uses 10 s … 1 h over 24 h.
import { spawnSync } from "node:child_process";
import { createHmac } from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import { submissionCreatedSchema } from "#server/submissions/crm-payload.server.ts";
import { freePort } from "#tests/support/ports.ts";
import { contactPayload, privacyPayload, proofPool } from "#tests/support/submissions.ts";
import {
  createStorage,
  engines,
  eventually,
  postJson,
  type StorageTarget,
  startServer,
  type TestServer,
} from "./harness.ts";
import { startReceiver } from "./receiver.ts";

const SECRET = `whsec_${Buffer.from("integration-test-webhook-secret-0123456789").toString("base64")}`;

const fast = {
  outbox: {
    pollIntervalMs: 50,
    timeoutMs: 500,
    backoff: { baseMs: 100, factor: 2, maxDelayMs: 300, jitter: 0.2 },
  },
};

function verifySignature(headers: Record<string, string>, body: string): boolean {
  const key = Buffer.from(SECRET.slice("whsec_".length), "base64");
  const expected = createHmac("sha256", key)
    .update(`${headers["webhook-id"]}.${headers["webhook-timestamp"]}.${body}`)
    .digest("base64");
  return (headers["webhook-signature"] ?? "").split(" ").includes(`v1,${expected}`);
}

describe.each(engines)("outbox forwarding on %s", (engine) => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    while (cleanups.length > 0) await cleanups.pop()!();
  });

  async function setup(
    url: string,
    options: typeof fast & { retryWindowMs?: number } = fast,
  ): Promise<{ storage: StorageTarget; server: TestServer; nextProof: Awaited<ReturnType<typeof proofPool>> }> {
    const storage = await createStorage(engine);
    cleanups.push(() => storage.drop());
    const server = await startServer(
      storage,
      { FORM_WEBHOOK_URL: url, FORM_WEBHOOK_SECRET: SECRET, RATE_LIMIT_PER_HOUR: "1000" },
      {
        outbox: {
          ...options.outbox,
          backoff: { ...options.outbox.backoff, retryWindowMs: options.retryWindowMs ?? 60_000 },
        },
      },
    );
    cleanups.push(() => server.close());
    const nextProof = await proofPool(server.url, 3);
    return { storage, server, nextProof };
  }

  async function outboxRow(storage: StorageTarget, id: string) {
    const [row] = await storage.query<{
      status: string;
      attempts: number;
      last_status: number | null;
      last_error: string | null;
    }>("select status, attempts, last_status, last_error from outbox where id = ?", [id]);
    return row;
  }

  it("delivers a correctly signed submission.created event to the receiver, without holding the visitor", async () => {
    const receiver = await startReceiver();
    cleanups.push(() => receiver.close());
    // The first delivery hangs (until the 15 s timeout, 2 s here): the visitor's answer does not wait.
    // Shown by order, not by a clock: when the answer arrives, that first attempt has not ended (an
    // attempt is counted when it ends), so the answer cannot have waited for it.
    receiver.respond = (_d, n) => (n === 1 ? "hang" : 200);
    const { storage, server, nextProof } = await setup(receiver.url, {
      ...fast,
      outbox: { ...fast.outbox, timeoutMs: 2000 },
    });

    const body = privacyPayload(nextProof(), "uk");
    const answer = await postJson(server.url, "/api/form-submissions", body);
    expect(answer.status).toBe(201);
    expect(await outboxRow(storage, body.submissionId)).toMatchObject({ attempts: 0, last_error: null });

    const delivery = await eventually(async () => receiver.deliveries[0]);
    expect(delivery.headers["webhook-id"]).toBe(body.submissionId);
    expect(Math.abs(Number(delivery.headers["webhook-timestamp"]) - Date.now() / 1000)).toBeLessThan(30);
    expect(delivery.headers["content-type"]).toBe("application/json");
    expect(verifySignature(delivery.headers, delivery.body)).toBe(true);
    expect(verifySignature({ ...delivery.headers, "webhook-id": "other" }, delivery.body)).toBe(false);
    const sent = submissionCreatedSchema.parse(JSON.parse(delivery.body));
    expect(sent).toMatchObject({
      type: "submission.created",
      version: 2,
      data: {
        formType: "privacy",
        id: body.submissionId,
        region: "uk",
        form: "Privacy UK",
        fields: { firstName: "José", suppressFromMarketing: true },
      },
    });
    await eventually(async () => (await outboxRow(storage, body.submissionId))?.status === "delivered");
    expect(await outboxRow(storage, body.submissionId)).toMatchObject({
      attempts: 2,
      last_status: 200,
      last_error: null,
    });
    expect(receiver.deliveries).toHaveLength(2);
    expect(receiver.deliveries[1]!.body).toBe(delivery.body);
  });

  it("keeps trying while the receiver is down and delivers once it is up", async () => {
    const port = await freePort();
    const { storage, server, nextProof } = await setup(`http://127.0.0.1:${port}/hooks/forms`);
    const body = contactPayload(nextProof(), { pageName: "Energy Leads" });
    expect((await postJson(server.url, "/api/form-submissions", body)).status).toBe(201);

    const failing = await eventually(async () => {
      const row = await outboxRow(storage, body.submissionId);
      return row && row.attempts >= 2 ? row : undefined;
    });
    expect(failing.status).toBe("pending");
    expect(failing.last_error).toMatch(/network error/);

    const receiver = await startReceiver(port);
    cleanups.push(() => receiver.close());
    await eventually(async () => (await outboxRow(storage, body.submissionId))?.status === "delivered");
    expect(receiver.deliveries).toHaveLength(1);
    expect(submissionCreatedSchema.parse(JSON.parse(receiver.deliveries[0]!.body)).data.form).toBe("Energy Leads");
  });

  it("retries 500 answers and timeouts with backoff, then delivers", async () => {
    const receiver = await startReceiver();
    cleanups.push(() => receiver.close());
    receiver.respond = (_d, n) => (n === 1 ? 500 : n === 2 ? "hang" : n === 3 ? 503 : 200);
    const { storage, server, nextProof } = await setup(receiver.url);
    const body = contactPayload(nextProof());
    expect((await postJson(server.url, "/api/form-submissions", body)).status).toBe(201);

    await eventually(async () => (await outboxRow(storage, body.submissionId))?.status === "delivered");
    expect(await outboxRow(storage, body.submissionId)).toMatchObject({ attempts: 4, last_status: 200 });
    expect(receiver.deliveries.map((d) => d.headers["webhook-id"])).toEqual(Array(4).fill(body.submissionId));
    // Each attempt is signed afresh, and the gaps grow.
    for (const d of receiver.deliveries) expect(verifySignature(d.headers, d.body)).toBe(true);
    const gaps = receiver.deliveries.slice(1).map((d, i) => d.at - receiver.deliveries[i]!.at);
    expect(gaps[0]).toBeGreaterThanOrEqual(80);
  });

  it("marks a delivery dead after the last attempt of the retry window; retry-dead requeues it", async () => {
    const receiver = await startReceiver();
    cleanups.push(() => receiver.close());
    receiver.respond = () => 500;
    const { storage, server, nextProof } = await setup(receiver.url, { ...fast, retryWindowMs: 1200 });
    const body = contactPayload(nextProof());
    expect((await postJson(server.url, "/api/form-submissions", body)).status).toBe(201);

    const dead = await eventually(async () => {
      const row = await outboxRow(storage, body.submissionId);
      return row?.status === "dead" ? row : undefined;
    });
    expect(dead).toMatchObject({ last_status: 500, last_error: "HTTP 500" });
    expect(dead.attempts).toBeGreaterThanOrEqual(3);
    const attempts = receiver.deliveries.length;
    expect(attempts).toBe(dead.attempts);
    // The last attempt came after the window had run out: 1.2 s from the start of the cycle (not
    // from the first attempt, which a busy machine can start a few hundred milliseconds late).
    const [cycle] = await storage.query<{ cycle_started_at: string | Date }>(
      "select cycle_started_at from outbox where id = ?",
      [body.submissionId],
    );
    expect(receiver.deliveries.at(-1)!.at).toBeGreaterThanOrEqual(new Date(cycle!.cycle_started_at).getTime() + 1200);

    // Nothing more is sent for a dead entry.
    await new Promise((r) => setTimeout(r, 500));
    expect(receiver.deliveries.length).toBe(attempts);

    const env = { ...process.env, ...storage.env, LOG_LEVEL: "silent" };
    const status = spawnSync(process.execPath, ["server/cli/outbox.ts", "status"], { env, encoding: "utf8" });
    expect(status.status, status.stderr).toBe(0);
    expect(status.stdout).toMatch(/dead: 1/);
    expect(status.stdout).toContain(body.submissionId);

    receiver.respond = () => 204;
    const retry = spawnSync(process.execPath, ["server/cli/outbox.ts", "retry-dead"], { env, encoding: "utf8" });
    expect(retry.status, retry.stderr).toBe(0);
    expect(retry.stdout).toMatch(/requeued 1 dead entry/);
    await eventually(async () => (await outboxRow(storage, body.submissionId))?.status === "delivered");
  });

  it("stores and keeps entries pending when no webhook is configured", async () => {
    const storage = await createStorage(engine);
    cleanups.push(() => storage.drop());
    const server = await startServer(storage, { RATE_LIMIT_PER_HOUR: "1000" });
    cleanups.push(() => server.close());
    const nextProof = await proofPool(server.url, 1);
    const body = contactPayload(nextProof());
    expect((await postJson(server.url, "/api/form-submissions", body)).status).toBe(201);
    await new Promise((r) => setTimeout(r, 300));
    expect(await outboxRow(storage, body.submissionId)).toMatchObject({ status: "pending", attempts: 0 });
  });
});
