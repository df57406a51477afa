// Intake: the one owner of a submission's way into storage. For a batch of validated submissions
// (group commit, server/db/batcher.server.ts) it counts the rate limits, spends the human-check
// proofs, claims the submission ids by writing the rows, writes the rows that other concerns
// declare (leads: inbox item, duplicate flag, notification; privacy: suppression check, case),
// and queues the CRM's `submission.created` event, atomically: a step that fails rolls the whole
// batch back, and nothing is acknowledged before the commit. Steps' reads (`prepare`) run first:
// on PostgreSQL before the writes, together (decision 043). On PostgreSQL a batch whose steps only
// add rows is written by one statement, its own transaction (claim-statement.server.ts, decision
// 045); a batch with a step that writes what depends on the claim (a privacy case's reference)
// is written statement by statement in a transaction, as on SQLite.
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
import { inTransaction } from "#server/db/transaction.server.ts";
import { consumeTokens } from "#server/db/used-tokens.server.ts";
import { type CountryCode, normaliseEmail, readPhone } from "#server/identity/normalise.server.ts";
import { pendingEntry } from "#server/outbox/entry.server.ts";
import type { Touch } from "#shared/forms/attribution.ts";
import type { CaseReceipt } from "#shared/privacy/cases.ts";
import { claimInOneStatement, fitsOneStatement } from "./claim-statement.server.ts";
import { type SubmissionFlags, submissionCreated } from "./crm-payload.server.ts";
import { submissionTables } from "./fields.server.ts";
import { withRateLimits } from "./limits.server.ts";
import { countryOf, type StoredSubmission } from "./rows.server.ts";

/** One experiment's arm an enquiry's sender was shown, as the enquiry and its payload name it (decision 081). */
export interface ArmSeen {
  experimentId: string;
  name: string;
  arm: number;
  label: string;
}

export interface IntakeItem {
  submission: StoredSubmission;
  proofId: string;
  proofExpiresAt: number;
  rate: RateHit;
  /**
   * The sender's daily visitor hash, only for a visitor the analytics count and only when the
   * experiments' or the attribution's step needs it (decisions 081, 085); never stored with it.
   */
  visitor?: VisitorDay;
  /** The touch of the page the form was on, sent by an enquiry form (decision 085). */
  touch?: Touch;
}

/** The analytics' daily visitor hash and its day. */
export interface VisitorDay {
  visitor: string;
  day: string;
}

export type IntakeOutcome =
  | { kind: "created"; receipt?: CaseReceipt }
  | { kind: "duplicate"; receipt?: CaseReceipt }
  | { kind: "proof_used" }
  | { kind: "rate_limited"; retryAfter: number };

/** A stored submission this batch creates, as the steps see it. */
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
  /** The sender's daily visitor hash (IntakeItem.visitor). */
  visitor?: VisitorDay;
  /** The touch of the page the form was on (IntakeItem.touch). */
  touch?: Touch;
  /** The experiments' arms the sender saw today (set by the experiments' step); the CRM payload carries them. */
  arms?: ArmSeen[];
}

/** Outbox entries, as a step or intake queues them. */
export type OutboxRows = Insertable<OutboxTable>[];

/** Rows a step adds to one table for the batch's new submissions. */
export interface StepRows {
  table: keyof Database & string;
  /** The column that holds the id of the submission a row is for: a row is written only with it. */
  about: string;
  rows: readonly object[];
}

