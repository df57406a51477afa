// An insights article (entries under /lead-generation-insights/ and /mortgage-lead-insights/): its
// frontmatter, its body as data, and the closing call to action or guide promotion under it. The body
// is a tree in the site's limited vocabulary: paragraphs, headings (h2 with an id feeds the contents),
// lists, emphasis, tables, links to registry pages or https/mailto/tel addresses, and the components
// articles use (app/components/article/). Each node names its tag or component (`t`), its allowed
// properties (`p`, each checked), and its children (`c`); nothing else can reach a page: no HTML, no
// attribute outside this table, no script or javascript:/data: address (decision 060).
import { z } from "zod";
import { articleAddressProblem } from "#shared/content/article-pages.ts";
import { externalHref, href, icon, pagePath, searchDescription, searchTitle, text } from "#shared/content/fields.ts";
import { getPage, insightCategoryKeys, type PagePath } from "#shared/site/pages.ts";

const kebab = () => z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "Lower-case words joined by hyphens");

/** The properties each tag or component may carry (none when absent). */
const bodyProps = {
  /** A group of nodes without an element of its own. */
  Fragment: null,
  p: null,
  h2: () => z.strictObject({ id: kebab() }),
  h3: null,
  ul: null,
  ol: null,
  li: null,
  strong: null,
  em: null,
  table: null,
  caption: () => z.strictObject({ className: z.enum(["sr-only"]) }),
  thead: null,
  tbody: null,
  tr: null,
  th: () => z.strictObject({ scope: z.enum(["col", "row"]) }),
  td: null,
  div: () => z.strictObject({ className: z.enum(["overflow-x-auto"]) }),
  /** A plain link: a place on the page, an email address or a phone number (no new tab). */
  a: () =>
    z.strictObject({
      href: z.string().regex(/^(#[a-z][a-z0-9-]*$|mailto:\S|tel:\S)/, "A place on the page (#…), mailto: or tel:"),
    }),
  /** Label and value pairs (contact details); the test id a page's tests find them by. */
  dl: () => z.strictObject({ "data-testid": kebab() }).optional(),
  dt: null,
  dd: null,
  br: null,
  PageLink: () => z.strictObject({ to: href() }),
  BackLink: () => z.strictObject({ to: href() }),
  ExternalLink: () => z.strictObject({ href: externalHref() }),
  KeyFigures: null,
  KeyFigure: () => z.strictObject({ value: text() }),
  LeadPyramid: () =>
    z.strictObject({
      tiers: z
        .array(z.strictObject({ name: text(), summary: text() }))
        .min(1)
        .max(3)
        .readonly(),
      caption: text(),
      topLabel: text().optional(),
      bottomLabel: text().optional(),
    }),
  MarkedList: () => z.strictObject({ kind: z.enum(["check", "flag", "number"]), testId: kebab().optional() }),
  MarkedItem: () =>
    z.strictObject({ kind: z.enum(["check", "flag", "number"]), n: z.number().int().optional(), title: text() }),
  QuoteCard: () =>
    z.strictObject({ quote: text(), author: text(), organisation: text(), rating: z.number().int().min(1).max(5) }),
  TableScroll: () => z.strictObject({ label: text() }),
  TipCards: null,
  TipCard: () => z.strictObject({ n: z.number().int(), icon: icon(), title: text() }),
  TipBenefits: null,
  /** The countries of the facts' overseas recipients, as a list (the privacy policies). */
  OverseasCountries: null,
  /** The facts' data storage locations, as a list (the UK privacy notice). */
  StorageLocations: null,
} as const;

export type BodyTag = keyof typeof bodyProps;

/** What the desk's editor calls each node (decision 064). */
export const bodyLabels: Record<BodyTag | "[]", string> = {
  "[]": "Group",
  Fragment: "Group",
  p: "Paragraph",
  h2: "Heading",
  h3: "Sub-heading",
  ul: "Bulleted list",
  ol: "Numbered list",
  li: "List item",
  strong: "Bold",
  em: "Emphasis",
  table: "Table",
  caption: "Table caption",
  thead: "Table head",
  tbody: "Table body",
  tr: "Table row",
  th: "Header cell",
  td: "Cell",
  div: "Scrolling box",
  a: "Link on this page, to an email address or a phone number",
  dl: "Details",
  dt: "Label",
  dd: "Value",
  br: "Line break",
  PageLink: "Link to a page",
  BackLink: "Back link",
  ExternalLink: "Link to another site",
  KeyFigures: "Key figures",
  KeyFigure: "Key figure",
  LeadPyramid: "Lead pyramid",
  MarkedList: "Marked list",
  MarkedItem: "Marked item",
  QuoteCard: "Quote card",
  TableScroll: "Scrolling table",
  TipCards: "Tip cards",
  TipCard: "Tip card",
  TipBenefits: "Tip benefits",
  OverseasCountries: "Overseas recipients' countries (from the facts)",
  StorageLocations: "Data storage locations (from the facts)",
};
export const bodyTags = Object.keys(bodyProps) as BodyTag[];

/** One node of a body: text, a group of nodes (a list made from data), or a tag with its properties and children. */
export type BodyNode =
  | string
  | number
  | { t: "[]"; c: readonly BodyNode[] }
  | { t: BodyTag; p?: Readonly<Record<string, unknown>>; k?: string; c?: readonly BodyNode[] };

export const bodyNodes = (): z.ZodType<readonly BodyNode[]> => {
  const node: z.ZodType<BodyNode> = z.lazy(() =>
    z.union([
      z.string().meta({ label: "Words" }),
      z.number().meta({ label: "Number" }),
      z.strictObject({ t: z.literal("[]"), c: z.array(node).readonly() }).meta({ label: bodyLabels["[]"] }),
      ...Object.entries(bodyProps).map(([tag, props]) =>
        z
          .strictObject({
            t: z.literal(tag as BodyTag),
            ...(props ? { p: props() } : {}),
            k: z.string().optional(),
            c: z.array(node).readonly().optional(),
          })
          .meta({ label: bodyLabels[tag as BodyTag] }),
      ),
    ]),
  ) as z.ZodType<BodyNode>;
  // The desk edits a body as rich text (decision 065).
  return z.array(node).readonly().meta({ editor: "rich" });
};

const isoDate = () => z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Use YYYY-MM-DD");

export const articleFrontmatterSchema = () =>
  z.strictObject({
    /** The article's address: a page of the registry, or a new article's own (decision 071). */
    path: z.custom<PagePath>(
      (v) => typeof v === "string" && (Boolean(getPage(v)) || articleAddressProblem(v) === undefined),
      "An address under /lead-generation-insights/ or /mortgage-lead-insights/: lower-case letters, digits and hyphens",
    ),
    /** The page's h1. */
    headline: z.string().min(10),
    /** Short lead paragraph under the headline. */
    summary: z.string().min(40),
    author: z.string().min(2),
    authorRole: z.string().min(2),
    published: isoDate(),
    updated: isoDate(),
    /** Related articles and pages shown at the end (at least two). */
    related: z.array(pagePath()).min(2),
    /** Show a table of contents built from the body's h2 headings. */
    toc: z.boolean().optional(),
  });

const closingLink = () => z.strictObject({ to: href(), label: text() });

export const articleSchema = () =>
  z.strictObject({
    frontmatter: articleFrontmatterSchema(),
    body: bodyNodes(),
    /** The call to action under the article. */
    closing: z
      .strictObject({
        id: kebab().optional(),
        title: text(),
        text: text(),
        primary: closingLink(),
        secondary: closingLink().optional(),
        /** Show the phone buttons beside the primary action. */
        phones: z.boolean().optional(),
      })
      .optional(),
    /**
     * The article's title and description for search, and (an article added in the desk, decision
     * 071) the insights hub's group that lists it. Absent, a shipped article takes its words from
     * the registry (decision 077); a shipped one stays among the hub's shipped cards, without a group.
     */
    listing: z
      .strictObject({
        title: searchTitle(),
        description: searchDescription(),
        category: z.enum(insightCategoryKeys, { error: "Choose a group of the insights hub" }).optional(),
      })
      .meta({ label: "Title and description for search" })
      .optional(),
    /** The promotion of a guide under the article. */
    guidePromo: z.strictObject({ eyebrow: text(), title: text(), text: text(), cta: text() }).optional(),
  });

export type ArticleData = z.infer<ReturnType<typeof articleSchema>>;
export type ArticleFrontmatterData = z.infer<ReturnType<typeof articleFrontmatterSchema>>;
