// Starts the production server on a build for a benchmark (Lighthouse, CSS delivery): a fresh
// DATA_DIR, loopback only, quiet logs; resolves once /healthz answers.
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

export async function serveBuild(buildDir: string, port: number): Promise<ChildProcess> {
  const server = spawn("node", ["server/main.ts"], {
    stdio: "inherit",
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      LOG_LEVEL: "error",
      BUILD_DIR: buildDir,
      DATA_DIR: mkdtempSync(join(tmpdir(), "bench-")),
    },
  });
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return server;
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  server.kill();
  throw new Error("server did not start");
}
