import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { CONSENT_VERSION, consentText, consentVersions } from "./statements.ts";

describe("the consent version", () => {
  it("records the SHA-256 of the statements the forms show (change the label and hash with the text)", () => {
    const hash = createHash("sha256").update(consentText(), "utf8").digest("hex");
    expect(CONSENT_VERSION.sha256).toBe(hash);
    expect(consentVersions[CONSENT_VERSION.label]).toBe(hash);
  });

  it("never gives two versions the same label or the same text", () => {
    const hashes = Object.values(consentVersions);
    expect(new Set(hashes).size).toBe(hashes.length);
    for (const [label, hash] of Object.entries(consentVersions)) {
      expect(label).toMatch(/^[\w.-]{1,40}$/);
      expect(hash).toMatch(/^[0-9a-f]{64}$/);
    }
  });

  it("hashes the plain words: the statement, its links' labels, no markup", () => {
    const text = consentText();
    expect(text).toContain("Data Collection Statement");
    expect(text).toContain("How We Use Your Information");
    expect(text).not.toMatch(/[<>]/);
  });
});
