// Pages rendered on the server with the same code as the build (decision 066): the build's server
// bundle (BUILD_DIR/server/index.js) through React Router's own request handler, as the prerender
// calls it, then the build's per-page steps (server/http/page-steps.ts), precompressed, each with its
// CSP. The content comes from a render source (published entries, or a preview's draft). Renders run
// one at a time: the render source is one per process.
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestHandler, type ServerBuild } from "react-router";
import type { IslandManifest } from "#server/http/island-bootstrap.ts";
import { finishPage, precompress, readIslandsManifest } from "#server/http/page-steps.ts";
import { sitemapXml } from "#server/http/search-files.ts";
import { type StaticFile, staticFile } from "#server/http/static-site.server.ts";
import { withFacts } from "#shared/content/placeholders.ts";
import { type RenderSource, withRenderSource } from "#shared/content/render-source.ts";
import { withPageOverlay } from "#shared/site/pages.ts";

export interface RenderFailure {
  path: string;
  message: string;
}

/** Some pages could not be rendered: nothing of the set may be used. */
export class RenderError extends Error {
  readonly failures: RenderFailure[];
  constructor(failures: RenderFailure[]) {
    super(failures.map((f) => `${f.path}: ${f.message}`).join("; "));
    this.name = "RenderError";
    this.failures = failures;
  }
}

export interface RenderedSet {
  pages: Map<string, StaticFile>;
  files: Map<string, StaticFile>;
  /** The facts each page read (dotted paths): which pages a change of the facts touches. */
  factReads: Map<string, Set<string>>;
}

export interface PageRenderer {
  /** One page's finished HTML (not compressed): the preview. Throws RenderError. */
  html(path: string, source: RenderSource): Promise<string>;
  /** Renders these pages and keeps only the facts each read: throws RenderError when any one fails. */
  check(paths: readonly string[], source: RenderSource): Promise<Map<string, Set<string>>>;
  /** Every page of `paths` (and the sitemap) as served; throws RenderError when any one fails. */
  render(paths: readonly string[], source: RenderSource, options?: { sitemap?: boolean }): Promise<RenderedSet>;
}

/** One render at a time in this process (the render source is global). */
let queue: Promise<unknown> = Promise.resolve();
function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  const run = queue.then(work, work);
  queue = run.catch(() => undefined);
  return run;
}

/** The server bundle's path, as React Router writes it. */
export function serverBundleFile(buildDir: string): string {
  return join(buildDir, "server", "index.js");
}

/** The renderer of a build; undefined when the build has no server bundle or islands manifest (development). */
export async function loadPageRenderer(buildDir: string): Promise<PageRenderer | undefined> {
  const manifest = readIslandsManifest(buildDir);
  if (!manifest) return undefined;
  let build: ServerBuild;
  try {
    build = (await import(pathToFileURL(serverBundleFile(buildDir)).href)) as ServerBuild;
  } catch {
    return undefined;
  }
  return pageRenderer(build, manifest);
}

function pageRenderer(build: ServerBuild, manifest: IslandManifest): PageRenderer {
  // The errors React Router reports while rendering, for the render under way (renders are serial).
  let errors: unknown[] = [];
  // The build is ssr:false: React Router renders in full only the paths it prerendered, the rest as
  // its SPA shell. A page the desk added (decision 071) joins the list when it is first rendered.
  const prerender = [...build.prerender];
  const handler = createRequestHandler(
    {
      ...build,
      prerender,
      entry: { ...build.entry, module: { ...build.entry.module, handleError: (error: unknown) => errors.push(error) } },
    },
    "production",
  );

  async function renderOne(path: string, source: RenderSource): Promise<string> {
    // The words first: a placeholder naming no fact is the commonest failure, said plainly.
    for (const [id, data] of source.entries) {
      try {
        withFacts(data, source.facts);
      } catch (error) {
        throw new Error(`${id}: ${(error as Error).message}`);
      }
    }
    errors = [];
    if (!prerender.includes(path)) prerender.push(path);
    // The request the prerender makes for a page (a trailing slash, no headers).
    const url = `http://localhost${path === "/" ? "/" : `${path}/`}`;
    const response = await handler(new Request(url));
    const html = await response.text();
    if (response.status !== 200 || errors.length > 0) {
      const cause = errors[0];
      throw new Error(
        cause instanceof Error
          ? cause.message
          : `the page answered ${response.status}${cause ? `: ${String(cause)}` : ""}`,
      );
    }
    return finishPage(html, manifest);
  }

  async function attempt(paths: readonly string[], source: RenderSource) {
    const html = new Map<string, string>();
    const factReads = new Map<string, Set<string>>();
    const failures: RenderFailure[] = [];
    for (const path of paths) {
      const page: RenderSource = { ...source, factReads: new Set() };
      try {
        html.set(path, await withRenderSource(page, () => renderOne(path, page)));
        factReads.set(path, page.factReads as Set<string>);
      } catch (error) {
        failures.push({ path, message: (error as Error).message });
      }
    }
    if (failures.length > 0) throw new RenderError(failures);
    return { html, factReads };
  }

  return {
    async html(path, source) {
      const { html } = await oneAtATime(() => attempt([path], source));
      return html.get(path) as string;
    },
    async check(paths, source) {
      return (await oneAtATime(() => attempt(paths, source))).factReads;
    },
    async render(paths, source, options = {}) {
      const { html, factReads } = await oneAtATime(() => attempt(paths, source));
      // Compressed side by side (zlib's thread pool): brotli at the build's quality is most of a render's time.
      const pages = new Map(
        await Promise.all(
          [...html].map(async ([path, page]) => {
            const body = Buffer.from(page, "utf8");
            return [path, staticFile("index.html", body, await precompress(body))] as const;
          }),
        ),
      );
      const files = new Map<string, StaticFile>();
      if (options.sitemap) {
        const body = Buffer.from(
          withPageOverlay(source.pages, () => sitemapXml(source.lastmod)),
          "utf8",
        );
        files.set("/sitemap.xml", staticFile("sitemap.xml", body, await precompress(body)));
      }
      return { pages, files, factReads };
    },
  };
}
