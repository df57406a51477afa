// The migrations were one function until they were split into one frozen file each. The
// fixtures are the schema that function made (dumped before the split, both engines): the files,
// applied up to the last migration of that time, must make exactly the same database.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrateTo } from "#server/db/migrations.server.ts";
import { dumpSchema } from "#tests/support/schema-dump.ts";
import { engines, targetFixture, unmigratedDb } from "./harness.ts";

const schemaFile = (engine: string) =>
  readFileSync(join(import.meta.dirname, "fixtures", `schema-041.${engine}.txt`), "utf8").trimEnd();

for (const engine of engines) {
  describe(`migration files on ${engine}`, () => {
    const fixture = targetFixture(engine);
    let db: Kysely<unknown>;
    beforeAll(async () => {
      db = unmigratedDb(fixture.target);
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
