// The mail module on each engine: a message queued with enqueueMail is delivered by the outbox
// worker over SMTP to a real server started in-process; a refusal (451) keeps it queued for a
// retry, nothing lost.
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inTransaction } from "#server/db/transaction.server.ts";
import { mailDeliverer } from "#server/mail/mailer.server.ts";
import { enqueueMail } from "#server/mail/outbox.server.ts";
import { type OutboxWorker, startOutboxWorker } from "#server/outbox/worker.server.ts";
import { startSmtpServer, type TestSmtpServer } from "#tests/support/smtp.ts";
import { engines, storageFixture } from "./harness.ts";

describe.each(engines)("mail through the outbox on %s", (engine) => {
  const fixture = storageFixture(engine);
  let smtp: TestSmtpServer;
  let worker: OutboxWorker;
  let clock = Date.now();

  beforeAll(async () => {
    smtp = await startSmtpServer();
    worker = startOutboxWorker({
      storage: fixture.storage,
      deliverers: { mail: mailDeliverer({ smtpUrl: smtp.url, from: "Desk <desk@example.com>" }) },
      logger: pino({ level: "silent" }),
      pollIntervalMs: 60_000,
      now: () => clock,
    });
  });
  afterAll(async () => {
    await worker?.stop();
    await smtp?.close();
  });

  const entry = async (id: string) =>
    (
      await fixture.target.query<{ status: string; attempts: number; last_status: number | null }>(
        "select status, attempts, last_status from outbox where id = ?",
        [id],
      )
    )[0];

  it("delivers a queued message over SMTP", async () => {
    const id = await inTransaction(fixture.storage, (trx) =>
      enqueueMail(
        trx,
        { to: ["new.member@example.com"], subject: "Your invitation", text: "Open the link: <x>" },
        { kind: "staff-invitation", now: clock },
      ),
    );
    await worker.runOnce();
    const mail = await smtp.waitFor((m) => m.to.includes("new.member@example.com"));
    expect(mail.from).toBe("desk@example.com");
    expect(mail.raw).toContain("Subject: Your invitation");
    expect(await entry(id)).toMatchObject({ status: "delivered" });
  });

  it("keeps a refused message queued and delivers it on the retry", async () => {
    smtp.refuse = true;
    const id = await inTransaction(fixture.storage, (trx) =>
      enqueueMail(trx, { to: ["later@example.com"], subject: "Later", text: "x" }, { now: clock }),
    );
    await worker.runOnce();
    expect(await entry(id)).toMatchObject({ status: "pending", attempts: 1, last_status: 451 });
    smtp.refuse = false;
    clock += 60 * 60_000;
    await worker.runOnce();
    await smtp.waitFor((m) => m.to.includes("later@example.com"));
    expect(await entry(id)).toMatchObject({ status: "delivered" });
  });

  it("refuses a message outside the contract before it is queued", async () => {
    await expect(
      inTransaction(fixture.storage, (trx) => enqueueMail(trx, { to: [], subject: "", text: "" })),
    ).rejects.toThrow();
  });
});
