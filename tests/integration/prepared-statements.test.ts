// Intake's statements on PostgreSQL (decision 044): one text for every batch size, parsed once per
// connection as a named prepared statement and run with its generic plan, never planned again;
// and they find what the engine-neutral forms find (SQLite runs those, and the same checks).
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { bulkInsert } from "#server/db/bulk-insert.server.ts";
import { findEarlierDuplicates } from "#server/leads/duplicates.server.ts";
import { listedIdentifiers } from "#server/privacy/suppression.server.ts";
import { keyedHash } from "#server/privacy/suppression-key.server.ts";
import { engines, storageFixture } from "./harness.ts";

const DAY = 24 * 60 * 60 * 1000;
const hash = keyedHash(Buffer.alloc(32, 7));

for (const engine of engines) {
  describe(`intake's look-ups and inserts on ${engine}`, () => {
    // One connection, so that the session's prepared statements can be read back on it.
    const fixture = storageFixture(engine, { poolSize: 1 });

    const inbox = (id: string, at: number, email: string, phone: string) => ({
      id,
      kind: "contact" as const,
      created_at: new Date(at).toISOString(),
      created_day: new Date(at).toISOString().slice(0, 10),
      form: "contact",
      status: "new",
      name: "Test Person",
      email_norm: email,
      phone_norm: phone,
      source: "direct",
      last_source: "direct",
      updated_at: new Date(at).toISOString(),
      search_terms: "test person",
      duplicate: 0,
      suppressed: 0,
    });
    const probe = (id: string, at: number, email: string, phone: string) => ({
      id,
      createdAt: new Date(at).toISOString(),
      email,
      phone,
    });

    it("finds earlier duplicates within 30 days by email or phone, for any batch size", async () => {
      const now = Date.parse("2026-11-20T00:00:00Z");
      await bulkInsert(fixture.storage.db, fixture.storage.dialect, "inbox_items", [
        inbox("old-1", now - 10 * DAY, "ann@example.com", ""),
        inbox("old-2", now - 40 * DAY, "bob@example.com", ""),
        inbox("old-3", now - 5 * DAY, "", "+61255501234"),
      ]);
      const one = await findEarlierDuplicates(fixture.storage.db, fixture.storage.dialect, [
        probe("n-1", now, "ann@example.com", ""),
      ]);
      expect([...one]).toEqual(["n-1"]);
      const many = await findEarlierDuplicates(fixture.storage.db, fixture.storage.dialect, [
        probe("n-2", now, "bob@example.com", ""), // the earlier one is 40 days old
        probe("n-3", now, "carol@example.com", "+61255501234"), // phone matches
        probe("n-4", now - 6 * DAY, "", "+61255501234"), // before the earlier one
        probe("n-5", now, "", ""),
      ]);
      expect([...many].sort()).toEqual(["n-3"]);
      expect(
        await findEarlierDuplicates(fixture.storage.db, fixture.storage.dialect, [probe("n-6", now, "", "")]),
      ).toEqual(new Set());
    });

    it("says which identifiers are on the suppression list, for any number of them", async () => {
      await fixture.storage.db
        .insertInto("suppression_entries")
        .values([
          {
            id: "s-1",
            created_at: new Date().toISOString(),
            reason: "test",
            email_hmac: hash("opted.out@example.com"),
          },
          { id: "s-2", created_at: new Date().toISOString(), reason: "test", phone_hmac: hash("+61255509999") },
        ])
        .execute();
      const check = (values: string[]) =>
        listedIdentifiers(fixture.storage.db, fixture.storage.dialect, hash, values, false);
      expect([...(await check(["opted.out@example.com"]))]).toEqual(["opted.out@example.com"]);
      expect([...(await check(["a@example.com", "+61255509999", "opted.out@example.com"]))].sort()).toEqual([
        "+61255509999",
        "opted.out@example.com",
      ]);
      expect(await check(["nobody@example.com"])).toEqual(new Set());
    });

    it.runIf(engine === "postgres")("prepares each text once per connection and never plans it again", async () => {
      const { rows } = await sql<{ statement: string; generic_plans: string; custom_plans: string }>`
        select statement, generic_plans, custom_plans from pg_prepared_statements where name like 'intake_%'`.execute(
        fixture.storage.db,
      );
      const find = (fragment: string) => rows.filter((r) => r.statement.includes(fragment));
      // One statement each, whatever the batch sizes above.
      for (const fragment of [
        'insert into "inbox_items"',
        "from unnest(",
        "from suppression_entries where email_hmac",
      ]) {
        const found = find(fragment);
        expect(found, fragment).toHaveLength(1);
        expect(Number(found[0]!.custom_plans), fragment).toBe(0);
        expect(Number(found[0]!.generic_plans), fragment).toBeGreaterThanOrEqual(1);
      }
      expect(Number(find("from unnest(")[0]!.generic_plans)).toBeGreaterThanOrEqual(2);
    });

    // Decision 047: with generic plans for every statement, the desk's company search took 400 ms at
    // a million rows instead of 1 ms (its plan could not see which words it looks for).
    it.runIf(engine === "postgres")("plans every other statement for its values, on the same connection", async () => {
      const db = fixture.storage.db;
      const mode = async (on: typeof db = db) =>
        (await sql<{ mode: string }>`select current_setting(${"plan_cache_mode"}) as mode`.execute(on)).rows[0]!.mode;
      const lookUp = (on: typeof db = db) =>
        findEarlierDuplicates(on, "postgres", [probe("p-1", Date.now(), "plan@example.com", "")]);
      const plans = async () => {
        const { rows } = await sql<{ generic_plans: string; custom_plans: string }>`
          select generic_plans, custom_plans from pg_prepared_statements where statement like ${"%from unnest(%"}`.execute(
          db,
        );
        return { generic: Number(rows[0]!.generic_plans), custom: Number(rows[0]!.custom_plans) };
      };
      await lookUp();
      expect(await mode()).toBe("auto");
      const before = await plans();
      await lookUp();
      expect(await plans()).toEqual({ generic: before.generic + 1, custom: 0 });

      // A rollback undoes a mode set inside its transaction: the next statement must not trust it.
      await expect(
        db.transaction().execute(async (trx) => {
          await lookUp(trx);
          expect(await mode(trx)).toBe("auto");
          await lookUp(trx);
          throw new Error("undo");
        }),
      ).rejects.toThrow("undo");
      await lookUp();
      expect(await plans()).toEqual({ generic: before.generic + 4, custom: 0 });
      expect(await mode()).toBe("auto");
    });
  });
}
