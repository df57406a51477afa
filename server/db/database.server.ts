// Opens the one query layer over both engines: the embedded SQLite file under DATA_DIR
// (WAL, synchronous=FULL) by default, PostgreSQL when DATABASE_URL is set. Runs the
// migrations before anything else touches the database.
import { mkdirSync } from "node:fs";
import { resolve } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { Kysely, PostgresDialect, sql } from "kysely";
import pg from "pg";
import type { Logger } from "pino";
import { migrateToLatest } from "./migrations.server.ts";
import { kyselySqliteDatabase } from "./node-sqlite-adapter.server.ts";
import { resilientPool } from "./pg-pool.server.ts";
import type { Database } from "./schema.server.ts";
import { sqliteBusyRetryDialect } from "./sqlite-busy-retry.server.ts";
import { startCheckpointer } from "./sqlite-checkpointer.server.ts";

export type Dialect = "sqlite" | "postgres";

export interface Storage {
  db: Kysely<Database>;
  dialect: Dialect;
  /** Where the data lives, for log lines (never includes a password). */
  location: string;
  /** True when a trivial query answers. */
  ping(): Promise<boolean>;
  /**
   * After erasure or retention: leaves no readable copy of what was deleted in the storage's
   * files. SQLite zeroes deleted content as it goes (secure_delete); this checkpoints the WAL into
   * the database file and empties the WAL, which still holds the pages as they were. PostgreSQL:
   * nothing to do here (dead rows go with autovacuum; decision 034). True when done.
   */
  scrub(): Promise<boolean>;
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
  /**
   * PostgreSQL: the longest wait for a connection or a statement's answer (ms). A silent
   * network drop or a partition then fails within this bound instead of hanging.
   */
  pgTimeoutMs?: number;
  /** SQLite: Litestream checkpoints the WAL (a replica is configured, decision 053); the server's checkpointer stands down. */
  replicated?: boolean;
}

/** /healthz gives up on a ping after this long and reports storage as down. */
export const PING_TIMEOUT_MS = 2000;

/** True when `select 1` answers within PING_TIMEOUT_MS. */
async function ping(db: Kysely<Database>): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), PING_TIMEOUT_MS);
  });
  const answer = sql`select 1`.execute(db).then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([answer, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Resolves after `work`, or after `ms` whichever is first (closing must not hang on a dead network). */
async function bounded(work: Promise<unknown>, ms: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([
    work.catch(() => {}),
    new Promise<void>((resolve) => {
      timer = setTimeout(resolve, ms);
      timer.unref();
    }),
  ]);
  clearTimeout(timer);
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
  // Lock waits happen asynchronously in the driver (decision 015), never inside SQLite on the event loop.
  raw.exec("PRAGMA busy_timeout = 0");
  raw.exec("PRAGMA journal_mode = WAL");
  raw.exec("PRAGMA synchronous = FULL");
  raw.exec("PRAGMA foreign_keys = ON");
  // Deleted and overwritten content is overwritten with zeros, free pages included, so erased
  // personal data does not linger in the file (decision 034).
  raw.exec("PRAGMA secure_delete = ON");
  // Checkpoints run in a worker thread (sqlite-checkpointer); this is only the safety net.
  raw.exec("PRAGMA wal_autocheckpoint = 20000");
  const busyTimeoutMs = Math.max(0, Math.trunc(options.sqliteBusyTimeoutMs ?? 5000));
  const db = new Kysely<Database>({
    dialect: sqliteBusyRetryDialect({ database: kyselySqliteDatabase(raw) }, busyTimeoutMs),
  });
  try {
    await migrateToLatest(db as Kysely<unknown>, "sqlite");
  } catch (error) {
    await db.destroy().catch(() => {});
    throw error;
  }
  const checkpointer = startCheckpointer(file, { ownsCheckpoints: !options.replicated });
  return {
    db,
    dialect: "sqlite",
    location: file,
    ping: () => ping(db),
    scrub: () => checkpointer.truncate(),
    close: async () => {
      await db.destroy();
      await checkpointer.stop();
    },
  };
}

async function openPostgres(url: string, options: StorageOptions): Promise<Storage> {
  const timeoutMs = Math.max(1000, Math.trunc(options.pgTimeoutMs ?? 5000));
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize ?? 20,
    // Waiting for a free or new connection (also while the network is gone).
    connectionTimeoutMillis: timeoutMs,
    idleTimeoutMillis: 30_000,
    // A statement that runs too long is cancelled by the server first (its locks go)…
    statement_timeout: Math.max(500, timeoutMs - 1000),
    // …and an answer that never comes (dropped packets, partition) is given up by the client.
    query_timeout: timeoutMs,
    // A session whose client vanished mid-transaction must not keep its row locks.
    idle_in_transaction_session_timeout: 4 * timeoutMs,
    // Dead peers are noticed on idle connections too.
    keepAlive: true,
    keepAliveInitialDelayMillis: 1000,
  });
  const logger = options.logger;
  // A client losing its connection (idle or checked out) must not crash the process.
  pool.on("error", (error) => logger?.warn({ err: error.message }, "postgres idle client error"));
  pool.on("connect", (client) => {
    client.on("error", (error) => logger?.warn({ err: error.message }, "postgres connection lost"));
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: resilientPool(pool) }) });
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
    ping: () => ping(db),
    scrub: async () => true,
    // pool.end() waits for every client to say goodbye, which a dead network never lets happen.
    close: () => bounded(db.destroy(), 2000),
  };
}
