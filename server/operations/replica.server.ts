// A continuous replica of the embedded database (issue 40, decision 053): Litestream, a child process
// the server starts, restarts when it dies and stops after storage closes (its last sync ships the
// last write). It replicates the database, the erasure ledger and a small database of the keys a
// fresh DATA_DIR needs, each to REPLICA_URL/<file name>, and owns the WAL's checkpoints. The lag
// /metrics reports is computed here from Litestream's own metrics endpoint and the local WAL.
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { createServer } from "node:net";
import { basename, dirname, join, resolve } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { fileURLToPath } from "node:url";
import type { Logger } from "pino";
import type { Config } from "#server/config/config.server.ts";
import { KEYS_KEPT_WITH_BACKUPS } from "#server/db/data-dir.server.ts";
import { SQLITE_FILE, type Storage } from "#server/db/database.server.ts";
import { ERASURE_LEDGER_FILE } from "#server/privacy/erasure-ledger.server.ts";

/** The keys kept with backups, as a database Litestream can replicate (it replicates nothing else). */
export const REPLICA_KEYS_FILE = "replica-keys.db";
export const LITESTREAM_CONFIG_FILE = "litestream.yml";

/** How often Litestream looks at the WAL (its monitor interval). */
const MONITOR_MS = 100;
const SAMPLE_MS = 500;

export type ReplicaSettings = Pick<
  Config,
  "REPLICA_URL" | "REPLICA_S3_ENDPOINT" | "REPLICA_S3_REGION" | "REPLICA_SYNC_INTERVAL_MS" | "REPLICA_RETENTION_HOURS"
> & { REPLICA_URL: string };

/** The Litestream binary shipped by @flydotio/litestream for this platform. */
export function litestreamBinary(): string {
  const name = `@flydotio/litestream-${process.platform}-${process.arch}`;
  try {
    const binary = join(dirname(createRequire(import.meta.url).resolve(`${name}/package.json`)), "litestream");
    if (existsSync(binary)) return binary;
  } catch {
    // reported below
  }
  throw new Error(
    `REPLICA_URL is set but Litestream is not installed for ${process.platform}-${process.arch} (${name}): ` +
      "npm install must run on the machine that runs the server",
  );
}

/** The SQLite files replicated, absolute: the database, the erasure ledger, the keys. */
export function replicatedFiles(dataDir: string): string[] {
  const dir = resolve(dataDir);
  return [SQLITE_FILE, ERASURE_LEDGER_FILE, REPLICA_KEYS_FILE].map((f) => join(dir, f));
}

const quoted = (value: string) => JSON.stringify(value);

/** Where one file is replicated: REPLICA_URL/<file name>. */
function replicaLines(settings: ReplicaSettings, file: string): string[] {
  const url = settings.REPLICA_URL;
  const name = basename(file);
  const lines: string[] = [];
  if (url.startsWith("s3://")) {
    lines.push(`      - url: ${quoted(`${url.replace(/\/+$/, "")}/${name}`)}`);
    if (settings.REPLICA_S3_ENDPOINT) lines.push(`        endpoint: ${quoted(settings.REPLICA_S3_ENDPOINT)}`);
    if (settings.REPLICA_S3_REGION) lines.push(`        region: ${quoted(settings.REPLICA_S3_REGION)}`);
  } else {
    const dir = url.startsWith("file://") ? fileURLToPath(url) : resolve(url);
    lines.push(`      - path: ${quoted(join(dir, name))}`);
  }
  lines.push(
    `        sync-interval: ${settings.REPLICA_SYNC_INTERVAL_MS}ms`,
    `        retention: ${settings.REPLICA_RETENTION_HOURS}h`,
    "        snapshot-interval: 6h",
  );
  return lines;
}

/** litestream.yml for these files (strings JSON-quoted: valid YAML, and nothing is expanded). */
export function litestreamConfig(settings: ReplicaSettings, files: readonly string[], metricsPort?: number): string {
  const lines = ["# Written by the server at each start (server/operations/replica.server.ts); edits are lost."];
  if (metricsPort) lines.push(`addr: ${quoted(`127.0.0.1:${metricsPort}`)}`);
  lines.push("logging:", "  level: info", "  type: json", "dbs:");
  for (const file of files) {
    lines.push(
      `  - path: ${quoted(file)}`,
      `    monitor-interval: ${MONITOR_MS}ms`,
      // Litestream's checkpoints (decision 053): PASSIVE from 1,000 pages or each minute, RESTART from 10,000.
      "    checkpoint-interval: 1m",
      "    min-checkpoint-page-count: 1000",
      "    max-checkpoint-page-count: 10000",
      "    replicas:",
      ...replicaLines(settings, file),
    );
  }
  return `${lines.join("\n")}\n`;
}

