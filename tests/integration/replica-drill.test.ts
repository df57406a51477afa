// The replica drill (issue 40): the real server replicating to a directory (REPLICA_URL, Litestream)
// takes submissions continuously; the server and its Litestream are killed with SIGKILL at once (the
// machine gone), DATA_DIR is deleted, `npm run restore -- --from-replica` restores it and the server
// starts again, REPLICA_KILLS times in a row (3 in `npm test`, 20 in `npm run bench:replica`).
// Every submission acknowledged more than a second before a kill is present, none twice; the outbox
// resumes: an entry delivered inside the loss window (pending in the replica) may be delivered
// again, always with its original event id, and no other entry is delivered twice. The measured
// loss window (acknowledged but missing, and their age at the kill) is recorded.
import { createHash } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterAll, describe, expect, it } from "vitest";
import { SQLITE_FILE } from "#server/db/database.server.ts";
import { contactPayload, FILL_TIME_MS, type Proof, solve } from "#tests/support/submissions.ts";
import { runCli } from "./cli.ts";
import { recordFigures, seededRandom } from "./fault-report.ts";
import { eventually, postJson, sleep } from "./harness.ts";
import { type Receiver, startReceiver } from "./receiver.ts";
import { alive, litestreamPids, stopIfRunning } from "./replica-support.ts";
import { type ServerProcess, spawnServer } from "./server-process.ts";

const KILLS = Number(process.env.REPLICA_KILLS ?? 3);
/** Proofs solved per round (two submitters, 25 ms apart: at most 80 a second, for about 2 s). */
const PER_ROUND = Number(process.env.REPLICA_PER_ROUND ?? 160);
const SECRET = "whsec_dGVzdC1zZWNyZXQtZm9yLXRoZS1yZXBsaWNhLWRyaWxsLTAxMjM0";
/** The promise: what was acknowledged longer ago than this survives a lost disk. */
const WINDOW_MS = 1000;

function rows<T>(file: string, sql: string): T[] {
  const db = new DatabaseSync(file, { readOnly: true });
  try {
    return db.prepare(sql).all() as T[];
  } finally {
    db.close();
  }
}

/** Litestream's process id, from the server's last "replica started" line. */
function litestreamPid(server: ServerProcess): number {
  const pid = litestreamPids(server).at(-1);
  expect(pid).toBeGreaterThan(0);
  return Number(pid);
}

