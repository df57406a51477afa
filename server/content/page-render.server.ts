// The render itself (decision 066), run inside the render worker (render-worker.server.ts, decision
// 072), never on the thread that serves requests: the build's server bundle (BUILD_DIR/server/index.js)
// through React Router's own request handler, as the prerender calls it, then the build's per-page
// steps (server/http/page-steps.ts), precompressed, each with its CSP. The content comes from a render
// source (published entries, or a preview's draft), which is global: renders run one at a time.
import { existsSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { createRequestHandler, type ServerBuild } from "react-router";
import type { IslandManifest } from "#server/http/island-bootstrap.ts";
import { finishPage, precompressSync, readIslandsManifest } from "#server/http/page-steps.ts";
import { sitemapXml } from "#server/http/search-files.ts";
import { type StaticFile, staticFile } from "#server/http/static-site.server.ts";
import { withFacts } from "#shared/content/placeholders.ts";
import { type RenderSource, withRenderSource } from "#shared/content/render-source.ts";
import { withPageOverlay } from "#shared/site/pages.ts";
import { consentVersionOf } from "./consent-versions.server.ts";
import { type PageRenderer, RenderError, type RenderFailure, SITEMAP_PATH, serverBundleFile } from "./render.server.ts";

/** An arm's page: never kept by a shared cache, revalidated by the browser (its ETag is the arm's). */
export const ARM_CACHE_CONTROL = "private, no-cache";

const escapeAttribute = (value: string) =>
  value.replace(/[&"<>]/g, (c) => ({ "&": "&amp;", '"': "&quot;", "<": "&lt;", ">": "&gt;" })[c] as string);

/** The renderer of a build in this thread; undefined when the build has no server bundle or islands manifest. */
export async function loadThreadRenderer(
  buildDir: string,
): Promise<Omit<PageRenderer, "close" | "yieldToServing"> | undefined> {
  const manifest = readIslandsManifest(buildDir);
  const bundle = serverBundleFile(buildDir);
  if (!manifest || !existsSync(bundle)) return undefined;
  const build = (await import(pathToFileURL(bundle).href)) as ServerBuild;
  return threadRenderer(build, manifest);
}

function threadRenderer(build: ServerBuild, manifest: IslandManifest): Omit<PageRenderer, "close" | "yieldToServing"> {
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

  async function renderOne(path: string): Promise<string> {
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
    // The words first: a placeholder naming no fact is the commonest failure, said plainly, once for the set.
    for (const [id, data] of source.entries) {
      try {
        withFacts(data, source.facts);
      } catch (error) {
        const message = `${id}: ${(error as Error).message}`;
        throw new RenderError(paths.map((path) => ({ path, message })));
      }
    }
    const html = new Map<string, string>();
    const factReads = new Map<string, Set<string>>();
    const failures: RenderFailure[] = [];
    // The consent hash the forms send back (decision 091): the statements with these facts.
    let consent: RenderSource["consent"];
    try {
      consent = consentVersionOf(source.facts);
    } catch (error) {
      throw new RenderError(paths.map((path) => ({ path, message: `the facts: ${(error as Error).message}` })));
    }
    for (const path of paths) {
      const page: RenderSource = { ...source, consent, factReads: new Set() };
      try {
        html.set(path, await withRenderSource(page, () => renderOne(path)));
        factReads.set(path, page.factReads as Set<string>);
      } catch (error) {
        failures.push({ path, message: (error as Error).message });
      }
    }
    if (failures.length > 0) throw new RenderError(failures);
    return { html, factReads };
  }

  // Compressed here, synchronously: brotli at the build's quality is most of a render's time, and in
  // zlib's thread pool it would compete with the serving thread's own work (decision 072).
  const served = (name: string, text: string): StaticFile => {
    const body = Buffer.from(text, "utf8");
    return staticFile(name, body, precompressSync(body));
  };
  // An arm's page names its experiment and arm where the beacon reads them (decision 081); each arm's
  // bytes differ, so each has its own ETag, and only the visitor's browser may keep it.
  const armPage = (text: string, experiment: { id: string; arm: number }): StaticFile => ({
    ...served(
      "index.html",
      text.replace(/<html\b/, `<html data-experiment="${escapeAttribute(experiment.id)}" data-arm="${experiment.arm}"`),
    ),
    cacheControl: ARM_CACHE_CONTROL,
  });

  return {
    async html(path, source) {
      const { html } = await attempt([path], source);
      return html.get(path) as string;
    },
    async check(paths, source) {
      return (await attempt(paths, source)).factReads;
    },
    async render(paths, source, options = {}) {
      const { html, factReads } = await attempt(paths, source);
      const { experiment } = options;
      const pages = new Map(
        [...html].map(
          ([path, page]) => [path, experiment ? armPage(page, experiment) : served("index.html", page)] as const,
        ),
      );
      const files = new Map<string, StaticFile>();
      if (options.sitemap)
        files.set(
          SITEMAP_PATH,
          served(
            "sitemap.xml",
            withPageOverlay(source.pages, () => sitemapXml(source.lastmod)),
          ),
        );
      return { pages, files, factReads };
    },
  };
}
