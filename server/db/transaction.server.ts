// One write transaction on either engine. SQLite takes the write lock up front
// (BEGIN IMMEDIATE), so another process holding it makes us wait busy_timeout and then
// fail cleanly rather than deadlock on a lock upgrade.
import { type Kysely, sql } from "kysely";
import type { Storage } from "./database.server.ts";
import type { Database } from "./schema.server.ts";

export function inTransaction<T>(storage: Storage, work: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
  if (storage.dialect === "postgres") return storage.db.transaction().execute(work);
  return storage.db.connection().execute(async (conn) => {
    await sql`begin immediate`.execute(conn);
    try {
      const result = await work(conn);
      await sql`commit`.execute(conn);
      return result;
    } catch (error) {
      await sql`rollback`.execute(conn).catch(() => {});
      throw error;
    }
  });
}
