import { describe, expect, it } from "vitest";
import { formatIsoDate } from "./format-date.ts";

describe("formatIsoDate", () => {
  it("writes day, month name and year", () => {
    expect(formatIsoDate("2026-11-16")).toBe("16 November 2026");
    expect(formatIsoDate("2025-01-03")).toBe("3 January 2025");
    expect(formatIsoDate("2024-12-31")).toBe("31 December 2024");
  });
});
