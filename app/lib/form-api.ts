// The browser side of the form API: the human check and the submission, with the
// specification's retry policy (network errors and 5xx retried 3 times after 1 s, 2 s
// and 4 s; delays capped at 30 s). The same submissionId is sent on every retry, so the
// server stores one row however many times the request reaches it.

import { v7 } from "uuid";
import type { ChallengeView, ProofView } from "#shared/forms/human-check.ts";
import type { FieldErrors } from "#shared/forms/rules.ts";
import { type PrivacyReceipt, privacyReceiptOf } from "#shared/site/thank-you-mode.ts";

export const RETRY_DELAYS_MS = [1000, 2000, 4000] as const;
const MAX_DELAY_MS = 30_000;
const REQUEST_TIMEOUT_MS = 20_000;

export type SendResult =
  | { kind: "ok"; id: string; receipt?: PrivacyReceipt }
  | { kind: "rate_limited"; retryAfter: number | null }
  | { kind: "verification" }
  | { kind: "invalid"; error: string; fieldErrors: FieldErrors }
  | { kind: "failed"; status: number | null };

export interface SendOptions {
  delays?: readonly number[];
  fetch?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

async function readJson(response: Response): Promise<Record<string, unknown>> {
  try {
    const data: unknown = await response.json();
    return data && typeof data === "object" ? (data as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

export async function sendSubmission(payload: object, options: SendOptions = {}): Promise<SendResult> {
  const delays = options.delays ?? RETRY_DELAYS_MS;
  const doFetch = options.fetch ?? fetch;
  const sleep = options.sleep ?? wait;
  const body = JSON.stringify(payload);
  let lastStatus: number | null = null;

  for (let attempt = 0; attempt <= delays.length; attempt++) {
    if (attempt > 0) await sleep(Math.min(MAX_DELAY_MS, delays[attempt - 1] ?? 0));
    let response: Response;
    try {
      response = await doFetch("/api/form-submissions", {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "application/json" },
        body,
        credentials: "same-origin",
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
    } catch {
      lastStatus = null;
      continue; // network error or timeout: retry
    }
    lastStatus = response.status;
    if (response.status >= 500) continue;
    const data = await readJson(response);
    if (response.ok) {
      const receipt = privacyReceiptOf(data);
      return { kind: "ok", id: String(data.id ?? ""), ...(receipt ? { receipt } : {}) };
    }
    if (response.status === 429) {
      const retryAfter = Number(response.headers.get("Retry-After"));
      return { kind: "rate_limited", retryAfter: Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : null };
    }
    if (response.status === 403) return { kind: "verification" };
    if (response.status === 400 && data.fieldErrors && typeof data.fieldErrors === "object") {
      return { kind: "invalid", error: String(data.error ?? ""), fieldErrors: data.fieldErrors as FieldErrors };
    }
    return { kind: "failed", status: response.status };
  }
  return { kind: "failed", status: lastStatus };
}

export async function fetchChallenge(doFetch: typeof fetch = fetch): Promise<ChallengeView> {
  const response = await doFetch("/api/human-check", {
    headers: { Accept: "application/json" },
    cache: "no-store",
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`human check unavailable (${response.status})`);
  return (await response.json()) as ChallengeView;
}

export type VerifyResult = { ok: true; proof: ProofView } | { ok: false; reason: "wrong" | "unavailable" | "limited" };

export async function verifyAnswer(
  token: string,
  answer: string,
  doFetch: typeof fetch = fetch,
): Promise<VerifyResult> {
  try {
    const response = await doFetch("/api/human-check", {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify({ token, answer }),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    if (response.ok) return { ok: true, proof: (await response.json()) as ProofView };
    if (response.status === 403) return { ok: false, reason: "wrong" };
    if (response.status === 429) return { ok: false, reason: "limited" };
    return { ok: false, reason: "unavailable" };
  } catch {
    return { ok: false, reason: "unavailable" };
  }
}

/**
 * A UUIDv7: it begins with the time, so the server's indexes keyed by submission id (the
 * submission, its inbox item, its CRM event) take each new one at their right-hand edge instead of
 * on a random page (decision 042). About 73 of its bits are random, so it still cannot be guessed.
 */
export function newSubmissionId(): string {
  return v7();
}
