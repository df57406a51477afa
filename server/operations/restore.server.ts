// Restore (issue 27): puts a backup in place of the embedded database. The file is checked first
// (a SQLite database, `PRAGMA integrity_check` ok, this application's tables, no migration this
// release does not know), then DATA_DIR's exclusive lock is taken (refused while any server or
// command uses it, data-dir-lock.server.ts), the copy is written beside the database under a
// temporary name (outbox leases of the old workers released) and flushed, the database being replaced (with its -wal and -shm files) is moved
// aside into DATA_DIR/replaced-<time>/, and the copy is renamed into place. Any refusal changes nothing.
// Before the swap, every erasure the ledger holds (DATA_DIR's and the backup folder's copy,
// erasure-ledger.server.ts) is applied again to the copy, with the desk's erasure code: no one
// erased after the backup was taken comes back (decision 054).
import { closeSync, existsSync, fsyncSync, openSync, readSync, statSync } from "node:fs";
import { chmod, copyFile, mkdir, rename, rm } from "node:fs/promises";
import { basename, dirname, join, resolve } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { sql } from "kysely";
import { type AuditLog, createAuditLog } from "#server/audit/audit.server.ts";
import { KEYS_KEPT_WITH_BACKUPS } from "#server/db/data-dir.server.ts";
import { openStorage, SQLITE_FILE, type Storage } from "#server/db/database.server.ts";
import { migrations } from "#server/db/migrations.server.ts";
import { type Reapplied, reapplyErasures } from "#server/privacy/erasure.server.ts";
import {
  appendToLedger,
  ERASURE_LEDGER_FILE,
  type LedgerEntry,
  ledgerFileBeside,
  mergeIntoFile,
  readLedger,
  readFile as readLedgerFile,
  unionOf,
} from "#server/privacy/erasure-ledger.server.ts";
import { backupTime } from "./backup.server.ts";
import { takeExclusiveLock } from "./data-dir-lock.server.ts";

export class RestoreRefused extends Error {}

export interface BackupCheck {
  /** Migrations the backup had applied. */
  migrations: number;
  contactSubmissions: number;
  privacySubmissions: number;
}

const SQLITE_HEADER = "SQLite format 3\0";

function header(file: string, length: number): string {
  const fd = openSync(file, "r");
  try {
    const buffer = Buffer.alloc(length);
    const read = readSync(fd, buffer, 0, length, 0);
    return buffer.subarray(0, read).toString("latin1");
  } finally {
    closeSync(fd);
  }
}

/** Checks that `file` is a sound backup of this application; throws RestoreRefused saying why not. */
export async function checkBackup(file: string): Promise<BackupCheck> {
  const path = resolve(file);
  let size: number;
  try {
    const info = statSync(path);
    if (!info.isFile()) throw new RestoreRefused(`${path} is not a file. Nothing was changed.`);
    size = info.size;
  } catch (error) {
    if (error instanceof RestoreRefused) throw error;
    throw new RestoreRefused(`${path} does not exist or cannot be read. Nothing was changed.`);
  }
  const start = size > 0 ? header(path, 16) : "";
  if (start.startsWith("PGDMP")) {
    throw new RestoreRefused(
      `${basename(path)} is a PostgreSQL dump: restore it with pg_restore into the database DATABASE_URL names ` +
        "(docs/operations.md, 'Restore on PostgreSQL'). Nothing was changed.",
    );
  }
  if (start !== SQLITE_HEADER) {
    throw new RestoreRefused(
      `${basename(path)} is not a SQLite database (a backup of this site). Nothing was changed.`,
    );
  }
  let opened: DatabaseSync | undefined;
  try {
    const db = new DatabaseSync(path, { readOnly: true });
    opened = db;
    const integrity = db
      .prepare("PRAGMA integrity_check")
      .all()
      .map((r) => String(Object.values(r)[0]));
    if (integrity.join("; ") !== "ok") {
      throw new RestoreRefused(
        `${basename(path)} is damaged (integrity_check: ${integrity.slice(0, 3).join("; ")}). Nothing was changed.`,
      );
    }
    const tables = new Set(
      db
        .prepare("select name from sqlite_master where type = 'table'")
        .all()
        .map((r) => String(r.name)),
    );
    for (const needed of ["kysely_migration", "outbox", "contact_submissions", "privacy_submissions", "staff"]) {
      if (!tables.has(needed)) {
        throw new RestoreRefused(
          `${basename(path)} is a SQLite database but not a backup of this site (no ${needed} table). Nothing was changed.`,
        );
      }
    }
    const applied = db
      .prepare("select name from kysely_migration")
      .all()
      .map((r) => String(r.name));
    const known = new Set(Object.keys(await migrations("sqlite")));
    const unknown = applied.filter((name) => !known.has(name));
    if (unknown.length > 0) {
      throw new RestoreRefused(
        `${basename(path)} was made by a newer release (migrations ${unknown.slice(0, 3).join(", ")} are unknown here): ` +
          "restore it with that release. Nothing was changed.",
      );
    }
    const count = (table: string) =>
      Number((db.prepare(`select count(*) as n from ${table}`).get() as { n: number }).n);
    return {
      migrations: applied.length,
      contactSubmissions: count("contact_submissions"),
      privacySubmissions: count("privacy_submissions"),
    };
  } catch (error) {
    if (error instanceof RestoreRefused) throw error;
    throw new RestoreRefused(
      `${basename(path)} cannot be read as a database (${(error as Error).message}); it may be truncated. Nothing was changed.`,
    );
  } finally {
    opened?.close();
  }
}

