// Named facts a running server records in the database for the command-line tools and the other
// instances (app_state): the last writer wins.
import type { Kysely } from "kysely";
import type { Database } from "./schema.server.ts";

export async function recordState(db: Kysely<Database>, name: string, value: string, now = Date.now()): Promise<void> {
  const updated_at = new Date(now).toISOString();
  await db
    .insertInto("app_state")
    .values({ name, value, updated_at })
    .onConflict((oc) => oc.column("name").doUpdateSet({ value, updated_at }))
    .execute();
}

export async function readState(db: Kysely<Database>, name: string): Promise<string | undefined> {
  const row = await db.selectFrom("app_state").select("value").where("name", "=", name).executeTakeFirst();
  return row?.value;
}
