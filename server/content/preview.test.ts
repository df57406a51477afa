import { describe, expect, it } from "vitest";
import { markedAsPreview, previewHeaders } from "./preview.server.ts";

describe("preview headers", () => {
  const html = `<!doctype html><html><body><script type="module">import("/assets/a.js")</script></body></html>`;
  it("never stored, never indexed, with the page's own script hashes and no framing", () => {
    const headers = previewHeaders(html);
    expect(headers["Cache-Control"]).toBe("no-store");
    expect(headers["X-Robots-Tag"]).toBe("noindex, nofollow");
    expect(headers["Content-Security-Policy"]).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
    expect(headers["Content-Security-Policy"]).toContain("frame-ancestors 'none'");
  });
  it("may be framed by the desk when asked", () => {
    const csp = previewHeaders(html, { framedBy: "'self'" })["Content-Security-Policy"];
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).not.toContain("frame-ancestors 'none'");
  });
});

describe("preview marker", () => {
  it("marks the page's <html> once and changes nothing else", () => {
    const page = `<!DOCTYPE html><html lang="en-AU"><head></head><body><p>A page</p></body></html>`;
    expect(markedAsPreview(page)).toBe(page.replace("<html lang", "<html data-preview lang"));
  });
});
