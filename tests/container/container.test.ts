// The container image (issue 40, item 6): built from the Dockerfile with podman, on a base made from
// Debian's own packages where no image registry can be reached (decision 055), and run.
// One container on SQLite: /readyz, the HEALTHCHECK, non-root, pg_dump, a page, a submission
// delivered to a webhook, and a graceful stop (SIGTERM: /readyz 503 meanwhile, exit 0 within 10 s).
// compose.yaml's two app instances on PostgreSQL (with TEST_DATABASE_URL), started from the compose
// file's own settings on the host's network, with the host's PostgreSQL and an in-process mail server
// in place of its db and mail services (registry images): a proof solved on one is good on the
// other and once only, one rate limit, each outbox entry delivered once, each daily job once (the
// backup by the image's pg_dump), a desk session made on one works on the other.
// Where podman cannot run, the test says why in its name and is skipped.

import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { recordFigures } from "#tests/integration/fault-report.ts";
import {
  contactPayload,
  createStorage,
  eventually,
  type Proof,
  postJson,
  type StorageTarget,
  sleep,
  solve,
} from "#tests/integration/harness.ts";
import { freePort, type Receiver, startReceiver } from "#tests/integration/receiver.ts";
import { startSmtpServer, type TestSmtpServer } from "#tests/support/smtp.ts";
import { createStaffMember, signInOverHttp } from "#tests/support/staff.ts";
import { buildImage, type Container, IMAGE, podman, podmanOk, probeEngine, runContainer, waitReady } from "./podman.ts";

const engine = probeEngine();
if (!engine.ok) console.warn(`container tests skipped: ${engine.reason}`);
const run = `t${process.pid}`;
const WEBHOOK_SECRET = "container-test-webhook-secret-0123456789";