function fsyncPath(path: string): void {
  const fd = openSync(path, "r");
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/**
 * Outbox entries a worker had leased when the backup was taken belong to no worker now: free them,
 * so the restored server delivers them at once instead of after the lease (up to a minute).
 */
function releaseLeases(file: string): void {
  const db = new DatabaseSync(file);
  try {
    db.exec("PRAGMA synchronous = FULL");
    db.prepare("update outbox set locked_until = null where status = 'pending' and locked_until is not null").run();
  } finally {
    db.close();
  }
}

export interface ErasuresReapplied extends Reapplied {
  /** When the backup was taken (from its name), if known. */
  backupAt?: string;
  /** Ledger entries made after that time (all of them when it is not known). */
  afterBackup: number;
}

export interface RestoreResult extends BackupCheck {
  /** Where the replaced database was put, or undefined when DATA_DIR had none. */
  replacedDir?: string;
  database: string;
  erasures: ErasuresReapplied;
}

/** The ledger a restore applies: DATA_DIR's own and the copy beside the backup, as one. */
export function ledgerForRestore(dataDir: string, backupFile: string): LedgerEntry[] {
  return unionOf(
    readLedgerFile(join(resolve(dataDir), ERASURE_LEDGER_FILE)),
    readLedgerFile(join(dirname(resolve(backupFile)), ERASURE_LEDGER_FILE)),
  );
}

/**
 * `npm run restore -- --reapply-erasures`: after the database was put back by other means (pg_restore
 * of a dump, a managed database's point-in-time recovery, a replica restored by hand), erases again
 * everyone the storage's own ledger or the copy in BACKUP_DIR names; the copy's entries join the
 * storage's ledger (a point-in-time recovery rolls PostgreSQL's ledger schema back too).
 */
export async function reapplyLedger(
  storage: Storage,
  audit: AuditLog,
  backupDir: string,
): Promise<Reapplied & { copy: string }> {
  const copy = join(resolve(backupDir), ERASURE_LEDGER_FILE);
  const ledger = unionOf(await readLedger(storage), readLedgerFile(copy));
  for (const entry of ledger) await appendToLedger(storage, entry);
  const done = await reapplyErasures(storage, audit, ledger, { id: "cli" });
  return { ...done, copy };
}

/**
 * Applies the ledger's erasures to the database at `staging` (a folder holding the incoming copy as
 * SQLITE_FILE and the suppression key): opened as the server opens it (newer migrations applied),
 * erased again where it still holds an erased person, and closed (its WAL checkpointed away).
 */
async function reapplyInto(staging: string, ledger: readonly LedgerEntry[]): Promise<Reapplied> {
  const storage = await openStorage({ DATA_DIR: staging });
  try {
    const audit = await createAuditLog(storage);
    const done = await reapplyErasures(storage, audit, ledger, { id: "cli" });
    if (done.reapplied > 0) {
      // secure_delete zeroes what an erasure frees, but a page the b-tree rebalanced can keep old
      // bytes in its unused space (seen here: a payload in an outbox interior page): the copy is
      // rebuilt from its live rows only, then the WAL emptied into it.
      await sql`vacuum`.execute(storage.db);
      await storage.scrub();
    }
    return done;
  } finally {
    await storage.close();
  }
}

/** Replaces DATA_DIR's database with the backup `file` (see the header). */
export async function restoreBackup(options: {
  dataDir: string;
  file: string;
  now?: () => number;
}): Promise<RestoreResult> {
  const checked = await checkBackup(options.file);
  const dataDir = resolve(options.dataDir);
  await mkdir(dataDir, { recursive: true });
  const lock = (() => {
    try {
      return takeExclusiveLock(dataDir);
    } catch (error) {
      throw new RestoreRefused((error as Error).message);
    }
  })();
  try {
    const database = join(dataDir, SQLITE_FILE);
    const stamp = new Date((options.now ?? Date.now)()).toISOString().replaceAll(":", "-");
    // The copy is prepared in a folder of its own beside the database, with the key its keyed
    // hashes were made with, then renamed into place.
    const staging = join(dataDir, `restoring-${stamp}`);
    const incoming = join(staging, SQLITE_FILE);
    const ledger = ledgerForRestore(dataDir, options.file);
    const backupMs = backupTime(basename(options.file));
    let reapplied: Reapplied;
    await mkdir(staging, { mode: 0o700 });
    try {
      await copyFile(resolve(options.file), incoming);
      fsyncPath(incoming);
      await checkBackup(incoming);
      releaseLeases(incoming);
      for (const name of KEYS_KEPT_WITH_BACKUPS) {
        const own = join(dataDir, name);
        const copy = join(dirname(resolve(options.file)), name);
        const key = existsSync(own) ? own : copy;
        if (existsSync(key)) await copyFile(key, join(staging, name));
      }
      reapplied = await reapplyInto(staging, ledger);
      for (const leftover of [`${incoming}-wal`, `${incoming}-shm`]) await rm(leftover, { force: true });
      fsyncPath(incoming);
    } catch (error) {
      await rm(staging, { recursive: true, force: true });
      throw error;
    }
    const present = [database, `${database}-wal`, `${database}-shm`].filter((f) => existsSync(f));
    let replacedDir: string | undefined;
    if (present.length > 0) {
      replacedDir = join(dataDir, `replaced-${stamp}`);
      await mkdir(replacedDir, { mode: 0o700 });
      for (const f of present) await rename(f, join(replacedDir, basename(f)));
      fsyncPath(replacedDir);
    }
    await rename(incoming, database);
    await rm(staging, { recursive: true, force: true });
    // DATA_DIR's ledger holds every erasure either copy knew of, from now on.
    mergeIntoFile(ledgerFileBeside(database), ledger, "wal");
    // The keys kept beside the backups (their copy in the backup's folder) go back beside the
    // database when DATA_DIR has none: a fresh DATA_DIR gets the key the backup was made with.
    for (const name of KEYS_KEPT_WITH_BACKUPS) {
      const target = join(dataDir, name);
      const copy = join(dirname(resolve(options.file)), name);
      if (!existsSync(target) && existsSync(copy)) {
        await copyFile(copy, target);
        await chmod(target, 0o600);
        fsyncPath(target);
      }
    }
    fsyncPath(dataDir);
    const afterBackup =
      backupMs === undefined ? ledger.length : ledger.filter((e) => Date.parse(e.at) > backupMs).length;
    return {
      ...checked,
      database,
      replacedDir,
      erasures: {
        ...reapplied,
        afterBackup,
        ...(backupMs === undefined ? {} : { backupAt: new Date(backupMs).toISOString() }),
      },
    };
  } finally {
    lock.release();
  }
}
