// What tests and benchmarks send to the submission API: a valid payload for each form, and the
// human check solved through its endpoints as a browser solves it (GET, then POST
// /api/human-check), the answer looked up in the server's own challenge table (the browser never
// receives it). Used by the integration tests, the browser tests and scripts/bench-api.ts.
import { randomUUID } from "node:crypto";
import { challenges } from "#server/submissions/challenges.server.ts";
import { CONSENT_VERSION } from "#shared/consent/statements.ts";

export interface Proof {
  proof: string;
  answer: string;
}

export type Payload = Record<string, unknown>;

/** The beacon's page view of a visit landing from a Google Ads campaign (shared/analytics/events.ts). */
export const CAMPAIGN_VISIT = { n: "pageview", p: "/mortgage-leads", w: 390, u: { s: "google", m: "cpc" } };

/**
 * A phone's own browser, as a visitor's request names it: the analytics count it (a bot or a test
 * client is not counted, and its enquiry gets no campaign attribution, decision 085).
 */
export const VISITOR_BROWSER =
  "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";

/** A proof is accepted this long after its challenge was issued (the minimum fill time, 3 s, and a margin). */
export const FILL_TIME_MS = 3100;

export function answerFor(question: string): string {
  const challenge = challenges.find((c) => c.question === question);
  if (!challenge) throw new Error(`unknown question ${question}`);
  return challenge.correctAnswer;
}

export async function getChallenge(base: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${base}/api/human-check`, { headers });
  if (response.status !== 200) throw new Error(`challenge: ${response.status}`);
  return (await response.json()) as { token: string; question: string; options: { label: string }[] };
}

/** Solves a challenge through the API; the proof is usable FILL_TIME_MS after the challenge was issued. */
export async function solve(base: string, headers: Record<string, string> = {}): Promise<Proof> {
  const challenge = await getChallenge(base, headers);
  const answer = answerFor(challenge.question);
  const response = await fetch(`${base}/api/human-check`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify({ token: challenge.token, answer }),
  });
  const text = await response.text();
  if (response.status !== 200) throw new Error(`verify: ${response.status} ${text}`);
  return { proof: String((JSON.parse(text) as { proof: unknown }).proof), answer };
}

/** Solves `n` challenges, `concurrency` at a time. */
export async function solveMany(base: string, n: number, concurrency = 1): Promise<Proof[]> {
  const proofs: Proof[] = [];
  let started = 0;
  async function worker() {
    while (started < n) {
      started++;
      proofs.push(await solve(base));
    }
  }
  await Promise.all(Array.from({ length: Math.min(concurrency, n) }, worker));
  return proofs;
}

/** Solves `n` challenges, then waits out the minimum fill time once. */
export async function proofPool(base: string, n: number): Promise<() => Proof> {
  const pool = await solveMany(base, n);
  await new Promise((resolve) => setTimeout(resolve, FILL_TIME_MS));
  return () => {
    const next = pool.shift();
    if (!next) throw new Error("proof pool is empty: raise its size");
    return next;
  };
}

/** The fields a form sends with its answer; none before the check is solved (`submitAll` adds them). */
function proved(proof: Proof | null) {
  return proof ? { humanVerification: proof.answer, humanCheckProof: proof.proof } : {};
}

export function contactPayload(proof: Proof | null, overrides: Payload = {}) {
  return {
    formType: "contact",
    pageName: "Contact Page",
    submissionId: randomUUID(),
    firstName: "Mary-Jane",
    lastName: "O'Brien",
    email: "mary@example.com",
    phone: "+61 2 5550 1234",
    company: "Acme & Sons",
    message: "Please send 50 test leads.\nThanks!",
    ...proved(proof),
    website: "",
    // The touch of the contact page, reached from a news site (decision 085): the last touch. The
    // first is the sender's visit of today (CAMPAIGN_VISIT), or this one when no visit is recorded.
    touch: { referrer: "https://news.example.org/", landing_page: "/contact" },
    user_agent: "ignored",
    ip_address: null,
    ...overrides,
  };
}

export function privacyPayload(proof: Proof | null, region: "au" | "uk", overrides: Payload = {}) {
  return {
    formType: "privacy",
    region,
    pageName: region === "au" ? "Privacy AU" : "Privacy UK",
    submissionId: randomUUID(),
    subject: region === "au" ? "Opt out of marketing (suppression)" : "Deletion of my personal data",
    companyContacted: "Some Caller Pty Ltd",
    firstName: "José",
    lastName: "Núñez",
    communicationPreference: "Email",
    businessName: "",
    address: "1 Example St, Castle Hill NSW",
    email: "jose@example.com",
    phone: "",
    message: "Please remove my details.",
    suppressFromMarketing: true,
    ...proved(proof),
    ...overrides,
  };
}

// Browser tests share one server and database across specs: what they send comes from an address
// no other test uses (or it would be flagged a duplicate), as the site's forms send it.

/** A mortgage-page enquiry with the consent record the form sends. */
export function siteEnquiry(overrides: Payload = {}): Payload {
  return contactPayload(null, {
    pageName: "Mortgage Leads",
    email: `mary.${randomUUID().slice(0, 8)}@example.com`,
    company: "Harbour Home Loans",
    message: "Please call about 50 leads a month.",
    touch: { utm_source: "google", utm_medium: "cpc", landing_page: "/mortgage-leads?utm_source=google" },
    consent: {
      version: CONSENT_VERSION.label,
      hash: CONSENT_VERSION.sha256,
      formVersion: "contact-2026-11-23",
      pageUrl: "http://127.0.0.1/mortgage-leads",
      shownAt: new Date(Date.now() - 60_000).toISOString(),
    },
    ...overrides,
  });
}

/** An Australian privacy request (suppression ticked). */
export function sitePrivacyRequest(overrides: Payload = {}): Payload {
  return privacyPayload(null, "au", { email: `jose.${randomUUID().slice(0, 8)}@example.com`, ...overrides });
}

/**
 * Sends each payload with a solved human check (201 each), as a visitor's browser (counted, so an
 * enquiry's touch is recorded); returns their submission ids.
 */
export async function submitAll(base: string, payloads: Payload[]): Promise<string[]> {
  const next = await proofPool(base, payloads.length);
  const ids: string[] = [];
  for (const payload of payloads) {
    const response = await fetch(`${base}/api/form-submissions`, {
      method: "POST",
      headers: { "content-type": "application/json", "user-agent": VISITOR_BROWSER },
      body: JSON.stringify({ ...payload, ...proved(next()) }),
    });
    if (response.status !== 201) throw new Error(`submission: ${response.status} ${await response.text()}`);
    ids.push(String(payload.submissionId));
  }
  return ids;
}

/** A word no other test uses, letters only (names refuse digits): "Refresh" + the time in letters. */
export function uniqueWord(prefix: string): string {
  const letters = `${Date.now()}${Math.floor(Math.random() * 1000)}`.replace(
    /\d/g,
    (d) => "abcdefghij"[Number(d)] ?? "",
  );
  return `${prefix}${letters}`;
}
