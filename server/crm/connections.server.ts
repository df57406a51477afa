// CRM connections (issue 44, decision 059): one per CRM, set up in the desk by an administrator.
// Credentials are entered once and stored encrypted (AES-256-GCM) with a key kept like the
// suppression list's (decision 034): a file in DATA_DIR beside the SQLite database, copied with the
// backups and put back by a restore (KEYS_KEPT_WITH_BACKUPS), or the app_secrets table on
// PostgreSQL. The key and the credentials are never logged, and never sent back to the desk.
import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";
import { storedKey } from "#server/db/app-secret.server.ts";
import { CRM_CREDENTIALS_KEY_FILE } from "#server/db/data-dir.server.ts";
import type { Storage } from "#server/db/database.server.ts";
import type { CrmDestination } from "#server/db/schema.server.ts";
import type { FieldMapping } from "./mapping.ts";

const SECRET_NAME = "crm_credentials_key";

/** What a connection holds besides its credentials. */
export interface ConnectionSettings {
  /** The CRM API's base URL (the vendor's own unless set: a sandbox, a regional host). */
  baseUrl: string;
  /** Which submission field goes to which CRM property. */
  mapping: FieldMapping;
  /** Where the CRM's record links point: HubSpot's portal id, Pipedrive's company domain, Salesforce's instance URL. */
  accountId?: string;
}

export interface Connection<C = Record<string, string>> {
  destination: CrmDestination;
  /** Form names (page names) whose submissions go to this CRM. */
  forms: string[];
  settings: ConnectionSettings;
  credentials: C;
  updatedAt: string;
}

/** A connection as the desk may show it: no credentials. */
export type ConnectionView = Omit<Connection, "credentials">;

function keyOf(storage: Storage): Promise<Buffer> {
  return storedKey(storage, { name: SECRET_NAME, file: CRM_CREDENTIALS_KEY_FILE, lost: "; restore it from a backup" });
}

function encrypt(key: Buffer, plain: string, destination: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  // The destination is bound in: one CRM's ciphertext cannot be moved to another's row.
  cipher.setAAD(Buffer.from(destination));
  const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return [iv, cipher.getAuthTag(), body].map((b) => b.toString("base64url")).join(".");
}

function decrypt(key: Buffer, sealed: string, destination: string): string {
  const [iv, tag, body] = sealed.split(".").map((p) => Buffer.from(p, "base64url"));
  if (!iv || !tag || !body) throw new Error("stored CRM credentials are malformed");
  const decipher = createDecipheriv("aes-256-gcm", key, iv);
  decipher.setAAD(Buffer.from(destination));
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(body), decipher.final()]).toString("utf8");
}

const iso = (v: string | Date) => (v instanceof Date ? v.toISOString() : v);

/** Every connection, without credentials (the desk, the routing). */
export async function listConnections(storage: Pick<Storage, "db">): Promise<ConnectionView[]> {
  const rows = await storage.db
    .selectFrom("crm_connections")
    .select(["destination", "forms", "settings", "updated_at"])
    .orderBy("destination")
    .execute();
  return rows.map((r) => ({
    destination: r.destination,
    forms: JSON.parse(r.forms) as string[],
    settings: JSON.parse(r.settings) as ConnectionSettings,
    updatedAt: iso(r.updated_at),
  }));
}

/** One connection with its credentials decrypted (the connectors only); undefined when not connected. */
export async function loadConnection<C = Record<string, string>>(
  storage: Storage,
  destination: CrmDestination,
): Promise<Connection<C> | undefined> {
  const row = await storage.db
    .selectFrom("crm_connections")
    .selectAll()
    .where("destination", "=", destination)
    .executeTakeFirst();
  if (!row) return undefined;
  const key = await keyOf(storage);
  return {
    destination,
    forms: JSON.parse(row.forms) as string[],
    settings: JSON.parse(row.settings) as ConnectionSettings,
    credentials: JSON.parse(decrypt(key, row.credentials, destination)) as C,
    updatedAt: iso(row.updated_at),
  };
}

/**
 * Creates or changes a connection. Credentials left out keep the stored ones (the desk never shows
 * them again, so a change of mapping does not ask for them).
 */
export async function saveConnection(
  storage: Storage,
  input: {
    destination: CrmDestination;
    forms: string[];
    settings: ConnectionSettings;
    credentials?: Record<string, string>;
    by: string | null;
    at: string;
  },
): Promise<void> {
  const key = await keyOf(storage);
  const values = {
    forms: JSON.stringify(input.forms),
    settings: JSON.stringify(input.settings),
    updated_at: input.at,
    updated_by: input.by,
  };
  if (input.credentials) {
    const credentials = encrypt(key, JSON.stringify(input.credentials), input.destination);
    await storage.db
      .insertInto("crm_connections")
      .values({ destination: input.destination, ...values, credentials, created_at: input.at })
      .onConflict((oc) => oc.column("destination").doUpdateSet({ ...values, credentials }))
      .execute();
    return;
  }
  const result = await storage.db
    .updateTable("crm_connections")
    .set(values)
    .where("destination", "=", input.destination)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw new Error("enter the credentials first");
}

/** Removes a connection; its queued deliveries stay pending until it is connected again. */
export async function removeConnection(storage: Pick<Storage, "db">, destination: CrmDestination): Promise<boolean> {
  const result = await storage.db
    .deleteFrom("crm_connections")
    .where("destination", "=", destination)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
