// Publishing in seconds, everywhere (issue 42 item 4, decision 066). publishEntry renders the pages
// that show an entry with its draft, on this server, with the build's code (render.server.ts); a page
// that fails refuses the publish and changes nothing. Then the draft becomes the published version
// (content-store publishDraft) and this instance swaps the new pages in. Every instance watches the
// entries' published versions (one small query a second, both engines) and renders and swaps the
// pages of any entry published elsewhere; at start it renders the entries whose published version is
// not the shipped one (the build prerendered the shipped words).

import { sql } from "kysely";
import pg from "pg";
import type { Logger } from "pino";
import type { Storage } from "#server/db/database.server.ts";
import type { ExperimentPage, LiveSite, StaticFile } from "#server/http/static-site.server.ts";
import type { Metrics } from "#server/operations/metrics.server.ts";
import { publishedPageOverlay } from "#shared/content/article-pages.ts";
import { checkEntry, factsQuoted } from "#shared/content/check.ts";
import { type ContentTypeName, shippedEntryDeclarations } from "#shared/content/content-types.ts";
import { type FactsData, factValue } from "#shared/content/placeholders.ts";
import { entryRead, pageRead, type RenderSource } from "#shared/content/render-source.ts";
import type { ArticleData } from "#shared/content/schemas/article.ts";
import { NOT_FOUND_PRERENDER_PATH, type PageOverlay, sitePages, withPageOverlay } from "#shared/site/pages.ts";
import { acceptConsentOf, acceptPublishedConsent } from "./consent-versions.server.ts";
import {
  FACTS_ID,
  type PublishResult,
  publishDraft,
  readAllPublished,
  readEntry,
  readPublishedVersions,
  readRedirects,
  shownKey,
} from "./content-store.server.ts";
import { affectedBy, menuKey, searchChanged, searchShown } from "./page-dependencies.server.ts";
import { type PageRenderer, RenderError, type RenderedSet, type RenderFailure, SITEMAP_PATH } from "./render.server.ts";
import { contentState, keepRendered, takeRendered } from "./rendered-pages.server.ts";
import { claimDueSchedules, endSchedule } from "./schedule.server.ts";

/** The version the build prerendered: the shipped one, seeded as version 1 (decision 060). */
export const SHIPPED_VERSION = 1;
const shippedIds = new Set(shippedEntryDeclarations.map((e) => e.id));
/** What the build shows of an entry: its shipped version, or nothing for an entry the desk added. */
const builtKey = (id: string) => (shippedIds.has(id) ? shownKey(SHIPPED_VERSION) : undefined);

/** Every page a render with this overlay serves (and the not-found page). */
export function servedPaths(overlay: PageOverlay | undefined): string[] {
  return withPageOverlay(overlay, () => [...sitePages().map((p) => p.path), NOT_FOUND_PRERENDER_PATH]);
}
/** How often an instance looks for publishes made elsewhere. */
export const WATCH_INTERVAL_MS = 1000;
/** PostgreSQL: a publish is also announced on this channel, so instances need not wait for their next look. */
export const PUBLISH_CHANNEL = "leadwise_content_published";

export interface LiveContent {
  storage: Storage;
  renderer: PageRenderer;
  /** The site this instance serves (absent: an instance that publishes without serving pages). */
  site?: LiveSite;
  logger: Logger;
  metrics?: Pick<Metrics, "contentPublished" | "contentRenderFailed" | "contentPagesShown">;
  /** The published version each entry's pages show here (shownKey), by id. */
  shown: Map<string, string>;
  /** The facts the pages shown here were rendered with. */
  shownFacts: FactsData;
  /** The header's menus the pages shown here were rendered with (menuKey: every page shows them). */
  shownMenu: string;
  /** Every page's title and description the pages shown here were rendered with (searchShown). */
  shownSearch: Map<string, string>;
  /**
   * The facts each page read when this process last rendered it, and the pages whose title or
   * description it showed (learnt by rendering; see pagesFor).
   */
  factReads: Map<string, Set<string>>;
  /** Pages served beside the live ones: the running experiments' arms (decision 081). */
  variants?: PageVariants;
  /** A scheduled publish due while an experiment runs on its entry is not made (decision 084). */
  experimentOn?: ExperimentOn;
  /** Content swaps in so far: the arms' pages are rendered again after any. */
  swaps: number;
  /** What the arms' pages served here were rendered for (armsKey). */
  shownArms: string;
  /** The publish or look under way here: they take turns (exclusive). */
  turn: Promise<unknown>;
  /** Looks for publishes made elsewhere now (the watch does this every second). */
  sync(): Promise<void>;
  stop(): void;
}

