// The identity link's page on the public server, /privacy-requests/verify?token=…, a small noindex
// page. Opening the link (GET) changes nothing: it asks the person to confirm with a button, whose
// POST uses the link up, because mail scanners and link previews open links in mail on their own,
// and would otherwise confirm a request someone made with another person's address. 200 when
// usable or confirmed, 400/404/410 for a malformed, unknown, used or expired link, 503 when storage
// is down; never a 5xx for anything the visitor sent.
import type { Context, Hono } from "hono";
import type { Logger } from "pino";
import type { AuditLog } from "#server/audit/audit.server.ts";
import type { Storage } from "#server/db/database.server.ts";
import { bodySizeLimit } from "#server/http/body-limit.server.ts";
import { brand } from "#shared/site/facts.ts";
import { checkIdentityToken, type VerifyResult, verifyIdentityToken } from "./identity.server.ts";

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] as string);

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en-AU"><head><meta charset="utf-8"><meta name="robots" content="noindex, nofollow"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)} | ${escapeHtml(brand.name)}</title><style>body{font:16px/1.5 system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;color:#1f2937}h1{font-size:1.5rem}button{font:inherit;padding:.6rem 1.2rem;border:0;border-radius:.375rem;background:#1d4ed8;color:#fff;cursor:pointer}button:focus-visible,a:focus-visible{outline:3px solid #1f2937;outline-offset:2px}strong{white-space:nowrap}header{margin-bottom:2rem}header a{color:#1f2937;font-weight:700;text-decoration:none}</style></head><body><header><a href="/">${escapeHtml(brand.name)}</a></header><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;
}

const headers = {
  "Content-Type": "text/html; charset=utf-8",
  "Cache-Control": "no-store",
  "X-Robots-Tag": "noindex, nofollow",
  "Referrer-Policy": "no-referrer",
  "Content-Security-Policy":
    "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'",
};

export function addPrivacyRoutes(
  app: Hono,
  ctx: { storage: Storage; audit: AuditLog; logger: Logger; now?: () => number },
): void {
  const { storage, audit, logger } = ctx;
  const now = ctx.now ?? Date.now;

  const unavailable = (c: Context, error: unknown) => {
    logger.error({ err: (error as Error).message }, "identity check unavailable");
    return c.body(
      page(
        "Please try again shortly",
        "<p>We could not check your link just now. Please open it again in a few minutes.</p>",
      ),
      503,
      { ...headers, "Retry-After": "30" },
    );
  };
  const refused = (c: Context, result: Extract<VerifyResult, { ok: false }>) => {
    logger.info({ reason: result.reason }, "identity link refused");
    return c.body(
      page(
        "This link has expired or has already been used",
        "<p>Nothing has been changed. If you still need to confirm your request, reply to our acknowledgement email or use the privacy request form again.</p>",
      ),
      result.status,
      headers,
    );
  };

  app.get("/privacy-requests/verify", async (c) => {
    // A HEAD (link checkers, mail scanners) learns nothing.
    if (c.req.method === "HEAD") return c.body(null, 200, headers);
    const token = c.req.query("token");
    let result: VerifyResult;
    try {
      result = await checkIdentityToken(storage, token, now());
    } catch (error) {
      return unavailable(c, error);
    }
    if (!result.ok) return refused(c, result);
    return c.body(
      page(
        "Confirm your email address",
        `<p>Confirm that this email address is yours, for privacy request <strong>${escapeHtml(result.reference)}</strong>. Only the person who made the request should press the button.</p><form method="post" action="/privacy-requests/verify"><input type="hidden" name="token" value="${escapeHtml(token ?? "")}"><button type="submit">Confirm my email address</button></form>`,
      ),
      200,
      headers,
    );
  });

  // The form holds one 43-character token: anything much bigger is not from it.
  const limitBody = bodySizeLimit(2048, (c) =>
    c.body(page("That was not from our page", "<p>Open the link in our email again.</p>"), 413, headers),
  );
  app.post("/privacy-requests/verify", limitBody, async (c) => {
    let result: VerifyResult;
    try {
      const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
      const token = typeof form.token === "string" ? form.token : undefined;
      result = await verifyIdentityToken(storage, audit, token, now());
    } catch (error) {
      return unavailable(c, error);
    }
    if (!result.ok) return refused(c, result);
    logger.info({ reason: "verified" }, "identity link");
    return c.body(
      page(
        "Thank you: your email address is confirmed",
        `<p>We have confirmed that you control this email address for privacy request <strong>${escapeHtml(result.reference)}</strong>. Our privacy officer will be in touch by the date in our email.</p>`,
      ),
      200,
      headers,
    );
  });
}
