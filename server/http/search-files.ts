// sitemap.xml and robots.txt, generated from the page registry.
import { siteUrl } from "#shared/site/facts.ts";
import { sitemapPages } from "#shared/site/pages.ts";

export function sitemapXml(): string {
  const urls = sitemapPages()
    .map((p) => `  <url><loc>${new URL(p.path, siteUrl).toString()}</loc></url>`)
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function robotsTxt(): string {
  return `User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /desk\nDisallow: /preview/\nDisallow: /thank-you\n\nSitemap: ${new URL("/sitemap.xml", siteUrl).toString()}\n`;
}