/**
 * This process's way to publish, handed to the desk at start and filled once the live content runs
 * (main.ts): absent `live` (no build to render with), a publish is stored and the pages follow on
 * the instances that render.
 */
export interface ContentPublishing {
  live?: LiveContent;
  /** What holds an entry's publishes (compose.server.ts: a running experiment); absent, nothing does. */
  experimentOn?: ExperimentOn;
}

/**
 * The experiment running on an entry, if any (decision 084): its arms are the entry's published
 * words with each arm's changes, so publishing the entry is refused while it runs (all but the
 * publish that concludes it). Implemented by server/experiments; declared here so that content never
 * depends on experiments.
 */
export type ExperimentOn = (entryId: string) => Promise<{ id: string; name: string } | undefined>;

export type PublishEntryResult =
  | PublishResult
  /** A page could not be rendered with the draft: nothing was published. */
  | { ok: false; reason: "render-failed"; failures: RenderFailure[] };

/** Entries whose words change when the facts go from `before` to `after`: those quoting a fact that changed. */
function quotingChangedFacts(entries: ReadonlyMap<string, unknown>, before: FactsData, after: FactsData): string[] {
  const ids: string[] = [];
  for (const [id, data] of entries) {
    if (id === FACTS_ID) continue;
    for (const name of factsQuoted(data))
      if (factValue(before, name) !== factValue(after, name)) {
        ids.push(id);
        break;
      }
  }
  return ids;
}

/** The dotted paths of the facts whose values differ (a list counts as one fact, as the render records it). */
export function changedFacts(before: unknown, after: unknown, path = "", into: string[] = []): string[] {
  const record = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === "object" && !Array.isArray(v);
  if (record(before) && record(after)) {
    for (const key of new Set([...Object.keys(before), ...Object.keys(after)]))
      changedFacts(before[key], after[key], path ? `${path}.${key}` : key, into);
  } else if (JSON.stringify(before) !== JSON.stringify(after)) into.push(path);
  return into;
}

const related = (read: string, changed: string) =>
  read === changed || read.startsWith(`${changed}.`) || changed.startsWith(`${read}.`);

/**
 * The pages to render when `changed` entries take their data from `source`. For the facts: the pages
 * of entries quoting a changed fact, and every page whose last render read a changed fact (the footer's
 * hours are on every page) or that this process has not rendered yet. Likewise for a page's title or
 * description for search: every page whose last render showed it (decision 077); and for any other
 * entry, every page whose last render read its content (entryRead: the articles and the methodology
 * quote the insights hub's featured guide, decision 089).
 */
function pagesFor(
  changed: Iterable<string>,
  source: RenderSource,
  live: Pick<LiveContent, "shownFacts" | "shownMenu" | "shownSearch" | "factReads">,
) {
  const ids = new Set<string>();
  let factsChanged: string[] = [];
  const entriesChanged: string[] = [];
  for (const id of changed) {
    if (id !== FACTS_ID) {
      ids.add(id);
      entriesChanged.push(entryRead(id));
    } else {
      factsChanged = changedFacts(live.shownFacts, source.facts);
      for (const quoting of quotingChangedFacts(source.entries, live.shownFacts, source.facts)) ids.add(quoting);
    }
  }
  const served = new Set(servedPaths(source.pages));
  const affected = affectedBy(ids);
  // An article's page is at its address (decision 071): the one it is published at now.
  for (const id of ids) {
    const path = (source.entries.get(id) as Partial<ArticleData> | undefined)?.frontmatter?.path;
    if (typeof path === "string") affected.pages.push(path);
  }
  affected.pages = [...new Set(affected.pages.filter((p) => served.has(p)))].sort();
  // The header's Insights menu is on every page (decision 071): changed, every page is rendered.
  if (menuKey(source.pages) !== live.shownMenu) return { pages: [...served].sort(), sitemap: affected.sitemap };
  const readsChanged = [
    ...factsChanged,
    ...searchChanged(live.shownSearch, searchShown(source.pages)).map(pageRead),
    ...entriesChanged,
  ];
  if (readsChanged.length === 0) return affected;
  const pages = new Set(affected.pages);
  for (const path of served) {
    const reads = live.factReads.get(path);
    if (!reads || [...reads].some((read) => readsChanged.some((c) => related(read, c)))) pages.add(path);
  }
  return { pages: [...pages].sort(), sitemap: affected.sitemap };
}

