// Database faults (issue 10): PostgreSQL connections terminated by the server, and a
// network that resets, drops or holds back packets (a TCP proxy the test controls); SQLite
// locked by another process. Expected every time: no crash, 503 with Retry-After during
// the fault within a bounded wait, /healthz truthful within 5 s both ways, recovery after,
// and every submission acknowledged with 201 stored with its outbox entry.
import { randomBytes } from "node:crypto";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SQLITE_FILE } from "#server/db/database.server.ts";
import { contactPayload, type Proof, proofPool } from "#tests/support/submissions.ts";
import { recordFigures } from "./fault-report.ts";
import {
  createStorage,
  eventually,
  postJson,
  type StorageTarget,
  startServer,
  type TestServer,
  targetFixture,
} from "./harness.ts";
import { spawnServer } from "./server-process.ts";
import { startTcpProxy, type TcpProxy } from "./tcp-proxy.ts";

const PG_TIMEOUT_MS = 2000;

interface Outcome {
  body: Record<string, unknown>;
  status: number;
  retryAfter: string | null;
  ms: number;
}

async function submit(url: string, body: Record<string, unknown>): Promise<Outcome> {
  const started = performance.now();
  const response = await postJson(url, "/api/form-submissions", body);
  return {
    body,
    status: response.status,
    retryAfter: response.headers.get("retry-after"),
    ms: performance.now() - started,
  };
}

async function healthStatus(url: string): Promise<number> {
  return (await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(10_000) })).status;
}

/** Every 201 is stored once with its outbox entry; every other answer is a 503 with Retry-After. */
async function checkOutcomes(target: StorageTarget, outcomes: Outcome[]): Promise<void> {
  for (const o of outcomes) {
    expect([201, 503]).toContain(o.status);
    if (o.status === 503) expect(o.retryAfter).toBe("5");
  }
  for (const o of outcomes.filter((x) => x.status === 201)) {
    const id = String(o.body.submissionId);
    expect(await target.query("select id from contact_submissions where id = ?", [id])).toHaveLength(1);
    expect(await target.query("select id from outbox where id = ?", [id])).toHaveLength(1);
  }
}

describe.runIf(process.env.TEST_DATABASE_URL)("PostgreSQL faults", () => {
  const fixture = targetFixture("postgres");
  let proxy: TcpProxy;
  let server: TestServer;
  let nextProof: () => Proof;
  const appName = `faults_${randomBytes(4).toString("hex")}`;

  beforeAll(async () => {
    const base = new URL(process.env.TEST_DATABASE_URL!);
    proxy = await startTcpProxy(base.hostname, Number(base.port || 5432));
    const url = new URL(fixture.target.env.DATABASE_URL!);
    url.hostname = "127.0.0.1";
    url.port = String(proxy.port);
    url.searchParams.set("application_name", appName);
    server = await startServer(
      { ...fixture.target, env: { ...fixture.target.env, DATABASE_URL: url.toString() } },
      { RATE_LIMIT_PER_HOUR: "10000" },
      { pgTimeoutMs: PG_TIMEOUT_MS, poolSize: 6 },
    );
    nextProof = await proofPool(server.url, 60);
  });
  afterAll(async () => {
    proxy?.heal();
    await server?.close();
    await proxy?.close();
  });

  it("pg_terminate_backend while submissions flow: 201 or 503 + Retry-After, no crash, then all stored", async () => {
    const bodies = Array.from({ length: 30 }, () => contactPayload(nextProof()));
    const outcomes: Outcome[] = [];
    let sent = 0;
    const flow = Promise.all(
      Array.from({ length: 5 }, async () => {
        while (sent < bodies.length) outcomes.push(await submit(server.url, bodies[sent++]!));
      }),
    );
    for (let i = 0; i < 3; i++) {
      await new Promise((resolve) => setTimeout(resolve, 40));
      await fixture.target.query("select pg_terminate_backend(pid) from pg_stat_activity where application_name = ?", [
        appName,
      ]);
    }
    await flow;
    await checkOutcomes(fixture.target, outcomes);
    recordFigures("pg-terminate", {
      submissions: outcomes.length,
      created: outcomes.filter((o) => o.status === 201).length,
      refused503: outcomes.filter((o) => o.status === 503).length,
      other: outcomes.filter((o) => o.status !== 201 && o.status !== 503).length,
    });
    // The pool replaced its connections: the refused ones go through when retried.
    for (const o of outcomes.filter((x) => x.status !== 201)) {
      expect((await submit(server.url, o.body)).status).toBe(201);
    }
    expect(await healthStatus(server.url)).toBe(200);
  });

  for (const fault of ["reset", "drop", "partition"] as const) {
    it(`network ${fault}: bounded 503 + Retry-After, /healthz 503 within 5 s and 200 within 5 s of the return`, async () => {
      // Warm connections in the pool, so the fault hits established ones.
      expect((await submit(server.url, contactPayload(nextProof()))).status).toBe(201);
      const faultAt = performance.now();
      if (fault === "reset") {
        proxy.drop(); // keep it down after the reset, so reconnecting fails too
        proxy.reset();
      } else if (fault === "drop") proxy.drop();
      else proxy.partition();

      const during = await Promise.all(
        Array.from({ length: 4 }, () => submit(server.url, contactPayload(nextProof()))),
      );
      for (const o of during) {
        expect(o.status).toBe(503);
        expect(o.retryAfter).toBe("5");
        // Bounded: the client-side timeout, a rollback that fails fast, and some slack.
        expect(o.ms).toBeLessThan(2 * PG_TIMEOUT_MS + 1500);
      }
      // A probe started while the database is gone answers 503 within 5 s.
      const probe = performance.now();
      expect(await healthStatus(server.url)).toBe(503);
      const healthDownMs = performance.now() - probe;
      expect(healthDownMs).toBeLessThan(5000);

      proxy.heal();
      const back = performance.now();
      await eventually(async () => (await healthStatus(server.url)) === 200, 10_000);
      const healthUpMs = performance.now() - back;
      expect(healthUpMs).toBeLessThan(5000);
      await checkOutcomes(fixture.target, during);
      recordFigures(`pg-${fault}`, {
        refused503: during.length,
        slowestRefusalMs: Math.round(Math.max(...during.map((o) => o.ms))),
        healthz503Ms: Math.round(healthDownMs),
        healthz200AfterReturnMs: Math.round(healthUpMs),
        sinceFaultMs: Math.round(performance.now() - faultAt),
      });
      for (const o of during) expect((await submit(server.url, o.body)).status).toBe(201);
    });
  }
});

