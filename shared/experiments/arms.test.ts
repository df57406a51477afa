import { describe, expect, it } from "vitest";
import { applyArm, armsSchema, formatPointer, parsePointer, valueAt } from "./arms.ts";

const data = { hero: { title: "Leads that convert", intro: "Since 2009" }, "a/b": { "c~d": 1 }, faqs: [{ q: "x" }] };

describe("experiment arms", () => {
  it("reads and replaces fields by JSON pointer, without touching the original", () => {
    const changed = applyArm(data, { "/hero/title": "Buy leads that close", "/faqs/0/q": "y" });
    expect(changed.hero.title).toBe("Buy leads that close");
    expect(changed.faqs[0]?.q).toBe("y");
    expect(data.hero.title).toBe("Leads that convert");
    expect(valueAt(data, "/hero/intro")).toBe("Since 2009");
    expect(valueAt(data, "/hero/none")).toBeUndefined();
  });

  it("escapes ~ and / in pointers both ways", () => {
    const pointer = formatPointer(["a/b", "c~d"]);
    expect(pointer).toBe("/a~1b/c~0d");
    expect(parsePointer(pointer)).toEqual(["a/b", "c~d"]);
    expect(valueAt(data, pointer)).toBe(1);
  });

  it("refuses a field the entry does not have, or a path through the prototype", () => {
    expect(() => applyArm(data, { "/hero/subtitle": "x" })).toThrow("No field /hero/subtitle");
    expect(() => applyArm(data, { "/__proto__/polluted": "x" })).toThrow();
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it("takes two to four arms, the first unchanged and every other changing something", () => {
    const control = { label: "Today's words", weight: 50, changes: {} };
    const b = { label: "Shorter", weight: 50, changes: { "/hero/title": "x" } };
    expect(armsSchema.safeParse([control, b]).success).toBe(true);
    expect(armsSchema.safeParse([control]).success).toBe(false);
    expect(armsSchema.safeParse([control, b, b, b, b]).success).toBe(false);
    expect(armsSchema.safeParse([b, b]).success).toBe(false);
    expect(armsSchema.safeParse([control, { ...b, changes: {} }]).success).toBe(false);
    expect(armsSchema.safeParse([control, { ...b, weight: 0 }]).success).toBe(false);
    expect(armsSchema.safeParse([control, { ...b, changes: { "hero/title": "x" } }]).success).toBe(false);
  });
});