describe("replica drill on sqlite", () => {
  const dirs: string[] = [];
  let receiver: Receiver | undefined;
  /** The server of the round under way, stopped here when the test fails inside a round. */
  let running: ServerProcess | undefined;
  afterAll(async () => {
    await stopIfRunning(running, "SIGKILL");
    await receiver?.close();
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  });

  it(
    `${KILLS} kill -9s under continuous submissions, DATA_DIR deleted and restored from the replica each time: nothing acknowledged over ${WINDOW_MS} ms before a kill is lost, none twice, the outbox resumes with its event ids`,
    async () => {
      const stage = (what: string) => process.env.DRILL_DEBUG && console.log(new Date().toISOString(), what);
      const root = mkdtempSync(join(tmpdir(), "replica-drill-"));
      dirs.push(root);
      const dataDir = join(root, "data");
      const database = join(dataDir, SQLITE_FILE);
      const crm = await startReceiver();
      receiver = crm;
      const random = seededRandom(Number(process.env.REPLICA_SEED ?? 20261128));
      const env = {
        DATA_DIR: dataDir,
        REPLICA_URL: join(root, "replica"),
        FORM_WEBHOOK_URL: crm.url,
        FORM_WEBHOOK_SECRET: SECRET,
        JOBS_START_DELAY_S: "3600",
      };

      let server = await spawnServer(env);
      running = server;
      stage("server started");

      /** Submission id → when its 201 arrived; those lost at a kill are moved to `lost`. */
      const acknowledged = new Map<string, number>();
      const lost: { id: string; ageMs: number; round: number }[] = [];
      /** CRM entries pending in a restored database that the receiver had already had: they may come again. */
      const mayRepeat = new Set<string>();
      const restoreMs: number[] = [];
      let sent = 0;

      for (let round = 0; round < KILLS; round++) {
        const base = server.url;
        // Proofs for this round, solved on this server (a proof is good for minutes, not a whole bench).
        const proofs: Proof[] = [];
        await Promise.all(
          Array.from({ length: 4 }, async () => {
            while (proofs.length < PER_ROUND) proofs.push(await solve(base));
          }),
        );
        await sleep(FILL_TIME_MS);
        stage(`round ${round}: ${proofs.length} proofs solved`);
        let stop = false;
        const submitter = async () => {
          while (!stop) {
            const proof = proofs.shift();
            if (!proof) throw new Error("proofs ran out: raise REPLICA_PER_ROUND");
            const body = contactPayload(proof);
            sent++;
            const answer = await postJson(base, "/api/form-submissions", body).catch(() => undefined);
            if (answer?.status === 201) acknowledged.set(String(body.submissionId), Date.now());
            await sleep(25);
          }
        };
        // The kill comes among a steady stream: after this round's first 20 acknowledgements (a new
        // process on a busy machine can take seconds over its first answers), then 0.2-2 s later.
        const before = acknowledged.size;
        const submitting = Promise.all([submitter(), submitter()]);
        await eventually(async () => acknowledged.size - before >= 20, 60_000);
        await sleep(200 + Math.floor(random() * 1800));

        // The machine is gone: the server and its Litestream die at the same instant.
        const litestream = litestreamPid(server);
        const killedAt = Date.now();
        process.kill(litestream, "SIGKILL");
        server.child.kill("SIGKILL");
        stop = true;
        await submitting;
        await server.exited;
        await eventually(async () => !alive(litestream), 5000);
        rmSync(dataDir, { recursive: true, force: true });
        stage(`round ${round}: killed, ${acknowledged.size} acknowledged`);

        const restored = await runCli("restore.ts", ["--from-replica"], env);
        expect(restored.stderr).toBe("");
        expect(restored.code).toBe(0);
        restoreMs.push(restored.ms);
        stage(`round ${round}: restored in ${restored.ms} ms`);

        const stored = new Set(rows<{ id: string }>(database, "select id from contact_submissions").map((r) => r.id));
        const missing = [...acknowledged].filter(([id]) => !stored.has(id));
        for (const [id, at] of missing) {
          lost.push({ id, ageMs: killedAt - at, round });
          acknowledged.delete(id);
        }
        // Nothing acknowledged more than a second before the kill is lost.
        expect(missing.filter(([, at]) => killedAt - at > WINDOW_MS)).toEqual([]);
        // None twice: one row per submission, one CRM entry per submission.
        const crmEntries = rows<{ id: string; status: string }>(
          database,
          "select id, status from outbox where destination = 'crm'",
        );
        expect(new Set(crmEntries.map((e) => e.id)).size).toBe(crmEntries.length);
        expect(crmEntries.length).toBe(stored.size);
        const received = new Set(crm.deliveries.map((d) => d.headers["webhook-id"]));
        for (const e of crmEntries) if (e.status === "pending" && received.has(e.id)) mayRepeat.add(e.id);

        server = await spawnServer(env);
        running = server;
        stage(`round ${round}: server started`);
      }

      try {
        // The outbox resumes: every entry of the restored database is delivered.
        await eventually(
          async () =>
            rows<{ n: number }>(database, "select count(*) as n from outbox where status = 'pending'")[0]?.n === 0,
          30_000,
        );
        const stored = new Set(rows<{ id: string }>(database, "select id from contact_submissions").map((r) => r.id));
        expect([...acknowledged.keys()].filter((id) => !stored.has(id))).toEqual([]);
        const deliveries = new Map<string, number>();
        const idsByBody = new Map<string, Set<string>>();
        for (const d of crm.deliveries) {
          const id = d.headers["webhook-id"] ?? "";
          deliveries.set(id, (deliveries.get(id) ?? 0) + 1);
          const body = createHash("sha256").update(d.body).digest("hex");
          idsByBody.set(body, (idsByBody.get(body) ?? new Set()).add(id));
        }
        for (const id of stored) expect(deliveries.has(id)).toBe(true);
        // A repeat is always an entry the restored database held as pending after the receiver had it.
        const repeated = [...deliveries].filter(([, n]) => n > 1).map(([id]) => id);
        expect(repeated.filter((id) => !mayRepeat.has(id))).toEqual([]);
        // The same event always carries the same id.
        expect([...idsByBody.values()].filter((ids) => ids.size > 1)).toEqual([]);

        const ages = lost.map((l) => l.ageMs).sort((a, b) => a - b);
        recordFigures("replica-drill-sqlite", {
          kills: KILLS,
          sent,
          acknowledged: acknowledged.size + lost.length,
          lost: lost.length,
          lostAgeMaxMs: ages.at(-1) ?? 0,
          lostAgesMs: ages,
          killsWithLoss: new Set(lost.map((l) => l.round)).size,
          redelivered: repeated.length,
          restoreMsMax: Math.max(...restoreMs),
        });
      } finally {
        server.child.kill("SIGTERM");
        await server.exited;
      }
    },
    120_000 + KILLS * 120_000,
  );
});
