// Page metadata built from the registry and the facts of the render under way (siteFacts).
import { siteFacts } from "#shared/content/site-facts.ts";
import { siteUrl } from "./facts.ts";
import { canonicalPathOf, type PagePath, page } from "./pages.ts";

export type MetaDescriptor = Record<string, unknown>;

/**
 * The lengths search engines show in full: a title of about 30-60 characters, a description of about
 * 70-160. The desk warns outside them (#shared/content/guard-rails.ts); it does not refuse.
 */
export const searchLengths = {
  title: { min: 30, max: 60 },
  description: { min: 70, max: 160 },
} as const;

export const defaultOgImage = "/og-image.jpg";

export function absoluteUrl(path: string): string {
  return new URL(path, siteUrl).toString();
}

export function fullTitle(title: string): string {
  const { brand } = siteFacts();
  return title.includes(brand.name) ? title : `${title} | ${brand.name}`;
}

export interface MetaOptions {
  /** Override the registry's title (e.g. per-mode pages). */
  title?: string;
  description?: string;
  image?: string;
  /** Extra JSON-LD objects for this page. */
  jsonLd?: readonly object[];
  publishedTime?: string;
  modifiedTime?: string;
}

/** All head tags of a registry page: title, description, canonical, robots, OG, Twitter, JSON-LD. */
export function pageMeta(path: PagePath, options: MetaOptions = {}): MetaDescriptor[] {
  const entry = page(path);
  const title = fullTitle(options.title ?? entry.title);
  const description = options.description ?? entry.description;
  const canonical = absoluteUrl(canonicalPathOf(entry));
  const image = absoluteUrl(options.image ?? defaultOgImage);
  const type = entry.ogType ?? "website";
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: canonical },
    { name: "robots", content: entry.noindex ? "noindex,nofollow" : "index,follow" },
    { property: "og:site_name", content: siteFacts().brand.name },
    { property: "og:locale", content: "en_AU" },
    { property: "og:type", content: type },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: canonical },
    { property: "og:image", content: image },
    { property: "og:image:width", content: "1200" },
    { property: "og:image:height", content: "630" },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: image },
  ];
  if (entry.keywords?.length) tags.push({ name: "keywords", content: entry.keywords.join(", ") });
  if (options.publishedTime) tags.push({ property: "article:published_time", content: options.publishedTime });
  if (options.modifiedTime) tags.push({ property: "article:modified_time", content: options.modifiedTime });
  for (const data of options.jsonLd ?? []) tags.push({ "script:ld+json": data });
  return tags;
}
