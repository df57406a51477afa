import { describe, expect, it } from "vitest";
import { parseInboxQuery } from "./filters.server.ts";

const parse = (query: string) => parseInboxQuery(new URLSearchParams(query));

describe("inbox query", () => {
  it("turns the query string into filters", () => {
    const result = parse("status=contacted&form=mortgage&from=2026-11-01&to=2026-11-23&flag=duplicate&q=Ann");
    expect(result).toEqual({
      ok: true,
      query: {
        filters: {
          status: "contacted",
          form: "mortgage",
          from: "2026-11-01",
          to: "2026-11-23",
          duplicate: true,
          q: "Ann",
        },
        after: undefined,
        values: {
          status: "contacted",
          form: "mortgage",
          from: "2026-11-01",
          to: "2026-11-23",
          flag: "duplicate",
          q: "Ann",
        },
      },
    });
  });

  it("ignores empty parameters and unknown ones", () => {
    expect(parse("status=&q=%20&utm_source=x")).toEqual({
      ok: true,
      query: { filters: {}, after: undefined, values: {} },
    });
  });

  it.each([
    ["from=2026-02-30", "from", "That date does not exist."],
    ["to=23/11/2026", "to", "Dates are written YYYY-MM-DD."],
    ["from=2026-11-23&to=2026-11-01", "to", "The start date is after the end date."],
    ["status=deleted", "status", undefined],
    [`q=${"x".repeat(255)}`, "q", "At most 254 characters."],
    ["q='%20OR%201=1;--&status=new%27", "status", undefined],
  ])("refuses %s with a message on %s", (query, field, message) => {
    const result = parse(query);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors[field]).toBeTruthy();
    if (message) expect(result.errors[field]).toBe(message);
  });
});
