// Issue 40, item 4 (decision 054): a restore never brings an erased person back. A person submits an
// enquiry and a deletion request through the real API; a backup is taken; staff erase them. The
// ledger of erasures (outside the database, and beside the backups) holds ids and keyed hashes only;
// nothing of the person is in the database file, its WAL or the server's log (read as bytes, from
// outside). The backup still holds them, and restoring it (`npm run restore`, as its own process)
// erases them again and says so: the desk's inbox and the raw file no longer hold them, into the same
// DATA_DIR or a fresh one (a lost disk: the copy beside the backup). On PostgreSQL: pg_restore of
// the dump brings them back, the ledger's own schema survives it, and `npm run restore --
// --reapply-erasures` erases them again.
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { Writable } from "node:stream";
import pg from "pg";
import pino from "pino";
import { afterAll, describe, expect, it } from "vitest";
import { createAuditLog } from "#server/audit/audit.server.ts";
import { openStorage, SQLITE_FILE, type Storage } from "#server/db/database.server.ts";
import { listInbox } from "#server/leads/inbox.server.ts";
import { takeBackup } from "#server/operations/backup.server.ts";
import { eraseCasePerson } from "#server/privacy/erasure.server.ts";
import {
  ERASURE_LEDGER_FILE,
  keepLedgerCopyIn,
  readLedger,
  readFile as readLedgerFile,
} from "#server/privacy/erasure-ledger.server.ts";
import { contactPayload, privacyPayload, proofPool } from "#tests/support/submissions.ts";
import { runCli } from "./cli.ts";
import { createStorage, type Engine, postJson, type StorageTarget, startServer } from "./harness.ts";

const person = {
  firstName: "Wilhelmina",
  lastName: "Quaggerty",
  email: "wilhelmina.quaggerty@example.com",
  phone: "0412 873 605",
};
/** What must not be found, lower-cased (the search index keeps words lower-cased). */
const traces = [person.firstName, person.lastName, person.email, "412873605"].map((v) => v.toLowerCase());
const other = { firstName: "Theodora", lastName: "Keepwell", email: "theodora.keepwell@example.com" };

function found(bytes: Buffer | string): string[] {
  const text = (typeof bytes === "string" ? bytes : bytes.toString("latin1")).toLowerCase();
  return traces.filter((t) => text.includes(t));
}

/** The database file, its WAL and shared memory, as bytes. */
function filesOf(dataDir: string): Buffer {
  const db = join(dataDir, SQLITE_FILE);
  return Buffer.concat([db, `${db}-wal`, `${db}-shm`].filter(existsSync).map((f) => readFileSync(f)));
}

