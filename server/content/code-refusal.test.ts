// Content can never carry code (issue 42 item 9, decision 064): a hostile value put in every text
// of every shipped entry, of every content type (words, links, icons, enums, a body's nodes), is
// refused by the check on save with a message at that field or the node that holds it; the same
// words without the code pass.
import { describe, expect, it } from "vitest";
import { checkEntry } from "#shared/content/check.ts";
import { codeRefusal } from "#shared/content/fields.ts";
import { stringsOf } from "#shared/content/placeholders.ts";
import { collectShipped } from "./shipped.server.ts";

const shipped = collectShipped();
const facts = shipped.find((e) => e.id === "facts")!.data as Record<string, unknown>;
const hostile = [
  "<script>alert(1)</script>",
  'Words <img src="x" onerror="alert(1)">',
  "javascript:alert(1)",
  "data:text/html;base64,PHNjcmlwdD4=",
  "Plain <b>bold</b> words",
  "See onclick=alert(1) here",
];

function withValue(data: unknown, path: string, value: string): unknown {
  const copy = structuredClone(data) as Record<string, unknown>;
  const keys = path.split(".");
  let at: Record<string, unknown> = copy;
  for (const key of keys.slice(0, -1)) at = at[key] as Record<string, unknown>;
  at[keys.at(-1)!] = value;
  return copy;
}

/** Each field of each type once (list items by their place in the shape: "faqs.*.answer"), by type. */
function fieldsByType() {
  const seen = new Set<string>();
  const byType = new Map<string, { entry: (typeof shipped)[number]; path: string; value: string }[]>();
  for (const entry of shipped) {
    const paths = [...stringsOf(entry.data)].map(([path]) => path);
    for (const [i, path] of paths.entries()) {
      const field = `${entry.type}:${path.replace(/\.\d+(?=\.|$)/g, ".*")}`;
      if (seen.has(field)) continue;
      seen.add(field);
      const list = byType.get(entry.type) ?? [];
      list.push({ entry, path, value: hostile[i % hostile.length]! });
      byType.set(entry.type, list);
    }
  }
  return byType;
}
const fields = fieldsByType();

describe("the check on save refuses code in every field", () => {
  it("puts a hostile value in more than 300 fields", () => {
    expect([...fields.values()].flat().length).toBeGreaterThan(300);
  });

  // One test per content type: each checks whole entries, hundreds of times.
  it.each([...fields.keys()])("refuses a hostile value in each field of type %s, at that field or its node", (type) => {
    for (const { entry, path, value } of fields.get(type)!) {
      const result = checkEntry(entry.type, withValue(entry.data, path, value), facts);
      expect(result.ok, `${entry.id} ${path}`).toBe(false);
      const at = Object.keys((result as { fieldErrors: Record<string, string> }).fieldErrors);
      expect(
        at.some((p) => p === path || path.startsWith(`${p}.`) || p === ""),
        `${entry.id} ${path}: ${at.join(", ")}`,
      ).toBe(true);
    }
  });

  it("says what it found, and lets ordinary words through", () => {
    expect(codeRefusal("<script>x</script>")).toMatch(/script/);
    expect(codeRefusal('<a href="#" onmouseover="x">')).toMatch(/event handler/);
    expect(codeRefusal("JavaScript:void(0)")).toMatch(/javascript:/);
    expect(codeRefusal("data:image/svg+xml,<svg>")).toMatch(/data:/);
    expect(codeRefusal("<em>hi</em>")).toMatch(/HTML tags/);
    for (const fine of [
      "Leads delivered in < 24 hours, 2 < 3 > 1",
      "Data: what we collect and why",
      "Our data; your rules",
      "Calls on Monday = more sales",
      "{fact:claims.leadsDelivered} leads",
      "https://example.com/a?b=c",
    ])
      expect(codeRefusal(fine), fine).toBeUndefined();
  });
});
