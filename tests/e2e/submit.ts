// Desk browser tests that need submissions: sent through the site's real API (a human check solved
// through its endpoints, the minimum fill time waited out once per batch), as the forms send them,
// with a consent record. Overrides replace any field (a 254-character email, a long message).
import { randomUUID } from "node:crypto";
import type { APIRequestContext } from "@playwright/test";
import { challenges } from "#server/submissions/challenges.server.ts";
import { CONSENT_VERSION } from "#shared/consent/statements.ts";

async function proof(request: APIRequestContext): Promise<{ proof: string; answer: string }> {
  const challenge = (await (await request.get("/api/human-check")).json()) as { token: string; question: string };
  const answer = challenges.find((c) => c.question === challenge.question)?.correctAnswer ?? "";
  const verified = await request.post("/api/human-check", { data: { token: challenge.token, answer } });
  if (verified.status() !== 200) throw new Error(`human check: ${verified.status()}`);
  return { proof: String(((await verified.json()) as { proof: string }).proof), answer };
}

export type Payload = Record<string, unknown>;

export function enquiryPayload(overrides: Payload = {}): Payload {
  return {
    formType: "contact",
    pageName: "Mortgage Leads",
    submissionId: randomUUID(),
    firstName: "Mary-Jane",
    lastName: "O'Brien",
    email: `mary.${randomUUID().slice(0, 8)}@example.com`,
    phone: "+61 2 5550 1234",
    company: "Harbour Home Loans",
    message: "Please call about 50 leads a month.",
    website: "",
    attribution: { first: { utm_source: "google", utm_medium: "cpc" }, last: { landing_page: "/mortgage-leads" } },
    consent: {
      version: CONSENT_VERSION.label,
      hash: CONSENT_VERSION.sha256,
      formVersion: "contact-2026-11-23",
      pageUrl: "http://127.0.0.1/mortgage-leads",
      shownAt: new Date(Date.now() - 60_000).toISOString(),
    },
    ...overrides,
  };
}

export function privacyPayload(overrides: Payload = {}): Payload {
  return {
    formType: "privacy",
    region: "au",
    pageName: "Privacy AU",
    submissionId: randomUUID(),
    subject: "Opt out of marketing (suppression)",
    companyContacted: "Some Caller Pty Ltd",
    firstName: "José",
    lastName: "Núñez",
    communicationPreference: "Email",
    businessName: "",
    address: "1 Example St, Castle Hill NSW",
    email: `jose.${randomUUID().slice(0, 8)}@example.com`,
    phone: "",
    message: "Please remove my details.",
    suppressFromMarketing: true,
    ...overrides,
  };
}

/** Sends each payload through the API (201 each); returns their submission ids. */
export async function submitAll(request: APIRequestContext, payloads: Payload[]): Promise<string[]> {
  const proofs = [];
  for (const _ of payloads) proofs.push(await proof(request));
  await new Promise((done) => setTimeout(done, 3100));
  const ids: string[] = [];
  for (const [i, payload] of payloads.entries()) {
    const p = proofs[i] as { proof: string; answer: string };
    const response = await request.post("/api/form-submissions", {
      data: { ...payload, humanVerification: p.answer, humanCheckProof: p.proof },
    });
    if (response.status() !== 201) throw new Error(`submission: ${response.status()} ${await response.text()}`);
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
