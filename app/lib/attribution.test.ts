import { describe, expect, it } from "vitest";
import { isSourced, mergeTouch, touchFrom } from "./attribution.ts";

describe("attribution", () => {
  it("reads campaign parameters, an external referrer and the landing page", () => {
    const touch = touchFrom(
      "https://www.example.com/mortgage-leads?utm_source=google&utm_medium=cpc&utm_campaign=brokers&gclid=abc&x=1",
      "https://www.google.com/",
    );
    expect(touch).toEqual({
      utm_source: "google",
      utm_medium: "cpc",
      utm_campaign: "brokers",
      gclid: "abc",
      referrer: "https://www.google.com/",
      landing_page: "/mortgage-leads?utm_source=google&utm_medium=cpc&utm_campaign=brokers&gclid=abc&x=1",
    });
  });

  it("ignores our own site as a referrer", () => {
    const touch = touchFrom("https://www.example.com/contact", "https://www.example.com/");
    expect(touch).toEqual({ landing_page: "/contact" });
    expect(isSourced(touch)).toBe(false);
  });

  it("keeps the first touch and moves the last touch only for sourced visits", () => {
    const first = { utm_source: "facebook", fbclid: "f1", landing_page: "/" };
    let stored = mergeTouch({}, first);
    expect(stored).toEqual({ first, last: first });
    stored = mergeTouch(stored, { landing_page: "/contact" });
    expect(stored.last).toEqual(first);
    const later = { utm_source: "newsletter", landing_page: "/energy-leads?utm_source=newsletter" };
    stored = mergeTouch(stored, later);
    expect(stored).toEqual({ first, last: later });
  });
});