/** Writes the keys kept with backups into DATA_DIR/replica-keys.db (only when they changed). */
export function writeReplicaKeys(dataDir: string): void {
  const file = join(resolve(dataDir), REPLICA_KEYS_FILE);
  // Readable by the server's user only, like the keys (SQLite gives its -wal and -shm the same mode).
  writeFileSync(file, "", { flag: "a", mode: 0o600 });
  const db = new DatabaseSync(file);
  try {
    db.exec("PRAGMA journal_mode = WAL");
    db.exec("PRAGMA synchronous = FULL");
    db.exec("create table if not exists keys (name text primary key, content blob not null)");
    for (const name of KEYS_KEPT_WITH_BACKUPS) {
      const key = join(resolve(dataDir), name);
      if (!existsSync(key)) continue;
      const content = readFileSync(key);
      const stored = db.prepare("select content from keys where name = ?").get(name) as
        | { content: Uint8Array }
        | undefined;
      if (stored && Buffer.from(stored.content).equals(content)) continue;
      db.prepare(
        "insert into keys (name, content) values (?, ?) on conflict (name) do update set content = excluded.content",
      ).run(name, content);
    }
  } finally {
    db.close();
  }
}

/** Writes each key of a restored replica-keys.db as a file in `dir` (mode 600). */
export function extractReplicaKeys(keysDb: string, dir: string): string[] {
  const db = new DatabaseSync(keysDb, { readOnly: true });
  try {
    const rows = db.prepare("select name, content from keys").all() as { name: string; content: Uint8Array }[];
    const known = new Set<string>(KEYS_KEPT_WITH_BACKUPS);
    const written: string[] = [];
    for (const row of rows) {
      if (!known.has(row.name)) continue;
      writeFileSync(join(dir, row.name), row.content, { mode: 0o600 });
      written.push(row.name);
    }
    return written;
  } finally {
    db.close();
  }
}

/** A free port on 127.0.0.1 for Litestream's metrics. */
async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once("error", fail);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => done(typeof address === "object" && address ? address.port : 0));
    });
  });
}

/**
 * The command that runs Litestream: through setpriv (util-linux) when present, so that the kernel
 * sends it SIGTERM if the server dies without stopping it (two must never replicate one database).
 */
export function litestreamCommand(binary: string, args: readonly string[]): [string, string[]] {
  const setpriv = ["/usr/bin/setpriv", "/bin/setpriv"].find((p) => existsSync(p));
  return setpriv ? [setpriv, ["--pdeathsig", "TERM", "--", binary, ...args]] : [binary, [...args]];
}

interface Position {
  index: number;
  offset: number;
}
const atLeast = (a: Position, b: Position) => a.index > b.index || (a.index === b.index && a.offset >= b.offset);

interface DbSample {
  syncs: number;
  shadow: Position;
  replica?: Position;
}

/** Litestream's Prometheus text, reduced to each database's sync count and positions. */
export function parseLitestreamMetrics(text: string): Map<string, DbSample> {
  const byDb = new Map<string, DbSample>();
  const get = (db: string) => {
    let s = byDb.get(db);
    if (!s) {
      s = { syncs: 0, shadow: { index: 0, offset: 0 } };
      byDb.set(db, s);
    }
    return s;
  };
  for (const line of text.split("\n")) {
    const m = /^(litestream_\w+)\{db="((?:[^"\\]|\\.)*)"(?:,name="[^"]*")?\} (\S+)$/.exec(line);
    if (!m) continue;
    const [, metric, rawDb, rawValue] = m;
    const db = JSON.parse(`"${rawDb}"`) as string;
    const value = Number(rawValue);
    const s = get(db);
    if (metric === "litestream_sync_count") s.syncs = value;
    else if (metric === "litestream_shadow_wal_index") s.shadow.index = value;
    else if (metric === "litestream_shadow_wal_size") s.shadow.offset = value;
    else if (metric === "litestream_replica_wal_index") s.replica = { index: value, offset: s.replica?.offset ?? 0 };
    else if (metric === "litestream_replica_wal_offset") s.replica = { index: s.replica?.index ?? 0, offset: value };
  }
  return byDb;
}

