// CRM connections (issue 44, decision 059): one per CRM, set up in the desk by an administrator.
// Credentials are entered once and stored encrypted (AES-256-GCM) with a key kept like the
// suppression list's (decision 034): a file in DATA_DIR beside the SQLite database, copied with the
// backups and put back by a restore (KEYS_KEPT_WITH_BACKUPS), or the app_secrets table on
// PostgreSQL. The key and the credentials are never logged, and never sent back to the desk.
import { createCipheriv, createDecipheriv, createHmac, randomBytes } from "node:crypto";
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

/** The CRM's last reading of the account's daily API allowance (Salesforce's Sforce-Limit-Info). */
export interface ApiUsage {
  used: number;
  limit: number;
  /** When it was read (ms). */
  at: number;
}

export interface Connection<C = Record<string, string>> {
  destination: CrmDestination;
  /** Form names (page names) whose submissions go to this CRM. */
  forms: string[];
  settings: ConnectionSettings;
  credentials: C;
  updatedAt: string;
  /** Where what a connector learns is shared with every instance (decision 073). */
  storage: Storage;
  /** The OAuth session an instance stored (decrypted); absent when none. */
  session?: Record<string, string>;
  usage?: ApiUsage;
  /** What only an administrator can fix (reconnecting); null when nothing. */
  problem: string | null;
}

/** A connection as the desk may show it: no credentials, no session. */
export type ConnectionView = Omit<Connection, "credentials" | "storage" | "session" | "usage">;

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
    .select(["destination", "forms", "settings", "updated_at", "problem"])
    .orderBy("destination")
    .execute();
  return rows.map((r) => ({
    destination: r.destination,
    forms: JSON.parse(r.forms) as string[],
    settings: JSON.parse(r.settings) as ConnectionSettings,
    updatedAt: iso(r.updated_at),
    problem: r.problem,
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
    storage,
    ...(row.session ? { session: JSON.parse(decrypt(key, row.session, `${destination}:session`)) } : {}),
    ...(row.api_usage ? { usage: JSON.parse(row.api_usage) as ApiUsage } : {}),
    problem: row.problem,
  };
}

/**
 * Keeps an OAuth session for every instance (encrypted like the credentials; bound to the row as
 * `<destination>:session`, so it cannot pass for credentials). Does not change `updated_at`.
 */
export async function saveSession(storage: Storage, destination: CrmDestination, session: Record<string, string>) {
  const sealed = encrypt(await keyOf(storage), JSON.stringify(session), `${destination}:session`);
  await storage.db
    .updateTable("crm_connections")
    .set({ session: sealed })
    .where("destination", "=", destination)
    .execute();
}

/** Keeps the CRM's last allowance reading for every instance. */
export async function saveUsage(storage: Storage, destination: CrmDestination, usage: ApiUsage) {
  await storage.db
    .updateTable("crm_connections")
    .set({ api_usage: JSON.stringify(usage) })
    .where("destination", "=", destination)
    .execute();
}

/**
 * Marks a connection as needing an administrator (shown on the forwarding screen until they
 * reconnect), or clears the mark (null). Only the stored version: credentials being tried before
 * they are kept mark nothing.
 */
export async function setProblem(
  connection: Pick<Connection, "storage" | "destination" | "updatedAt">,
  problem: string | null,
) {
  await connection.storage.db
    .updateTable("crm_connections")
    .set({ problem })
    .where("destination", "=", connection.destination)
    .where("updated_at", "=", connection.updatedAt)
    .execute();
}

/** A keyed hash of an email (the credentials' key), for the persons a connection learnt (decision 073). */
export async function emailHash(storage: Storage, email: string): Promise<string> {
  const key = createHmac("sha256", await keyOf(storage))
    .update("leadwise crm person v1")
    .digest();
  return createHmac("sha256", key).update(email.trim().toLowerCase()).digest("base64url");
}

/** The person id this connection learnt for an email, in the same CRM account; undefined when none. */
export async function knownPerson(
  connection: Pick<Connection, "storage" | "destination">,
  email: string,
  account: string,
): Promise<string | undefined> {
  const row = await connection.storage.db
    .selectFrom("crm_persons")
    .select(["person_id", "account"])
    .where("destination", "=", connection.destination)
    .where("email_hash", "=", await emailHash(connection.storage, email))
    .executeTakeFirst();
  return row && row.account === account ? row.person_id : undefined;
}

/** Remembers (or forgets, with null) the person id for an email; the row goes with `aboutId`'s erasure. */
export async function rememberPerson(
  connection: Pick<Connection, "storage" | "destination">,
  input: { email: string; account: string; personId: string | null; aboutId: string },
): Promise<void> {
  const { db } = connection.storage;
  const hash = await emailHash(connection.storage, input.email);
  if (input.personId === null) {
    await db
      .deleteFrom("crm_persons")
      .where("destination", "=", connection.destination)
      .where("email_hash", "=", hash)
      .execute();
    return;
  }
  const values = {
    account: input.account,
    person_id: input.personId,
    about_id: input.aboutId,
    updated_at: new Date().toISOString(),
  };
  await db
    .insertInto("crm_persons")
    .values({ destination: connection.destination, email_hash: hash, ...values })
    .onConflict((oc) => oc.columns(["destination", "email_hash"]).doUpdateSet(values))
    .execute();
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
    // New credentials: what the old ones needed is done (a session made by trying them stays).
    const fresh = { ...values, credentials, problem: null };
    await storage.db
      .insertInto("crm_connections")
      .values({ destination: input.destination, ...fresh, created_at: input.at })
      .onConflict((oc) => oc.column("destination").doUpdateSet(fresh))
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
