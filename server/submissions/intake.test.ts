import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AGAIN } from "#server/db/batcher.server.ts";
import { openStorage, type Storage } from "#server/db/database.server.ts";
import { hitRateLimits } from "#server/db/rate-limits.server.ts";
import type { Submission } from "#shared/forms/schema.ts";
import { createIntake, type IntakeItem } from "./intake.server.ts";
import { burnChallenges } from "./limits.server.ts";
import { type ContactRow, toRow } from "./rows.server.ts";

let dir: string;
let storage: Storage;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "store-"));
  storage = await openStorage({ DATA_DIR: dir });
});
afterAll(async () => {
  await storage.close();
  rmSync(dir, { recursive: true, force: true });
});

let n = 0;
function input(overrides: { id?: string; proofId?: string; key?: string; limit?: number } = {}): IntakeItem {
  n++;
  const row = {
    id: overrides.id ?? `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`,
    created_at: new Date().toISOString(),
    first_name: "Ann",
    last_name: "Lee",
    phone: "",
    email: "ann@example.com",
    message: "Hi",
    page_name: "Contact Page",
    human_verification_answer: "Apple",
    user_agent: null,
    company: "Acme",
  } as ContactRow;
  return {
    submission: { type: "contact", table: "contact_submissions", row },
    proofId: overrides.proofId ?? `proof-${n}`,
    proofExpiresAt: Date.now() + 60_000,
    rate: { key: overrides.key ?? "submit:test", limit: overrides.limit ?? 1000 },
  };
}

// Intake without steps: the core's own rules (rate limits, proofs, ids).
const store = (items: IntakeItem[]) => createIntake(storage, [])(items);

describe("set-based writes", () => {
  it("counts hits per key in order and refuses those over the limit", async () => {
    const decisions = await hitRateLimits(storage.db, storage.dialect, [
      { key: "a", limit: 2 },
      { key: "b", limit: 2 },
      { key: "a", limit: 2 },
      { key: "a", limit: 2 },
    ]);
    expect(decisions.map((d) => d.allowed)).toEqual([true, true, true, false]);
    const again = await hitRateLimits(storage.db, storage.dialect, [
      { key: "b", limit: 2 },
      { key: "b", limit: 2 },
    ]);
    expect(again.map((d) => d.allowed)).toEqual([true, false]);
    expect(again[1]).toMatchObject({ retryAfter: expect.any(Number) });
  });

  it("stores a batch, telling created, duplicate, reused proof and rate-limited items apart", async () => {
    const first = input();
    expect(await store([first])).toEqual([{ kind: "created" }]);
    const retry = { ...first }; // same id and proof: a client retry
    const reused = input({ proofId: first.proofId }); // someone else's spent proof
    const sameIdNewProof = { ...input(), submission: first.submission };
    const limited = input({ key: "submit:busy", limit: 0 });
    const fresh = input();
    const twinA = input({ proofId: "twin" });
    const twinB = input({ proofId: "twin" }); // the same proof twice in one batch
    const outcomes = await store([retry, reused, limited, fresh, twinA, twinB]);
    expect(outcomes).toEqual([
      { kind: "duplicate" },
      { kind: "proof_used" },
      { kind: "rate_limited", retryAfter: expect.any(Number) },
      { kind: "created" },
      { kind: "created" },
      { kind: "proof_used" },
    ]);
    expect(await store([sameIdNewProof])).toEqual([{ kind: "duplicate" }]);
    const rows = await storage.db.selectFrom("contact_submissions").select("id").execute();
    const outbox = await storage.db.selectFrom("outbox").select("id").execute();
    expect(rows).toHaveLength(3);
    expect(outbox).toHaveLength(3);
  });

  it("does not claim an id the other form already stored: the submission is a duplicate, written nowhere", async () => {
    const enquiry = input();
    expect(await store([enquiry])).toEqual([{ kind: "created" }]);
    const request = toRow(
      {
        submissionId: enquiry.submission.row.id,
        humanCheckProof: "p",
        humanVerification: "Apple",
        formType: "privacy",
        region: "au",
        pageName: "Privacy AU",
        firstName: "Ann",
        lastName: "Lee",
        email: "ann@example.com",
        phone: "",
        subject: "Access",
        message: "What do you hold?",
      } as unknown as Submission,
      "Apple",
      null,
      new Date().toISOString(),
    );
    const fresh = input();
    expect(await store([{ ...input(), submission: request }, fresh])).toEqual([
      { kind: "duplicate" },
      { kind: "created" },
    ]);
    const privacy = await storage.db.selectFrom("privacy_submissions").select("id").execute();
    expect(privacy).toEqual([]);
  });

  it("sends a submission that appears twice in one batch to the next batch", async () => {
    const one = input();
    const outcomes = await store([one, { ...one }]);
    expect(outcomes).toEqual([{ kind: "created" }, AGAIN]);
  });

  it("burns each challenge once", async () => {
    const rate = { key: "verify:test", limit: 100 };
    const outcomes = await burnChallenges(storage, [
      { challengeId: "c1", expiresAtMs: Date.now() + 60_000, rate },
      { challengeId: "c1", expiresAtMs: Date.now() + 60_000, rate },
      { challengeId: "c2", expiresAtMs: Date.now() + 60_000, rate },
    ]);
    expect(outcomes.map((o) => o.kind)).toEqual(["fresh", "used", "fresh"]);
    const later = await burnChallenges(storage, [{ challengeId: "c2", expiresAtMs: Date.now() + 60_000, rate }]);
    expect(later.map((o) => o.kind)).toEqual(["used"]);
  });
});
