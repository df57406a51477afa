// Restore (issue 27): puts a backup in place of the embedded database. The file is checked first
// (a SQLite database, `PRAGMA integrity_check` ok, this application's tables, no migration this
// release does not know), then DATA_DIR's exclusive lock is taken (refused while any server or
// command uses it, data-dir-lock.server.ts), the copy is written beside the database under a
// temporary name (outbox leases of the old workers released) and flushed, the database being replaced (with its -wal and -shm files) is moved
// aside into DATA_DIR/replaced-<time>/, and the copy is renamed into place. Any refusal changes nothing.
import { closeSync, existsSync, fsyncSync, openSync, readSync, statSync } from "node:fs";
import { chmod, copyFile, mkdir, rename, rm } from "node:fs/promises";
import { basename, dirname, join, resolve } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { KEYS_KEPT_WITH_BACKUPS } from "#server/db/data-dir.server.ts";
import { SQLITE_FILE } from "#server/db/database.server.ts";
import { migrations } from "#server/db/migrations.server.ts";
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

export interface RestoreResult extends BackupCheck {
  /** Where the replaced database was put, or undefined when DATA_DIR had none. */
  replacedDir?: string;
  database: string;
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
    const incoming = `${database}.restoring`;
    await copyFile(resolve(options.file), incoming);
    fsyncPath(incoming);
    try {
      await checkBackup(incoming);
      releaseLeases(incoming);
      fsyncPath(incoming);
    } catch (error) {
      await rm(incoming, { force: true });
      throw error;
    }
    const present = [database, `${database}-wal`, `${database}-shm`].filter((f) => existsSync(f));
    let replacedDir: string | undefined;
    if (present.length > 0) {
      const stamp = new Date((options.now ?? Date.now)()).toISOString().replaceAll(":", "-");
      replacedDir = join(dataDir, `replaced-${stamp}`);
      await mkdir(replacedDir, { mode: 0o700 });
      for (const f of present) await rename(f, join(replacedDir, basename(f)));
      fsyncPath(replacedDir);
    }
    await rename(incoming, database);
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
    return { ...checked, database, replacedDir };
  } finally {
    lock.release();
  }
}
