// Opens the one query layer over both engines: the embedded SQLite file under DATA_DIR
// (WAL, synchronous=FULL) by default, PostgreSQL when DATABASE_URL is set. Runs the
// migrations before anything else touches the database.
import { mkdirSync } from "node:fs";
import { resolve } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { Kysely, PostgresDialect, SqliteDialect, sql } from "kysely";
import pg from "pg";
import type { Logger } from "pino";
import { migrateToLatest } from "./migrations.server.ts";
import { kyselySqliteDatabase } from "./node-sqlite-adapter.server.ts";
import type { Database } from "./schema.server.ts";
import { startCheckpointer } from "./sqlite-checkpointer.server.ts";

export type Dialect = "sqlite" | "postgres";

export interface Storage {
  db: Kysely<Database>;
  dialect: Dialect;
  /** Where the data lives, for log lines (never includes a password). */
  location: string;
  /** True when a trivial query answers. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

export interface StorageOptions {
  DATA_DIR: string;
  DATABASE_URL?: string | undefined;
  logger?: Logger;
  /** How long SQLite waits for another process's write lock before failing (ms). */
  sqliteBusyTimeoutMs?: number;
  /** PostgreSQL pool size. */
  poolSize?: number;
}

export const SQLITE_FILE = "leadwise.db";

function redact(url: string): string {
  const u = new URL(url);
  if (u.password) u.password = "***";
  return u.toString();
}

export async function openStorage(options: StorageOptions): Promise<Storage> {
  if (options.DATABASE_URL) return openPostgres(options.DATABASE_URL, options);
  return openSqlite(options);
}

async function openSqlite(options: StorageOptions): Promise<Storage> {
  const dir = resolve(options.DATA_DIR);
  mkdirSync(dir, { recursive: true });
  const file = resolve(dir, SQLITE_FILE);
  const raw = new DatabaseSync(file);
  raw.exec(`PRAGMA busy_timeout = ${Math.max(0, Math.trunc(options.sqliteBusyTimeoutMs ?? 5000))}`);
  raw.exec("PRAGMA journal_mode = WAL");
  raw.exec("PRAGMA synchronous = FULL");
  raw.exec("PRAGMA foreign_keys = ON");
  // Checkpoints run in a worker thread (sqlite-checkpointer); this is only the safety net.
  raw.exec("PRAGMA wal_autocheckpoint = 20000");
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: kyselySqliteDatabase(raw) }) });
  try {
    await migrateToLatest(db as Kysely<unknown>, "sqlite");
  } catch (error) {
    await db.destroy().catch(() => {});
    throw error;
  }
  const checkpointer = startCheckpointer(file);
  return {
    db,
    dialect: "sqlite",
    location: file,
    ping: async () => {
      try {
        await sql`select 1`.execute(db);
        return true;
      } catch {
        return false;
      }
    },
    close: async () => {
      await db.destroy();
      await checkpointer.stop();
    },
  };
}

async function openPostgres(url: string, options: StorageOptions): Promise<Storage> {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize ?? 20,
    connectionTimeoutMillis: 5000,
    idleTimeoutMillis: 30_000,
    // A statement that hangs must not hold the visitor: fail and answer 503.
    statement_timeout: 10_000,
  });
  // An idle client losing its connection must not crash the process.
  pool.on("error", (error) => options.logger?.warn({ err: error.message }, "postgres idle client error"));
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  try {
    await migrateToLatest(db as Kysely<unknown>, "postgres");
  } catch (error) {
    await db.destroy().catch(() => {});
    throw error;
  }
  return {
    db,
    dialect: "postgres",
    location: redact(url),
    ping: async () => {
      try {
        await sql`select 1`.execute(db);
        return true;
      } catch {
        return false;
      }
    },
    close: () => db.destroy(),
  };
}
