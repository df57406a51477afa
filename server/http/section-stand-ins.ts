// Sections drawn only near the viewport (decision 087) stand in at a height their content does not pass
// on the narrowest screen (decision 096), as an article's parts do (decision 094): tools that judge a
// skipped section's text by its box (Lighthouse's axe) then see it on its own background, not on the
// dark section or footer below. A section is any React tree, so its bound is read from the rendered
// HTML, after React Router renders the page and before its icons are drawn once (page-steps.ts).
import { standInStep } from "#shared/site/stand-in-steps.ts";

const VOID = new Set([
  "area",
  "base",
  "br",
  "col",
  "embed",
  "hr",
  "img",
  "input",
  "link",
  "meta",
  "source",
  "track",
  "wbr",
]);
/** Elements drawn as a block of their own: a line at least, with margins or padding. */
const BLOCKS = new Set([
  "p",
  "h1",
  "h2",
  "h3",
  "h4",
  "li",
  "dt",
  "dd",
  "tr",
  "caption",
  "summary",
  "figure",
  "blockquote",
  "label",
  "input",
  "select",
  "textarea",
  "button",
  "fieldset",
  "legend",
]);
/** Tailwind's text sizes (unprefixed: the narrowest screen's), as a character's height on the page
 *  against the body's 16 px on 24 px lines: its size times its line height, over 16 × 24. */
const TEXT_SIZE: Record<string, number> = {
  xs: 0.6,
  sm: 0.75,
  base: 1,
  lg: 1.5,
  xl: 1.5,
  "2xl": 2,
  "3xl": 2.8,
  "4xl": 3.6,
  "5xl": 4.8,
};
const textSize = (cls: string) => {
  const sizes = [...cls.matchAll(/(?:^|\s)text-(xs|sm|base|lg|[2-5]?xl)(?=\s|$)/g)];
  return sizes.length ? TEXT_SIZE[sizes[sizes.length - 1]![1]!] : undefined;
};
const FIELDS = new Set(["input", "select", "textarea", "button"]);
/** A padded box with an edge all round or a fill (a card, a link drawn as a button): its text runs in a
 *  narrower column. A form's fields are blocks, not boxes: their padding is inside their line. A rule on
 *  one side (`border-l-4 pl-4`, an archive row) indents its text a little, no more (decision 102). */
const isBox = (tag: string, cls: string) =>
  !FIELDS.has(tag) &&
  /(^|\s)p[xy]?-(?!0(\s|$))/.test(cls) &&
  /(^|\s)(rounded|border(-\d+)?(?=\s|$)|bg-|shadow)/.test(cls);
/** A section's own padding, its heading's margins and what the nodes do not show (an icon's height). */
const SECTION_PX = 200;
const BLOCK_PX = 60;
const BOX_PX = 120;
const IMAGE_PX = 300;
/** A comment, a script or a style (skipped whole), a tag (closing, its name, its attributes), or text. */
const TOKEN =
  /<!--[\s\S]*?-->|<script\b[\s\S]*?<\/script>|<style\b[\s\S]*?<\/style>|<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>|[^<]+/g;

