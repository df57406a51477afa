// What the replica's tests share (replica.test.ts, replica-drill.test.ts, replica-s3.test.ts): the
// submissions a database file holds, the server's replica metrics, Litestream's process.
import { DatabaseSync } from "node:sqlite";
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
