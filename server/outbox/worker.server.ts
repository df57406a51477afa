// The outbox worker: delivers each entry to its destination (the CRM webhook, the
// specification's post-form-submissions; mail), retried with backoff and parked as dead
// after the retry window. Safe to run in every instance: an entry is
// leased (claimed with FOR UPDATE SKIP LOCKED on PostgreSQL) before it is sent, and a
// lease that outlives a crashed worker simply expires.
import type { Updateable } from "kysely";
import type { Logger } from "pino";
import { createBatcher } from "#server/db/batcher.server.ts";
import type { Storage } from "#server/db/database.server.ts";
import type { OutboxDestination, OutboxTable } from "#server/db/schema.server.ts";
import { inTransaction } from "#server/db/transaction.server.ts";
import { type BackoffSchedule, DEFAULT_BACKOFF, nextRetry } from "./backoff.server.ts";

/** One claimed entry, as a deliverer sees it. */
export interface Delivery {
  id: string;
  destination: OutboxDestination;
  formType: string;
  payload: string;
  attempts: number;
}

/**
 * What one attempt gave: `status` is the receiver's HTTP status or SMTP code when there was one.
 * A failure may be `final` (the receiver refused the content: dead at once, a re-send once it is
 * fixed) or name when the receiver will take it again (`retryAfterMs`, its Retry-After).
 */
export type DeliveryResult =
  | { ok: true; status?: number | null }
  | { ok: false; status?: number | null; error: string; final?: boolean; retryAfterMs?: number };

/** Sends one entry; must settle when `signal` aborts (the delivery timeout). */
export type Deliverer = (entry: Delivery, signal: AbortSignal) => Promise<DeliveryResult>;

export type Deliverers = Partial<Record<OutboxDestination, Deliverer>>;

export interface OutboxWorkerOptions {
  storage: Storage;
  /** The destinations this worker delivers to; entries for others stay pending for another worker. */
  deliverers: Deliverers;
  logger: Logger;
  pollIntervalMs?: number;
  timeoutMs?: number;
  /** Most entries claimed in one query. */
  batchSize?: number;
  /**
   * Deliveries in flight at once. Each runs on its own: a slow or hanging receiver holds one
   * slot until its timeout, and the others keep being claimed and delivered.
   */
  concurrency?: number;
  /** How long a claimed entry stays reserved for this worker. */
  leaseMs?: number;
  /**
   * Entries with the same key are delivered one after another, in the order they were claimed (the
   * oldest due first): a CRM's contact is left with the later enquiry's details, never the earlier's.
   */
  orderKey?: (entry: Delivery) => string | undefined;
  backoff?: Partial<BackoffSchedule>;
  now?: () => number;
}

export interface OutboxWorker {
  /** Look for work now (called after a submission is stored). */
  nudge(): void;
  /** Claims what is due now (up to the free slots) and waits for those deliveries; resolves with their number. */
  runOnce(): Promise<number>;
  /**
   * Stops claiming; lets deliveries in flight finish for up to `graceMs` (default 0), then aborts the
   * rest (they are retried later) and waits for them to settle.
   */
  stop(graceMs?: number): Promise<void>;
}

export const DELIVERY_TIMEOUT_MS = 15_000;
export const DEFAULT_CONCURRENCY = 8;

interface Claimed {
  id: string;
  destination: OutboxDestination;
  form_type: string;
  payload: string;
  attempts: number;
  cycle_started_at: string | Date;
}

const asDelivery = (entry: Claimed): Delivery => ({
  id: entry.id,
  destination: entry.destination,
  formType: entry.form_type,
  payload: entry.payload,
  attempts: entry.attempts,
});

