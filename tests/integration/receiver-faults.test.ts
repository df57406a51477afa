// Receiver faults (issue 10): the CRM is down, answers 500, is slow, hangs or cuts the
// connection. Every submission is delivered in the end, each signature verifies, the
// webhook-id stays the submission id across retries, and one slow receiver call does not
// hold up the others (no head-of-line blocking).
import { createHmac } from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import type { ServerOptions } from "#server/start/compose.server.ts";
import { contactPayload, proofPool } from "#tests/support/submissions.ts";
import { recordFigures } from "./fault-report.ts";
import { createStorage, engines, eventually, postJson, startServer } from "./harness.ts";
import { startReceiver } from "./receiver.ts";

const SECRET = `whsec_${Buffer.from("integration-test-webhook-secret-0123456789").toString("base64")}`;

function verifies(headers: Record<string, string>, body: string): boolean {
  const key = Buffer.from(SECRET.slice("whsec_".length), "base64");
  const expected = createHmac("sha256", key)
    .update(`${headers["webhook-id"]}.${headers["webhook-timestamp"]}.${body}`)
    .digest("base64");
  return (headers["webhook-signature"] ?? "").split(" ").includes(`v1,${expected}`);
}

describe.each(engines)("receiver faults on %s", (engine) => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    while (cleanups.length > 0) await cleanups.pop()!();
  });

  /** A CRM receiver, fresh storage and the server forwarding to it with these outbox settings. */
  async function withReceiver(outbox: NonNullable<ServerOptions["outbox"]>) {
    const receiver = await startReceiver();
    cleanups.push(() => receiver.close());
    const storage = await createStorage(engine);
    cleanups.push(() => storage.drop());
    const server = await startServer(
      storage,
      { FORM_WEBHOOK_URL: receiver.url, FORM_WEBHOOK_SECRET: SECRET, RATE_LIMIT_PER_HOUR: "1000" },
      { outbox },
    );
    cleanups.push(() => server.close());
    return { receiver, storage, server };
  }

  it("a hanging CRM call does not delay an unrelated delivery by more than a second", async () => {
    const { receiver, server } = await withReceiver({ pollIntervalMs: 2000, timeoutMs: 15_000, concurrency: 4 });
    const nextProof = await proofPool(server.url, 2);
    const slow = contactPayload(nextProof());
    const fast = contactPayload(nextProof());
    receiver.respond = (d) => (d.headers["webhook-id"] === slow.submissionId ? "hang" : 200);

    expect((await postJson(server.url, "/api/form-submissions", slow)).status).toBe(201);
    await eventually(async () => receiver.deliveries.some((d) => d.headers["webhook-id"] === slow.submissionId));
    const stored = Date.now();
    expect((await postJson(server.url, "/api/form-submissions", fast)).status).toBe(201);
    const delivered = await eventually(
      async () => receiver.deliveries.find((d) => d.headers["webhook-id"] === fast.submissionId),
      10_000,
    );
    recordFigures(`receiver-head-of-line-${engine}`, { otherDeliveryMs: delivered.at - stored });
    expect(delivered.at - stored).toBeLessThan(1000);
    expect(verifies(delivered.headers, delivered.body)).toBe(true);
  });

  it("500 and 503 answers and calls hanging past the timeout: every acknowledged submission delivered, signatures verify, ids and bodies stable", async () => {
    const { receiver, storage, server } = await withReceiver({
      pollIntervalMs: 50,
      timeoutMs: 400,
      concurrency: 4,
      backoff: { baseMs: 50, factor: 2, maxDelayMs: 200, jitter: 0.2, retryWindowMs: 60_000 },
    });
    const nextProof = await proofPool(server.url, 12);
    // Each id first meets faults (500, a hang past the timeout, 503) before a 200; the receiver being down is in outbox.test.ts.
    const faults: (number | "hang")[] = [500, "hang", 503, "hang"];
    const seen = new Map<string, number>();
    receiver.respond = (d) => {
      const id = d.headers["webhook-id"] ?? "";
      const n = (seen.get(id) ?? 0) + 1;
      seen.set(id, n);
      if (n > 2) return 200;
      return faults[(id.charCodeAt(id.length - 1) + n) % faults.length] ?? 200;
    };
    const ids: string[] = [];
    for (let i = 0; i < 12; i++) {
      const body = contactPayload(nextProof());
      expect((await postJson(server.url, "/api/form-submissions", body)).status).toBe(201);
      ids.push(String(body.submissionId));
    }
    await eventually(async () => {
      const rows = await storage.query<{ n: number | string }>(
        "select count(*) as n from outbox where destination = 'crm' and status = 'delivered'",
      );
      return Number(rows[0]?.n) === ids.length;
    }, 30_000);
    const byId = new Map<string, string>();
    for (const d of receiver.deliveries) {
      expect(verifies(d.headers, d.body)).toBe(true);
      const id = d.headers["webhook-id"] ?? "";
      expect(ids).toContain(id);
      // The same body (and id) on every retry.
      if (byId.has(id)) expect(JSON.parse(d.body)).toEqual(JSON.parse(byId.get(id)!));
      byId.set(id, d.body);
    }
    expect([...byId.keys()].sort()).toEqual([...ids].sort());
    recordFigures(`receiver-faults-${engine}`, {
      submissions: ids.length,
      delivered: byId.size,
      attempts: receiver.deliveries.length,
      badSignatures: 0,
    });
  });
});
