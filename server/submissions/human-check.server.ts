// Issues and checks the human-check challenge and the proof a submission carries.
// Both are stateless signed tokens (HMAC-SHA256 with the proof secret); single use is
// enforced by the caller, which records each token id in the database (used_tokens), so
// it holds across instances.
import { createHmac, createSecretKey, randomInt, timingSafeEqual } from "node:crypto";
import { orderedId } from "#server/db/ordered-id.server.ts";
import { type ChallengeView, MIN_FILL_MS } from "#shared/forms/human-check.ts";
import { challenges } from "./challenges.server.ts";

export const CHALLENGE_TTL_MS = 30 * 60 * 1000;
export const PROOF_TTL_MS = 20 * 60 * 1000;

interface ChallengeClaims {
  t: "c";
  id: string;
  q: number;
  iat: number;
  exp: number;
}

interface ProofClaims {
  t: "p";
  id: string;
  /** The challenge it answers, and when that challenge was issued (minimum fill time). */
  cid: string;
  ciat: number;
  a: string;
  iat: number;
  exp: number;
}

export type ChallengeCheck = { ok: true; claims: ChallengeClaims } | { ok: false; reason: "invalid" | "expired" };

export type AnswerResult =
  | { ok: true; proof: string; expiresAt: number }
  | { ok: false; reason: "invalid" | "expired" | "wrong" };

export type ProofCheck =
  | { ok: true; id: string; answer: string; expiresAt: number }
  | { ok: false; reason: "invalid" | "expired" | "too_fast" | "mismatch" };

export interface HumanCheckOptions {
  secret: string;
  now?: () => number;
  challengeTtlMs?: number;
  proofTtlMs?: number;
  minFillMs?: number;
}

export interface HumanCheck {
  issue(): ChallengeView;
  readChallenge(token: string): ChallengeCheck;
  /** Checks the answer to a challenge already read (and burnt) by the caller. */
  answer(claims: ChallengeClaims, label: string): AnswerResult;
  verifyProof(proof: string, answer: string): ProofCheck;
  /** A stable, keyed hash of a client address (the rate-limit key; the address is never stored). */
  hashAddress(address: string): string;
}

function b64(data: string | Buffer): string {
  return Buffer.from(data).toString("base64url");
}

export function createHumanCheck(options: HumanCheckOptions): HumanCheck {
  const now = options.now ?? Date.now;
  const challengeTtl = options.challengeTtlMs ?? CHALLENGE_TTL_MS;
  const proofTtl = options.proofTtlMs ?? PROOF_TTL_MS;
  const minFill = options.minFillMs ?? MIN_FILL_MS;
  // Derived keys, imported once (importing a raw key on every HMAC is costly).
  const key = createSecretKey(createHmac("sha256", options.secret).update("leadwise human check v1").digest());
  const addressKey = createSecretKey(createHmac("sha256", options.secret).update("leadwise rate limit v1").digest());

  function sign(claims: ChallengeClaims | ProofClaims): string {
    const body = `v1.${b64(JSON.stringify(claims))}`;
    return `${body}.${createHmac("sha256", key).update(body).digest("base64url")}`;
  }

  function open(token: string): Record<string, unknown> | null {
    if (typeof token !== "string" || token.length > 2000) return null;
    const parts = token.split(".");
    if (parts.length !== 3 || parts[0] !== "v1") return null;
    const expected = createHmac("sha256", key).update(`${parts[0]}.${parts[1]}`).digest();
    const given = Buffer.from(parts[2] ?? "", "base64url");
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    try {
      const claims: unknown = JSON.parse(Buffer.from(parts[1] ?? "", "base64url").toString("utf8"));
      return claims && typeof claims === "object" ? (claims as Record<string, unknown>) : null;
    } catch {
      return null;
    }
  }

  return {
    issue() {
      const q = randomInt(challenges.length);
      const challenge = challenges[q]!;
      const iat = now();
      const claims: ChallengeClaims = { t: "c", id: orderedId(), q, iat, exp: iat + challengeTtl };
      const options = challenge.options.map(({ emoji, label }) => ({ emoji, label }));
      for (let i = options.length - 1; i > 0; i--) {
        const j = randomInt(i + 1);
        [options[i], options[j]] = [options[j]!, options[i]!];
      }
      return { token: sign(claims), question: challenge.question, options, issuedAt: iat, expiresAt: claims.exp };
    },

    readChallenge(token) {
      const claims = open(token);
      if (claims?.t !== "c" || typeof claims.id !== "string" || typeof claims.q !== "number") {
        return { ok: false, reason: "invalid" };
      }
      if (!challenges[claims.q]) return { ok: false, reason: "invalid" };
      if (typeof claims.exp !== "number" || claims.exp <= now()) return { ok: false, reason: "expired" };
      return { ok: true, claims: claims as unknown as ChallengeClaims };
    },

    answer(claims, label) {
      const challenge = challenges[claims.q];
      if (!challenge) return { ok: false, reason: "invalid" };
      if (claims.exp <= now()) return { ok: false, reason: "expired" };
      if (label !== challenge.correctAnswer) return { ok: false, reason: "wrong" };
      const iat = now();
      const proof: ProofClaims = {
        t: "p",
        id: orderedId(),
        cid: claims.id,
        ciat: claims.iat,
        a: challenge.correctAnswer,
        iat,
        exp: iat + proofTtl,
      };
      return { ok: true, proof: sign(proof), expiresAt: proof.exp };
    },

    verifyProof(token, answer) {
      const claims = open(token);
      if (
        claims?.t !== "p" ||
        typeof claims.id !== "string" ||
        typeof claims.a !== "string" ||
        typeof claims.ciat !== "number" ||
        typeof claims.exp !== "number"
      ) {
        return { ok: false, reason: "invalid" };
      }
      const t = now();
      if (claims.exp <= t) return { ok: false, reason: "expired" };
      if (t - claims.ciat < minFill) return { ok: false, reason: "too_fast" };
      if (claims.a !== answer) return { ok: false, reason: "mismatch" };
      return { ok: true, id: claims.id, answer: claims.a, expiresAt: claims.exp };
    },

    hashAddress(address) {
      return createHmac("sha256", addressKey).update(address).digest("hex").slice(0, 32);
    },
  };
}