/**
 * How far one database's replica is behind, from samples of Litestream's metrics. Two completed
 * syncs after a sample at time T mean the shadow WAL holds every write made before T; once the
 * replica's position reaches that shadow position, everything before T is shipped ("covered").
 * The lag is the time since then if the WAL has changed since, else 0: an upper bound of the age of
 * the oldest write not yet in the replica (off by at most a sample and a sync).
 */
export function lagTracker(startedAt: number) {
  let history: { at: number; syncs: number; shadow: Position }[] = [];
  let covered: number | undefined;
  return {
    /** Litestream restarted: its counters start again. */
    reset() {
      history = [];
    },
    sample(at: number, s: DbSample) {
      history.push({ at, syncs: s.syncs, shadow: { ...s.shadow } });
      if (history.length > 600) history = history.slice(-300);
      if (!s.replica) return;
      const replica = s.replica;
      for (let j = history.length - 1; j >= 0; j--) {
        const target = history[j];
        if (!target || !atLeast(replica, target.shadow)) continue;
        for (let k = j; k >= 0; k--) {
          const before = history[k];
          if (before && target.syncs - before.syncs >= 2) {
            covered = Math.max(covered ?? 0, before.at);
            history = history.slice(k);
            return;
          }
        }
        return;
      }
    },
    lagSeconds(now: number, walChangedAt: number): number {
      const since = covered ?? startedAt;
      if (covered !== undefined && walChangedAt <= covered) return 0;
      return Math.max(0, (now - since) / 1000);
    },
  };
}

export interface Replica {
  /** Runs `work` with Litestream stopped (its last sync made), then starts it again. */
  paused<T>(work: () => Promise<T>): Promise<T>;
  /** An upper bound of the age of the oldest write not yet in the replica (s); 0 when all is shipped. */
  lagSeconds(): number;
  /** Whether Litestream is running and answering. */
  up(): boolean;
  /** Times Litestream died and was started again. */
  restarts(): number;
  /** Litestream's process id (tests). */
  pid(): number | undefined;
  /** Stops Litestream after its last sync (call after storage has closed). */
  stop(): Promise<void>;
}

const STOP_WAIT_MS = 8000;