function learnReads(live: LiveContent, reads: Map<string, Set<string>>): void {
  for (const [path, facts] of reads) live.factReads.set(path, facts);
}

/** The date each page's content was last published, for the sitemap: entries published since the build. */
function lastmodOf(published: Awaited<ReturnType<typeof readAllPublished>>): Map<string, string> {
  const dates = new Map<string, string>();
  for (const e of published) {
    if (e.id === FACTS_ID || e.takenDown || (shippedIds.has(e.id) && e.version === SHIPPED_VERSION)) continue;
    const path = e.type === "article" ? (e.data as ArticleData).frontmatter.path : e.id;
    dates.set(path, e.publishedAt.slice(0, 10));
  }
  return dates;
}

/** The render source of `published` entries: their data, the pages they make and their dates. */
function sourceOf(published: Awaited<ReturnType<typeof readAllPublished>>): RenderSource {
  const entries = new Map(published.filter((e) => !e.takenDown).map((e) => [e.id, e.data]));
  return {
    facts: (entries.get(FACTS_ID) ?? {}) as FactsData,
    entries,
    pages: publishedPageOverlay(published),
    lastmod: lastmodOf(published),
  };
}

async function publishedSource(
  storage: Storage,
): Promise<{ source: RenderSource; versions: Map<string, string>; types: Map<string, ContentTypeName> }> {
  const published = await readAllPublished(storage);
  const source = sourceOf(published);
  // Before any page showing these facts' statements is served: their forms' consent hash is known.
  try {
    acceptConsentOf(source.facts);
  } catch {
    // Facts without the statements' words fail their pages' render, which refuses the publish.
  }
  return {
    source,
    versions: new Map(published.map((e) => [e.id, shownKey(e.version, e.takenDown)])),
    types: new Map(published.map((e) => [e.id, e.type])),
  };
}

/** Swaps a rendered set in: pages new to the site added, pages no longer on it removed, with the desk's redirects. */
async function swapIn(live: LiveContent, set: RenderedSet, source: RenderSource): Promise<void> {
  if (!live.site) return;
  const served = new Set(servedPaths(source.pages));
  const site = live.site;
  const pages = new Map<string, StaticFile>();
  const added = new Map<string, StaticFile>();
  for (const [path, file] of set.pages)
    if (path === NOT_FOUND_PRERENDER_PATH || site.pagePaths.has(path)) pages.set(path, file);
    else added.set(path, file);
  const removed = [...site.pagePaths].filter((p) => !served.has(p));
  site.swap({ pages, files: set.files, added, removed, redirects: await readRedirects(live.storage) });
  live.swaps++;
}

/**
 * Pages served beside the live ones and rendered again whenever their key changes or content is
 * swapped in: the running experiments' arms (server/experiments/arm-pages.server.ts, decision 081).
 * Declared here so that content never depends on experiments.
 */
export interface PageVariants {
  /** Changes when the variants must be rendered again (an experiment started, stopped or changed). */
  key(): string;
  /** Reads again what runs (a notice from another instance). */
  refresh(): Promise<void>;
  /** The variants' pages by path for the published content (read only when some run); empty when none. */
  render(
    renderer: PageRenderer,
    source: () => Promise<RenderSource>,
    served: ReadonlySet<string>,
    logger: Logger,
  ): Promise<ReadonlyMap<string, ExperimentPage>>;
}

/**
 * The running experiments (each start: arms are fixed while one runs) and the content they were
 * rendered with: a change renders the arms again.
 */
const armsKey = (live: LiveContent) => JSON.stringify([live.swaps, live.variants?.key() ?? ""]);

/**
 * The arms' pages of the running experiments, rendered and swapped in when an experiment starts,
 * stops or changes, or the content changed (a publish of its entry, the facts): every instance,
 * within its next look (decision 081).
 */
async function syncArms(live: LiveContent): Promise<void> {
  const site = live.site;
  if (!site || !live.variants) return;
  const key = armsKey(live);
  if (key === live.shownArms) return;
  const read = async () => (await publishedSource(live.storage)).source;
  site.swapExperiments(await live.variants.render(live.renderer, read, site.pagePaths, live.logger));
  live.shownArms = key;
}

