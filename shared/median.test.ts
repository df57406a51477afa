import { describe, expect, it } from "vitest";
import { median } from "./median.ts";

describe("median", () => {
  it("takes the middle value of an odd count, whatever the order", () => {
    expect(median([123, 14, 15])).toBe(15);
    expect(median([7, 140, 51])).toBe(51);
  });
  it("averages the two middle values of an even count", () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });
  it("is null for no values and leaves its input unsorted", () => {
    expect(median([])).toBeNull();
    const values = [3, 1, 2];
    median(values);
    expect(values).toEqual([3, 1, 2]);
  });
});
