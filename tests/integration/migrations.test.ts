// The migrations were one function until they were split into one frozen file each. The
// fixtures are the schema that function made (dumped before the split, both engines): the files,
// applied up to the last migration of that time, must make exactly the same database.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { Kysely, PostgresDialect } from "kysely";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SQLITE_FILE } from "#server/db/database.server.ts";
import { migrateTo } from "#server/db/migrations.server.ts";
import { kyselySqliteDatabase } from "#server/db/node-sqlite-adapter.server.ts";
import { sqliteBusyRetryDialect } from "#server/db/sqlite-busy-retry.server.ts";
import { dumpSchema } from "#tests/support/schema-dump.ts";
import { engines, targetFixture } from "./harness.ts";

const schemaFile = (engine: string) =>
  readFileSync(join(import.meta.dirname, "fixtures", `schema-041.${engine}.txt`), "utf8").trimEnd();

for (const engine of engines) {
  describe(`migration files on ${engine}`, () => {
    const fixture = targetFixture(engine);
    let db: Kysely<unknown>;
    beforeAll(async () => {
      if (engine === "sqlite") {
        const { DatabaseSync } = await import("node:sqlite");
        const raw = new DatabaseSync(join(fixture.target.env.DATA_DIR, SQLITE_FILE));
        db = new Kysely({ dialect: sqliteBusyRetryDialect({ database: kyselySqliteDatabase(raw) }, 1000) });
      } else {
        db = new Kysely({
          dialect: new PostgresDialect({
            pool: new pg.Pool({ connectionString: fixture.target.env.DATABASE_URL, max: 2 }),
          }),
        });
      }
    });
    afterAll(async () => {
      await db?.destroy();
    });

    it("make the same schema as the single migration function did (up to 041)", async () => {
      await migrateTo(db, engine, "041_passkey_names");
      expect(await dumpSchema(db, engine)).toBe(schemaFile(engine));
    });
  });
}
