import { describe, expect, it } from "vitest";
import { privacyAuPolicy } from "#app/routes/privacy-au/content.tsx";
import { gdprRights, privacyUkPolicy } from "#app/routes/privacy-uk/content.tsx";
import { definePolicy } from "./policy-schema.ts";

describe("policy content", () => {
  it("rejects duplicate anchors and malformed dates", () => {
    const base = { path: "/privacy-au" as const, headline: "x", summary: null, updated: "2026-01-01" };
    expect(() =>
      definePolicy({
        ...base,
        sections: [
          { id: "a", title: "A", body: null },
          { id: "a", title: "B", body: null },
        ],
      }),
    ).toThrow(/duplicate/);
    expect(() => definePolicy({ ...base, updated: "1 Jan 2026", sections: [] })).toThrow(/YYYY-MM-DD/);
    expect(() => definePolicy({ ...base, sections: [{ id: "Not Kebab", title: "A", body: null }] })).toThrow(/kebab/);
  });

  it("AU policy has the APP 1.4 topics a privacy officer looks for", () => {
    const titles = privacyAuPolicy.sections.map((s) => s.title.toLowerCase()).join(" | ");
    for (const topic of [
      "kinds of personal information",
      "how we collect",
      "why we collect",
      "direct marketing",
      "overseas recipients",
      "protect",
      "how long we keep",
      "access to and correction",
      "complaints",
      "privacy officer",
    ]) {
      expect(titles).toContain(topic);
    }
  });

  it("UK notice explains the GDPR rights, representative and storage", () => {
    const ids = privacyUkPolicy.sections.map((s) => s.id);
    expect(ids).toEqual(expect.arrayContaining(["your-rights", "uk-representative", "where-data-is-stored"]));
    expect(gdprRights.join(" ")).toMatch(/informed.*access.*rectification.*erasure.*restrict.*portability.*ICO/);
  });
});
