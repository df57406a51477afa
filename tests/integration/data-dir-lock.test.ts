// DATA_DIR's lock holds for the whole life of every process that uses the embedded database
// (issue 40, decision 036): a restore tried at any moment while a server or a command runs is
// refused and changes nothing. The server once dropped its lock about a second after start (the
// garbage collector closed the lock's connection), so these tests try late as well as early, and
// after the daily jobs and a backup have run; and a process that forces collections proves the
// lock does not depend on who references it.
import { spawn } from "node:child_process";
import { copyFileSync, mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { SQLITE_FILE } from "#server/db/database.server.ts";
import { runCli } from "./cli.ts";
import { eventually, sleep, solve } from "./harness.ts";
import { spawnServer } from "./server-process.ts";

describe("DATA_DIR's lock for as long as a process uses it", () => {
  const dirs: string[] = [];
  const tempDir = () => {
    const dir = mkdtempSync(join(tmpdir(), "data-dir-lock-"));
    dirs.push(dir);
    return dir;
  };
  afterAll(() => {
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  });

  /** A restore of `file` into `dataDir` is refused and changes nothing. */
  async function expectRefused(dataDir: string, file: string, when: string) {
    // The server keeps writing (jobs, analytics): the file is its own when it is still the same file.
    const database = join(dataDir, SQLITE_FILE);
    const before = statSync(database).ino;
    const run = await runCli("restore.ts", [file], { DATA_DIR: dataDir });
    expect(run.code, `${when}: ${run.stdout}${run.stderr}`).toBe(1);
    expect(run.stderr, when).toMatch(/A server \(or another command\) is using .*Nothing was changed/s);
    expect(statSync(database).ino, when).toBe(before);
    expect(
      readdirSync(dataDir).filter((n) => n.startsWith("replaced-") || n.endsWith(".restoring")),
      when,
    ).toEqual([]);
  }

  it("refuses a restore 1, 10 and 60 s after the server starts, and after its daily jobs and a backup", async () => {
    const dataDir = tempDir();
    const first = await runCli("backup.ts", [], { DATA_DIR: dataDir });
    expect(first.code, first.stderr).toBe(0);
    // Kept apart: the daily backup's retention may remove the first backup from DATA_DIR/backups.
    const firstName = readdirSync(join(dataDir, "backups"))[0]!;
    const file = join(tempDir(), "source.sqlite");
    copyFileSync(join(dataDir, "backups", firstName), file);
    // The production server as an operator runs it (public site and desk loaded); its daily jobs
    // (retention, digest, backup, analytics) first look for work just after the 60 s check.
    const server = await spawnServer({
      DATA_DIR: dataDir,
      NODE_ENV: "production",
      BUILD_DIR: resolve("build"),
      JOBS_START_DELAY_S: "62",
    });
    const started = Date.now();
    // Work between the checks, as a live server has: pages and human checks (their garbage is
    // what once let the collector close the lock).
    const busy = async (until: number) => {
      while (Date.now() < until) {
        await fetch(`${server.url}/`).then((r) => r.arrayBuffer());
        await fetch(`${server.url}/contact`).then((r) => r.arrayBuffer());
        await solve(server.url);
      }
    };
    try {
      for (const at of [1, 10, 60]) {
        await busy(started + at * 1000 - 1500);
        await sleep(Math.max(0, started + at * 1000 - Date.now()));
        await expectRefused(dataDir, file, `${at} s after start`);
        expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
      }
      // The daily jobs run (among them a backup into DATA_DIR/backups) …
      await eventually(async () => readdirSync(join(dataDir, "backups")).some((n) => n !== firstName), 60_000);
      await busy(Date.now() + 2000);
      await expectRefused(dataDir, file, "after the daily jobs");
      // … and an operator's backup next to the running server.
      const backup = await runCli("backup.ts", [], { DATA_DIR: dataDir });
      expect(backup.code, backup.stderr).toBe(0);
      await busy(Date.now() + 2000);
      await expectRefused(dataDir, file, "after npm run backup");
      expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
    } finally {
      server.child.kill("SIGTERM");
      expect(await server.exited).toBe(0);
    }
    // Once the server has stopped, the same restore goes ahead.
    const after = await runCli("restore.ts", [file], { DATA_DIR: dataDir });
    expect(after.stderr).toBe("");
    expect(after.code).toBe(0);
  }, 180_000);

  it("holds through forced garbage collections in a command that keeps no reference to its lock", async () => {
    const dataDir = tempDir();
    const first = await runCli("backup.ts", [], { DATA_DIR: dataDir });
    expect(first.code, first.stderr).toBe(0);
    const file = join(dataDir, "backups", readdirSync(join(dataDir, "backups"))[0]!);
    const child = spawn(process.execPath, ["--expose-gc", resolve("tests/integration/fixtures/hold-services.ts")], {
      env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: "silent" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    const exited = new Promise((done) => child.once("exit", done));
    let stderr = "";
    child.stderr.on("data", (c: Buffer) => {
      stderr += c.toString("utf8");
    });
    try {
      await new Promise<void>((done, fail) => {
        child.stdout.on("data", (c: Buffer) => c.toString("utf8").includes("collected") && done());
        void exited.then(() => fail(new Error(`the command ended early: ${stderr}`)));
      });
      await expectRefused(dataDir, file, "after forced collections");
      await sleep(500);
      await expectRefused(dataDir, file, "after more collections");
    } finally {
      child.kill("SIGKILL");
      await exited;
    }
  }, 120_000);
});
