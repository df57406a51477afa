// Renders an article body held as data (shared/content/schemas/article.ts) into the same elements the
// article components made from JSX: the same tags, properties and children, so the prerendered page,
// its word count and its contents list are unchanged. Only the vocabulary's tags, components and
// properties are rendered: a node from storage that is anything else renders nothing (decision 060).
import { createElement, Fragment, type ReactNode } from "react";
import type { BodyNode } from "#shared/content/schemas/article.ts";
import { safeHref } from "#shared/site/safe-href.ts";
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