export function startOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const { storage, logger } = options;
  const { db } = storage;
  const pg = storage.dialect === "postgres";
  const pollInterval = options.pollIntervalMs ?? 2000;
  const timeoutMs = options.timeoutMs ?? DELIVERY_TIMEOUT_MS;
  const batchSize = options.batchSize ?? 20;
  const concurrency = Math.max(1, Math.trunc(options.concurrency ?? DEFAULT_CONCURRENCY));
  const leaseMs = options.leaseMs ?? Math.max(60_000, timeoutMs * 4);
  const schedule: BackoffSchedule = { ...DEFAULT_BACKOFF, ...options.backoff };
  const destinations = Object.keys(options.deliverers) as OutboxDestination[];
  const now = options.now ?? Date.now;

  let stopped = false;
  let wake: (() => void) | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending = false;
  const inFlight = new Set<Promise<void>>();
  const stopping = new AbortController();

  /** Results are written in groups: deliveries that finish together share one commit. */
  const record = createBatcher(
    (updates: { id: string; set: Updateable<OutboxTable> }[]) =>
      inTransaction(storage, async (trx) => {
        // Only while still pending: an entry cancelled during its attempt (an erasure sets it dead and
        // empties it) stays cancelled, never revived by the attempt's outcome.
        for (const { id, set } of updates) {
          await trx.updateTable("outbox").set(set).where("id", "=", id).where("status", "=", "pending").execute();
        }
        return updates.map(() => undefined);
      }),
    { concurrency: 1 },
  );

  async function claim(limit: number): Promise<Claimed[]> {
    const at = new Date(now()).toISOString();
    const lease = new Date(now() + leaseMs).toISOString();
    return (
      db
        .updateTable("outbox")
        .set({ locked_until: lease })
        .where("id", "in", (eb) =>
          eb
            .selectFrom("outbox")
            .select("id")
            .where("status", "=", "pending")
            .where("destination", "in", destinations)
            .where("next_attempt_at", "<=", at)
            .where((w) => w.or([w("locked_until", "is", null), w("locked_until", "<=", at)]))
            .orderBy("next_attempt_at")
            .limit(limit)
            .$if(pg, (q) => q.forUpdate().skipLocked()),
        )
        .returning(["id", "destination", "form_type", "payload", "attempts", "cycle_started_at"])
        .execute()
        // In the order they were made (ids are time-ordered): an UPDATE's RETURNING has no order of
        // its own, and entries with one order key start in this order.
        .then((rows) => rows.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)))
    );
  }

  async function deliver(entry: Claimed): Promise<void> {
    const attempts = entry.attempts + 1;
    const deliverer = options.deliverers[entry.destination];
    let result: DeliveryResult;
    try {
      result = deliverer
        ? await deliverer(asDelivery(entry), AbortSignal.any([AbortSignal.timeout(timeoutMs), stopping.signal]))
        : { ok: false, error: `no deliverer for ${entry.destination}` };
    } catch (e) {
      result = { ok: false, error: `delivery failed: ${(e as Error).message}`.slice(0, 200) };
    }
    if (!result.ok && stopping.signal.aborted) {
      // Cut short by shutdown: no write (the database may be the reason we are stopping);
      // the lease expires and the entry is delivered again, under the same webhook-id.
      logger.info({ id: entry.id, destination: entry.destination }, "outbox delivery interrupted by shutdown");
      return;
    }
    const status = result.status ?? null;
    const error = result.ok ? null : result.error;

    const at = new Date(now()).toISOString();
    if (error === null) {
      await record({
        id: entry.id,
        set: {
          status: "delivered",
          attempts,
          delivered_at: at,
          locked_until: null,
          last_status: status,
          last_error: null,
        },
      });
      logger.info({ id: entry.id, destination: entry.destination, attempts, status }, "outbox entry delivered");
      return;
    }
    const cycleStart = new Date(entry.cycle_started_at).getTime();
    const failed = result.ok ? undefined : result;
    let decision = failed?.final ? ({ dead: true } as const) : nextRetry(attempts, cycleStart, now(), schedule);
    // Not before the receiver's Retry-After (within the retry window).
    if (!decision.dead && failed?.retryAfterMs) {
      const after = Math.min(now() + failed.retryAfterMs, cycleStart + schedule.retryWindowMs);
      decision = { dead: false, at: Math.max(decision.at, after) };
    }
    await record({
      id: entry.id,
      set: decision.dead
        ? { status: "dead", attempts, locked_until: null, last_status: status, last_error: error }
        : {
            attempts,
            next_attempt_at: new Date(decision.at).toISOString(),
            locked_until: null,
            last_status: status,
            last_error: error,
          },
    });
    const log = { id: entry.id, destination: entry.destination, attempts, status, error };
    if (decision.dead)
      logger.error(log, failed?.final ? "outbox delivery refused" : "outbox delivery dead after the retry window");
    else logger.warn({ ...log, retryAt: new Date(decision.at).toISOString() }, "outbox delivery failed");
  }

  /** The last delivery started for each order key, which the next with that key waits for. */
  const lastOfKey = new Map<string, Promise<void>>();

  function start(entry: Claimed): void {
    const key = options.orderKey?.(asDelivery(entry));
    const before = key === undefined ? undefined : lastOfKey.get(key);
    const delivery = (before ? before.then(() => deliver(entry)) : deliver(entry))
      .catch((e) => logger.error({ id: entry.id, err: (e as Error).message }, "outbox update failed"))
      .finally(() => {
        inFlight.delete(delivery);
        if (key !== undefined && lastOfKey.get(key) === delivery) lastOfKey.delete(key);
        // A free slot: look for more work now.
        wake?.();
      });
    if (key !== undefined) lastOfKey.set(key, delivery);
    inFlight.add(delivery);
  }

  async function loop(): Promise<void> {
    while (!stopped) {
      pending = false;
      const free = concurrency - inFlight.size;
      let claimed = 0;
      if (free > 0) {
        try {
          const entries = await claim(Math.min(batchSize, free));
          claimed = entries.length;
          // Started even when stop() came meanwhile: its grace covers them, and an entry claimed
          // but not started would wait out its lease before any worker could deliver it.
          for (const entry of entries) start(entry);
        } catch (e) {
          logger.warn({ err: (e as Error).message }, "outbox poll failed");
        }
      }
      if (stopped) break;
      // More may be waiting: claim again while slots are free.
      if (pending || (free > 0 && claimed === free)) continue;
      await new Promise<void>((resolve) => {
        wake = resolve;
        timer = setTimeout(resolve, pollInterval);
      });
      clearTimeout(timer);
      wake = undefined;
    }
  }

  const running = loop();

  return {
    async runOnce() {
      const free = concurrency - inFlight.size;
      if (stopped || free <= 0) return 0;
      const before = new Set(inFlight);
      const entries = await claim(Math.min(batchSize, free));
      for (const entry of entries) start(entry);
      await Promise.allSettled([...inFlight].filter((d) => !before.has(d)));
      return entries.length;
    },
    nudge() {
      pending = true;
      if (timer) clearTimeout(timer);
      wake?.();
    },
    async stop(graceMs = 0) {
      stopped = true;
      if (timer) clearTimeout(timer);
      wake?.();
      await running;
      if (graceMs > 0 && inFlight.size > 0) {
        let timeout: ReturnType<typeof setTimeout> | undefined;
        await Promise.race([
          Promise.allSettled([...inFlight]),
          new Promise<void>((resolve) => {
            timeout = setTimeout(resolve, graceMs);
          }),
        ]);
        clearTimeout(timeout);
      }
      stopping.abort();
      await Promise.allSettled([...inFlight]);
    },
  };
}
