import { describe, expect, it } from "vitest";
import { templatedEntry } from "./outbox.server.ts";

describe("queued mail", () => {
  // Many are written per batch (a notification per submission): ids in time order append to the
  // primary-key index instead of landing each on a page of its own (decision 041).
  it("gets ids in the order it was queued", () => {
    const ids = Array.from({ length: 200 }, (_, i) => templatedEntry("notification", { i }, Date.now()).id as string);
    expect([...ids].sort()).toEqual(ids);
  });
});
