// An article body (shared/content/schemas/article.ts) to and from the rich-text editor's document
// (ProseMirror JSON, as Tiptap holds it), decision 065. The editor edits the site's rich-text
// vocabulary: paragraphs, h2 (its id kept) and h3, bulleted and numbered lists, bold, emphasis, and
// links to a page, to another site, back, or to a place on the page, an email address or a phone
// number (a plain link, decision 086). A top-level block is editable only when it comes back
// from the editor exactly as it went in (adjacent words merged, which renders the same page);
// anything else (the article components, tables, a list with a group inside) stays as a block the
// editor shows and keeps intact.
import type { BodyNode } from "./schemas/article.ts";

export interface DocNode {
  type: string;
  attrs?: Record<string, unknown>;
  content?: DocNode[];
  marks?: { type: string; attrs?: Record<string, unknown> }[];
  text?: string;
}

/** A node as read here (a group `[]` as an element without properties or key); BodyNode at the edges. */
type Element = { t: string; p?: Readonly<Record<string, unknown>>; k?: string; c?: readonly Loose[] };
type Loose = string | number | Element;
type Mark = NonNullable<DocNode["marks"]>[number];

const isElement = (n: Loose): n is Element => typeof n === "object";
const linkKinds = { PageLink: "page", ExternalLink: "external", BackLink: "back", a: "plain" } as const;
const linkTags = { page: "PageLink", external: "ExternalLink", back: "BackLink", plain: "a" } as const;

// ── body → document ──────────────────────────────────────────────────────────

function inlineToDoc(nodes: readonly Loose[], marks: Mark[] = []): DocNode[] | undefined {
  const out: DocNode[] = [];
  for (const node of nodes) {
    if (typeof node === "string" || typeof node === "number") {
      if (String(node) !== "") out.push({ type: "text", text: String(node), ...(marks.length ? { marks } : {}) });
      continue;
    }
    if (node.k !== undefined) return undefined;
    let mark: Mark | undefined;
    if (node.t === "strong") mark = { type: "bold" };
    else if (node.t === "em") mark = { type: "italic" };
    else if (node.t in linkKinds) {
      const p = (node as { p?: { to?: string; href?: string } }).p;
      mark = {
        type: "link",
        attrs: { href: p?.to ?? p?.href ?? "", kind: linkKinds[node.t as keyof typeof linkKinds] },
      };
    } else return undefined;
    const inner = inlineToDoc(node.c ?? [], [...marks, mark]);
    if (!inner) return undefined;
    out.push(...inner);
  }
  return out;
}

function listItemToDoc(node: Loose): DocNode | undefined {
  if (!isElement(node) || node.t !== "li" || node.p !== undefined) return undefined;
  const children = node.c ?? [];
  const lead = children.filter((c) => !(isElement(c) && (c.t === "ul" || c.t === "ol")));
  const lists = children.filter((c) => isElement(c) && (c.t === "ul" || c.t === "ol"));
  // Nested lists only after the item's words.
  if (children.findIndex((c) => isElement(c) && (c.t === "ul" || c.t === "ol")) < lead.length && lists.length)
    return undefined;
  const inline = inlineToDoc(lead);
  if (!inline) return undefined;
  const nested = lists.map(blockToDoc);
  if (nested.some((n) => n === undefined)) return undefined;
  return {
    type: "listItem",
    ...(node.k === undefined ? {} : { attrs: { key: node.k } }),
    content: [{ type: "paragraph", content: inline }, ...(nested as DocNode[])],
  };
}

function blockToDoc(node: Loose): DocNode | undefined {
  if (!isElement(node) || (node.k !== undefined && node.t !== "li")) return undefined;
  const inline = () => inlineToDoc(node.c ?? []);
  switch (node.t) {
    case "p": {
      const c = inline();
      return c && { type: "paragraph", content: c };
    }
    case "h2":
    case "h3": {
      const c = inline();
      const id = (node as { p?: { id?: string } }).p?.id;
      return c && { type: "heading", attrs: { level: node.t === "h2" ? 2 : 3, anchor: id ?? null }, content: c };
    }
    case "ul":
    case "ol": {
      if (node.p !== undefined) return undefined;
      const items = (node.c ?? []).map(listItemToDoc);
      if (items.length === 0 || items.some((i) => i === undefined)) return undefined;
      return { type: node.t === "ul" ? "bulletList" : "orderedList", content: items as DocNode[] };
    }
    default:
      return undefined;
  }
}

/** A block the editor keeps as it is. */
const kept = (node: Loose): DocNode => ({ type: "keptBlock", attrs: { node } });

export function bodyToDoc(input: readonly BodyNode[]): DocNode {
  const body = input as readonly Loose[];
  const content = body.map((node) => {
    const doc = blockToDoc(node);
    // Editable only when it comes back exactly (words merged).
    if (doc && sameBody([node], docToBody({ type: "doc", content: [doc] }))) return doc;
    return kept(node);
  });
  return { type: "doc", content: content.length ? content : [{ type: "paragraph" }] };
}

