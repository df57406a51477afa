import { afterEach, describe, expect, it, vi } from "vitest";
import { createClientRateLimiter, type StorageLike, startHourlyCleanUp } from "./client-rate-limit.ts";

function memoryStorage(): StorageLike & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
    get length() {
      return data.size;
    },
    key: (i) => [...data.keys()][i] ?? null,
  };
}

describe("client rate limiter", () => {
  afterEach(() => vi.useRealTimers());

  it("allows five requests per hour per key, then refuses", () => {
    const storage = memoryStorage();
    let clock = 1_000_000;
    const limiter = createClientRateLimiter("contact_form_submissions", { storage, now: () => clock });
    for (let i = 0; i < 5; i++) {
      expect(limiter.allowed()).toBe(true);
      limiter.record();
      clock += 1000;
    }
    expect(limiter.allowed()).toBe(false);
    // Another key is independent.
    expect(createClientRateLimiter("other", { storage, now: () => clock }).allowed()).toBe(true);
    // An hour after the first request, one slot frees up.
    clock = 1_000_000 + 60 * 60 * 1000 + 1;
    expect(limiter.allowed()).toBe(true);
  });

  it("checking does not count; only recording does", () => {
    const storage = memoryStorage();
    const limiter = createClientRateLimiter("k", { storage });
    for (let i = 0; i < 20; i++) expect(limiter.allowed()).toBe(true);
  });

  it("fails open when storage throws or holds garbage", () => {
    const broken: StorageLike = {
      getItem: () => {
        throw new Error("SecurityError");
      },
      setItem: () => {
        throw new Error("QuotaExceeded");
      },
      removeItem: () => {},
      length: 0,
      key: () => null,
    };
    const limiter = createClientRateLimiter("k", { storage: broken });
    limiter.record();
    expect(limiter.allowed()).toBe(true);

    const storage = memoryStorage();
    storage.setItem("leadwise:rate-limit:k", "{not json");
    expect(createClientRateLimiter("k", { storage }).allowed()).toBe(true);
  });

  it("cleans up expired entries of every key", () => {
    const storage = memoryStorage();
    let clock = 0;
    const a = createClientRateLimiter("a", { storage, now: () => clock });
    const b = createClientRateLimiter("b", { storage, now: () => clock });
    a.record();
    clock = 30 * 60 * 1000;
    b.record();
    storage.setItem("unrelated", "keep");
    clock = 61 * 60 * 1000;
    a.cleanUp();
    expect(storage.data.has("leadwise:rate-limit:a")).toBe(false);
    expect(JSON.parse(storage.data.get("leadwise:rate-limit:b") ?? "[]")).toHaveLength(1);
    expect(storage.data.get("unrelated")).toBe("keep");
  });

  it("runs the clean-up every hour", () => {
    vi.useFakeTimers();
    const cleanUp = vi.fn();
    const stop = startHourlyCleanUp({ allowed: () => true, record: () => {}, cleanUp });
    expect(cleanUp).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(60 * 60 * 1000);
    expect(cleanUp).toHaveBeenCalledTimes(2);
    stop();
  });
});
