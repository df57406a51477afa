// Preview on the real page (issue 42 item 3, decision 066): an entry's draft rendered to the whole
// page by the same code as the build and a publish (render.server.ts: components, islands bootstrap,
// stylesheet), with the other entries as published. Never cached and never indexed. For a colleague
// without a desk account: a signed link, /preview/<token>, that expires. The token is the entry, the
// page and the expiry, with an HMAC-SHA256 under a key kept like the suppression list's (a file in
// DATA_DIR on SQLite, app_secrets on PostgreSQL); robots.txt keeps /preview/ out of search.

import { createHmac, timingSafeEqual } from "node:crypto";
import type { Hono } from "hono";
import { storedKey } from "#server/db/app-secret.server.ts";
import { PREVIEW_LINK_KEY_FILE } from "#server/db/data-dir.server.ts";
import type { Storage } from "#server/db/database.server.ts";
// Declares the context's `routeLabel` (checked here when the desk's code imports this module).
import type {} from "#server/http/app.server.ts";
import { contentSecurityPolicy, inlineScriptHashes } from "#server/http/static-site.server.ts";
import type { FactsData } from "#shared/content/placeholders.ts";
import { PREVIEW_ATTRIBUTE, PREVIEW_PREFIX } from "#shared/content/preview-path.ts";
import { FACTS_ID, readAllPublished, readEntry } from "./content-store.server.ts";
import { affectedBy } from "./page-dependencies.server.ts";
import { type PageRenderer, RenderError, type RenderFailure } from "./render.server.ts";

/** How long a preview link works unless asked otherwise. */
export const PREVIEW_LINK_TTL_MS = 24 * 60 * 60 * 1000;
const SECRET_NAME = "preview_link_key";

export interface PreviewContext {
  storage: Storage;
  renderer: PageRenderer;
}

export type PreviewResult =
  | { ok: true; path: string; html: string }
  | { ok: false; reason: "unknown-entry" | "not-on-page" }
  | { ok: false; reason: "render-failed"; failures: RenderFailure[] };

/** The page an entry's preview shows unless asked for another: its own page; for the facts, the home page. */
export function previewPathOf(id: string): string | undefined {
  return id === FACTS_ID ? "/" : affectedBy([id]).pages[0];
}

/**
 * The page `path` (by default the entry's own page; for the facts, the home page) with entry `id`'s
 * draft (or, without one, its published version; or `data` when given: an experiment's arm) and every
 * other entry as published.
 */
export async function previewEntry(
  ctx: PreviewContext,
  input: { id: string; path?: string; data?: unknown },
): Promise<PreviewResult> {
  const entry = await readEntry(ctx.storage, input.id);
  if (!entry) return { ok: false, reason: "unknown-entry" };
  const path = input.path ?? previewPathOf(input.id);
  if (!path || !affectedBy([input.id]).pages.includes(path)) return { ok: false, reason: "not-on-page" };
  const published = await readAllPublished(ctx.storage);
  const entries = new Map(published.map((e) => [e.id, e.data]));
  if (input.data !== undefined) entries.set(input.id, input.data);
  else if (entry.draft !== null) entries.set(input.id, entry.draft);
  try {
    const html = await ctx.renderer.html(path, { facts: (entries.get(FACTS_ID) ?? {}) as FactsData, entries });
    return { ok: true, path, html: markedAsPreview(html) };
  } catch (error) {
    if (error instanceof RenderError) return { ok: false, reason: "render-failed", failures: error.failures };
    throw error;
  }
}

/** The page marked as a preview on its <html>: every section drawn at once, nothing else changed. */
export function markedAsPreview(html: string): string {
  return html.replace(/<html\b/, `<html ${PREVIEW_ATTRIBUTE}`);
}

/**
 * The headers of a preview answer: its own CSP (the page's inline scripts), never stored, never
 * indexed. `framedBy`: the origins that may frame it (the desk showing it at phone width: `'self'`);
 * by default none, as every public page.
 */
export function previewHeaders(html: string, options: { framedBy?: string } = {}): Record<string, string> {
  let csp = contentSecurityPolicy(inlineScriptHashes(html));
  if (options.framedBy) csp = csp.replace("frame-ancestors 'none'", `frame-ancestors ${options.framedBy}`);
  return {
    "Content-Type": "text/html; charset=utf-8",
    "Content-Security-Policy": csp,
    "Cache-Control": "no-store",
    "X-Robots-Tag": "noindex, nofollow",
  };
}

function keyOf(storage: Storage): Promise<Buffer> {
  return storedKey(storage, { name: SECRET_NAME, file: PREVIEW_LINK_KEY_FILE, lost: "" });
}

interface LinkPayload {
  /** Entry id. */
  e: string;
  /** Page path. */
  p: string;
  /** Expiry, seconds since the epoch. */
  x: number;
}

const sign = (key: Buffer, payload: string) => createHmac("sha256", key).update(payload, "utf8").digest();

/** A signed preview link (a path: /preview/<token>) for entry `id` on `path`, working until now + ttlMs. */
export async function previewLink(
  storage: Storage,
  input: { id: string; path: string; ttlMs?: number; now?: Date },
): Promise<string> {
  const expires = Math.floor(((input.now ?? new Date()).getTime() + (input.ttlMs ?? PREVIEW_LINK_TTL_MS)) / 1000);
  const payload = Buffer.from(
    JSON.stringify({ e: input.id, p: input.path, x: expires } satisfies LinkPayload),
  ).toString("base64url");
  const signature = sign(await keyOf(storage), payload).toString("base64url");
  return `${PREVIEW_PREFIX}${payload}.${signature}`;
}

/** The entry and page a token names, if its signature holds and it has not expired. */
export async function readPreviewToken(
  storage: Storage,
  token: string,
  now = new Date(),
): Promise<{ id: string; path: string } | undefined> {
  const [payload, signature, extra] = token.split(".");
  if (!payload || !signature || extra !== undefined) return undefined;
  const expected = sign(await keyOf(storage), payload);
  const given = Buffer.from(signature, "base64url");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  let data: LinkPayload;
  try {
    data = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as LinkPayload;
  } catch {
    return undefined;
  }
  if (typeof data.e !== "string" || typeof data.p !== "string" || typeof data.x !== "number") return undefined;
  if (data.x * 1000 <= now.getTime()) return undefined;
  return { id: data.e, path: data.p };
}

/** GET /preview/<token>: the draft's page, or 404 for a link that is expired, altered or names nothing. */
export function addPreviewRoute(app: Hono, ctx: PreviewContext): void {
  const gone = (message: string) =>
    new Response(`${message}\n`, {
      status: 404,
      headers: {
        "Content-Type": "text/plain; charset=utf-8",
        "Cache-Control": "no-store",
        "X-Robots-Tag": "noindex, nofollow",
      },
    });
  app.get(`${PREVIEW_PREFIX}:token`, async (c) => {
    c.set("routeLabel", "preview");
    const link = await readPreviewToken(ctx.storage, c.req.param("token"));
    if (!link) return gone("This preview link has expired or is not valid. Ask for a new one.");
    const preview = await previewEntry(ctx, link);
    if (!preview.ok) return gone("This preview cannot be shown.");
    return new Response(preview.html, { status: 200, headers: previewHeaders(preview.html) });
  });
}