// ── document → body ──────────────────────────────────────────────────────────

/** Adjacent words joined, adjacent elements of one kind and properties joined (what renders the same). */
export function mergeRuns(nodes: readonly Loose[]): Loose[] {
  const out: Loose[] = [];
  for (const node of nodes) {
    const last = out.at(-1);
    if (
      (typeof node === "string" || typeof node === "number") &&
      (typeof last === "string" || typeof last === "number")
    ) {
      out[out.length - 1] = `${last}${node}`;
    } else if (
      isElement(node) &&
      last !== undefined &&
      isElement(last) &&
      ["strong", "em", "PageLink", "ExternalLink", "BackLink", "a"].includes(node.t) &&
      last.t === node.t &&
      last.k === undefined &&
      node.k === undefined &&
      JSON.stringify(last.p) === JSON.stringify(node.p)
    ) {
      out[out.length - 1] = { ...last, c: mergeRuns([...(last.c ?? []), ...(node.c ?? [])]) } as Element;
    } else out.push(isElement(node) && node.c ? ({ ...node, c: mergeRuns(node.c) } as Element) : node);
  }
  return out.map((n) => (typeof n === "number" ? String(n) : n));
}

export function sameBody(
  a: readonly BodyNode[] | readonly Loose[],
  b: readonly BodyNode[] | readonly Loose[],
): boolean {
  return JSON.stringify(mergeRuns(a as readonly Loose[])) === JSON.stringify(mergeRuns(b as readonly Loose[]));
}

function textToBody(node: DocNode): Loose {
  let out: Loose = node.text ?? "";
  // Emphasis innermost, links outermost: <PageLink><strong>words</strong></PageLink>.
  const marks = [...(node.marks ?? [])].sort((x, y) => rank(x.type) - rank(y.type));
  for (const mark of marks) {
    if (mark.type === "bold") out = { t: "strong", c: [out] };
    else if (mark.type === "italic") out = { t: "em", c: [out] };
    else if (mark.type === "link") {
      const kind =
        (mark.attrs?.kind as keyof typeof linkTags | undefined) ?? linkKindOf(String(mark.attrs?.href ?? ""));
      const href = String(mark.attrs?.href ?? "");
      out =
        kind === "external" || kind === "plain"
          ? { t: linkTags[kind], p: { href }, c: [out] }
          : { t: linkTags[kind], p: { to: href }, c: [out] };
    }
  }
  return out;
}

const rank = (type: string) => (type === "italic" ? 0 : type === "bold" ? 1 : 2);

/**
 * A link typed in the editor: a page of the site starts with "/"; a place on the page, an email
 * address or a phone number is a plain link (no new tab); anything else is another site.
 */
export const linkKindOf = (href: string): "page" | "plain" | "external" =>
  href.startsWith("/") ? "page" : /^(#|mailto:|tel:)/.test(href) ? "plain" : "external";

const inlineToBody = (content: readonly DocNode[] = []) => mergeRuns(content.map(textToBody));

/** An h2's id from its words, for a heading made in the editor (the contents list links to it). */
export const anchorOf = (words: string) =>
  words
    .toLowerCase()
    .replace(/\{fact:[^}]*\}/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "") || "section";

function wordsOf(node: DocNode): string {
  return node.text ?? (node.content ?? []).map(wordsOf).join("");
}

function docBlockToBody(node: DocNode): Loose[] {
  switch (node.type) {
    case "paragraph":
      return (node.content ?? []).length ? [{ t: "p", c: inlineToBody(node.content) }] : [];
    case "heading": {
      const c = inlineToBody(node.content);
      if (node.attrs?.level === 3) return [{ t: "h3", c }];
      const id =
        typeof node.attrs?.anchor === "string" && node.attrs.anchor ? node.attrs.anchor : anchorOf(wordsOf(node));
      return [{ t: "h2", p: { id }, c }];
    }
    case "bulletList":
    case "orderedList":
      return [
        {
          t: node.type === "bulletList" ? "ul" : "ol",
          c: (node.content ?? []).map((item) => {
            const [first, ...rest] = item.content ?? [];
            const c = [
              ...(first?.type === "paragraph" ? inlineToBody(first.content) : first ? docBlockToBody(first) : []),
              ...rest.flatMap(docBlockToBody),
            ];
            const key = item.attrs?.key;
            return { t: "li", ...(typeof key === "string" ? { k: key } : {}), c } as Loose;
          }),
        },
      ];
    case "keptBlock":
      return [node.attrs?.node as Loose];
    default:
      return [];
  }
}

export function docToBody(doc: DocNode): BodyNode[] {
  return (doc.content ?? []).flatMap(docBlockToBody) as BodyNode[];
}
