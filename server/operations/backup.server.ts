// Backups (issue 27, decision 035). SQLite: `VACUUM INTO` on a connection of its own in a worker
// thread (one read transaction, so a consistent snapshot however many submissions arrive meanwhile;
// the event loop keeps serving), then the copy is opened and must pass `PRAGMA integrity_check`.
// PostgreSQL: `pg_dump --format=custom` of the schema the server uses, checked by `pg_restore --list`.
// Either is written under a temporary name, flushed (fsync), renamed into place and the folder
// flushed, so a backup file either is complete or does not exist; retention then keeps the newest of
// each of the last BACKUP_KEEP_DAILY days and BACKUP_KEEP_WEEKLY ISO weeks (UTC). A failure (full or
// read-only disk, no pg_dump) is a BackupError with a message for people and touches no earlier backup.
import { spawn } from "node:child_process";
import { closeSync, existsSync, fsyncSync, mkdirSync, openSync } from "node:fs";
import { chmod, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import { basename, dirname, join, resolve } from "node:path";
import { Worker } from "node:worker_threads";
import { sql } from "kysely";
import { readState, recordState } from "#server/db/app-state.server.ts";
import { KEYS_KEPT_WITH_BACKUPS } from "#server/db/data-dir.server.ts";
import type { Storage } from "#server/db/database.server.ts";
import type { DailyJob } from "#server/jobs/daily-jobs.server.ts";
import { copyLedgerInto, keepLedgerCopyIn } from "#server/privacy/erasure-ledger.server.ts";

export class BackupError extends Error {}

export type BackupMethod = "sqlite-vacuum-into" | "pg_dump";

export interface BackupResult {
  file: string;
  bytes: number;
  ms: number;
  method: BackupMethod;
  /** Older backups retention removed. */
  removed: string[];
}

export interface LastBackup {
  at: string;
  file: string;
  bytes: number;
  method: BackupMethod;
}

export const LAST_BACKUP_STATE = "backup.last_good";

const NAME = /^leadwise-(\d{4})-(\d{2})-(\d{2})T(\d{2})-(\d{2})-(\d{2})\.(\d{3})Z\.(sqlite|pgdump)$/;

/** leadwise-2026-11-25T03-15-00.123Z.sqlite: sorts by time, safe on every file system. */
export function backupFileName(at: number, extension: "sqlite" | "pgdump"): string {
  return `leadwise-${new Date(at).toISOString().replaceAll(":", "-")}.${extension}`;
}

/** The time a backup file name records, or undefined for any other file. */
export function backupTime(name: string): number | undefined {
  const m = NAME.exec(name);
  if (!m) return undefined;
  const [, y, mo, d, h, mi, s, ms] = m;
  return Date.parse(`${y}-${mo}-${d}T${h}:${mi}:${s}.${ms}Z`);
}

/** Monday of the ISO week of a UTC instant, as YYYY-MM-DD. */
function isoWeek(at: number): string {
  const date = new Date(at);
  const day = (date.getUTCDay() + 6) % 7;
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate() - day))
    .toISOString()
    .slice(0, 10);
}

/**
 * The backups to keep: the newest of each of the `daily` most recent days that have one, and the
 * newest of each of the `weekly` most recent ISO weeks (UTC). Other names are never touched.
 */
export function backupsToKeep(names: readonly string[], daily: number, weekly: number): Set<string> {
  const dated = names
    .map((name) => ({ name, at: backupTime(name) }))
    .filter((b): b is { name: string; at: number } => b.at !== undefined)
    .sort((a, b) => b.at - a.at);
  const keep = new Set<string>();
  const pick = (period: (at: number) => string, count: number) => {
    const seen = new Set<string>();
    for (const b of dated) {
      const key = period(b.at);
      if (seen.has(key)) continue;
      if (seen.size >= count) break;
      seen.add(key);
      keep.add(b.name);
    }
  };
  pick((at) => new Date(at).toISOString().slice(0, 10), daily);
  pick(isoWeek, weekly);
  return keep;
}

