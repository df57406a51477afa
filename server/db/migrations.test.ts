// Migration 020 lists the submissions stored before the inbox existed: a database as release
// 011 left it, with submissions in it, migrated to the latest.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrateTo, migrateToLatest } from "./migrations.server.ts";
import { kyselySqliteDatabase } from "./node-sqlite-adapter.server.ts";
import type { Database } from "./schema.server.ts";
import { sqliteBusyRetryDialect } from "./sqlite-busy-retry.server.ts";

let dir: string;
let db: Kysely<Database>;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "migrations-"));
  const raw = new DatabaseSync(join(dir, "old.db"));
  db = new Kysely<Database>({ dialect: sqliteBusyRetryDialect({ database: kyselySqliteDatabase(raw) }, 1000) });
});
afterAll(async () => {
  await db.destroy();
  rmSync(dir, { recursive: true, force: true });
});

const base = {
  first_name: "Ann",
  last_name: "Lee",
  message: "Hi",
  human_verification_answer: "Apple",
  user_agent: null,
};

describe("migration 020: the inbox backfill of submissions stored before the inbox existed", () => {
  it("lists every earlier submission once and flags duplicates", async () => {
    await migrateTo(db as Kysely<unknown>, "sqlite", "011_audit_log");
    await db
      .insertInto("contact_submissions")
      .values([
        {
          ...base,
          id: "c1",
          created_at: "2026-01-01T00:00:00.000Z",
          phone: "0412 000 111",
          email: "a@example.com",
          page_name: "Contact Page",
          company: "Acme",
        },
        {
          ...base,
          id: "c2",
          created_at: "2026-01-05T00:00:00.000Z",
          phone: "0412 000 222",
          email: "A@example.com",
          page_name: "Mortgage Leads",
          company: null,
        },
      ])
      .execute();
    await db
      .insertInto("privacy_submissions")
      .values({
        ...base,
        id: "p1",
        created_at: "2026-01-03T00:00:00.000Z",
        phone: "",
        email: "p@example.com",
        page_name: "Privacy AU",
        business_name: null,
        communication_preference: "Email",
        company_contacted: "X",
        suppress_from_marketing: 1,
        subject: "Opt out of marketing (suppression)",
        region: "au",
        address: null,
      })
      .execute();

    const applied = await migrateToLatest(db as Kysely<unknown>, "sqlite");
    expect(applied[0]).toBe("020_lead_desk");
    const items = await db
      .selectFrom("inbox_items")
      .select(["id", "kind", "status", "duplicate", "email_norm", "phone_norm", "source", "created_day"])
      .orderBy("id")
      .execute();
    expect(items).toEqual([
      {
        id: "c1",
        kind: "contact",
        status: "new",
        duplicate: 0,
        email_norm: "a@example.com",
        phone_norm: "+61412000111",
        source: "direct",
        created_day: "2026-01-01",
      },
      {
        id: "c2",
        kind: "contact",
        status: "new",
        duplicate: 1,
        email_norm: "a@example.com",
        phone_norm: "+61412000222",
        source: "direct",
        created_day: "2026-01-05",
      },
      {
        id: "p1",
        kind: "privacy",
        status: "received",
        duplicate: 0,
        email_norm: "p@example.com",
        phone_norm: "",
        source: "direct",
        created_day: "2026-01-03",
      },
    ]);
    // The full-text index was filled by its triggers.
    const found = await db
      .selectFrom("inbox_items")
      .select("id")
      .where((eb) =>
        eb(
          "rowid" as never,
          "in",
          eb
            .selectFrom("inbox_search" as never)
            .select("rowid" as never)
            .where("inbox_search" as never, "match" as never, "acme" as never),
        ),
      )
      .execute();
    expect(found.map((r) => r.id)).toEqual(["c1"]);
  });
});
