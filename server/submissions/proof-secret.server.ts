// The key that signs human-check challenges and proofs (and hashes rate-limit keys).
// FORM_PROOF_SECRET when set; otherwise one generated on first start and kept where every
// instance sharing the storage finds it: a file in DATA_DIR (SQLite), or the app_secrets
// table (PostgreSQL, where instances need not share a disk).
import { randomBytes } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import type { Storage } from "#server/db/database.server.ts";

export const PROOF_SECRET_FILE = "form-proof-secret";
const NAME = "form_proof_secret";

export async function loadProofSecret(
  configured: string | undefined,
  storage: Storage,
  dataDir: string,
): Promise<{ secret: string; source: "env" | "file" | "database" }> {
  if (configured) return { secret: configured, source: "env" };
  const fresh = randomBytes(32).toString("base64url");

  if (storage.dialect === "postgres") {
    await storage.db
      .insertInto("app_secrets")
      .values({ name: NAME, value: fresh })
      .onConflict((oc) => oc.column("name").doNothing())
      .execute();
    const row = await storage.db
      .selectFrom("app_secrets")
      .select("value")
      .where("name", "=", NAME)
      .executeTakeFirstOrThrow();
    return { secret: row.value, source: "database" };
  }

  const file = resolve(dataDir, PROOF_SECRET_FILE);
  try {
    // "wx": only the first instance creates it; the others read what it wrote.
    writeFileSync(file, `${fresh}\n`, { flag: "wx", mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
  let secret = readFileSync(file, "utf8").trim();
  for (let i = 0; secret.length < 32 && i < 20; i++) {
    // Another instance created the file a moment ago and has not finished writing.
    await new Promise((r) => setTimeout(r, 25));
    secret = readFileSync(file, "utf8").trim();
  }
  if (secret.length < 32) throw new Error(`${file} holds no usable secret; delete it to generate a new one`);
  return { secret, source: "file" };
}
