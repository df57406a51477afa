// Waiting for another process's SQLite write lock without blocking the event loop
// (decision 015). node:sqlite is synchronous: with busy_timeout set, a statement that
// meets a locked database sleeps inside SQLite on the main thread, and every page, asset
// and health check waits with it. Instead the connection runs with busy_timeout = 0 and
// this driver retries a statement that got SQLITE_BUSY after an asynchronous pause, until
// the configured busy timeout has passed. A statement that fails with SQLITE_BUSY has
// changed nothing, so running it again is safe.

import type { CompiledQuery, Kysely, QueryCompiler } from "kysely";
import {
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type QueryResult,
  SqliteAdapter,
  type SqliteDialectConfig,
  SqliteDriver,
  SqliteIntrospector,
  SqliteQueryCompiler,
} from "kysely";

const SQLITE_BUSY = 5;
/** BUSY_SNAPSHOT: a read transaction's snapshot is stale; retrying the statement cannot help. */
const SQLITE_BUSY_SNAPSHOT = 517;

export function isBusy(error: unknown): boolean {
  const errcode = (error as { errcode?: unknown } | null)?.errcode;
  return typeof errcode === "number" && (errcode & 0xff) === SQLITE_BUSY && errcode !== SQLITE_BUSY_SNAPSHOT;
}

// SQLite's own busy handler sleeps 1, 2, 5, 10, 15, 20, 25, 25, 25, 50, 50, 100 ms: the same here.
const pauses = [1, 2, 5, 10, 15, 20, 25, 25, 25, 50, 50, 100];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

class RetryingConnection implements DatabaseConnection {
  readonly #inner: DatabaseConnection;
  readonly #timeoutMs: number;
  constructor(inner: DatabaseConnection, timeoutMs: number) {
    this.#inner = inner;
    this.#timeoutMs = timeoutMs;
  }

  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    const deadline = performance.now() + this.#timeoutMs;
    for (let attempt = 0; ; attempt++) {
      try {
        return await this.#inner.executeQuery<R>(compiled);
      } catch (error) {
        const left = deadline - performance.now();
        if (!isBusy(error) || left <= 0) throw error;
        await sleep(Math.min(pauses[attempt] ?? 100, left));
      }
    }
  }

  streamQuery<R>(compiled: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    return this.#inner.streamQuery<R>(compiled, chunkSize);
  }
}

class RetryingDriver implements Driver {
  readonly #inner: SqliteDriver;
  readonly #timeoutMs: number;
  readonly #wrapped = new WeakMap<DatabaseConnection, RetryingConnection>();
  constructor(inner: SqliteDriver, timeoutMs: number) {
    this.#inner = inner;
    this.#timeoutMs = timeoutMs;
  }
  init(): Promise<void> {
    return this.#inner.init();
  }
  async acquireConnection(): Promise<DatabaseConnection> {
    const connection = await this.#inner.acquireConnection();
    let wrapped = this.#wrapped.get(connection);
    if (!wrapped) {
      wrapped = new RetryingConnection(connection, this.#timeoutMs);
      this.#wrapped.set(connection, wrapped);
    }
    return wrapped;
  }
  // The wrapped connection goes to the inner driver's statements so that BEGIN is retried too.
  beginTransaction(connection: DatabaseConnection): Promise<void> {
    return this.#inner.beginTransaction(connection);
  }
  commitTransaction(connection: DatabaseConnection): Promise<void> {
    return this.#inner.commitTransaction(connection);
  }
  rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    return this.#inner.rollbackTransaction(connection);
  }
  savepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler["compileQuery"]): Promise<void> {
    return this.#inner.savepoint(connection, name, compile);
  }
  rollbackToSavepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler["compileQuery"]) {
    return this.#inner.rollbackToSavepoint(connection, name, compile);
  }
  releaseSavepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler["compileQuery"]) {
    return this.#inner.releaseSavepoint(connection, name, compile);
  }
  releaseConnection(): Promise<void> {
    return this.#inner.releaseConnection();
  }
  destroy(): Promise<void> {
    return this.#inner.destroy();
  }
}

/** Kysely's SQLite dialect whose statements wait for a lock asynchronously, up to `busyTimeoutMs`. */
export function sqliteBusyRetryDialect(config: SqliteDialectConfig, busyTimeoutMs: number): Dialect {
  return {
    createAdapter: () => new SqliteAdapter(),
    createDriver: () => new RetryingDriver(new SqliteDriver(config), busyTimeoutMs),
    createIntrospector: (db: Kysely<unknown>) => new SqliteIntrospector(db),
    createQueryCompiler: () => new SqliteQueryCompiler(),
  };
}
