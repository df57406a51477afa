// The environment, parsed once at start. A bad value stops the server with a clear message.
import { join } from "node:path";
import { z } from "zod";
import type { Destination } from "#shared/outbox/destinations.ts";
import { backupRetention } from "#shared/privacy/backup-retention.ts";
import { retention } from "#shared/site/facts.ts";

const bool = z
  .enum(["true", "false", "1", "0", "yes", "no"])
  .transform((v) => v === "true" || v === "1" || v === "yes");

export const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  /** Where the production build lives (the same variable the build uses). */
  BUILD_DIR: z.string().min(1).default("build"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** Embedded SQLite lives here when DATABASE_URL is not set. */
  DATA_DIR: z.string().min(1).default("./data"),
  /** postgres://… to use a PostgreSQL server instead of the embedded database. */
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  /** CRM webhook that receives every submission (Standard Webhooks signature). */
  FORM_WEBHOOK_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** Secret for the webhook signature: whsec_<base64> or any string of 24+ characters. */
  FORM_WEBHOOK_SECRET: z.string().min(24).optional(),
  /** Secret that signs human-check challenges and proofs; generated and kept in DATA_DIR when unset. */
  FORM_PROOF_SECRET: z.string().min(32).optional(),
  /** Server-side submissions allowed per client address per hour. */
  RATE_LIMIT_PER_HOUR: z.coerce.number().int().min(1).max(100000).default(20),
  /** Believe X-Forwarded-For / X-Forwarded-Proto (only behind a proxy you control). */
  TRUST_PROXY: bool.default(false),
  /** With TRUST_PROXY: how many proxies of yours each append an X-Forwarded-For entry (CDN + load balancer = 2). */
  TRUST_PROXY_HOPS: z.coerce.number().int().min(1).max(10).default(1),
  /** Add `preload` to HSTS (only once the domain is meant for browsers' preload lists: hard to undo). */
  HSTS_PRELOAD: bool.default(false),
  /** The site's public address, for links in emails (e.g. https://www.example.com); defaults to http://localhost:PORT. */
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** Who hears of each new submission: "sales@example.com, mortgage-leads:mortgage@example.com" (form:address for one form). */
  NOTIFY_TO: z.string().max(4000).optional(),
  /** Who receives the daily digest of privacy cases due within 7 days or overdue. */
  PRIVACY_OFFICER_EMAIL: z.email().optional(),
  /** The Sydney hour (0-23) from which the daily privacy digest is sent. */
  PRIVACY_DIGEST_HOUR: z.coerce.number().int().min(0).max(23).default(7),
  /** Enquiries are anonymised after this many months (the privacy policies state facts.retention). */
  RETENTION_MONTHS_ENQUIRIES: z.coerce.number().int().min(1).max(1200).default(retention.enquiryMonths),
  /** Closed privacy cases are reduced to their audit trail after this many months. */
  RETENTION_MONTHS_PRIVACY: z.coerce.number().int().min(1).max(1200).default(retention.privacyCaseMonths),
  /** Days raw analytics events are kept; their daily aggregates are kept indefinitely (the policies state facts.retention). */
  /** How old today's analytics figures may be on the desk (seconds): a day not rolled up yet is aggregated from its raw events at most this often. */
  ANALYTICS_LIVE_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  ANALYTICS_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(retention.analyticsEventDays),
  /** The list systems' webhook: suppression.created / suppression.deleted events (Standard Webhooks signature). */
  LIST_WEBHOOK_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** Secret for the list webhook's signature: whsec_<base64> or any string of 24+ characters. */
  LIST_WEBHOOK_SECRET: z.string().min(24).optional(),
  /** Mail server for notifications, invitations and recovery links: smtp://user:pass@host:587 or smtps://…:465. */
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  /** The From address of every email, e.g. "Leadwise <desk@example.com>". */
  MAIL_FROM: z.string().min(3).max(300).default("Leadwise staff desk <no-reply@localhost>"),
  /** Set to false to run the API without the outbox worker (e.g. a dedicated worker elsewhere). */
  OUTBOX_WORKER: bool.default(true),
  /** Outbox deliveries in flight at once (a slow receiver holds one of them, not the queue). */
  OUTBOX_CONCURRENCY: z.coerce.number().int().min(1).max(256).default(8),
  /** Days a delivered outbox entry keeps its payload (personal data) before only its envelope stays. */
  OUTBOX_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  /** PostgreSQL: the longest wait for a connection or an answer before the request gets 503 (ms). */
  DATABASE_TIMEOUT_MS: z.coerce.number().int().min(1000).max(120_000).default(5000),
  /** Where `npm run backup` and the daily backup job write (default DATA_DIR/backups). */
  BACKUP_DIR: z.string().min(1).optional(),
  /** Take a backup once a day (one instance of several does it). */
  BACKUP_DAILY: bool.default(true),
  /** Backups kept: the newest of each of this many days… */
  BACKUP_KEEP_DAILY: z.coerce.number().int().min(1).max(366).default(backupRetention.daily),
  /** …and the newest of each of this many ISO weeks. */
  BACKUP_KEEP_WEEKLY: z.coerce.number().int().min(0).max(520).default(backupRetention.weekly),
  /** With it, GET /metrics on the server's port answers only `Authorization: Bearer <token>`. */
  METRICS_TOKEN: z.string().min(24).max(500).optional(),
  /** Also serve /metrics without a token on 127.0.0.1 at this port (for a local agent). */
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  /** Seconds after start before the daily jobs first look for work (then hourly). */
  JOBS_START_DELAY_S: z.coerce.number().int().min(0).max(86_400).default(30),
  /**
   * Continuous replica of the embedded database (Litestream, decision 053): a directory (another
   * disk), file:///path, or s3://bucket/path on any S3-compatible store.
   */
  REPLICA_URL: z
    .string()
    .min(1)
    .refine((v) => /^(s3|file):\/\//.test(v) || !/^[a-z][a-z0-9+.-]*:\/\//i.test(v), {
      message: "a directory, file:///path or s3://bucket/path",
    })
    .optional(),
  /** S3-compatible stores other than AWS: their endpoint, e.g. https://s3.example.com (MinIO, R2, B2 …). */
  REPLICA_S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  /** The bucket's region (S3). */
  REPLICA_S3_REGION: z.string().min(1).max(100).optional(),
  /** How often new WAL frames are shipped to the replica (ms): the loss window on a lost disk. */
  REPLICA_SYNC_INTERVAL_MS: z.coerce.number().int().min(100).max(60_000).default(250),
  /** Hours of history the replica keeps: how far back `npm run restore -- --from-replica --timestamp` reaches. */
  REPLICA_RETENTION_HOURS: z.coerce.number().int().min(1).max(8760).default(24),
});

