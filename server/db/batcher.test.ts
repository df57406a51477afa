import { describe, expect, it } from "vitest";
import { AGAIN, createBatcher } from "./batcher.server.ts";

describe("batcher (group commit)", () => {
  it("groups the calls of one turn of the event loop into one batch, in order", async () => {
    const batches: number[][] = [];
    const run = createBatcher(async (items: number[]) => {
      batches.push(items);
      return items.map((n) => n * 10);
    });
    const results = await Promise.all([1, 2, 3, 4].map(run));
    expect(results).toEqual([10, 20, 30, 40]);
    expect(batches).toEqual([[1, 2, 3, 4]]);
  });

  it("collects what arrives during a batch into the next one and caps the batch size", async () => {
    const batches: number[][] = [];
    let release: () => void = () => {};
    const run = createBatcher(
      async (items: number[]) => {
        batches.push(items);
        if (batches.length === 1) await new Promise<void>((r) => (release = r));
        return items;
      },
      { maxBatch: 3 },
    );
    const first = run(0);
    await new Promise((r) => setImmediate(r));
    const later = [1, 2, 3, 4, 5].map(run);
    release();
    await Promise.all([first, ...later]);
    expect(batches).toEqual([[0], [1, 2, 3], [4, 5]]);
  });

  it("retries items one by one when a batch fails, so one bad item fails alone", async () => {
    const run = createBatcher(async (items: number[]) => {
      if (items.includes(2)) throw new Error("bad item");
      return items;
    });
    const results = await Promise.allSettled([1, 2, 3].map(run));
    expect(results.map((r) => r.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
  });

  it("puts an item answered AGAIN into a later batch", async () => {
    const seen: string[][] = [];
    const run = createBatcher(async (items: string[]) => {
      seen.push(items);
      return items.map((item, i) => (items.indexOf(item) !== i ? AGAIN : `${item}@${seen.length}`));
    });
    expect(await Promise.all(["a", "a", "b"].map(run))).toEqual(["a@1", "a@2", "b@1"]);
  });

  it("gives an error that fails every item to the whole batch at once, without retrying item by item", async () => {
    let calls = 0;
    const run = createBatcher(
      async (_items: number[]) => {
        calls++;
        throw new Error("Connection terminated unexpectedly");
      },
      { failsAll: (e) => /Connection terminated/.test((e as Error).message) },
    );
    const results = await Promise.allSettled([1, 2, 3].map(run));
    expect(results.map((r) => r.status)).toEqual(["rejected", "rejected", "rejected"]);
    expect(calls).toBe(1);
  });
});
