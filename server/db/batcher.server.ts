// Group commit. Requests that arrive while a batch is being written wait for the next
// one, and each batch is written with a handful of set-based statements in one
// transaction: one disk flush and a few round trips for many submissions, instead of one
// flush (SQLite) or half a dozen round trips (PostgreSQL) each. A caller's promise
// settles only after the batch holding its item has committed.
//
// If a batch fails as a whole, its items are retried one by one, so a single bad item
// cannot fail the others; an item whose own batch of one fails gets the error.

/** Returned by a batch runner for an item that must go again in a later batch. */
export const AGAIN: unique symbol = Symbol("again");

export interface BatcherOptions {
  maxBatch?: number;
  /** Batches written at the same time (1 for SQLite, a few for PostgreSQL). */
  concurrency?: number;
  /**
   * True for an error that would fail every item alike (storage unreachable or locked):
   * the whole batch, and every item queued behind it, gets it at once instead of each
   * item (or each following batch) waiting out the fault again.
   */
  failsAll?: (error: unknown) => boolean;
}

interface Pending<I, O> {
  item: I;
  resolve: (value: O) => void;
  reject: (error: unknown) => void;
}

export function createBatcher<I, O>(
  run: (items: I[]) => Promise<(O | typeof AGAIN)[]>,
  options: BatcherOptions = {},
): (item: I) => Promise<O> {
  const maxBatch = options.maxBatch ?? 200;
  const concurrency = options.concurrency ?? 1;
  const queue: Pending<I, O>[] = [];
  let active = 0;
  let scheduled = false;

  async function write(batch: Pending<I, O>[]): Promise<void> {
    let results: (O | typeof AGAIN)[];
    try {
      results = await run(batch.map((p) => p.item));
    } catch (error) {
      if (options.failsAll?.(error)) {
        // Those queued behind it would only wait out the same fault again, one batch after another.
        for (const one of [...batch, ...queue.splice(0)]) one.reject(error);
        return;
      }
      if (batch.length === 1) {
        batch[0]!.reject(error);
        return;
      }
      for (const one of batch) await write([one]);
      return;
    }
    batch.forEach((pending, i) => {
      const result = results[i] as O | typeof AGAIN;
      if (result === AGAIN) queue.push(pending);
      else pending.resolve(result);
    });
  }

  function drain(): void {
    while (active < concurrency && queue.length > 0) {
      const batch = queue.splice(0, maxBatch);
      active++;
      void write(batch).finally(() => {
        active--;
        drain();
      });
    }
  }

  return (item: I) =>
    new Promise<O>((resolve, reject) => {
      queue.push({ item, resolve, reject });
      if (!scheduled && active < concurrency) {
        // Let the other requests of this turn of the event loop join the batch.
        scheduled = true;
        setImmediate(() => {
          scheduled = false;
          drain();
        });
      }
    });
}
