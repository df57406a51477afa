// `npm run bench:experiments`: the server CPU one arm choice costs (issue 43: at most 0.05 ms per
// page request). Times `armFor` (crawler check, keyed hash under the day's salt, the weights) over
// 200,000 requests from varied addresses and real user agents, in five rounds after a warm-up, by
// the process's CPU time (user + system), so other work on the machine does not count; prints each
// round and the median, and the parts (isbot alone, the HMAC alone) for reference. Fails over target.
//   npm run bench:experiments             prints
//   npm run bench:experiments -- --write  also records the table in docs/performance.md
import { createHmac, createSecretKey, randomBytes } from "node:crypto";
import { cpus, loadavg } from "node:os";
import { isbot } from "isbot";
import { assignerWithKey } from "#server/experiments/assignment.server.ts";
import { median } from "#shared/median.ts";
import { writeBetweenMarkers } from "./bench-report.ts";

const TARGET_MS = 0.05;
const CHOICES = Number(process.env.BENCH_CHOICES ?? 200_000);
const ROUNDS = 5;

const agents = [
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1",
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15",
  "Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.6778.81 Mobile Safari/537.36",
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0",
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0",
  "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
];
const requests = Array.from({ length: 4096 }, (_, i) => ({
  address: `203.${(i * 7) & 255}.${(i * 13) & 255}.${i & 255}`,
  userAgent: agents[i % agents.length]!,
}));
const experiment = { id: "home-headline", weights: [50, 50] };
const day = Date.parse("2026-11-28T01:00:00Z");

/** CPU milliseconds per call of `work` over CHOICES calls. */
function cpuPerCall(work: (i: number) => number): number {
  let sink = 0;
  const start = process.cpuUsage();
  for (let i = 0; i < CHOICES; i++) sink += work(i);
  const used = process.cpuUsage(start);
  if (sink < 0) console.log(sink);
  return (used.user + used.system) / 1000 / CHOICES;
}

const assigner = assignerWithKey(randomBytes(32));
const salt = createSecretKey(randomBytes(32));
const parts = {
  "armFor (whole choice)": (i: number) => assigner.armFor(experiment, requests[i & 4095]!, day + (i & 1023)),
  "isbot alone": (i: number) => (isbot(requests[i & 4095]!.userAgent) ? 1 : 0),
  "HMAC-SHA256 alone": (i: number) => {
    const r = requests[i & 4095]!;
    return createHmac("sha256", salt).update(`${experiment.id}\n${r.address}\n${r.userAgent}`).digest()[0]!;
  },
};

const results: { name: string; rounds: number[]; median: number }[] = [];
for (const [name, work] of Object.entries(parts)) {
  cpuPerCall(work); // warm-up: compiled code, the day's salt
  const rounds = Array.from({ length: ROUNDS }, () => cpuPerCall(work));
  results.push({ name, rounds, median: median(rounds) ?? Number.NaN });
}

const whole = results[0]!;
const pass = whole.median <= TARGET_MS;
const load = loadavg()
  .map((x) => x.toFixed(2))
  .join(", ");
const lines = [
  `Last run: ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC, Node ${process.version}, ${cpus().length} CPUs (${cpus()[0]?.model ?? "?"}), load average ${load}; ${CHOICES.toLocaleString("en-AU")} choices a round, ${ROUNDS} rounds, process CPU time (user + system). Target: armFor at most ${TARGET_MS} ms: ${pass ? "met" : "MISSED"}.`,
  "",
  "| measured | median ms per call | rounds (ms per call) |",
  "|---|---|---|",
  ...results.map((r) => `| ${r.name} | ${r.median.toFixed(4)} | ${r.rounds.map((x) => x.toFixed(4)).join(", ")} |`),
];
// writeBetweenMarkers prints what it writes.
if (process.argv.includes("--write")) writeBetweenMarkers("docs/performance.md", "bench:experiments", lines);
else console.log(lines.join("\n"));
if (!pass) process.exitCode = 1;
