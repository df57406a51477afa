// The real server as its own process (server/main.ts), for tests that kill it: SIGKILL
// crash durability and SIGTERM within the grace period. Logs are pino JSON on stdout.
import { type ChildProcess, spawn } from "node:child_process";
import { resolve } from "node:path";

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Every JSON log line so far. */
  logs: Record<string, unknown>[];
  /** Resolves with the exit code (or signal name) once the process has ended. */
  exited: Promise<number | string>;
}

/** Fixed across restarts, so proofs solved before a crash are still valid after it. */
export const PROOF_SECRET = "fault-tests-proof-secret-0123456789abcdef";

export async function spawnServer(env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, [resolve("server/main.ts")], {
    env: {
      ...process.env,
      // No production build during the integration tests: the API alone (as in development).
      NODE_ENV: "development",
      BUILD_DIR: resolve("build-none-for-fault-tests"),
      HOST: "127.0.0.1",
      PORT: "0",
      LOG_LEVEL: "info",
      FORM_PROOF_SECRET: PROOF_SECRET,
      RATE_LIMIT_PER_HOUR: "100000",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const logs: Record<string, unknown>[] = [];
  const exited = new Promise<number | string>((done) =>
    child.once("exit", (code, signal) => done(code ?? signal ?? "unknown")),
  );
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    stderr += chunk.toString("utf8");
  });
  const url = await new Promise<string>((done, fail) => {
    let buffered = "";
    child.stdout?.on("data", (chunk: Buffer) => {
      buffered += chunk.toString("utf8");
      const lines = buffered.split("\n");
      buffered = lines.pop() ?? "";
      for (const line of lines) {
        try {
          const entry = JSON.parse(line) as Record<string, unknown>;
          logs.push(entry);
          if (entry.msg === "listening") done(`http://127.0.0.1:${entry.port}`);
        } catch {
          // not JSON: kept out of the log list
        }
      }
    });
    void exited.then((code) => fail(new Error(`server exited (${code}) before listening: ${stderr.slice(0, 2000)}`)));
  });
  return { url, child, logs, exited };
}
