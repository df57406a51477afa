// Retention of what the outbox sent (issue 10, item 7): a delivered entry's payload (the person's
// details) is pruned after OUTBOX_RETENTION_DAYS; newer deliveries and dead entries keep theirs;
// dead entries go only when an operator purges them (`npm run outbox -- purge-dead`), audited.
import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { loadConfig } from "#server/config/config.server.ts";
import { pruneDeliveredPayloads, purgeDead, resend } from "#server/outbox/operations.server.ts";
import { contactPayload } from "#tests/support/submissions.ts";
import { engines, liveEnvironment } from "./harness.ts";

const DAY = 24 * 60 * 60 * 1000;

describe.each(engines)("outbox retention on %s", (engine) => {
  const env = liveEnvironment(engine, { proofs: 8 });
  const crmRow = async (id: string) =>
    (
      await env.target.query<{ payload: string; status: string; delivered_at: string | null }>(
        "select payload, status, delivered_at from outbox where id = ? and destination = 'crm'",
        [id],
      )
    )[0];
  const mark = (id: string, status: string, daysAgo: number) => {
    const at = new Date(Date.now() - daysAgo * DAY).toISOString();
    return env.target.query(
      "update outbox set status = ?, delivered_at = ?, created_at = ? where id = ? and destination = 'crm'",
      [status, status === "delivered" ? at : null, at, id],
    );
  };

  it("prunes a delivered payload after the period and keeps newer, pending and dead ones", async () => {
    expect(loadConfig({}).OUTBOX_RETENTION_DAYS).toBe(30);
    const old = await env.submit(contactPayload(env.nextProof(), { email: "old.delivery@example.com" }));
    const recent = await env.submit(contactPayload(env.nextProof(), { email: "recent.delivery@example.com" }));
    const dead = await env.submit(contactPayload(env.nextProof(), { email: "dead.delivery@example.com" }));
    const pending = await env.submit(contactPayload(env.nextProof(), { email: "pending.delivery@example.com" }));
    await mark(old, "delivered", 31);
    await mark(recent, "delivered", 29);
    await mark(dead, "dead", 90);

    expect(await pruneDeliveredPayloads(env.storage, 30)).toBe(1);
    const pruned = await crmRow(old);
    expect(pruned?.payload).toBe("");
    expect(pruned?.status).toBe("delivered");
    expect(pruned?.delivered_at).toBeTruthy();
    for (const id of [recent, dead, pending]) expect((await crmRow(id))?.payload).toContain("@example.com");
    // A pruned entry cannot be re-sent (there is nothing left to send); the others can.
    expect(await resend(env.storage, { id: old })).toBe(0);
    // Idempotent.
    expect(await pruneDeliveredPayloads(env.storage, 30)).toBe(0);
  });

  it("purges dead entries only, all or those older than a number of days", async () => {
    const deadOld = await env.submit(contactPayload(env.nextProof(), { email: "dead.old@example.com" }));
    const deadNew = await env.submit(contactPayload(env.nextProof(), { email: "dead.new@example.com" }));
    await mark(deadOld, "dead", 60);
    await mark(deadNew, "dead", 2);
    expect(await purgeDead(env.storage, 30)).toBeGreaterThanOrEqual(1);
    expect(await crmRow(deadOld)).toBeUndefined();
    expect(await crmRow(deadNew)).toBeDefined();
    const delivered = await env.target.query("select id from outbox where status <> 'dead'");
    expect(await purgeDead(env.storage)).toBeGreaterThanOrEqual(1);
    expect(await env.target.query("select id from outbox where status = 'dead'")).toHaveLength(0);
    expect(await env.target.query("select id from outbox where status <> 'dead'")).toHaveLength(delivered.length);
  });

  it("npm run outbox -- purge-dead deletes dead entries, audits it, and refuses bad arguments", async () => {
    const dead = await env.submit(contactPayload(env.nextProof(), { email: "dead.cli@example.com" }));
    await mark(dead, "dead", 10);
    const run = (...args: string[]) =>
      spawnSync(process.execPath, ["server/cli/outbox.ts", ...args], {
        env: { ...process.env, ...env.target.env, LOG_LEVEL: "silent" },
        encoding: "utf8",
      });
    expect(run("purge-dead", "--older-than", "abc").status).toBe(2);
    expect(run("purge-dead", "--newer-than", "3").status).toBe(2);
    const out = run("purge-dead", "--older-than", "7");
    expect(out.status, out.stderr).toBe(0);
    expect(out.stdout).toMatch(/deleted [1-9]\d* dead entr/);
    expect(await crmRow(dead)).toBeUndefined();
    const audited = await env.target.query<{ details: string }>(
      "select details from audit_log where action = 'outbox.purge_dead'",
    );
    expect(audited.length).toBeGreaterThanOrEqual(1);
    expect(String(audited.at(-1)?.details)).toContain("olderThanDays");
  });
});
