// The render worker (decision 072): a thread that renders pages with the build's code
// (page-render.server.ts) for the thread that serves requests, which only receives finished pages
// and swaps them. One job at a time (render.server.ts sends the next only after an answer).
import { readlinkSync } from "node:fs";
import { setPriority } from "node:os";
import { parentPort, workerData } from "node:worker_threads";
import { loadThreadRenderer } from "./page-render.server.ts";
import { RenderError, type RenderJob, type WorkerAnswer } from "./render.server.ts";

const port = parentPort;
if (!port) throw new Error("render-worker.server.ts runs as a worker thread");

/** This thread's priority only (Linux: setpriority on a thread id); elsewhere it stays as it is. */
function prioritise(niceness: number): void {
  try {
    const tid = Number(readlinkSync("/proc/thread-self").split("/").pop());
    if (Number.isInteger(tid)) setPriority(tid, niceness);
  } catch {}
}
prioritise((workerData as { niceness: number }).niceness);

const renderer = await loadThreadRenderer((workerData as { buildDir: string }).buildDir).catch((error: Error) => error);
if (!renderer || renderer instanceof Error) {
  port.postMessage({ ready: false, error: renderer?.message ?? "no server bundle or islands manifest" });
} else {
  port.postMessage({ ready: true });
  port.on("message", async (job: RenderJob | { niceness: number }) => {
    if ("niceness" in job) return prioritise(job.niceness);
    let answer: WorkerAnswer;
    try {
      const value =
        job.kind === "html"
          ? await renderer.html(job.paths[0] as string, job.source)
          : job.kind === "check"
            ? await renderer.check(job.paths, job.source)
            : await renderer.render(job.paths, job.source, job.options);
      answer = { id: job.id, ok: true, value };
    } catch (error) {
      answer =
        error instanceof RenderError
          ? { id: job.id, ok: false, failures: error.failures }
          : { id: job.id, ok: false, error: (error as Error)?.message ?? String(error) };
    }
    port.postMessage(answer);
  });
}
