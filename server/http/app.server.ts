// The HTTP application: security headers, redirects, the prerendered pages
// from memory, the real 404, /healthz, and the form API mounted by the forms module.

import type { Context } from "hono";
import { Hono } from "hono";
import { routePath } from "hono/route";
import type { Logger } from "pino";
import type { Config } from "#server/config/config.server.ts";
import { redirectTarget } from "#shared/site/redirects.ts";
import { clientAddress } from "./client-address.server.ts";
import { forwardedValue } from "./forwarded.server.ts";
import type { ExperimentPage, LiveSite, StaticFile, StaticSite } from "./static-site.server.ts";

declare module "hono" {
  interface ContextVariableMap {
    /** What a catch-all answer was (page, asset, redirect, not_found, bad_request), for metrics. */
    routeLabel: string;
  }
}

export interface AppDeps {
  config: Config;
  logger: Logger;
  /** Storage health for /healthz. */
  health?: () => Promise<boolean>;
  /** Each answer for the metrics: method, route template (never the raw path), status, seconds. */
  observe?: (method: string, route: string, status: number, seconds: number) => void;
}

/** On every answer. bench:lighthouse serves its empty page with them too (decision 097: COOP costs a process). */
export const securityHeaders: Record<string, string> = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
  "X-Frame-Options": "DENY",
  "Cross-Origin-Opener-Policy": "same-origin",
};

/**
 * Whether the browser reaches this site over HTTPS: the request came over TLS, a trusted proxy
 * says it terminated TLS, or PUBLIC_URL (the address people are given) is https, whatever the hop
 * between a proxy and this server.
 */
export function isHttps(c: Context, config: Pick<Config, "TRUST_PROXY" | "TRUST_PROXY_HOPS" | "PUBLIC_URL">): boolean {
  if (new URL(c.req.url).protocol === "https:") return true;
  if (config.PUBLIC_URL?.startsWith("https:")) return true;
  return forwardedValue(c, "x-forwarded-proto", config) === "https";
}

function negotiate(file: StaticFile, acceptEncoding: string): { body: Buffer; encoding?: string } {
  if (file.br && /\bbr\b/.test(acceptEncoding)) return { body: file.br, encoding: "br" };
  if (file.gzip && /\bgzip\b/.test(acceptEncoding)) return { body: file.gzip, encoding: "gzip" };
  return { body: file.body };
}

/** The decoded path, or undefined when its percent-encoding is malformed (%ZZ, %C0%AF, a lone %). */
export function decodePath(pathname: string): string | undefined {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
}

/** Each encoding of a file is its own representation, so it gets its own strong ETag. */
export function etagFor(file: StaticFile, encoding: string | undefined): string {
  return encoding ? `${file.etag.slice(0, -1)}-${encoding}"` : file.etag;
}

