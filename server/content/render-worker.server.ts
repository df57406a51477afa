// The render worker (decisions 072, 105): a child process that renders pages with the build's code
// (page-render.server.ts) for the process that serves requests, which only receives finished pages
// and swaps them. One job at a time (render.server.ts sends the next only after an answer). A
// process, not a thread: whatever ends it (a native crash, the heap limit, a kill) ends only it.
import { loadThreadRenderer } from "./page-render.server.ts";
import { RenderError, type RenderJob, type WorkerAnswer } from "./render.server.ts";

const send = process.send?.bind(process);
if (!send) throw new Error("render-worker.server.ts runs as a child process with an IPC channel");

// The serving process is gone (exit, crash or kill): so is its worker.
process.on("disconnect", () => process.exit(0));
// Why it stopped, for the serving process's failed render; then it stops as it would have.
process.on("uncaughtException", (error) => {
  send({ stopping: error?.message ?? String(error) }, () => process.exit(1));
});

const buildDir = process.env.RENDER_BUILD_DIR as string;
const renderer = await loadThreadRenderer(buildDir).catch((error: Error) => error);
if (!renderer || renderer instanceof Error) {
  send({ ready: false, error: renderer?.message ?? "no server bundle or islands manifest" }, () => process.exit(1));
} else {
  send({ ready: true });
  process.on("message", async (job: RenderJob) => {
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
    send(answer);
  });
}
