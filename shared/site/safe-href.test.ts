import { describe, expect, it } from "vitest";
import { safeHref } from "./safe-href.ts";

describe("safeHref", () => {
  it("keeps this site's paths, places on the page, https:, mailto: and tel:", () => {
    for (const href of [
      "/",
      "/mortgage-leads",
      "/contact#contact-form",
      "#enquiry",
      "https://example.com/a?b=c",
      "mailto:a@b.au",
      "tel:+61280000000",
    ])
      expect(safeHref(href)).toBe(href);
  });

  it("drops scripts, data, protocol-relative and hidden forms of them", () => {
    for (const href of [
      "javascript:alert(1)",
      "JaVaScRiPt:alert(1)",
      " javascript:alert(1)",
      "java\tscript:alert(1)",
      "java\nscript:alert(1)",
      "\u0001javascript:alert(1)",
      "data:text/html,<script>alert(1)</script>",
      "vbscript:msgbox(1)",
      "//evil.example",
      "/\\evil.example",
      "\t//evil.example",
      "http://example.com",
      "&#106;avascript:alert(1)",
      "evil.example",
      "",
    ])
      expect(safeHref(href), JSON.stringify(href)).toBeUndefined();
    expect(safeHref(42)).toBeUndefined();
    expect(safeHref(undefined)).toBeUndefined();
  });
});
