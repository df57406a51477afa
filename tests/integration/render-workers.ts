// The render workers this process started (decision 105): child processes running
// render-worker.server.ts, found in /proc (Linux). Also imported by a script that a test runs.
import { readdirSync, readFileSync } from "node:fs";

/** This process's render workers (child processes running render-worker.server.ts), by pid. */
export function renderWorkers(): number[] {
  return readdirSync("/proc")
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        // The parent's pid is the fourth field of stat, after the command in parentheses.
        const parent = Number(readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ")[1]);
        return (
          parent === process.pid && readFileSync(`/proc/${pid}/cmdline`, "utf8").includes("render-worker.server.ts")
        );
      } catch {
        return false; // gone since the listing
      }
    })
    .map(Number);
}
