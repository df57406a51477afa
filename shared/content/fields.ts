// The field vocabulary content schemas are built from (decision 060): text, rich text (the site's
// limited vocabulary as data, shared/site/rich-text.ts), links to registry pages, icons and calls to
// action. One zod schema per content type is composed from these, so the check on save, the page's
// types and (issue 42 item 2) the desk's editor all come from the same declaration. Server, desk,
// prerender and tests only: the browser bundle never loads zod for content.
import { z } from "zod";
import { getPage, type PagePath } from "#shared/site/pages.ts";
import type { Block, Href, Inline, RichText } from "#shared/site/rich-text.ts";
import { iconNames } from "./icons.ts";

/** Plain text on one line; may quote facts with placeholders. */
export const text = () => z.string().min(1, "Write something here");

/** Longer plain text (paragraphs separated by blank lines where the component splits them). */
export const longText = () => z.string().min(1, "Write something here");

/** A page of the registry. */
export const pagePath = () =>
  z.custom<PagePath>((v) => typeof v === "string" && Boolean(getPage(v)), "Not a page of this site");

/** A page of the registry, optionally with a fragment or a query. */
export const href = () =>
  z.custom<Href>((v) => {
    if (typeof v !== "string") return false;
    const base = v.split(/[#?]/, 1)[0]!;
    return Boolean(getPage(base));
  }, "Not a page of this site");

/** An address outside the site's pages: https (or a fact placeholder that holds one), mailto: or tel:. */
export const externalHref = () =>
  z
    .string()
    .regex(/^(https:\/\/|mailto:|tel:|\{fact:[A-Za-z0-9.]+\}$)/, "Use an https:, mailto: or tel: address")
    .refine((v) => !/^\s*(javascript|data):/i.test(v), "Not an allowed address");

/** A place on the same page ("#enquiry"). */
export const anchor = () =>
  z.custom<`#${string}`>((v) => typeof v === "string" && /^#[a-z][a-z0-9-]*$/.test(v), "An anchor such as #enquiry");

export const icon = () => z.enum(iconNames, { error: "Choose one of the site's icons" });

/** A call to action: a label and a page of this site. */
export const cta = () => z.object({ label: text(), to: href() });

const inlineSchema = (): z.ZodType<Inline> =>
  z.union([
    z.string(),
    z.strictObject({ to: href(), label: text() }),
    z.strictObject({ href: externalHref(), label: text(), newTab: z.boolean().optional() }),
    z.strictObject({ strong: text() }),
  ]) as z.ZodType<Inline>;

/** Running text: a string, or strings, links and emphasis in reading order (shared/site/rich-text.ts). */
export const richText = (): z.ZodType<RichText> =>
  z.union([z.string().min(1, "Write something here"), z.array(inlineSchema()).min(1).readonly()]);

/** Paragraphs and sub-headings. */
export const blocks = (): z.ZodType<readonly Block[]> =>
  z.array(z.union([z.strictObject({ p: richText() }), z.strictObject({ h3: text() })])).readonly();

/** A list of texts (points, bullets). */
export const texts = () => z.array(text()).readonly();
