// Pages rendered on the server with the same code as the build (decision 066), in a worker process
// (decisions 072, 105): the process that serves requests sends a job (the pages and their render
// source) and receives finished pages, compressed, each with its CSP, to swap in. The render itself is
// page-render.server.ts, run by render-worker.server.ts. Jobs go one at a time (the render source is
// global in the worker). A worker that stops (crash, out of memory, a render over RENDER_TIMEOUT_MS)
// fails the job under way as a failed render of each of its pages and is replaced for the next job.
import { type ChildProcess, fork } from "node:child_process";
import { existsSync } from "node:fs";
import { setPriority } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { readIslandsManifest } from "#server/http/page-steps.ts";
import type { StaticFile } from "#server/http/static-site.server.ts";
import type { RenderSource } from "#shared/content/render-source.ts";

export interface RenderFailure {
  path: string;
  message: string;
}

/** Some pages could not be rendered: nothing of the set may be used. */
export class RenderError extends Error {
  readonly failures: RenderFailure[];
  constructor(failures: RenderFailure[]) {
    super(failures.map((f) => `${f.path}: ${f.message}`).join("; "));
    this.name = "RenderError";
    this.failures = failures;
  }
}

/** Where the sitemap is served: its key among a rendered set's files. */
export const SITEMAP_PATH = "/sitemap.xml";

export interface RenderedSet {
  pages: Map<string, StaticFile>;
  files: Map<string, StaticFile>;
  /** The facts each page read (dotted paths): which pages a change of the facts touches. */
  factReads: Map<string, Set<string>>;
}

export interface PageRenderer {
  /** One page's finished HTML (not compressed): the preview. Throws RenderError. */
  html(path: string, source: RenderSource): Promise<string>;
  /** Renders these pages and keeps only the facts each read: throws RenderError when any one fails. */
  check(paths: readonly string[], source: RenderSource): Promise<Map<string, Set<string>>>;
  /** Every page of `paths` (and the sitemap) as served; throws RenderError when any one fails. */
  render(paths: readonly string[], source: RenderSource, options?: RenderOptions): Promise<RenderedSet>;
  /** Ends the worker (a job under way fails as a worker that stopped would); the next job starts another. */
  close(): Promise<void>;
  /**
   * From now on the worker yields the CPUs to the thread that serves requests (Linux: niceness
   * RENDER_NICENESS). Called once the process serves; renders before that (start-up) run at full speed.
   */
  yieldToServing(): void;
}

export interface RenderOptions {
  sitemap?: boolean;
  /** An arm's page (decision 081): <html> names the experiment and the arm, and no shared cache may keep it. */
  experiment?: { id: string; arm: number };
}

/** A job for the worker, and its answer (render-worker.server.ts). */
export interface RenderJob {
  id: number;
  kind: "html" | "check" | "render";
  paths: readonly string[];
  source: RenderSource;
  options?: RenderOptions;
}
export type WorkerAnswer =
  | { id: number; ok: true; value: unknown }
  | { id: number; ok: false; failures: RenderFailure[] }
  | { id: number; ok: false; error: string };

/** A job that takes longer ends the worker and fails (28 pages take a few seconds here). */
export const RENDER_TIMEOUT_MS = 120_000;
/** How much less CPU a render claims than the serving process once it serves (nice). */
export const RENDER_NICENESS = 5;
/** A render that needs more heap than this ends its worker, never the server. */
const WORKER_HEAP_MB = 512;

/** The server bundle's path, as React Router writes it. */
export function serverBundleFile(buildDir: string): string {
  return join(buildDir, "server", "index.js");
}

const WORKER_FILE = fileURLToPath(new URL("./render-worker.server.ts", import.meta.url));

type Started = { worker: ChildProcess; stopped: Promise<string> };

/** The worker's niceness; a worker that has gone already is left alone. */
function prioritise(worker: ChildProcess, niceness: number): void {
  try {
    if (worker.pid) setPriority(worker.pid, niceness);
  } catch {}
}

/** Lets a process that has nothing else to do exit while its worker waits for the next job. */
function hold(worker: ChildProcess, held: boolean): void {
  if (held) {
    worker.ref();
    worker.channel?.ref();
  } else {
    worker.unref();
    worker.channel?.unref();
  }
}

