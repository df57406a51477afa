// Metrics for a monitor (issue 27): GET /metrics in Prometheus's text format, from prom-client.
// Names follow Prometheus's practice (base units, `_total` counters, a `leadwise_` prefix for the
// application's own). Per request only counters and the HTTP histogram are touched (a few
// microseconds); the outbox, privacy-case, backup and daily-job gauges are computed when scraped
// (collect()), from indexed queries, cached for a few seconds so that several scrapers cost one
// query each. Labels are bounded sets (route templates, form names, reasons, channels,
// jurisdictions, job names): never a raw path, an address or anything a person typed.
import { timingSafeEqual } from "node:crypto";
import type { Context, Hono } from "hono";
import { sql } from "kysely";
import type { Logger } from "pino";
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import type { Storage } from "#server/db/database.server.ts";
import { toIso } from "#server/db/schema.server.ts";
import { lastSuccessfulRuns } from "#server/jobs/daily-jobs.server.ts";
import type { Deliverers } from "#server/outbox/worker.server.ts";
import { closedStatuses } from "#shared/privacy/cases.ts";
import { addDays, jurisdictions, todayIn } from "#shared/privacy/due-dates.ts";
import { lastBackup } from "./backup.server.ts";
import type { Replica } from "./replica.server.ts";

/** Outbox destinations as the metrics name them (the channels). */
const channels = {
  crm: "crm",
  lists: "list",
  mail: "mail",
  hubspot: "hubspot",
  pipedrive: "pipedrive",
  salesforce: "salesforce",
} as const;

/** Cases due within these many days (today included, not overdue) are counted as due soon. */
export const DUE_SOON_METRIC_DAYS = [2, 5] as const;

export interface Metrics {
  registry: Registry;
  /** One HTTP answer: method, route template (or page/asset/redirect/not_found), status. */
  observeRequest(method: string, route: string, status: number, seconds: number): void;
  /** A submission stored (form: the form's page name). */
  stored(form: string): void;
  /** A submission refused, and why (a fixed word: invalid, human_check, rate_limited, …). */
  refused(form: string, reason: string): void;
  /** Content published by this instance (decision 066). */
  contentPublished(): void;
  /** Page renders of published or publishing content that failed on this instance (the pages kept the old words). */
  contentRenderFailed(): void;
  /** Pages of content published elsewhere shown here: taken as another instance rendered them, or rendered here (decision 088). */
  contentPagesShown(taken: number, rendered: number): void;
  /** Wraps the outbox deliverers to count attempts and mail failures. */
  countDeliveries(deliverers: Deliverers): Deliverers;
  /** The /metrics answer. */
  answer(): Promise<Response>;
}

interface Snapshot {
  outbox: { channel: string; pending: number; dead: number; oldestPendingAt: string | null }[];
  cases: { jurisdiction: string; open: number; dueWithin: Record<number, number>; overdue: number }[];
  lastBackupAt: string | null;
  jobs: Map<string, string>;
  at: number;
}

