// The privacy policies as entries (decision 086): the schema refuses what the contents list and the
// hero cannot show, the shipped policies keep the topics a privacy officer looks for, and the forms
// of a placeholder the policies use (a list in lower case, an address's host) resolve.
import { describe, expect, it } from "vitest";
import { factValue, resolveText, unknownFacts, withFacts } from "#shared/content/placeholders.ts";
import { type PolicyData, policySchema } from "#shared/content/schemas/policy.ts";
import { policyTexts } from "#shared/privacy/policy-text.ts";
import { facts, retention } from "#shared/site/facts.ts";
import { collectShipped } from "./shipped.server.ts";

const shipped = collectShipped();
const policy = (id: string) => shipped.find((e) => e.id === id)!.data as PolicyData;
const au = policy("/privacy-au");
const uk = policy("/privacy-uk");

describe("a privacy policy entry", () => {
  it("refuses a duplicate anchor, an anchor not in kebab case and a malformed date", () => {
    const [first, second] = au.sections;
    const refused = (data: unknown) =>
      policySchema()
        .safeParse(data)
        .error?.issues.map((i) => i.path.join("."));
    expect(refused(au)).toBeUndefined();
    expect(refused({ ...au, sections: [first, { ...second, id: first!.id }] })).toEqual(["sections.1.id"]);
    expect(refused({ ...au, sections: [{ ...first, id: "Not Kebab" }] })).toEqual(["sections.0.id"]);
    expect(refused({ ...au, updated: "26 Nov 2026" })).toEqual(["updated"]);
  });

  it("AU policy has the APP 1.4 topics a privacy officer looks for", () => {
    const titles = au.sections.map((s) => s.title.toLowerCase()).join(" | ");
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
    ])
      expect(titles).toContain(topic);
  });

  it("UK notice explains the GDPR rights, representative and storage", () => {
    expect(uk.sections.map((s) => s.id)).toEqual(
      expect.arrayContaining(["your-rights", "uk-representative", "where-data-is-stored"]),
    );
    const rights = JSON.stringify(uk.sections.find((s) => s.id === "your-rights")!.body);
    expect(rights).toMatch(/informed.*access.*rectification.*erasure.*restrict.*portability.*ICO/);
  });

  it("quotes the generated sentences by name; an unknown name is refused beside its field", () => {
    for (const [name, sentence] of Object.entries(policyTexts)) {
      expect(sentence, name).not.toBe("");
      expect(resolveText(`{policy:${name}}`, facts)).toBe(sentence);
    }
    expect(unknownFacts({ summary: "{policy:auNzPromise}" }, facts)).toEqual({
      summary: "{policy:auNzPromise} names no sentence of the privacy policies",
    });
  });

  it("resolves a list in lower case and an address's host, and refuses a list form out of place", () => {
    const lower = facts.industries.map((i) => i.toLowerCase());
    expect(factValue(facts, "industries|list|lower")).toBe(`${lower.slice(0, -1).join(", ")} and ${lower.at(-1)}`);
    expect(factValue(facts, "externalUrls.oaic|host")).toBe(new URL(facts.externalUrls.oaic).host);
    expect(factValue(facts, "industries|lower|list")).toBeUndefined();
    expect(factValue(facts, "brand.name|capital")).toBe(facts.brand.name);
  });

  it('says how long visit notes are kept with a space before the unit (the UK notice read "90days")', () => {
    const wordsOf = (node: unknown): string =>
      typeof node === "string"
        ? node
        : Array.isArray(node)
          ? node.map(wordsOf).join("")
          : wordsOf((node as { c?: unknown }).c ?? []);
    for (const entry of [au, uk]) {
      const text = wordsOf(withFacts(entry.sections, facts).map((s) => s.body));
      expect(text).toContain(`${retention.analyticsEventDays} days`);
      expect(text).not.toMatch(/\d(days|months|years)\b/);
    }
  });
});
