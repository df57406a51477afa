// What the replica's tests share (replica.test.ts, replica-drill.test.ts, replica-s3.test.ts): the
// submissions a database file holds, the server's replica metrics, Litestream's process.
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { expect } from "vitest";
import { SQLITE_FILE } from "#server/db/database.server.ts";
import { runCli } from "./cli.ts";
import type { ServerProcess } from "./server-process.ts";

/** The contact submissions' ids in a database file (read-only, beside a running server). */
export function submissionIds(database: string): Set<string> {
  const db = new DatabaseSync(database, { readOnly: true });
  try {
    return new Set(
      (db.prepare("select id from contact_submissions").all() as { id: string }[]).map((r) => String(r.id)),
    );
  } finally {
    db.close();
  }
}

/**
 * `npm run restore -- --from-replica [--timestamp T]` into `dataDir` with the server's `env`, as its
 * own process: it succeeds, says the moment when one is asked, and the database's submission ids.
 */
export async function restoredIds(env: Record<string, string>, dataDir: string, timestamp?: string) {
  const args = ["--from-replica", ...(timestamp ? ["--timestamp", timestamp] : [])];
  const restored = await runCli("restore.ts", args, { ...env, DATA_DIR: dataDir });
  expect(restored.stderr).toBe("");
  expect(restored.code).toBe(0);
  if (timestamp) expect(restored.stdout).toContain(`as it was at ${timestamp}`);
  return submissionIds(join(dataDir, SQLITE_FILE));
}

/** One value of the server's /metrics (METRICS_TOKEN `token`). */
export async function metric(server: ServerProcess, token: string, name: string): Promise<number> {
  const text = await (await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${token}` } })).text();
  const line = text.split("\n").find((l) => l.startsWith(`${name} `));
  if (!line) throw new Error(`${name} is not in /metrics`);
  return Number(line.split(" ")[1]);
}

/** Litestream's process ids, from the server's "replica started" lines, oldest first. */
export const litestreamPids = (server: ServerProcess) =>
  server.logs.filter((l) => l.msg === "replica started").map((l) => Number(l.pid));

export const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Stops a server a test left running (it failed half-way), with `signal`. */
export async function stopIfRunning(server: ServerProcess | undefined, signal: NodeJS.Signals): Promise<void> {
  if (server && server.child.exitCode === null && server.child.signalCode === null) {
    server.child.kill(signal);
    await server.exited;
  }
}
