// The outbox worker's own loop against stop(): what its poll has claimed when the worker is told
// to stop is delivered within the grace, never dropped while its lease holds it from every other
// worker (found as a flaky list delivery in privacy-workflow.test.ts, decision 050).
import pino from "pino";
import { describe, expect, it } from "vitest";
import { orderedId } from "#server/db/ordered-id.server.ts";
import { pendingEntry } from "#server/outbox/entry.server.ts";
import { type Delivery, startOutboxWorker } from "#server/outbox/worker.server.ts";
import { engines, sleep, storageFixture } from "./harness.ts";

describe.each(engines)("outbox worker stopping on %s", (engine) => {
  const fixture = storageFixture(engine);

  it("delivers entries with one order key one after another, oldest first, and others beside them", async () => {
    // Two enquiries from one person to one CRM, and another person's: found as a CRM contact left
    // with the earlier enquiry's name when the two were delivered at once (crm-hubspot.test.ts).
    const at = (msAgo: number) => new Date(Date.now() - msAgo).toISOString();
    const entries = [
      { id: orderedId(), key: "ann", at: at(3000) },
      { id: orderedId(), key: "ann", at: at(2000) },
      { id: orderedId(), key: "bob", at: at(1000) },
    ];
    for (const e of entries)
      await fixture.storage.db
        .insertInto("outbox")
        .values(pendingEntry({ id: e.id, formType: "contact", payload: JSON.stringify({ key: e.key }), at: e.at }))
        .execute();
    const log: string[] = [];
    const worker = startOutboxWorker({
      storage: fixture.storage,
      deliverers: {
        crm: async (entry) => {
          const n = entries.findIndex((e) => e.id === entry.id);
          log.push(`start ${n}`);
          // The first is slow: the second, claimed in the same batch, must wait for it.
          await new Promise((r) => setTimeout(r, n === 0 ? 400 : 10));
          log.push(`end ${n}`);
          return { ok: true, status: 200 };
        },
      },
      orderKey: (entry) => (JSON.parse(entry.payload) as { key: string }).key,
      logger: pino({ level: "silent" }),
      pollIntervalMs: 60_000,
    });
    try {
      // Its first poll claims the three in one batch.
      for (let i = 0; i < 250 && log.filter((l) => l.startsWith("end")).length < 3; i++) await sleep(20);
    } finally {
      await worker.stop(5_000);
    }
    expect(log.filter((l) => l.startsWith("end"))).toHaveLength(3);
    expect(log.indexOf("start 1")).toBeGreaterThan(log.indexOf("end 0"));
    // Another key does not wait.
    expect(log.indexOf("end 2")).toBeLessThan(log.indexOf("end 0"));
  });

  it("delivers within the grace an entry its own poll claimed as stop() was called", async () => {
    const id = orderedId();
    await fixture.storage.db
      .insertInto("outbox")
      .values(pendingEntry({ id, formType: "contact", payload: "{}", at: new Date().toISOString() }))
      .execute();
    const delivered: Delivery[] = [];
    const worker = startOutboxWorker({
      storage: fixture.storage,
      deliverers: {
        crm: async (entry) => {
          delivered.push(entry);
          return { ok: true, status: 200 };
        },
      },
      logger: pino({ level: "silent" }),
      pollIntervalMs: 60_000,
    });
    // The worker's first poll is awaiting the database now: its claim lands after stop() began.
    await worker.stop(5_000);
    expect(delivered.map((d) => d.id)).toEqual([id]);
    const row = await fixture.storage.db
      .selectFrom("outbox")
      .select(["status", "locked_until"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: "delivered", locked_until: null });
  });

  it("keeps an entry cancelled while its attempt was in flight (an erasure) cancelled when the attempt ends", async () => {
    const id = orderedId();
    await fixture.storage.db
      .insertInto("outbox")
      .values(pendingEntry({ id, formType: "contact", payload: "{}", at: new Date().toISOString() }))
      .execute();
    let started = () => {};
    const inFlight = new Promise<void>((resolve) => {
      started = resolve;
    });
    let finish = () => {};
    const released = new Promise<void>((resolve) => {
      finish = resolve;
    });
    const worker = startOutboxWorker({
      storage: fixture.storage,
      deliverers: {
        crm: async () => {
          started();
          await released;
          return { ok: false, status: 503, error: "unavailable" };
        },
      },
      logger: pino({ level: "silent" }),
      pollIntervalMs: 50,
    });
    try {
      await inFlight;
      // What erasure does to a pending entry (server/privacy/erasure.server.ts), during the attempt.
      await fixture.storage.db
        .updateTable("outbox")
        .set({ payload: "", status: "dead", last_error: "erased", locked_until: null })
        .where("id", "=", id)
        .execute();
      finish();
    } finally {
      await worker.stop(5_000);
    }
    const row = await fixture.storage.db
      .selectFrom("outbox")
      .select(["status", "last_error", "payload"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: "dead", last_error: "erased", payload: "" });
  });
});
