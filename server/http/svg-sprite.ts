// Icons drawn once per page (issue 24): the prerendered HTML repeats every icon's full SVG each time
// it appears (home: 121 inline SVGs, 52 KB). After the build, each page's repeated drawings become
// one <symbol> in a hidden sprite at the top of <body>, and each use of it a <use href="#…">; the
// icons' common presentation attributes (lucide's fill, stroke, line settings and 24 px size) move to one CSS
// rule (app.css, `svg.lucide`), and what nothing reads goes (the xmlns HTML does not need, lucide's
// per-icon class names). Markup inside a React island
// is left exactly as React rendered it, so hydration finds what it expects.

/** Lucide's defaults, set for every `svg.lucide` by app.css instead of on each icon. */
const LUCIDE_DEFAULTS =
  / fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"/;
const LUCIDE_SIZE = / width="24" height="24"/;

/** [start, end) of each React island's element in the page (a div and everything inside it). */
export function islandRanges(html: string): [number, number][] {
  const ranges: [number, number][] = [];
  for (const m of html.matchAll(/<div data-island="/g)) {
    const start = m.index ?? 0;
    if (ranges.some(([a, b]) => start >= a && start < b)) continue;
    const tag = /<div\b|<\/div>/g;
    tag.lastIndex = start;
    let depth = 0;
    for (let t = tag.exec(html); t; t = tag.exec(html)) {
      depth += t[0] === "</div>" ? -1 : 1;
      if (depth === 0) {
        ranges.push([start, t.index + t[0].length]);
        break;
      }
    }
  }
  return ranges;
}

function hashOf(text: string): string {
  let h = 5381;
  for (let i = 0; i < text.length; i++) h = ((h << 5) + h + text.charCodeAt(i)) | 0;
  return (h >>> 0).toString(36);
}

export function spriteIcons(html: string): string {
  const islands = islandRanges(html);
  const inIsland = (i: number) => islands.some(([a, b]) => i >= a && i < b);
  const svg = /<svg\b([^>]*)>([\s\S]*?)<\/svg>/g;
  const seen = new Map<string, number>();
  const candidates = [...html.matchAll(svg)].filter((m) => !inIsland(m.index ?? 0));
  const keyOf = (attrs: string, inner: string) => `${/ viewBox="[^"]*"/.exec(attrs)?.[0] ?? ""}|${inner}`;
  for (const m of candidates) {
    const key = keyOf(m[1] ?? "", m[2] ?? "");
    seen.set(key, (seen.get(key) ?? 0) + 1);
  }
  const symbols = new Map<string, string>();
  let out = "";
  let last = 0;
  for (const m of candidates) {
    const start = m.index ?? 0;
    let attrs = m[1] ?? "";
    const inner = m[2] ?? "";
    if (/\bclass="lucide\b/.test(attrs) && LUCIDE_DEFAULTS.test(attrs)) {
      // The defaults and the icon's name classes (lucide-check…, which nothing styles) go.
      attrs = attrs
        .replace(LUCIDE_DEFAULTS, "")
        .replace(LUCIDE_SIZE, "")
        .replace(' xmlns="http://www.w3.org/2000/svg"', "")
        .replace(/( class="lucide)((?: lucide-[\w-]+)+)/, "$1");
    }
    let body = inner;
    const key = keyOf(m[1] ?? "", inner);
    // Drawn once or nested drawings (a <use> inside would not be one icon): stays as it is.
    if ((seen.get(key) ?? 0) > 1 && !inner.includes("<svg")) {
      const id = `i-${hashOf(key)}`;
      const viewBox = / viewBox="[^"]*"/.exec(m[1] ?? "")?.[0] ?? "";
      symbols.set(id, `<symbol id="${id}"${viewBox}>${inner}</symbol>`);
      body = `<use href="#${id}"></use>`;
      // The symbol carries the viewBox; the <use> fills the icon's box.
      attrs = attrs.replace(viewBox, "");
    }
    out += `${html.slice(last, start)}<svg${attrs}>${body}</svg>`;
    last = start + m[0].length;
  }
  out += html.slice(last);
  if (symbols.size === 0) return out;
  const sprite = `<svg width="0" height="0" aria-hidden="true" class="absolute">${[...symbols.values()].join("")}</svg>`;
  return out.replace(/<body([^>]*)>/, (tag) => `${tag}${sprite}`);
}
