// Moves SQLite's WAL checkpoints off the event loop. With the default auto-checkpoint,
// the commit that crosses 1000 WAL pages copies them into the database file and flushes
// it, stalling every request for tens of milliseconds. Instead a worker thread with its
// own connection runs a PASSIVE checkpoint (never blocks writers) every 250 ms, so each is small; the
// main connection's auto-checkpoint stays as a far-off safety net.
import { Worker } from "node:worker_threads";

const source = `
const { workerData, parentPort } = require("node:worker_threads");
const { DatabaseSync } = require("node:sqlite");
const db = new DatabaseSync(workerData.file);
db.exec("PRAGMA busy_timeout = 5000");
db.exec("PRAGMA synchronous = FULL");
const checkpoint = (mode) => { try { db.exec("PRAGMA wal_checkpoint(" + mode + ")"); } catch {} };
const timer = setInterval(() => checkpoint("PASSIVE"), workerData.intervalMs);
parentPort.on("message", (message) => {
  if (message !== "stop") return;
  clearInterval(timer);
  checkpoint("TRUNCATE");
  db.close();
  parentPort.postMessage("stopped");
});
`;

export interface Checkpointer {
  stop(): Promise<void>;
}

export function startCheckpointer(file: string, intervalMs = 250): Checkpointer {
  const worker = new Worker(source, { eval: true, workerData: { file, intervalMs } });
  worker.unref();
  return {
    stop: () =>
      new Promise<void>((resolve) => {
        const done = () => {
          void worker.terminate().finally(resolve);
        };
        worker.once("message", done);
        worker.once("error", done);
        worker.once("exit", () => resolve());
        worker.postMessage("stop");
      }),
  };
}
