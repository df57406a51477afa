// A named random secret kept in the database (app_secrets), created by whichever instance
// asks first; every instance sharing the storage reads the same value.
import { randomBytes } from "node:crypto";
import type { Storage } from "./database.server.ts";

export async function appSecret(storage: Storage, name: string, bytes = 32): Promise<Buffer> {
  await storage.db
    .insertInto("app_secrets")
    .values({ name, value: randomBytes(bytes).toString("base64url") })
    .onConflict((oc) => oc.column("name").doNothing())
    .execute();
  const row = await storage.db
    .selectFrom("app_secrets")
    .select("value")
    .where("name", "=", name)
    .executeTakeFirstOrThrow();
  return Buffer.from(row.value, "base64url");
}