/** Starts Litestream for DATA_DIR's files and keeps it running. */
export async function startReplica(options: {
  settings: ReplicaSettings;
  dataDir: string;
  logger: Logger;
  now?: () => number;
}): Promise<Replica> {
  const { settings, logger } = options;
  const now = options.now ?? Date.now;
  const dataDir = resolve(options.dataDir);
  const binary = litestreamBinary();
  const files = replicatedFiles(dataDir);
  if (!settings.REPLICA_URL.startsWith("s3://")) {
    const dir = settings.REPLICA_URL.startsWith("file://")
      ? fileURLToPath(settings.REPLICA_URL)
      : resolve(settings.REPLICA_URL);
    mkdirSync(dir, { recursive: true, mode: 0o700 });
  }
  writeReplicaKeys(dataDir);
  const port = await freePort();
  const configFile = join(dataDir, LITESTREAM_CONFIG_FILE);
  writeFileSync(configFile, litestreamConfig(settings, files, port), { mode: 0o600 });

  const trackers = new Map(files.map((f) => [f, lagTracker(now())]));
  let child: ChildProcess | undefined;
  let wanted = true;
  let answering = false;
  let restartCount = 0;
  let failures = 0;
  let restartTimer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  const forward = (line: string) => {
    let entry: { level?: string; msg?: string; [k: string]: unknown };
    try {
      entry = JSON.parse(line) as typeof entry;
    } catch {
      if (line.trim()) logger.warn({ litestream: line.slice(0, 500) }, "litestream");
      return;
    }
    const { level, msg, time: _time, ...rest } = entry;
    // Every shipped WAL segment is logged by Litestream: too many lines for info.
    const routine = msg === "write wal segment" || msg === "wal segment written";
    const fields = { litestream: rest };
    if (level === "ERROR") logger.error(fields, `litestream: ${msg}`);
    else if (level === "WARN") logger.warn(fields, `litestream: ${msg}`);
    else if (routine) logger.debug(fields, `litestream: ${msg}`);
    else logger.info(fields, `litestream: ${msg}`);
  };

  const spawnLitestream = () => {
    if (!wanted || stopped) return;
    const [command, args] = litestreamCommand(binary, ["replicate", "-config", configFile, "-no-expand-env"]);
    const started = now();
    const proc = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"], env: process.env });
    child = proc;
    for (const t of trackers.values()) t.reset();
    for (const stream of [proc.stdout, proc.stderr]) {
      let buffered = "";
      stream?.on("data", (chunk: Buffer) => {
        buffered += chunk.toString("utf8");
        const lines = buffered.split("\n");
        buffered = lines.pop() ?? "";
        for (const line of lines) forward(line);
      });
    }
    proc.once("error", (error) => logger.error({ err: error.message }, "litestream could not be started"));
    proc.once("exit", (code, signal) => {
      if (child === proc) child = undefined;
      answering = false;
      if (!wanted || stopped) return;
      // Restarted with a growing pause (1 s doubling to 30 s), back to 1 s after a minute's run.
      failures = now() - started > 60_000 ? 1 : failures + 1;
      const delay = Math.min(30_000, 1000 * 2 ** (failures - 1));
      restartCount++;
      logger.error({ code, signal, restartInMs: delay }, "litestream stopped unexpectedly: restarting it");
      restartTimer = setTimeout(spawnLitestream, delay);
      restartTimer.unref();
    });
    logger.info(
      { pid: proc.pid, replica: maskedReplica(settings.REPLICA_URL), files: files.map((f) => basename(f)) },
      "replica started",
    );
  };

  const stopLitestream = async () => {
    wanted = false;
    clearTimeout(restartTimer);
    const proc = child;
    if (!proc || proc.exitCode !== null || proc.signalCode !== null) return;
    const exited = new Promise<void>((done) => proc.once("exit", () => done()));
    proc.kill("SIGTERM");
    const timer = setTimeout(() => proc.kill("SIGKILL"), STOP_WAIT_MS);
    await exited;
    clearTimeout(timer);
  };

  let sampling = false;
  const sampler = setInterval(() => {
    if (sampling || !child) return;
    sampling = true;
    const at = now();
    fetch(`http://127.0.0.1:${port}/metrics`, { signal: AbortSignal.timeout(SAMPLE_MS * 2) })
      .then((r) => r.text())
      .then((text) => {
        answering = true;
        const byDb = parseLitestreamMetrics(text);
        for (const [file, tracker] of trackers) {
          const s = byDb.get(file);
          if (s) tracker.sample(at, s);
        }
      })
      .catch(() => {
        answering = false;
      })
      .finally(() => {
        sampling = false;
      });
  }, SAMPLE_MS);
  sampler.unref();

  spawnLitestream();

  let queue: Promise<unknown> = Promise.resolve();
  return {
    paused<T>(work: () => Promise<T>): Promise<T> {
      const run = queue.then(async () => {
        await stopLitestream();
        try {
          return await work();
        } finally {
          if (!stopped) {
            wanted = true;
            spawnLitestream();
          }
        }
      });
      queue = run.catch(() => {});
      return run;
    },
    lagSeconds() {
      let lag = 0;
      for (const [file, tracker] of trackers) {
        let changed = 0;
        try {
          changed = statSync(`${file}-wal`).mtimeMs;
        } catch {
          // no WAL: nothing written since it was last checkpointed away
        }
        lag = Math.max(lag, changed === 0 ? 0 : tracker.lagSeconds(now(), changed));
      }
      return lag;
    },
    up: () => Boolean(child) && answering,
    restarts: () => restartCount,
    pid: () => child?.pid,
    async stop() {
      if (stopped) return;
      clearInterval(sampler);
      await queue;
      await stopLitestream();
      stopped = true;
    },
  };
}

/** REPLICA_URL for log lines (an S3 URL carries no secret, but a query string might). */
export function maskedReplica(url: string): string {
  return url.replace(/\?.*$/, "");
}

/**
 * Starts the replica for the server's storage (REPLICA_URL set, SQLite): scrubbing the WAL after an
 * erasure then runs with Litestream stopped, and closing storage stops Litestream after the last write.
 */
export async function attachReplica(config: Config, logger: Logger, storage: Storage): Promise<Replica | undefined> {
  if (!config.REPLICA_URL || storage.dialect !== "sqlite") return undefined;
  const replica = await startReplica({
    settings: { ...config, REPLICA_URL: config.REPLICA_URL },
    dataDir: config.DATA_DIR,
    logger,
  });
  const scrub = storage.scrub;
  const close = storage.close;
  storage.scrub = () => replica.paused(scrub);
  storage.close = () => close().finally(() => replica.stop());
  return replica;
}
