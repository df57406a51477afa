// Intake's writes (decision 045): on PostgreSQL a batch whose steps only add rows is written by one
// statement, which spends the proofs, claims the ids and writes the steps' rows and the CRM's
// events for the submissions it stored, and nothing for the others; SQLite, and a PostgreSQL batch
// holding a privacy request, write statement by statement in a transaction. Both answer alike.
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { inboxStep } from "#server/leads/inbox-step.server.ts";
import { notificationStep, parseNotifyTo } from "#server/leads/notify.server.ts";
import { createIntake, type IntakeItem, type IntakeStep } from "#server/submissions/intake.server.ts";
import type { ContactRow } from "#server/submissions/rows.server.ts";
import { engines, storageFixture } from "./harness.ts";

let n = 0;
const id = () => `00000000-0000-7000-8000-${String(++n).padStart(12, "0")}`;

function contact(overrides: { id?: string; proofId?: string; email?: string } = {}): IntakeItem {
  const row = {
    id: overrides.id ?? id(),
    created_at: new Date().toISOString(),
    first_name: "Ann",
    last_name: "Lee",
    phone: "",
    email: overrides.email ?? `ann${n}@example.com`,
    message: "Hi",
    page_name: "Contact Page",
    human_verification_answer: "Apple",
    user_agent: null,
    company: "Acme",
  } as ContactRow;
  return {
    submission: { type: "contact", table: "contact_submissions", row },
    proofId: overrides.proofId ?? `proof-${id()}`,
    proofExpiresAt: Date.now() + 60_000,
    rate: { key: "submit:statement-test", limit: 1000 },
  };
}

for (const engine of engines) {
  describe(`intake's writes on ${engine}`, () => {
    // One connection, so that the session's prepared statements can be read back on it.
    const fixture = storageFixture(engine, { poolSize: 1 });
    const steps = (): IntakeStep[] => [
      inboxStep(fixture.storage.dialect),
      notificationStep(parseNotifyTo("sales@example.com")),
    ];
    const count = async (table: string, where = "") => {
      const { rows } = await sql<{ n: number | string }>`select count(*) as n from ${sql.table(table)} ${sql.raw(
        where,
      )}`.execute(fixture.storage.db);
      return Number(rows[0]?.n);
    };
    const rowsAbout = async (submissionId: string) => ({
      inbox: await count("inbox_items", `where id = '${submissionId}'`),
      outbox: await count("outbox", `where about_id = '${submissionId}'`),
    });

    it("writes the steps' rows and the CRM's event only for the submissions it stores", async () => {
      const intake = createIntake(fixture.storage, steps());
      const stored = contact();
      expect(await intake([stored])).toEqual([{ kind: "created" }]);
      expect(await rowsAbout(stored.submission.row.id)).toEqual({ inbox: 1, outbox: 2 });

      const fresh = contact();
      const retryNewProof = contact({ id: stored.submission.row.id });
      const retrySameProof = { ...stored };
      const proofReused = contact({ proofId: fresh.proofId });
      const outcomes = await intake([fresh, retryNewProof, proofReused]);
      expect(outcomes).toEqual([{ kind: "created" }, { kind: "duplicate" }, { kind: "proof_used" }]);
      expect(await intake([retrySameProof])).toEqual([{ kind: "duplicate" }]);
      // The retries wrote nothing more; the refused item nothing at all.
      expect(await rowsAbout(stored.submission.row.id)).toEqual({ inbox: 1, outbox: 2 });
      expect(await rowsAbout(fresh.submission.row.id)).toEqual({ inbox: 1, outbox: 2 });
      expect(await rowsAbout(proofReused.submission.row.id)).toEqual({ inbox: 0, outbox: 0 });
      expect(await count("contact_submissions")).toBe(2);
    });

    it("does not claim an id the other form's table holds", async () => {
      const intake = createIntake(fixture.storage, steps());
      const taken = id();
      const row = contact({ id: taken }).submission.row;
      await fixture.storage.db
        .insertInto("privacy_submissions")
        .values({
          id: taken,
          created_at: row.created_at,
          first_name: "Bo",
          last_name: "Ng",
          phone: "",
          email: "bo@example.com",
          message: "What do you hold?",
          page_name: "Privacy AU",
          human_verification_answer: "Apple",
          user_agent: null,
          business_name: null,
          communication_preference: "Email",
          company_contacted: "X",
          suppress_from_marketing: 0,
          subject: "Access to my personal information",
          region: "au",
          address: null,
        } as never)
        .execute();
      expect(await intake([contact({ id: taken })])).toEqual([{ kind: "duplicate" }]);
      expect(await count("contact_submissions", `where id = '${taken}'`)).toBe(0);
      expect(await rowsAbout(taken)).toEqual({ inbox: 0, outbox: 0 });
    });

    it("stores nothing of a batch, not even the spent proofs, when the database refuses one row", async () => {
      const refusing: IntakeStep = {
        name: "test.refused",
        // The same key twice: refused by the primary key, after the submissions were written.
        rows: (batch) => [
          { table: "inbox_items", about: "id", rows: [...steps()[0]!.rows!(batch)[0]!.rows].slice(0, 1) },
        ],
      };
      const before = await count("contact_submissions");
      const batch = [contact(), contact()];
      await expect(createIntake(fixture.storage, [...steps(), refusing])(batch)).rejects.toThrow();
      expect(await count("contact_submissions")).toBe(before);
      for (const item of batch) expect(await rowsAbout(item.submission.row.id)).toEqual({ inbox: 0, outbox: 0 });
      // The proofs were not spent: the same items are stored on a retry.
      expect(await createIntake(fixture.storage, steps())(batch)).toEqual([{ kind: "created" }, { kind: "created" }]);
    });

    it.runIf(engine === "postgres")("writes a batch of enquiries with one prepared statement", async () => {
      const { rows } = await sql<{ statement: string }>`
        select statement from pg_prepared_statements where name like 'intake_%'`.execute(fixture.storage.db);
      const claims = rows.filter((r) => r.statement.startsWith('with "spent" as'));
      expect(claims.length).toBeGreaterThan(0);
      // Neither the proofs, the submissions nor the steps' rows went by statements of their own.
      for (const table of ["used_tokens", "contact_submissions", "inbox_items", "outbox"]) {
        expect(rows.filter((r) => r.statement.startsWith(`insert into "${table}"`))).toEqual([]);
      }
    });
  });
}
