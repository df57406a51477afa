// The field vocabulary content schemas are built from (decision 060): text, rich text (the site's
// limited vocabulary as data, shared/site/rich-text.ts), links to registry pages, icons and calls to
// action. One zod schema per content type is composed from these, so the check on save, the page's
// types and (issue 42 item 2) the desk's editor all come from the same declaration. Server, desk,
// prerender and tests only: the browser bundle never loads zod for content.
import { z } from "zod";
import { getPage, type PagePath } from "#shared/site/pages.ts";
import type { Block, Href, Inline, RichText } from "#shared/site/rich-text.ts";
import { iconNames } from "./icons.ts";

/**
 * What no text of an entry may hold (issue 42 item 9): markup, a script, an event handler, or a
 * javascript: or data: address. Entries are rendered as React elements, which escape text, so this
 * is not what keeps a page safe (article-body.tsx renders nothing outside its vocabulary); it tells
 * the editor at once, beside the field, instead of saving words that would show as code. The check
 * on save applies it to every string of every entry (check.ts); the message says what was found.
 */
export function codeRefusal(text: string): string | undefined {
  if (/<\s*script\b/i.test(text)) return "Remove the <script>: content cannot carry code";
  if (/\bjavascript\s*:/i.test(text)) return "Remove the javascript: address: content cannot carry code";
  if (/\bdata:(?:[a-z-]+\/[a-z0-9.+-]+)?[;,]/i.test(text))
    return "Remove the data: address: link to a page of this site or an https address";
  if (/\bon[a-z]+\s*=/i.test(text)) return "Remove the event handler (on…=): content cannot carry code";
  if (/<\/?[a-z][a-z0-9-]*(\s[^<>]*)?\/?>|<!--|<!doctype/i.test(text))
    return "Remove the HTML tags: write plain words (headings, lists and links have their own fields)";
  return undefined;
}

/**
 * How the desk's editor shows a field its schema alone does not tell apart (a registry page and an
 * external address are both strings), and an option's name in a choice: read from zod's metadata
 * (desk/app/routes/content-entry/schema-walk.ts). Set last in a chain: a later method makes a new
 * schema without it.
 */
export type EditorMeta = {
  /** `rich`: an article body, edited as rich text (desk/app/routes/content-entry/rich-body.tsx). */
  editor?: "page" | "external" | "anchor" | "long" | "rich" | "image" | "search-title" | "search-description";
  /** What a person calls this field or choice ("Link to a page"); else derived from its name. */
  label?: string;
};
const editor = (meta: EditorMeta) => meta;

/** Plain text on one line; may quote facts with placeholders. */
export const text = () => z.string().min(1, "Write something here");

/** Longer plain text (paragraphs separated by blank lines where the component splits them). */
export const longText = () =>
  z
    .string()
    .min(1, "Write something here")
    .meta(editor({ editor: "long" }));

/** A page of the registry. */
export const pagePath = () =>
  z
    .custom<PagePath>((v) => typeof v === "string" && Boolean(getPage(v)), "Not a page of this site")
    .meta(editor({ editor: "page" }));

/** A page of the registry, optionally with a fragment or a query. */
export const href = () =>
  z
    .custom<Href>((v) => {
      if (typeof v !== "string") return false;
      const base = v.split(/[#?]/, 1)[0]!;
      return Boolean(getPage(base));
    }, "Not a page of this site")
    .meta(editor({ editor: "page" }));

/** An address outside the site's pages: https (or a fact placeholder that holds one), mailto: or tel:. */
export const externalHref = () =>
  z
    .string()
    .regex(/^(https:\/\/|mailto:|tel:|\{fact:[A-Za-z0-9.]+\}$)/, "Use an https:, mailto: or tel: address")
    .refine((v) => !/^\s*(javascript|data):/i.test(v), "Not an allowed address")
    .meta(editor({ editor: "external" }));

/** A place on the same page ("#enquiry"). */
export const anchor = () =>
  z
    .custom<`#${string}`>((v) => typeof v === "string" && /^#[a-z][a-z0-9-]*$/.test(v), "An anchor such as #enquiry")
    .meta(editor({ editor: "anchor" }));

export const icon = () => z.enum(iconNames, { error: "Choose one of the site's icons" });

/**
 * An image: its address on this site and its alt text. No content type holds one yet; declared here
 * so a future image field carries the guard rail that it has alt text (guard-rails.ts, decision 069).
 * An empty alt is saved (a draft is never lost) but refused on publish.
 */
export const image = () =>
  z
    .strictObject({
      src: z
        .string()
        .regex(/^\/[A-Za-z0-9/_.-]+\.(avif|webp|png|jpe?g|svg)$/, "An image of this site, such as /images/team.webp"),
      alt: z.string(),
    })
    .meta(editor({ editor: "image" }));

/** A page's title for search results (warned about outside the range in #shared/site/seo.ts). */
export const searchTitle = () =>
  z
    .string()
    .min(1, "Write something here")
    .meta(editor({ editor: "search-title" }));

/** A page's description for search results (warned about outside the range in #shared/site/seo.ts). */
export const searchDescription = () =>
  z
    .string()
    .min(1, "Write something here")
    .meta(editor({ editor: "search-description" }));

/**
 * A page's title and description for search (decision 077): optional on every page entry; absent,
 * the page registry's shipped words are used (shared/site/pages.ts stays their one declaration).
 */
export const pageSearch = () =>
  z
    .strictObject({ title: searchTitle(), description: searchDescription() })
    .meta(editor({ label: "Title and description for search" }));

/** A call to action: a label and a page of this site. */
export const cta = () => z.object({ label: text(), to: href() });

const inlineSchema = (): z.ZodType<Inline> =>
  z.union([
    z.string().meta(editor({ label: "Words" })),
    z.strictObject({ to: href(), label: text() }).meta(editor({ label: "Link to a page" })),
    z
      .strictObject({ href: externalHref(), label: text(), newTab: z.boolean().optional() })
      .meta(editor({ label: "Link to another site" })),
    z.strictObject({ strong: text() }).meta(editor({ label: "Bold words" })),
  ]) as z.ZodType<Inline>;

/** Running text: a string, or strings, links and emphasis in reading order (shared/site/rich-text.ts). */
export const richText = (): z.ZodType<RichText> =>
  z.union([
    z
      .string()
      .min(1, "Write something here")
      .meta(editor({ label: "Plain words" })),
    z
      .array(inlineSchema())
      .min(1)
      .readonly()
      .meta(editor({ label: "Words with links or bold" })),
  ]);

/** Paragraphs and sub-headings. */
export const blocks = (): z.ZodType<readonly Block[]> =>
  z
    .array(
      z.union([
        z.strictObject({ p: richText() }).meta(editor({ label: "Paragraph" })),
        z.strictObject({ h3: text() }).meta(editor({ label: "Sub-heading" })),
      ]),
    )
    .readonly();

/** A list of texts (points, bullets). */
export const texts = () => z.array(text()).readonly();
