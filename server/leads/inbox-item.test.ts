import { describe, expect, it } from "vitest";
import { sourceOf, sydneyDate, sydneyMidnight } from "./inbox-item.server.ts";

describe("inbox item helpers", () => {
  it("gives the Sydney calendar day of an instant, across daylight saving", () => {
    expect(sydneyDate("2026-06-14T13:59:59.000Z")).toBe("2026-06-14"); // 23:59:59 AEST
    expect(sydneyDate("2026-06-14T14:00:00.000Z")).toBe("2026-06-15");
    expect(sydneyDate("2026-12-14T12:59:59.000Z")).toBe("2026-12-14"); // 23:59:59 AEDT
    expect(sydneyDate("2026-12-14T13:00:00.000Z")).toBe("2026-12-15");
  });

  it("finds the instant a Sydney day starts, in standard and daylight time and on change days", () => {
    expect(sydneyMidnight("2026-06-15")?.toISOString()).toBe("2026-06-14T14:00:00.000Z");
    expect(sydneyMidnight("2026-12-15")?.toISOString()).toBe("2026-12-14T13:00:00.000Z");
    expect(sydneyMidnight("2026-10-04")?.toISOString()).toBe("2026-10-03T14:00:00.000Z"); // clocks go forward at 2 am
    expect(sydneyMidnight("2026-04-05")?.toISOString()).toBe("2026-04-04T13:00:00.000Z"); // clocks go back at 3 am
    expect(sydneyMidnight("2026-02-30")).toBeUndefined();
    expect(sydneyMidnight("not a day")).toBeUndefined();
  });

  it("names the source of a visit", () => {
    expect(sourceOf("Google", "https://news.example.org/a")).toBe("google");
    expect(sourceOf(null, "https://www.news.example.org/a")).toBe("news.example.org");
    expect(sourceOf("", "not a url")).toBe("direct");
    expect(sourceOf(undefined, undefined)).toBe("direct");
  });
});
