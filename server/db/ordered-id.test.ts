import { describe, expect, it } from "vitest";
import { orderedId, orderedIdFor } from "./ordered-id.server.ts";

describe("ordered ids", () => {
  it("sort in the order they were made, within a millisecond and across milliseconds", async () => {
    const ids: string[] = [];
    for (let i = 0; i < 2000; i++) {
      ids.push(orderedId());
      if (i % 500 === 0) await new Promise((r) => setTimeout(r, 2));
    }
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual(ids);
    expect(ids[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it("for the same time and parts, the same UUIDv7 with that time; another part, another id", () => {
    const at = "2026-11-28T04:59:30.123Z";
    const id = orderedIdFor(at, "submission.erased", "a", "PR-2026-000001");
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(orderedIdFor(at, "submission.erased", "a", "PR-2026-000001")).toBe(id);
    expect(orderedIdFor(at, "submission.erased", "b", "PR-2026-000001")).not.toBe(id);
    expect(orderedIdFor(at, "submission.erased", "a", "PR-2026-000002")).not.toBe(id);
    expect(Number.parseInt(id.replaceAll("-", "").slice(0, 12), 16)).toBe(Date.parse(at));
    expect(orderedIdFor("2026-11-28T04:59:30.122Z", "x") < orderedIdFor(at, "x")).toBe(true);
  });
});
