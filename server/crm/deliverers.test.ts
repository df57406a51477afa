// A delivery cut short: the connector's call has started and cannot be cancelled, so its own end
// must be handled whatever the signal did (seen as an unhandled rejection when a server closed).
import { describe, expect, it } from "vitest";
import { untilAborted } from "./deliverers.server.ts";

describe("untilAborted", () => {
  it("handles the work's later failure when the signal had already aborted", async () => {
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on("unhandledRejection", onUnhandled);
    try {
      let fail: (e: Error) => void = () => {};
      const work = new Promise<never>((_, reject) => {
        fail = reject;
      });
      await expect(untilAborted(work, AbortSignal.abort())).rejects.toThrow("timeout");
      fail(new Error("driver has already been destroyed"));
      await new Promise((r) => setTimeout(r, 20));
      expect(unhandled).toEqual([]);
    } finally {
      process.off("unhandledRejection", onUnhandled);
    }
  });

  it("answers with the work's result, or its failure, before an abort", async () => {
    const controller = new AbortController();
    await expect(untilAborted(Promise.resolve(7), controller.signal)).resolves.toBe(7);
    await expect(untilAborted(Promise.reject(new Error("refused")), controller.signal)).rejects.toThrow("refused");
  });
});
