// Entry point: `npm start` (via scripts/start.ts) runs this file.

import { resolve } from "node:path";
import { serve } from "@hono/node-server";
import pino from "pino";
import { createAuditLog } from "#server/audit/audit.server.ts";
import { mountDesk } from "#server/desk/mount.server.ts";
import { mountForms } from "#server/forms/mount.server.ts";
import { mailDeliverer } from "#server/mail/mailer.server.ts";
import { startPrivacyJobs } from "#server/privacy/jobs.server.ts";
import { listDeliverers } from "#server/privacy/lists.server.ts";
import { addSiteRoutes, createApp } from "./app.server.ts";
import { loadConfig, maskedUrl, publicUrl } from "./config.server.ts";
import { loadStaticSite } from "./static-site.server.ts";

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

const app = createApp({ config, logger, health: () => forms.health() });
if (!config.SMTP_URL) logger.warn("SMTP_URL is not set: emails stay queued in the outbox until it is");
const mail = config.SMTP_URL ? mailDeliverer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM }) : undefined;
const forms = await mountForms(app, {
  config,
  logger,
  options: { deliverers: { ...listDeliverers(config), ...(mail ? { mail } : {}) } },
});
const privacyJobs = startPrivacyJobs({
  storage: forms.storage,
  audit: await createAuditLog(forms.storage),
  config,
  logger,
  deskUrl: `${publicUrl(config)}/desk`,
});
await mountDesk(app, { config, logger, storage: forms.storage });
if (site) addSiteRoutes(app, site);

const server = serve({ fetch: app.fetch, port: config.PORT, hostname: config.HOST }, (info) => {
  // Where the data lives, with the URL's password and secret parameters masked.
  const storage = config.DATABASE_URL ? maskedUrl(config.DATABASE_URL) : `sqlite in ${config.DATA_DIR}`;
  logger.info({ port: info.port, host: config.HOST, pages: site?.pagePaths.size ?? 0, storage }, "listening");
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
  privacyJobs.stop();
  await forms.close();
  logger.info("stopped");
  process.exit(0);
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));
