// `npm run bench:api`: load test of POST /api/form-submissions on SQLite and PostgreSQL.
//
// For each engine: starts the server in its own process (server/start/compose.server.ts, as
// server/main.ts composes it but without the daily jobs, with NOTIFY_TO set so that every step of
// intake runs) on fresh storage, obtains human-check proofs through the API as a browser would
// (GET and POST /api/human-check), waits out the 3 s minimum fill time, then runs autocannon:
// 50 connections for 20 s, valid payloads, a unique submissionId and a fresh proof per request.
// Prints submissions/s (rows actually stored, counted in the database afterwards), p50/p99
// latency and errors.
//
//   npm run bench:api                 both engines (PostgreSQL from BENCH_DATABASE_URL,
//                                     TEST_DATABASE_URL, or postgres://postgres@127.0.0.1:5432/test)
//   npm run bench:api -- --write      also records the results in docs/performance.md
//   npm run bench:api -- --guard      the short run inside `npm test`: 5 s per engine, fails only
//                                     when server CPU per submission exceeds GUARD_RATIO times the
//                                     CPU per human check of the same run (a change that makes the
//                                     path much dearer cannot land unnoticed; req/s on a shared
//                                     machine is not steady enough to guard, nor is CPU time alone)
//   BENCH_ENGINES=sqlite BENCH_SECONDS=10 npm run bench:api
//   BENCH_IDS=v4 npm run bench:api   random submission ids, as the forms sent before decision 042
//   BENCH_DROP_STEPS=leads.inbox npm run bench:api
//                                     without the named intake steps (comma-separated): what a step
//                                     costs; never for the guard or the recorded figures (refused)
import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { fileURLToPath } from "node:url";
// @ts-expect-error autocannon ships no type declarations; the part used here is typed below.
import autocannonUntyped from "autocannon";
import pg from "pg";
import { orderedId } from "#server/db/ordered-id.server.ts";
import { contactPayload, type Proof, solveMany, VISITOR_BROWSER } from "#tests/support/submissions.ts";

interface AutocannonResult {
  latency: { p50: number; p90: number; p99: number; max: number };
  requests: { total: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}
interface AutocannonRequest {
  body?: string;
  headers?: Record<string, string>;
  [key: string]: unknown;
}
const autocannon = autocannonUntyped as (options: {
  url: string;
  connections: number;
  duration: number;
  method: string;
  headers: Record<string, string>;
  requests: { setupRequest: (request: AutocannonRequest) => AutocannonRequest }[];
}) => Promise<AutocannonResult>;

/** Issue 21: each engine at least 2,000 stored submissions/s, p99 under 50 ms, server CPU ≤ 0.35 ms per request. */
const TARGET = { perSecond: 2000, p99Ms: 50, cpuMs: 0.35 };
const GUARD = process.argv.includes("--guard");
/**
 * The guard in `npm test`: server CPU per submission as a multiple of the CPU per human check solved
 * in the same run (decision 041). Absolute CPU time was not steady enough: the same commit measured
 * 0.30 ms per request on 2026-11-25 and 0.47-0.74 ms on 2026-11-26 on this kind of machine. The
 * multiple was 1.3-1.6 (SQLite) and 0.9-1.2 (PostgreSQL) on 2026-11-26; a path 1.6 times as dear fails.
 */
const GUARD_RATIO: Record<string, number> = { sqlite: 2.4, postgres: 1.8 };
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? (GUARD ? 5 : 20));
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? (GUARD ? 2 : 3));
/** Runs per engine (fresh storage each); the verdict uses each engine's median run by p99. */
const RUNS = Number(process.env.BENCH_RUNS ?? 1);

// ── Server mode: the child process ──────────────────────────────────────────

// ── Bench mode ──────────────────────────────────────────────────────────────

interface Storage {
  engine: "sqlite" | "postgres";
  env: Record<string, string>;
  count(): Promise<number>;
  drop(): Promise<void>;
}

