// The ledger of erasures (issue 40, decision 054): one entry per erased person, with no personal data
// (ids, the case reference, the suppression list's keyed hashes of their identifiers, the time, the
// member), kept OUTSIDE the database it describes, so that putting an older database back (a backup,
// a replica) cannot roll it back, and `npm run restore` can erase again everyone the older copy still
// holds. SQLite: a small SQLite file of its own in DATA_DIR (WAL, synchronous=FULL: replicated beside
// the database), copied into BACKUP_DIR at every backup and every erasure as a single file (so a
// backup folder copied off the machine carries it). PostgreSQL: a table in a schema of its own beside
// the application's (pg_dump dumps only the application's schema, so pg_restore of a dump never
// touches it), copied into BACKUP_DIR the same way. Copies only ever gain entries (merged by case).
import { existsSync, mkdirSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { sql } from "kysely";
import type { Storage } from "#server/db/database.server.ts";

/** The ledger's file name, in DATA_DIR beside the database and in BACKUP_DIR beside the backups. */
export const ERASURE_LEDGER_FILE = "erasure-ledger.db";

export interface LedgerEntry {
  /** The deletion request's case id: one erasure per case. */
  caseId: string;
  caseReference: string;
  /** When the erasure was made (ISO 8601 UTC). */
  at: string;
  /** The staff member who made it. */
  memberId: string | null;
  /** Every submission erased (contact and privacy ids). */
  submissions: string[];
  /** The suppression entries reduced to their keyed hashes. */
  suppressionEntries: string[];
  /** Keyed hashes (suppression-key.server.ts) of the person's normalised email and phone. */
  identifierHashes: string[];
}

const COLUMNS =
  "case_id text primary key, case_reference text not null, at text not null, member_id text, " +
  "submissions text not null, suppression_entries text not null, identifier_hashes text not null";

interface Row {
  case_id: string;
  case_reference: string;
  at: string;
  member_id: string | null;
  submissions: string;
  suppression_entries: string;
  identifier_hashes: string;
}

function toEntry(r: Row): LedgerEntry {
  return {
    caseId: r.case_id,
    caseReference: r.case_reference,
    at: r.at,
    memberId: r.member_id,
    submissions: JSON.parse(r.submissions) as string[],
    suppressionEntries: JSON.parse(r.suppression_entries) as string[],
    identifierHashes: JSON.parse(r.identifier_hashes) as string[],
  };
}

function toRow(e: LedgerEntry): Row {
  return {
    case_id: e.caseId,
    case_reference: e.caseReference,
    at: e.at,
    member_id: e.memberId,
    submissions: JSON.stringify(e.submissions),
    suppression_entries: JSON.stringify(e.suppressionEntries),
    identifier_hashes: JSON.stringify(e.identifierHashes),
  };
}

/** The ledger file of an embedded database (its DATA_DIR). */
export function ledgerFileBeside(database: string): string {
  return join(dirname(resolve(database)), ERASURE_LEDGER_FILE);
}

function openFile(file: string, journal: "wal" | "delete"): DatabaseSync {
  mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
  const db = new DatabaseSync(file);
  try {
    db.exec("PRAGMA busy_timeout = 10000");
    // WAL in DATA_DIR (Litestream replicates a WAL database); one self-contained file in BACKUP_DIR.
    db.exec(`PRAGMA journal_mode = ${journal === "wal" ? "WAL" : "DELETE"}`);
    db.exec("PRAGMA synchronous = FULL");
    db.exec(`create table if not exists erasures (${COLUMNS})`);
  } catch (error) {
    db.close();
    throw error;
  }
  return db;
}

/**
 * Adds these entries to a ledger file (made if absent), keeping every entry it already holds; an
 * entry for a case already there is left as it is. Returns how many were new.
 */
export function mergeIntoFile(file: string, entries: readonly LedgerEntry[], journal: "wal" | "delete"): number {
  const db = openFile(resolve(file), journal);
  try {
    const insert = db.prepare(
      "insert into erasures (case_id, case_reference, at, member_id, submissions, suppression_entries, identifier_hashes) " +
        "values (:case_id, :case_reference, :at, :member_id, :submissions, :suppression_entries, :identifier_hashes) " +
        "on conflict (case_id) do nothing",
    );
    let added = 0;
    db.exec("begin immediate");
    try {
      for (const e of entries) added += Number(insert.run({ ...toRow(e) }).changes);
      db.exec("commit");
    } catch (error) {
      db.exec("rollback");
      throw error;
    }
    return added;
  } finally {
    db.close();
  }
}

/** Every entry of a ledger file, oldest first; none when the file does not exist. */
export function readFile(file: string): LedgerEntry[] {
  if (!existsSync(file)) return [];
  const db = new DatabaseSync(resolve(file), { readOnly: true });
  try {
    db.exec("PRAGMA busy_timeout = 10000");
    const known = db.prepare("select count(*) as n from sqlite_master where name = 'erasures'").get() as { n: number };
    if (Number(known.n) === 0) return [];
    return (db.prepare("select * from erasures order by at, case_id").all() as unknown as Row[]).map(toEntry);
  } finally {
    db.close();
  }
}

/** PostgreSQL: the schema beside the application's that holds the ledger (never in its dumps). */
async function pgLedgerSchema(storage: Storage): Promise<string> {
  const schema = (await sql<{ schema: string }>`select current_schema() as schema`.execute(storage.db)).rows[0]?.schema;
  if (!schema) throw new Error("PostgreSQL reported no current schema");
  return `${schema}_erasure_ledger`;
}

const pgReady = new WeakMap<Storage, Promise<string>>();

function pgTable(storage: Storage): Promise<string> {
  let found = pgReady.get(storage);
  if (!found) {
    found = (async () => {
      const schema = await pgLedgerSchema(storage);
      await sql`create schema if not exists ${sql.id(schema)}`.execute(storage.db).catch(async (error) => {
        // Two instances creating it at once: one wins, the other sees it exists.
        const exists = await sql`select 1 from pg_namespace where nspname = ${schema}`.execute(storage.db);
        if (exists.rows.length === 0) throw error;
      });
      await sql
        .raw(`create table if not exists "${schema}".erasures (${COLUMNS})`)
        .execute(storage.db)
        .catch(async (error) => {
          const exists = await sql`select to_regclass(${`"${schema}".erasures`}) as t`.execute(storage.db);
          if (!(exists.rows[0] as { t: string | null } | undefined)?.t) throw error;
        });
      return `"${schema}".erasures`;
    })();
    found.catch(() => pgReady.delete(storage));
    pgReady.set(storage, found);
  }
  return found;
}

/** Where a storage's own ledger is, for messages. */
export async function ledgerLocation(storage: Storage): Promise<string> {
  return storage.dialect === "postgres" ? await pgTable(storage) : ledgerFileBeside(storage.location);
}

/** Appends an erasure to the storage's own ledger (kept if the case is already there). */
export async function appendToLedger(storage: Storage, entry: LedgerEntry): Promise<void> {
  if (storage.dialect === "sqlite") {
    mergeIntoFile(ledgerFileBeside(storage.location), [entry], "wal");
    return;
  }
  const table = await pgTable(storage);
  const r = toRow(entry);
  await sql`insert into ${sql.raw(table)} (case_id, case_reference, at, member_id, submissions, suppression_entries, identifier_hashes)
    values (${r.case_id}, ${r.case_reference}, ${r.at}, ${r.member_id}, ${r.submissions}, ${r.suppression_entries}, ${r.identifier_hashes})
    on conflict (case_id) do nothing`.execute(storage.db);
}

/** The storage's own ledger, oldest first. */
export async function readLedger(storage: Storage): Promise<LedgerEntry[]> {
  if (storage.dialect === "sqlite") return readFile(ledgerFileBeside(storage.location));
  const table = await pgTable(storage);
  const rows = await sql<Row>`select * from ${sql.raw(table)} order by at, case_id`.execute(storage.db);
  return rows.rows.map(toEntry);
}

/** Entries of several ledgers as one, by case (the first copy of a case wins), oldest first. */
export function unionOf(...ledgers: readonly (readonly LedgerEntry[])[]): LedgerEntry[] {
  const byCase = new Map<string, LedgerEntry>();
  for (const ledger of ledgers) for (const e of ledger) if (!byCase.has(e.caseId)) byCase.set(e.caseId, e);
  return [...byCase.values()].sort((a, b) => a.at.localeCompare(b.at) || a.caseId.localeCompare(b.caseId));
}

/** Copies the storage's ledger into `dir` (BACKUP_DIR) as one file, merged with the copy already there. */
export async function copyLedgerInto(storage: Storage, dir: string): Promise<{ file: string; entries: number }> {
  const entries = await readLedger(storage);
  const file = join(resolve(dir), ERASURE_LEDGER_FILE);
  // No erasure yet: nothing to remember, and no file among the backups.
  if (entries.length === 0 && !existsSync(file)) return { file, entries: 0 };
  mergeIntoFile(file, entries, "delete");
  return { file, entries: entries.length };
}

// BACKUP_DIR of each storage, when the server knows it (registered with the daily backup), so an
// erasure also lands beside the backups at once.
const backupDirs = new WeakMap<Storage, string>();

export function keepLedgerCopyIn(storage: Storage, dir: string): void {
  backupDirs.set(storage, resolve(dir));
}

export function ledgerCopyDir(storage: Storage): string | undefined {
  return backupDirs.get(storage);
}
