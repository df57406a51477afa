// Renders an article body held as data (shared/content/schemas/article.ts) into the same elements the
// article components made from JSX: the same tags, properties and children, so the prerendered page,
// its word count and its contents list are unchanged. Only the vocabulary's tags, components and
// properties are rendered: a node from storage that is anything else renders nothing (decision 060).
import { createElement, Fragment, type ReactNode } from "react";
import type { BodyNode } from "#shared/content/schemas/article.ts";
import { safeHref } from "#shared/site/safe-href.ts";
import { standInStep } from "#shared/site/stand-in-steps.ts";
import type { ArticleComponents } from "./types.ts";

const htmlTags = new Set([
  "p",
  "h2",
  "h3",
  "ul",
  "ol",
  "li",
  "strong",
  "em",
  "table",
  "caption",
  "thead",
  "tbody",
  "tr",
  "th",
  "td",
  "div",
  "a",
  "dl",
  "dt",
  "dd",
  "br",
]);

/** The properties each tag may carry, and what each may hold. */
const allowedProps: Record<string, Record<string, (v: unknown) => boolean>> = {
  h2: { id: (v) => typeof v === "string" && /^[a-z0-9-]+$/.test(v) },
  th: { scope: (v) => v === "col" || v === "row" },
  caption: { className: (v) => v === "sr-only" },
  div: { className: (v) => v === "overflow-x-auto" },
  a: { href: (v) => typeof v === "string" && /^(#|mailto:|tel:)/.test(v) && safeHref(v) === v },
  dl: { "data-testid": (v) => typeof v === "string" && /^[a-z0-9-]+$/.test(v) },
};

function propsOf(tag: string, props: Readonly<Record<string, unknown>> | undefined, component: boolean) {
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(props ?? {})) {
    if (name === "children" || name === "dangerouslySetInnerHTML" || /^on/i.test(name)) continue;
    if (component) {
      if ((name === "href" || name === "to") && !safeHref(value)) continue;
      out[name] = value;
    } else if (allowedProps[tag]?.[name]?.(value)) out[name] = value;
  }
  return out;
}

function render(node: BodyNode, components: ArticleComponents): ReactNode {
  if (typeof node === "string" || typeof node === "number") return node;
  if (node.t === "[]") return node.c.map((child) => render(child, components));
  const children = (node.c ?? []).map((child) => render(child, components));
  if (node.t === "Fragment") return createElement(Fragment, node.k === undefined ? null : { key: node.k }, ...children);
  const component = Object.hasOwn(components, node.t) ? components[node.t as keyof ArticleComponents] : undefined;
  if (!component && !htmlTags.has(node.t)) return null;
  const props = { ...propsOf(node.t, node.p, Boolean(component)), ...(node.k === undefined ? {} : { key: node.k }) };
  // biome-ignore lint/suspicious/noExplicitAny: each component's properties are checked by the article schema
  return createElement((component ?? node.t) as any, props, ...children);
}

/** The body's nodes as elements, in a fragment as the JSX bodies were. */
export function articleBody(nodes: readonly BodyNode[], components: ArticleComponents): ReactNode {
  return createElement(Fragment, null, ...nodes.map((node) => render(node, components)));
}

/** Tags and components drawn as a block of their own: a line at least, with margins or padding. */
const blocks = new Set([
  "p",
  "h2",
  "h3",
  "li",
  "tr",
  "caption",
  "dt",
  "dd",
  "TipBenefits",
  "LeadPyramid",
  "TableScroll",
]);
/** Components drawn as a box (padding, an icon beside the text): their text runs in a narrower column. */
const boxes = new Set(["KeyFigure", "MarkedItem", "TipCard", "QuoteCard"]);
/** Components that draw lists of the site's facts rather than their nodes: their height at 320 px, rounded up. */
const fixed: Record<string, number> = { StorageLocations: 640, OverseasCountries: 400 };
/** Properties that are not shown as text. */
const notText = new Set(["id", "href", "to", "icon", "kind", "className", "scope", "data-testid", "n", "rating"]);

/** Adds the height of `value` drawn at 320 px: `perChar` px a character of text, and each block's margins. */
function measure(value: unknown, perChar: number): number {
  if (typeof value === "string" || typeof value === "number") return String(value).length * perChar;
  if (Array.isArray(value)) return value.reduce((sum: number, v) => sum + measure(v, perChar), 0);
  if (!value || typeof value !== "object") return 0;
  const node = value as { t?: unknown; p?: Record<string, unknown>; c?: unknown };
  // An entry of a property's list (a pyramid's tier) is a block of its own.
  const shown = node.t === undefined ? node : (node.p ?? {});
  const tag = typeof node.t === "string" ? node.t : "";
  const inner = boxes.has(tag) ? 2 * perChar : perChar;
  let px = (fixed[tag] ?? 0) + (boxes.has(tag) ? 120 : blocks.has(tag) || node.t === undefined ? 60 : 0);
  for (const [name, v] of Object.entries(shown)) if (!notText.has(name)) px += measure(v, inner);
  return px + measure(node.c, inner);
}

/**
 * A height (px) the nodes do not exceed when drawn at 320 px wide, the narrowest screen the site is
 * laid out for (decision 094): a pixel a character of running text (a line holds 34 or more at 16 px
 * on 28 px lines), two in a box's narrower column, and each block's margins and padding. A part drawn
 * only near the viewport stands in at this height, so its text stays inside its box while skipped.
 */
function heightBound(nodes: readonly BodyNode[]): number {
  return Math.ceil(measure(nodes, 1));
}

/** A part's height while it is skipped (decision 094): the first step at or above its bound, `extra`
 *  px added for what is not in its nodes. */
export const standIn = (nodes: readonly BodyNode[], extra = 0) => {
  return { "data-stand-in": standInStep(heightBound(nodes) + extra) };
};
