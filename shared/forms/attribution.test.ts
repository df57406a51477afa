import { describe, expect, it } from "vitest";
import { attributionOf, isSourced, touchFrom } from "./attribution.ts";

describe("attribution", () => {
  it("reads campaign parameters, an external referrer and the page", () => {
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
    expect(isSourced(touch)).toBe(true);
  });

  it("ignores our own site as a referrer", () => {
    const touch = touchFrom("https://www.example.com/contact", "https://www.example.com/");
    expect(touch).toEqual({ landing_page: "/contact" });
    expect(isSourced(touch)).toBe(false);
  });

  it("counts a click id alone, or another site alone, as sourced", () => {
    expect(isSourced({ fbclid: "f1", landing_page: "/" })).toBe(true);
    expect(isSourced({ referrer: "https://news.example.org/", landing_page: "/" })).toBe(true);
    expect(isSourced({ landing_page: "/?x=1" })).toBe(false);
  });

  it("keeps the visit's first touch, and moves the last touch to the page only when the page is sourced", () => {
    const visit = { utm_source: "facebook", utm_campaign: "spring", landing_page: "/" };
    const direct = { landing_page: "/contact" };
    expect(attributionOf(visit, direct)).toEqual({ first: visit, last: visit });
    const later = { utm_source: "newsletter", landing_page: "/energy-leads?utm_source=newsletter" };
    expect(attributionOf(visit, later)).toEqual({ first: visit, last: later });
    const referred = { referrer: "https://news.example.org/", landing_page: "/contact" };
    expect(attributionOf(visit, referred)).toEqual({ first: visit, last: referred });
  });

  it("takes the page's touch as the first when no visit is recorded", () => {
    const page = { utm_source: "google", gclid: "G-1", landing_page: "/mortgage-leads?utm_source=google&gclid=G-1" };
    expect(attributionOf(undefined, page)).toEqual({ first: page, last: page });
    expect(attributionOf(undefined, { landing_page: "/contact" })).toEqual({
      first: { landing_page: "/contact" },
      last: { landing_page: "/contact" },
    });
  });
});
