// Each arm's page, rendered in advance (issue 43 item 2, decision 081): for a running experiment, the
// pages of its entry rendered once per arm with the publish path's renderer (the worker, precompressed
// as the build is), arm 0 with the published data and every other arm with its changes applied. Each
// arm's HTML names the experiment and the arm; the site serves the visitor's arm (app.server.ts).
import type { Logger } from "pino";
import type { PageVariants } from "#server/content/publish.server.ts";
import type { PageRenderer } from "#server/content/render.server.ts";
import { RenderError } from "#server/content/render.server.ts";
import type { ExperimentPage, StaticFile } from "#server/http/static-site.server.ts";
import type { RenderSource } from "#shared/content/render-source.ts";
import { applyArm } from "#shared/experiments/arms.ts";
import { getPage, sitePages, withPageOverlay } from "#shared/site/pages.ts";
import type { RunningExperiment } from "./experiments-store.server.ts";
import type { LiveExperiments } from "./live-experiments.server.ts";

/** The pages that show an entry as its own (the paths sharing its route module); none for an entry on no page. */
export function entryPages(entryId: string, source: RenderSource): string[] {
  return withPageOverlay(source.pages, () => {
    const page = getPage(entryId);
    if (!page) return [];
    return sitePages()
      .filter((p) => p.file === page.file)
      .map((p) => p.path);
  });
}

/**
 * The arms' pages of every running experiment, by path. An experiment whose arms cannot be rendered
 * (a field its arm names is gone, a render fails) is left out, said once in the log: its pages are
 * served as published.
 */
export async function renderArmPages(
  renderer: PageRenderer,
  experiments: readonly RunningExperiment[],
  source: RenderSource,
  served: ReadonlySet<string>,
  logger: Logger,
): Promise<Map<string, ExperimentPage>> {
  const split = new Map<string, ExperimentPage>();
  for (const experiment of experiments) {
    const paths = entryPages(experiment.entryId, source).filter((p) => served.has(p) && !split.has(p));
    const published = source.entries.get(experiment.entryId);
    if (paths.length === 0 || published === undefined) {
      logger.warn({ experiment: experiment.id, entry: experiment.entryId }, "experiment's entry is on no page served");
      continue;
    }
    try {
      const arms: Map<string, StaticFile>[] = [];
      for (const [arm, { changes }] of experiment.arms.entries()) {
        const entries = new Map(source.entries).set(experiment.entryId, applyArm(published, changes));
        arms.push(
          (await renderer.render(paths, { ...source, entries }, { experiment: { id: experiment.id, arm } })).pages,
        );
      }
      const weights = experiment.arms.map((a) => a.weight);
      for (const path of paths)
        split.set(path, {
          experiment: { id: experiment.id, weights },
          arms: arms.map((pages) => pages.get(path) as StaticFile),
        });
    } catch (error) {
      const failures =
        error instanceof RenderError ? error.failures : [{ path: "", message: (error as Error).message }];
      logger.error(
        { experiment: experiment.id, failures },
        "experiment's arms could not be rendered: served as published",
      );
    }
  }
  return split;
}

/** The running experiments as the live content's page variants (decision 081). */
export function armVariants(live: LiveExperiments): PageVariants {
  return {
    key: () => JSON.stringify(live.list().map((e) => [e.id, e.startedAt])),
    refresh: () => live.refresh(),
    async render(renderer, source, served, logger) {
      const running = live.list();
      if (running.length === 0) return new Map();
      const split = await renderArmPages(renderer, running, await source(), served, logger);
      logger.info({ experiments: running.map((e) => e.id), pages: split.size }, "experiments' arms shown");
      return split;
    },
  };
}
