// SIGTERM (issue 27, item 4): the real server process, with a CRM delivery in flight (the receiver
// takes 2 s to answer) and a request whose body is still arriving. The process stops taking
// connections, answers the request, lets the delivery finish and records it as delivered (so it is
// not sent again), and exits with code 0 within 10 s.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { connect } from "node:net";
import { afterAll, describe, expect, it } from "vitest";
import { contactPayload, solve } from "#tests/support/submissions.ts";
import { recordFigures } from "./fault-report.ts";
import { createStorage, eventually, postJson, type StorageTarget, sleep } from "./harness.ts";
import { spawnServer } from "./server-process.ts";

describe("SIGTERM", () => {
  const targets: StorageTarget[] = [];
  afterAll(async () => {
    for (const t of targets) await t.drop();
  });

  it("answers in-flight requests, lets the delivery in flight finish, exits 0 within 10 s", async () => {
    const target = await createStorage("sqlite");
    targets.push(target);
    const received: string[] = [];
    let answered = 0;
    const receiver = createServer((req, res) => {
      received.push(String(req.headers["webhook-id"]));
      req.resume();
      setTimeout(() => {
        res.writeHead(200).end("ok");
        answered++;
      }, 2000);
    });
    await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", () => resolve()));
    const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
    const server = await spawnServer({
      DATA_DIR: target.env.DATA_DIR,
      FORM_WEBHOOK_URL: url,
      FORM_WEBHOOK_SECRET: "a-webhook-secret-of-24-characters-or-more",
    });
    try {
      const proof = await solve(server.url);
      await sleep(3100);
      const body = contactPayload(proof);
      expect((await postJson(server.url, "/api/form-submissions", body)).status).toBe(201);
      await eventually(async () => received.length === 1);

      // A request in flight: headers sent, half of its body still to come.
      const port = Number(new URL(server.url).port);
      const payload = JSON.stringify({ formType: "contact" });
      const socket = connect(port, "127.0.0.1");
      await new Promise<void>((resolve) => socket.once("connect", () => resolve()));
      let answer = "";
      socket.on("data", (c: Buffer) => {
        answer += c.toString("utf8");
      });
      socket.write(
        `POST /api/form-submissions HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${payload.length}\r\n\r\n${payload.slice(0, 5)}`,
      );
      await sleep(100);

      const signalled = performance.now();
      server.child.kill("SIGTERM");
      await sleep(300);
      socket.end(payload.slice(5));
      const code = await server.exited;
      const stopMs = Math.round(performance.now() - signalled);

      expect(code).toBe(0);
      expect(stopMs).toBeLessThan(10_000);
      // The request was answered (its validation error), not cut off.
      expect(answer).toMatch(/^HTTP\/1\.1 400 /);
      // The delivery finished and was recorded: delivered once, not left for a retry.
      expect(answered).toBe(1);
      const [row] = await target.query<{ status: string; attempts: number }>(
        "select status, attempts from outbox where id = ?",
        [String(body.submissionId)],
      );
      expect(row).toMatchObject({ status: "delivered", attempts: 1 });
      expect(server.logs.some((l) => l.msg === "shutdown timed out")).toBe(false);
      expect(server.logs.some((l) => l.msg === "stopped")).toBe(true);
      recordFigures("sigterm-with-delivery-in-flight", { exitCode: code, stopMs, deliveries: received.length });
    } finally {
      if (server.child.exitCode === null) server.child.kill("SIGKILL");
      await new Promise<void>((resolve) => receiver.close(() => resolve()));
    }
  });
});
