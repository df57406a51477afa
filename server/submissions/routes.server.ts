// The form API:
//   GET  /api/human-check      → 200 ChallengeView
//   POST /api/human-check      { token, answer } → 200 { proof, expiresAt } | 403 (wrong, used, expired)
//   POST /api/form-submissions  variant-B payload + submissionId + humanCheckProof + the page's touch
//                               → 201 { id, reference?, jurisdiction?, dueDate?, suppressionDueDate? } | 400 | 403 | 413 | 415 | 429 | 503
// Every answer is JSON { error, fieldErrors? } when not 2xx; bad input never yields a 5xx.
import type { Context, Hono } from "hono";
import type { Logger } from "pino";
import * as z from "zod/mini";
import { bodySizeLimit } from "#server/http/body-limit.server.ts";
import { clientAddress } from "#server/http/client-address.server.ts";
import { apiMessages as messages } from "#shared/forms/api-messages.ts";
import { type Submission, submissionSchema, validate } from "#shared/forms/schema.ts";
import type { CaseReceipt } from "#shared/privacy/cases.ts";
import type { HumanCheck } from "./human-check.server.ts";
import type { IntakeItem, IntakeOutcome, VisitorDay } from "./intake.server.ts";
import type { ChallengeUse, ChallengeUseOutcome } from "./limits.server.ts";
import { toRow } from "./rows.server.ts";

export const MAX_BODY_BYTES = 16 * 1024;
/** Human-check answers allowed per address per hour, as a multiple of RATE_LIMIT_PER_HOUR. */
export const VERIFY_LIMIT_FACTOR = 5;

export interface FormRoutesDeps {
  /** Stores a submission through intake (batched; settles after the commit). */
  submit: (item: IntakeItem) => Promise<IntakeOutcome>;
  /** Burns a human-check challenge, counting it against the address's limit. */
  burnChallenge: (use: ChallengeUse) => Promise<ChallengeUseOutcome>;
  humanCheck: HumanCheck;
  logger: Logger;
  rateLimitPerHour: number;
  /** X-Forwarded-For entries to believe (0: none); see clientAddress. */
  proxyHops: number;
  /** Called after a submission commits (wakes the outbox worker). */
  onStored?: (id: string) => void;
  /**
   * The sender's daily visitor hash, when the analytics count the request (its headers) and either
   * the form sent its page's touch (`touched`: the attribution reads the visit, decision 085) or an
   * experiment runs (intake copies the visitor's exposures of today, decision 081); undefined at
   * once otherwise.
   */
  visitorOf?: (
    address: string,
    header: (name: string) => string | undefined,
    at: number,
    touched: boolean,
  ) => Promise<VisitorDay> | undefined;
  /** Counts each answer for /metrics: form (page name, "unknown" before validation) and result. */
  count?: (form: string, result: "stored" | RefusalReason) => void;
  now?: () => number;
}

/** Why a submission was refused, as /metrics labels it. */
export type RefusalReason =
  | "not_json"
  | "bad_json"
  | "too_large"
  | "invalid"
  | "honeypot"
  | "human_check"
  | "proof_used"
  | "rate_limited"
  | "unavailable";

class StorageUnavailable extends Error {}

/** A privacy request's answer carries its case reference and due dates (the thank-you page shows them). */
function caseFields(receipt: CaseReceipt | undefined) {
  if (!receipt) return {};
  return {
    reference: receipt.reference,
    jurisdiction: receipt.jurisdiction,
    dueDate: receipt.dueDate,
    suppressionDueDate: receipt.suppressionDueDate,
  };
}

const noStore = { "Cache-Control": "no-store" };

function jsonError(c: Context, status: 400 | 403 | 413 | 415 | 429 | 503, error: string, extra: object = {}) {
  return c.json({ error, ...extra }, status, noStore);
}

const answerSchema = z.object({
  token: z.string().check(z.minLength(1), z.maxLength(2000)),
  answer: z.string().check(z.minLength(1), z.maxLength(100)),
});

