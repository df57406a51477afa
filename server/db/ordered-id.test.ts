import { describe, expect, it } from "vitest";
import { orderedId } from "./ordered-id.server.ts";

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
});
