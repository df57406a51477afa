import { describe, expect, it } from "vitest";
import { referrerIsPrivacyPage, THANK_YOU_MODE_SCRIPT, THANK_YOU_ROOT_ID, thankYouMode } from "./thank-you-mode.ts";

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

describe("the before-paint thank-you script", () => {
  // Runs the inline script against a fake document, as the browser would while parsing the page.
  function scriptMode(search: string, referrer: string): string | null {
    let mode: string | null = "normal";
    const element = { setAttribute: (_: string, value: string) => (mode = value) };
    const run = new Function("document", "location", "URLSearchParams", "URL", THANK_YOU_MODE_SCRIPT);
    run(
      { getElementById: (id: string) => (id === THANK_YOU_ROOT_ID ? element : null), referrer },
      { search },
      URLSearchParams,
      URL,
    );
    return mode;
  }

  it("decides exactly as thankYouMode does", () => {
    const cases: [string, string][] = [
      ["?source=privacy", ""],
      ["?source=privacy&ref=PR-2026-000001", "https://www.example.com/contact"],
      ["", "https://www.example.com/privacy"],
      ["", "https://www.example.com/privacy-au"],
      ["", "http://127.0.0.1:4370/privacy-uk#gdpr-request"],
      ["", ""],
      ["?source=contact", "https://www.example.com/contact"],
      ["", "https://www.example.com/"],
      ["", "https://search.example.com/?q=privacy"],
      ["", "/privacy-au"],
      ["", "not a url"],
    ];
    for (const [search, referrer] of cases) {
      expect(scriptMode(search, referrer), `${search} ${referrer}`).toBe(thankYouMode(search, referrer));
    }
  });
});