export function addFormRoutes(app: Hono, deps: FormRoutesDeps): void {
  const { logger, humanCheck } = deps;
  const now = deps.now ?? Date.now;
  const count = deps.count ?? (() => {});

  const limitBody = bodySizeLimit(MAX_BODY_BYTES, (c) => jsonError(c, 413, messages.tooLarge));
  const limitSubmission = bodySizeLimit(MAX_BODY_BYTES, (c) => {
    count("unknown", "too_large");
    return jsonError(c, 413, messages.tooLarge);
  });

  /** Reads a JSON body or answers 415/400. */
  async function readJson(c: Context): Promise<{ ok: true; body: unknown } | { ok: false; response: Response }> {
    const type = c.req.header("content-type") ?? "";
    if (!/^application\/json\s*(;|$)/i.test(type)) return { ok: false, response: jsonError(c, 415, messages.notJson) };
    let text: string;
    try {
      text = await c.req.text();
    } catch {
      return { ok: false, response: jsonError(c, 400, messages.badJson) };
    }
    try {
      return { ok: true, body: JSON.parse(text) };
    } catch {
      return { ok: false, response: jsonError(c, 400, messages.badJson) };
    }
  }

  async function guardStorage<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      logger.error({ err: (error as Error).message }, "storage unavailable");
      throw new StorageUnavailable();
    }
  }

  function unavailable(c: Context) {
    return c.json({ error: messages.unavailable }, 503, { ...noStore, "Retry-After": "5" });
  }

  function tooMany(c: Context, retryAfter: number) {
    return c.json({ error: messages.rateLimited }, 429, { ...noStore, "Retry-After": String(retryAfter) });
  }

  // ── Human check ──────────────────────────────────────────────────────────

  app.get("/api/human-check", (c) => c.json(humanCheck.issue(), 200, noStore));

  app.post("/api/human-check", limitBody, async (c) => {
    const read = await readJson(c);
    if (!read.ok) return read.response;
    const parsed = z.safeParse(answerSchema, read.body);
    if (!parsed.success) return jsonError(c, 400, messages.validation);
    const challenge = humanCheck.readChallenge(parsed.data.token);
    if (!challenge.ok) {
      return jsonError(c, 403, challenge.reason === "expired" ? messages.challengeExpired : messages.challengeInvalid);
    }
    const key = `verify:${humanCheck.hashAddress(clientAddress(c, deps.proxyHops))}`;
    try {
      // Burnt before the answer is looked at: a wrong answer uses the challenge up.
      const outcome = await guardStorage(() =>
        deps.burnChallenge({
          challengeId: challenge.claims.id,
          expiresAtMs: challenge.claims.exp,
          rate: { key, limit: deps.rateLimitPerHour * VERIFY_LIMIT_FACTOR },
        }),
      );
      if (outcome.kind === "rate_limited") return tooMany(c, outcome.retryAfter);
      if (outcome.kind === "used") return jsonError(c, 403, messages.challengeUsed);
    } catch (error) {
      if (error instanceof StorageUnavailable) return unavailable(c);
      throw error;
    }
    const result = humanCheck.answer(challenge.claims, parsed.data.answer);
    if (!result.ok) {
      return jsonError(
        c,
        403,
        result.reason === "wrong"
          ? messages.wrongAnswer
          : result.reason === "expired"
            ? messages.challengeExpired
            : messages.challengeInvalid,
      );
    }
    return c.json({ proof: result.proof, expiresAt: result.expiresAt }, 200, noStore);
  });

  // ── Submissions ──────────────────────────────────────────────────────────

  app.post("/api/form-submissions", limitSubmission, async (c) => {
    const read = await readJson(c);
    if (!read.ok) {
      count("unknown", read.response.status === 415 ? "not_json" : "bad_json");
      return read.response;
    }
    const body = read.body;

    // Honeypot: people never see the field; anything in it is a bot. Nothing is stored.
    if (body && typeof body === "object" && typeof (body as { website?: unknown }).website === "string") {
      if ((body as { website: string }).website.trim() !== "") {
        logger.info({ reason: "honeypot" }, "submission rejected");
        count("unknown", "honeypot");
        return jsonError(c, 403, messages.humanCheck);
      }
    }

    const parsed = validate(submissionSchema, body);
    if (!parsed.ok) {
      // A consent record of a version we never showed gets its own answer: the page is stale or forged.
      const consentError = parsed.fieldErrors["consent.version"];
      count("unknown", "invalid");
      return jsonError(c, 400, consentError ?? messages.validation, { fieldErrors: parsed.fieldErrors });
    }
    const submission: Submission = parsed.value;

    const proof = humanCheck.verifyProof(submission.humanCheckProof, submission.humanVerification);
    if (!proof.ok) {
      logger.info({ reason: proof.reason }, "submission rejected");
      count(submission.pageName, "human_check");
      return jsonError(c, 403, messages.humanCheck);
    }

    const address = clientAddress(c, deps.proxyHops);
    const key = `submit:${humanCheck.hashAddress(address)}`;
    const userAgent = (c.req.header("user-agent") ?? "").slice(0, 500) || null;
    const at = now();
    const createdAt = new Date(at).toISOString();
    let outcome: IntakeOutcome;
    try {
      // An enquiry's page touch; a privacy request has no use for the campaign (decision 038).
      const touch = submission.formType === "contact" ? submission.touch : undefined;
      const hashing = deps.visitorOf?.(address, (name) => c.req.header(name), at, touch !== undefined);
      const visitor = hashing && (await guardStorage(() => hashing));
      outcome = await guardStorage(() =>
        deps.submit({
          submission: toRow(submission, proof.answer, userAgent, createdAt),
          proofId: proof.id,
          proofExpiresAt: proof.expiresAt,
          rate: { key, limit: deps.rateLimitPerHour },
          ...(visitor ? { visitor } : {}),
          ...(touch ? { touch } : {}),
        }),
      );
    } catch (error) {
      if (error instanceof StorageUnavailable) {
        count(submission.pageName, "unavailable");
        return unavailable(c);
      }
      throw error;
    }

    switch (outcome.kind) {
      case "rate_limited":
        count(submission.pageName, "rate_limited");
        return tooMany(c, outcome.retryAfter);
      case "proof_used":
        count(submission.pageName, "proof_used");
        return jsonError(c, 403, messages.humanCheck);
      case "duplicate":
        return c.json({ id: submission.submissionId, ...caseFields(outcome.receipt) }, 201, noStore);
      case "created":
        count(submission.pageName, "stored");
        deps.onStored?.(submission.submissionId);
        return c.json({ id: submission.submissionId, ...caseFields(outcome.receipt) }, 201, noStore);
    }
  });

  const methodNotAllowed = (allow: string) => (c: Context) =>
    c.json({ error: "Method not allowed" }, 405, { ...noStore, Allow: allow });
  app.all("/api/human-check", methodNotAllowed("GET, POST"));
  app.all("/api/form-submissions", methodNotAllowed("POST"));
  app.all("/api/*", (c) => c.json({ error: "Not found" }, 404, noStore));
}
