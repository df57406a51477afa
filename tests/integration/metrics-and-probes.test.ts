// /metrics, /livez and /readyz (issue 27), on both engines: the token guards /metrics (401 and
// nothing else for a missing or wrong one), names and labels follow Prometheus's practice (route
// templates, never raw paths), the submission counters, outbox, privacy-case, backup and daily-job
// gauges read what storage holds; /readyz says 503 once shutdown begins. Without a token /metrics
// is the site's 404; METRICS_PORT serves it on 127.0.0.1 without one (a real server process).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { robotsTxt, sitemapXml } from "#server/http/search-files.ts";
import { claimDailyRun } from "#server/jobs/daily-jobs.server.ts";
import { takeBackup } from "#server/operations/backup.server.ts";
import { freePort } from "#tests/support/ports.ts";
import { contactPayload, privacyPayload, proofPool } from "#tests/support/submissions.ts";
import { createStorage, engines, postJson, startServer, storageFixture, type TestServer } from "./harness.ts";
import { spawnServer } from "./server-process.ts";

const TOKEN = "metrics-token-for-the-tests-0123456789";

/** The value of one sample line (`name{labels} value`), or undefined. */
function sample(text: string, name: string, labels = ""): number | undefined {
  const line = text.split("\n").find((l) => l.startsWith(`${name}${labels ? `{${labels}}` : ""} `));
  return line === undefined ? undefined : Number(line.split(" ").at(-1));
}