/**
 * Shows an experiment's start, stop or conclusion on this instance at once (the desk calls it after
 * the change is stored); on PostgreSQL the others are told as of a publish, and poll otherwise.
 */
export async function showExperimentChange(live: LiveContent | undefined, storage: Storage): Promise<void> {
  if (storage.dialect === "postgres")
    await sql`select pg_notify(${PUBLISH_CHANNEL}, 'experiments')`.execute(storage.db).catch(() => undefined);
  if (!live) return;
  await live.variants?.refresh();
  await live.sync();
}

/**
 * Published versions that fail the check on save (stored some other way than publishDraft): never
 * rendered, whatever the renderer would make of them (issue 42 item 9).
 */
function unfit(ids: readonly string[], source: RenderSource, types: ReadonlyMap<string, ContentTypeName>) {
  const failures: RenderFailure[] = [];
  for (const id of ids) {
    const type = types.get(id);
    // A taken-down entry is not in the source: nothing of it is rendered.
    if (!type || !source.entries.has(id)) continue;
    const checked = checkEntry(type, source.entries.get(id), source.facts);
    if (!checked.ok) {
      const [field, message] = Object.entries(checked.fieldErrors)[0] ?? ["", "does not fit its schema"];
      failures.push({ path: id, message: `the published version does not pass its check: ${field}: ${message}` });
    }
  }
  return failures;
}

/**
 * Publishes an entry's draft: renders the pages that show it with the draft (refused, changing
 * nothing, when one fails), stores it as the next version, and swaps the new pages in here. Other
 * instances follow within a second and their render.
 */
export function publishEntry(
  live: LiveContent,
  input: Parameters<typeof publishDraft>[1],
): Promise<PublishEntryResult> {
  return exclusive(live, () => publishInTurn(live, input));
}

/**
 * One publish, or one look for publishes made elsewhere, at a time on an instance: each renders from
 * the published content it reads first, so two at once could swap a set rendered before the other's
 * publish over that publish's pages (a new article's page removed again, a title put back). In turn,
 * each reads what the one before it stored.
 */
function exclusive<T>(live: LiveContent, work: () => Promise<T>): Promise<T> {
  const next = live.turn.then(work, work);
  live.turn = next.catch(() => undefined);
  return next;
}

async function publishInTurn(
  live: LiveContent,
  input: Parameters<typeof publishDraft>[1],
): Promise<PublishEntryResult> {
  const entry = await readEntry(live.storage, input.id);
  if (!entry) return { ok: false, reason: "unknown-entry" };
  if (entry.draft === null) return { ok: false, reason: "no-draft" };
  const published = await readAllPublished(live.storage);
  const others = published.filter((e) => e.id !== input.id);
  const source = sourceOf([
    ...others,
    {
      id: input.id,
      type: entry.type,
      version: (entry.publishedVersion ?? 0) + 1,
      takenDown: false,
      data: entry.draft,
      publishedAt: new Date().toISOString(),
      publishedBy: input.staffId,
      note: null,
    },
  ]);
  const affected = pagesFor([input.id], source, live);
  const version = (entry.publishedVersion ?? 0) + 1;
  let rendered: RenderedSet;
  try {
    rendered = await live.renderer.render(affected.pages, source, { sitemap: affected.sitemap });
  } catch (error) {
    if (!(error instanceof RenderError)) throw error;
    live.metrics?.contentRenderFailed();
    live.logger.warn({ entry: input.id, failures: error.failures }, "publish refused: a page could not be rendered");
    return { ok: false, reason: "render-failed", failures: error.failures };
  }
  // Kept before the version is stored, so that an instance that sees the publish finds its pages
  // rendered (decision 088); kept for a publish that is then refused, they are never used.
  const state = contentState(
    new Map([...others.map((e) => [e.id, shownKey(e.version, e.takenDown)] as const), [input.id, shownKey(version)]]),
  );
  await keepRendered(live.storage, state, rendered).catch((error: Error) =>
    live.logger.warn({ err: error.message }, "rendered pages not kept: other instances render their own"),
  );
  const result = await publishDraft(live.storage, input);
  if (!result.ok) return result;
  live.metrics?.contentPublished();
  if (live.storage.dialect === "postgres")
    await sql`select pg_notify(${PUBLISH_CHANNEL}, ${input.id})`.execute(live.storage.db).catch(() => undefined);
  // Published data may differ from the draft only by the check's normalisation; the watch re-renders
  // if a later version arrives. Pages are swapped only if no newer version was shown meanwhile.
  if (versionOf(live.shown.get(input.id)) < result.version) {
    await swapIn(live, rendered, source);
    learnReads(live, rendered.factReads);
    live.shown.set(input.id, shownKey(result.version));
    if (input.id === FACTS_ID) live.shownFacts = source.facts;
    live.shownMenu = menuKey(source.pages);
    live.shownSearch = searchShown(source.pages);
  }
  live.logger.info({ entry: input.id, version: result.version, pages: affected.pages.length }, "content published");
  return result;
}

