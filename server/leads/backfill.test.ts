import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openStorage, type Storage } from "#server/db/database.server.ts";
import { backfillInbox } from "./backfill.server.ts";

let dir: string;
let storage: Storage;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "backfill-"));
  storage = await openStorage({ DATA_DIR: dir });
});
afterAll(async () => {
  await storage.close();
  rmSync(dir, { recursive: true, force: true });
});

const base = {
  first_name: "Ann",
  last_name: "Lee",
  message: "Hi",
  human_verification_answer: "Apple",
  user_agent: null,
  ip_address: null,
};

describe("inbox backfill (submissions stored before the inbox existed)", () => {
  it("lists every earlier submission once, flags duplicates, and can run again", async () => {
    const { db } = storage;
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

    await backfillInbox(db as Kysely<unknown>, "sqlite");
    await backfillInbox(db as Kysely<unknown>, "sqlite");
    const items = await db
      .selectFrom("inbox_items")
      .select(["id", "kind", "status", "duplicate", "email_norm"])
      .orderBy("id")
      .execute();
    expect(items).toEqual([
      { id: "c1", kind: "contact", status: "new", duplicate: 0, email_norm: "a@example.com" },
      { id: "c2", kind: "contact", status: "new", duplicate: 1, email_norm: "a@example.com" },
      { id: "p1", kind: "privacy", status: "received", duplicate: 0, email_norm: "p@example.com" },
    ]);
  });
});
