// Wires the form API into the server: opens storage (SQLite or PostgreSQL) and runs its
// migrations, loads the proof secret, adds the /api routes, and starts the outbox worker
// and the hourly clean-up. The signature is the interface server/main.ts relies on.
import type { Hono } from "hono";
import type { Logger } from "pino";
import { type Config, proxyHops, publicUrl } from "#server/config.server.ts";
import { createBatcher } from "#server/db/batcher.server.ts";
import { openStorage, type Storage } from "#server/db/database.server.ts";
import { isStorageUnavailable } from "#server/db/unavailable.server.ts";
import { parseNotifyTo, queueNotifications } from "#server/leads/notify.server.ts";
import type { BackoffSchedule } from "#server/outbox/backoff.server.ts";
import { webhookDeliverer } from "#server/outbox/webhook.server.ts";
import { type Deliverers, type OutboxWorker, startOutboxWorker } from "#server/outbox/worker.server.ts";
import { mountPrivacy } from "#server/privacy/mount.server.ts";
import { createHumanCheck } from "./human-check.server.ts";
import { loadProofSecret } from "./proof-secret.server.ts";
import { addFormRoutes } from "./routes.server.ts";
import { cleanUpExpired, type StoreHooks, type StoreInput, storeSubmissions, useChallenges } from "./store.server.ts";

export interface FormsService {
  /** The storage the forms write to (shared with the staff desk). */
  storage: Storage;
  /** True when storage answers (used by /healthz). */
  health(): Promise<boolean>;
  /** Stop the outbox worker and the clean-up (storage stays open for requests in flight). */
  stopBackground(): Promise<void>;
  /** Stop the outbox worker and close the database. */
  close(): Promise<void>;
}

/** Optional knobs, for tests and benchmarks; production uses the defaults. */
export interface FormsOptions {
  outbox?: {
    pollIntervalMs?: number;
    timeoutMs?: number;
    concurrency?: number;
    backoff?: Partial<BackoffSchedule>;
  };
  /** Extra outbox destinations (e.g. mail) delivered by this process's worker. */
  deliverers?: Deliverers;
  sqliteBusyTimeoutMs?: number;
  poolSize?: number;
  /** PostgreSQL connection and answer timeout (ms). */
  pgTimeoutMs?: number;
  cleanUpIntervalMs?: number;
}

/** Adds the form routes (/api/...) to the app and starts what they need. */
export async function mountForms(
  app: Hono,
  ctx: { config: Config; logger: Logger; options?: FormsOptions },
): Promise<FormsService> {
  const { config, options = {} } = ctx;
  const logger = ctx.logger.child({ module: "forms" });

  const storage: Storage = await openStorage({
    DATA_DIR: config.DATA_DIR,
    DATABASE_URL: config.DATABASE_URL,
    logger,
    sqliteBusyTimeoutMs: options.sqliteBusyTimeoutMs,
    poolSize: options.poolSize,
    pgTimeoutMs: options.pgTimeoutMs ?? config.DATABASE_TIMEOUT_MS,
  });
  logger.info({ dialect: storage.dialect, location: storage.location }, "form storage ready");

  const { secret, source } = await loadProofSecret(config.FORM_PROOF_SECRET, storage, config.DATA_DIR);
  logger.info({ source }, "human-check secret loaded");
  const humanCheck = createHumanCheck({ secret });
  // Group commit: concurrent requests share a transaction (one writer for SQLite).
  const concurrency = storage.dialect === "postgres" ? 2 : 1;
  // Checked at start: a bad NOTIFY_TO stops the server with a clear message.
  const notifyRoutes = parseNotifyTo(config.NOTIFY_TO);
  if (notifyRoutes.length === 0) logger.warn("NOTIFY_TO is not set: nobody is emailed about new submissions");
  const deskUrl = `${publicUrl(config)}/desk`;
  const hooks: StoreHooks = {
    afterCreate: (trx, created) => queueNotifications(trx, created, notifyRoutes, deskUrl),
    privacyCases: await mountPrivacy(app, { storage, config, logger }),
  };
  const batching = { concurrency, failsAll: isStorageUnavailable };
  const submit = createBatcher((items: StoreInput[]) => storeSubmissions(storage, items, hooks), batching);
  const useChallenge = createBatcher(useChallenges.bind(null, storage), batching);

  const deliverers: Deliverers = { ...options.deliverers };
  if (config.FORM_WEBHOOK_URL && config.FORM_WEBHOOK_SECRET) {
    deliverers.crm = webhookDeliverer({ url: config.FORM_WEBHOOK_URL, secret: config.FORM_WEBHOOK_SECRET });
  } else {
    logger.warn("FORM_WEBHOOK_URL is not set: submissions are stored and kept pending in the outbox");
  }
  let worker: OutboxWorker | undefined;
  if (config.OUTBOX_WORKER && Object.keys(deliverers).length > 0) {
    worker = startOutboxWorker({
      storage,
      deliverers,
      logger,
      concurrency: config.OUTBOX_CONCURRENCY,
      ...options.outbox,
    });
    logger.info({ destinations: Object.keys(deliverers) }, "outbox worker started");
  }

  addFormRoutes(app, {
    submit,
    useChallenge,
    humanCheck,
    logger,
    rateLimitPerHour: config.RATE_LIMIT_PER_HOUR,
    proxyHops: proxyHops(config),
    onStored: () => worker?.nudge(),
  });

  const cleanUp = setInterval(
    () => void cleanUpExpired(storage.db).catch((e) => logger.warn({ err: (e as Error).message }, "clean-up failed")),
    options.cleanUpIntervalMs ?? 10 * 60 * 1000,
  );
  cleanUp.unref();

  let closed = false;
  let background: Promise<void> | undefined;
  const stopBackground = () => {
    clearInterval(cleanUp);
    background ??= worker?.stop() ?? Promise.resolve();
    return background;
  };
  return {
    storage,
    health: () => storage.ping(),
    stopBackground,
    async close() {
      if (closed) return;
      closed = true;
      await stopBackground();
      await storage.close();
    },
  };
}
