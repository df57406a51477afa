// What the browser and the server exchange for the human check. The challenge the
// browser sees has no correct flag: the server alone knows the answer
// (server/forms/challenges.server.ts) and signs a proof when it is chosen.

export interface ChallengeOption {
  emoji: string;
  label: string;
}

/** GET /api/human-check → 200 */
export interface ChallengeView {
  /** Signed, opaque, single use. */
  token: string;
  question: string;
  options: ChallengeOption[];
  /** Server time (ms) the challenge was issued and when it stops being accepted. */
  issuedAt: number;
  expiresAt: number;
}

/** POST /api/human-check { token, answer } → 200 */
export interface ProofView {
  proof: string;
  expiresAt: number;
}

/** The least time between a challenge being issued and a submission using it. */
export const MIN_FILL_MS = 3000;
