import { isValidElement, type ReactNode } from "react";

/** Plain text of a JSX tree of elements (for word counts and headings). */
export function textOf(node: ReactNode): string {
  if (node == null || typeof node === "boolean") return "";
  if (typeof node === "string" || typeof node === "number") return String(node);
  if (Array.isArray(node)) return node.map(textOf).join(" ");
  if (isValidElement<{ children?: ReactNode }>(node)) return textOf(node.props.children);
  return "";
}

export function wordCount(node: ReactNode): number {
  return textOf(node).split(/\s+/).filter(Boolean).length;
}

/** Minutes at 220 words a minute, at least one. */
export function readingMinutes(node: ReactNode): number {
  return Math.max(1, Math.round(wordCount(node) / 220));
}

/** The h2 elements with an id, in order, anywhere in the tree. */
export function headingsOf(node: ReactNode): { id: string; text: string }[] {
  const out: { id: string; text: string }[] = [];
  const visit = (n: ReactNode): void => {
    if (Array.isArray(n)) {
      n.forEach(visit);
      return;
    }
    if (!isValidElement<{ children?: ReactNode; id?: string }>(n)) return;
    if (n.type === "h2" && n.props.id) out.push({ id: n.props.id, text: textOf(n.props.children) });
    else visit(n.props.children);
  };
  visit(node);
  return out;
}
