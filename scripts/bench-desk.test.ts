// `npm run bench:desk` fails over its target (issue 41): the verdict its exit code comes from.
import { describe, expect, it } from "vitest";
import { TARGET_P95_MS, type Timing, verdict } from "./bench-desk.ts";

const timing = (engine: string, label: string, p95: number): Timing => ({ engine, label, p50: p95 / 2, p95 });

describe("bench:desk's verdict", () => {
  it("passes when every query is under the target on every engine", () => {
    const result = verdict([timing("sqlite", "first page", 1.2), timing("postgres", "search: name", 199.9)]);
    expect(result.failed).toBe(false);
    expect(result.lines.at(-1)).toBe("target met");
    expect(result.lines[0]).toContain("slowest p95: 199.9 ms (postgres, search: name)");
  });

  it("fails on the cases load docs/performance.md records at 258 ms p95, naming it", () => {
    const result = verdict([
      timing("sqlite", "first page", 0.3),
      timing("postgres", "cases: all, page 5", 258),
      timing("postgres", "first page + status counts", 23.5),
    ]);
    expect(result.failed).toBe(true);
    expect(result.lines).toContain("over the target: postgres, cases: all, page 5: p95 258.0 ms");
    expect(result.lines.at(-1)).toBe("target missed by 1 of 3 queries: FAIL");
  });

  it("takes the target as a bound not to reach, 200 ms", () => {
    expect(TARGET_P95_MS).toBe(200);
    expect(verdict([timing("sqlite", "search: company", 200)]).failed).toBe(true);
  });

  it("fails when a figure is not a number or nothing was measured", () => {
    expect(verdict([timing("sqlite", "first page", Number.NaN)]).failed).toBe(true);
    expect(verdict([])).toEqual({ failed: true, lines: ["nothing was measured: FAIL"] });
  });
});
