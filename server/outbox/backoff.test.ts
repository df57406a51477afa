import { describe, expect, it } from "vitest";
import { backoffDelay, DEFAULT_BACKOFF, nextRetry } from "./backoff.server.ts";

describe("backoff", () => {
  it("doubles from 10 s up to one hour", () => {
    const noJitter = { ...DEFAULT_BACKOFF, jitter: 0 };
    expect([1, 2, 3, 4].map((n) => backoffDelay(n, noJitter))).toEqual([10_000, 20_000, 40_000, 80_000]);
    expect(backoffDelay(20, noJitter)).toBe(60 * 60 * 1000);
  });

  it("jitters within half of each delay", () => {
    expect(backoffDelay(3, DEFAULT_BACKOFF, () => 0)).toBe(20_000);
    expect(backoffDelay(3, DEFAULT_BACKOFF, () => 0.999999)).toBeCloseTo(40_000, -1);
    const seen = new Set(Array.from({ length: 50 }, () => backoffDelay(5, DEFAULT_BACKOFF)));
    expect(seen.size).toBeGreaterThan(1);
  });

  it("keeps retrying for at least 24 hours, then gives up", () => {
    const start = 0;
    let now = start;
    let attempts = 0;
    for (;;) {
      attempts++;
      const decision = nextRetry(attempts, start, now, DEFAULT_BACKOFF, () => 0);
      if (decision.dead) break;
      expect(decision.at).toBeGreaterThan(now);
      now = decision.at;
    }
    expect(now).toBeGreaterThanOrEqual(24 * 60 * 60 * 1000);
    // About 24 hourly retries plus the short ones at the start.
    expect(attempts).toBeGreaterThan(24);
    expect(attempts).toBeLessThan(60);
  });

  it("schedules the last retry at the end of the window, not after it", () => {
    const schedule = { ...DEFAULT_BACKOFF, retryWindowMs: 15_000, jitter: 0 };
    expect(nextRetry(3, 0, 10_000, schedule)).toEqual({ dead: false, at: 15_000 });
    expect(nextRetry(4, 0, 15_000, schedule)).toEqual({ dead: true });
  });
});
