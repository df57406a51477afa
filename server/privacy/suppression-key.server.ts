// The key of the suppression list's keyed hashes (HMAC-SHA256, decision 034), kept like the other
// generated secrets: a file in DATA_DIR next to the SQLite database (so a copy of the database file
// alone cannot be tested against guessed phone numbers), or the app_secrets table on PostgreSQL
// (where instances need not share a disk). Generated on first use; every instance sharing the
// storage reads the same key. Losing it loses the ability to recognise erased people who asked
// not to be contacted: back it up with the database, but apart from it.
//
// When the key is first loaded, entries that still hold their plain identifiers but no keyed hash
// (written before migration 044) get their keyed hashes and lose their unsalted SHA-256.
import { createHmac, createSecretKey, randomBytes } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { appSecret } from "#server/db/app-secret.server.ts";
import { SUPPRESSION_KEY_FILE } from "#server/db/data-dir.server.ts";
import type { Storage } from "#server/db/database.server.ts";
import { SUPPRESSION_HASH } from "#shared/privacy/suppression-list.ts";

export { SUPPRESSION_KEY_FILE };

const SECRET_NAME = "suppression_hash_key";

/** The keyed hash (hex) of a normalised identifier. */
export type IdentifierHash = (value: string) => string;

export function keyedHash(key: Buffer): IdentifierHash {
  // A KeyObject once: an HMAC keyed with a raw Buffer imports the key on every call (16 µs against
  // 2.7 µs per identifier, measured here), and intake hashes every submission's email and phone.
  const secret = createSecretKey(key);
  return (value) => createHmac(SUPPRESSION_HASH.nodeAlgorithm, secret).update(value, "utf8").digest("hex");
}

async function loadKey(storage: Storage): Promise<Buffer> {
  if (storage.dialect === "postgres") return appSecret(storage, SECRET_NAME);
  const file = resolve(dirname(storage.location), SUPPRESSION_KEY_FILE);
  if (!existsSync(file)) {
    // A new key is only for a list that has no keyed hashes yet: otherwise the key was lost (a
    // database restored without it), and a new one would silently forget every erased person's opt-out.
    const keyed = await storage.db
      .selectFrom("suppression_entries")
      .select("id")
      .where((eb) => eb.or([eb("email_hmac", "is not", null), eb("phone_hmac", "is not", null)]))
      .limit(1)
      .execute();
    if (keyed.length > 0) {
      throw new Error(
        `${file} is missing, and the suppression list holds hashes made with it: put the key back from your backups (npm run backup keeps a copy beside them) before starting.`,
      );
    }
  }
  try {
    // "wx": only the first instance creates it; the others read what it wrote.
    writeFileSync(file, `${randomBytes(32).toString("base64url")}\n`, { flag: "wx", mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
  let text = readFileSync(file, "utf8").trim();
  for (let i = 0; text.length < 43 && i < 20; i++) {
    // Another instance created the file a moment ago and has not finished writing.
    await new Promise((r) => setTimeout(r, 25));
    text = readFileSync(file, "utf8").trim();
  }
  if (text.length < 43) throw new Error(`${file} holds no usable key; restore it from a backup`);
  return Buffer.from(text, "base64url");
}

/** Gives keyed hashes to entries that hold plain identifiers without them (once per storage). */
async function upgradeEntries(storage: Storage, hash: IdentifierHash): Promise<void> {
  for (;;) {
    const rows = await storage.db
      .selectFrom("suppression_entries")
      .select(["id", "email_norm", "phone_e164"])
      .where((eb) =>
        eb.or([
          eb.and([eb("email_norm", "is not", null), eb("email_hmac", "is", null)]),
          eb.and([eb("phone_e164", "is not", null), eb("phone_hmac", "is", null)]),
        ]),
      )
      .limit(500)
      .execute();
    if (rows.length === 0) return;
    for (const r of rows) {
      await storage.db
        .updateTable("suppression_entries")
        .set({
          ...(r.email_norm ? { email_hmac: hash(r.email_norm), email_sha256: null } : {}),
          ...(r.phone_e164 ? { phone_hmac: hash(r.phone_e164), phone_sha256: null } : {}),
        })
        .where("id", "=", r.id)
        .execute();
    }
  }
}

const hashes = new WeakMap<Storage, Promise<IdentifierHash>>();

/** The storage's keyed hash, loading (or making) the key on first use. */
export function suppressionHash(storage: Storage): Promise<IdentifierHash> {
  let found = hashes.get(storage);
  if (!found) {
    found = loadKey(storage).then(async (key) => {
      const hash = keyedHash(key);
      await upgradeEntries(storage, hash);
      return hash;
    });
    found.catch(() => hashes.delete(storage));
    hashes.set(storage, found);
  }
  return found;
}
