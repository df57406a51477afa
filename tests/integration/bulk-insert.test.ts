// bulkInsert (decision 043) must write what Kysely's builder writes: the same statement text and
// parameters for rows of one shape, the builder's own statement (defaults per engine) otherwise,
// and the same answers to conflicts and upserts, on both engines.
import type { CompiledQuery, Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bulkInsert } from "#server/db/bulk-insert.server.ts";
import { openStorage, type Storage } from "#server/db/database.server.ts";
import type { Database } from "#server/db/schema.server.ts";
import { createStorage, engines, type StorageTarget } from "./harness.ts";

for (const engine of engines) {
  describe(`bulkInsert on ${engine}`, () => {
    let target: StorageTarget;
    let storage: Storage;
    const sent: { sql: string; parameters: readonly unknown[] }[] = [];
    // The database as bulkInsert sees it, noting each statement it sends.
    const spied = (): Kysely<Database> =>
      new Proxy(storage.db, {
        get(db, property) {
          if (property === "executeQuery") {
            return (query: CompiledQuery) => {
              sent.push({ sql: query.sql, parameters: query.parameters });
              return db.executeQuery(query);
            };
          }
          const value = Reflect.get(db, property, db);
          return typeof value === "function" ? value.bind(db) : value;
        },
      });

    beforeAll(async () => {
      target = await createStorage(engine);
      storage = await openStorage(target.env);
    });
    afterAll(async () => {
      await storage.close();
      await target.drop();
    });

    const tokens = (ids: string[]) => ids.map((id) => ({ id, expires_at: 2_000_000_000 }));

    it("sends the builder's text and parameters for rows of one shape", async () => {
      const rows = tokens(["a", "b", "c"]);
      const built = storage.db
        .insertInto("used_tokens")
        .values(rows)
        .onConflict((oc) => oc.column("id").doNothing())
        .returning("id")
        .compile();
      const written = await bulkInsert<"used_tokens", { id: string }>(spied(), storage.dialect, "used_tokens", rows, {
        onConflictDoNothing: ["id"],
        returning: ["id"],
      });
      expect(sent.at(-1)?.sql).toBe(built.sql);
      expect(sent.at(-1)?.parameters).toEqual(built.parameters);
      expect(written.map((r) => r.id).sort()).toEqual(["a", "b", "c"]);
    });

    it("skips conflicting rows and returns only those written", async () => {
      const written = await bulkInsert<"used_tokens", { id: string }>(
        storage.db,
        storage.dialect,
        "used_tokens",
        tokens(["c", "d"]),
        { onConflictDoNothing: ["id"], returning: ["id"] },
      );
      expect(written.map((r) => r.id)).toEqual(["d"]);
    });

    it("upserts with a conflict clause and returns the new counts", async () => {
      const hit = (hits: number) =>
        bulkInsert<"rate_limits", { key: string; hits: number | string }>(
          storage.db,
          storage.dialect,
          "rate_limits",
          [
            { key: "k1", bucket: 7, hits },
            { key: "k2", bucket: 7, hits: 1 },
          ],
          {
            onConflict: 'on conflict ("key", "bucket") do update set "hits" = "rate_limits"."hits" + "excluded"."hits"',
            returning: ["key", "hits"],
          },
        );
      await hit(2);
      const second = await hit(3);
      expect(Object.fromEntries(second.map((r) => [r.key, Number(r.hits)]))).toEqual({ k1: 5, k2: 2 });
    });

    it("leaves rows of mixed shapes, or with undefined values, to the builder: missing columns get their defaults", async () => {
      const at = "2026-11-26T00:00:00.000Z";
      const entry = (id: string) => ({
        id,
        destination: "mail" as const,
        form_type: "test",
        payload: "{}",
        status: "pending" as const,
        attempts: 0,
        next_attempt_at: at,
        cycle_started_at: at,
        created_at: at,
      });
      await bulkInsert(storage.db, storage.dialect, "outbox", [
        entry("o1"),
        { ...entry("o2"), secret_until: at },
        { ...entry("o3"), about_id: undefined },
      ]);
      const rows = await target.query<{ id: string; secret_until: unknown; about_id: unknown; locked_until: unknown }>(
        "select id, secret_until, about_id, locked_until from outbox order by id",
      );
      expect(rows.map((r) => [r.id, r.secret_until === null, r.about_id, r.locked_until])).toEqual([
        ["o1", true, null, null],
        ["o2", false, null, null],
        ["o3", true, null, null],
      ]);
    });

    it("writes nothing and sends nothing for no rows", async () => {
      const before = sent.length;
      expect(await bulkInsert(spied(), storage.dialect, "used_tokens", [])).toEqual([]);
      expect(sent.length).toBe(before);
    });
  });
}