/** If-None-Match names this ETag (a list, weak forms and * included). */
function notModified(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(",").some((t) => {
    const tag = t.trim().replace(/^W\//, "");
    return tag === "*" || tag === etag;
  });
}

function send(c: Context, file: StaticFile, status: 200 | 400 | 404 = 200): Response {
  const { body, encoding } = negotiate(file, c.req.header("accept-encoding") ?? "");
  const etag = etagFor(file, encoding);
  const headers = new Headers({
    "Content-Type": file.contentType,
    "Cache-Control": status === 200 ? file.cacheControl : "no-cache",
    ETag: etag,
  });
  if (file.csp) headers.set("Content-Security-Policy", file.csp);
  if (file.br || file.gzip) headers.set("Vary", "Accept-Encoding");
  if (status === 200 && notModified(c.req.header("if-none-match"), etag)) {
    return new Response(null, { status: 304, headers });
  }
  if (encoding) headers.set("Content-Encoding", encoding);
  headers.set("Content-Length", String(body.length));
  return new Response(c.req.method === "HEAD" ? null : (body as Uint8Array<ArrayBuffer>), {
    status,
    headers,
  });
}

export function createApp({ config, logger, health, observe }: AppDeps): Hono {
  const app = new Hono();

  app.use(async (c, next) => {
    const started = performance.now();
    await next();
    if (observe) {
      // The matched route's pattern ("/api/form-submissions", "/desk/*"), or what the site's catch-all answered.
      const route = c.get("routeLabel") ?? routePath(c);
      observe(c.req.method, route === "/*" ? "other" : route, c.res.status, (performance.now() - started) / 1000);
    }
    for (const [name, value] of Object.entries(securityHeaders)) c.res.headers.set(name, value);
    if (isHttps(c, config)) {
      c.res.headers.set(
        "Strict-Transport-Security",
        `max-age=63072000; includeSubDomains${config.HSTS_PRELOAD ? "; preload" : ""}`,
      );
    }
    const status = c.res.status;
    // A body refused unread (413) would be parsed as the next request on a kept-alive
    // connection: close it after this answer so the client opens a fresh one.
    if (status === 413) c.res.headers.set("Connection", "close");
    if (status >= 400 || c.req.method !== "GET" || logger.isLevelEnabled("debug")) {
      // Path and status only: no query strings, addresses or agents (no personal data in logs).
      logger[status >= 500 ? "error" : "info"](
        {
          method: c.req.method,
          path: new URL(c.req.url).pathname,
          status,
          ms: Math.round(performance.now() - started),
        },
        "request",
      );
    }
  });

  // Anything thrown past a route is one JSON log line and a JSON 500, never a stack on stderr.
  app.onError((error, c) => {
    logger.error({ err: { type: error.name, message: error.message } }, "unhandled error");
    return c.json({ error: "Internal error" }, 500, { "Cache-Control": "no-store" });
  });

  app.get("/healthz", async (c) => {
    const ok = health ? await health().catch(() => false) : true;
    return c.json({ status: ok ? "ok" : "degraded", storage: ok }, ok ? 200 : 503, { "Cache-Control": "no-store" });
  });

  return app;
}

/**
 * Where a path is redirected: the desk's redirects (an article moved or taken down: decision 071)
 * unless the path is a page again, then the shipped table; a shipped redirect to an address the desk
 * has since moved ends at the new one, so no request takes two hops.
 */
function siteRedirect(site: StaticSite, pathname: string): string | undefined {
  const isPage = (p: string) => site.pagePaths.has(p);
  const moved = (p: string) => ("movedTo" in site ? (site as LiveSite).movedTo(p) : undefined);
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, "") || "/" : pathname;
  if (!isPage(trimmed)) {
    const target = moved(trimmed);
    if (target) return target;
  }
  const shipped = redirectTarget(pathname, isPage);
  return shipped && !isPage(shipped) ? (moved(shipped) ?? shipped) : shipped;
}

/** How a request under experiment gets its arm (decision 075). */
export interface ArmChoice {
  armFor(experiment: ExperimentPage["experiment"], visitor: { address: string; userAgent: string }): number;
}

/** Static pages, redirects and the 404: registered after the API so /api/* is never shadowed. */
export function addSiteRoutes(app: Hono, site: StaticSite, choice?: ArmChoice & { proxyHops: number }): void {
  app.on(["GET", "HEAD"], "*", (c) => {
    const url = new URL(c.req.url);
    const pathname = decodePath(url.pathname);
    // A malformed URL is the client's error: 400 with the not-found page, never a 500.
    if (pathname === undefined) {
      c.set("routeLabel", "bad_request");
      return send(c, site.notFound, 400);
    }
    const target = siteRedirect(site, pathname);
    if (target) {
      c.set("routeLabel", "redirect");
      return c.redirect(`${target}${url.search}`, 301);
    }
    const page = site.page(pathname);
    if (page) {
      c.set("routeLabel", "page");
      // A page under experiment: the visitor's arm (decision 081); every other page as it always was.
      const split = choice && site.experimentPage?.(pathname);
      if (split) {
        const visitor = { address: clientAddress(c, choice.proxyHops), userAgent: c.req.header("user-agent") ?? "" };
        return send(c, split.arms[choice.armFor(split.experiment, visitor)] ?? page);
      }
      return send(c, page);
    }
    const file = site.file(pathname);
    if (file) {
      c.set("routeLabel", "asset");
      return send(c, file);
    }
    c.set("routeLabel", "not_found");
    return send(c, site.notFound, 404);
  });
  app.all("*", (c) => {
    c.set("routeLabel", "not_found");
    return c.json({ error: "Not found" }, 404);
  });
}
