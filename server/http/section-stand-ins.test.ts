import { describe, expect, it } from "vitest";
import { STAND_IN_STEPS } from "#shared/site/stand-in-steps.ts";
import { htmlHeightBound, standInSections } from "./section-stand-ins.ts";

// Decision 096. How tall each section of every page is drawn against its step is checked in the
// browser (pages.spec, "long texts"); here, which sections are marked and how the bound grows.
const text = (chars: number) => "x".repeat(chars);
const page = (main: string) =>
  `<html><body><header><section>h</section></header><main id="main">${main}</main><footer><section>f</section></footer></body></html>`;
const stepOf = (html: string, id: string) =>
  new RegExp(`<section id="${id}"[^>]*? data-stand-in="(\\d+)">`).exec(html)?.[1];

describe("section stand-ins", () => {
  it("marks each of main's sections after its first, and nothing else", () => {
    const html = page(
      `<section id="a"><p>${text(50)}</p></section><section id="b"><section id="inner"><p>x</p></section></section><div>d</div><section id="c" class="bg-white"><p>${text(50)}</p></section>`,
    );
    const out = standInSections(html);
    expect(out.match(/data-stand-in/g)).toHaveLength(2);
    expect(stepOf(out, "a")).toBeUndefined(); // on the first screen: never skipped
    expect(stepOf(out, "inner")).toBeUndefined(); // not a child of main
    expect(stepOf(out, "b")).toBe("300");
    expect(out).toContain(`<section id="c" class="bg-white" data-stand-in="450">`); // 200 + a block + 50 characters
    // Only the attributes were added; the header's and footer's sections are left.
    expect(out.replace(/ data-stand-in="\d+"/g, "")).toBe(html);
  });

  it("counts a script before main's first section as a child, as :first-child does, and a comment not", () => {
    const out = standInSections(
      page(
        `<script type="application/ld+json">{"a":"<section>"}</script><section id="a"><!-- <section> --><p>x</p></section>`,
      ),
    );
    expect(stepOf(out, "a")).toBe("300");
    const afterComment = standInSections(page(`<!-- c --><section id="a"><p>x</p></section>`));
    expect(stepOf(afterComment, "a")).toBeUndefined();
  });

  it("leaves a section that names its step, a page without main, and a page twice the same", () => {
    const html = page(
      `<section>a</section><section id="b" class="text-part" data-stand-in="700"><p>${text(5000)}</p></section>`,
    );
    expect(standInSections(html)).toBe(html);
    expect(standInSections("<html><body><section>a</section><section>b</section></body></html>")).toBe(
      "<html><body><section>a</section><section>b</section></body></html>",
    );
    const once = standInSections(page(`<section>a</section><section id="b"><p>b</p></section>`));
    expect(standInSections(once)).toBe(once);
  });

  it("grows with the text, more in a box's column and in a larger size, up to the tallest step", () => {
    const plain = htmlHeightBound(`<p>${text(1000)}</p>`);
    expect(plain).toBe(1000 + 60);
    expect(htmlHeightBound(`<div class="rounded-xl border p-6"><p>${text(1000)}</p></div>`)).toBe(2000 + 60 + 120);
    expect(htmlHeightBound(`<p class="text-lg">${text(1000)}</p>`)).toBe(1500 + 60);
    expect(htmlHeightBound(`<p class="text-sm sm:text-3xl">${text(1000)}</p>`)).toBe(750 + 60);
    // Padding of 0 or a field's padding is not a box.
    expect(htmlHeightBound(`<div class="rounded border p-0"><p>${text(1000)}</p></div>`)).toBe(plain);
    expect(htmlHeightBound(`<input class="rounded border px-3"/>`)).toBe(60);
    // A rule on one side with its padding indents the text: not a box. An edge all round is one.
    expect(htmlHeightBound(`<div class="border-l-4 border-slate-200 py-1 pl-4"><p>${text(1000)}</p></div>`)).toBe(
      plain,
    );
    expect(htmlHeightBound(`<div class="border-2 border-slate-200 p-4"><p>${text(1000)}</p></div>`)).toBe(
      2000 + 60 + 120,
    );
    const out = standInSections(page(`<section>a</section><section id="b"><p>${text(100_000)}</p></section>`));
    expect(stepOf(out, "b")).toBe(String(STAND_IN_STEPS.at(-1)));
  });

  it("leaves out what no reader sees at first: a closed details' answer, screen-reader text, icons, scripts", () => {
    const summary = htmlHeightBound("<details><summary>Question?</summary></details>");
    expect(htmlHeightBound(`<details><summary>Question?</summary><p>${text(2000)}</p></details>`)).toBe(summary);
    expect(htmlHeightBound(`<details open=""><summary>Question?</summary><p>${text(2000)}</p></details>`)).toBe(
      summary + 2000 + 60,
    );
    expect(
      htmlHeightBound(
        `<p><span class="sr-only">${text(500)}</span><svg class="lucide"><use href="#i"></use></svg>ab &amp; c<script>${text(900)}</script></p>`,
      ),
    ).toBe(60 + 6);
    expect(htmlHeightBound(`<img src="/a.png" width="600" height="400" alt="">`)).toBe(400);
  });
});
