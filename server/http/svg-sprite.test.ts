import { describe, expect, it } from "vitest";
import { islandRanges, spriteIcons } from "./svg-sprite.ts";

const lucide = (name: string, cls = "size-4") =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" class="lucide lucide-${name} ${cls}" aria-hidden="true"><path d="M${name}"></path></svg>`;

describe("icons drawn once per page", () => {
  it("turns repeated drawings into one symbol and <use> references, keeping each icon's own attributes", () => {
    const html = `<html><body><p>${lucide("check")}a</p><p>${lucide("check", "size-5 text-brand-700")}b</p>${lucide("x")}</body></html>`;
    const out = spriteIcons(html);
    expect(out.match(/<path d="Mcheck"><\/path>/g)).toHaveLength(1);
    expect(out).toMatch(
      /<body><svg width="0" height="0" aria-hidden="true" class="absolute"><symbol id="(i-\w+)" viewBox="0 0 24 24"><path d="Mcheck"><\/path><\/symbol><\/svg>/,
    );
    const id = /<symbol id="(i-\w+)"/.exec(out)?.[1];
    expect(out).toContain(
      `<svg class="lucide size-5 text-brand-700" aria-hidden="true"><use href="#${id}"></use></svg>`,
    );
    // Drawn once: stays inline, only the attributes CSS now gives are gone.
    expect(out).toContain(
      '<svg viewBox="0 0 24 24" class="lucide size-4" aria-hidden="true"><path d="Mx"></path></svg>',
    );
    expect(out.length).toBeLessThan(html.length);
  });

  it("leaves a React island's markup exactly as rendered", () => {
    const island = `<div data-island="contact-form" data-props="{}" class="contents"><form><div>${lucide("check")}</div></form></div>`;
    const html = `<html><body>${lucide("check")}${island}${lucide("check")}</body></html>`;
    expect(islandRanges(html)).toEqual([[html.indexOf("<div data-island"), html.indexOf(island) + island.length]]);
    const out = spriteIcons(html);
    expect(out).toContain(island);
    expect(out.match(/<use href=/g)).toHaveLength(2);
  });

  it("changes nothing where no icon repeats and no lucide defaults are present", () => {
    const html = '<html><body><svg viewBox="0 0 10 10"><circle r="1"></circle></svg></body></html>';
    expect(spriteIcons(html)).toBe(html);
  });
});
