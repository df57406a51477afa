import { describe, expect, it } from "vitest";
import { sydneyInstant, sydneyWall } from "./schedule.server.ts";

describe("sydneyInstant", () => {
  it("reads a Sydney date and time in daylight saving (AEDT, +11) and out of it (AEST, +10)", () => {
    expect(sydneyInstant("2026-01-15", "09:30")?.toISOString()).toBe("2026-01-14T22:30:00.000Z");
    expect(sydneyInstant("2026-07-15", "09:30")?.toISOString()).toBe("2026-07-14T23:30:00.000Z");
    expect(sydneyInstant("2026-07-15", "09:30:15")?.toISOString()).toBe("2026-07-14T23:30:15.000Z");
  });
  it("refuses the hour the clocks skip, and malformed or impossible values", () => {
    // Daylight saving starts on Sunday 4 October 2026: 02:00 becomes 03:00.
    expect(sydneyInstant("2026-10-04", "02:30")).toBeUndefined();
    expect(sydneyInstant("2026-10-04", "03:30")?.toISOString()).toBe("2026-10-03T16:30:00.000Z");
    expect(sydneyInstant("2026-02-30", "09:00")).toBeUndefined();
    expect(sydneyInstant("2026-1-5", "09:00")).toBeUndefined();
    expect(sydneyInstant("2026-01-05", "25:00")).toBeUndefined();
  });
  it("gives a time in the hour repeated in April one of its two instants", () => {
    const at = sydneyInstant("2026-04-05", "02:30")?.toISOString();
    expect(["2026-04-04T15:30:00.000Z", "2026-04-04T16:30:00.000Z"]).toContain(at);
  });
});

describe("sydneyWall", () => {
  it("names an instant by its Sydney date and time, in and out of daylight saving, and sydneyInstant reads it back", () => {
    expect(sydneyWall(new Date("2026-01-14T22:30:00.000Z"))).toEqual({ date: "2026-01-15", time: "09:30:00" });
    expect(sydneyWall(new Date("2026-07-14T23:30:15.000Z"))).toEqual({ date: "2026-07-15", time: "09:30:15" });
    const at = new Date("2026-11-28T13:59:59.000Z");
    const wall = sydneyWall(at);
    expect(wall).toEqual({ date: "2026-11-29", time: "00:59:59" });
    expect(sydneyInstant(wall.date, wall.time)?.getTime()).toBe(at.getTime());
  });
});
