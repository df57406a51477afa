// Crash durability (issue 10): concurrent valid submissions while the server process is
// killed with SIGKILL at a random moment, then restarted on the same storage. Every
// submission acknowledged with 201 must be in the database with its outbox entry, and
// nothing is duplicated. `npm test` runs FAULT_KILLS (default 3) kills per engine;
// `npm run bench:faults` runs 20.
import { afterAll, describe, expect, it } from "vitest";
import { contactPayload, type Proof, solve } from "#tests/support/submissions.ts";
import { recordFigures, seededRandom } from "./fault-report.ts";
import { createStorage, engines, postJson, type StorageTarget } from "./harness.ts";
import { spawnServer } from "./server-process.ts";

const KILLS = Number(process.env.FAULT_KILLS ?? 3);
const PER_ROUND = 24;

describe.each(engines)("crash durability on %s", (engine) => {
  const targets: StorageTarget[] = [];
  afterAll(async () => {
    for (const t of targets) await t.drop();
  });

  it(`${KILLS} SIGKILLs during concurrent submissions: every 201 stored with its outbox entry, no duplicates`, async () => {
    const target = await createStorage(engine);
    targets.push(target);
    const random = seededRandom(Number(process.env.FAULT_SEED ?? 20261123));
    const env = {
      DATA_DIR: target.env.DATA_DIR,
      ...(target.env.DATABASE_URL ? { DATABASE_URL: target.env.DATABASE_URL } : {}),
    };

    // Proofs for every round, solved on a first instance (the proof secret is fixed across restarts).
    const first = await spawnServer(env);
    const proofs: Proof[] = [];
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        while (proofs.length < KILLS * (PER_ROUND + 1)) proofs.push(await solve(first.url));
      }),
    );
    first.child.kill("SIGTERM");
    await first.exited;
    await new Promise((resolve) => setTimeout(resolve, 3100));

    const acknowledged = new Set<string>();
    let sent = 0;
    let unanswered = 0;
    for (let round = 0; round < KILLS; round++) {
      const server = await spawnServer(env);
      const mine = proofs.slice(round * (PER_ROUND + 1), (round + 1) * (PER_ROUND + 1)).map((p) => contactPayload(p));
      // One submission first, answered before the clock starts: the kill then falls among submissions
      // in flight, not in a new process's first connections and queries, which a busy machine (the
      // integration files run side by side) can make take longer than the whole window.
      const warm = mine[0]!;
      sent++;
      const warmed = await postJson(server.url, "/api/form-submissions", warm);
      if (warmed.status === 201) acknowledged.add(String(warm.submissionId));
      const bodies = mine.slice(1);
      const killAfter = 20 + Math.floor(random() * 300);
      const killer = new Promise<void>((resolve) =>
        setTimeout(() => {
          server.child.kill("SIGKILL");
          resolve();
        }, killAfter),
      );
      await Promise.all(
        bodies.map(async (body, i) => {
          await new Promise((resolve) => setTimeout(resolve, i * 10));
          sent++;
          try {
            const answer = await postJson(server.url, "/api/form-submissions", body);
            if (answer.status === 201) acknowledged.add(String(body.submissionId));
          } catch {
            unanswered++;
          }
        }),
      );
      await killer;
      expect(await server.exited).toBe("SIGKILL");
    }

    // Restart once more: the storage opens and every acknowledged submission is there, once.
    const last = await spawnServer(env);
    try {
      expect((await fetch(`${last.url}/healthz`)).status).toBe(200);
      let lost = 0;
      for (const id of acknowledged) {
        const rows = await target.query("select id from contact_submissions where id = ?", [id]);
        const outbox = await target.query("select id from outbox where id = ?", [id]);
        if (rows.length !== 1 || outbox.length !== 1) lost++;
      }
      const dup = await target.query<{ n: number | string }>(
        "select count(*) as n from (select id from contact_submissions group by id having count(*) > 1) d",
      );
      const orphans = await target.query<{ n: number | string }>(
        "select count(*) as n from contact_submissions s where not exists (select 1 from outbox o where o.id = s.id)",
      );
      recordFigures(`crash-${engine}`, {
        kills: KILLS,
        sent,
        acknowledged: acknowledged.size,
        unanswered,
        lost,
        duplicates: Number(dup[0]?.n),
        withoutOutbox: Number(orphans[0]?.n),
      });
      expect(acknowledged.size).toBeGreaterThan(0);
      expect(lost).toBe(0);
      expect(Number(dup[0]?.n)).toBe(0);
      expect(Number(orphans[0]?.n)).toBe(0);
    } finally {
      last.child.kill("SIGTERM");
      await last.exited;
    }
  });
});
