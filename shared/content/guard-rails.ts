// The guard rails before publishing (issue 42 item 8, decision 069), declared once: the desk's
// editor shows them as the entry is edited, and publishEntry refuses an entry with an error. An
// entry is walked along its schema, so a rule follows a kind of field wherever a content type uses
// it (fields.ts): a link to a page, an external address, an image, a title or description for search,
// an article body. Errors block publishing; warnings are shown and do not.
import type { z } from "zod";
import type { BodyNode } from "#shared/content/schemas/article.ts";
import { canonicalPathOf, getPage, type PageOverlay, withPageOverlay } from "#shared/site/pages.ts";
import { fullTitle, searchLengths } from "#shared/site/seo.ts";
import { type ContentTypeName, contentTypes } from "./content-types.ts";
import { type FactsData, resolveText } from "./placeholders.ts";
import { defOf, unwrap } from "./schema-def.ts";

/** Messages by dotted field path ("hero.cta.to"), as the check on save gives them. */
export type RailMessages = Record<string, string>;

export interface GuardRailReport {
  errors: RailMessages;
  warnings: RailMessages;
}

export interface GuardRailContext {
  /**
   * Pages whose entry has never been published (nothing to link to yet): registry pages, and the
   * addresses of articles written in the desk and not yet published.
   */
  unpublished: ReadonlySet<string>;
  /** The addresses of articles taken down (decision 071): they redirect to the hub. */
  takenDown?: ReadonlySet<string>;
  /** The live page set beyond the registry (decision 071): articles published in the desk, pages taken down or moved. */
  pages?: PageOverlay;
  /** The published facts: a title or description is measured with its placeholders resolved. */
  facts?: FactsData;
}

/**
 * A call to action the specification places on a page: layout, not content. Its field is required
 * by the schema (it cannot be removed); its label can be changed but not emptied, and where it
 * leads is fixed.
 */
export interface LayoutCta {
  /** The call to action's field ("experience.primary"). */
  path: string;
  /** Where it must lead (a page, or an anchor on the same page). */
  to: string;
}

/** The calls to action the specification (site-specification.md) places on a page, by content type. */
export const layoutCtas: Partial<Record<ContentTypeName, readonly LayoutCta[]>> = {
  // Home: the hero's and the About/team section's "Get Started Today", the closing call to action
  // of 'What Our Clients Say', and the Experience section's 'Get Started Today' and 'Learn More'.
  home: [
    { path: "hero.cta", to: "/contact" },
    { path: "aboutTeam.cta", to: "/contact" },
    { path: "clientQuotesCta.cta", to: "/contact" },
    { path: "experience.primary", to: "/contact" },
    { path: "experience.secondary", to: "/our-solutions" },
  ],
  // Contact: the hero's button to the contact form.
  contact: [{ path: "hero.cta", to: "#contact-form" }],
  // Service pages: the hero's and the closing calls to action the specification lists.
  mortgageLeads: [{ path: "hero.cta", to: "/contact" }],
  leadGeneration: [{ path: "hero.cta", to: "#enquiry" }],
  fundraisingLeads: [{ path: "cta.primary", to: "/contact" }],
  energyLeads: [{ path: "cta.primary", to: "/contact" }],
  consumerLists: [{ path: "closingCta.primary", to: "/contact" }],
  customerAnalytics: [
    { path: "hero.cta", to: "/contact" },
    { path: "closingCta.primary", to: "/contact" },
  ],
  crmMigration: [
    { path: "closingCta.primary", to: "/contact" },
    { path: "closingCta.secondary", to: "/our-lead-generation-company" },
  ],
  // Solutions overview: the consultation button; insights hub: the core service card's button to /contact.
  solutions: [{ path: "consultation.button", to: "/contact" }],
  insightsHub: [{ path: "sections.core.quote", to: "/contact" }],
  // Not-found: the Return to Home link.
  notFound: [{ path: "notFound.home", to: "/" }],
};

const blank = (v: unknown) => typeof v !== "string" || v.trim() === "";
const at = (path: string, key: string | number) => (path ? `${path}.${key}` : String(key));
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