const versionOf = (key: string | undefined) => (key === undefined ? 0 : Number.parseInt(key, 10));

/**
 * Shows on this instance a take-down just stored (takeDownArticle): the article's page removed, the
 * hub, the archive and the sitemap rendered without it. Other instances follow within a second.
 */
export async function showTakeDown(live: LiveContent, id: string): Promise<void> {
  if (live.storage.dialect === "postgres")
    await sql`select pg_notify(${PUBLISH_CHANNEL}, ${id})`.execute(live.storage.db).catch(() => undefined);
  await live.sync();
}

/**
 * This instance's live content: renders at once the entries published since the build (a restart
 * serves the published words), then watches for publishes made by any instance.
 */
export async function startLiveContent(options: {
  storage: Storage;
  renderer: PageRenderer;
  site?: LiveSite;
  logger: Logger;
  metrics?: LiveContent["metrics"];
  variants?: PageVariants;
  experimentOn?: ExperimentOn;
  /** The shipped facts (what the build rendered with). */
  shippedFacts: FactsData;
  intervalMs?: number;
  /** PostgreSQL: listens for publishes on PUBLISH_CHANNEL (the poll stays, should the connection drop). */
  databaseUrl?: string;
}): Promise<LiveContent> {
  let syncing: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;
  let listener: pg.Client | undefined;
  let again = false;
  const live: LiveContent = {
    storage: options.storage,
    renderer: options.renderer,
    site: options.site,
    logger: options.logger,
    metrics: options.metrics,
    shown: new Map(),
    shownFacts: options.shippedFacts,
    // The build rendered the shipped registry's menus.
    shownMenu: menuKey(undefined),
    shownSearch: searchShown(undefined),
    factReads: new Map(),
    variants: options.variants,
    experimentOn: options.experimentOn,
    swaps: 0,
    shownArms: "",
    turn: Promise.resolve(),
    sync() {
      // Asked again while a look is under way (a notice that came during it): one more look after it.
      if (syncing) {
        again = true;
        return syncing;
      }
      syncing = (async () => {
        try {
          do {
            again = false;
            await exclusive(live, () => syncOnce(live));
            await syncArms(live);
          } while (again);
        } finally {
          syncing = undefined;
        }
      })();
      return syncing;
    },
    stop() {
      clearInterval(timer);
      void listener?.end().catch(() => undefined);
    },
  };
  // Every page rendered once, before this instance serves and before it renders what was published
  // since the build: the first render of a route compiles its code (a publish later is quick), and it
  // learns which facts and entries each page reads (pagesFor), so the pages rendered next are only
  // those that show what was published (not every page, as a page whose reads are unknown would be).
  await acceptPublishedConsent(options.storage);
  const warmed = performance.now();
  const warmSource = (await publishedSource(options.storage)).source;
  const reads = await options.renderer
    .check(servedPaths(warmSource.pages), warmSource)
    .catch(() => new Map<string, Set<string>>());
  for (const [path, facts] of reads) if (!live.factReads.has(path)) live.factReads.set(path, facts);
  live.logger.info({ pages: reads.size, ms: Math.round(performance.now() - warmed) }, "content renderer ready");
  await live.sync();
  timer = setInterval(
    () => void live.sync().catch((error: Error) => live.logger.warn({ err: error.message }, "content watch failed")),
    options.intervalMs ?? WATCH_INTERVAL_MS,
  );
  timer.unref();
  if (options.databaseUrl) {
    const client = new pg.Client({ connectionString: options.databaseUrl });
    client.on("error", (error) => live.logger.warn({ err: error.message }, "content publish listener lost: polling"));
    // A publish, or an experiment started or stopped (showExperimentChange): looked at now.
    client.on(
      "notification",
      () => void (options.variants?.refresh() ?? Promise.resolve()).then(() => live.sync()).catch(() => undefined),
    );
    try {
      await client.connect();
      await client.query(`listen ${PUBLISH_CHANNEL}`);
      listener = client;
    } catch (error) {
      live.logger.warn({ err: (error as Error).message }, "cannot listen for content publishes: polling");
      await client.end().catch(() => undefined);
    }
  }
  return live;
}