async function sqliteStorage(): Promise<Storage> {
  const dir = mkdtempSync(join(tmpdir(), "bench-api-"));
  return {
    engine: "sqlite",
    env: { DATA_DIR: dir },
    async count() {
      const db = new DatabaseSync(join(dir, "leadwise.db"), { readOnly: true });
      const row = db.prepare("select count(*) as n from contact_submissions").get() as { n: number };
      db.close();
      return Number(row.n);
    },
    async drop() {
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function postgresStorage(): Promise<Storage | string> {
  const base =
    process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
  const admin = new pg.Client({ connectionString: base, connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
  } catch (error) {
    return `PostgreSQL not reachable at ${new URL(base).host}: ${(error as Error).message}`;
  }
  const schema = `bench_api_${randomBytes(5).toString("hex")}`;
  await admin.query(`create schema ${schema}`);
  const url = new URL(base);
  url.searchParams.set("options", `-c search_path=${schema}`);
  const dir = mkdtempSync(join(tmpdir(), "bench-api-"));
  return {
    engine: "postgres",
    env: { DATA_DIR: dir, DATABASE_URL: url.toString() },
    async count() {
      const { rows } = await admin.query(`select count(*)::int as n from ${schema}.contact_submissions`);
      return Number(rows[0].n);
    },
    async drop() {
      await admin.query(`drop schema ${schema} cascade`);
      await admin.end();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * CPU time (ms) used so far by the local PostgreSQL server's processes, read from /proc (Linux,
 * when they are visible to this user); undefined elsewhere. Sampled around the timed run, it gives
 * the database's own work per stored submission, which the server's CPU figure does not include.
 */
function postgresCpuMs(): number | undefined {
  let ticks = 0;
  let found = false;
  let entries: string[];
  try {
    entries = readdirSync("/proc");
  } catch {
    return undefined;
  }
  for (const pid of entries) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
      const close = stat.lastIndexOf(")");
      if (!stat.slice(stat.indexOf("(") + 1, close).startsWith("postgres")) continue;
      const fields = stat.slice(close + 2).split(" ");
      ticks += Number(fields[11]) + Number(fields[12]); // utime, stime (fields 14 and 15 of stat)
      found = true;
    } catch {
      // The process ended meanwhile, or is not ours to read.
    }
  }
  // Linux reports these in clock ticks of 1/100 s (USER_HZ) on every platform Node supports.
  return found ? ticks * 10 : undefined;
}

function serverCpuMs(child: ChildProcess): Promise<number> {
  return new Promise((resolve) => {
    const onMessage = (message: unknown) => {
      if (message && typeof message === "object" && "cpu" in message) {
        child.off("message", onMessage);
        const { user, system } = (message as { cpu: NodeJS.CpuUsage }).cpu;
        resolve((user + system) / 1000);
      }
    };
    child.on("message", onMessage);
    child.send("cpu");
  });
}

function startServer(storage: Storage): Promise<ChildProcess> {
  // BENCH_NODE_ARGS passes flags to the server process, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof".
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? "").split(" ").filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, fileURLToPath(import.meta.url), "--serve"], {
    env: {
      ...process.env,
      ...storage.env,
      // A free port, told back by the child: several runs (worktrees, CI) never meet.
      PORT: "0",
      HOST: "127.0.0.1",
      NODE_ENV: "production",
      LOG_LEVEL: "info", // as in production: one JSON line per submission (to /dev/null here)
      RATE_LIMIT_PER_HOUR: "100000",
      // Behind a proxy, as in production: the submissions come from 250 addresses (below), so that a
      // fast machine's 100,000 submissions in a run stay within each address's hourly limit.
      TRUST_PROXY: "true",
      OUTBOX_WORKER: "false",
      // Every step of intake runs: the notification email to sales is queued for each submission.
      NOTIFY_TO: "sales@example.com",
    },
    stdio: ["ignore", "ignore", "inherit", "ipc"],
  });
  return new Promise((resolve, reject) => {
    child.once("message", (message) => {
      base = `http://127.0.0.1:${(message as { port: number }).port}`;
      resolve(child);
    });
    child.once("exit", (code) => reject(new Error(`server exited with ${code}`)));
  });
}

let base = "";
function payload(proof: Proof, n: number): string {
  return JSON.stringify(
    contactPayload(proof, {
      // Time-ordered, as the site's forms make them (app/lib/form-api.ts, decision 042); BENCH_IDS=v4
      // sends random ones, as they did before.
      submissionId: process.env.BENCH_IDS === "v4" ? randomUUID() : orderedId(),
      firstName: "Bench",
      lastName: "O'Load",
      email: `bench${n}@example.com`,
      company: "Benchmark & Co",
      message: "Load test submission: please send a count and quote for 50 mortgage leads in NSW.",
      // The page's touch: with a visitor's browser (below) the attribution step reads the visit (decision 085).
      touch: { utm_source: "bench", landing_page: "/contact?utm_source=bench" },
    }),
  );
}

interface Result {
  engine: string;
  stored: number;
  perSecond: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  requests: number;
  /** Server CPU time per request (ms): independent of what else the machine is doing. */
  cpuPerRequest: number;
  /**
   * Server CPU time per human check solved beforehand (GET and POST /api/human-check: HTTP, JSON,
   * HMAC and a transaction), in the same process on the same machine: the yardstick the guard
   * measures the submission path against.
   */
  cpuPerCheck: number;
}

async function run(storage: Storage): Promise<Result> {
  const server = await startServer(storage);
  try {
    // Enough proofs for 8,000 requests/s, in the guard too: on a quiet machine SQLite passed 6,000/s
    // (2026-11-26), and requests past the end of the pool are refused, which fails the guard for being fast.
    const poolSize = Number(process.env.BENCH_POOL ?? 8000 * (SECONDS + WARMUP_SECONDS));
    const t0 = Date.now();
    const checkCpuBefore = await serverCpuMs(server);
    const proofs = await solveMany(base, poolSize, 32);
    const cpuPerCheck = ((await serverCpuMs(server)) - checkCpuBefore) / proofs.length;
    console.log(
      `  ${storage.engine}: ${proofs.length} proofs in ${((Date.now() - t0) / 1000).toFixed(1)} s, server CPU ${cpuPerCheck.toFixed(3)} ms each`,
    );
    await new Promise((r) => setTimeout(r, 3100)); // the minimum fill time since each challenge was issued
    let next = 0;
    const load = (duration: number) =>
      autocannon({
        url: `${base}/api/form-submissions`,
        connections: CONNECTIONS,
        duration,
        method: "POST",
        // A visitor's browser, counted by the analytics: the dearer path (its visit hashed and read).
        headers: { "content-type": "application/json", "user-agent": VISITOR_BROWSER },
        requests: [
          {
            setupRequest: (request) => {
              const proof = proofs[next % proofs.length]!;
              next++;
              return {
                ...request,
                headers: { ...request.headers, "x-forwarded-for": `198.51.100.${(next % 250) + 1}` },
                body: payload(proof, next),
              };
            },
          },
        ],
      });
    // Warm-up (JIT, connection pools, caches): not measured.
    await load(WARMUP_SECONDS);
    const storedBefore = await storage.count();
    const cpuBefore = await serverCpuMs(server);
    const pgBefore = storage.engine === "postgres" ? postgresCpuMs() : undefined;
    const result = await load(SECONDS);
    const cpuMs = (await serverCpuMs(server)) - cpuBefore;
    const pgAfter = pgBefore === undefined ? undefined : postgresCpuMs();
    const stored = (await storage.count()) - storedBefore;
    if (next > proofs.length) console.log(`  warning: proof pool too small (${next} requests), raise BENCH_POOL`);
    if (pgBefore !== undefined && pgAfter !== undefined && stored > 0) {
      console.log(
        `  ${storage.engine}: database CPU ${((pgAfter - pgBefore) / stored).toFixed(3)} ms per stored submission (local postgres processes)`,
      );
    }
    return {
      engine: storage.engine,
      stored,
      perSecond: Math.round(stored / SECONDS),
      p50: result.latency.p50,
      p90: result.latency.p90,
      p99: result.latency.p99,
      max: result.latency.max,
      non2xx: result.non2xx,
      errors: result.errors,
      timeouts: result.timeouts,
      requests: result.requests.total,
      cpuPerRequest: cpuMs / Math.max(1, result.requests.total),
      cpuPerCheck,
    };
  } finally {
    server.kill("SIGTERM");
    await new Promise((r) => server.once("exit", r));
  }
}

/** The disk's durable-commit latency right now (SQLite WAL, synchronous=FULL, 500 commits): context for the tails. */
function diskProbe(): string {
  const dir = mkdtempSync(join(tmpdir(), "bench-disk-"));
  try {
    const db = new DatabaseSync(join(dir, "probe.db"));
    db.exec("PRAGMA journal_mode=WAL; PRAGMA synchronous=FULL; create table t (id integer primary key, v text)");
    const insert = db.prepare("insert into t (v) values (?)");
    const times: number[] = [];
    for (let i = 0; i < 500; i++) {
      const t = performance.now();
      db.exec("begin");
      insert.run("x".repeat(2000));
      db.exec("commit");
      times.push(performance.now() - t);
    }
    db.close();
    times.sort((a, b) => a - b);
    const q = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))]!.toFixed(1);
    return `durable commit on this disk: p50 ${q(0.5)} ms, p99 ${q(0.99)} ms, max ${times.at(-1)!.toFixed(0)} ms`;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  if (process.env.BENCH_DROP_STEPS && (GUARD || process.argv.includes("--write"))) {
    throw new Error("BENCH_DROP_STEPS measures a step's cost: not with --guard or --write");
  }
  const engines = (process.env.BENCH_ENGINES ?? "sqlite,postgres").split(",");
  const results: Result[] = [];
  const notes: string[] = [];
  console.log(
    `API benchmark${GUARD ? " (CPU guard)" : ""}: ${CONNECTIONS} connections, ${SECONDS} s per engine, ${cpus().length} CPUs`,
  );
  const disk = diskProbe();
  const loadBefore = loadavg()
    .map((l) => l.toFixed(2))
    .join(", ");
  console.log(`  ${disk}`);
  for (const engine of engines) {
    const storage = engine === "postgres" ? await postgresStorage() : await sqliteStorage();
    if (typeof storage === "string") {
      notes.push(`postgres skipped: ${storage}`);
      console.log(`  ${storage}`);
      continue;
    }
    try {
      results.push(await run(storage));
    } finally {
      await storage.drop();
    }
    for (let i = 1; i < RUNS; i++) {
      const again = engine === "postgres" ? await postgresStorage() : await sqliteStorage();
      if (typeof again === "string") break;
      try {
        results.push(await run(again));
      } finally {
        await again.drop();
      }
    }
  }

  const meets = (r: Result) =>
    GUARD
      ? r.cpuPerRequest / r.cpuPerCheck <= (GUARD_RATIO[r.engine] ?? 0) && r.non2xx === 0 && r.errors === 0
      : r.perSecond >= TARGET.perSecond &&
        r.p99 < TARGET.p99Ms &&
        r.cpuPerRequest <= TARGET.cpuMs &&
        r.non2xx === 0 &&
        r.errors === 0;
  /** Each engine's median run (by p99): the verdict. */
  const medians = [...new Set(results.map((r) => r.engine))].map((engine) => {
    const runs = results.filter((r) => r.engine === engine).sort((a, b) => a.p99 - b.p99);
    return runs[Math.floor((runs.length - 1) / 2)]!;
  });
  const rows = results.map((r) => {
    const ok = meets(r);
    const run = results.filter((x) => x.engine === r.engine).indexOf(r) + 1;
    const label = RUNS > 1 ? `${r.engine} run ${run}${medians.includes(r) ? " (median)" : ""}` : r.engine;
    return `| ${label} | ${r.perSecond} | ${r.stored} | ${r.p50} | ${r.p90} | ${r.p99} | ${r.max} | ${r.non2xx} | ${r.errors + r.timeouts} | ${r.cpuPerRequest.toFixed(2)} | ${(r.cpuPerRequest / r.cpuPerCheck).toFixed(2)} | ${ok ? "pass" : "FAIL"} |`;
  });
  const table = [
    "| engine | stored submissions/s | rows stored | p50 ms | p90 ms | p99 ms | max ms | non-2xx | errors | server CPU ms/request | CPU × human check | target |",
    "|---|---|---|---|---|---|---|---|---|---|---|---|",
    ...rows,
  ].join("\n");
  console.log(`\n${table}\n`);
  for (const note of notes) console.log(note);

  const failed = medians.some((r) => !meets(r));
  if (GUARD) {
    console.log(
      failed
        ? `FAIL: server CPU per submission above ${JSON.stringify(GUARD_RATIO)} times that of a human check (or requests refused): find what made the submission path dearer (BENCH_NODE_ARGS="--cpu-prof …").`
        : `ok: server CPU per submission within ${JSON.stringify(GUARD_RATIO)} times that of a human check on every engine.`,
    );
    process.exit(failed ? 1 : 0);
  }
  if (process.argv.includes("--write")) {
    const file = join(fileURLToPath(new URL("..", import.meta.url)), "docs", "performance.md");
    const section = [
      "## API benchmark",
      "",
      `\`npm run bench:api\` (scripts/bench-api.ts), ${new Date().toISOString().slice(0, 10)}, on this ${cpus().length}-CPU machine:`,
      `autocannon, ${CONNECTIONS} connections for ${SECONDS} s per run (after a ${WARMUP_SECONDS} s warm-up), ${RUNS} run${RUNS > 1 ? "s" : ""} per engine on fresh storage, against \`POST /api/form-submissions\`; every request a`,
      "valid contact submission with a unique time-ordered `submissionId` (UUIDv7, as the forms make them), from one of",
      "250 addresses behind a trusted proxy, and its own human-check proof, obtained through the API",
      "beforehand (`GET`/`POST /api/human-check`, then the 3 s minimum fill time). Submissions/s counts the rows found in",
      "the database afterwards; each was committed (with its outbox entry) before its 201. Target: at least",
      `${TARGET.perSecond} stored submissions/s with p99 under ${TARGET.p99Ms} ms and server CPU at most ${TARGET.cpuMs} ms per request on each engine.`,
      "The load generator, the server and PostgreSQL share the machine's CPUs. The server runs as `npm start` composes it,",
      "with NOTIFY_TO set: every step of intake (inbox item, duplicate flag, suppression check, notification, CRM event) runs;",
      "the daily jobs (backup, retention, analytics) do not, as their first run would fall inside the timed run.",
      "",
      table,
      "",
      `Verdict: ${failed ? "target missed" : "target met"} (each engine's median run by p99).`,
      `Measured alongside: ${disk}; load average before the runs ${loadBefore} (other work shares this machine).`,
      "Every request waits for its batch's disk flush, so a slow flush shows directly in the tail.",
      ...(notes.length > 0 ? ["", ...notes] : []),
      "",
    ].join("\n");
    let doc = "# Performance\n\n";
    try {
      doc = readFileSync(file, "utf8");
    } catch {
      // new file
    }
    const start = doc.indexOf("## API benchmark");
    if (start === -1) {
      doc = `${doc.trimEnd()}\n\n${section}`;
    } else {
      const rest = doc.slice(start + 1);
      const nextHeading = rest.search(/\n## /);
      const end = nextHeading === -1 ? doc.length : start + 1 + nextHeading + 1;
      doc = `${doc.slice(0, start)}${section}${nextHeading === -1 ? "" : `\n${doc.slice(end)}`}`;
    }
    writeFileSync(file, doc);
    console.log(`recorded in ${file}`);
  }
  process.exit(failed ? 1 : 0);
}

