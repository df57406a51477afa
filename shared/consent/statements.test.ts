import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { facts } from "#shared/site/facts.ts";
import {
  acceptConsentVersion,
  CONSENT_VERSION,
  consentText,
  consentVersions,
  dataCollectionFacts,
  dataCollectionStatement,
  isKnownConsent,
  statementText,
} from "./statements.ts";

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

  it("quotes the facts it is given, so a fact published in the desk changes the words and the hash (decision 091)", () => {
    const published = {
      ...facts,
      brand: { ...facts.brand, legalName: "Leadwise Holdings Pty Ltd" },
      phones: { ...facts.phones, freecall: { ...facts.phones.freecall, display: "1800 160 999" } },
    };
    const text = consentText(published);
    expect(text).toContain("Leadwise Holdings Pty Ltd collects the details");
    expect(text).toContain("1800 160 999");
    expect(text).not.toContain(facts.brand.legalName);
    expect(statementText(dataCollectionStatement(dataCollectionFacts(published)))).toBe(text.split("\n\n")[0]);
    const sha256 = createHash("sha256").update(text, "utf8").digest("hex");
    // Known only once the server says a published facts version makes it; the shipped hash stays known.
    expect(isKnownConsent(CONSENT_VERSION.label, sha256)).toBe(false);
    acceptConsentVersion({ label: CONSENT_VERSION.label, sha256 });
    expect(isKnownConsent(CONSENT_VERSION.label, sha256)).toBe(true);
    expect(isKnownConsent("2026-11-23", sha256)).toBe(false);
    expect(isKnownConsent(CONSENT_VERSION.label, CONSENT_VERSION.sha256)).toBe(true);
    expect(isKnownConsent("constructor", CONSENT_VERSION.sha256)).toBe(false);
  });
});