const made: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const undo of made.reverse()) await undo();
});
function temp(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  made.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

interface Scene {
  target: StorageTarget;
  storage: Storage;
  backupDir: string;
  backupFile: string;
  caseId: string;
  ids: string[];
  otherId: string;
  log: string[];
  /** The erasure's events for the CRM and the list systems, as the erasure wrote them. */
  events: ErasureEvent[];
}

interface ErasureEvent {
  id: string;
  about_id: string;
  form_type: string;
}

const EVENTS_SQL =
  "select id, about_id, form_type from outbox where form_type in ('submission.erased', 'suppression.erased') order by id";

/** A restore erasing again writes the erasure's events under the ids they had: none new for a receiver. */
function expectSameEvents(after: ErasureEvent[], s: Scene) {
  expect(s.events.filter((e) => e.form_type === "submission.erased")).toHaveLength(2);
  expect(after).toEqual(s.events);
}

/** The person and someone else submit; a backup is taken; the person is erased; the server stops. */
async function scene(engine: Engine): Promise<Scene> {
  const target = await createStorage(engine);
  made.push(() => target.drop());
  const log: string[] = [];
  const logger = pino(
    { level: "info" },
    new Writable({
      write(chunk, _encoding, done) {
        log.push(String(chunk));
        done();
      },
    }),
  );
  const server = await startServer(target, { RATE_LIMIT_PER_HOUR: "1000" }, {}, { logger });
  const backupDir = temp("ledger-backups-");
  let storage: Storage | undefined;
  try {
    const nextProof = await proofPool(server.url, 3);
    const submit = async (body: Record<string, unknown>) => {
      const response = await postJson(server.url, "/api/form-submissions", body);
      expect(response.status).toBe(201);
      return String(body.submissionId);
    };
    const enquiry = await submit(contactPayload(nextProof(), { ...person, company: "Quaggerty Holdings" }));
    const request = await submit(privacyPayload(nextProof(), "uk", { ...person, suppressFromMarketing: false }));
    const otherId = await submit(contactPayload(nextProof(), { ...other, phone: "0412 000 111" }));

    storage = await openStorage(target.env);
    const audit = await createAuditLog(storage);
    const { file: backupFile } = await takeBackup({
      storage,
      databaseUrl: target.env.DATABASE_URL,
      dir: backupDir,
      keepDaily: 7,
      keepWeekly: 4,
    });
    await new Promise((r) => setTimeout(r, 20));
    await target.query("update privacy_cases set status = 'completed' where id = ?", [request]);
    keepLedgerCopyIn(storage, backupDir);
    const erased = await eraseCasePerson(storage, audit, request, { id: "staff-ledger" }, Date.now());
    expect(erased).toMatchObject({ ok: true, submissions: 2 });
    const events = await target.query<ErasureEvent>(EVENTS_SQL);
    return { target, storage, backupDir, backupFile, caseId: request, ids: [enquiry, request], otherId, log, events };
  } finally {
    await server.close();
  }
}

/** The ledger entry: ids and keyed hashes, nothing of the person (also in the file's bytes). */
async function checkLedger(s: Scene) {
  const [entry, ...more] = await readLedger(s.storage);
  expect(more).toEqual([]);
  expect(entry).toMatchObject({ caseId: s.caseId, memberId: "staff-ledger" });
  expect([...(entry?.submissions ?? [])].sort()).toEqual([...s.ids].sort());
  expect(entry?.identifierHashes).toHaveLength(2);
  for (const h of entry?.identifierHashes ?? []) expect(h).toMatch(/^[0-9a-f]{64}$/);
  expect(found(JSON.stringify(entry))).toEqual([]);
  // The copy beside the backups, made at the erasure.
  const copy = join(s.backupDir, ERASURE_LEDGER_FILE);
  expect(readLedgerFile(copy).map((e) => e.caseId)).toEqual([s.caseId]);
  expect(found(readFileSync(copy))).toEqual([]);
}

/** Through the desk's own inbox query: the other person is there, the erased one is not. */
async function checkDesk(storage: Storage, s: Scene) {
  const page = await listInbox(storage, {}, undefined, 100);
  const ids = page.rows.map((r) => r.id);
  expect(ids).toContain(s.otherId);
  expect(found(JSON.stringify(page.rows))).toEqual([]);
  for (const q of [person.lastName, person.email]) expect((await listInbox(storage, { q })).rows).toEqual([]);
}

describe("the ledger of erasures on sqlite", () => {
  it("erases again on restore (same DATA_DIR and a fresh one) and leaves nothing in the file, its WAL or the log", async () => {
    const s = await scene("sqlite");
    const dataDir = s.target.env.DATA_DIR;
    try {
      await checkLedger(s);
      expect(readFileSync(join(dataDir, ERASURE_LEDGER_FILE)).subarray(0, 16).toString("latin1")).toBe(
        "SQLite format 3\0",
      );
    } finally {
      await s.storage.close();
    }
    // From outside: the database file, its WAL and the server's log hold nothing of the person
    // (the log saw their submissions arrive).
    expect(s.log.length).toBeGreaterThan(0);
    expect(found(s.log.join("\n"))).toEqual([]);
    expect(found(filesOf(dataDir))).toEqual([]);
    // The backup, taken before the erasure, still holds them.
    expect(found(readFileSync(s.backupFile))).toEqual(traces);

    const restored = await runCli("restore.ts", [s.backupFile], { DATA_DIR: dataDir });
    expect(restored.stderr).toBe("");
    expect(restored.code).toBe(0);
    expect(restored.stdout).toMatch(
      /Erasures re-applied: 1 \(1 in the ledger made after the backup of .*, of 1; 2 submissions erased again\)/,
    );
    expect(found(restored.stdout)).toEqual([]);
    expect(found(filesOf(dataDir))).toEqual([]);
    // Nothing left beside the database from the preparation but the replaced copy.
    expect(readdirSync(dataDir).filter((n) => n.startsWith("restoring-"))).toEqual([]);

    const raw = new DatabaseSync(join(dataDir, SQLITE_FILE), { readOnly: true });
    try {
      const rows = raw
        .prepare(`select first_name, email from contact_submissions where id in (?, ?)`)
        .all(...s.ids) as { first_name: string; email: string }[];
      expect(rows).toEqual([{ first_name: "[erased]", email: "" }]);
      const reapplied = raw
        .prepare("select actor_id, target_id from audit_log where action = 'privacy.erasure.reapplied'")
        .all();
      expect(reapplied).toEqual([{ actor_id: "cli", target_id: s.caseId }]);
      expect(raw.prepare("select erased_at from privacy_cases where id = ?").get(s.caseId)).toMatchObject({
        erased_at: expect.any(String),
      });
      expectSameEvents(raw.prepare(EVENTS_SQL).all() as unknown as ErasureEvent[], s);
    } finally {
      raw.close();
    }
    const after = await openStorage({ DATA_DIR: dataDir });
    try {
      await checkDesk(after, s);
    } finally {
      await after.close();
    }

    // A lost disk: a fresh DATA_DIR, the backup folder copied elsewhere; its ledger copy remembers.
    const fresh = temp("ledger-fresh-");
    const again = await runCli("restore.ts", [s.backupFile], { DATA_DIR: fresh });
    expect(again.code).toBe(0);
    expect(again.stdout).toContain("Erasures re-applied: 1 ");
    expect(found(filesOf(fresh))).toEqual([]);
    expect(readLedgerFile(join(fresh, ERASURE_LEDGER_FILE)).map((e) => e.caseId)).toEqual([s.caseId]);
    const freshDb = new DatabaseSync(join(fresh, SQLITE_FILE), { readOnly: true });
    try {
      expectSameEvents(freshDb.prepare(EVENTS_SQL).all() as unknown as ErasureEvent[], s);
    } finally {
      freshDb.close();
    }
    const second = await openStorage({ DATA_DIR: fresh });
    try {
      await checkDesk(second, s);
    } finally {
      await second.close();
    }
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)("the ledger of erasures on postgres", () => {
  it("survives pg_restore of an older dump in a schema of its own, and --reapply-erasures erases again", async () => {
    const s = await scene("postgres");
    const url = s.target.env.DATABASE_URL as string;
    try {
      await checkLedger(s);
    } finally {
      await s.storage.close();
    }
    const plain = new URL(url);
    plain.search = "";
    execFileSync("pg_restore", [
      "--clean",
      "--if-exists",
      "--no-owner",
      "--single-transaction",
      `--dbname=${plain}`,
      s.backupFile,
    ]);
    // The dump brought the person back…
    const back = await s.target.query<{ n: number }>(
      "select count(*)::int as n from contact_submissions where email = ?",
      [person.email],
    );
    expect(back).toEqual([{ n: 1 }]);
    // …and left the ledger alone.
    const schema = (await s.target.query<{ s: string }>("select current_schema() as s"))[0]?.s;
    made.push(() => s.target.query(`drop schema if exists "${schema}_erasure_ledger" cascade`).then(() => {}));
    const kept = new pg.Client({ connectionString: plain.toString() });
    await kept.connect();
    try {
      const rows = await kept.query(`select case_id from "${schema}_erasure_ledger".erasures`);
      expect(rows.rows).toEqual([{ case_id: s.caseId }]);
    } finally {
      await kept.end();
    }

    const env = { DATA_DIR: s.target.env.DATA_DIR, DATABASE_URL: url, BACKUP_DIR: s.backupDir };
    const reapplied = await runCli("restore.ts", ["--reapply-erasures"], env);
    expect(reapplied.code).toBe(0);
    expect(reapplied.stdout).toMatch(/Erasures re-applied: 1 \(the ledger holds 1; 2 submissions/);
    expect(found(reapplied.stdout + reapplied.stderr)).toEqual([]);
    const gone = await s.target.query<{ n: number }>(
      "select count(*)::int as n from contact_submissions where email = ? or first_name = ?",
      [person.email, person.firstName],
    );
    expect(gone).toEqual([{ n: 0 }]);
    expectSameEvents(await s.target.query<ErasureEvent>(EVENTS_SQL), s);
    const after = await openStorage(s.target.env);
    try {
      await checkDesk(after, s);
    } finally {
      await after.close();
    }
    // Run again, it finds nothing left to erase.
    const twice = await runCli("restore.ts", ["--reapply-erasures"], env);
    expect(twice.stdout).toContain("Erasures re-applied: 0 ");
  });
});
