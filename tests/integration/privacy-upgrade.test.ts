// Issue 23 on a database an older release left, on each engine: migration 043 tells which record
// each queued outbox entry is about; the audit log accepts one redaction and nothing else; entries
// written before the keyed hash get it at start, and tombstones that only have an unsalted hash keep
// flagging the person until they reach us again, when the keyed hash replaces the unsalted one.
import { createHash } from "node:crypto";
import { type Kysely, sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openStorage } from "#server/db/database.server.ts";
import { migrateTo, migrateToLatest } from "#server/db/migrations.server.ts";
import { suppressionHash } from "#server/privacy/suppression-key.server.ts";
import { contactPayload, proofPool } from "#tests/support/submissions.ts";
import { engines, startServer, targetFixture, unmigratedDb } from "./harness.ts";

const sha256 = (v: string) => createHash("sha256").update(v, "utf8").digest("hex");
const at = "2026-11-20T00:00:00.000Z";

function outboxRow(id: string, destination: string, formType: string, payload: string) {
  return {
    id,
    destination,
    form_type: formType,
    payload,
    status: "pending",
    attempts: 0,
    next_attempt_at: at,
    locked_until: null,
    cycle_started_at: at,
    created_at: at,
    delivered_at: null,
    last_status: null,
    last_error: null,
  };
}

describe.each(engines)("upgrading an older database on %s", (engine) => {
  const fixture = targetFixture(engine);
  let db: Kysely<Record<string, Record<string, unknown>>>;
  const caseId = "6f1c0d2e-0000-4000-8000-000000000001";
  const entryId = "6f1c0d2e-0000-4000-8000-000000000002";
  beforeAll(async () => {
    db = unmigratedDb(fixture.target);
    await migrateTo(db as Kysely<unknown>, engine, "042_app_state");
    await db
      .insertInto("privacy_cases")
      .values({
        id: caseId,
        reference: "PR-2026-000042",
        received_at: at,
        jurisdiction: "AU",
        request_type: "access",
        status: "received",
        due_date: "2026-12-20",
        updated_at: at,
      })
      .execute();
    await db
      .insertInto("outbox")
      .values([
        outboxRow(caseId, "crm", "privacy", '{"type":"submission.created"}'),
        outboxRow(
          "m-1",
          "mail",
          "notification",
          JSON.stringify({ to: ["s@example.com"], id: caseId, type: "privacy" }),
        ),
        outboxRow(
          "m-2",
          "mail",
          "privacy.acknowledgement",
          JSON.stringify({ to: ["old@example.com"], subject: "Your privacy request PR-2026-000042", text: "…" }),
        ),
        outboxRow(
          "l-1",
          "lists",
          "suppression.created",
          JSON.stringify({ type: "suppression.created", version: 1, data: { id: entryId, email: "old@example.com" } }),
        ),
        outboxRow("m-3", "mail", "staff-invitation", JSON.stringify({ to: ["staff@example.com"], subject: "Hi" })),
      ])
      .execute();
    // An entry that still holds its identifiers, and a tombstone erased before the hashes were keyed.
    await db
      .insertInto("suppression_entries")
      .values([
        {
          id: entryId,
          created_at: at,
          created_by: null,
          source_case_id: caseId,
          reason: "request",
          email_norm: "old@example.com",
          email_sha256: sha256("old@example.com"),
          phone_e164: null,
          phone_sha256: null,
          name: "Old Entry",
          address: null,
        },
        {
          id: "6f1c0d2e-0000-4000-8000-000000000003",
          created_at: at,
          created_by: null,
          source_case_id: null,
          reason: "request",
          email_norm: null,
          email_sha256: sha256("gone@example.com"),
          phone_e164: null,
          phone_sha256: null,
          name: null,
          address: null,
        },
      ])
      .execute();
    await migrateToLatest(db as Kysely<unknown>, engine);
  });
  afterAll(async () => {
    await db?.destroy();
  });

  it("migration 043 names the record each queued outbox entry is about", async () => {
    const rows = await db.selectFrom("outbox").select(["id", "about_id"]).orderBy("id").execute();
    expect(Object.fromEntries(rows.map((r) => [r.id, r.about_id]))).toEqual({
      [caseId]: caseId,
      "l-1": entryId,
      "m-1": caseId,
      "m-2": caseId,
      "m-3": null,
    });
  });

  it("the audit log accepts one redaction of an entry's details, and no other change", async () => {
    await db
      .insertInto("audit_log")
      .values({ id: "a-1", at, actor_id: "s", action: "privacy.case.status", details: '{"reason":"x"}' })
      .execute();
    const change = (set: Record<string, unknown>) =>
      db.updateTable("audit_log").set(set).where("id", "=", "a-1").execute();
    await expect(change({ details: "{}" })).rejects.toThrow(/append-only/);
    await expect(change({ details: "{}", redacted_at: at, action: "other" })).rejects.toThrow(/append-only/);
    await change({ details: '{"reason":"[erased]"}', redacted_at: at });
    await expect(change({ details: "{}", redacted_at: "2026-11-21T00:00:00.000Z" })).rejects.toThrow(/append-only/);
    await expect(db.deleteFrom("audit_log").where("id", "=", "a-1").execute()).rejects.toThrow(/append-only/);
    if (engine === "postgres") await expect(sql`truncate audit_log`.execute(db)).rejects.toThrow(/append-only/);
  });

  it("gives entries their keyed hash at start, and upgrades an unsalted tombstone when the person returns", async () => {
    const server = await startServer(fixture.target, { RATE_LIMIT_PER_HOUR: "1000" });
    const storage = await openStorage(fixture.target.env);
    try {
      const hash = await suppressionHash(storage);
      const upgraded = await db
        .selectFrom("suppression_entries")
        .select(["email_hmac", "email_sha256"])
        .where("id", "=", entryId)
        .executeTakeFirstOrThrow();
      expect(upgraded).toEqual({ email_hmac: hash("old@example.com"), email_sha256: null });

      const next = await proofPool(server.url, 1);
      const body = contactPayload(next(), { email: "Gone@Example.com", phone: "02 5550 0777" });
      const response = await fetch(`${server.url}/api/form-submissions`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      });
      expect(response.status).toBe(201);
      const item = await db
        .selectFrom("inbox_items")
        .select("suppressed")
        .where("id", "=", body.submissionId)
        .executeTakeFirstOrThrow();
      expect(Number(item.suppressed)).toBe(1);
      const tombstone = await db
        .selectFrom("suppression_entries")
        .select(["email_hmac", "email_sha256", "email_norm"])
        .where("id", "=", "6f1c0d2e-0000-4000-8000-000000000003")
        .executeTakeFirstOrThrow();
      expect(tombstone).toEqual({ email_hmac: hash("gone@example.com"), email_sha256: null, email_norm: null });
    } finally {
      await storage.close();
      await server.close();
    }
  });
});
