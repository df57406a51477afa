import { describe, expect, it, vi } from "vitest";
import { newSubmissionId, sendSubmission } from "./form-api.ts";

function response(status: number, body: unknown = {}, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json", ...headers } });
}

describe("sendSubmission", () => {
  it("retries network errors and 5xx after 1 s, 2 s and 4 s with the same body", async () => {
    const sleep = vi.fn(async () => {});
    const fetch = vi
      .fn<typeof globalThis.fetch>()
      .mockRejectedValueOnce(new TypeError("Failed to fetch"))
      .mockResolvedValueOnce(response(503, { error: "down" }))
      .mockResolvedValueOnce(response(500))
      .mockResolvedValueOnce(response(201, { id: "abc" }));
    const result = await sendSubmission({ submissionId: "abc" }, { fetch, sleep });
    expect(result).toEqual({ kind: "ok", id: "abc" });
    expect(sleep.mock.calls.map((c) => (c as unknown[])[0])).toEqual([1000, 2000, 4000]);
    const bodies = fetch.mock.calls.map((c) => c[1]?.body);
    expect(new Set(bodies).size).toBe(1);
  });

  it("gives up after the third retry", async () => {
    const fetch = vi.fn<typeof globalThis.fetch>().mockResolvedValue(response(503));
    const result = await sendSubmission({}, { fetch, sleep: async () => {} });
    expect(result).toEqual({ kind: "failed", status: 503 });
    expect(fetch).toHaveBeenCalledTimes(4);
  });

  it("does not retry answers about the request itself", async () => {
    for (const [status, kind] of [
      [429, "rate_limited"],
      [403, "verification"],
      [413, "failed"],
    ] as const) {
      const fetch = vi.fn<typeof globalThis.fetch>().mockResolvedValue(response(status, {}, { "Retry-After": "60" }));
      const result = await sendSubmission({}, { fetch, sleep: async () => {} });
      expect(result.kind).toBe(kind);
      expect(fetch).toHaveBeenCalledTimes(1);
    }
    const fetch = vi
      .fn<typeof globalThis.fetch>()
      .mockResolvedValue(response(400, { error: "bad", fieldErrors: { email: "Please enter a valid email address" } }));
    expect(await sendSubmission({}, { fetch })).toEqual({
      kind: "invalid",
      error: "bad",
      fieldErrors: { email: "Please enter a valid email address" },
    });
  });
});

describe("newSubmissionId", () => {
  it("makes v7 UUIDs, in the order they were made, never the same twice", () => {
    const ids = Array.from({ length: 1000 }, () => newSubmissionId());
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(ids).size).toBe(ids.length);
    // The first 48 bits are the time in milliseconds.
    const ms = Number.parseInt(ids[0]!.replace(/-/g, "").slice(0, 12), 16);
    expect(Math.abs(ms - Date.now())).toBeLessThan(60_000);
  });
});