/** A worker, once it has loaded the build; an Error saying why when it could not. */
function startWorker(buildDir: string, niceness: number): Promise<Started | Error> {
  const worker = fork(WORKER_FILE, [], {
    // Only the heap limit: not the flags of the process that serves (a test runner's, an inspector).
    execArgv: [`--max-old-space-size=${WORKER_HEAP_MB}`],
    env: { ...process.env, RENDER_BUILD_DIR: buildDir },
    serialization: "advanced",
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  prioritise(worker, niceness);
  // Why it stopped, whichever way (the worker says why an uncaught error ends it, before its exit).
  let cause: string | undefined;
  worker.on("message", (m: { stopping?: string }) => {
    if (typeof m?.stopping === "string") cause ??= m.stopping;
  });
  const stopped = new Promise<string>((done) => {
    worker.on("error", (error) => {
      cause ??= error.message;
      // A process that could not be started has no exit to wait for.
      if (worker.pid === undefined) done(`the render worker stopped (${cause})`);
    });
    worker.once("exit", (code, signal) =>
      done(cause ?? `the render worker stopped (${signal ? `signal ${signal}` : `exit code ${code}`})`),
    );
  });
  return new Promise((done) => {
    worker.once("message", (m: { ready?: boolean; error?: string }) =>
      done(m.ready ? { worker, stopped } : new Error(m.error ?? "the render worker did not start")),
    );
    void stopped.then((why) => done(new Error(why)));
  });
}

/** Ends a worker, whatever it is doing, and waits until it has gone. */
async function end(s: Started): Promise<void> {
  hold(s.worker, true); // until its exit has been seen, even where nothing else keeps this process up
  s.worker.kill("SIGKILL");
  await s.stopped;
}

/** The renderer of a build; undefined when the build has no server bundle or islands manifest (development). */
export async function loadPageRenderer(buildDir: string): Promise<PageRenderer | undefined> {
  if (!readIslandsManifest(buildDir) || !existsSync(serverBundleFile(buildDir))) return undefined;
  let current: Started | undefined;
  let niceness = 0;
  // A worker that stops is forgotten, so the next job starts another.
  const adopt = (s: Started) => {
    current = s;
    hold(s.worker, false);
    void s.stopped.then(() => {
      if (current === s) current = undefined;
    });
    return s;
  };
  const first = await startWorker(buildDir, niceness);
  if (first instanceof Error) return undefined;
  adopt(first);
  let ids = 0;

  async function worker(): Promise<Started> {
    if (current) return current;
    const started = await startWorker(buildDir, niceness);
    if (started instanceof Error) throw started;
    return adopt(started);
  }

  async function run(job: Omit<RenderJob, "id">): Promise<unknown> {
    const id = ++ids;
    const failAll = (message: string) => new RenderError(job.paths.map((path) => ({ path, message })));
    let started: Started;
    try {
      started = await worker();
    } catch (error) {
      throw failAll(`the render worker could not start: ${(error as Error).message}`);
    }
    const { worker: child, stopped } = started;
    hold(child, true);
    let timer: NodeJS.Timeout | undefined;
    try {
      const answer = new Promise<WorkerAnswer>((done) => {
        const listen = (m: WorkerAnswer) => {
          if (m.id !== id) return;
          child.off("message", listen);
          done(m);
        };
        child.on("message", listen);
      });
      const timedOut = new Promise<string>((done) => {
        timer = setTimeout(() => {
          done(`the render took over ${RENDER_TIMEOUT_MS / 1000} s and was stopped`);
          void end(started);
        }, RENDER_TIMEOUT_MS);
      });
      // A worker that has just gone: its exit fails the job (stopped), not an error thrown here.
      child.send({ ...job, id } as RenderJob, () => {});
      const result = await Promise.race([answer, stopped, timedOut]);
      if (typeof result === "string") throw failAll(result);
      if (result.ok) return result.value;
      if ("failures" in result) throw new RenderError(result.failures);
      throw new Error(result.error);
    } finally {
      clearTimeout(timer);
      hold(child, false);
    }
  }
  /** One job at a time (the render source is global in the worker). */
  let queue: Promise<unknown> = Promise.resolve();
  function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
    const next = queue.then(work, work);
    queue = next.catch(() => undefined);
    return next;
  }

  return {
    html: (path, source) => oneAtATime(() => run({ kind: "html", paths: [path], source }) as Promise<string>),
    check: (paths, source) =>
      oneAtATime(() => run({ kind: "check", paths, source }) as Promise<Map<string, Set<string>>>),
    render: (paths, source, options) =>
      oneAtATime(async () => revive((await run({ kind: "render", paths, source, options })) as RenderedSet)),
    yieldToServing() {
      niceness = RENDER_NICENESS;
      if (current) prioritise(current.worker, niceness);
    },
    async close() {
      const s = current;
      current = undefined;
      if (s) await end(s);
    },
  };
}

/** Buffers arrive from the worker as plain Uint8Arrays: made Buffers again, without a copy. */
function revive(set: RenderedSet): RenderedSet {
  const buffer = (b: Uint8Array) => Buffer.from(b.buffer, b.byteOffset, b.byteLength);
  const file = (f: StaticFile): StaticFile => ({
    ...f,
    body: buffer(f.body),
    br: f.br && buffer(f.br),
    gzip: f.gzip && buffer(f.gzip),
  });
  return {
    pages: new Map([...set.pages].map(([p, f]) => [p, file(f)])),
    files: new Map([...set.files].map(([p, f]) => [p, file(f)])),
    factReads: set.factReads,
  };
}