/** Work another concern adds to storing a submission, atomically with it. */
export interface IntakeStep {
  readonly name: string;
  /**
   * Reads the step needs before anything is written (is the person on a list, or known
   * already?), for every submission of the batch that may be created; sets flags, writes nothing
   * that the batch depends on. On PostgreSQL the steps' reads run before the writes, at the same
   * time as each other and the rate-limit count: the batch waits for one round trip instead of
   * one per read, and a READ COMMITTED transaction would read the same. On SQLite they run inside
   * the transaction, first.
   */
  prepare?(db: Kysely<Database>, batch: readonly NewSubmission[]): Promise<void>;
  /**
   * The rows the step adds (an inbox item, a queued mail), made from the submissions alone; may set
   * flags, which the CRM event then carries. On PostgreSQL they may be offered before it is known
   * which submissions are stored (a retry's id already is): a row is written only with its
   * submission, in the same statement.
   */
  rows?(batch: readonly NewSubmission[]): StepRows[];
  /** The new submissions `created` writes for (privacy: requests only); every one when absent. */
  createdFor?(s: NewSubmission): boolean;
  /**
   * Writes that depend on the stored state (a case reference drawn from a counter), in the
   * transaction, after the claim and before the steps' rows and the CRM's events (which carry the
   * receipt it sets), for the stored submissions that `createdFor` accepts.
   */
  created?(trx: Kysely<Database>, batch: readonly NewSubmission[]): Promise<void>;
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

/** The CRM's `submission.created` event of each submission. */
function crmEvents(batch: readonly NewSubmission[]): OutboxRows {
  return batch.map((s) =>
    pendingEntry({
      id: s.submission.row.id,
      formType: s.submission.type,
      payload: JSON.stringify(submissionCreated(s.submission, s.flags, s.receipt, s.arms)),
      at: s.submission.row.created_at,
      about: s.submission.row.id,
    }),
  );
}

/** The steps' rows, one group per table (the outbox's first: intake adds the CRM's events to it). */
function rowsOf(steps: readonly IntakeStep[], batch: readonly NewSubmission[]): Map<string, StepRows> {
  const groups = new Map<string, StepRows>([["outbox", { table: "outbox", about: "about_id", rows: [] }]]);
  for (const step of steps) {
    for (const group of step.rows?.(batch) ?? []) {
      const into = groups.get(group.table);
      if (!into) groups.set(group.table, { ...group, rows: [...group.rows] });
      else if (into.about !== group.about) throw new Error(`${step.name}: ${group.table} rows about ${group.about}`);
      else (into.rows as object[]).push(...group.rows);
    }
  }
  return groups;
}

/** The intake over `storage` with the steps, run in the order given. */
export function createIntake(storage: Storage, steps: readonly IntakeStep[]): Intake {
  const readers = steps.filter((step) => step.prepare);
  const writers = steps.filter((step) => step.created);
  const pg = storage.dialect === "postgres";
  return (items) => {
    const prepared = items.map((item) => ({
      ...newSubmission(item.submission),
      ...(item.visitor ? { visitor: item.visitor } : {}),
      ...(item.touch ? { touch: item.touch } : {}),
    }));
    const reads = async (db: Kysely<Database>) => {
      if (pg) await Promise.all(readers.map((step) => step.prepare?.(db, prepared)));
      else for (const step of readers) await step.prepare?.(db, prepared);
    };
    return withRateLimits(storage, items, reads, async (db, decisions) => {
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
      const tokens = candidates.map((i) => ({ id: `p:${items[i]!.proofId}`, expiresAtMs: items[i]!.proofExpiresAt }));
      const submissions = candidates.map((i) => items[i]!.submission);

      let fresh: Set<string>;
      let stored: Set<string>;
      const offered = candidates.map((i) => prepared[i]!);
      // PostgreSQL, and no step writes what depends on the claim: one statement writes it all, or nothing.
      const groups =
        pg && !offered.some((s) => writers.some((w) => w.createdFor?.(s) ?? true)) ? rowsOf(steps, offered) : undefined;
      const proofOf = new Map(candidates.map((i) => [items[i]!.submission.row.id, `p:${items[i]!.proofId}`]));
      if (groups) groups.get("outbox")!.rows = [...groups.get("outbox")!.rows, ...crmEvents(offered)];
      const whole = groups && { tokens, proofOf, submissions, groups: [...groups.values()] };
      if (whole && fitsOneStatement(whole)) {
        ({ fresh, stored } = await claimInOneStatement(db, whole));
      } else {
        const write = <T>(work: (trx: Kysely<Database>) => Promise<T>) =>
          pg ? inTransaction(storage, work) : work(db);
        ({ fresh, stored } = await write(async (trx) => {
          const fresh = await consumeTokens(trx, storage.dialect, tokens);
          // Claim the ids by writing the rows: an id already stored (a retry with a new proof) is a duplicate.
          const stored = await insertRows(
            trx,
            storage.dialect,
            submissions.filter((_, n) => fresh.has(tokens[n]!.id)),
          );
          const created = offered.filter((s) => stored.has(s.submission.row.id));
          if (created.length > 0) {
            const groups = rowsOf(steps, created);
            for (const step of writers) {
              const batch = step.createdFor ? created.filter((s) => step.createdFor!(s)) : created;
              if (batch.length > 0) await step.created!(trx, batch);
            }
            groups.get("outbox")!.rows = [...groups.get("outbox")!.rows, ...crmEvents(created)];
            for (const group of groups.values()) {
              await bulkInsert(trx, storage.dialect, group.table as "outbox", group.rows as OutboxRows);
            }
          }
          return { fresh, stored };
        }));
      }

      for (const [n, i] of candidates.entries()) {
        const s = prepared[i]!;
        if (!fresh.has(tokens[n]!.id)) continue;
        outcomes[i] = stored.has(s.submission.row.id)
          ? s.receipt
            ? { kind: "created", receipt: s.receipt }
            : { kind: "created" }
          : { kind: "duplicate" };
      }
      // A spent proof: a retry of a stored submission (duplicate), or a proof used for another.
      const spent = candidates.filter((_, n) => !fresh.has(tokens[n]!.id));
      if (spent.length > 0) {
        const found = await storedIds(
          db,
          spent.map((i) => items[i]!.submission),
        );
        for (const i of spent) {
          outcomes[i] = found.has(items[i]!.submission.row.id) ? { kind: "duplicate" } : { kind: "proof_used" };
        }
      }

      // Retries: the answer repeats what the first answer said (e.g. the privacy case's reference).
      const retried = items.filter((_, i) => (outcomes[i] as IntakeOutcome | undefined)?.kind === "duplicate");
      if (retried.length > 0) {
        const receipts = new Map<string, CaseReceipt>();
        for (const step of steps) {
          if (!step.retried) continue;
          for (const [id, receipt] of await step.retried(
            db,
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
async function storedIds(db: Kysely<Database>, submissions: readonly StoredSubmission[]): Promise<Set<string>> {
  const found = new Set<string>();
  for (const table of Object.values(submissionTables)) {
    const ids = submissions.filter((s) => s.table === table).map((s) => s.row.id);
    if (ids.length === 0) continue;
    for (const r of await db.selectFrom(table).select("id").where("id", "in", ids).execute()) found.add(r.id);
  }
  return found;
}
