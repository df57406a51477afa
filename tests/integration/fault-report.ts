// Figures from the fault tests: printed, and appended as JSON lines to FAULT_REPORT when
// set (npm run bench:faults collects them into docs/reliability.md).
import { appendFileSync } from "node:fs";

export function recordFigures(name: string, figures: Record<string, unknown>): void {
  const line = JSON.stringify({ name, ...figures });
  console.log(`[fault figures] ${line}`);
  if (process.env.FAULT_REPORT) appendFileSync(process.env.FAULT_REPORT, `${line}\n`);
}

/** mulberry32: a small seeded generator, so a failing run can be replayed with its seed. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
