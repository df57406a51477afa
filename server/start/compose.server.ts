// Start-up, in one place: what the server (server/main.ts), the command-line tools
// (server/cli/) and the tests all build on. `openServices` opens storage (running its
// migrations) and the audit log; `composeServer` adds the HTTP application with every route
// (form API and intake with its steps, privacy links, staff desk, static site), the outbox worker
// with its destinations, the daily jobs and the hourly clean-up.
import type { Hono } from "hono";
import type { Logger } from "pino";
import { type AuditLog, createAuditLog } from "#server/audit/audit.server.ts";
import { type Config, publicUrl } from "#server/config/config.server.ts";
import { openStorage, type Storage } from "#server/db/database.server.ts";
import { pruneRateLimits } from "#server/db/rate-limits.server.ts";
import { pruneUsedTokens } from "#server/db/used-tokens.server.ts";
import { mountDesk } from "#server/desk/mount.server.ts";
import { addSiteRoutes, createApp } from "#server/http/app.server.ts";
import type { StaticSite } from "#server/http/static-site.server.ts";
import { inboxStep } from "#server/leads/intake.server.ts";
import { NOTIFICATION, notificationStep, notificationTemplate, parseNotifyTo } from "#server/leads/notify.server.ts";
import { mailDeliverer } from "#server/mail/mailer.server.ts";
import type { BackoffSchedule } from "#server/outbox/backoff.server.ts";
import { webhookDeliverer } from "#server/outbox/webhook.server.ts";
import { type Deliverers, type OutboxWorker, startOutboxWorker } from "#server/outbox/worker.server.ts";
import { privacyCaseStep, suppressionCheckStep } from "#server/privacy/intake.server.ts";
import { type PrivacyJobs, startPrivacyJobs } from "#server/privacy/jobs.server.ts";
import { listDeliverers } from "#server/privacy/lists.server.ts";
import { addPrivacyRoutes } from "#server/privacy/mount.server.ts";
import { suppressionHash } from "#server/privacy/suppression-key.server.ts";
import type { IntakeStep } from "#server/submissions/intake.server.ts";
import { mountSubmissions } from "#server/submissions/mount.server.ts";

/** Knobs for tests and benchmarks; production uses the defaults. */
export interface ServerOptions {
  outbox?: {
    pollIntervalMs?: number;
    timeoutMs?: number;
    concurrency?: number;
    backoff?: Partial<BackoffSchedule>;
  };
  /** Outbox destinations to use instead of (or besides) those the configuration gives. */
  deliverers?: Deliverers;
  sqliteBusyTimeoutMs?: number;
  poolSize?: number;
  /** PostgreSQL connection and answer timeout (ms); DATABASE_TIMEOUT_MS otherwise. */
  pgTimeoutMs?: number;
  cleanUpIntervalMs?: number;
  /** Mount the staff desk (from the build); default true. */
  desk?: boolean;
  /** Run the daily privacy and retention jobs; default true. */
  jobs?: boolean;
  /** Wraps intake's steps (tests: make one fail). */
  steps?: (steps: readonly IntakeStep[]) => readonly IntakeStep[];
}

export interface Services {
  config: Config;
  logger: Logger;
  storage: Storage;
  audit: AuditLog;
  close(): Promise<void>;
}

/** Storage (migrated) and the audit log: what every entry point needs. */
export async function openServices(
  config: Config,
  logger: Logger,
  options: Pick<ServerOptions, "sqliteBusyTimeoutMs" | "poolSize" | "pgTimeoutMs"> = {},
): Promise<Services> {
  const storage = await openStorage({
    DATA_DIR: config.DATA_DIR,
    DATABASE_URL: config.DATABASE_URL,
    logger,
    sqliteBusyTimeoutMs: options.sqliteBusyTimeoutMs,
    poolSize: options.poolSize,
    pgTimeoutMs: options.pgTimeoutMs ?? config.DATABASE_TIMEOUT_MS,
  });
  return { config, logger, storage, audit: await createAuditLog(storage), close: () => storage.close() };
}

