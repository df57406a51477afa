// Kysely's SQLite dialect with the database in a worker thread. node:sqlite is
// synchronous: on the main thread every durable commit (a disk flush) would stop the
// event loop, so no request could be read, validated or answered while a batch is being
// written. Here the worker owns the one connection; the main thread sends it each
// compiled statement and carries on. Statements run strictly in order, one connection,
// so transactions behave exactly as with an in-thread database.
import { Worker } from "node:worker_threads";
import {
  CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
} from "kysely";

const workerSource = `
const { parentPort, workerData } = require("node:worker_threads");
const { DatabaseSync } = require("node:sqlite");
let db;
try {
  db = new DatabaseSync(workerData.file);
  for (const pragma of workerData.pragmas) db.exec(pragma);
} catch (e) {
  parentPort.postMessage({ id: 0, error: { message: e.message, code: e.code } });
  process.exit(1);
}
const cache = new Map();
function prepare(sql) {
  let entry = cache.get(sql);
  if (!entry) {
    const stmt = db.prepare(sql);
    entry = { stmt, reader: stmt.columns().length > 0 };
    if (cache.size >= 200) cache.delete(cache.keys().next().value);
    cache.set(sql, entry);
  }
  return entry;
}
parentPort.on("message", (message) => {
  const { id, sql, params } = message;
  if (message.close) {
    try { db.close(); } catch {}
    parentPort.postMessage({ id, rows: [] });
    return;
  }
  try {
    const { stmt, reader } = prepare(sql);
    if (reader) {
      parentPort.postMessage({ id, rows: stmt.all(...params) });
    } else {
      const result = stmt.run(...params);
      parentPort.postMessage({ id, changes: Number(result.changes), insertId: result.lastInsertRowid });
    }
  } catch (e) {
    parentPort.postMessage({ id, error: { message: e.message, code: e.code, errcode: e.errcode } });
  }
});
parentPort.postMessage({ id: 0, ready: true });
`;

interface Reply {
  id: number;
  ready?: boolean;
  rows?: unknown[];
  changes?: number;
  insertId?: number | bigint;
  error?: { message: string; code?: string; errcode?: number };
}

function bindable(value: unknown): unknown {
  if (typeof value === "boolean") return value ? 1 : 0;
  if (value instanceof Date) return value.toISOString();
  if (value === undefined) return null;
  return value;
}

class SqliteWorkerError extends Error {
  code: string | undefined;
  errcode: number | undefined;
  constructor(error: { message: string; code?: string; errcode?: number }) {
    super(error.message);
    this.name = "SqliteWorkerError";
    this.code = error.code;
    this.errcode = error.errcode;
  }
}

/** The worker and the requests waiting for its answers; restarted if it dies. */
class WorkerChannel {
  private worker: Worker | undefined;
  private starting: Promise<Worker> | undefined;
  private nextId = 1;
  private readonly pending = new Map<number, { resolve: (r: Reply) => void; reject: (e: unknown) => void }>();
  private closed = false;
  private readonly file: string;
  private readonly pragmas: readonly string[];

  constructor(file: string, pragmas: readonly string[]) {
    this.file = file;
    this.pragmas = pragmas;
  }

  start(): Promise<Worker> {
    if (this.worker) return Promise.resolve(this.worker);
    this.starting ??= new Promise<Worker>((resolve, reject) => {
      const worker = new Worker(workerSource, { eval: true, workerData: { file: this.file, pragmas: this.pragmas } });
      worker.on("message", (reply: Reply) => {
        if (reply.id === 0) {
          if (reply.ready) {
            this.worker = worker;
            this.starting = undefined;
            resolve(worker);
          } else if (reply.error) {
            reject(new SqliteWorkerError(reply.error));
          }
          return;
        }
        const waiter = this.pending.get(reply.id);
        if (!waiter) return;
        this.pending.delete(reply.id);
        if (reply.error) waiter.reject(new SqliteWorkerError(reply.error));
        else waiter.resolve(reply);
      });
      const fail = (error: unknown) => {
        this.worker = undefined;
        this.starting = undefined;
        reject(error);
        for (const [, waiter] of this.pending) waiter.reject(error);
        this.pending.clear();
      };
      worker.on("error", fail);
      worker.on("exit", (code) => fail(new Error(`SQLite worker exited (${code})`)));
    });
    return this.starting;
  }

  async call(message: { sql: string; params: unknown[] } | { close: true }): Promise<Reply> {
    if (this.closed) throw new Error("database closed");
    const worker = await this.start();
    const id = this.nextId++;
    return new Promise<Reply>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      worker.postMessage({ id, ...message });
    });
  }

  async close(): Promise<void> {
    if (this.closed) return;
    if (this.worker) await this.call({ close: true }).catch(() => {});
    this.closed = true;
    await this.worker?.terminate();
    this.worker = undefined;
  }
}

class WorkerConnection implements DatabaseConnection {
  private readonly channel: WorkerChannel;
  constructor(channel: WorkerChannel) {
    this.channel = channel;
  }

  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    const reply = await this.channel.call({ sql: compiled.sql, params: compiled.parameters.map(bindable) });
    if (reply.rows) return { rows: reply.rows as R[] };
    return {
      rows: [],
      numAffectedRows: BigInt(reply.changes ?? 0),
      insertId: reply.insertId === undefined || reply.insertId === null ? undefined : BigInt(reply.insertId),
    };
  }

  // biome-ignore lint/correctness/useYield: streaming is not supported
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error("streaming is not supported by the SQLite worker driver");
  }
}

/** One connection, handed out to one user at a time (as Kysely's own SQLite driver does). */
class WorkerDriver implements Driver {
  private readonly channel: WorkerChannel;
  private readonly connection: WorkerConnection;
  private lock: Promise<void> = Promise.resolve();
  private unlock: (() => void) | undefined;

  constructor(channel: WorkerChannel) {
    this.channel = channel;
    this.connection = new WorkerConnection(channel);
  }

  async init(): Promise<void> {
    await this.channel.start();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const previous = this.lock;
    let release: () => void = () => {};
    this.lock = new Promise<void>((resolve) => {
      release = resolve;
    });
    await previous;
    this.unlock = release;
    return this.connection;
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw("begin"));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw("commit"));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw("rollback"));
  }

  async releaseConnection(): Promise<void> {
    const release = this.unlock;
    this.unlock = undefined;
    release?.();
  }

  async destroy(): Promise<void> {
    await this.channel.close();
  }
}

export function sqliteWorkerDialect(file: string, pragmas: readonly string[]): Dialect {
  const channel = new WorkerChannel(file, pragmas);
  return {
    createAdapter: () => new SqliteAdapter(),
    createDriver: () => new WorkerDriver(channel),
    createIntrospector: (db: Kysely<unknown>) => new SqliteIntrospector(db),
    createQueryCompiler: () => new SqliteQueryCompiler(),
  };
}
