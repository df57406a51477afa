import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { loadConfig } from "#server/config/config.server.ts";
import { robotsTxt, sitemapXml } from "./search-files.ts";
import { contentSecurityPolicy, inlineScriptHashes } from "./static-site.server.ts";

const sha = (s: string) => `'sha256-${createHash("sha256").update(s).digest("base64")}'`;

describe("CSP hashes", () => {
  it("hashes inline classic and module scripts, skipping external scripts and JSON-LD data", () => {
    const html = [
      "<script>window.a=1</script>",
      '<script type="module" async="">import "/x.js"</script>',
      '<script src="/assets/y.js"></script>',
      '<script type="application/ld+json">{"@type":"Thing"}</script>',
      "<script>window.a=1</script>",
    ].join("");
    expect(inlineScriptHashes(html)).toEqual([sha("window.a=1"), sha('import "/x.js"')]);
  });

  it("never allows unsafe-inline scripts and forbids framing", () => {
    const csp = contentSecurityPolicy([sha("x")]);
    const scriptSrc = csp.split("; ").find((d) => d.startsWith("script-src")) ?? "";
    expect(scriptSrc).toBe(`script-src 'self' ${sha("x")}`);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
  });
});

describe("environment", () => {
  it("applies defaults", () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.HOST).toBe("0.0.0.0");
    expect(config.DATA_DIR).toBe("./data");
    expect(config.RATE_LIMIT_PER_HOUR).toBe(20);
    expect(config.TRUST_PROXY).toBe(false);
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it("stops with a clear message on a bad value", () => {
    expect(() => loadConfig({ PORT: "eighty" })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ TRUST_PROXY: "maybe" })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ FORM_WEBHOOK_URL: "https://crm.example.com/hook" })).toThrow(/FORM_WEBHOOK_SECRET/);
  });
});

describe("search files", () => {
  it("lists canonical indexable pages in the sitemap and names it in robots.txt", () => {
    const xml = sitemapXml();
    expect(xml).toContain("<loc>https://www.example.com/</loc>");
    expect(xml).toContain("<loc>https://www.example.com/customer-analytics</loc>");
    expect(xml).not.toContain("/data-analytics");
    expect(xml).not.toContain("/thank-you");
    expect(robotsTxt()).toContain("Sitemap: https://www.example.com/sitemap.xml");
  });
});
