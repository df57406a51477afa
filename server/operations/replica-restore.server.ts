// `npm run restore -- --from-replica [--timestamp <ISO time>]` (issue 40, decision 053): Litestream
// restores the database from REPLICA_URL, at its latest moment or as it was at a given time, into a
// temporary folder, with the erasure ledger and the keys kept with backups (both at their latest)
// beside it; the file then goes through the same checks, refusals and put-in-place as a backup
// (restore.server.ts), which also reads the ledger and the keys from beside the file.
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { SQLITE_FILE } from "#server/db/database.server.ts";
import { ERASURE_LEDGER_FILE } from "#server/privacy/erasure-ledger.server.ts";
import { takeExclusiveLock } from "./data-dir-lock.server.ts";
import {
  extractReplicaKeys,
  LITESTREAM_CONFIG_FILE,
  litestreamBinary,
  litestreamConfig,
  maskedReplica,
  REPLICA_KEYS_FILE,
  type ReplicaSettings,
  replicatedFiles,
} from "./replica.server.ts";
import { RestoreRefused, type RestoreResult, restoreBackup } from "./restore.server.ts";

interface Run {
  code: number;
  output: string;
}

function run(binary: string, args: string[]): Promise<Run> {
  return new Promise((done, fail) => {
    const child = spawn(binary, args, { stdio: ["ignore", "pipe", "pipe"], env: process.env });
    let output = "";
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString("utf8")).slice(-20_000);
    };
    child.stdout.on("data", keep);
    child.stderr.on("data", keep);
    child.once("error", fail);
    child.once("close", (code) => done({ code: code ?? 1, output }));
  });
}

/** Litestream's own reason, from its JSON log lines ("no matching backups found"). */
function reason(output: string): string {
  const lines = output.trim().split("\n").reverse();
  for (const line of lines) {
    try {
      const entry = JSON.parse(line) as { error?: string; msg?: string; level?: string };
      if (entry.level === "ERROR") return entry.error ?? entry.msg ?? line;
    } catch {
      if (line.trim()) return line.trim();
    }
  }
  return "no reason given";
}

export interface ReplicaRestoreResult extends RestoreResult {
  /** The moment asked for, or undefined for the latest. */
  timestamp?: string;
  /** Keys taken from the replica (put in DATA_DIR when it had none). */
  keys: string[];
  /** Whether the replica held an erasure ledger. */
  ledger: boolean;
}

/** Restores DATA_DIR's database from the replica (see the header). */
export async function restoreFromReplica(options: {
  dataDir: string;
  settings: ReplicaSettings;
  /** ISO 8601: the database as it was then; latest when absent. */
  timestamp?: string;
}): Promise<ReplicaRestoreResult> {
  if (options.timestamp !== undefined && Number.isNaN(Date.parse(options.timestamp))) {
    throw new RestoreRefused(
      `--timestamp ${options.timestamp} is not a time (write it as 2026-11-28T04:59:30Z). Nothing was changed.`,
    );
  }
  const timestamp = options.timestamp === undefined ? undefined : new Date(options.timestamp).toISOString();
  const binary = litestreamBinary();
  const dataDir = resolve(options.dataDir);
  await mkdir(dataDir, { recursive: true });
  // Refused at once while a server uses DATA_DIR, before a download that may take minutes (the
  // lock is taken again for the swap itself).
  try {
    takeExclusiveLock(dataDir).release();
  } catch (error) {
    throw new RestoreRefused((error as Error).message);
  }
  const staging = await mkdtemp(join(dataDir, ".replica-restore-"));
  try {
    const config = join(staging, LITESTREAM_CONFIG_FILE);
    await writeFile(config, litestreamConfig(options.settings, replicatedFiles(dataDir)), { mode: 0o600 });
    const restore = (file: string, out: string, extra: string[]) =>
      run(binary, ["restore", "-config", config, "-no-expand-env", "-o", out, ...extra, join(dataDir, file)]);

    const database = join(staging, SQLITE_FILE);
    const main = await restore(SQLITE_FILE, database, timestamp ? ["-timestamp", timestamp] : []);
    if (main.code !== 0 || !existsSync(database)) {
      const where = maskedReplica(options.settings.REPLICA_URL);
      throw new RestoreRefused(
        `the replica at ${where} has no copy of the database${timestamp ? ` at ${timestamp}` : ""} ` +
          `(litestream: ${reason(main.output)}). Nothing was changed.`,
      );
    }
    // The ledger and the keys at their latest: erasures made after `timestamp` are applied again.
    const ledger = join(staging, ERASURE_LEDGER_FILE);
    await restore(ERASURE_LEDGER_FILE, ledger, ["-if-replica-exists"]);
    const keysDb = join(staging, REPLICA_KEYS_FILE);
    await restore(REPLICA_KEYS_FILE, keysDb, ["-if-replica-exists"]);
    const keys = existsSync(keysDb) ? extractReplicaKeys(keysDb, staging) : [];

    const result = await restoreBackup({ dataDir, file: database });
    return { ...result, timestamp, keys, ledger: existsSync(ledger) };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}