function fsyncPath(path: string): void {
  const fd = openSync(path, "r");
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/** A message for people from a file-system or SQLite error while writing into `dir`. */
function explain(error: unknown, dir: string): BackupError {
  const e = error as { code?: string; errcode?: number; message?: string };
  const text = `${e.code ?? ""} ${e.message ?? String(error)}`;
  if (/ENOSPC|EDQUOT|SQLITE_FULL|disk is full|No space left/i.test(text) || (e.errcode ?? 0) % 256 === 13) {
    return new BackupError(`Backup failed: no space left on the disk of ${dir}. Earlier backups are untouched.`);
  }
  if (/EROFS|EACCES|EPERM|read-only|readonly|unable to open|permission denied/i.test(text)) {
    return new BackupError(
      `Backup failed: ${dir} is not writable (read-only or no permission). Earlier backups are untouched.`,
    );
  }
  return new BackupError(`Backup failed: ${e.message ?? String(error)}. Earlier backups are untouched.`);
}

// VACUUM INTO on its own connection, then the copy opened and checked, all off the event loop.
const vacuumSource = `
const { workerData, parentPort } = require("node:worker_threads");
const { DatabaseSync } = require("node:sqlite");
let result;
try {
  const source = new DatabaseSync(workerData.source);
  try {
    source.exec("PRAGMA busy_timeout = 10000");
    source.prepare("VACUUM INTO ?").run(workerData.target);
  } finally {
    source.close();
  }
  const copy = new DatabaseSync(workerData.target, { readOnly: true });
  try {
    const check = copy.prepare("PRAGMA integrity_check").all().map((r) => Object.values(r)[0]);
    const ours = copy.prepare("select count(*) as n from sqlite_master where type = 'table' and name in ('kysely_migration', 'outbox')").get().n;
    result = { ok: true, integrity: check.join("; "), ours: Number(ours) === 2 };
  } finally {
    copy.close();
  }
} catch (error) {
  result = { ok: false, message: String(error && error.message || error), code: error && error.code, errcode: error && error.errcode };
}
parentPort.postMessage(result);
`;

type VacuumOutcome =
  | { ok: true; integrity: string; ours: boolean }
  | { ok: false; message: string; code?: string; errcode?: number };

function vacuumInto(source: string, target: string): Promise<VacuumOutcome> {
  return new Promise((done, fail) => {
    const worker = new Worker(vacuumSource, { eval: true, workerData: { source, target } });
    worker.once("message", (outcome: VacuumOutcome) => {
      done(outcome);
      void worker.terminate();
    });
    worker.once("error", fail);
  });
}

/** Runs a command; resolves with its exit code and output, or rejects (ENOENT when it is not installed). */
function run(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((done, fail) => {
    const child = spawn(command, args, { env, stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (c: Buffer) => {
      if (stdout.length < 1_000_000) stdout += c.toString("utf8");
    });
    child.stderr.on("data", (c: Buffer) => {
      if (stderr.length < 20_000) stderr += c.toString("utf8");
    });
    child.once("error", fail);
    child.once("close", (code) => done({ code: code ?? 1, stdout, stderr }));
  });
}

/** What to say when pg_dump cannot be run. */
export const NO_PG_DUMP =
  "pg_dump is not installed here, so this server cannot back up PostgreSQL itself. Install the PostgreSQL " +
  "client tools of the server's major version (Debian: apt-get install postgresql-client) and run `npm run backup` " +
  "again, or rely on the managed database's own backups (automated snapshots with point-in-time recovery) and set " +
  "BACKUP_DAILY=false. See docs/operations.md.";

/** The connection URL without its password (given to pg_dump in PGPASSWORD, never on a command line). */
function pgConnection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const u = new URL(url);
  const password = decodeURIComponent(u.password);
  u.password = "";
  // libpq decodes only %XX, not the "+" for a space that form encoding (URLSearchParams) writes.
  const params = [...u.searchParams].map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`);
  u.search = params.length > 0 ? `?${params.join("&")}` : "";
  return { dbname: u.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

async function pgDump(storage: Storage, databaseUrl: string, target: string, dir: string): Promise<void> {
  const schema = (await sql<{ schema: string }>`select current_schema() as schema`.execute(storage.db)).rows[0]?.schema;
  if (!schema) throw new BackupError("Backup failed: PostgreSQL reported no current schema.");
  const { dbname, env } = pgConnection(databaseUrl);
  let dumped: { code: number; stderr: string };
  try {
    dumped = await run(
      "pg_dump",
      [
        "--format=custom",
        "--no-owner",
        "--no-privileges",
        `--schema=${schema}`,
        `--file=${target}`,
        `--dbname=${dbname}`,
      ],
      env,
    );
  } catch (error) {
    if ((error as { code?: string }).code === "ENOENT") throw new BackupError(NO_PG_DUMP);
    throw error;
  }
  if (dumped.code !== 0) {
    const reason = dumped.stderr.trim().split("\n").slice(-3).join(" ");
    if (/No space left|could not write/i.test(reason)) throw explain(new Error(reason), dir);
    if (/Permission denied|Read-only/i.test(reason)) throw explain(new Error(reason), dir);
    throw new BackupError(
      `Backup failed: pg_dump ended with code ${dumped.code}: ${reason.replace(/password=\S+/g, "")}`,
    );
  }
  const listed = await run("pg_restore", ["--list", target], env).catch(() => ({ code: 1, stdout: "", stderr: "" }));
  if (listed.code !== 0 || !/TABLE DATA \S+ outbox /.test(listed.stdout)) {
    throw new BackupError("Backup failed: the dump did not read back with pg_restore --list (no outbox table data).");
  }
}

export interface BackupOptions {
  storage: Storage;
  /** The SQLite file (storage.location) or the PostgreSQL URL. */
  databaseUrl?: string;
  dir: string;
  keepDaily: number;
  keepWeekly: number;
  now?: () => number;
}

/** Takes one backup into `dir`, checks it, applies retention and records it as the last good one. */
export async function takeBackup(options: BackupOptions): Promise<BackupResult> {
  const { storage } = options;
  const now = options.now ?? Date.now;
  const dir = resolve(options.dir);
  const started = performance.now();
  const at = now();
  const extension = storage.dialect === "postgres" ? "pgdump" : "sqlite";
  const name = backupFileName(at, extension);
  const final = join(dir, name);
  const partial = join(dir, `.${name}.partial`);
  try {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
  } catch (error) {
    throw explain(error, dir);
  }
  try {
    if (storage.dialect === "postgres") {
      if (!options.databaseUrl) throw new BackupError("Backup failed: no DATABASE_URL to dump.");
      await pgDump(storage, options.databaseUrl, partial, dir);
    } else {
      const outcome = await vacuumInto(storage.location, partial);
      if (!outcome.ok) throw explain(outcome, dir);
      if (outcome.integrity !== "ok") {
        throw new BackupError(
          `Backup failed: the copy did not pass integrity_check (${outcome.integrity.slice(0, 200)}).`,
        );
      }
      if (!outcome.ours) throw new BackupError("Backup failed: the copy has no outbox or migration table.");
    }
    // Backups hold every lead and the database's secrets: readable by the server's user only.
    await chmod(partial, 0o600);
    fsyncPath(partial);
    await rename(partial, final);
    fsyncPath(dir);
  } catch (error) {
    await rm(partial, { force: true }).catch(() => {});
    throw error instanceof BackupError ? error : explain(error, dir);
  }
  if (storage.dialect === "sqlite") await keepKeyBeside(storage.location, dir);
  // The ledger of erasures beside every backup (decision 052): a restore of any of them erases again
  // everyone erased after it was taken, also where DATA_DIR (or PostgreSQL's ledger) is lost.
  try {
    await copyLedgerInto(storage, dir);
  } catch (error) {
    throw explain(error, dir);
  }
  const bytes = (await stat(final)).size;
  const method: BackupMethod = storage.dialect === "postgres" ? "pg_dump" : "sqlite-vacuum-into";
  const removed = await applyRetention(dir, options.keepDaily, options.keepWeekly, name);
  const last: LastBackup = { at: new Date(at).toISOString(), file: name, bytes, method };
  await recordState(storage.db, LAST_BACKUP_STATE, JSON.stringify(last));
  return { file: final, bytes, ms: Math.round(performance.now() - started), method, removed };
}

/**
 * SQLite keeps the suppression list's hash key in a file beside the database, not in it (decision
 * 034): a backup is useless for honouring erased people's opt-outs without it. A copy of the key
 * (which never changes) is kept in the backup folder, as its own file; restore puts it back.
 */
async function keepKeyBeside(database: string, dir: string): Promise<void> {
  for (const name of KEYS_KEPT_WITH_BACKUPS) {
    const key = join(dirname(database), name);
    if (!existsSync(key)) continue;
    const copy = join(dir, name);
    const text = await readFile(key, "utf8");
    if (existsSync(copy) && (await readFile(copy, "utf8")) === text) continue;
    const partial = join(dir, `.${name}.partial`);
    await writeFile(partial, text, { mode: 0o600 });
    fsyncPath(partial);
    await rename(partial, copy);
    fsyncPath(dir);
  }
}

/** Deletes the backups retention does not keep (never `newest`, never a file of another name). */
export async function applyRetention(dir: string, daily: number, weekly: number, newest?: string): Promise<string[]> {
  const names = (await readdir(dir)).filter((n) => backupTime(n) !== undefined);
  const keep = backupsToKeep(names, daily, weekly);
  if (newest) keep.add(newest);
  const removed: string[] = [];
  for (const n of names) {
    if (keep.has(n)) continue;
    await rm(join(dir, n), { force: true });
    removed.push(n);
  }
  return removed;
}

/** The last good backup any instance recorded, or undefined. */
export async function lastBackup(storage: Pick<Storage, "db">): Promise<LastBackup | undefined> {
  const value = await readState(storage.db, LAST_BACKUP_STATE);
  if (!value) return undefined;
  try {
    return JSON.parse(value) as LastBackup;
  } catch {
    return undefined;
  }
}

/** The daily backup as a declaration for the daily-job runner: once a day, on one instance. */
export function backupDailyJob(ctx: {
  storage: Storage;
  databaseUrl?: string;
  dir: string;
  keepDaily: number;
  keepWeekly: number;
  enabled: boolean;
}): DailyJob {
  // Erasures made by this server also copy the ledger into the backup folder at once.
  keepLedgerCopyIn(ctx.storage, ctx.dir);
  return {
    name: "backup",
    enabled: () => ctx.enabled,
    async run(at) {
      const result = await takeBackup({ ...ctx, now: () => at });
      return { file: basename(result.file), bytes: result.bytes, ms: result.ms, removed: result.removed.length };
    },
  };
}
