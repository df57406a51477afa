// Start-up, in one place: what the server (server/main.ts), the command-line tools
// (server/cli/) and the tests all build on. `openServices` opens storage (running its
// migrations) and the audit log; `composeServer` adds the HTTP application with every route
// (form API and intake with its steps, privacy links, staff desk, static site), the outbox worker
// with its destinations, the daily jobs (declared by their concerns, run once a day across
// instances), the probes (/livez, /readyz), the metrics and the hourly clean-up.
import { Hono } from "hono";
import type { Logger } from "pino";
import { analyticsDailyJob } from "#server/analytics/aggregate.server.ts";
import { attributionStep } from "#server/analytics/attribution.server.ts";
import { countedRequest } from "#server/analytics/counted.server.ts";
import { type AnalyticsIngest, mountAnalytics } from "#server/analytics/ingest.server.ts";
import { type VisitorHasher, visitorHasher } from "#server/analytics/visitor.server.ts";
import { type AuditLog, createAuditLog } from "#server/audit/audit.server.ts";
import { backupDir, type Config, proxyHops, publicUrl } from "#server/config/config.server.ts";
import { addPreviewRoute } from "#server/content/preview.server.ts";
import type { ContentPublishing } from "#server/content/publish.server.ts";
import type { PageRenderer } from "#server/content/render.server.ts";
import { crmDeliverers, crmOrderKey } from "#server/crm/deliverers.server.ts";
import { createCrmRouting } from "#server/crm/routing.server.ts";
import { openStorage, type Storage } from "#server/db/database.server.ts";
import { pruneRateLimits } from "#server/db/rate-limits.server.ts";
import { pruneUsedTokens } from "#server/db/used-tokens.server.ts";
import { mountDesk } from "#server/desk/mount.server.ts";
import { experimentsStep } from "#server/experiments/enquiry-arms.server.ts";
import { runningExperimentOn } from "#server/experiments/experiments-store.server.ts";
import { armShown, type LiveExperiments, watchExperiments } from "#server/experiments/live-experiments.server.ts";
import { addSiteRoutes, createApp } from "#server/http/app.server.ts";
import type { StaticSite } from "#server/http/static-site.server.ts";
import { type DailyJobs, startDailyJobs } from "#server/jobs/daily-jobs.server.ts";
import { inboxStep } from "#server/leads/inbox-step.server.ts";
import { NOTIFICATION, notificationStep, notificationTemplate, parseNotifyTo } from "#server/leads/notify.server.ts";
import { mailDeliverer } from "#server/mail/mailer.server.ts";
import { redactExpiredSecrets } from "#server/mail/outbox.server.ts";
import { backupDailyJob } from "#server/operations/backup.server.ts";
import { type DataDirLock, holdSharedLock } from "#server/operations/data-dir-lock.server.ts";
import { addProbeRoutes, createReadiness, type Readiness } from "#server/operations/health.server.ts";
import { addMetricsRoute, createMetrics, type Metrics } from "#server/operations/metrics.server.ts";
import { attachReplica } from "#server/operations/replica.server.ts";
import type { BackoffSchedule } from "#server/outbox/backoff.server.ts";
import { webhookDeliverer } from "#server/outbox/webhook.server.ts";
import { type Deliverers, type OutboxWorker, startOutboxWorker } from "#server/outbox/worker.server.ts";
import { privacyCaseStep, suppressionCheckStep } from "#server/privacy/intake-steps.server.ts";
import { privacyDailyJobs } from "#server/privacy/jobs.server.ts";
import { listDeliverers } from "#server/privacy/lists.server.ts";
import { addPrivacyRoutes } from "#server/privacy/mount.server.ts";
import { suppressionHash } from "#server/privacy/suppression-key.server.ts";
import type { IntakeStep } from "#server/submissions/intake.server.ts";
import { mountSubmissions } from "#server/submissions/mount.server.ts";
import { pages } from "#shared/site/pages.ts";

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
  /** Run the daily jobs (retention, digest, backup); default true. */
  jobs?: boolean;
  /** How often analytics events are written (ms); default 1000. */
  analyticsFlushMs?: number;
  /** Daily jobs' timing (tests): first look after `firstDelayMs` (JOBS_START_DELAY_S otherwise), then every `intervalMs`. */
  dailyJobs?: { firstDelayMs?: number; intervalMs?: number; now?: () => number };
  /** How long scraped gauges are reused (ms); default 5000. */
  metricsCacheMs?: number;
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
  // The embedded database's users hold DATA_DIR's shared lock, so a restore is refused while they run.
  const lock: DataDirLock | undefined = config.DATABASE_URL ? undefined : holdSharedLock(config.DATA_DIR);
  let storage: Storage;
  try {
    storage = await openStorage({
      DATA_DIR: config.DATA_DIR,
      DATABASE_URL: config.DATABASE_URL,
      logger,
      sqliteBusyTimeoutMs: options.sqliteBusyTimeoutMs,
      poolSize: options.poolSize,
      pgTimeoutMs: options.pgTimeoutMs ?? config.DATABASE_TIMEOUT_MS,
      // With a replica, Litestream checkpoints the WAL (decision 053).
      replicated: Boolean(config.REPLICA_URL),
    });
  } catch (error) {
    lock?.release();
    throw error;
  }
  return {
    config,
    logger,
    storage,
    audit: await createAuditLog(storage),
    close: () => storage.close().finally(() => lock?.release()),
  };
}

