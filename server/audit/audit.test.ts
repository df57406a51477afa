import { describe, expect, it } from "vitest";
import { timeOrderedId } from "./audit.server.ts";

describe("audit ids", () => {
  it("are UUIDv7 that sort in the order entries were made, within a millisecond too", () => {
    const ids = [
      timeOrderedId(1_700_000_000_000, 0),
      timeOrderedId(1_700_000_000_000, 1),
      timeOrderedId(1_700_000_000_001, 0),
    ];
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect([...ids].sort()).toEqual(ids);
  });
});
