// Links the desk hands out (issue 22, item 4), on each engine:
//   - `npm run staff -- invite` prints the address people use: PUBLIC_URL, else the one the running
//     server recorded when it started listening, not http://localhost:3000;
//   - a mail carrying a sign-in or identity link is kept in the outbox only while its link works
//     (then its copy is blanked; an unsent one is given up), and without a mail server no recovery
//     link is made at all.
import { execFileSync, spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { recordState } from "#server/db/app-state.server.ts";
import { enqueueMail, redactExpiredSecrets, SECRET_EXPIRED } from "#server/mail/outbox.server.ts";
import { RECOVERY_ANSWER, RECOVERY_LINK_MS } from "#server/staff/recovery.server.ts";
import { createStaffMemberIn, signInOverHttp } from "#tests/support/staff.ts";
import { privacyPayload, solve } from "#tests/support/submissions.ts";
import { postForm, startDesk } from "./desk-server.ts";
import { engines, eventually, postJson, sleep, startServer, storageFixture } from "./harness.ts";

type OutboxRow = { id: string; form_type: string; status: string; payload: string; secret_until: string | Date | null };

describe.each(engines)("links handed out on %s", (engine) => {
  const fixture = storageFixture(engine);

  /** `npm run staff -- invite …` as an operator runs it, with this storage and the given environment. */
  function invite(email: string, env: Record<string, string | undefined>): string {
    const { DATABASE_URL: _db, PUBLIC_URL: _url, ...inherited } = process.env;
    return execFileSync(
      process.execPath,
      ["server/cli/staff.ts", "invite", email, "--role", "staff", "--name", "Sam Staff"],
      {
        env: { ...inherited, ...fixture.target.env, ...env },
        encoding: "utf8",
      },
    );
  }
  const linkIn = (printed: string) => /https?:\/\/\S+\/desk\/invitation\/[A-Za-z0-9_-]{43}/.exec(printed)?.[0];

  it("refuses an invitation without --name when it cannot ask (no terminal): the name is how colleagues see them", async () => {
    const { DATABASE_URL: _db, ...inherited } = process.env;
    const run = spawnSync(
      process.execPath,
      ["server/cli/staff.ts", "invite", "no.name@example.com", "--role", "staff"],
      {
        env: { ...inherited, ...fixture.target.env },
        encoding: "utf8",
        stdio: ["ignore", "pipe", "pipe"],
      },
    );
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('--name "Full Name"');
    expect(run.stdout).not.toContain("/desk/invitation/");
    const rows = await fixture.storage.db
      .selectFrom("staff")
      .select("id")
      .where("email", "=", "no.name@example.com")
      .execute();
    expect(rows).toEqual([]);
  });

  it("prints the running server's address without PUBLIC_URL, and PUBLIC_URL when set", async () => {
    // What server/main.ts records when it starts listening (here: as if on port 4599).
    await recordState(fixture.storage.db, "public_url", "http://localhost:4599");
    expect(linkIn(invite("cli.one@example.com", {}))?.startsWith("http://localhost:4599/desk/invitation/")).toBe(true);
    const withUrl = invite("cli.two@example.com", { PUBLIC_URL: "https://desk.example" });
    expect(linkIn(withUrl)?.startsWith("https://desk.example/desk/invitation/")).toBe(true);
  });

  it("keeps a recovery or invitation mail only while its link works, and makes no recovery link without a mail server", async () => {
    const rows = () =>
      fixture.target.query<OutboxRow>("select * from outbox where form_type like 'staff-%' order by created_at");
    const member = await createStaffMemberIn(fixture.storage);
    // No mail server: the same answer, and nothing made or queued.
    const plain = await startDesk(fixture.target, fixture.storage);
    try {
      const r = await postForm(plain.url, "/forgot", { intent: "request", email: member.email });
      expect(r.status).toBe(200);
      expect(await rows()).toEqual([]);
      const links = await fixture.target.query(
        "select * from staff_invitations where staff_id = ? and kind = 'recovery'",
        [member.id],
      );
      expect(links).toEqual([]);
    } finally {
      await plain.close();
    }
    // With a mail server (never reached here: no worker runs), the message is queued with its expiry.
    const clock = { now: Date.now() };
    const mailing = await startDesk(fixture.target, fixture.storage, {
      env: { SMTP_URL: "smtp://127.0.0.1:9" },
      now: () => clock.now,
    });
    try {
      expect((await postForm(mailing.url, "/forgot", { intent: "request", email: member.email })).status).toBe(200);
      const admin = await createStaffMemberIn(fixture.storage, { role: "admin" });
      const cookie = await signInOverHttp(mailing.url, admin);
      const invited = await postForm(
        mailing.url,
        "/staff",
        { intent: "invite", email: "mailed.invite@example.com", role: "staff" },
        { cookie },
      );
      expect(invited.status).toBe(200);
    } finally {
      await mailing.close();
    }
    const queued = await rows();
    expect(queued.map((r) => r.form_type).sort()).toEqual(["staff-invitation", "staff-recovery"]);
    const recovery = queued.find((r) => r.form_type === "staff-recovery") as OutboxRow;
    expect(recovery.payload).toMatch(/\/desk\/recover\/[A-Za-z0-9_-]{43}/);
    const until = (r: OutboxRow) => Date.parse(new Date(r.secret_until as string).toISOString());
    expect(Math.abs(until(recovery) - (clock.now + RECOVERY_LINK_MS))).toBeLessThan(5000);

    // Before the link expires nothing changes; after, no copy of it is left, and the unsent one is given up.
    expect(await redactExpiredSecrets(fixture.storage.db, clock.now + RECOVERY_LINK_MS - 1000)).toBe(0);
    expect(await redactExpiredSecrets(fixture.storage.db, clock.now + RECOVERY_LINK_MS + 1000)).toBe(1);
    const after = await rows();
    const gone = after.find((r) => r.form_type === "staff-recovery") as OutboxRow & { last_error: string };
    expect(gone).toMatchObject({ status: "dead", payload: "", last_error: SECRET_EXPIRED });
    expect(after.find((r) => r.form_type === "staff-invitation")?.payload).toMatch(/\/desk\/invitation\//);
    // A delivered one keeps its envelope only.
    await fixture.storage.db
      .updateTable("outbox")
      .set({ status: "delivered" })
      .where("form_type", "=", "staff-invitation")
      .execute();
    expect(await redactExpiredSecrets(fixture.storage.db, clock.now + 73 * 3_600_000)).toBe(1);
    const sent = (await rows()).find((r) => r.form_type === "staff-invitation");
    expect(sent).toMatchObject({ status: "delivered", payload: "" });
    expect(JSON.stringify(await rows())).not.toMatch(/\/desk\/(recover|invitation)\//);
  });

  // Whether an address has an account must not show in the time "Forgotten password?" takes to
  // answer: a known one means a link, an audit row and a mail, an unknown one an audit row. So the
  // answer goes before that work. Shown here with storage held by another writer: the answer comes
  // while nothing can be written, and the link and its mail follow once storage is free.
  it("answers a recovery request before any of its work, so its timing cannot tell known addresses from unknown", async () => {
    const member = await createStaffMemberIn(fixture.storage);
    const desk = await startDesk(fixture.target, fixture.storage, { env: { SMTP_URL: "smtp://127.0.0.1:9" } });
    const queued = async () =>
      (
        await fixture.storage.db
          .selectFrom("outbox")
          .select("id")
          .where("form_type", "=", "staff-recovery")
          .where("payload", "like", `%${member.email}%`)
          .execute()
      ).length;
    try {
      if (engine === "sqlite") await fixture.target.query("begin immediate");
      else {
        await fixture.target.query("begin");
        await fixture.target.query("lock table staff_invitations, audit_log in exclusive mode");
      }
      let answered: [Response, Response];
      try {
        answered = (await Promise.all(
          [member.email, "no.account@example.com"].map((email) =>
            postForm(desk.url, "/forgot", { intent: "request", email }),
          ),
        )) as [Response, Response];
      } finally {
        await fixture.target.query("commit");
      }
      for (const answer of answered) {
        expect(answer.status).toBe(200);
        expect(await answer.text()).toContain(RECOVERY_ANSWER);
      }
      await eventually(async () => (await queued()) === 1, 10_000);
    } finally {
      await desk.close();
    }
  });

  it("the server's clean-up blanks them, and a privacy acknowledgement's identity link is kept 14 days at most", async () => {
    const server = await startServer(fixture.target, { RATE_LIMIT_PER_HOUR: "100" }, { cleanUpIntervalMs: 200 });
    try {
      const proof = await solve(server.url);
      await sleep(3100);
      const answer = await postJson(server.url, "/api/form-submissions", privacyPayload(proof, "au"));
      expect(answer.status).toBe(201);
      const [ack] = await fixture.target.query<OutboxRow>(
        "select * from outbox where form_type = 'privacy.acknowledgement' order by created_at desc",
      );
      expect(ack?.payload).toContain("/privacy-requests/verify?token=");
      const days = (Date.parse(new Date(ack?.secret_until as string).toISOString()) - Date.now()) / 86_400_000;
      expect(days).toBeGreaterThan(13.9);
      expect(days).toBeLessThanOrEqual(14);
      // One whose link has just expired: the running server's clean-up removes its copy.
      const id = await enqueueMail(
        fixture.storage.db,
        { to: ["late@example.com"], subject: "Your link", text: "https://example.com/desk/recover/secret" },
        { kind: "staff-recovery", secretUntil: Date.now() - 1000 },
      );
      await eventually(async () => {
        const [row] = await fixture.target.query<OutboxRow>("select * from outbox where id = ?", [id]);
        return row?.payload === "";
      }, 10_000);
    } finally {
      await server.close();
    }
  });
});
