// Moves SQLite's WAL checkpoints off the event loop. With the default auto-checkpoint,
// the commit that crosses 1000 WAL pages copies them into the database file and flushes
// it, stalling every request for tens of milliseconds. Instead a worker thread with its
// own connection runs a PASSIVE checkpoint (never blocks writers) every 250 ms, so each is small; the
// main connection's auto-checkpoint stays as a far-off safety net. With a replica, Litestream owns the
// checkpoints (decision 053): this worker runs none on its own, and a TRUNCATE only when asked to
// (scrub), which the replica surrounds by stopping Litestream.
import { Worker } from "node:worker_threads";

const source = `
const { workerData, parentPort } = require("node:worker_threads");
const { DatabaseSync } = require("node:sqlite");
const db = new DatabaseSync(workerData.file);
db.exec("PRAGMA busy_timeout = 5000");
db.exec("PRAGMA synchronous = FULL");
const checkpoint = (mode) => { try { db.exec("PRAGMA wal_checkpoint(" + mode + ")"); } catch {} };
const timer = workerData.passive ? setInterval(() => checkpoint("PASSIVE"), workerData.intervalMs) : undefined;
parentPort.on("message", (message) => {
  if (message && message.truncate !== undefined) {
    // Copies every frame into the database file and empties the WAL file, so no older copy of a
    // page (one holding erased values) stays in it; retried while readers hold old snapshots.
    let busy = 1;
    for (let i = 0; i < 20 && busy; i++) {
      try { busy = Number(db.prepare("PRAGMA wal_checkpoint(TRUNCATE)").get().busy); } catch { busy = 1; }
      if (busy) Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 50);
    }
    parentPort.postMessage({ truncated: message.truncate, busy });
    return;
  }
  if (message !== "stop") return;
  clearInterval(timer);
  if (workerData.passive) checkpoint("TRUNCATE");
  db.close();
  parentPort.postMessage("stopped");
});
`;

export interface Checkpointer {
  /** A TRUNCATE checkpoint (the WAL file emptied); false when readers kept it from completing. */
  truncate(): Promise<boolean>;
  stop(): Promise<void>;
}

export function startCheckpointer(
  file: string,
  options: {
    intervalMs?: number;
    /** False when Litestream checkpoints (a replica is configured): no timer, no TRUNCATE at stop. */
    ownsCheckpoints?: boolean;
  } = {},
): Checkpointer {
  const workerData = { file, intervalMs: options.intervalMs ?? 250, passive: options.ownsCheckpoints ?? true };
  const worker = new Worker(source, { eval: true, workerData });
  worker.unref();
  let next = 0;
  const waiting = new Map<number, (done: boolean) => void>();
  worker.on("message", (message: { truncated?: number; busy?: number }) => {
    if (message?.truncated === undefined) return;
    waiting.get(message.truncated)?.(!message.busy);
    waiting.delete(message.truncated);
  });
  return {
    truncate: () =>
      new Promise<boolean>((resolve) => {
        const id = ++next;
        waiting.set(id, resolve);
        worker.postMessage({ truncate: id });
      }),
    stop: () =>
      new Promise<void>((resolve) => {
        const done = () => {
          void worker.terminate().finally(resolve);
        };
        worker.on("message", (message) => {
          if (message === "stopped") done();
        });
        worker.once("error", done);
        worker.once("exit", () => resolve());
        worker.postMessage("stop");
      }),
  };
}
