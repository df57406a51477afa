// Running text with links and emphasis, as data: content modules and shared texts (privacy
// statements) describe what to say, the UI's RichText component decides how it looks.
import type { PagePath } from "./pages.ts";

/** An internal link target: a registry page, optionally with a fragment or a query. */
export type Href = PagePath | `${PagePath}#${string}` | `${PagePath}?${string}`;

export type Inline =
  | string
  | { to: Href; label: string }
  /** mailto:, tel: or another site; `newTab` for other sites. */
  | { href: string; label: string; newTab?: boolean }
  | { strong: string };

/** A run of text: a plain string, or strings, links and emphasis in reading order. */
export type RichText = string | readonly Inline[];

/** A block of a longer text: a paragraph, or a sub-heading. */
export type Block = { p: RichText } | { h3: string };

/** The plain words of rich text (for hashing and search), links by their label. */
export function plainText(text: RichText): string {
  if (typeof text === "string") return text;
  return text.map((part) => (typeof part === "string" ? part : "strong" in part ? part.strong : part.label)).join("");
}
