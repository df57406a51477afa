// Runs an operator command (server/cli/*.ts) as its own process, as `npm run …` would, without
// blocking this process (receivers and mail servers in the test keep answering meanwhile).
import { spawn } from "node:child_process";
import { resolve } from "node:path";

export interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
  ms: number;
}

export function runCli(script: string, args: string[], env: Record<string, string>): Promise<CliRun> {
  const started = performance.now();
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [resolve("server/cli", script), ...args], {
      env: { ...process.env, LOG_LEVEL: "warn", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (c: Buffer) => {
      stdout += c.toString("utf8");
    });
    child.stderr.on("data", (c: Buffer) => {
      stderr += c.toString("utf8");
    });
    child.once("error", fail);
    child.once("close", (code) =>
      done({ code: code ?? 1, stdout, stderr, ms: Math.round(performance.now() - started) }),
    );
  });
}