describe.each(engines)("metrics and probes on %s", (engine) => {
  const fixture = storageFixture(engine);
  let server: TestServer;
  let nextProof: Awaited<ReturnType<typeof proofPool>>;
  const scrape = async () => {
    const response = await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
    return response.text();
  };

  beforeAll(async () => {
    server = await startServer(
      fixture.target,
      { METRICS_TOKEN: TOKEN, RATE_LIMIT_PER_HOUR: "1000", BACKUP_DIR: `${fixture.target.env.DATA_DIR}/backups` },
      { metricsCacheMs: 0 },
    );
    nextProof = await proofPool(server.url, 3);
  });
  afterAll(async () => {
    await server?.close();
  });

  it("answers only the bearer token: 401 and nothing more otherwise", async () => {
    const attempts: Record<string, string>[] = [
      {},
      { authorization: "Bearer wrong-token-of-some-length-000000" },
      { authorization: TOKEN },
    ];
    for (const headers of attempts) {
      const response = await fetch(`${server.url}/metrics`, { headers });
      expect(response.status).toBe(401);
      const body = await response.text();
      expect(body).toBe("Unauthorized\n");
      expect(response.headers.get("www-authenticate")).toBe('Bearer realm="metrics"');
    }
    expect(robotsTxt()).not.toContain("metrics");
    expect(sitemapXml()).not.toContain("metrics");
  });

  it("counts submissions stored and refused by form and reason, and HTTP answers by route template", async () => {
    expect((await postJson(server.url, "/api/form-submissions", contactPayload(nextProof()))).status).toBe(201);
    expect((await postJson(server.url, "/api/form-submissions", "{not json")).status).toBe(400);
    expect((await postJson(server.url, "/api/form-submissions", { formType: "contact" })).status).toBe(400);
    const used = contactPayload(nextProof());
    expect((await postJson(server.url, "/api/form-submissions", used)).status).toBe(201);
    const replayed = { ...used, submissionId: crypto.randomUUID() };
    expect((await postJson(server.url, "/api/form-submissions", replayed)).status).toBe(403);
    await fetch(`${server.url}/some/raw/path-with-id-12345?email=someone@example.com`);
    await fetch(`${server.url}/livez`);

    const text = await scrape();
    expect(sample(text, "leadwise_submissions_stored_total", 'form="Contact Page"')).toBe(2);
    expect(sample(text, "leadwise_submissions_refused_total", 'form="unknown",reason="bad_json"')).toBe(1);
    expect(sample(text, "leadwise_submissions_refused_total", 'form="unknown",reason="invalid"')).toBe(1);
    expect(sample(text, "leadwise_submissions_refused_total", 'form="Contact Page",reason="proof_used"')).toBe(1);
    expect(
      sample(
        text,
        "http_request_duration_seconds_count",
        'method="POST",route="/api/form-submissions",status_class="2xx"',
      ),
    ).toBe(2);
    expect(
      sample(text, "http_request_duration_seconds_count", 'method="GET",route="not_found",status_class="4xx"'),
    ).toBeGreaterThanOrEqual(1);
    expect(sample(text, "http_request_duration_seconds_count", 'method="GET",route="/livez",status_class="2xx"')).toBe(
      1,
    );
    // Never a raw path, a query or an address.
    expect(text).not.toContain("raw/path");
    expect(text).not.toContain("example.com");
    // Default process metrics.
    expect(text).toContain("process_cpu_seconds_total");
    expect(text).toContain("nodejs_eventloop_lag_seconds");
  });

  it("reports the outbox, privacy cases, the last backup and the daily jobs from storage", async () => {
    let text = await scrape();
    // No webhook configured: the two stored submissions wait.
    expect(sample(text, "leadwise_outbox_pending", 'channel="crm"')).toBe(2);
    expect(sample(text, "leadwise_outbox_oldest_pending_age_seconds", 'channel="crm"')).toBeGreaterThan(0);
    expect(sample(text, "leadwise_outbox_dead", 'channel="crm"')).toBe(0);
    expect(sample(text, "leadwise_outbox_pending", 'channel="list"')).toBe(0);
    expect(sample(text, "leadwise_backup_last_success_age_seconds")).toBe(-1);
    expect(sample(text, "leadwise_daily_job_last_success_age_seconds", 'job="backup"')).toBe(-1);

    await fixture.target.query("update outbox set status = 'dead' where id in (select id from outbox limit 1)");
    await postJson(server.url, "/api/form-submissions", privacyPayload(nextProof(), "au"));
    const [privacyCase] = await fixture.target.query<{ id: string }>("select id from privacy_cases");
    text = await scrape();
    expect(sample(text, "leadwise_outbox_dead", 'channel="crm"')).toBe(1);
    expect(sample(text, "leadwise_privacy_cases_open", 'jurisdiction="AU"')).toBe(1);
    expect(sample(text, "leadwise_privacy_cases_overdue", 'jurisdiction="AU"')).toBe(0);
    expect(sample(text, "leadwise_privacy_cases_open", 'jurisdiction="UK"')).toBe(0);

    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    await fixture.target.query("update privacy_cases set due_date = ? where id = ?", [day(4), privacyCase?.id]);
    text = await scrape();
    expect(sample(text, "leadwise_privacy_cases_due_soon", 'jurisdiction="AU",within_days="5"')).toBe(1);
    expect(sample(text, "leadwise_privacy_cases_due_soon", 'jurisdiction="AU",within_days="2"')).toBe(0);
    await fixture.target.query("update privacy_cases set due_date = ? where id = ?", [day(1), privacyCase?.id]);
    text = await scrape();
    expect(sample(text, "leadwise_privacy_cases_due_soon", 'jurisdiction="AU",within_days="2"')).toBe(1);
    await fixture.target.query("update privacy_cases set due_date = ? where id = ?", [day(-3), privacyCase?.id]);
    text = await scrape();
    expect(sample(text, "leadwise_privacy_cases_overdue", 'jurisdiction="AU"')).toBe(1);
    expect(sample(text, "leadwise_privacy_cases_due_soon", 'jurisdiction="AU",within_days="5"')).toBe(0);

    if (engine === "sqlite") {
      await takeBackup({
        storage: fixture.storage,
        dir: `${fixture.target.env.DATA_DIR}/backups`,
        keepDaily: 7,
        keepWeekly: 4,
      });
      text = await scrape();
      const age = sample(text, "leadwise_backup_last_success_age_seconds") ?? -1;
      expect(age).toBeGreaterThanOrEqual(0);
      expect(age).toBeLessThan(60);
    }
    const at = Date.now() - 3_600_000;
    await claimDailyRun(fixture.storage, "retention", "2030-01-01", at);
    await fixture.target.query("update job_runs set finished_at = ?, outcome = 'ok' where job = 'retention'", [
      new Date(at).toISOString(),
    ]);
    text = await scrape();
    const jobAge = sample(text, "leadwise_daily_job_last_success_age_seconds", 'job="retention"') ?? 0;
    expect(jobAge).toBeGreaterThan(3500);
    expect(jobAge).toBeLessThan(3700);
  });

  it("/livez and /readyz: ready while storage answers and migrations are applied, 503 once shutdown begins", async () => {
    expect((await fetch(`${server.url}/livez`)).status).toBe(200);
    const ready = await fetch(`${server.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ status: "ready", storage: true, migrations: true, stopping: false });
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);

    server.composed.readiness.stopAccepting();
    const stopping = await fetch(`${server.url}/readyz`);
    expect(stopping.status).toBe(503);
    expect(await stopping.json()).toMatchObject({ status: "not ready", stopping: true });
    expect((await fetch(`${server.url}/livez`)).status).toBe(200);
  });
});

describe("/metrics without a token, and on METRICS_PORT", () => {
  it("is the site's 404 on the public port; METRICS_PORT serves it on 127.0.0.1 without a token", async () => {
    const target = await createStorage("sqlite");
    const port = await freePort();
    const server = await spawnServer({ DATA_DIR: target.env.DATA_DIR, METRICS_PORT: String(port) });
    try {
      expect((await fetch(`${server.url}/metrics`)).status).toBe(404);
      const local = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(local.status).toBe(200);
      expect(await local.text()).toContain("leadwise_outbox_pending");
      expect(server.logs.find((l) => l.msg === "metrics listening")).toMatchObject({ host: "127.0.0.1", port });
    } finally {
      server.child.kill("SIGTERM");
      await server.exited;
      await target.drop();
    }
  });
});
