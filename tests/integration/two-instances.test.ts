// Several instances on one PostgreSQL (issue 27, item 5): two real server processes (server/main.ts,
// the production build with the desk), each with its own DATA_DIR, on one schema. Shown: each daily
// job (retention, outbox retention, privacy digest, backup, analytics roll-up) runs once, not twice; every outbox entry
// (CRM webhook, notification mail) is delivered once (a receiver and a mail server count); the
// rate limit and used human-check proofs are shared; a desk session made on one instance works on
// the other; a sign-in throttle and lockout reached on one holds on the other.
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSmtpServer, type TestSmtpServer } from "#tests/support/smtp.ts";
import { createStaffMember, signInOverHttp, TEST_PASSWORD, type TestStaffMember } from "#tests/support/staff.ts";
import { contactPayload, type Proof, solve } from "#tests/support/submissions.ts";
import { recordFigures } from "./fault-report.ts";
import { eventually, postJson, sleep, targetFixture } from "./harness.ts";
import { type Receiver, startReceiver } from "./receiver.ts";
import { type ServerProcess, spawnServer } from "./server-process.ts";

const RATE_LIMIT = 5;
const SUBMISSIONS = 24;

describe.runIf(process.env.TEST_DATABASE_URL)("two instances on one PostgreSQL", () => {
  const fixture = targetFixture("postgres");
  let receiver: Receiver;
  let smtp: TestSmtpServer;
  let a: ServerProcess;
  let b: ServerProcess;
  const dataDirs: string[] = [];
  const proofs: Proof[] = [];
  /** Each client its own address (TRUST_PROXY), so only the rate-limit case meets the limit. */
  let clients = 0;
  const from = (address = `198.51.100.${++clients}`) => ({ "x-forwarded-for": address });

  beforeAll(async () => {
    receiver = await startReceiver();
    smtp = await startSmtpServer();
    const env = (dataDir: string) => ({
      DATA_DIR: dataDir,
      DATABASE_URL: fixture.target.env.DATABASE_URL as string,
      NODE_ENV: "production",
      BUILD_DIR: resolve("build"),
      TRUST_PROXY: "true",
      RATE_LIMIT_PER_HOUR: String(RATE_LIMIT),
      FORM_WEBHOOK_URL: receiver.url,
      FORM_WEBHOOK_SECRET: "two-instances-webhook-secret-0123456789",
      SMTP_URL: smtp.url,
      NOTIFY_TO: "sales@example.com",
      PRIVACY_OFFICER_EMAIL: "officer@example.com",
      PRIVACY_DIGEST_HOUR: "0",
      // Both look for daily work at the same moment, 2 s after start.
      JOBS_START_DELAY_S: "2",
    });
    for (let i = 0; i < 2; i++) dataDirs.push(mkdtempSync(join(tmpdir(), "two-instances-")));
    [a, b] = await Promise.all([spawnServer(env(dataDirs[0]!)), spawnServer(env(dataDirs[1]!))]);
  });
  afterAll(async () => {
    for (const s of [a, b]) {
      if (s && s.child.exitCode === null) {
        s.child.kill("SIGTERM");
        await s.exited;
      }
    }
    await receiver?.close();
    await smtp?.close();
    for (const d of dataDirs) rmSync(d, { recursive: true, force: true });
  });

  it("each daily job runs once a day, on one of the two", async () => {
    const jobs = ["retention", "outbox-retention", "privacy-digest", "backup", "analytics-rollup"];
    const ran = () => [...a.logs, ...b.logs].filter((l) => l.msg === "daily job ran");
    await eventually(async () => ran().length >= jobs.length, 30_000).catch((error) => {
      const problems = [...a.logs, ...b.logs].filter((l) => Number(l.level) >= 40 || String(l.msg).includes("job"));
      throw new Error(`${(error as Error).message}: ${JSON.stringify(problems).slice(0, 3000)}`);
    });
    await sleep(1000);
    const runs = await fixture.target.query<{ job: string; outcome: string }>(
      "select job, outcome from job_runs order by job",
    );
    expect(runs.map((r) => r.job).sort()).toEqual([...jobs].sort());
    expect(runs.every((r) => r.outcome === "ok")).toBe(true);
    expect(
      ran()
        .map((l) => String(l.job))
        .sort(),
    ).toEqual([...jobs].sort());
    // One backup file, in the DATA_DIR of whichever instance took it.
    const files = dataDirs.flatMap((d) => {
      try {
        return readdirSync(join(d, "backups"));
      } catch {
        return [];
      }
    });
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.pgdump$/);
    recordFigures("two-instances-jobs", {
      jobs: runs.length,
      runsOnA: a.logs.filter((l) => l.msg === "daily job ran").length,
      runsOnB: b.logs.filter((l) => l.msg === "daily job ran").length,
      backups: files.length,
    });
  });

  it("each outbox entry is delivered once, whichever instance stored it", async () => {
    while (proofs.length < SUBMISSIONS) {
      proofs.push(await solve(proofs.length % 2 ? a.url : b.url, from()));
    }
    await sleep(3100);
    const ids: string[] = [];
    await Promise.all(
      Array.from({ length: SUBMISSIONS }, async (_, i) => {
        const body = contactPayload(proofs.shift()!);
        const answer = await postJson(i % 2 ? a.url : b.url, "/api/form-submissions", body, from());
        expect(answer.status).toBe(201);
        ids.push(String(body.submissionId));
      }),
    );
    await eventually(async () => {
      const [row] = await fixture.target.query<{ n: string }>(
        "select count(*) as n from outbox where status <> 'delivered'",
      );
      return Number(row?.n) === 0;
    }, 30_000);
    await sleep(1000);
    const byId = new Map<string, number>();
    for (const d of receiver.deliveries) {
      const id = d.headers["webhook-id"] as string;
      byId.set(id, (byId.get(id) ?? 0) + 1);
    }
    expect([...byId.keys()].sort()).toEqual([...ids].sort());
    expect([...byId.values()].every((n) => n === 1)).toBe(true);
    const [mail] = await fixture.target.query<{ n: string }>(
      "select count(*) as n from outbox where destination = 'mail'",
    );
    const notifications = smtp.messages.filter((m) => m.to.includes("sales@example.com")).length;
    expect(notifications).toBe(SUBMISSIONS);
    expect(smtp.messages.length).toBe(Number(mail?.n));
    const [attempts] = await fixture.target.query<{ n: string }>(
      "select count(*) as n from outbox where attempts <> 1",
    );
    expect(Number(attempts?.n)).toBe(0);
    const deliveredBy = (s: ServerProcess) => s.logs.filter((l) => l.msg === "outbox entry delivered").length;
    recordFigures("two-instances-outbox", {
      submissions: SUBMISSIONS,
      crmDeliveries: receiver.deliveries.length,
      mails: smtp.messages.length,
      deliveredByA: deliveredBy(a),
      deliveredByB: deliveredBy(b),
    });
  });

  it("the rate limit and used proofs are shared", async () => {
    const address = "203.0.113.77";
    const fresh: Proof[] = [];
    while (fresh.length < RATE_LIMIT + 3) fresh.push(await solve(fresh.length % 2 ? a.url : b.url, from()));
    await sleep(3100);
    const statuses: number[] = [];
    for (let i = 0; i < RATE_LIMIT + 2; i++) {
      const answer = await postJson(
        i % 2 ? a.url : b.url,
        "/api/form-submissions",
        contactPayload(fresh.shift()!),
        from(address),
      );
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([...Array(RATE_LIMIT).fill(201), 429, 429]);

    // A proof spent on A is refused on B.
    const first = contactPayload(fresh.shift()!);
    expect((await postJson(a.url, "/api/form-submissions", first, from())).status).toBe(201);
    const replay = { ...first, submissionId: crypto.randomUUID() };
    expect((await postJson(b.url, "/api/form-submissions", replay, from())).status).toBe(403);
  });

  it("a desk session made on one works on the other; a sign-in lockout on one holds on the other", async () => {
    const member: TestStaffMember = await createStaffMember({
      role: "staff",
      dataDir: dataDirs[0]!,
      databaseUrl: fixture.target.env.DATABASE_URL,
    });
    const cookie = await signInOverHttp(a.url, member);
    const onB = await fetch(`${b.url}/desk/inbox`, { headers: { cookie }, redirect: "manual" });
    expect(onB.status).toBe(200);
    // The forwarding screen reports the backup the daily job took (on either instance).
    const forwarding = await fetch(`${b.url}/desk/outbox`, { headers: { cookie }, redirect: "manual" });
    expect(forwarding.status).toBe(200);
    expect(await forwarding.text()).toMatch(
      /Last good backup: [^<]+ \((under a minute|\d+ min) ago\), leadwise-[^<]+\.pgdump/,
    );
    const signOut = await fetch(`${b.url}/desk/sign-out`, {
      method: "POST",
      headers: { cookie, origin: b.url, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "sign-out" }),
      redirect: "manual",
    });
    expect([200, 302, 303]).toContain(signOut.status);
    expect((await fetch(`${a.url}/desk/inbox`, { headers: { cookie }, redirect: "manual" })).status).toBe(302);

    const other = await createStaffMember({
      role: "staff",
      dataDir: dataDirs[0]!,
      databaseUrl: fixture.target.env.DATABASE_URL,
    });
    const attempt = (url: string, password: string) =>
      fetch(`${url}/desk/sign-in`, {
        method: "POST",
        redirect: "manual",
        headers: { origin: url, "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ intent: "password", email: other.email, password }),
      });
    // Five failures on A from this address: its next attempt at this account must wait, on B as
    // well (even with the right password; decision 031: the address that fails is slowed, not the member).
    for (let i = 0; i < 5; i++) expect((await attempt(a.url, "wrong password number one")).status).toBe(401);
    expect((await attempt(b.url, TEST_PASSWORD)).status).toBe(429);
    // Nineteen failures, the last long ago: one more on A locks this address out of the account for
    // 15 minutes, on B too.
    await fixture.target.query(
      "update staff_sign_in_throttle set failures = 19, last_failure_at = now() - interval '1 hour' where key like ?",
      [`pair:${other.id}:%`],
    );
    expect((await attempt(a.url, "wrong password number two")).status).toBe(401);
    const locked = await attempt(b.url, TEST_PASSWORD);
    expect(locked.status).toBe(429);
    expect(await locked.text()).toContain("Try again in 15 minutes");
  });
});
