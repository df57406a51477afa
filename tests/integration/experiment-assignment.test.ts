// Cookieless assignment on real storage (issue 43 item 2, decision 075), on each engine: the key is
// made once and shared by every instance on the storage (each gives a visitor the same arm), and
// choosing arms for many visitors over several days stores nothing: every table's rows and the data
// folder's files are as they were once the key exists.
import { readdirSync } from "node:fs";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { EXPERIMENT_KEY_FILE } from "#server/db/data-dir.server.ts";
import { openStorage, type Storage } from "#server/db/database.server.ts";
import { experimentAssigner } from "#server/experiments/assignment.server.ts";
import { engines, storageFixture } from "./harness.ts";

const home = { id: "home-headline", weights: [50, 50] };
const agent =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148";
const people = Array.from({ length: 500 }, (_, i) => ({ address: `198.51.${i >> 8}.${i & 255}`, userAgent: agent }));
const DAY = 86_400_000;
const start = Date.parse("2026-11-28T01:00:00Z");

/** Every table with its rows, in a stable order: what the storage holds. */
async function snapshot(storage: Storage): Promise<Record<string, unknown[]>> {
  // On PostgreSQL, the test's own schema (others in the database belong to other files' tests).
  const schema =
    storage.dialect === "postgres"
      ? (await sql<{ s: string }>`select current_schema() as s`.execute(storage.db)).rows[0]!.s
      : undefined;
  const tables = (await storage.db.introspection.getTables())
    .filter((t) => schema === undefined || t.schema === schema)
    .map((t) => t.name)
    .sort();
  expect(tables).toContain("app_secrets");
  const out: Record<string, unknown[]> = {};
  for (const name of tables) {
    const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(name)}`.execute(storage.db);
    out[name] = rows.map((r) => JSON.stringify(r)).sort();
  }
  return out;
}

for (const engine of engines) {
  describe(`experiment assignment on ${engine}`, () => {
    const env = storageFixture(engine);

    it("keeps one key for every instance and stores nothing per visitor or per day", async () => {
      const first = await experimentAssigner(env.storage);
      const files = readdirSync(env.target.env.DATA_DIR).sort();
      if (engine === "sqlite") expect(files).toContain(EXPERIMENT_KEY_FILE);
      else {
        const [row] = await env.target.query<{ n: number | string }>(
          "select count(*) as n from app_secrets where name = 'experiment-assignment'",
        );
        expect(Number(row!.n)).toBe(1);
      }
      const before = await snapshot(env.storage);

      const arms: number[][] = [];
      for (let day = 0; day < 3; day++) {
        arms.push(people.map((v) => first.armFor(home, v, start + day * DAY)));
      }
      // Both arms are drawn, and the second day is a fresh draw.
      expect(new Set(arms[0])).toEqual(new Set([0, 1]));
      expect(arms[1]).not.toEqual(arms[0]);

      // Another instance on the same storage reads the same key and gives every visitor the same arm.
      const other = await openStorage({ ...env.target.env });
      try {
        const second = await experimentAssigner(other);
        for (let day = 0; day < 3; day++) {
          expect(people.map((v) => second.armFor(home, v, start + day * DAY))).toEqual(arms[day]);
        }
      } finally {
        await other.close();
      }

      expect(await snapshot(env.storage)).toEqual(before);
      // No file beyond the database's own (SQLite's WAL and shared-memory files come and go with it).
      const sqliteOwn = /^leadwise\.db(-wal|-shm)?$/;
      expect(readdirSync(env.target.env.DATA_DIR).filter((f) => !sqliteOwn.test(f))).toEqual(
        files.filter((f) => !sqliteOwn.test(f)),
      );
    });
  });
}
