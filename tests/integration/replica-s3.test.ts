// The continuous replica in an S3 bucket (issue 40, decision 053): the real server with
// REPLICA_URL=s3://bucket/path, the endpoint, region and credentials given only through the documented
// settings (REPLICA_S3_ENDPOINT, REPLICA_S3_REGION, LITESTREAM_ACCESS_KEY_ID and
// LITESTREAM_SECRET_ACCESS_KEY), against an S3-compatible server on loopback (s3-server.ts: fauxqs
// behind a front that verifies every SigV4 signature). Submissions are stored and found in the
// bucket, /metrics reports the lag; a point-in-time restore from S3; then kill -9, DATA_DIR deleted,
// `npm run restore -- --from-replica` from S3 and the server started again: every submission is there.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { SQLITE_FILE } from "#server/db/database.server.ts";
import { contactPayload, FILL_TIME_MS, type Proof, solve } from "#tests/support/submissions.ts";
import { eventually, postJson, sleep } from "./harness.ts";
import {
  alive,
  submissionIds as ids,
  litestreamPids,
  metric as metricOf,
  restoredIds,
  stopIfRunning,
} from "./replica-support.ts";
import { type S3Server, startS3Server } from "./s3-server.ts";
import { type ServerProcess, spawnServer } from "./server-process.ts";

const TOKEN = "replica-s3-metrics-token-0123456789abcdef";
const REGION = "ap-southeast-2";
const metric = (server: ServerProcess, name: string) => metricOf(server, TOKEN, name);

describe("replica in an S3 bucket", () => {
  const dirs: string[] = [];
  let s3: S3Server | undefined;
  let server: ServerProcess | undefined;
  afterAll(async () => {
    await stopIfRunning(server, "SIGTERM");
    await s3?.close();
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  });

  it("replicates to the bucket, restores to a moment and after kill -9 and a lost DATA_DIR, from S3", async () => {
    s3 = await startS3Server();
    const root = mkdtempSync(join(tmpdir(), "replica-s3-"));
    dirs.push(root);
    const dataDir = join(root, "data");
    const env = {
      DATA_DIR: dataDir,
      REPLICA_URL: `s3://${s3.bucket}/leadwise/prod`,
      REPLICA_S3_ENDPOINT: s3.endpoint,
      REPLICA_S3_REGION: REGION,
      LITESTREAM_ACCESS_KEY_ID: s3.accessKeyId,
      LITESTREAM_SECRET_ACCESS_KEY: s3.secretAccessKey,
      METRICS_TOKEN: TOKEN,
      JOBS_START_DELAY_S: "3600",
    };
    server = await spawnServer(env);
    const proofs: Proof[] = [];
    for (let i = 0; i < 6; i++) proofs.push(await solve(server.url));
    await sleep(FILL_TIME_MS);
    const submit = async () => {
      const body = contactPayload(proofs.shift() ?? null);
      const answer = await postJson(server!.url, "/api/form-submissions", body);
      expect(answer.status).toBe(201);
      return String(body.submissionId);
    };

    const before = [await submit(), await submit()];
    await eventually(async () => (await metric(server!, "leadwise_replica_lag_seconds")) === 0, 30_000);
    expect(await metric(server, "leadwise_replica_up")).toBe(1);
    await sleep(1100);
    const moment = new Date().toISOString();
    await sleep(1100);
    const after = [await submit(), await submit()];
    // While writes stream the lag stays within seconds, and comes back to 0 once they are shipped.
    const streaming = await metric(server, "leadwise_replica_lag_seconds");
    expect(streaming).toBeGreaterThanOrEqual(0);
    expect(streaming).toBeLessThan(5);
    await eventually(async () => (await metric(server!, "leadwise_replica_lag_seconds")) === 0, 30_000);
    expect(await metric(server, "leadwise_replica_restarts")).toBe(0);

    // In the bucket: each replicated file under REPLICA_URL/<file name>, a generation with its
    // snapshot and WAL segments; every request path-style, SigV4 with the configured key and region.
    const keys = await s3.keys("leadwise/prod/");
    expect(
      keys.some((k) =>
        /^leadwise\/prod\/leadwise\.db\/generations\/[0-9a-f]{16}\/snapshots\/.+\.snapshot\.lz4$/.test(k),
      ),
    ).toBe(true);
    expect(
      keys.some((k) => /^leadwise\/prod\/leadwise\.db\/generations\/[0-9a-f]{16}\/wal\/.+\.wal\.lz4$/.test(k)),
    ).toBe(true);
    expect(keys.some((k) => k.startsWith("leadwise/prod/replica-keys.db/generations/"))).toBe(true);
    expect(s3.refused).toEqual([]);
    expect(s3.requests.length).toBeGreaterThan(0);
    for (const r of s3.requests) {
      expect(r.path.startsWith(`/${s3.bucket}`)).toBe(true);
      expect(r.accessKeyId).toBe(s3.accessKeyId);
      expect(r.region).toBe(REGION);
    }

    // As it was at `moment`, from S3, into another DATA_DIR (the server keeps its own).
    const then = await restoredIds(env, join(root, "past"), moment);
    for (const id of before) expect(then.has(id)).toBe(true);
    for (const id of after) expect(then.has(id)).toBe(false);

    // The machine is gone: the server and its Litestream die at once, and DATA_DIR with them.
    const litestream = litestreamPids(server).at(-1) ?? 0;
    expect(litestream).toBeGreaterThan(0);
    process.kill(litestream, "SIGKILL");
    server.child.kill("SIGKILL");
    await server.exited;
    await eventually(async () => !alive(litestream), 5000);
    rmSync(dataDir, { recursive: true, force: true });

    const back = await restoredIds(env, dataDir);
    for (const id of [...before, ...after]) expect(back.has(id)).toBe(true);

    // Started again on the restored DATA_DIR: the submissions are there, and replication goes on.
    server = await spawnServer(env);
    const next = await submit();
    await eventually(async () => (await metric(server!, "leadwise_replica_lag_seconds")) === 0, 30_000);
    const now = ids(join(dataDir, SQLITE_FILE));
    for (const id of [...before, ...after, next]) expect(now.has(id)).toBe(true);
    expect(s3.refused).toEqual([]);
    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);
  }, 180_000);
});