const attribute = (attrs: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(attrs)?.[1];

interface Open {
  tag: string;
  /** px a character of body text costs in this element's column: more in a narrower one. */
  column: number;
  /** Its text's size (TEXT_SIZE), inherited. */
  size: number;
  shown: boolean;
  boxed: boolean;
  /** A closed details, which shows its summary only. */
  closed: boolean;
}
const ROOT: Open = { tag: "", column: 1, size: 1, shown: true, boxed: false, closed: false };

/**
 * A height (px) a fragment of rendered HTML does not exceed at 320 px wide (decision 096): a pixel a
 * character of body text (a line holds 36 or more at 16 px, 24 px lines), scaled by its text size,
 * twice that in a box's narrower column, and each block's and box's margins and padding. Text no
 * reader sees at first is left out: a closed `<details>` but its summary, screen-reader text, an icon.
 */
export function htmlHeightBound(fragment: string): number {
  let px = 0;
  const stack: Open[] = [];
  const top = () => stack[stack.length - 1] ?? ROOT;
  for (const m of fragment.matchAll(TOKEN)) {
    const [token, closing, rawTag, attrs = ""] = m;
    if (/^<(!--|script\b|style\b)/.test(token)) continue;
    if (rawTag === undefined) {
      const { column, size, shown } = top();
      if (shown) px += token.replace(/&[#a-z0-9]+;/gi, "x").replace(/\s+/g, " ").length * column * size;
      continue;
    }
    const tag = rawTag.toLowerCase();
    if (closing) {
      const at = stack.findLastIndex((e) => e.tag === tag);
      if (at >= 0) stack.length = at;
      continue;
    }
    const parent = top();
    const cls = attribute(attrs, "class") ?? "";
    const box = isBox(tag, cls);
    const hidden =
      tag === "svg" ||
      /(^|\s)sr-only(\s|$)/.test(cls) ||
      /\shidden(\s|=|$)/.test(attrs) ||
      (parent.closed && tag !== "summary");
    const shown = parent.shown && !hidden;
    if (shown) {
      if (BLOCKS.has(tag)) px += BLOCK_PX;
      if (box) px += BOX_PX;
      if (tag === "img") px += Number(attribute(attrs, "height")) || IMAGE_PX;
      if (tag === "textarea") px += 28 * (Number(attribute(attrs, "rows")) || 4);
    }
    if (VOID.has(tag) || token.endsWith("/>")) continue;
    stack.push({
      tag,
      // The first box halves the column; one inside it takes its padding from what is left.
      column: parent.column * (box ? (parent.boxed ? 1.25 : 2) : 1),
      size: textSize(cls) ?? parent.size,
      shown,
      boxed: parent.boxed || box,
      closed: tag === "details" && !/\sopen(\s|=|$)/.test(attrs),
    });
  }
  return Math.ceil(px);
}

const SECTION_OPEN = /^<section\b/;

/**
 * Each section of the page's `<main>` after its first (the ones app.css draws only near the viewport)
 * gains `data-stand-in`, the step at or above its bound. Sections that already name one are left.
 */
export function standInSections(html: string): string {
  const start = html.search(/<main\b/);
  if (start < 0) return html;
  const tag = new RegExp(TOKEN.source.replace(/\|\[\^<\]\+$/, ""), "g"); // no text
  tag.lastIndex = start;
  const first = tag.exec(html); // <main …>
  if (!first) return html;
  const inserts: { at: number; text: string }[] = [];
  let depth = 0;
  let children = 0;
  let open: { at: number; end: number } | undefined; // the child section being read
  for (let m = tag.exec(html); m; m = tag.exec(html)) {
    const [token, closing, rawTag] = m;
    if (rawTag === undefined) {
      if (depth === 0 && !token.startsWith("<!--")) children++; // a script or a style is a child too
      continue;
    }
    const name = rawTag.toLowerCase();
    if (VOID.has(name) || token.endsWith("/>")) {
      if (depth === 0) children++;
      continue;
    }
    if (closing) {
      if (depth === 0) break; // </main>
      depth--;
      if (depth === 0 && open && name === "section") {
        if (!/\sdata-stand-in=/.test(html.slice(open.at, open.end))) {
          const bound = SECTION_PX + htmlHeightBound(html.slice(open.end, m.index));
          inserts.push({ at: open.end - 1, text: ` data-stand-in="${standInStep(bound)}"` });
        }
        open = undefined;
      }
      continue;
    }
    if (depth === 0) {
      if (children > 0 && SECTION_OPEN.test(token)) open = { at: m.index, end: m.index + token.length };
      children++;
    }
    depth++;
  }
  let out = html;
  for (const { at, text } of inserts.reverse()) out = out.slice(0, at) + text + out.slice(at);
  return out;
}

/**
 * A classic script before `<main>`: the parser waits there until the stylesheet has arrived, so no
 * region it may skip is styled without it. A style computed before the stylesheet (Chromium does while
 * parsing) stays on a skipped region's elements until it is drawn, and the new style then starts
 * their colour transitions from the browser's defaults: a link that fades from blue as it is scrolled
 * to, and Lighthouse's axe judging its text as that blue (decision 096). Rendering waits for the
 * stylesheet anyway; the header is parsed before it.
 */
export const WAIT_FOR_STYLESHEET = "<script>;</script>";

export function waitForStylesheet(html: string): string {
  const at = html.search(/<main\b/);
  return at < 0 || html.includes(WAIT_FOR_STYLESHEET) ? html : html.slice(0, at) + WAIT_FOR_STYLESHEET + html.slice(at);
}
