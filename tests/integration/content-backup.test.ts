// Content in backups (issue 42 item 10): entries, every published version, drafts and schedules are
// rows of the application's storage, so `npm run backup` carries them and a restore brings them
// back. A change is published, a backup taken, another change published; after the restore (SQLite:
// `npm run restore`; PostgreSQL: pg_restore into a fresh database, as docs/operations.md says) the
// server serves the first change, with the draft and the schedule that existed at the backup.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import pg from "pg";
import pino from "pino";
import { afterAll, describe, expect, it } from "vitest";
import { readEntry, readPublished, saveDraft } from "#server/content/content-store.server.ts";
import { publishEntry, startLiveContent } from "#server/content/publish.server.ts";
import { loadPageRenderer } from "#server/content/render.server.ts";
import { readSchedules, schedulePublish } from "#server/content/schedule.server.ts";
import { openStorage, type Storage } from "#server/db/database.server.ts";
import { facts } from "#shared/site/facts.ts";
import { runCli } from "./cli.ts";
import { createStorage, engines, eventually, type StorageTarget } from "./harness.ts";
import { type ServerProcess, spawnServer } from "./server-process.ts";

const buildDir = resolve(process.env.BUILD_DIR ?? "build");
const STAFF = "staff-member-backing-up";
const FIRST = "Leads Backed Up, Then Brought Back";
const SECOND = "Words Published After the Backup";
const DRAFT = "A Draft Kept in the Backup";

const cleanUps: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const clean of cleanUps.reverse()) await clean().catch(() => {});
});

async function stop(server: ServerProcess) {
  if (server.child.exitCode === null) {
    server.child.kill("SIGTERM");
    await server.exited;
  }
}

const homeText = async (server: ServerProcess) => (await fetch(`${server.url}/`)).text();

/** Saves the home page's headline as a draft on its published version and publishes it. */
async function publishHeadline(storage: Storage, live: Awaited<ReturnType<typeof startLiveContent>>, title: string) {
  const home = (await readPublished(storage, "/"))!;
  const data = home.data as { hero: { title: string } };
  const saved = await saveDraft(storage, {
    id: "/",
    data: { ...data, hero: { ...data.hero, title } },
    baseVersion: home.version,
    staffId: STAFF,
  });
  expect(saved).toMatchObject({ ok: true });
  expect(await publishEntry(live, { id: "/", staffId: STAFF })).toEqual({ ok: true, version: home.version + 1 });
}

describe.each(engines)("content through backup and restore on %s", (engine) => {
  it("a restore serves the content published before the backup, with its versions, drafts and schedules", async () => {
    const target: StorageTarget = await createStorage(engine);
    cleanUps.push(() => target.drop());
    const backupDir = mkdtempSync(join(tmpdir(), "content-backups-"));
    cleanUps.push(async () => rmSync(backupDir, { recursive: true, force: true }));
    const env = { ...target.env, BACKUP_DIR: backupDir } as Record<string, string>;
    const serverEnv = { ...env, NODE_ENV: "production", BUILD_DIR: buildDir, JOBS_START_DELAY_S: "3600" };

    const server = await spawnServer(serverEnv);
    cleanUps.push(() => stop(server));
    const storage = await openStorage(target.env);
    const renderer = (await loadPageRenderer(buildDir))!;
    cleanUps.push(() => renderer.close());
    const live = await startLiveContent({
      storage,
      renderer,
      logger: pino({ level: "silent" }),
      shippedFacts: facts,
      intervalMs: 60_000,
    });
    cleanUps.push(async () => live.stop());

    // Before the backup: a published change, a draft on another page, a publish scheduled for tomorrow.
    await publishHeadline(storage, live, FIRST);
    await eventually(async () => (await homeText(server)).includes(FIRST), 20_000);
    const contact = (await readPublished(storage, "/contact"))!;
    const contactData = contact.data as { hero: { title: string } };
    expect(
      await saveDraft(storage, {
        id: "/contact",
        data: { ...contactData, hero: { ...contactData.hero, title: DRAFT } },
        baseVersion: contact.version,
        staffId: STAFF,
      }),
    ).toMatchObject({ ok: true });
    const tomorrow = new Date(Date.now() + 24 * 3600_000).toLocaleDateString("en-CA", { timeZone: "Australia/Sydney" });
    const scheduled = await schedulePublish(storage, { id: "/contact", date: tomorrow, time: "09:00", staffId: STAFF });
    expect(scheduled).toMatchObject({ ok: true });
    const schedules = await readSchedules(storage);

    const backup = await runCli("backup.ts", [], env);
    expect(backup.stderr).toBe("");
    expect(backup.code).toBe(0);
    const [file] = readdirSync(backupDir).filter((f) => f.startsWith("leadwise-"));
    expect(file).toBeDefined();

    // After the backup: another change, live.
    await publishHeadline(storage, live, SECOND);
    await eventually(async () => (await homeText(server)).includes(SECOND), 20_000);
    live.stop();
    await storage.close();
    await stop(server);

    let restoredEnv: Record<string, string>;
    if (engine === "sqlite") {
      const restore = await runCli("restore.ts", [join(backupDir, file!)], env);
      expect(restore.stderr).toBe("");
      expect(restore.code).toBe(0);
      restoredEnv = serverEnv;
    } else {
      const base = new URL(process.env.TEST_DATABASE_URL!);
      const name = `content_restore_${Date.now().toString(36)}`;
      const admin = new pg.Client({ connectionString: base.toString() });
      await admin.connect();
      await admin.query(`create database ${name}`);
      cleanUps.push(async () => {
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      });
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
      const restoredUrl = new URL(target.env.DATABASE_URL!);
      restoredUrl.pathname = `/${name}`;
      restoredEnv = {
        ...serverEnv,
        DATA_DIR: mkdtempSync(join(tmpdir(), "content-restored-")),
        DATABASE_URL: restoredUrl.toString(),
      };
    }

    const restored = await spawnServer(restoredEnv);
    cleanUps.push(() => stop(restored));
    const page = await homeText(restored);
    expect(page).toContain(FIRST);
    expect(page).not.toContain(SECOND);
    const back = await openStorage({ DATA_DIR: restoredEnv.DATA_DIR!, DATABASE_URL: restoredEnv.DATABASE_URL });
    cleanUps.push(() => back.close());
    const home = (await readEntry(back, "/"))!;
    expect(home.publishedVersion).toBe(2);
    expect(((await readPublished(back, "/"))!.data as { hero: { title: string } }).hero.title).toBe(FIRST);
    expect(((await readEntry(back, "/contact"))!.draft as { hero: { title: string } }).hero.title).toBe(DRAFT);
    expect(await readSchedules(back)).toEqual(schedules);
    expect(schedules).toHaveLength(1);
    // Two servers and this process each render every page before they serve: minutes on a busy shared machine.
  }, 480_000);
});
