// Intake runs the steps other concerns declare (suppression check, inbox item and duplicate flag,
// notification email, privacy case) atomically with the submission. Each step in turn is made to
// fail: a read that throws, rows the database refuses (the same key twice, inside the one statement
// on PostgreSQL), a write that throws after its work. The visitor is told to try again (503) and
// nothing of the submission is left anywhere, not even the spent human-check proof, so the retry
// is stored.

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { visitorHasher } from "#server/analytics/visitor.server.ts";
import { saveConnection } from "#server/crm/connections.server.ts";
import { openStorage } from "#server/db/database.server.ts";
import type { IntakeStep } from "#server/submissions/intake.server.ts";
import { defaultMappings, enquiryForms } from "#shared/crm/mapping.ts";
import { contactPayload, privacyPayload, proofPool } from "#tests/support/submissions.ts";
import { engines, postJson, startServer, type TestServer, targetFixture } from "./harness.ts";

const tables = [
  "crm_records",
  "contact_submissions",
  "privacy_submissions",
  "inbox_items",
  "outbox",
  "privacy_cases",
  "suppression_entries",
  "identity_tokens",
  "audit_log",
  "submission_experiments",
];
/** The browser the submissions come from: a visitor shown an experiment's arm today, so that step has rows too. */
const EXPOSED = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";

for (const engine of engines) {
  describe(`intake steps on ${engine}`, () => {
    const fixture = targetFixture(engine);
    let server: TestServer;
    let failing: string | undefined;
    let names: string[] = [];
    let readers: string[] = [];
    let rowers: string[] = [];
    let writers: string[] = [];

    beforeAll(async () => {
      const failAfter = (step: IntakeStep): IntakeStep => ({
        ...step,
        ...(step.prepare
          ? {
              async prepare(db, batch) {
                await step.prepare?.(db, batch);
                if (failing === `${step.name} (reads)`) throw new Error(`step ${step.name} failed reading (test)`);
              },
            }
          : {}),
        ...(step.rows
          ? {
              // A step's rows are written with the submission (in one statement on PostgreSQL): one
              // the database refuses (the same key twice) must take the whole batch down with it.
              rows(batch) {
                const groups = step.rows?.(batch) ?? [];
                if (failing !== step.name) return groups;
                return groups.map((g) => (g.rows.length > 0 ? { ...g, rows: [...g.rows, g.rows[0]!] } : g));
              },
            }
          : {}),
        ...(step.created
          ? {
              async created(trx, batch) {
                await step.created?.(trx, batch);
                if (failing === step.name) throw new Error(`step ${step.name} failed (test)`);
              },
            }
          : {}),
      });
      // A CRM connected for every enquiry form, so the CRM routing step has rows to write (its API
      // address answers nothing: the deliveries only wait).
      const storage = await openStorage({ ...fixture.target.env });
      await saveConnection(storage, {
        destination: "hubspot",
        forms: [...enquiryForms],
        settings: { baseUrl: "http://127.0.0.1:9", mapping: defaultMappings.hubspot },
        credentials: { accessToken: "unused" },
        by: null,
        at: new Date().toISOString(),
      });
      // A running experiment this visitor (the loopback address, EXPOSED) was shown today (decision 081).
      const now = new Date().toISOString();
      await storage.db
        .insertInto("experiments")
        .values({
          id: "intake-steps-experiment",
          entry_id: "/",
          name: "Home headline",
          hypothesis: "",
          primary_outcome: "enquiries",
          planned_days: 30,
          arms: JSON.stringify([
            { label: "Published", weight: 1, changes: {} },
            { label: "Other", weight: 1, changes: { "/hero/title": "Other" } },
          ]),
          status: "running",
          version: 1,
          created_by: "staff",
          created_at: now,
          updated_by: "staff",
          updated_at: now,
          started_at: now,
          stopped_at: null,
          concluded_at: null,
          winner_arm: null,
        })
        .execute();
      const { visitor, day } = await visitorHasher(storage).hash("127.0.0.1", EXPOSED, Date.now());
      await storage.db
        .insertInto("experiment_exposures")
        .values({ experiment_id: "intake-steps-experiment", day, visitor, arm: 1, first_at: now })
        .execute();
      await storage.close();
      server = await startServer(
        fixture.target,
        { RATE_LIMIT_PER_HOUR: "1000", NOTIFY_TO: "sales@example.com" },
        {
          steps: (steps) => {
            names = steps.map((s) => s.name);
            readers = steps.filter((s) => s.prepare).map((s) => `${s.name} (reads)`);
            rowers = steps.filter((s) => s.rows).map((s) => s.name);
            writers = steps.filter((s) => s.created).map((s) => s.name);
            return steps.map(failAfter);
          },
        },
      );
    });
    afterAll(async () => {
      await server?.close();
    });

    async function counts(): Promise<Record<string, number>> {
      const out: Record<string, number> = {};
      for (const table of tables) {
        const [row] = await fixture.target.query<{ n: number | string }>(`select count(*) as n from ${table}`);
        out[table] = Number(row?.n);
      }
      return out;
    }

    it("declares the steps leads and privacy add, in order", () => {
      expect(names).toEqual([
        "analytics.attribution",
        "privacy.suppression-check",
        "leads.inbox",
        "leads.notification",
        "privacy.case",
        "experiments.arms",
        "crm.routing",
      ]);
    });

    it("declares the steps that add rows and the one that writes what depends on the claim", () => {
      expect(rowers).toEqual(["leads.inbox", "leads.notification", "experiments.arms", "crm.routing"]);
      expect(writers).toEqual(["privacy.case"]);
    });

    it("declares the steps that read before anything is written", () => {
      expect(readers).toEqual([
        "analytics.attribution (reads)",
        "privacy.suppression-check (reads)",
        "leads.inbox (reads)",
        "experiments.arms (reads)",
        "crm.routing (reads)",
      ]);
    });

    it("rolls the whole submission back when any step fails, reading or writing, and stores the retry", async () => {
      const nextProof = await proofPool(server.url, (rowers.length + writers.length + readers.length) * 2 + 2);
      for (const name of [...readers, ...rowers, ...writers]) {
        const before = await counts();
        failing = name;
        const body =
          name === "privacy.case"
            ? privacyPayload(nextProof(), "uk", { email: `rollback-${engine}@example.com` })
            : contactPayload(nextProof());
        const refused = await postJson(server.url, "/api/form-submissions", body, { "user-agent": EXPOSED });
        expect(refused.status, name).toBe(503);
        expect(refused.headers.get("retry-after"), name).toBeTruthy();
        expect(await counts(), `nothing of the submission is left when ${name} fails`).toEqual(before);

        failing = undefined;
        const retried = await postJson(server.url, "/api/form-submissions", body, { "user-agent": EXPOSED });
        expect(retried.status, `${name}: the retry with the same proof`).toBe(201);
        const [stored] = await fixture.target.query<{ n: number | string }>(
          `select count(*) as n from ${body.formType === "contact" ? "contact_submissions" : "privacy_submissions"} where id = ?`,
          [body.submissionId],
        );
        expect(Number(stored?.n)).toBe(1);
        const [arms] = await fixture.target.query<{ n: number | string }>(
          "select count(*) as n from submission_experiments where submission_id = ?",
          [body.submissionId],
        );
        expect(Number(arms?.n), `${name}: the retry records the arm its visitor saw`).toBe(1);
      }
    });
  });
}