export interface ComposedServer extends Services {
  app: Hono;
  /** True when storage answers (for /healthz). */
  health(): Promise<boolean>;
  /** Stops the worker, jobs and clean-up; storage stays open for requests in flight. */
  stopBackground(): Promise<void>;
  /** Stops the background work and closes storage. */
  close(): Promise<void>;
}

/** The outbox destinations the configuration gives: CRM and list webhooks, mail over SMTP. */
export function configuredDeliverers(config: Config, logger: Logger, storage: Storage): Deliverers {
  const deliverers: Deliverers = { ...listDeliverers(config) };
  if (config.FORM_WEBHOOK_URL && config.FORM_WEBHOOK_SECRET) {
    deliverers.crm = webhookDeliverer({ url: config.FORM_WEBHOOK_URL, secret: config.FORM_WEBHOOK_SECRET });
  } else {
    logger.warn("FORM_WEBHOOK_URL is not set: submissions are stored and kept pending in the outbox");
  }
  if (config.SMTP_URL) {
    deliverers.mail = mailDeliverer({
      smtpUrl: config.SMTP_URL,
      from: config.MAIL_FROM,
      templates: { [NOTIFICATION]: notificationTemplate(storage, `${publicUrl(config)}/desk`) },
    });
  } else logger.warn("SMTP_URL is not set: emails stay queued in the outbox until it is");
  return deliverers;
}

/** The whole server on its storage; `site` is the prerendered public site (absent: API and desk only). */
export async function composeServer(
  config: Config,
  logger: Logger,
  options: ServerOptions & { site?: StaticSite } = {},
): Promise<ComposedServer> {
  const services = await openServices(config, logger, options);
  const { storage, audit } = services;
  logger.info({ dialect: storage.dialect, location: storage.location }, "storage ready");
  // The suppression list's hash key, made on first start (and older entries given keyed hashes).
  await suppressionHash(storage);
  const deskUrl = `${publicUrl(config)}/desk`;
  const health = () => storage.ping();
  const app = createApp({ config, logger, health });

  // Checked at start: a bad NOTIFY_TO stops the server with a clear message.
  const notifyRoutes = parseNotifyTo(config.NOTIFY_TO);
  if (notifyRoutes.length === 0) logger.warn("NOTIFY_TO is not set: nobody is emailed about new submissions");
  const steps: readonly IntakeStep[] = [
    suppressionCheckStep(storage),
    inboxStep(storage.dialect),
    notificationStep(notifyRoutes),
    privacyCaseStep({ storage, audit, publicUrl: publicUrl(config) }),
  ];

  const deliverers = { ...configuredDeliverers(config, logger, storage), ...options.deliverers };
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

  await mountSubmissions(app, {
    storage,
    config,
    logger,
    steps: options.steps ? options.steps(steps) : steps,
    onStored: () => worker?.nudge(),
  });
  addPrivacyRoutes(app, { storage, audit, logger });
  if (options.desk !== false) await mountDesk(app, { config, logger, storage });
  if (options.site) addSiteRoutes(app, options.site);

  const jobs: PrivacyJobs | undefined =
    options.jobs === false ? undefined : startPrivacyJobs({ storage, audit, config, logger, deskUrl });
  const cleanUp = setInterval(
    () =>
      void Promise.all([pruneUsedTokens(storage.db), pruneRateLimits(storage.db)]).catch((e) =>
        logger.warn({ err: (e as Error).message }, "clean-up failed"),
      ),
    options.cleanUpIntervalMs ?? 10 * 60 * 1000,
  );
  cleanUp.unref();

  let background: Promise<void> | undefined;
  const stopBackground = () => {
    clearInterval(cleanUp);
    jobs?.stop();
    background ??= worker?.stop() ?? Promise.resolve();
    return background;
  };
  let closed: Promise<void> | undefined;
  return {
    ...services,
    app,
    health,
    stopBackground,
    close() {
      closed ??= stopBackground().then(() => storage.close());
      return closed;
    },
  };
}
