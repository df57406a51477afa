// bulkInsert (decision 043) must write what Kysely's builder writes: on SQLite the builder's own
// text and parameters, on PostgreSQL one JSON parameter and one text for every batch size; the
// builder's statement (defaults per engine) for rows of mixed shapes; the same rows stored and
// the same answers to conflicts and upserts, on both engines.
import type { CompiledQuery, Insertable, Kysely } from "kysely";
import { describe, expect, it } from "vitest";
import { bulkInsert } from "#server/db/bulk-insert.server.ts";
import type { Database } from "#server/db/schema.server.ts";
import { engines, storageFixture } from "./harness.ts";

for (const engine of engines) {
  describe(`bulkInsert on ${engine}`, () => {
    const fixture = storageFixture(engine);
    const sent: { sql: string; parameters: readonly unknown[] }[] = [];
    // The database as bulkInsert sees it, noting each statement it sends.
    const spied = (): Kysely<Database> =>
      new Proxy(fixture.storage.db, {
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

    const tokens = (ids: string[]) => ids.map((id) => ({ id, expires_at: 2_000_000_000 }));

    /** Two rows written by bulkInsert and one by the builder: what each stored, id aside. */
    async function storedBothWays<T extends "outbox" | "privacy_submissions">(
      table: T,
      row: (id: string) => Insertable<Database[T]>,
      prefix: string,
    ) {
      await bulkInsert(fixture.storage.db, fixture.storage.dialect, table, [row(`${prefix}-1`), row(`${prefix}-2`)]);
      await fixture.storage.db
        .insertInto(table)
        .values([row(`${prefix}-3`)] as never)
        .execute();
      const stored = await fixture.target.query<Record<string, unknown>>(
        `select * from ${table} where id like '${prefix}-%' order by id`,
      );
      return stored.map(({ id: _id, ...rest }) => rest);
    }

    it(`sends ${engine === "sqlite" ? "the builder's text and parameters" : "one JSON parameter, each row's values in column order"} for rows of one shape`, async () => {
      const rows = tokens(["a", "b", "c"]);
      const built = fixture.storage.db
        .insertInto("used_tokens")
        .values(rows)
        .onConflict((oc) => oc.column("id").doNothing())
        .returning("id")
        .compile();
      const written = await bulkInsert<"used_tokens", { id: string }>(
        spied(),
        fixture.storage.dialect,
        "used_tokens",
        rows,
        {
          onConflictDoNothing: ["id"],
          returning: ["id"],
        },
      );
      if (engine === "sqlite") {
        expect(sent.at(-1)?.sql).toBe(built.sql);
        expect(sent.at(-1)?.parameters).toEqual(built.parameters);
      } else {
        expect(sent.at(-1)?.parameters).toEqual([JSON.stringify(rows.map((r) => [r.id, r.expires_at]))]);
        await bulkInsert(spied(), fixture.storage.dialect, "used_tokens", tokens(["x"]), {
          onConflictDoNothing: ["id"],
          returning: ["id"],
        });
        expect(sent.at(-1)?.sql).toBe(sent.at(-2)?.sql);
      }
      expect(written.map((r) => r.id).sort()).toEqual(["a", "b", "c"]);
    });

    it("stores what the builder stores, value for value", async () => {
      const row = (id: string) => ({
        id,
        destination: "crm" as const,
        form_type: "contact",
        payload: '{"a":"ü \\"quoted\\" <b>"}',
        status: "pending" as const,
        attempts: 3,
        next_attempt_at: "2026-11-26T01:02:03.456Z",
        locked_until: null,
        cycle_started_at: "2026-11-26T01:02:03.456Z",
        created_at: "2026-11-26T01:02:03.456Z",
        delivered_at: null,
        last_status: 502,
        last_error: "line one\nline two",
        about_id: "about-1",
        secret_until: null,
      });
      const [a, b, c] = await storedBothWays("outbox", row, "same");
      expect(a).toEqual(c);
      expect(b).toEqual(c);
    });

    it("stores what the builder stores for every type a submission holds (boolean, long and non-Latin text, nulls)", async () => {
      const row = (id: string) => ({
        id,
        created_at: "2026-11-26T01:02:03.456Z",
        first_name: "Zoë",
        last_name: "O'Brien-Ngata 🙂",
        phone: "",
        email: "zoe@example.com",
        message: `${'Please delete "everything" you hold.\n'.repeat(100)}ç'est tout`,
        page_name: "Privacy AU",
        human_verification_answer: "Sun",
        user_agent: null,
        business_name: null,
        communication_preference: "email",
        company_contacted: "yes",
        suppress_from_marketing: true,
        subject: "erasure",
        region: "au",
      });
      const [a, b, c] = await storedBothWays("privacy_submissions", row, "types");
      expect(c?.suppress_from_marketing).toBeTruthy();
      expect(String(c?.message)).toHaveLength(row("x").message.length);
      expect(a).toEqual(c);
      expect(b).toEqual(c);
    });

    it("skips conflicting rows and returns only those written", async () => {
      const written = await bulkInsert<"used_tokens", { id: string }>(
        fixture.storage.db,
        fixture.storage.dialect,
        "used_tokens",
        tokens(["c", "d"]),
        { onConflictDoNothing: ["id"], returning: ["id"] },
      );
      expect(written.map((r) => r.id)).toEqual(["d"]);
    });

    it("upserts with a conflict clause and returns the new counts", async () => {
      const hit = (hits: number) =>
        bulkInsert<"rate_limits", { key: string; hits: number | string }>(
          fixture.storage.db,
          fixture.storage.dialect,
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
      await bulkInsert(fixture.storage.db, fixture.storage.dialect, "outbox", [
        entry("o1"),
        { ...entry("o2"), secret_until: at },
        { ...entry("o3"), about_id: undefined },
      ]);
      const rows = await fixture.target.query<{
        id: string;
        secret_until: unknown;
        about_id: unknown;
        locked_until: unknown;
      }>("select id, secret_until, about_id, locked_until from outbox where id in ('o1', 'o2', 'o3') order by id");
      expect(rows.map((r) => [r.id, r.secret_until === null, r.about_id, r.locked_until])).toEqual([
        ["o1", true, null, null],
        ["o2", false, null, null],
        ["o3", true, null, null],
      ]);
    });

    it("skips the rows whose id another table already holds (in the statement on PostgreSQL), also through the builder", async () => {
      const unlessIn = { column: "id" as const, tables: ["outbox" as const, "inbox_items" as const] };
      const before = sent.length;
      const written = await bulkInsert<"used_tokens", { id: string }>(
        spied(),
        fixture.storage.dialect,
        "used_tokens",
        tokens(["o1", "fresh-1", "o3"]),
        { onConflictDoNothing: ["id"], returning: ["id"], unlessIn },
      );
      expect(written.map((r) => r.id)).toEqual(["fresh-1"]);
      if (engine === "postgres") {
        expect(sent.length).toBe(before + 1);
        expect(sent.at(-1)?.sql).toContain('where not exists (select 1 from "outbox"');
      }
      // Rows of mixed shapes (here: their keys in another order) go through the builder.
      const mixed = await bulkInsert<"used_tokens", { id: string }>(
        fixture.storage.db,
        fixture.storage.dialect,
        "used_tokens",
        [
          { id: "o2", expires_at: 2_000_000_000 },
          { expires_at: 2_000_000_000, id: "fresh-2" },
        ],
        { onConflictDoNothing: ["id"], returning: ["id"], unlessIn },
      );
      expect(mixed.map((r) => r.id)).toEqual(["fresh-2"]);
      const stored = await fixture.target.query<{ id: string }>(
        "select id from used_tokens where id like 'o%' or id like 'fresh-%' order by id",
      );
      expect(stored.map((r) => r.id)).toEqual(["fresh-1", "fresh-2"]);
    });

    it("writes nothing and sends nothing for no rows", async () => {
      const before = sent.length;
      expect(await bulkInsert(spied(), fixture.storage.dialect, "used_tokens", [])).toEqual([]);
      expect(sent.length).toBe(before);
    });
  });
}
