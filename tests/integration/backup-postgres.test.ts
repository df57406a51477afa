// Backups on PostgreSQL (issue 27): `npm run backup` runs pg_dump --format=custom of the schema the
// server uses, checked with pg_restore --list; without pg_dump it says what to use instead and
// fails; `npm run restore` on PostgreSQL says to use pg_restore and changes nothing. The drill:
// the dump, restored with pg_restore into a fresh database as docs/operations.md says, serves
// again: every submission stored before the backup is there and pending entries are delivered.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { contactPayload, solve } from "#tests/support/submissions.ts";
import { runCli } from "./cli.ts";
import { recordFigures } from "./fault-report.ts";
import { createStorage, eventually, postJson, type StorageTarget, sleep } from "./harness.ts";
import { type Receiver, startReceiver } from "./receiver.ts";
import { spawnServer } from "./server-process.ts";

describe.runIf(process.env.TEST_DATABASE_URL)("backups on postgres", () => {
  const cleanUps: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const clean of cleanUps.reverse()) await clean().catch(() => {});
  });

  it("pg_dump backup, a clear message without pg_dump, and a restore drill with pg_restore", async () => {
    const target: StorageTarget = await createStorage("postgres");
    cleanUps.push(() => target.drop());
    const backupDir = mkdtempSync(join(tmpdir(), "pg-backups-"));
    cleanUps.push(async () => rmSync(backupDir, { recursive: true, force: true }));
    const env = { DATA_DIR: target.env.DATA_DIR, DATABASE_URL: target.env.DATABASE_URL!, BACKUP_DIR: backupDir };

    // Some submissions, stored and pending (no webhook yet).
    const server = await spawnServer({ ...env, JOBS_START_DELAY_S: "3600" });
    const ids: string[] = [];
    try {
      const proofs = [];
      for (let i = 0; i < 6; i++) proofs.push(await solve(server.url));
      await sleep(3100);
      for (const proof of proofs) {
        const body = contactPayload(proof);
        expect((await postJson(server.url, "/api/form-submissions", body)).status).toBe(201);
        ids.push(String(body.submissionId));
      }
      const backup = await runCli("backup.ts", [], env);
      expect(backup.stderr).toBe("");
      expect(backup.code).toBe(0);
      expect(backup.stdout).toContain("pg_dump, checked");
      expect(backup.stdout).not.toContain("postgres://");

      const withoutPgDump = await runCli("backup.ts", [], { ...env, PATH: "/nonexistent" });
      expect(withoutPgDump.code).toBe(1);
      expect(withoutPgDump.stderr).toContain("pg_dump is not installed here");
      expect(withoutPgDump.stderr).toContain("managed database's own backups");
      expect(readdirSync(backupDir)).toHaveLength(1);

      const refused = await runCli("restore.ts", [join(backupDir, readdirSync(backupDir)[0]!)], env);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain("pg_restore --clean --if-exists --no-owner --single-transaction");
      expect(refused.stderr).toContain("Nothing was changed");
    } finally {
      server.child.kill("SIGTERM");
      await server.exited;
    }
    const [file] = readdirSync(backupDir);
    expect(file).toMatch(/^leadwise-.*\.pgdump$/);

    // The drill: a fresh database, pg_restore as documented, a server on it.
    const base = new URL(process.env.TEST_DATABASE_URL!);
    const name = `restore_drill_${Date.now().toString(36)}`;
    const admin = new pg.Client({ connectionString: base.toString() });
    await admin.connect();
    await admin.query(`create database ${name}`);
    cleanUps.push(async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    });
    const restoredUrl = new URL(target.env.DATABASE_URL!);
    restoredUrl.pathname = `/${name}`;
    const plain = new URL(base.toString());
    plain.pathname = `/${name}`;
    execFileSync("pg_restore", [
      "--clean",
      "--if-exists",
      "--no-owner",
      "--single-transaction",
      `--dbname=${plain}`,
      join(backupDir, file!),
    ]);

    const receiver: Receiver = await startReceiver();
    cleanUps.push(() => receiver.close());
    const restored = await spawnServer({
      DATA_DIR: mkdtempSync(join(tmpdir(), "pg-restored-")),
      DATABASE_URL: restoredUrl.toString(),
      FORM_WEBHOOK_URL: receiver.url,
      FORM_WEBHOOK_SECRET: "restore-drill-webhook-secret-0123456789",
      JOBS_START_DELAY_S: "3600",
    });
    try {
      expect((await fetch(`${restored.url}/readyz`)).status).toBe(200);
      const schema = new URL(target.env.DATABASE_URL!).searchParams.get("options")!.split("=")[1]!;
      const client = new pg.Client({ connectionString: plain.toString() });
      await client.connect();
      try {
        const stored = await client.query(`select id from ${schema}.contact_submissions`);
        expect(stored.rows.map((r) => r.id).sort()).toEqual([...ids].sort());
        // Delivered (the receiver's 200 is recorded just after it answers), each once.
        await eventually(async () => {
          const delivered = await client.query(
            `select count(*)::int as n from ${schema}.outbox where status = 'delivered'`,
          );
          return delivered.rows[0].n === ids.length;
        }, 20_000);
        expect(receiver.deliveries.map((d) => d.headers["webhook-id"]).sort()).toEqual([...ids].sort());
      } finally {
        await client.end();
      }
      recordFigures("restore-drill-postgres", { submissions: ids.length, delivered: receiver.deliveries.length });
    } finally {
      restored.child.kill("SIGTERM");
      await restored.exited;
    }
  });
});