async function serveMode(): Promise<void> {
  const { serve } = await import("@hono/node-server");
  const { default: pino } = await import("pino");
  const { loadConfig } = await import("#server/config/config.server.ts");
  const { composeServer } = await import("#server/start/compose.server.ts");
  const config = loadConfig();
  const logger = pino({ level: config.LOG_LEVEL });
  // The server as server/main.ts composes it, without the static site (not requested) and without
  // the daily jobs: their first run (backup with its integrity check, retention, analytics) starts
  // JOBS_START_DELAY_S (30 s) after start-up, which fell inside the timed run and added up to half
  // again to the CPU per request, by chance of timing. They have their own benchmarks (bench:backup).
  const drop = (process.env.BENCH_DROP_STEPS ?? "").split(",").filter(Boolean);
  const composed = await composeServer(config, logger, {
    jobs: false,
    steps: (steps) => steps.filter((step) => !drop.includes(step.name)),
  });
  serve({ fetch: composed.app.fetch, port: config.PORT, hostname: config.HOST }, (info) =>
    process.send?.({ port: info.port }),
  );
  // The parent asks for this process's CPU time around the timed run.
  process.on("message", (message) => {
    if (message === "cpu") process.send?.({ cpu: process.cpuUsage() });
  });
  process.on("SIGTERM", () => void composed.close().finally(() => process.exit(0)));
}

if (process.argv.includes("--serve")) await serveMode();
else await main();