function internalLink(value: unknown, path: string, ctx: GuardRailContext, out: GuardRailReport) {
  if (typeof value !== "string") return;
  if (/^#[A-Za-z][A-Za-z0-9_-]*$/.test(value)) return; // a place on the same page
  const base = value.split(/[#?]/, 1)[0]!;
  if (ctx.takenDown?.has(base)) {
    out.errors[path] ??= `${base} was taken down: publish it again first, or link to another page`;
    return;
  }
  if (ctx.unpublished.has(base) && !getPage(base)) {
    out.errors[path] ??= `${base} is not published yet: publish it first, or link to another page`;
    return;
  }
  const page = getPage(base);
  if (!page) out.errors[path] ??= `${value || "(empty)"} is not a page of this site: choose one from the list`;
  else if (ctx.unpublished.has(base) || ctx.unpublished.has(canonicalPathOf(page)))
    out.errors[path] ??= `${base} is not published yet: publish it first, or link to another page`;
}

function externalLink(value: unknown, path: string, out: GuardRailReport) {
  if (typeof value !== "string") return;
  if (/^(https:\/\/[^\s/]+|mailto:|tel:|\{fact:[A-Za-z0-9.]+\}$)/.test(value)) return;
  out.errors[path] ??= /^http:/i.test(value)
    ? "Use the https:// address: the site links to secure addresses only"
    : "Use an https:// address (or mailto: or tel:)";
}

function lengthWarning(
  value: unknown,
  path: string,
  kind: "title" | "description",
  ctx: GuardRailContext,
  out: GuardRailReport,
) {
  if (typeof value !== "string" || value.trim() === "") return;
  let words = value;
  try {
    if (ctx.facts) words = resolveText(value, ctx.facts);
  } catch {
    // A placeholder that names no fact: the check on save says so.
  }
  const shown = kind === "title" ? fullTitle(words) : words;
  const { min, max } = searchLengths[kind];
  const n = [...shown].length;
  const what = kind === "title" ? `The title in search results (“${shown}”)` : "The description";
  if (n < min) out.warnings[path] ??= `${what} has ${n} characters; about ${min}-${max} shows best in search results`;
  else if (n > max) out.warnings[path] ??= `${what} has ${n} characters; search results cut it after about ${max}`;
}

/** An article body: links inside it, and no main heading (the headline is the page's h1). */
function body(nodes: unknown, path: string, ctx: GuardRailContext, out: GuardRailReport) {
  if (!Array.isArray(nodes)) return;
  nodes.forEach((node: BodyNode | unknown, i) => {
    const here = at(path, i);
    if (!isObject(node)) return;
    const props = isObject(node.p) ? node.p : {};
    if (node.t === "h1")
      out.errors[here] ??= "The headline is the page's main heading: make this a heading (h2) or a sub-heading";
    if (node.t === "PageLink" || node.t === "BackLink") internalLink(props.to, at(at(here, "p"), "to"), ctx, out);
    if (node.t === "ExternalLink") externalLink(props.href, at(at(here, "p"), "href"), out);
    body(node.c, at(here, "c"), ctx, out);
  });
}

function walk(schema: z.ZodType, value: unknown, path: string, ctx: GuardRailContext, out: GuardRailReport) {
  if (value === undefined || value === null) return;
  const { schema: inner, meta } = unwrap(schema);
  switch (meta.editor) {
    case "rich":
      return body(value, path, ctx, out);
    case "page":
      return internalLink(value, path, ctx, out);
    case "external":
      return externalLink(value, path, out);
    case "search-title":
      return lengthWarning(value, path, "title", ctx, out);
    case "search-description":
      return lengthWarning(value, path, "description", ctx, out);
    case "image":
      if (isObject(value) && blank(value.alt))
        out.errors[at(path, "alt")] ??= "Describe the image for people who cannot see it (alt text)";
      break;
  }
  const def = defOf(inner);
  if (def.type === "object" && def.shape && isObject(value))
    for (const [key, field] of Object.entries(def.shape)) walk(field, value[key], at(path, key), ctx, out);
  else if (def.type === "array" && def.element && Array.isArray(value))
    for (const [i, item] of value.entries()) walk(def.element, item, at(path, i), ctx, out);
  else if (def.type === "record" && def.valueType && isObject(value))
    for (const [key, item] of Object.entries(value)) walk(def.valueType, item, at(path, key), ctx, out);
  else if (def.type === "union" && def.options) {
    // The option the value is: the first it fits, else (a draft being edited) the first of its kind.
    const option =
      def.options.find((o) => o.safeParse(value).success) ??
      def.options.find((o) => {
        const t = defOf(unwrap(o).schema).type;
        return Array.isArray(value) ? t === "array" : isObject(value) ? t === "object" : false;
      });
    if (option) walk(option, value, path, ctx, out);
  }
}

function valueAt(data: unknown, path: string): unknown {
  let current = data;
  for (const key of path.split(".")) current = isObject(current) ? current[key] : undefined;
  return current;
}

/** The guard rails for data of a schema (and the layout's calls to action, if it has any). */
export function guardRailsOf(
  schema: z.ZodType,
  data: unknown,
  ctx: GuardRailContext,
  ctas: readonly LayoutCta[] = [],
): GuardRailReport {
  const out: GuardRailReport = { errors: {}, warnings: {} };
  for (const cta of ctas) {
    const value = valueAt(data, cta.path);
    if (!isObject(value)) {
      out.errors[cta.path] = "This call to action is part of the page's layout: it cannot be removed";
      continue;
    }
    if (blank(value.label))
      out.errors[at(cta.path, "label")] = "This button is part of the page's layout: give it words";
    const target = "anchor" in value ? "anchor" : "to";
    if (value[target] !== cta.to)
      out.errors[at(cta.path, target)] = `This button is part of the page's layout: it leads to ${cta.to}`;
  }
  // Links resolve against the live page set, not the shipped registry alone.
  withPageOverlay(ctx.pages, () => walk(schema, data, "", ctx, out));
  return out;
}

/** The guard rails for an entry of a content type. */
export function guardRails(type: ContentTypeName, data: unknown, ctx: GuardRailContext): GuardRailReport {
  return guardRailsOf(contentTypes[type].schema(), data, ctx, layoutCtas[type]);
}
