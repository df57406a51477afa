// Issue 40, item 5: `npm run outbox -- replay --destination crm --since DATE` re-queues a period's
// CRM events for a receiver that lost them. With the real server's worker and a receiver that logs
// webhook-ids: every event of the period arrives once more under its own id, and nothing about an
// erased person is sent again (their submission.created nor their submission.erased); the command
// says how many it re-queued and refused, and the audit log records it.
import { afterAll, describe, expect, it } from "vitest";
import { createAuditLog } from "#server/audit/audit.server.ts";
import { openStorage, type Storage } from "#server/db/database.server.ts";
import { eraseCasePerson } from "#server/privacy/erasure.server.ts";
import { contactPayload, privacyPayload, proofPool } from "#tests/support/submissions.ts";
import { runCli } from "./cli.ts";
import { createStorage, engines, eventually, postJson, startServer } from "./harness.ts";
import { startReceiver } from "./receiver.ts";

const SECRET = "replay-webhook-secret-0123456789abcdef";
const erasedPerson = {
  firstName: "Ottoline",
  lastName: "Vanishwood",
  email: "ottoline.vanishwood@example.com",
  phone: "0412 640 208",
};

const cleanUps: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const undo of cleanUps.reverse()) await undo();
});

describe.each(engines)("outbox replay on %s", (engine) => {
  it("re-queues a period's CRM events under their own ids, never an erased person's, audited", async () => {
    const target = await createStorage(engine);
    cleanUps.push(() => target.drop());
    const receiver = await startReceiver();
    cleanUps.push(() => receiver.close());
    const server = await startServer(target, {
      RATE_LIMIT_PER_HOUR: "1000",
      FORM_WEBHOOK_URL: receiver.url,
      FORM_WEBHOOK_SECRET: SECRET,
    });
    cleanUps.push(() => server.close());
    const since = new Date(Date.now() - 1000).toISOString();
    const nextProof = await proofPool(server.url, 5);
    const submit = async (body: Record<string, unknown>) => {
      const response = await postJson(server.url, "/api/form-submissions", body);
      expect(response.status).toBe(201);
      return String(body.submissionId);
    };
    const kept: string[] = [];
    for (const n of [1, 2, 3]) {
      kept.push(
        await submit(
          contactPayload(nextProof(), {
            firstName: ["Alba", "Bruno", "Cleo"][n - 1],
            email: `kept.${n}.replay@example.com`,
            phone: `0412 100 20${n}`,
          }),
        ),
      );
    }
    const enquiry = await submit(contactPayload(nextProof(), erasedPerson));
    const request = await submit(privacyPayload(nextProof(), "uk", { ...erasedPerson, suppressFromMarketing: false }));
    const idOf = (d: { headers: Record<string, string> }) => d.headers["webhook-id"] as string;
    await eventually(async () => receiver.deliveries.length >= 5);

    let storage: Storage | undefined;
    try {
      storage = await openStorage(target.env);
      await target.query("update privacy_cases set status = 'completed' where id = ?", [request]);
      const audit = await createAuditLog(storage);
      expect(await eraseCasePerson(storage, audit, request, { id: "staff-replay" }, Date.now())).toMatchObject({
        ok: true,
        submissions: 2,
      });
      // The two submission.erased events go out too.
      await eventually(async () => receiver.deliveries.length >= 7);
      await new Promise((r) => setTimeout(r, 300));
      const first = receiver.deliveries.map(idOf);
      expect(first).toHaveLength(7);
      expect(new Set(first).size).toBe(7);
      const keptIds = receiver.deliveries
        .filter((d) => kept.some((id) => d.body.includes(id)))
        .map(idOf)
        .sort();
      expect(keptIds).toHaveLength(3);

      // The receiver lost them all; the operator replays the period.
      receiver.deliveries.length = 0;
      const until = new Date(Date.now() + 60_000).toISOString();
      const replay = await runCli(
        "outbox.ts",
        ["replay", "--destination", "crm", "--since", since, "--until", until],
        target.env,
      );
      expect(replay.stderr).toBe("");
      expect(replay.code).toBe(0);
      expect(replay.stdout).toMatch(/requeued 3 \(same ids\); refused 4 about erased people; 0 no longer held/);

      await eventually(async () => receiver.deliveries.length >= 3);
      await new Promise((r) => setTimeout(r, 1500));
      // Each event of the period once more, under its own id; the erased person's never.
      expect(receiver.deliveries.map(idOf).sort()).toEqual(keptIds);
      for (const d of receiver.deliveries) {
        for (const value of [enquiry, request, erasedPerson.lastName, erasedPerson.email]) {
          expect(d.body).not.toContain(value);
        }
      }
      const audited = await target.query<{ actor_id: string; details: string }>(
        "select actor_id, details from audit_log where action = 'outbox.resend'",
      );
      expect(audited).toHaveLength(1);
      expect(audited[0]?.actor_id).toBe("cli");
      expect(JSON.parse(audited[0]?.details ?? "{}")).toMatchObject({
        replay: true,
        destination: "crm",
        since,
        until,
        requeued: 3,
        erased: 4,
      });
    } finally {
      await storage?.close();
    }
  });
});