export interface ComposedServer extends Services {
  app: Hono;
  /** The analytics writer (tests: flush what is queued). */
  analytics: AnalyticsIngest;
  /** True when storage answers (for /healthz). */
  health(): Promise<boolean>;
  /** /readyz's state; `stopAccepting()` when shutdown begins. */
  readiness: Readiness;
  metrics: Metrics;
  /** How the desk publishes content: set `live` once the live content runs (decision 066). */
  content: ContentPublishing;
  /** The running experiments (decision 081), for the live content's arms' pages. */
  experiments: LiveExperiments;
  /** With METRICS_PORT: an app serving GET /metrics without a token, for 127.0.0.1 only. */
  metricsApp?: Hono;
  /**
   * Stops the worker, jobs and clean-up; storage stays open for requests in flight. Deliveries in
   * flight get `graceMs` (default 0) to finish before they are cut short.
   */
  stopBackground(graceMs?: number): Promise<void>;
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

/**
 * The whole server on its storage; `site` is the prerendered public site (absent: API and desk only),
 * `renderer` the build's page renderer (previews of drafts).
 */
/**
 * Whether a path is a page whose visits analytics counts: the registry's, and every page the site
 * serves now (decision 071: an article published in the desk is counted like the shipped ones).
 */
function isPageOf(site: StaticSite | undefined): (path: string) => boolean {
  const shipped = new Set<string>(pages.map((p) => p.path));
  return (path) => shipped.has(path) || site?.pagePaths.has(path) === true;
}

export async function composeServer(
  config: Config,
  logger: Logger,
  options: ServerOptions & { site?: StaticSite; renderer?: PageRenderer } = {},
): Promise<ComposedServer> {
  const services = await openServices(config, logger, options);
  const { storage, audit } = services;
  logger.info({ dialect: storage.dialect, location: storage.location }, "storage ready");
  // The suppression list's hash key, made on first start (and older entries given keyed hashes).
  await suppressionHash(storage);
  // REPLICA_URL: Litestream streams the WAL to the replica; stopped when storage closes.
  const replica = await attachReplica(config, logger, storage);
  const deskUrl = `${publicUrl(config)}/desk`;
  const health = () => storage.ping();
  // The running experiments: the arms' pages, their exposures and the enquiries' arms (decision 081).
  const experiments = await watchExperiments(storage, logger);
  // Daily jobs are declarations (one per concern's job); the runner below runs each once a day across instances.
  const dailyJobs = [
    ...privacyDailyJobs({ storage, audit, config, logger, deskUrl }),
    backupDailyJob({
      storage,
      databaseUrl: config.DATABASE_URL,
      dir: backupDir(config),
      keepDaily: config.BACKUP_KEEP_DAILY,
      keepWeekly: config.BACKUP_KEEP_WEEKLY,
      enabled: config.BACKUP_DAILY,
    }),
    analyticsDailyJob(storage, config.ANALYTICS_RETENTION_DAYS),
  ];
  const metrics = createMetrics({
    storage,
    logger,
    jobNames: dailyJobs.map((j) => j.name),
    cacheMs: options.metricsCacheMs,
    replica,
  });
  const readiness = createReadiness(storage);
  const app = createApp({ config, logger, health, observe: metrics.observeRequest });
  addProbeRoutes(app, readiness);
  addMetricsRoute(app, metrics, config.METRICS_TOKEN);
  let metricsApp: Hono | undefined;
  if (config.METRICS_PORT) {
    metricsApp = new Hono();
    metricsApp.get("/metrics", () => metrics.answer());
  }

  // Checked at start: a bad NOTIFY_TO stops the server with a clear message.
  const notifyRoutes = parseNotifyTo(config.NOTIFY_TO);
  if (notifyRoutes.length === 0) logger.warn("NOTIFY_TO is not set: nobody is emailed about new submissions");
  const crmRouting = createCrmRouting();
  const steps: readonly IntakeStep[] = [
    // First: the first and last touch it writes into the row are what the others read (decision 085).
    attributionStep(storage.dialect),
    suppressionCheckStep(storage),
    inboxStep(storage.dialect),
    notificationStep(notifyRoutes),
    privacyCaseStep({ storage, audit, publicUrl: publicUrl(config) }),
    experimentsStep(experiments),
    // Last: the CRM connectors' entries carry the flags the steps before set.
    crmRouting.step,
  ];

  const deliverers = metrics.countDeliveries({
    ...configuredDeliverers(config, logger, storage),
    ...crmDeliverers({ storage, audit, logger }),
    ...options.deliverers,
  });
  let worker: OutboxWorker | undefined;
  if (config.OUTBOX_WORKER && Object.keys(deliverers).length > 0) {
    worker = startOutboxWorker({
      storage,
      deliverers,
      logger,
      concurrency: config.OUTBOX_CONCURRENCY,
      orderKey: crmOrderKey,
      ...options.outbox,
    });
    logger.info({ destinations: Object.keys(deliverers) }, "outbox worker started");
  }

  // Before the form API, whose routes end with the /api/* catch-all.
  const analytics: AnalyticsIngest = mountAnalytics(app, {
    storage,
    logger,
    proxyHops: proxyHops(config),
    isPage: isPageOf(options.site),
    ownHost: new URL(publicUrl(config)).hostname,
    flushIntervalMs: options.analyticsFlushMs,
    exposureShown: (id, arm, visitor) => armShown(experiments, id, arm, visitor),
  });
  // The analytics' own hash (same salt, same day) of a submission's sender, made only for a sender
  // the analytics count, and only when an enquiry's touch asks for the visit (decision 085) or an
  // experiment runs (its exposures, decision 081): no work otherwise.
  let hasher: VisitorHasher | undefined;
  await mountSubmissions(app, {
    storage,
    config,
    logger,
    steps: options.steps ? options.steps(steps) : steps,
    onStored: () => worker?.nudge(),
    visitorOf: (address, header, at, touched) => {
      if (!touched && experiments.list().length === 0) return undefined;
      if (!countedRequest(header)) return undefined;
      hasher ??= visitorHasher(storage);
      return hasher.hash(address, header("user-agent") ?? "", at);
    },
    count: (form, result) => (result === "stored" ? metrics.stored(form) : metrics.refused(form, result)),
  });
  addPrivacyRoutes(app, { storage, audit, logger });
  // Filled by whoever starts the live content (main.ts), so the desk's publishes render the pages.
  // A running experiment holds its entry's publishes (decision 084).
  const content: ContentPublishing = { experimentOn: (entryId) => runningExperimentOn(storage, entryId) };
  const desk =
    options.desk === false ? undefined : await mountDesk(app, { config, logger, storage, content, crmRouting });
  // Signed preview links of drafts (decision 066): before the site's catch-all.
  if (options.site && options.renderer) addPreviewRoute(app, { storage, renderer: options.renderer });
  if (options.site) addSiteRoutes(app, options.site, { armFor: experiments.armFor, proxyHops: proxyHops(config) });

  const jobs: DailyJobs | undefined =
    options.jobs === false
      ? undefined
      : startDailyJobs({
          storage,
          logger,
          jobs: dailyJobs,
          firstDelayMs: options.dailyJobs?.firstDelayMs ?? config.JOBS_START_DELAY_S * 1000,
          intervalMs: options.dailyJobs?.intervalMs,
          now: options.dailyJobs?.now,
        });
  const cleanUp = setInterval(
    () =>
      void Promise.all([
        pruneUsedTokens(storage.db),
        pruneRateLimits(storage.db),
        // Mail whose sign-in or identity link has expired: no copy of it is kept (issue 22).
        redactExpiredSecrets(storage.db),
      ]).catch((e) => logger.warn({ err: (e as Error).message }, "clean-up failed")),
    options.cleanUpIntervalMs ?? 10 * 60 * 1000,
  );
  cleanUp.unref();

  let background: Promise<void> | undefined;
  const stopBackground = (graceMs?: number) => {
    clearInterval(cleanUp);
    experiments.stop();
    jobs?.stop();
    background ??= Promise.all([worker?.stop(graceMs), analytics.stop(), desk?.settle()]).then(() => undefined);
    return background;
  };
  let closed: Promise<void> | undefined;
  return {
    ...services,
    app,
    analytics,
    health,
    readiness,
    metrics,
    metricsApp,
    content,
    experiments,
    stopBackground,
    close() {
      // Again: answers still draining when the background stopped may have left desk tasks.
      closed ??= stopBackground()
        .then(() => desk?.settle())
        .then(() => services.close());
      return closed;
    },
  };
}
