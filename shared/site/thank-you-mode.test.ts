import { describe, expect, it } from "vitest";
import { referrerIsPrivacyPage, thankYouMode } from "./thank-you-mode.ts";

describe("thank-you mode", () => {
  it("is privacy with source=privacy", () => {
    expect(thankYouMode("?source=privacy", "")).toBe("privacy");
    expect(thankYouMode(new URLSearchParams({ source: "privacy" }), "https://www.example.com/contact")).toBe("privacy");
  });

  it("is privacy when the referrer is a privacy page", () => {
    expect(thankYouMode("", "https://www.example.com/privacy")).toBe("privacy");
    expect(thankYouMode("", "https://www.example.com/privacy-au")).toBe("privacy");
    expect(thankYouMode("", "http://127.0.0.1:4370/privacy-uk#gdpr-request")).toBe("privacy");
  });

  it("is normal otherwise", () => {
    expect(thankYouMode("", "")).toBe("normal");
    expect(thankYouMode("?source=contact", "https://www.example.com/contact")).toBe("normal");
    expect(thankYouMode("", "https://www.example.com/")).toBe("normal");
    expect(thankYouMode("", "https://search.example.com/?q=privacy")).toBe("normal");
  });

  it("falls back to a substring check for a referrer that is not a URL", () => {
    expect(referrerIsPrivacyPage("/privacy-au")).toBe(true);
    expect(referrerIsPrivacyPage("not a url")).toBe(false);
  });
});
