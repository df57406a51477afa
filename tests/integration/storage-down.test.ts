// When storage cannot take the write, the API answers 503 (never a 5xx for bad input, never
// a silent loss) and /healthz says so; once storage is back, submissions are stored again.
import { connect, createServer, type Server, type Socket } from "node:net";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterEach, describe, expect, it } from "vitest";
import { SQLITE_FILE } from "#server/db/database.server.ts";
import { contactPayload, proofPool } from "#tests/support/submissions.ts";
import { createStorage, postJson, startServer } from "./harness.ts";

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (cleanups.length > 0) await cleanups.pop()!();
});

describe("storage unavailable", () => {
  it("SQLite: another process holding the write lock past the busy timeout gives 503, then 201", async () => {
    const storage = await createStorage("sqlite");
    cleanups.push(() => storage.drop());
    const server = await startServer(storage, { RATE_LIMIT_PER_HOUR: "1000" }, { sqliteBusyTimeoutMs: 200 });
    cleanups.push(() => server.close());
    const nextProof = await proofPool(server.url, 2);

    const other = new DatabaseSync(join(storage.env.DATA_DIR, SQLITE_FILE));
    other.exec("BEGIN IMMEDIATE");
    const body = contactPayload(nextProof());
    const down = await postJson(server.url, "/api/form-submissions", body);
    expect(down.status).toBe(503);
    expect(down.headers.get("retry-after")).toBe("5");
    expect(down.json.error).toMatch(/temporarily unavailable/);
    other.exec("ROLLBACK");
    other.close();

    // The client retries with the same id and proof: nothing was used up by the failed attempt.
    const retried = await postJson(server.url, "/api/form-submissions", body);
    expect(retried.status).toBe(201);
    const rows = await storage.query("select id from contact_submissions where id = ?", [body.submissionId]);
    expect(rows).toHaveLength(1);
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    "PostgreSQL: a lost database gives 503 and an unhealthy /healthz, then recovers",
    async () => {
      const storage = await createStorage("postgres");
      cleanups.push(() => storage.drop());
      const target = new URL(process.env.TEST_DATABASE_URL!);

      // A TCP proxy between the server and PostgreSQL that the test can cut.
      const sockets = new Set<Socket>();
      let proxy: Server | undefined;
      const startProxy = (port: number) =>
        new Promise<number>((resolve) => {
          proxy = createServer((client) => {
            const upstream = connect(Number(target.port || 5432), target.hostname);
            sockets.add(client).add(upstream);
            client.pipe(upstream).pipe(client);
            const drop = () => {
              client.destroy();
              upstream.destroy();
            };
            client.on("error", drop).on("close", drop);
            upstream.on("error", drop).on("close", drop);
          });
          proxy.listen(port, "127.0.0.1", () => resolve((proxy!.address() as { port: number }).port));
        });
      const stopProxy = async () => {
        for (const s of sockets) s.destroy();
        sockets.clear();
        await new Promise<void>((resolve) => (proxy ? proxy.close(() => resolve()) : resolve()));
      };
      const port = await startProxy(0);
      cleanups.push(stopProxy);

      const url = new URL(storage.env.DATABASE_URL!);
      url.hostname = "127.0.0.1";
      url.port = String(port);
      const server = await startServer(
        { ...storage, env: { ...storage.env, DATABASE_URL: url.toString() } },
        { RATE_LIMIT_PER_HOUR: "1000" },
      );
      cleanups.push(() => server.close());
      const nextProof = await proofPool(server.url, 2);

      await stopProxy();
      const body = contactPayload(nextProof());
      const down = await postJson(server.url, "/api/form-submissions", body);
      expect(down.status).toBe(503);
      expect(down.json.error).toMatch(/temporarily unavailable/);
      const health = await fetch(`${server.url}/healthz`);
      expect(health.status).toBe(503);
      expect(await health.json()).toMatchObject({ storage: false });
      expect(await storage.query("select id from contact_submissions where id = ?", [body.submissionId])).toEqual([]);

      await startProxy(port);
      const retried = await postJson(server.url, "/api/form-submissions", body);
      expect(retried.status).toBe(201);
      expect(await storage.query("select id from contact_submissions where id = ?", [body.submissionId])).toHaveLength(
        1,
      );
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    },
  );
});
