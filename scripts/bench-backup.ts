// `npm run bench:backup`: which online SQLite backup finishes while submissions keep arriving
// (issue 27, decision 035). A database of BACKUP_BENCH_MB (default 60) megabytes, a second process
// committing a submission-sized row every BACKUP_BENCH_WRITE_MS (default 5) ms with
// synchronous=FULL, and three ways to copy it from another connection, each given 60 s:
//   backup(rate 100)  node:sqlite's online backup API as documented (100 pages a step; a write from
//                     another connection restarts it)
//   backup(one step)  the same API with a rate above the page count: every page in one step
//   VACUUM INTO       one read transaction: a consistent snapshot, written compacted
// Prints one line per method: seconds, restarts seen, pages, the writer's commits meanwhile.
import { fork } from "node:child_process";
import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { backup, DatabaseSync } from "node:sqlite";
import { openStorage, SQLITE_FILE } from "#server/db/database.server.ts";

const payload = "x".repeat(1500);

if (process.argv[2] === "writer") {
  // The continuous submissions: one committed row every few ms until told to stop.
  const db = new DatabaseSync(process.argv[3] as string);
  db.exec("PRAGMA busy_timeout = 5000; PRAGMA synchronous = FULL");
  const insert = db.prepare(
    "insert into outbox (id, destination, form_type, payload, status, attempts, next_attempt_at, cycle_started_at, created_at) values (?, 'crm', 'contact', ?, 'pending', 0, ?, ?, ?)",
  );
  let commits = 0;
  const timer = setInterval(
    () => {
      const at = new Date().toISOString();
      insert.run(crypto.randomUUID(), payload, at, at, at);
      commits++;
    },
    Number(process.env.BACKUP_BENCH_WRITE_MS ?? 5),
  );
  process.on("message", () => {
    clearInterval(timer);
    process.send?.(commits, () => process.exit(0));
  });
  process.send?.("ready");
} else {
  const dir = mkdtempSync(join(tmpdir(), "bench-backup-"));
  const file = join(dir, SQLITE_FILE);
  const storage = await openStorage({ DATA_DIR: dir });
  await storage.close();
  const db = new DatabaseSync(file);
  const rows = Math.round((Number(process.env.BACKUP_BENCH_MB ?? 60) * 1024 * 1024) / 1700);
  db.exec("BEGIN");
  const insert = db.prepare(
    "insert into outbox (id, destination, form_type, payload, status, attempts, next_attempt_at, cycle_started_at, created_at) values (?, 'crm', 'contact', ?, 'delivered', 1, ?, ?, ?)",
  );
  const at = new Date().toISOString();
  for (let i = 0; i < rows; i++) insert.run(crypto.randomUUID(), payload, at, at, at);
  db.exec("COMMIT");
  db.exec("PRAGMA wal_checkpoint(TRUNCATE)");
  console.log(`database: ${(statSync(file).size / 1e6).toFixed(1)} MB, ${rows} rows`);

  const limitMs = 60_000;
  async function measure(
    name: string,
    copy: (source: DatabaseSync, target: string) => Promise<Record<string, number>>,
  ) {
    const writer = fork(import.meta.filename, ["writer", file], { stdio: "inherit" });
    await new Promise((resolve) => writer.once("message", resolve));
    const source = new DatabaseSync(file);
    source.exec("PRAGMA busy_timeout = 5000");
    const target = join(dir, `${name.replace(/\W+/g, "-")}.db`);
    const started = performance.now();
    let outcome: Record<string, number> | string;
    try {
      outcome = await copy(source, target);
    } catch (error) {
      outcome = (error as Error).message;
    }
    const seconds = (performance.now() - started) / 1000;
    const commits = await new Promise<number>((resolve) => {
      writer.once("message", (n) => resolve(n as number));
      writer.send("stop");
    });
    source.close();
    console.log(
      `${name.padEnd(16)} ${typeof outcome === "string" ? `did not finish (${outcome})` : "finished"} in ${seconds.toFixed(2)} s; ` +
        `${typeof outcome === "string" ? "" : JSON.stringify(outcome)} writer commits meanwhile ${commits}`,
    );
    rmSync(target, { force: true });
  }

  const viaApi = (rate: number) => async (source: DatabaseSync, target: string) => {
    let restarts = 0;
    let lastRemaining = Number.POSITIVE_INFINITY;
    const deadline = AbortSignal.timeout(limitMs);
    const pages = await backup(source, target, {
      rate,
      progress: ({ remainingPages }) => {
        if (remainingPages > lastRemaining) restarts++;
        lastRemaining = remainingPages;
        // The API has no cancel: throwing from the callback ends it.
        if (deadline.aborted) throw new Error(`still copying after ${limitMs / 1000} s, ${restarts} restarts`);
      },
    });
    return { pages, restarts };
  };
  await measure("backup(rate 100)", viaApi(100));
  await measure("backup(one step)", viaApi(1_000_000_000));
  await measure("VACUUM INTO", async (source, target) => {
    source.exec(`VACUUM INTO '${target.replaceAll("'", "''")}'`);
    return { bytes: statSync(target).size };
  });
  db.close();
  rmSync(dir, { recursive: true, force: true });
}