describe.skipIf(!engine.ok)(
  engine.ok ? "the container image" : `the container image (skipped: ${engine.reason})`,
  () => {
    beforeAll(async () => {
      const figures = await buildImage();
      recordFigures("container-build", { ...figures });
    });

    describe("one container on SQLite", () => {
      let receiver: Receiver;
      let app: Container;

      beforeAll(async () => {
        receiver = await startReceiver();
        app = await runContainer(
          `leadwise-${run}-single`,
          await freePort(),
          { FORM_WEBHOOK_URL: receiver.url, FORM_WEBHOOK_SECRET: WEBHOOK_SECRET },
          `leadwise-${run}-single-data`,
        );
        await waitReady(app);
      });
      afterAll(async () => {
        await app?.remove();
        await receiver?.close();
      });

      it("is ready, healthy by its HEALTHCHECK, runs as node, has pg_dump and serves the build", async () => {
        const ready = await fetch(`${app.url}/readyz`);
        expect(ready.status).toBe(200);
        expect(await ready.json()).toMatchObject({ status: "ready", storage: true, migrations: true });
        const check = await podmanOk(["image", "inspect", "--format", "{{json .Config.Healthcheck}}", IMAGE]);
        expect(check).toContain("/readyz");
        expect((await podman(["healthcheck", "run", app.name])).code).toBe(0);
        expect((await podmanOk(["exec", app.name, "id", "-un"])).trim()).toBe("node");
        expect(await podmanOk(["exec", app.name, "pg_dump", "--version"])).toMatch(/^pg_dump \(PostgreSQL\) 17\./);
        const home = await fetch(`${app.url}/`);
        expect(home.status).toBe(200);
        expect(home.headers.get("content-type")).toMatch(/text\/html/);
        expect(await home.text()).toContain("<title>");
      });

      it("stores a submission and delivers it to the webhook", async () => {
        const proof = await solve(app.url);
        await sleep(3100);
        const body = contactPayload(proof);
        expect((await postJson(app.url, "/api/form-submissions", body)).status).toBe(201);
        const delivery = await eventually(async () =>
          receiver.deliveries.find((d) => d.headers["webhook-id"] === body.submissionId),
        );
        expect(JSON.parse(delivery.body)).toMatchObject({ data: expect.anything() });
      });

      it("stops gracefully: /readyz 503 once SIGTERM arrives, a request in flight answered, exit 0 within 10 s", async () => {
        // A request in flight (half its body sent), on a connection kept for a second, pipelined request.
        const socket = connect(Number(new URL(app.url).port), "127.0.0.1");
        await new Promise<void>((done) => socket.once("connect", () => done()));
        let answer = "";
        socket.on("data", (chunk: Buffer) => {
          answer += chunk.toString("utf8");
        });
        const payload = JSON.stringify({ formType: "contact" });
        socket.write(
          `POST /api/form-submissions HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${payload.length}\r\n\r\n${payload.slice(0, 5)}`,
        );
        const signalled = performance.now();
        // What `docker compose down` does: STOPSIGNAL (SIGTERM), then SIGKILL after the grace.
        const stopped = podman(["stop", "--time", "15", app.name]);
        await eventually(async () => (await app.logs()).some((l) => l.msg === "shutting down"), 10_000);
        socket.write(`${payload.slice(5)}GET /readyz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`);
        const statuses = () => [...answer.matchAll(/HTTP\/1\.1 (\d{3}) /g)].map((m) => Number(m[1]));
        await eventually(async () => statuses().length >= 2, 10_000).catch(() => {});
        // The server waits for its open connections to end: this one is done with.
        socket.destroy();
        expect(statuses(), answer).toEqual([400, 503]);
        expect((await stopped).code).toBe(0);
        const stopMs = Math.round(performance.now() - signalled);
        expect(answer).toContain('"stopping":true');
        expect((await podmanOk(["inspect", "--format", "{{.State.ExitCode}}", app.name])).trim()).toBe("0");
        expect(stopMs).toBeLessThan(10_000);
        const logs = await app.logs();
        expect(logs.some((l) => l.msg === "stopped")).toBe(true);
        expect(logs.some((l) => l.msg === "shutdown timed out")).toBe(false);
        recordFigures("container-sigterm", { stopMs });
      });
    });

    describe.runIf(process.env.TEST_DATABASE_URL)("compose.yaml's two app instances on PostgreSQL", () => {
      const RATE_LIMIT = 5;
      let target: StorageTarget;
      let receiver: Receiver;
      let smtp: TestSmtpServer;
      let dataDir: string;
      const apps: Container[] = [];
      let clients = 0;
      const from = (address = `198.51.100.${++clients}`) => ({ "x-forwarded-for": address });

      beforeAll(async () => {
        const compose = parse(readFileSync(resolve("compose.yaml"), "utf8"), { merge: true }) as {
          services: Record<
            string,
            { build?: string; image?: string; environment?: Record<string, string>; volumes?: string[] }
          >;
        };
        const services = ["app1", "app2"].map((name) => {
          const service = compose.services[name];
          if (!service) throw new Error(`compose.yaml has no service ${name}`);
          return { name, ...service };
        });
        target = await createStorage("postgres");
        receiver = await startReceiver();
        smtp = await startSmtpServer();
        dataDir = mkdtempSync(join(tmpdir(), "container-staff-"));
        for (const service of services) {
          expect(service.build).toBe(".");
          expect(service.image).toBe("leadwise-website");
          expect(service.volumes).toEqual([`${service.name}-data:/data`]);
          const env: Record<string, string> = {};
          // Compose's ${NAME:-default}, with the defaults (the test reads no .env).
          for (const [key, value] of Object.entries(service.environment ?? {})) {
            env[key] = String(value).replace(/\$\{(\w+)(?::-([^}]*))?\}/g, (_, _name, fallback) => fallback ?? "");
          }
          expect(env.DATABASE_URL).toMatch(/^postgres:\/\/leadwise:[^@]+@db:5432\/leadwise$/);
          expect(env.SMTP_URL).toBe("smtp://mail:1025");
          Object.assign(env, {
            // The compose file's db and mail services are registry images: the host's PostgreSQL and an
            // in-process mail server take their place.
            DATABASE_URL: target.env.DATABASE_URL as string,
            SMTP_URL: smtp.url,
            // What an operator's .env adds (the README's configuration table).
            TRUST_PROXY: "true",
            RATE_LIMIT_PER_HOUR: String(RATE_LIMIT),
            FORM_WEBHOOK_URL: receiver.url,
            FORM_WEBHOOK_SECRET: WEBHOOK_SECRET,
            PRIVACY_DIGEST_HOUR: "0",
            JOBS_START_DELAY_S: "2",
          });
          apps.push(
            await runContainer(
              `leadwise-${run}-${service.name}`,
              await freePort(),
              env,
              `leadwise-${run}-${service.name}-data`,
            ),
          );
        }
        await Promise.all(apps.map((app) => waitReady(app)));
      });
      afterAll(async () => {
        for (const app of apps) await app.remove();
        await receiver?.close();
        await smtp?.close();
        await target?.drop();
        if (dataDir) rmSync(dataDir, { recursive: true, force: true });
      });

      it("both are ready and healthy", async () => {
        for (const app of apps) {
          expect((await fetch(`${app.url}/readyz`)).status).toBe(200);
          expect((await podman(["healthcheck", "run", app.name])).code).toBe(0);
        }
      });

      it("a proof solved on one is good on the other, once; each outbox entry is delivered once", async () => {
        const [a, b] = apps as [Container, Container];
        const proofs: Proof[] = [];
        for (let i = 0; i < 6; i++) proofs.push(await solve(i % 2 ? a.url : b.url, from()));
        await sleep(3100);
        const ids: string[] = [];
        for (let i = 0; i < 6; i++) {
          // Solved on b, sent to a, and the other way round.
          const body = contactPayload(proofs[i] as Proof);
          expect((await postJson(i % 2 ? b.url : a.url, "/api/form-submissions", body, from())).status).toBe(201);
          ids.push(String(body.submissionId));
          if (i === 0) {
            const replay = { ...body, submissionId: crypto.randomUUID() };
            expect((await postJson(b.url, "/api/form-submissions", replay, from())).status).toBe(403);
          }
        }
        await eventually(async () => {
          const [row] = await target.query<{ n: string }>(
            "select count(*) as n from outbox where status <> 'delivered'",
          );
          return Number(row?.n) === 0;
        }, 30_000);
        await sleep(1000);
        const delivered = receiver.deliveries.map((d) => d.headers["webhook-id"]).sort();
        expect(delivered).toEqual([...ids].sort());
        expect(smtp.messages.filter((m) => m.to.includes("sales@example.com"))).toHaveLength(ids.length);
      });

      it("the rate limit is one for both", async () => {
        const [a, b] = apps as [Container, Container];
        const address = "203.0.113.77";
        const proofs: Proof[] = [];
        while (proofs.length < RATE_LIMIT + 2) proofs.push(await solve(proofs.length % 2 ? a.url : b.url, from()));
        await sleep(3100);
        const statuses: number[] = [];
        for (let i = 0; i < RATE_LIMIT + 2; i++) {
          const body = contactPayload(proofs[i] as Proof);
          statuses.push((await postJson(i % 2 ? a.url : b.url, "/api/form-submissions", body, from(address))).status);
        }
        expect(statuses).toEqual([...Array(RATE_LIMIT).fill(201), 429, 429]);
      });

      it("each daily job runs once, the backup by the image's pg_dump", async () => {
        const jobs = ["retention", "outbox-retention", "privacy-digest", "backup", "analytics-rollup"];
        const ran = async () =>
          (await Promise.all(apps.map((app) => app.logs()))).flat().filter((l) => l.msg === "daily job ran");
        await eventually(async () => (await ran()).length >= jobs.length, 60_000);
        await sleep(1000);
        expect((await ran()).map((l) => String(l.job)).sort()).toEqual([...jobs].sort());
        const runs = await target.query<{ job: string; outcome: string }>("select job, outcome from job_runs");
        expect(runs.map((r) => r.job).sort()).toEqual([...jobs].sort());
        expect(runs.every((r) => r.outcome === "ok")).toBe(true);
        const backups = (
          await Promise.all(apps.map(async (app) => (await podman(["exec", app.name, "ls", "/data/backups"])).stdout))
        )
          .join("\n")
          .split("\n")
          .filter((file) => file.endsWith(".pgdump"));
        // One dump (the erasure ledger lies beside it), in the volume of whichever instance took it.
        expect(backups).toHaveLength(1);
      });

      it("a desk session made on one works on the other", async () => {
        const [a, b] = apps as [Container, Container];
        const member = await createStaffMember({ role: "staff", dataDir, databaseUrl: target.env.DATABASE_URL });
        const cookie = await signInOverHttp(a.url, member);
        expect((await fetch(`${b.url}/desk/inbox`, { headers: { cookie }, redirect: "manual" })).status).toBe(200);
      });
    });
  },
);
