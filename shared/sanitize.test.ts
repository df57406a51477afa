import { describe, expect, it } from "vitest";
import { sanitiseText, stripUnsafe } from "./sanitize.ts";

describe("sanitiseText", () => {
  it("trims and removes angle brackets", () => {
    expect(sanitiseText("  <script>alert(1)</script>  ")).toBe("scriptalert(1)/script");
  });

  it("does not HTML-escape: quotes and ampersands are kept as typed", () => {
    expect(sanitiseText(`O'Brien & "Sons"`)).toBe(`O'Brien & "Sons"`);
  });

  it("removes control characters and bidi overrides from single-line fields", () => {
    expect(sanitiseText("Ann\u0000a\u0007\tSmith\u202e\n")).toBe("AnnaSmith");
  });

  it("keeps line breaks in multi-line fields and normalises CRLF", () => {
    expect(sanitiseText("Line 1\r\nLine 2\rLine 3\u0000", { multiline: true })).toBe("Line 1\nLine 2\nLine 3");
  });

  it("bounds lengths: 1000 for text, 2000 for messages, or a given max", () => {
    expect(sanitiseText("a".repeat(1500))).toHaveLength(1000);
    expect(sanitiseText("b".repeat(2500), { multiline: true })).toHaveLength(2000);
    expect(sanitiseText("c".repeat(20), { max: 5 })).toBe("ccccc");
  });

  it("never cuts a surrogate pair in half", () => {
    const cut = sanitiseText("😀".repeat(10), { max: 3 });
    expect(cut).toBe("😀😀😀");
  });
});

describe("stripUnsafe (as the visitor types)", () => {
  it("keeps leading and trailing spaces so typing is not disturbed", () => {
    expect(stripUnsafe("John ")).toBe("John ");
  });
  it("removes brackets and controls", () => {
    expect(stripUnsafe("a<b>c\u0001")).toBe("abc");
  });
});
