// Intake: the one owner of a submission's way into storage. For a batch of validated submissions
// (group commit, server/db/batcher.server.ts) it counts the rate limits, spends the human-check
// proofs, claims the submission ids by writing the rows, runs the steps that other concerns
// declare (leads: inbox item, duplicate flag, notification; privacy: suppression check, case),
// and queues the CRM's `submission.created` event, all in one transaction: a step that fails
// rolls the whole batch back, and nothing is acknowledged before the commit. Steps' reads
// (`prepare`) run first: on PostgreSQL before the transaction, together (decision 043).
//
// Per item: over the rate limit → rate_limited; proof already used → duplicate if the
// submission is stored (a retry carries the same proof) else proof_used; submission id already
// stored → duplicate; otherwise created.
import type { Insertable, Kysely } from "kysely";
import { AGAIN } from "#server/db/batcher.server.ts";
import { bulkInsert } from "#server/db/bulk-insert.server.ts";
import type { Dialect, Storage } from "#server/db/database.server.ts";
import type { RateHit } from "#server/db/rate-limits.server.ts";
import type { Database, OutboxTable } from "#server/db/schema.server.ts";
import { consumeTokens } from "#server/db/used-tokens.server.ts";
import { type CountryCode, normaliseEmail, readPhone } from "#server/identity/normalise.server.ts";
import { pendingEntry } from "#server/outbox/entry.server.ts";
import type { CaseReceipt } from "#shared/privacy/cases.ts";
import { type SubmissionFlags, submissionCreated } from "./crm-payload.server.ts";
import { submissionTables } from "./fields.server.ts";
import { withRateLimits } from "./limits.server.ts";
import { countryOf, type StoredSubmission } from "./rows.server.ts";

export interface IntakeItem {
  submission: StoredSubmission;
  proofId: string;
  proofExpiresAt: number;
  rate: RateHit;
}

export type IntakeOutcome =
  | { kind: "created"; receipt?: CaseReceipt }
  | { kind: "duplicate"; receipt?: CaseReceipt }
  | { kind: "proof_used" }
  | { kind: "rate_limited"; retryAfter: number };

/** A submission this batch creates, as the steps see it. */
export interface NewSubmission {
  submission: StoredSubmission;
  /**
   * The person's identifiers, read once: email lower-cased, phone in E.164 ("" when none), the
   * phone's national number when it parsed, and the country it was read in.
   */
  person: { email: string; phone: string; phoneNational?: string; country: CountryCode };
  /** Set by the steps; sent to the CRM. */
  flags: SubmissionFlags;
  /** Set by a step (privacy: the case it opened): the API's answer and the CRM payload carry it. */
  receipt?: CaseReceipt;
}

/** Outbox entries a step queues; intake writes them with the CRM's events in one statement. */
export type OutboxRows = Insertable<OutboxTable>[];

/** Work another concern adds to storing a submission, inside its transaction. */
export interface IntakeStep {
  readonly name: string;
  /**
   * Reads the step needs before anything is written (is the person on a list, or known
   * already?), for every submission of the batch that may be created; sets flags, writes nothing
   * that the batch depends on. On PostgreSQL the steps' reads run before the transaction opens,
   * at the same time as each other and the rate-limit count: the batch waits for one round trip
   * instead of one per read, and a READ COMMITTED transaction would read the same. On SQLite they
   * run inside the transaction, first.
   */
  prepare?(db: Kysely<Database>, batch: readonly NewSubmission[]): Promise<void>;
  /** Writes for the submissions this batch creates (in the order received); none for a step that only reads. */
  created?(trx: Kysely<Database>, batch: readonly NewSubmission[], outbox: OutboxRows): Promise<void>;
  /** For retries of submissions already stored: the receipts their answers repeat. */
  retried?(trx: Kysely<Database>, submissions: readonly StoredSubmission[]): Promise<Map<string, CaseReceipt>>;
}

/** A stored submission as intake's steps first see it: the person read, no flags. */
export function newSubmission(submission: StoredSubmission): NewSubmission {
  const country = countryOf(submission);
  const phone = readPhone(submission.row.phone, country);
  return {
    submission,
    person: {
      email: normaliseEmail(submission.row.email),
      phone: phone.e164,
      ...(phone.national ? { phoneNational: phone.national } : {}),
      country,
    },
    flags: { duplicate: false, suppressed: false },
  };
}

export type Intake = (items: IntakeItem[]) => Promise<(IntakeOutcome | typeof AGAIN)[]>;

