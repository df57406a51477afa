// The prerendered site, loaded into memory at start: every file with its
// brotli/gzip variants, ETag and headers; every HTML page with its own CSP
// (hashes of the inline scripts React Router writes into that page).
import { createHash } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import { extname, join, relative, sep } from "node:path";
import { videoEmbedOrigins } from "#shared/site/facts.ts";
import { NOT_FOUND_PRERENDER_PATH } from "#shared/site/pages.ts";

export interface StaticFile {
  body: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  contentType: string;
  etag: string;
  cacheControl: string;
  /** Content-Security-Policy for HTML documents. */
  csp?: string;
}

const types: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json; charset=utf-8",
  ".woff2": "font/woff2",
  ".pdf": "application/pdf",
};

const IMMUTABLE = "public, max-age=31536000, immutable";
const REVALIDATE = "public, max-age=0, must-revalidate";
const SHORT = "public, max-age=3600";

/** sha256 source expressions for every inline <script> that the browser executes. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script(?<attrs>[^>]*)>(?<body>[\s\S]*?)<\/script>/g)) {
    const attrs = match.groups?.attrs ?? "";
    if (/\ssrc=/.test(attrs)) continue;
    const type = /\stype="([^"]*)"/.exec(attrs)?.[1];
    if (type && type !== "module" && type !== "text/javascript") continue; // JSON-LD is data, not script
    const body = match.groups?.body ?? "";
    hashes.add(`'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}

export function contentSecurityPolicy(scriptHashes: readonly string[]): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptHashes.join(" ")}`.trim(),
    // Toasts (sonner) and the dialogs' scroll lock add <style> elements at run time, with content
    // that varies, so no hash can cover them (decision 017). The HTML has no style attributes.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    `frame-src ${videoEmbedOrigins.join(" ")}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join("; ");
}

async function* walk(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else yield full;
  }
}

/** A page under experiment (decision 081): each arm's page, the visitor's arm chosen per request. */
export interface ExperimentPage {
  experiment: { id: string; weights: readonly number[] };
  /** Arm by arm, the first the published page (crawlers get it). */
  arms: readonly StaticFile[];
}

export interface StaticSite {
  /** A file by URL path (/assets/x.js, /robots.txt). */
  file(urlPath: string): StaticFile | undefined;
  /** A prerendered page by its URL path (/, /contact). */
  page(urlPath: string): StaticFile | undefined;
  /** The arms' pages of a path under experiment (absent: none is). */
  experimentPage?(urlPath: string): ExperimentPage | undefined;
  readonly notFound: StaticFile;
  pagePaths: ReadonlySet<string>;
}

/** The site in memory, whose pages a publish replaces (decision 066). */
export interface LiveSite extends StaticSite {
  /**
   * Replaces these pages (by URL path; NOT_FOUND_PRERENDER_PATH is the not-found page) and files
   * (/sitemap.xml) at once: a request gets either every old one or every new one.
   */
  swap(changes: {
    pages?: ReadonlyMap<string, StaticFile>;
    files?: ReadonlyMap<string, StaticFile>;
    /** Pages new to the site (an article published in the desk: decision 071). */
    added?: ReadonlyMap<string, StaticFile>;
    /** Pages no longer on the site (taken down, or moved away). */
    removed?: readonly string[];
    /** The redirects the desk added (old address to new), replacing the previous set. */
    redirects?: ReadonlyMap<string, string>;
  }): void;
  /** Where the desk's redirects send this path (decision 071), if anywhere. */
  movedTo(path: string): string | undefined;
  /** Replaces every page under experiment at once (an empty map: no path is). */
  swapExperiments(pages: ReadonlyMap<string, ExperimentPage>): void;
}

/** A file as served: its variants, ETag, cache policy and, for a page, its CSP. */
export function staticFile(rel: string, body: Buffer, variants: { br?: Buffer; gzip?: Buffer } = {}): StaticFile {
  const ext = extname(rel);
  const isHtml = ext === ".html";
  return {
    body,
    br: variants.br,
    gzip: variants.gzip,
    contentType: types[ext] ?? "application/octet-stream",
    etag: `"${createHash("sha1").update(body).digest("base64url")}"`,
    cacheControl: rel.startsWith("assets/") ? IMMUTABLE : isHtml ? REVALIDATE : SHORT,
    csp: isHtml ? contentSecurityPolicy(inlineScriptHashes(body.toString("utf8"))) : undefined,
  };
}

export async function loadStaticSite(clientDir: string): Promise<LiveSite> {
  let files = new Map<string, StaticFile>();
  let pages = new Map<string, StaticFile>();
  for await (const full of walk(clientDir)) {
    if (full.endsWith(".br") || full.endsWith(".gz")) continue;
    const rel = relative(clientDir, full).split(sep).join("/");
    const body = await readFile(full);
    const [br, gzip] = await Promise.all([
      readFile(`${full}.br`).catch(() => undefined),
      readFile(`${full}.gz`).catch(() => undefined),
    ]);
    const isHtml = extname(full) === ".html";
    const entry = staticFile(rel, body, { br, gzip });
    if (rel === "index.html") pages.set("/", entry);
    else if (rel.endsWith("/index.html")) pages.set(`/${rel.slice(0, -"/index.html".length)}`, entry);
    else if (!isHtml) files.set(`/${rel}`, entry);
  }
  let notFound = pages.get(NOT_FOUND_PRERENDER_PATH);
  if (!notFound) throw new Error(`No prerendered not-found page in ${clientDir}: run \`npm run build\``);
  pages.delete(NOT_FOUND_PRERENDER_PATH);
  let pagePaths: ReadonlySet<string> = new Set(pages.keys());
  let redirects: ReadonlyMap<string, string> = new Map();
  let experiments: ReadonlyMap<string, ExperimentPage> = new Map();
  return {
    file: (p) => files.get(p),
    page: (p) => pages.get(p),
    experimentPage: (p) => (experiments.size === 0 ? undefined : experiments.get(p)),
    swapExperiments(next) {
      experiments = new Map(next);
    },
    get notFound() {
      return notFound as StaticFile;
    },
    get pagePaths() {
      return pagePaths;
    },
    movedTo: (p) => redirects.get(p),
    swap(changes) {
      // New maps, then one assignment each, in one synchronous run: no request sees half a publish.
      const nextPages = new Map(pages);
      let nextNotFound = notFound as StaticFile;
      for (const [path, page] of changes.pages ?? []) {
        if (path === NOT_FOUND_PRERENDER_PATH) nextNotFound = page;
        else if (pagePaths.has(path)) nextPages.set(path, page);
        else throw new Error(`${path} is not a page of this site`);
      }
      for (const [path, page] of changes.added ?? []) nextPages.set(path, page);
      for (const path of changes.removed ?? []) nextPages.delete(path);
      const nextFiles = new Map(files);
      for (const [path, file] of changes.files ?? []) nextFiles.set(path, file);
      pages = nextPages;
      pagePaths = new Set(nextPages.keys());
      if (changes.redirects) redirects = changes.redirects;
      files = nextFiles;
      notFound = nextNotFound;
    },
  };
}