/** Publishes the scheduled drafts that are due and this instance claimed (one instance each). */
async function publishDue(live: LiveContent): Promise<void> {
  for (const schedule of await claimDueSchedules(live.storage)) {
    const experiment = await live.experimentOn?.(schedule.id);
    const result: PublishEntryResult | { ok: false; reason: "experiment-running" } = experiment
      ? { ok: false, reason: "experiment-running" }
      : await publishInTurn(live, {
          id: schedule.id,
          staffId: schedule.by ?? "schedule",
          note: `Scheduled for ${schedule.at}`,
        });
    await endSchedule(live.storage, schedule, result.ok ? undefined : { reason: result.reason, experiment });
    if (result.ok) live.logger.info({ entry: schedule.id, version: result.version }, "scheduled publish done");
    else live.logger.error({ entry: schedule.id, result }, "scheduled publish refused");
  }
}

/**
 * The pages of `affected` for the content `state`: those another instance rendered for it taken from
 * storage, the rest rendered here and kept for the others (decision 088). Throws RenderError.
 */
async function renderedFor(
  live: LiveContent,
  affected: { pages: string[]; sitemap: boolean },
  source: RenderSource,
  state: string,
): Promise<{ set: RenderedSet; rendered: number }> {
  const kept = await takeRendered(live.storage, state, affected.pages, affected).catch((error: Error) => {
    live.logger.warn({ err: error.message }, "rendered pages could not be read: rendering them here");
    return undefined;
  });
  const missing = affected.pages.filter((p) => !kept?.pages.has(p));
  const sitemap = affected.sitemap && !kept?.files.has(SITEMAP_PATH);
  if (kept && missing.length === 0 && !sitemap) return { set: kept, rendered: 0 };
  const set = await live.renderer.render(missing, source, { sitemap });
  await keepRendered(live.storage, state, set).catch(() => undefined);
  for (const [path, file] of kept?.pages ?? []) set.pages.set(path, file);
  for (const [path, file] of kept?.files ?? []) set.files.set(path, file);
  for (const [path, reads] of kept?.factReads ?? []) set.factReads.set(path, reads);
  return { set, rendered: missing.length };
}

async function syncOnce(live: LiveContent): Promise<void> {
  await publishDue(live);
  // The cheap look: every entry's published version (a few dozen rows, no content).
  const changed = [...(await readPublishedVersions(live.storage))]
    .filter(([id, version]) => version !== null && version !== (live.shown.get(id) ?? builtKey(id)))
    .map(([id, version]) => ({ id, version: version as string }));
  if (changed.length === 0) return;
  const { source, versions, types } = await publishedSource(live.storage);
  const affected = pagesFor(
    changed.map((r) => r.id),
    source,
    live,
  );
  try {
    const refused = unfit(
      changed.map((r) => r.id),
      source,
      types,
    );
    if (refused.length > 0) throw new RenderError(refused);
    const started = performance.now();
    const { set, rendered } = await renderedFor(live, affected, source, contentState(versions));
    live.metrics?.contentPagesShown(set.pages.size - rendered, rendered);
    await swapIn(live, set, source);
    learnReads(live, set.factReads);
    live.shownFacts = source.facts;
    live.shownMenu = menuKey(source.pages);
    live.shownSearch = searchShown(source.pages);
    const ms = Math.round(performance.now() - started);
    live.logger.info(
      { entries: changed.map((r) => r.id), pages: affected.pages.length, rendered, ms },
      "published content shown",
    );
  } catch (error) {
    if (!(error instanceof RenderError)) throw error;
    // Stored some other way than publishEntry and not renderable: the old pages stay, said once.
    live.metrics?.contentRenderFailed();
    live.logger.error(
      { entries: changed.map((r) => r.id), failures: error.failures },
      "published content could not be rendered",
    );
  }
  for (const r of changed) live.shown.set(r.id, versions.get(r.id) ?? r.version);
}
