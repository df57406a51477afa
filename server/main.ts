// Entry point: `npm start` (via scripts/start.ts) runs this file. Everything is put together by
// server/start/compose.server.ts; this file loads the configuration and the build, listens (and on
// METRICS_PORT, 127.0.0.1 only, serves /metrics), and shuts down cleanly on SIGTERM/SIGINT: /readyz
// turns 503 at once, no new connection is taken, requests in flight are answered, the outbox
// worker finishes the deliveries it is making, storage closes, and the process exits within 10 s.
import { resolve } from "node:path";
import { serve } from "@hono/node-server";
import pino from "pino";
import { loadConfig, maskedUrl, publicUrl } from "#server/config/config.server.ts";
import { type LiveContent, startLiveContent } from "#server/content/publish.server.ts";
import { loadPageRenderer } from "#server/content/render.server.ts";
import { seedShippedContent } from "#server/content/shipped.server.ts";
import { recordState } from "#server/db/app-state.server.ts";
import { armVariants } from "#server/experiments/arm-pages.server.ts";
import { loadStaticSite } from "#server/http/static-site.server.ts";
import { composeServer } from "#server/start/compose.server.ts";
import { facts } from "#shared/site/facts.ts";

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

const logger = pino({ level: config.LOG_LEVEL, base: { service: "website" } });
// In development Vite serves the pages and proxies /api here, so a missing build is fine.
const site = await loadStaticSite(resolve(config.BUILD_DIR, "client")).catch((error: Error) => {
  if (config.NODE_ENV !== "development") throw error;
  logger.warn("no production build: serving the API only");
  return undefined;
});

// The build's renderer: drafts previewed and published content rendered with the build's own code (decision 066).
const renderer = site ? await loadPageRenderer(config.BUILD_DIR) : undefined;
if (site && !renderer) logger.warn("the build has no server bundle: published content is not rendered");

let composed: Awaited<ReturnType<typeof composeServer>>;
try {
  composed = await composeServer(config, logger, { site, renderer });
} catch (error) {
  // A clear line (for example: a restore holds DATA_DIR), not a stack trace.
  logger.fatal({ err: (error as Error).message }, "could not start");
  process.exit(1);
}

// A fresh install: the content shipped with the code becomes each entry's version 1 (decision 060).
await seedShippedContent(composed.storage, config.BUILD_DIR, logger).catch((error: Error) => {
  logger.fatal({ err: error.message }, "could not seed the shipped content");
  process.exit(1);
});

// Published content: the pages of entries published since the build are rendered before the first
// request, and publishes made by any instance are followed (decision 066).
let content: LiveContent | undefined;
if (site && renderer) {
  content = await startLiveContent({
    storage: composed.storage,
    renderer,
    site,
    logger,
    metrics: composed.metrics,
    variants: armVariants(composed.experiments),
    experimentOn: composed.content.experimentOn,
    shippedFacts: facts,
    databaseUrl: config.DATABASE_URL,
  }).catch((error: Error) => {
    logger.fatal({ err: error.message }, "could not render the published content");
    process.exit(1);
  });
  composed.content.live = content;
}

const server = serve({ fetch: composed.app.fetch, port: config.PORT, hostname: config.HOST }, (info) => {
  // Where the data lives, with the URL's password and secret parameters masked.
  const storage = config.DATABASE_URL ? maskedUrl(config.DATABASE_URL) : `sqlite in ${config.DATA_DIR}`;
  logger.info({ port: info.port, host: config.HOST, pages: site?.pagePaths.size ?? 0, storage }, "listening");
  // Serving now: renders (publishes, previews) give way to the requests (decision 072).
  renderer?.yieldToServing();
  // The address the command-line tools put in links (invitations) when PUBLIC_URL is not set.
  const origin = config.PUBLIC_URL ? publicUrl(config) : `http://localhost:${info.port}`;
  recordState(composed.storage.db, "public_url", origin).catch((error: Error) =>
    logger.warn({ err: error.message }, "could not record the public address"),
  );
});

const metricsServer = composed.metricsApp
  ? serve({ fetch: composed.metricsApp.fetch, port: config.METRICS_PORT, hostname: "127.0.0.1" }, (info) =>
      logger.info({ port: info.port, host: "127.0.0.1" }, "metrics listening"),
    )
  : undefined;
metricsServer?.on("error", (error: Error) => {
  logger.fatal({ err: error.message, port: config.METRICS_PORT }, "METRICS_PORT cannot be used");
  process.exit(1);
});

/** The whole shutdown must end within this; deliveries in flight get part of it. */
const SHUTDOWN_MS = 10_000;
const DELIVERY_GRACE_MS = 6_000;

let stopping = false;
async function shutdown(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  const started = performance.now();
  // Load balancers and Kubernetes stop sending traffic once /readyz says 503.
  composed.readiness.stopAccepting();
  content?.stop();
  logger.info({ signal }, "shutting down");
  const force = setTimeout(() => {
    logger.error("shutdown timed out");
    process.exit(1);
  }, SHUTDOWN_MS);
  force.unref();
  // Stop taking connections and let requests in flight be answered (idle kept-alive connections
  // are closed), while the outbox worker claims nothing new and finishes what it is delivering.
  await Promise.all([
    new Promise<void>((done) => server.close(() => done())),
    metricsServer ? new Promise<void>((done) => metricsServer.close(() => done())) : undefined,
    composed.stopBackground(DELIVERY_GRACE_MS),
  ]);
  await composed.close();
  logger.info({ ms: Math.round(performance.now() - started) }, "stopped");
  process.exit(0);
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));
