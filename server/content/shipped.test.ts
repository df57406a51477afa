// The content shipped with the code (decision 060): every entry parses against its type's schema,
// every placeholder names a fact and resolves, and a page's module renders exactly its content.json
// resolved with the facts. The check on save refuses what the schema or the facts refuse.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { checkEntry } from "#shared/content/check.ts";
import { contentTypes, shippedEntryDeclarations } from "#shared/content/content-types.ts";
import { placeholdersOf, stringsOf, withFacts } from "#shared/content/placeholders.ts";
import { responseTimesText } from "#shared/privacy/policy-text.ts";
import { facts } from "#shared/site/facts.ts";
import { checkShipped } from "./content-store.server.ts";
import { collectShipped, shippedFile } from "./shipped.server.ts";

const shipped = collectShipped();

describe("shipped content", () => {
  it("declares each entry once, of a known type, with its data in the repository", () => {
    const ids = shippedEntryDeclarations.map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { id, type } of shippedEntryDeclarations) {
      expect(Object.keys(contentTypes)).toContain(type);
      if (id !== "facts") expect(() => readFileSync(shippedFile(id))).not.toThrow();
    }
  });

  it("parses against its schemas and quotes only facts that exist", () => {
    expect(() => checkShipped(shipped)).not.toThrow();
    for (const entry of shipped)
      expect(checkEntry(entry.type, entry.data, facts), entry.id).toMatchObject({ ok: true });
  });

  it("quotes facts through placeholders that all resolve, leaving none in the rendered text", () => {
    let quoted = 0;
    for (const entry of shipped.filter((e) => e.id !== "facts")) {
      for (const [, text] of stringsOf(entry.data)) quoted += placeholdersOf(text).length;
      for (const [path, text] of stringsOf(withFacts(entry.data, facts)))
        expect(text, `${entry.id} ${path}`).not.toMatch(/\{(fact|policy):/);
    }
    expect(quoted).toBeGreaterThan(0);
  });

  it("keeps the copy free of hard-coded figures the facts hold", () => {
    for (const entry of shipped.filter((e) => e.id !== "facts")) {
      const text = [...stringsOf(entry.data)].map(([, t]) => t).join("\n");
      for (const figure of [
        facts.claims.leadsDelivered,
        facts.claims.leadsDeliveredLong,
        String(facts.company.foundingYear),
      ])
        expect(text, entry.id).not.toContain(figure);
    }
  });
});

const thankYou = () => structuredClone(shipped.find((e) => e.id === "/thank-you")!.data) as Record<string, unknown>;

describe("the check on save", () => {
  const home = () =>
    structuredClone(shipped.find((e) => e.id === "/")!.data) as Record<string, Record<string, unknown>>;

  it("refuses an unknown placeholder, an unknown field, a wrong icon and a link outside the registry, by field", () => {
    const data = home();
    data.hero!.intro = "Since {fact:company.foundedIn}";
    data.hero!.extra = "<script>alert(1)</script>";
    (data.experience!.cards as { icon: string }[])[0]!.icon = "skull";
    data.hero!.cta = { label: "Go", to: "javascript:alert(1)" };
    const result = checkEntry("home", data, facts);
    expect(result.ok).toBe(false);
    const { fieldErrors } = result as { fieldErrors: Record<string, string> };
    expect(Object.keys(fieldErrors).sort()).toEqual(["experience.cards.0.icon", "hero", "hero.cta.to"]);
    expect(fieldErrors.hero).toMatch(/extra/);
    // Placeholders are checked once the shape is right.
    const onlyFact = home();
    onlyFact.hero!.intro = "Since {fact:company.foundedIn} and {fact:claims}";
    expect(checkEntry("home", onlyFact, facts)).toEqual({
      ok: false,
      fieldErrors: { "hero.intro": "{fact:company.foundedIn} names no fact" },
    });
  });

  it("resolves a placeholder to the fact's words, an array item by its index, and nothing else", () => {
    expect(withFacts({ a: ["{fact:claims.trialLeads.1} leads since {fact:company.foundingYear}"] }, facts)).toEqual({
      a: [`${facts.claims.trialLeads[1]} leads since ${facts.company.foundingYear}`],
    });
    expect(withFacts("{ not a placeholder } {fact: claims.x}", facts)).toBe("{ not a placeholder } {fact: claims.x}");
    expect(() => withFacts("{fact:claims}", facts)).toThrow(/names no fact/);
  });

  it("resolves a sentence generated from the privacy records, and refuses one it does not know (decision 078)", () => {
    expect(withFacts("We answer {policy:responseTimes}.", facts)).toBe(`We answer ${responseTimesText}.`);
    expect(() => withFacts("{policy:never}", facts)).toThrow(
      "{policy:never} names no sentence of the privacy policies",
    );
    expect(
      checkEntry("thankYou", { ...thankYou(), hero: { title: "Thanks", intro: "{policy:never}" } }, facts),
    ).toEqual({
      ok: false,
      fieldErrors: { "hero.intro": "{policy:never} names no sentence of the privacy policies" },
    });
  });
});
