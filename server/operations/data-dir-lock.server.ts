// Who is using DATA_DIR: an operating-system lock on DATA_DIR/leadwise.lock, taken through SQLite's
// own file locking (decision 036). Every server and command that opens the embedded database holds
// a shared lock for as long as it runs (several may: the database allows several local processes);
// a restore needs the exclusive lock, so it is refused while any of them runs, and a server cannot
// start while a restore holds it. The kernel drops a process's locks when it ends, however it ends:
// a crashed or killed server leaves nothing stale behind. A note beside the lock (leadwise.pid)
// names the last process that took it, for messages only.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { DatabaseSync } from "node:sqlite";

export const LOCK_FILE = "leadwise.lock";
const NOTE_FILE = "leadwise.pid";

export interface DataDirLock {
  release(): void;
}

export class DataDirBusy extends Error {}

// Every lock this process holds, until released. The connection is the lock: were it only
// referenced by a caller's closure, the garbage collector could close it (and drop the kernel's
// lock) while the process still uses DATA_DIR. That happened in the composed server, whose
// `close` replaced the one that referenced the lock: a restore succeeded under a running server.
const held = new Set<DatabaseSync>();

function open(dataDir: string, waitMs: number): DatabaseSync {
  mkdirSync(resolve(dataDir), { recursive: true });
  const db = new DatabaseSync(join(resolve(dataDir), LOCK_FILE));
  db.exec(`PRAGMA busy_timeout = ${Math.max(0, Math.trunc(waitMs))}`);
  // In exclusive locking mode SQLite keeps every lock it took until the connection closes.
  db.exec("PRAGMA locking_mode = EXCLUSIVE");
  return db;
}

function isBusy(error: unknown): boolean {
  const e = error as { errcode?: number; message?: string };
  return (e.errcode !== undefined && (e.errcode & 0xff) === 5) || /database is locked|busy/i.test(e.message ?? "");
}

/** What the note says about the last holder ("pid 123 since …"), for messages. */
export function lastHolder(dataDir: string): string | undefined {
  try {
    const note = JSON.parse(readFileSync(join(resolve(dataDir), NOTE_FILE), "utf8")) as { pid: number; since: string };
    return `pid ${note.pid}, since ${note.since}`;
  } catch {
    return undefined;
  }
}

/**
 * The shared lock a server (or a command using the database) holds while it runs. Waits up to
 * `waitMs` while a restore holds the exclusive lock, then throws DataDirBusy.
 */
export function holdSharedLock(dataDir: string, waitMs = 5000): DataDirLock {
  const db = open(dataDir, waitMs);
  try {
    // A read takes the shared lock; exclusive locking mode keeps it.
    db.prepare("select count(*) from sqlite_master").get();
  } catch (error) {
    db.close();
    if (isBusy(error)) {
      throw new DataDirBusy(
        `${resolve(dataDir)} is being restored (npm run restore holds its lock): try again when it ends`,
      );
    }
    throw error;
  }
  try {
    writeFileSync(
      join(resolve(dataDir), NOTE_FILE),
      `${JSON.stringify({ pid: process.pid, since: new Date().toISOString() })}\n`,
    );
  } catch {
    // The note is informative only.
  }
  held.add(db);
  return {
    release() {
      if (!held.delete(db)) return;
      db.close();
    },
  };
}

/** The exclusive lock a restore needs; throws DataDirBusy at once while anything holds the shared lock. */
export function takeExclusiveLock(dataDir: string): DataDirLock {
  const db = open(dataDir, 0);
  try {
    db.exec("BEGIN EXCLUSIVE");
  } catch (error) {
    db.close();
    if (isBusy(error)) {
      const holder = lastHolder(dataDir);
      throw new DataDirBusy(
        `A server (or another command) is using ${resolve(dataDir)}${holder ? ` (last started: ${holder})` : ""}. ` +
          "Stop every server on this DATA_DIR, then run the restore again. Nothing was changed.",
      );
    }
    throw error;
  }
  held.add(db);
  return {
    release() {
      if (!held.delete(db)) return;
      try {
        db.exec("ROLLBACK");
      } catch {}
      db.close();
    },
  };
}
