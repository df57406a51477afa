// What the content tests ask of running instances: a page as the server sends it (raw or brotli),
// waiting until words are live on every page of every instance, and the pages that quote a fact.
// And the publisher beside them: this process's own storage, renderer and live content, as an
// instance holds them, through which a test publishes as the desk does.
import { readFileSync } from "node:fs";
import { request } from "node:http";
import { join } from "node:path";
import { brotliDecompressSync } from "node:zlib";
import pino from "pino";
import { type AuditLog, createAuditLog } from "#server/audit/audit.server.ts";
import { type LiveContent, startLiveContent } from "#server/content/publish.server.ts";
import { loadPageRenderer, type PageRenderer } from "#server/content/render.server.ts";
import { seedShippedContent } from "#server/content/shipped.server.ts";
import { openStorage, type Storage, type StorageOptions } from "#server/db/database.server.ts";
import type { LiveSite } from "#server/http/static-site.server.ts";
import { facts } from "#shared/site/facts.ts";
import { NOT_FOUND_PRERENDER_PATH } from "#shared/site/pages.ts";
import { sleep } from "./harness.ts";
import type { ServerProcess } from "./server-process.ts";

/** This process as a publishing instance: its storage, the build's renderer and its live content. */
export interface Publisher {
  storage: Storage;
  renderer: PageRenderer;
  live: LiveContent;
  /** What the desk's content functions are given (publishEntry, saveEntryDraft, restoreVersion…). */
  desk: { storage: Storage; audit: AuditLog; content: { live: LiveContent } };
  /** Stops the live content, then closes the renderer and the storage. */
  close(): Promise<void>;
}

/**
 * Opens the storage of `env` and keeps the content live with the build's renderer, as server/main.ts
 * does (its own poll a minute apart: the tests' publishes go through it). `seed` puts the shipped
 * entries in first, as a server's start does on a fresh database; `site` is served pages to swap.
 */
export async function openPublisher(
  env: StorageOptions,
  buildDir: string,
  options: { seed?: boolean; site?: LiveSite } = {},
): Promise<Publisher> {
  const logger = pino({ level: "silent" });
  const storage = await openStorage(env);
  if (options.seed) await seedShippedContent(storage, buildDir, logger);
  const renderer = await loadPageRenderer(buildDir);
  if (!renderer) throw new Error(`no page renderer in ${buildDir}: build first`);
  const live = await startLiveContent({
    storage,
    renderer,
    site: options.site,
    logger,
    shippedFacts: facts,
    intervalMs: 60_000,
  });
  return {
    storage,
    renderer,
    live,
    desk: { storage, audit: await createAuditLog(storage), content: { live } },
    async close() {
      live.stop();
      await renderer.close();
      await storage.close();
    },
  };
}

/** Stops these server processes (SIGTERM) where they still run, and waits for each to exit. */
export async function stopServers(servers: readonly (ServerProcess | undefined)[]): Promise<void> {
  for (const s of servers)
    if (s && s.child.exitCode === null) {
      s.child.kill("SIGTERM");
      await s.exited;
    }
}

/** A page's body as the server sends it for `encoding` (identity or br), decoded. */
export function getPage(
  base: string,
  path: string,
  encoding: "identity" | "br",
  headers: Record<string, string> = {},
): Promise<{ status: number; text: string; encoding?: string }> {
  return new Promise((done, fail) => {
    // A connection each: a kept-alive one can be closed by a server busy rendering just as it is reused.
    const req = request(
      new URL(path, base),
      { agent: false, headers: { ...headers, "accept-encoding": encoding } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => {
          const body = Buffer.concat(chunks);
          const used = res.headers["content-encoding"];
          done({
            status: res.statusCode ?? 0,
            encoding: used,
            text: (used === "br" ? brotliDecompressSync(body) : body).toString("utf8"),
          });
        });
      },
    );
    req.on("error", fail);
    req.end();
  });
}

/** Waits until every page of every instance, raw and brotli, holds `words`; the time it took (ms). */
export async function liveEverywhere(
  instances: { url: string; logs: Record<string, unknown>[] }[],
  paths: string[],
  words: string,
  since: number,
): Promise<number> {
  const pending = new Set(
    instances.flatMap((s) => paths.flatMap((p) => [`${s.url} ${p} identity`, `${s.url} ${p} br`])),
  );
  while (pending.size > 0) {
    if (performance.now() - since > 60_000)
      throw new Error(
        `not live after 60 s: ${[...pending].slice(0, 5).join(", ")} (${pending.size} in all); ${JSON.stringify(
          instances.flatMap((s) => s.logs.filter((l) => Number(l.level) >= 40 || String(l.msg).includes("content"))),
        ).slice(0, 3000)}`,
      );
    // An instance swaps a publish's pages in at once (decision 066): while one of its pages has the
    // old words, so have the rest, so a round asks no further for that instance and encoding. The
    // waiting rounds then cost a request or two per instance, not every page: this check does not
    // load the instances whose pages bench:publish is timing.
    const waiting = new Set<string>();
    for (const key of [...pending]) {
      const [base, path, encoding] = key.split(" ") as [string, string, "identity" | "br"];
      if (waiting.has(`${base} ${encoding}`)) continue;
      const page = await getPage(base, path === NOT_FOUND_PRERENDER_PATH ? "/no-such-page-here" : path, encoding);
      if (encoding === "br" && page.encoding !== "br") throw new Error(`${path}: no brotli variant`);
      if (page.text.includes(words)) pending.delete(key);
      else waiting.add(`${base} ${encoding}`);
    }
    if (pending.size > 0) await sleep(50);
  }
  const ms = performance.now() - since;
  console.info(`live on ${paths.length} page(s) of ${instances.length} instance(s) in ${Math.round(ms)} ms`);
  return ms;
}

/** The pages whose shipped entries quote this fact (read from the build's shipped content, not from the code under test). */
export function pagesQuoting(buildDir: string, fact: string): string[] {
  const shipped = JSON.parse(readFileSync(join(buildDir, "content", "shipped.json"), "utf8")) as {
    id: string;
    data: unknown;
  }[];
  return shipped
    .filter((e) => JSON.stringify(e.data).includes(`{fact:${fact}`))
    .flatMap((e) =>
      e.id === "not-found"
        ? [NOT_FOUND_PRERENDER_PATH]
        : e.id === "/customer-analytics"
          ? [e.id, "/data-analytics"]
          : [e.id],
    );
}
