// Runs write transactions. PostgreSQL: one transaction per task (the server flushes
// concurrent commits together). SQLite has one writer and a durable commit costs a disk
// flush, so concurrent tasks are grouped into one transaction, each in its own savepoint
// (a failing task rolls back only itself): group commit. Either way a task's promise
// settles only after its transaction has committed.
import { type Kysely, sql } from "kysely";
import type { Storage } from "./database.server.ts";
import type { Database } from "./schema.server.ts";

export type WriteTask<T> = (trx: Kysely<Database>) => Promise<T>;

export interface Writer {
  run<T>(task: WriteTask<T>): Promise<T>;
}

interface Pending {
  task: WriteTask<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

export function createWriter(storage: Storage, options: { maxBatch?: number } = {}): Writer {
  if (storage.dialect === "postgres") {
    return { run: (task) => storage.db.transaction().execute(task) };
  }

  const maxBatch = options.maxBatch ?? 200;
  const queue: Pending[] = [];
  let flushing = false;

  async function flushOnce(batch: Pending[]): Promise<void> {
    const outcomes: ({ ok: true; value: unknown } | { ok: false; error: unknown })[] = [];
    try {
      await storage.db.connection().execute(async (conn) => {
        await sql`begin immediate`.execute(conn);
        try {
          for (const item of batch) {
            await sql`savepoint task`.execute(conn);
            try {
              const value = await item.task(conn);
              await sql`release task`.execute(conn);
              outcomes.push({ ok: true, value });
            } catch (error) {
              await sql`rollback to task`.execute(conn);
              await sql`release task`.execute(conn);
              outcomes.push({ ok: false, error });
            }
          }
          await sql`commit`.execute(conn);
        } catch (error) {
          await sql`rollback`.execute(conn).catch(() => {});
          throw error;
        }
      });
    } catch (error) {
      // Nothing of this batch was committed.
      for (const item of batch) item.reject(error);
      return;
    }
    batch.forEach((item, i) => {
      const outcome = outcomes[i]!;
      if (outcome.ok) item.resolve(outcome.value);
      else item.reject(outcome.error);
    });
  }

  async function flush(): Promise<void> {
    if (flushing) return;
    flushing = true;
    try {
      while (queue.length > 0) await flushOnce(queue.splice(0, maxBatch));
    } finally {
      flushing = false;
    }
  }

  return {
    run<T>(task: WriteTask<T>): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        queue.push({ task, resolve: resolve as (v: unknown) => void, reject });
        // Let the other requests of this turn of the event loop join the batch.
        if (!flushing) setImmediate(() => void flush());
      });
    },
  };
}