/** The intake over `storage` with the steps, run in the order given. */
export function createIntake(storage: Storage, steps: readonly IntakeStep[]): Intake {
  const readers = steps.filter((step) => step.prepare);
  return (items) => {
    const prepared = items.map((item) => newSubmission(item.submission));
    const reads = async (db: Kysely<Database>) => {
      if (storage.dialect === "postgres") await Promise.all(readers.map((step) => step.prepare?.(db, prepared)));
      else for (const step of readers) await step.prepare?.(db, prepared);
    };
    return withRateLimits(storage, items, reads, async (trx, decisions) => {
      const outcomes: (IntakeOutcome | typeof AGAIN | undefined)[] = items.map(() => undefined);

      // The same submission twice in one batch (a retry racing its original): the second waits for
      // the next batch, where it finds the first stored. The same proof twice: the second is refused.
      const ids = new Set<string>();
      const proofs = new Set<string>();
      const candidates: number[] = [];
      for (const [i, item] of items.entries()) {
        const decision = decisions[i]!;
        if (!decision.allowed) outcomes[i] = { kind: "rate_limited", retryAfter: decision.retryAfter };
        else if (ids.has(item.submission.row.id)) outcomes[i] = AGAIN;
        else if (proofs.has(item.proofId)) outcomes[i] = { kind: "proof_used" };
        else {
          ids.add(item.submission.row.id);
          proofs.add(item.proofId);
          candidates.push(i);
        }
      }

      const fresh = await consumeTokens(
        trx,
        storage.dialect,
        candidates.map((i) => ({ id: `p:${items[i]!.proofId}`, expiresAtMs: items[i]!.proofExpiresAt })),
      );
      const spent = candidates.filter((i) => !fresh.has(`p:${items[i]!.proofId}`));
      if (spent.length > 0) {
        const stored = await storedIds(
          trx,
          spent.map((i) => items[i]!.submission),
        );
        for (const i of spent) {
          outcomes[i] = stored.has(items[i]!.submission.row.id) ? { kind: "duplicate" } : { kind: "proof_used" };
        }
      }

      // Claim the ids by writing the rows: an id already stored (a retry with a new proof) is a duplicate.
      const writable = candidates.filter((i) => fresh.has(`p:${items[i]!.proofId}`));
      const claimed = await insertRows(
        trx,
        storage.dialect,
        writable.map((i) => items[i]!.submission),
      );
      const created: NewSubmission[] = [];
      const createdAt: number[] = [];
      for (const i of writable) {
        const { submission } = items[i]!;
        if (!claimed.has(submission.row.id)) {
          outcomes[i] = { kind: "duplicate" };
          continue;
        }
        created.push(prepared[i]!);
        createdAt.push(i);
      }

      if (created.length > 0) {
        const outbox: OutboxRows = [];
        for (const step of steps) await step.created?.(trx, created, outbox);
        for (const s of created) {
          outbox.push(
            pendingEntry({
              id: s.submission.row.id,
              formType: s.submission.type,
              payload: JSON.stringify(submissionCreated(s.submission, s.flags, s.receipt)),
              at: s.submission.row.created_at,
              about: s.submission.row.id,
            }),
          );
        }
        await bulkInsert(trx, storage.dialect, "outbox", outbox);
      }
      const receipts = new Map(created.flatMap((s) => (s.receipt ? [[s.submission.row.id, s.receipt] as const] : [])));
      for (const [n, s] of created.entries()) {
        outcomes[createdAt[n]!] = s.receipt ? { kind: "created", receipt: s.receipt } : { kind: "created" };
      }

      // Retries: the answer repeats what the first answer said (e.g. the privacy case's reference).
      const retried = items.filter((_, i) => (outcomes[i] as IntakeOutcome | undefined)?.kind === "duplicate");
      if (retried.length > 0) {
        for (const step of steps) {
          if (!step.retried) continue;
          for (const [id, receipt] of await step.retried(
            trx,
            retried.map((item) => item.submission),
          )) {
            receipts.set(id, receipt);
          }
        }
        for (const [i, item] of items.entries()) {
          const receipt = receipts.get(item.submission.row.id);
          if (receipt && (outcomes[i] as IntakeOutcome | undefined)?.kind === "duplicate") {
            outcomes[i] = { kind: "duplicate", receipt };
          }
        }
      }
      return outcomes.map((o) => o ?? { kind: "proof_used" });
    });
  };
}

/**
 * Writes the rows; the ids that were not stored before (those this batch created). An id is
 * unique across both tables: one already stored by the other form is not claimed either.
 */
async function insertRows(
  trx: Kysely<Database>,
  dialect: Dialect,
  submissions: readonly StoredSubmission[],
): Promise<Set<string>> {
  const claimed = new Set<string>();
  const tables = Object.values(submissionTables);
  for (const table of tables) {
    const rows = submissions.filter((s) => s.table === table).map((s) => s.row);
    if (rows.length === 0) continue;
    const inserted = await bulkInsert<typeof table, { id: string }>(trx, dialect, table, rows as never, {
      onConflictDoNothing: ["id"],
      returning: ["id"],
      unlessIn: { column: "id", tables: tables.filter((t) => t !== table) },
    });
    for (const r of inserted) claimed.add(r.id);
  }
  return claimed;
}

/** Which of these submissions are already stored. */
async function storedIds(trx: Kysely<Database>, submissions: readonly StoredSubmission[]): Promise<Set<string>> {
  const found = new Set<string>();
  for (const table of Object.values(submissionTables)) {
    const ids = submissions.filter((s) => s.table === table).map((s) => s.row.id);
    if (ids.length === 0) continue;
    for (const r of await trx.selectFrom(table).select("id").where("id", "in", ids).execute()) found.add(r.id);
  }
  return found;
}
