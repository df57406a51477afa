// Entry point: `npm start` (via scripts/start.ts) runs this file. Everything is put together by
// server/start/compose.server.ts; this file loads the configuration and the build, listens, and
// shuts down cleanly on SIGTERM/SIGINT.
import { resolve } from "node:path";
import { serve } from "@hono/node-server";
import pino from "pino";
import { loadConfig, maskedUrl, publicUrl } from "#server/config/config.server.ts";
import { recordState } from "#server/db/app-state.server.ts";
import { loadStaticSite } from "#server/http/static-site.server.ts";
import { composeServer } from "#server/start/compose.server.ts";

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

const composed = await composeServer(config, logger, { site });

const server = serve({ fetch: composed.app.fetch, port: config.PORT, hostname: config.HOST }, (info) => {
  // Where the data lives, with the URL's password and secret parameters masked.
  const storage = config.DATABASE_URL ? maskedUrl(config.DATABASE_URL) : `sqlite in ${config.DATA_DIR}`;
  logger.info({ port: info.port, host: config.HOST, pages: site?.pagePaths.size ?? 0, storage }, "listening");
  // The address the command-line tools put in links (invitations) when PUBLIC_URL is not set.
  const origin = config.PUBLIC_URL ? publicUrl(config) : `http://localhost:${info.port}`;
  recordState(composed.storage.db, "public_url", origin).catch((error: Error) =>
    logger.warn({ err: error.message }, "could not record the public address"),
  );
});

let stopping = false;
async function shutdown(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, "shutting down");
  const force = setTimeout(() => {
    logger.error("shutdown timed out");
    process.exit(1);
  }, 10_000);
  force.unref();
  // Stop taking connections, let in-flight requests finish, then close storage.
  await new Promise<void>((done) => server.close(() => done()));
  await composed.close();
  logger.info("stopped");
  process.exit(0);
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));