export type Config = z.infer<typeof envSchema>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join("\n")}`);
  }
  const config = parsed.data;
  if (config.FORM_WEBHOOK_URL && !config.FORM_WEBHOOK_SECRET) {
    throw new Error("Invalid environment:\n  FORM_WEBHOOK_SECRET: required when FORM_WEBHOOK_URL is set");
  }
  if (config.METRICS_PORT !== undefined && config.METRICS_PORT === config.PORT) {
    throw new Error(
      "Invalid environment:\n  METRICS_PORT: must differ from PORT (it serves /metrics on 127.0.0.1 only)",
    );
  }
  if (config.LIST_WEBHOOK_URL && !config.LIST_WEBHOOK_SECRET) {
    throw new Error("Invalid environment:\n  LIST_WEBHOOK_SECRET: required when LIST_WEBHOOK_URL is set");
  }
  if (config.REPLICA_URL && config.DATABASE_URL) {
    throw new Error(
      "Invalid environment:\n  REPLICA_URL: replicates the embedded database only (PostgreSQL has its own replication)",
    );
  }
  return config;
}

/** Proxies whose X-Forwarded-For entries are believed: 0 unless TRUST_PROXY is on. */
export function proxyHops(config: Pick<Config, "TRUST_PROXY" | "TRUST_PROXY_HOPS">): number {
  return config.TRUST_PROXY ? config.TRUST_PROXY_HOPS : 0;
}

/** A connection URL safe to log: the password and every secret-looking query parameter masked. */
export function maskedUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = "***";
    for (const key of [...u.searchParams.keys()]) {
      if (/pass|secret|key|token|cert/i.test(key)) u.searchParams.set(key, "***");
    }
    return u.toString().replaceAll("%2A%2A%2A", "***");
  } catch {
    return "(not a URL)";
  }
}

/** Where backups go: BACKUP_DIR, else DATA_DIR/backups. */
export function backupDir(config: Pick<Config, "BACKUP_DIR" | "DATA_DIR">): string {
  return config.BACKUP_DIR ?? join(config.DATA_DIR, "backups");
}

/** The public origin links in emails point at. */
export function publicUrl(config: Config): string {
  return (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/$/, "");
}

/**
 * Which destinations this server delivers to, by its environment (the same tests the outbox
 * worker's start makes, server/start/compose.server.ts): an unconfigured one keeps its entries
 * waiting, and the desk says "not configured" instead of "pending" (issue 25).
 */
export function configuredDestinations(
  config: Pick<
    Config,
    "FORM_WEBHOOK_URL" | "FORM_WEBHOOK_SECRET" | "SMTP_URL" | "LIST_WEBHOOK_URL" | "LIST_WEBHOOK_SECRET"
  >,
): Record<Destination, boolean> {
  return {
    crm: Boolean(config.FORM_WEBHOOK_URL && config.FORM_WEBHOOK_SECRET),
    mail: Boolean(config.SMTP_URL),
    lists: Boolean(config.LIST_WEBHOOK_URL && config.LIST_WEBHOOK_SECRET),
  };
}
