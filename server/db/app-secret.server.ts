// A named random secret kept in the database (app_secrets), created by whichever instance
// asks first; every instance sharing the storage reads the same value. On SQLite, a key kept as a
// file beside the database instead (copied with backups, like the suppression key).
import { randomBytes } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
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

/**
 * A 32-byte key kept like the suppression key: in app_secrets under `name` on PostgreSQL, in `file`
 * beside the SQLite database otherwise (made by the first process to ask, read by the others).
 * Loaded once per storage.
 */
export function storedKey(storage: Storage, key: { name: string; file: string; lost: string }): Promise<Buffer> {
  const byName = keys.get(storage) ?? new Map<string, Promise<Buffer>>();
  keys.set(storage, byName);
  let found = byName.get(key.name);
  if (!found) {
    found = loadKey(storage, key);
    found.catch(() => byName.delete(key.name));
    byName.set(key.name, found);
  }
  return found;
}

const keys = new WeakMap<Storage, Map<string, Promise<Buffer>>>();

async function loadKey(storage: Storage, key: { name: string; file: string; lost: string }): Promise<Buffer> {
  if (storage.dialect === "postgres") return appSecret(storage, key.name);
  const file = resolve(dirname(storage.location), key.file);
  try {
    // "wx": only the first instance creates it; the others read what it wrote.
    writeFileSync(file, `${randomBytes(32).toString("base64url")}\n`, { flag: "wx", mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
  let text = readFileSync(file, "utf8").trim();
  for (let i = 0; text.length < 43 && i < 20; i++) {
    await new Promise((r) => setTimeout(r, 25));
    text = readFileSync(file, "utf8").trim();
  }
  if (text.length < 43) throw new Error(`${file} holds no usable key${key.lost}`);
  return Buffer.from(text, "base64url");
}
