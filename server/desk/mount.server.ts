// Mounts the staff desk (a server-rendered React Router app built into BUILD_DIR/desk) under
// /desk: its assets, and every page, loader and action through React Router's request
// handler, with the desk's own headers. Public pages are untouched: they are still served
// from the prerendered build, and none of the desk's code or styles is in it.
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { serveStatic } from "@hono/node-server/serve-static";
import type { Context, Hono } from "hono";
import type { Logger } from "pino";
import { createRequestHandler, type RouterContext, RouterContextProvider, type ServerBuild } from "react-router";
import { createAuditLog } from "#server/audit/audit.server.ts";
import { type Config, proxyHops } from "#server/config/config.server.ts";
import type { Storage } from "#server/db/database.server.ts";
import { isHttps } from "#server/http/app.server.ts";
import { clientAddress } from "#server/http/client-address.server.ts";
import type { DeskRequest, DeskServices } from "./services.server.ts";

export const DESK_PATH = "/desk";

/** Headers on every desk answer: never indexed, never cached. */
export const deskHeaders: Record<string, string> = {
  "X-Robots-Tag": "noindex, nofollow",
  "Cache-Control": "no-store",
};

export function deskCsp(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self'",
    // Radix positions popovers and charts size themselves with style attributes.
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "frame-ancestors 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "object-src 'none'",
  ].join("; ");
}

/** The origin the browser sees the desk at: the request's own, or the trusted proxy's. */
export function deskOrigin(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const proto = c.req.header("x-forwarded-proto")?.split(",")[0]?.trim();
    const host = c.req.header("x-forwarded-host")?.split(",")[0]?.trim() ?? c.req.header("host");
    if (proto && host) return `${proto}://${host}`;
  }
  return new URL(c.req.url).origin;
}

/** State-changing requests must come from the desk's own origin (on top of SameSite=Strict cookies). */
export function originAllowed(c: Context, trustProxy: boolean, extraOrigins: readonly string[] = []): boolean {
  const origin = c.req.header("origin");
  if (!origin) return false;
  const own = new Set([new URL(c.req.url).origin, deskOrigin(c, trustProxy), ...extraOrigins]);
  return own.has(origin);
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

interface DeskEntryModule {
  servicesContext: RouterContext<DeskServices>;
  requestContext: RouterContext<DeskRequest>;
}

export interface DeskDeps {
  config: Config;
  logger: Logger;
  storage: Storage;
  now?: () => number;
  /** Called when a state-changing request is refused for its origin (for the audit log). */
  onForeignOrigin?: (c: Context) => void | Promise<void>;
}

export async function mountDesk(app: Hono, deps: DeskDeps): Promise<{ built: boolean }> {
  const { config } = deps;
  const logger = deps.logger.child({ module: "desk" });
  const root = resolve(config.BUILD_DIR, "desk");
  const serverEntry = resolve(root, "server", "index.js");

  // `/desk.data` is the desk home's data (React Router's single fetch appends `.data` to the path).
  const paths = [DESK_PATH, `${DESK_PATH}.data`, `${DESK_PATH}/*`];
  for (const path of paths) app.use(path, deskHeadersMiddleware);

  if (!existsSync(serverEntry)) {
    logger.warn("no desk build: /desk answers 503 until `npm run build` has run");
    const unavailable = (c: Context) => c.text("The staff desk is not built. Run `npm run build`.", 503);
    for (const path of paths) app.all(path, unavailable);
    return { built: false };
  }

  const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
  const entry = build.entry.module as unknown as DeskEntryModule;
  const handle = createRequestHandler(build, "production");
  const services: DeskServices = {
    storage: deps.storage,
    config,
    logger,
    now: deps.now ?? Date.now,
    audit: await createAuditLog(deps.storage, deps.now ?? Date.now),
  };

  app.get(
    `${DESK_PATH}/assets/*`,
    serveStatic({
      root: resolve(root, "client"),
      rewriteRequestPath: (path) => path.slice(DESK_PATH.length),
      onFound: (_path, c) => {
        c.header("Cache-Control", "no-store");
      },
    }),
  );

  const page = async (c: Context) => {
    if (!SAFE_METHODS.has(c.req.method) && !originAllowed(c, config.TRUST_PROXY)) {
      await deps.onForeignOrigin?.(c);
      // Audited: a cross-origin POST is one of the attacks the desk must record.
      await services.audit
        .record({
          actor: null,
          action: "desk.foreign_origin",
          ip: clientAddress(c, proxyHops(config)),
          details: { method: c.req.method, path: new URL(c.req.url).pathname.slice(0, 200) },
        })
        .catch(() => {});
      logger.warn({ method: c.req.method, path: new URL(c.req.url).pathname }, "desk request refused: foreign origin");
      return c.text("This request did not come from the staff desk.", 403);
    }
    const nonce = randomBytes(16).toString("base64");
    const context = new RouterContextProvider();
    context.set(entry.servicesContext, services);
    context.set(entry.requestContext, {
      nonce,
      clientAddress: clientAddress(c, proxyHops(config)),
      secure: isHttps(c, config.TRUST_PROXY),
      origin: deskOrigin(c, config.TRUST_PROXY),
    });
    const response = await handle(c.req.raw, context);
    const headers = new Headers(response.headers);
    headers.set("Content-Security-Policy", deskCsp(nonce));
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  };
  for (const path of paths) app.all(path, page);
  logger.info("staff desk mounted at /desk");
  return { built: true };
}

async function deskHeadersMiddleware(c: Context, next: () => Promise<void>): Promise<void> {
  await next();
  for (const [name, value] of Object.entries(deskHeaders)) c.res.headers.set(name, value);
}
