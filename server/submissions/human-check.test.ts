import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openStorage, type Storage } from "#server/db/database.server.ts";
import { consumeToken } from "#server/db/used-tokens.server.ts";
import { challenges } from "./challenges.server.ts";
import { createHumanCheck } from "./human-check.server.ts";

const secret = "s".repeat(40);

function setup(start = 1_000_000) {
  let clock = start;
  const check = createHumanCheck({ secret, now: () => clock });
  return {
    check,
    advance: (ms: number) => {
      clock += ms;
    },
  };
}

function correctFor(question: string): string {
  return challenges.find((c) => c.question === question)!.correctAnswer;
}

describe("challenge table", () => {
  it("has the six prompts of the specification, four options each, exactly one correct", () => {
    expect(challenges.map((c) => c.question)).toEqual([
      "Select the fruit:",
      "Select the animal:",
      "Select the vehicle:",
      "Select the weather icon:",
      "Select the food item:",
      "Select the building:",
    ]);
    for (const c of challenges) {
      expect(c.options).toHaveLength(4);
      expect(c.options.filter((o) => o.correct).map((o) => o.label)).toEqual([c.correctAnswer]);
    }
  });
});

describe("human check tokens", () => {
  it("issues a challenge without the correct flag", () => {
    const { check } = setup();
    const view = check.issue();
    expect(view.options).toHaveLength(4);
    for (const option of view.options) expect(Object.keys(option).sort()).toEqual(["emoji", "label"]);
    expect(JSON.stringify(view)).not.toContain("correct");
  });

  it("signs the challenge: a tampered token is refused", () => {
    const { check } = setup();
    const { token } = check.issue();
    expect(check.readChallenge(token).ok).toBe(true);
    const [v, payload, mac] = token.split(".");
    const claims = JSON.parse(Buffer.from(payload!, "base64url").toString());
    claims.q = (claims.q + 1) % 6;
    const forged = `${v}.${Buffer.from(JSON.stringify(claims)).toString("base64url")}.${mac}`;
    expect(check.readChallenge(forged)).toEqual({ ok: false, reason: "invalid" });
    expect(check.readChallenge("garbage")).toEqual({ ok: false, reason: "invalid" });
    // Another secret does not accept it either.
    expect(createHumanCheck({ secret: "t".repeat(40) }).readChallenge(token).ok).toBe(false);
  });

  it("expires challenges after 30 minutes", () => {
    const { check, advance } = setup();
    const { token } = check.issue();
    advance(30 * 60 * 1000);
    expect(check.readChallenge(token)).toEqual({ ok: false, reason: "expired" });
  });

  it("gives a proof for the right answer only", () => {
    const { check } = setup();
    const view = check.issue();
    const read = check.readChallenge(view.token);
    if (!read.ok) throw new Error("unreadable");
    const wrong = view.options.find((o) => o.label !== correctFor(view.question))!.label;
    expect(check.answer(read.claims, wrong)).toEqual({ ok: false, reason: "wrong" });
    expect(check.answer(read.claims, correctFor(view.question)).ok).toBe(true);
  });

  it("accepts a proof only 3 s after the challenge was issued, for its own answer, until it expires", () => {
    const { check, advance } = setup();
    const view = check.issue();
    const read = check.readChallenge(view.token);
    if (!read.ok) throw new Error("unreadable");
    const answer = correctFor(view.question);
    advance(1000);
    const result = check.answer(read.claims, answer);
    if (!result.ok) throw new Error("no proof");
    expect(check.verifyProof(result.proof, answer)).toEqual({ ok: false, reason: "too_fast" });
    advance(2000);
    expect(check.verifyProof(result.proof, answer)).toMatchObject({ ok: true, answer });
    expect(check.verifyProof(result.proof, "Something else")).toEqual({ ok: false, reason: "mismatch" });
    // A challenge token is not a proof.
    expect(check.verifyProof(view.token, answer)).toEqual({ ok: false, reason: "invalid" });
    advance(20 * 60 * 1000);
    expect(check.verifyProof(result.proof, answer)).toEqual({ ok: false, reason: "expired" });
  });

  it("hashes addresses with the secret (no address is stored)", () => {
    const { check } = setup();
    expect(check.hashAddress("203.0.113.5")).toMatch(/^[0-9a-f]{32}$/);
    expect(check.hashAddress("203.0.113.5")).toBe(check.hashAddress("203.0.113.5"));
    expect(check.hashAddress("203.0.113.5")).not.toBe(check.hashAddress("203.0.113.6"));
  });
});

describe("token ids", () => {
  // Each id is burnt in used_tokens when used: ids in time order append to its primary-key index
  // instead of landing each on a page of its own (decision 041).
  it("are in the order the challenges and proofs were made", () => {
    const { check } = setup(Date.now());
    const challengeIds: string[] = [];
    const proofIds: string[] = [];
    for (let i = 0; i < 100; i++) {
      const view = check.issue();
      const read = check.readChallenge(view.token);
      if (!read.ok) throw new Error("challenge not readable");
      challengeIds.push(read.claims.id);
      const answered = check.answer(read.claims, correctFor(view.question));
      if (!answered.ok) throw new Error("not answered");
      const claims = JSON.parse(Buffer.from(answered.proof.split(".")[1]!, "base64url").toString("utf8")) as {
        id: string;
      };
      proofIds.push(claims.id);
    }
    expect([...challengeIds].sort()).toEqual(challengeIds);
    expect([...proofIds].sort()).toEqual(proofIds);
  });
});

describe("single use", () => {
  let dir: string;
  let storage: Storage;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "hc-"));
    storage = await openStorage({ DATA_DIR: dir });
  });
  afterAll(async () => {
    await storage.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("records a token id once; every later use is refused", async () => {
    expect(await consumeToken(storage.db, storage.dialect, "p:abc", Date.now() + 60_000)).toBe(true);
    expect(await consumeToken(storage.db, storage.dialect, "p:abc", Date.now() + 60_000)).toBe(false);
    expect(await consumeToken(storage.db, storage.dialect, "c:abc", Date.now() + 60_000)).toBe(true);
  });
});
