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
import type { ContentPublishing } from "#server/content/publish.server.ts";
import type { CrmRouting } from "#server/crm/routing.server.ts";
import type { Storage } from "#server/db/database.server.ts";
import { clientAddress } from "#server/http/client-address.server.ts";
import { deskAddress, requestAt } from "./address.server.ts";
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
  /** How a publish renders the pages (filled once the live content runs); none: publishes are only stored. */
  content?: ContentPublishing;
  /** Intake's CRM routing (the server's own); none: the desk's CRM changes reach intake within ROUTING_TTL_MS. */
  crmRouting?: Pick<CrmRouting, "invalidate">;
  /** Called when a state-changing request is refused for its origin (for the audit log). */
  onForeignOrigin?: (c: Context) => void | Promise<void>;
}

export interface MountedDesk {
  built: boolean;
  /** Settles when the tasks started after an answer (DeskServices.afterAnswer) have finished. */
  settle(): Promise<void>;
}

export async function mountDesk(app: Hono, deps: DeskDeps): Promise<MountedDesk> {
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
    return { built: false, settle: async () => {} };
  }

  const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
  const entry = build.entry.module as unknown as DeskEntryModule;
  const handle = createRequestHandler(build, "production");
  const running = new Set<Promise<unknown>>();
  const services: DeskServices = {
    storage: deps.storage,
    config,
    logger,
    now: deps.now ?? Date.now,
    audit: await createAuditLog(deps.storage, deps.now ?? Date.now),
    content: deps.content ?? {},
    crmRouting: deps.crmRouting ?? { invalidate() {} },
    afterAnswer(what, task) {
      const run = new Promise((start) => setImmediate(start))
        .then(task)
        .catch((error: Error) => logger.error({ err: error.message, task: what }, "desk task failed"))
        .finally(() => running.delete(run));
      running.add(run);
    },
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
    const path = new URL(c.req.url).pathname;
    if (!usableAddress(c.req.url)) {
      return c.text("This address holds characters the staff desk cannot use.", 400);
    }
    const verdict = deskAddress(c, config);
    if (!verdict.ok) {
      if (verdict.status === 308) return c.redirect(verdict.location, 308);
      // A proxy of ours reported another host (or plain http for a POST) than PUBLIC_URL: a
      // misconfigured proxy or a forged Host header. Never the desk's origin.
      logger.warn(
        { method: c.req.method, path },
        "desk request refused: the proxy's host or scheme is not PUBLIC_URL's",
      );
      return c.text("This address is not the staff desk's. Use the desk's own address (PUBLIC_URL).", 421);
    }
    const { address } = verdict;
    if (!SAFE_METHODS.has(c.req.method)) {
      const origin = c.req.header("origin");
      if (!origin || !address.allowed.has(origin)) {
        await deps.onForeignOrigin?.(c);
        // Audited: a cross-origin POST is one of the attacks the desk must record.
        await services.audit
          .record({
            actor: null,
            action: "desk.foreign_origin",
            ip: clientAddress(c, proxyHops(config)),
            details: { method: c.req.method, path: path.slice(0, 200) },
          })
          .catch(() => {});
        logger.warn({ method: c.req.method, path }, "desk request refused: foreign origin");
        return c.text("This request did not come from the staff desk.", 403);
      }
    }
    const nonce = randomBytes(16).toString("base64");
    const context = new RouterContextProvider();
    context.set(entry.servicesContext, services);
    context.set(entry.requestContext, {
      nonce,
      clientAddress: clientAddress(c, proxyHops(config)),
      secure: address.secure,
      origin: address.origin,
    });
    // React Router compares a POST's Origin with the URL it is handed: hand it the desk's origin.
    const response = await handle(requestAt(c.req.raw, address.origin), context);
    const headers = new Headers(response.headers);
    // A content preview (routes/content-preview) answers a public page with that page's own CSP.
    if (!response.headers.has("Content-Security-Policy")) headers.set("Content-Security-Policy", deskCsp(nonce));
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  };
  for (const path of paths) app.all(path, page);
  logger.info("staff desk mounted at /desk");
  return {
    built: true,
    async settle() {
      while (running.size > 0) await Promise.all(running);
    },
  };
}

/**
 * A desk address whose path or query decodes to a NUL character (or does not decode) is refused
 * before any loader sees it: PostgreSQL cannot store or compare NUL, so it would otherwise turn a
 * bad link into a 500 (the same rule forms follow in desk/app/lib/intents.server.ts).
 */
export function usableAddress(href: string): boolean {
  const url = new URL(href);
  try {
    if (decodeURIComponent(url.pathname).includes("\u0000")) return false;
  } catch {
    return false;
  }
  for (const [name, value] of url.searchParams) if (`${name}${value}`.includes("\u0000")) return false;
  return true;
}

async function deskHeadersMiddleware(c: Context, next: () => Promise<void>): Promise<void> {
  await next();
  for (const [name, value] of Object.entries(deskHeaders)) c.res.headers.set(name, value);
}
