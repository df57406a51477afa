// The identity link's page on the public server, GET /privacy-requests/verify?token=…, a small
// noindex page: 200 when confirmed, 400/404/410 for a malformed, unknown, used or expired link,
// 503 when storage is down; never a 5xx for anything the visitor sent.
import type { Hono } from "hono";
import type { Logger } from "pino";
import type { AuditLog } from "#server/audit/audit.server.ts";
import type { Storage } from "#server/db/database.server.ts";
import { brand } from "#shared/site/facts.ts";
import { verifyIdentityToken } from "./identity.server.ts";

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] as string);

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en-AU"><head><meta charset="utf-8"><meta name="robots" content="noindex, nofollow"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)} | ${escapeHtml(brand.name)}</title><style>body{font:16px/1.5 system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;color:#1f2937}h1{font-size:1.5rem}</style></head><body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;
}

const headers = {
  "Content-Type": "text/html; charset=utf-8",
  "Cache-Control": "no-store",
  "X-Robots-Tag": "noindex, nofollow",
  "Referrer-Policy": "no-referrer",
  "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'",
};

export function addPrivacyRoutes(
  app: Hono,
  ctx: { storage: Storage; audit: AuditLog; logger: Logger; now?: () => number },
): void {
  const { storage, audit, logger } = ctx;
  const now = ctx.now ?? Date.now;

  app.get("/privacy-requests/verify", async (c) => {
    // A HEAD (link checkers, mail scanners) must not use the link up.
    if (c.req.method === "HEAD") return c.body(null, 200, headers);
    let result: Awaited<ReturnType<typeof verifyIdentityToken>>;
    try {
      result = await verifyIdentityToken(storage, audit, c.req.query("token"), now());
    } catch (error) {
      logger.error({ err: (error as Error).message }, "identity check unavailable");
      return c.body(
        page(
          "Please try again shortly",
          "<p>We could not check your link just now. Please open it again in a few minutes.</p>",
        ),
        503,
        { ...headers, "Retry-After": "30" },
      );
    }
    if (result.ok) {
      logger.info({ reason: "verified" }, "identity link");
      return c.body(
        page(
          "Thank you: your email address is confirmed",
          `<p>We have confirmed that you control this email address for privacy request <strong>${escapeHtml(result.reference)}</strong>. Our privacy officer will be in touch by the date in our email.</p>`,
        ),
        200,
        headers,
      );
    }
    logger.info({ reason: result.reason }, "identity link refused");
    return c.body(
      page(
        "This link has expired or has already been used",
        "<p>Nothing has been changed. If you still need to confirm your request, reply to our acknowledgement email or use the privacy request form again.</p>",
      ),
      result.status,
      headers,
    );
  });
}
