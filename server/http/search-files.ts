// sitemap.xml and robots.txt, generated from the page registry (and the articles published in the
// desk, when a render's page overlay is set: decision 071).
import { SHIPPED_CONTENT_DATE } from "#shared/content/content-types.ts";
import { siteUrl } from "#shared/site/facts.ts";
import { sitemapPages } from "#shared/site/pages.ts";

/**
 * Each page's `lastmod` is the date its content was last published (`lastmod`, by page path); a page
 * not named there carries the date of the shipped content, so the build's sitemap stays stable.
 */
export function sitemapXml(lastmod: ReadonlyMap<string, string> = new Map()): string {
  const urls = sitemapPages()
    .map(
      (p) =>
        `  <url><loc>${new URL(p.path, siteUrl).toString()}</loc><lastmod>${lastmod.get(p.path) ?? SHIPPED_CONTENT_DATE}</lastmod></url>`,
    )
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function robotsTxt(): string {
  return `User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /desk\nDisallow: /preview/\nDisallow: /thank-you\n\nSitemap: ${new URL("/sitemap.xml", siteUrl).toString()}\n`;
}
