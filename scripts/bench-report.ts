// What the benches that run integration tests at full size share (bench-faults.ts, bench-replica.ts):
// the test files run through Vitest with FAULT_REPORT set, the figures they record
// (tests/integration/fault-report.ts) read back, and a section of a doc rewritten between its markers.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

export type Figures = { name: string } & Record<string, unknown>;

/** Runs these integration test files with `env` and returns their exit status, figures and duration. */
export function runRecordingFigures(
  name: string,
  files: readonly string[],
  env: Record<string, string>,
): { status: number; figures: Figures[]; seconds: number } {
  const report = join(mkdtempSync(join(tmpdir(), `${name}-`)), "figures.jsonl");
  writeFileSync(report, "");
  const started = Date.now();
  const result = spawnSync("npx", ["vitest", "run", "--config", "tests/integration/vitest.config.ts", ...files], {
    stdio: "inherit",
    env: { ...process.env, ...env, FAULT_REPORT: report },
  });
  const figures = readFileSync(report, "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Figures);
  return { status: result.status ?? 1, figures, seconds: Math.round((Date.now() - started) / 1000) };
}

/** Replaces what stands between `<!-- marker start -->` and `<!-- marker end -->` in `doc`, and prints it. */
export function writeBetweenMarkers(doc: string, marker: string, lines: readonly string[]): void {
  const text = readFileSync(doc, "utf8");
  const start = `<!-- ${marker} start -->`;
  const end = `<!-- ${marker} end -->`;
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  if (from < 0 || to < from) throw new Error(`${doc} lacks the ${start} … ${end} markers`);
  writeFileSync(doc, `${text.slice(0, from + start.length)}\n${lines.join("\n")}\n${text.slice(to)}`);
  console.log(lines.join("\n"));
}