describe.runIf(process.env.TEST_DATABASE_URL)("SIGTERM during a PostgreSQL outage", () => {
  it("the process ends with code 0 within its 10 s grace period while PostgreSQL is unreachable", async () => {
    const target = await createStorage("postgres");
    const base = new URL(process.env.TEST_DATABASE_URL!);
    const proxy = await startTcpProxy(base.hostname, Number(base.port || 5432));
    try {
      const url = new URL(target.env.DATABASE_URL!);
      url.hostname = "127.0.0.1";
      url.port = String(proxy.port);
      const server = await spawnServer({ DATA_DIR: target.env.DATA_DIR, DATABASE_URL: url.toString() });
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
      proxy.partition();
      // A request in flight, waiting on the database, when the signal comes.
      const inFlight = fetch(`${server.url}/healthz`).catch(() => undefined);
      await new Promise((resolve) => setTimeout(resolve, 200));
      const signalled = performance.now();
      server.child.kill("SIGTERM");
      expect(await server.exited).toBe(0);
      const stopMs = performance.now() - signalled;
      recordFigures("sigterm-during-outage", { exitCode: 0, stopMs: Math.round(stopMs) });
      expect(stopMs).toBeLessThan(10_000);
      await inFlight;
      expect(server.logs.some((l) => l.msg === "shutdown timed out")).toBe(false);
    } finally {
      proxy.heal();
      await proxy.close();
      await target.drop();
    }
  });
});

describe("SQLite locked by another process", () => {
  const fixture = targetFixture("sqlite");
  let server: TestServer;
  let nextProof: () => Proof;

  beforeAll(async () => {
    server = await startServer(fixture.target, { RATE_LIMIT_PER_HOUR: "10000" }, { sqliteBusyTimeoutMs: 1500 });
    nextProof = await proofPool(server.url, 6);
  });
  afterAll(async () => {
    await server?.close();
  });

  it("pages never wait on the lock (served while the writes still wait); writes answer 503 after the busy timeout, then 201", async () => {
    const other = new DatabaseSync(join(fixture.target.env.DATA_DIR, SQLITE_FILE));
    other.exec("BEGIN IMMEDIATE");
    try {
      const bodies = Array.from({ length: 4 }, () => contactPayload(nextProof()));
      let writesSettled = false;
      const writes = Promise.all(bodies.map((b) => submit(server.url, b))).finally(() => {
        writesSettled = true;
      });
      const times: number[] = [];
      let servedWhileWaiting = 0;
      const until = performance.now() + 1200;
      while (performance.now() < until) {
        const started = performance.now();
        const page = await fetch(`${server.url}/`);
        await page.arrayBuffer();
        times.push(performance.now() - started);
        if (!writesSettled) servedWhileWaiting++;
      }
      times.sort((a, b) => a - b);
      const p99 = times[Math.floor(times.length * 0.99)] ?? Number.POSITIVE_INFINITY;
      recordFigures("sqlite-locked", {
        pageRequests: times.length,
        p50Ms: Math.round((times[Math.floor(times.length / 2)] ?? 0) * 10) / 10,
        p99Ms: Math.round(p99 * 10) / 10,
      });
      // A lock wait on the event loop would hold every page until the writes settle. How fast pages
      // are while they wait is a benchmark's figure (npm run bench:faults), recorded above, not a
      // test's threshold: a loaded machine's latency says nothing about blocking.
      expect(servedWhileWaiting).toBeGreaterThan(20);
      const outcomes = await writes;
      for (const o of outcomes) {
        expect(o.status).toBe(503);
        expect(o.retryAfter).toBe("5");
        // All refused together after the busy timeout, not one busy timeout after another.
        expect(o.ms).toBeLessThan(1500 + 1000);
      }
      other.exec("ROLLBACK");
      for (const b of bodies) expect((await submit(server.url, b)).status).toBe(201);
    } finally {
      if (other.isTransaction) other.exec("ROLLBACK");
      other.close();
    }
  });
});
