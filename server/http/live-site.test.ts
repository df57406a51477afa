// The in-memory site's swap (decision 066): a set of pages and files replaced at once, the not-found
// page among them, and a path that is not a page refused without changing anything.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type LiveSite, loadStaticSite, staticFile } from "./static-site.server.ts";

const page = (words: string) =>
  `<!doctype html><html><body><p>${words}</p><script type="module">import("/assets/${words}.js")</script></body></html>`;

describe("live site", () => {
  let dir: string;
  let site: LiveSite;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "live-site-"));
    for (const [path, words] of [
      ["", "home"],
      ["contact", "contact"],
      ["404", "missing"],
    ] as const) {
      mkdirSync(join(dir, path), { recursive: true });
      writeFileSync(join(dir, path, "index.html"), page(words));
    }
    writeFileSync(join(dir, "sitemap.xml"), "<urlset/>");
    site = await loadStaticSite(dir);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("replaces pages, the not-found page and files together, each with its own CSP", () => {
    const before = site.page("/contact")!;
    site.swap({
      pages: new Map([
        ["/contact", staticFile("index.html", Buffer.from(page("contact-new")))],
        ["/404", staticFile("index.html", Buffer.from(page("missing-new")))],
      ]),
      files: new Map([["/sitemap.xml", staticFile("sitemap.xml", Buffer.from("<urlset>new</urlset>"))]]),
    });
    const after = site.page("/contact")!;
    expect(after.body.toString()).toContain("contact-new");
    expect(after.etag).not.toBe(before.etag);
    expect(after.csp).not.toBe(before.csp);
    expect(after.cacheControl).toBe(before.cacheControl);
    expect(site.notFound.body.toString()).toContain("missing-new");
    expect(site.file("/sitemap.xml")!.body.toString()).toBe("<urlset>new</urlset>");
    expect(site.page("/")!.body.toString()).toContain("home");
    expect([...site.pagePaths].sort()).toEqual(["/", "/contact"]);
  });

  it("refuses a path that is not a page, changing nothing of the set", () => {
    const contact = site.page("/contact");
    expect(() =>
      site.swap({
        pages: new Map([
          ["/contact", staticFile("index.html", Buffer.from(page("never")))],
          ["/no-such-page", staticFile("index.html", Buffer.from(page("never")))],
        ]),
      }),
    ).toThrow("/no-such-page is not a page of this site");
    expect(site.page("/contact")).toBe(contact);
    expect(site.page("/no-such-page")).toBeUndefined();
  });
});