const HTTP_BUCKETS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export function createMetrics(ctx: {
  storage: Storage;
  logger: Logger;
  /** Daily jobs to report even before they first ran. */
  jobNames: readonly string[];
  cacheMs?: number;
  now?: () => number;
  /** With REPLICA_URL: the replica's lag and state (replica.server.ts). */
  replica?: Pick<Replica, "lagSeconds" | "up" | "restarts">;
}): Metrics {
  const { storage } = ctx;
  const now = ctx.now ?? Date.now;
  const cacheMs = ctx.cacheMs ?? 5000;
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const http = new Histogram({
    name: "http_request_duration_seconds",
    help: "HTTP answers by method, route template and status class",
    labelNames: ["method", "route", "status_class"] as const,
    buckets: HTTP_BUCKETS,
    registers: [registry],
  });
  const storedTotal = new Counter({
    name: "leadwise_submissions_stored_total",
    help: "Submissions stored (acknowledged with 201 for the first time), by form",
    labelNames: ["form"] as const,
    registers: [registry],
  });
  const refusedTotal = new Counter({
    name: "leadwise_submissions_refused_total",
    help: "Submissions refused, by form (unknown before validation) and reason",
    labelNames: ["form", "reason"] as const,
    registers: [registry],
  });
  const attemptsTotal = new Counter({
    name: "leadwise_outbox_delivery_attempts_total",
    help: "Outbox delivery attempts made by this instance, by channel and result (ok, failed)",
    labelNames: ["channel", "result"] as const,
    registers: [registry],
  });
  const publishedTotal = new Counter({
    name: "leadwise_content_publishes_total",
    help: "Content entries published through this instance (rendered, then stored)",
    registers: [registry],
  });
  const renderFailuresTotal = new Counter({
    name: "leadwise_content_render_failures_total",
    help: "Renders of content that failed on this instance (a publish refused, or a published entry whose pages kept their old words)",
    registers: [registry],
  });
  const pagesShownTotal = new Counter({
    name: "leadwise_content_pages_shown_total",
    help: "Pages of content published elsewhere that this instance swapped in, by how it got them (taken: as the publishing instance rendered them; rendered: here)",
    labelNames: ["how"] as const,
    registers: [registry],
  });
  const mailFailures = new Counter({
    name: "leadwise_mail_send_failures_total",
    help: "Emails the mail server refused or that could not be sent (each failed attempt)",
    registers: [registry],
  });

  let cached: Promise<Snapshot> | undefined;
  let cachedAt = 0;
  async function read(): Promise<Snapshot> {
    const at = now();
    const outboxRows = await storage.db
      .selectFrom("outbox")
      .select([
        "destination",
        "status",
        sql<number>`count(*)`.as("n"),
        sql<string | Date>`min(created_at)`.as("oldest"),
      ])
      .where("status", "in", ["pending", "dead"])
      .groupBy(["destination", "status"])
      .execute();
    const outbox = Object.entries(channels).map(([destination, channel]) => {
      const pending = outboxRows.find((r) => r.destination === destination && r.status === "pending");
      const dead = outboxRows.find((r) => r.destination === destination && r.status === "dead");
      return {
        channel,
        pending: Number(pending?.n ?? 0),
        dead: Number(dead?.n ?? 0),
        oldestPendingAt: pending ? toIso(pending.oldest) : null,
      };
    });
    const caseRows = await storage.db
      .selectFrom("privacy_cases")
      .select(["jurisdiction", sql<string>`coalesce(extended_to, due_date)`.as("due")])
      .where("status", "not in", closedStatuses)
      .execute();
    const cases = jurisdictions.map((jurisdiction) => {
      const today = todayIn(jurisdiction, at);
      const open = caseRows.filter((r) => r.jurisdiction === jurisdiction);
      const dueWithin: Record<number, number> = {};
      for (const days of DUE_SOON_METRIC_DAYS) {
        const limit = addDays(today, days) ?? today;
        dueWithin[days] = open.filter((r) => r.due >= today && r.due <= limit).length;
      }
      return { jurisdiction, open: open.length, overdue: open.filter((r) => r.due < today).length, dueWithin };
    });
    const backup = await lastBackup(storage);
    return { outbox, cases, lastBackupAt: backup?.at ?? null, jobs: await lastSuccessfulRuns(storage), at };
  }
  /** One query round per cache period, shared by every gauge of a scrape (and by concurrent scrapes). */
  function snapshot(): Promise<Snapshot> {
    if (!cached || now() - cachedAt > cacheMs) {
      cachedAt = now();
      cached = read();
      cached.catch(() => {
        cached = undefined;
      });
    }
    return cached;
  }
  const ageOf = (iso: string | null, at: number) => (iso ? Math.max(0, (at - Date.parse(iso)) / 1000) : undefined);

  function gauge<L extends string>(
    name: string,
    help: string,
    labelNames: readonly L[],
    fill: (g: Gauge<L>, s: Snapshot) => void,
  ): void {
    new Gauge<L>({
      name,
      help,
      labelNames,
      registers: [registry],
      async collect() {
        const s = await snapshot();
        this.reset();
        fill(this, s);
      },
    });
  }
  gauge("leadwise_outbox_pending", "Outbox entries waiting to be delivered, by channel", ["channel"], (g, s) => {
    for (const o of s.outbox) g.set({ channel: o.channel }, o.pending);
  });
  gauge(
    "leadwise_outbox_oldest_pending_age_seconds",
    "Age of the oldest outbox entry still waiting, by channel (0 when none waits)",
    ["channel"],
    (g, s) => {
      for (const o of s.outbox) g.set({ channel: o.channel }, ageOf(o.oldestPendingAt, s.at) ?? 0);
    },
  );
  gauge(
    "leadwise_outbox_dead",
    "Outbox entries parked as dead after their retry window, by channel",
    ["channel"],
    (g, s) => {
      for (const o of s.outbox) g.set({ channel: o.channel }, o.dead);
    },
  );
  gauge("leadwise_privacy_cases_open", "Open privacy cases, by jurisdiction", ["jurisdiction"], (g, s) => {
    for (const c of s.cases) g.set({ jurisdiction: c.jurisdiction }, c.open);
  });
  gauge(
    "leadwise_privacy_cases_due_soon",
    "Open privacy cases due within_days days from today (today included, not overdue), by jurisdiction",
    ["jurisdiction", "within_days"],
    (g, s) => {
      for (const c of s.cases) {
        for (const days of DUE_SOON_METRIC_DAYS) {
          g.set({ jurisdiction: c.jurisdiction, within_days: String(days) }, c.dueWithin[days] ?? 0);
        }
      }
    },
  );
  gauge(
    "leadwise_privacy_cases_overdue",
    "Open privacy cases past their due date, by jurisdiction",
    ["jurisdiction"],
    (g, s) => {
      for (const c of s.cases) g.set({ jurisdiction: c.jurisdiction }, c.overdue);
    },
  );
  gauge(
    "leadwise_backup_last_success_age_seconds",
    "Seconds since the last good backup (any instance); -1 when there has never been one",
    [],
    (g, s) => {
      g.set(ageOf(s.lastBackupAt, s.at) ?? -1);
    },
  );
  gauge(
    "leadwise_daily_job_last_success_age_seconds",
    "Seconds since each daily job last ran to the end (any instance); -1 when it never has",
    ["job"],
    (g, s) => {
      for (const job of new Set([...ctx.jobNames, ...s.jobs.keys()])) {
        g.set({ job }, ageOf(s.jobs.get(job) ?? null, s.at) ?? -1);
      }
    },
  );

  const replica = ctx.replica;
  if (replica) {
    // Read from this process's own replica when scraped (not from the database: per instance).
    new Gauge({
      name: "leadwise_replica_lag_seconds",
      help: "Age of the oldest write not yet in the replica (an upper bound; 0 when everything is shipped)",
      registers: [registry],
      collect() {
        this.set(replica.lagSeconds());
      },
    });
    new Gauge({
      name: "leadwise_replica_up",
      help: "1 while Litestream runs and answers, 0 otherwise",
      registers: [registry],
      collect() {
        this.set(replica.up() ? 1 : 0);
      },
    });
    new Gauge({
      name: "leadwise_replica_restarts",
      help: "Times Litestream died and was started again since this server started",
      registers: [registry],
      collect() {
        this.set(replica.restarts());
      },
    });
  }

  return {
    registry,
    observeRequest(method, route, status, seconds) {
      http.observe({ method, route, status_class: `${Math.trunc(status / 100)}xx` }, seconds);
    },
    stored: (form) => storedTotal.inc({ form }),
    refused: (form, reason) => refusedTotal.inc({ form, reason }),
    contentPublished: () => publishedTotal.inc(),
    contentRenderFailed: () => renderFailuresTotal.inc(),
    contentPagesShown(taken, rendered) {
      pagesShownTotal.inc({ how: "taken" }, taken);
      pagesShownTotal.inc({ how: "rendered" }, rendered);
    },
    countDeliveries(deliverers) {
      const counted: Deliverers = {};
      for (const [destination, deliver] of Object.entries(deliverers) as [
        keyof Deliverers,
        Deliverers[keyof Deliverers],
      ][]) {
        if (!deliver) continue;
        const channel = channels[destination];
        counted[destination] = async (entry, signal) => {
          const result = await deliver(entry, signal);
          attemptsTotal.inc({ channel, result: result.ok ? "ok" : "failed" });
          if (!result.ok && destination === "mail") mailFailures.inc();
          return result;
        };
      }
      return counted;
    },
    async answer() {
      try {
        const body = await registry.metrics();
        return new Response(body, {
          status: 200,
          headers: { "Content-Type": registry.contentType, "Cache-Control": "no-store" },
        });
      } catch (error) {
        ctx.logger.warn({ err: (error as Error).message }, "metrics could not be collected");
        return new Response("metrics unavailable\n", { status: 503, headers: { "Cache-Control": "no-store" } });
      }
    },
  };
}

/** True when the Authorization header carries exactly `Bearer <token>` (compared in constant time). */
export function bearerMatches(header: string | undefined, token: string): boolean {
  const expected = Buffer.from(`Bearer ${token}`);
  const given = Buffer.from(header ?? "");
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * GET /metrics on the public app, only with METRICS_TOKEN: 401 without the right bearer token
 * (and nothing else said). Without a token the route is not added and /metrics is the site's 404.
 */
export function addMetricsRoute(app: Hono, metrics: Metrics, token: string | undefined): void {
  if (!token) return;
  app.get("/metrics", async (c: Context) => {
    if (!bearerMatches(c.req.header("authorization"), token)) {
      return c.text("Unauthorized\n", 401, {
        "WWW-Authenticate": 'Bearer realm="metrics"',
        "Cache-Control": "no-store",
      });
    }
    return metrics.answer();
  });
}
