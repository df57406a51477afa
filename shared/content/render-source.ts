// The content a server render uses (decision 066): the published entries (or a preview's draft) and
// the facts, set by server/content/render.server.ts around one render through React Router's request
// handler. The build's server bundle holds its own copy of this module, so the source is kept under a
// global symbol both copies name; renders run one at a time. Unset (the build's prerender, tests),
// pages render their shipped content.
import type { ConsentVersion } from "#shared/consent/statements.ts";
import { type PageOverlay, setPageOverlay } from "#shared/site/pages.ts";
import { type FactsData, resolveText } from "./placeholders.ts";

export interface RenderSource {
  /** The facts placeholders resolve against. */
  facts: FactsData;
  /** Entries' data by id, placeholders unresolved; an entry missing here renders its shipped data. */
  entries: ReadonlyMap<string, unknown>;
  /**
   * Filled during the render: the dotted path of every fact the page read (a list counts as one fact),
   * `page:<path>` for every page whose title or description it showed (pageRead, decision 077), and
   * `entry:<id>` for every entry whose content it read (entryRead, decision 089: its own, and any other
   * it quotes, such as the insights hub's featured guide on the articles that promote it).
   */
  factReads?: Set<string>;
  /** The pages beyond the shipped registry: articles published in the desk, pages taken down or moved (decision 071). */
  pages?: PageOverlay;
  /** The date each page's content was last published (YYYY-MM-DD, by page path): the sitemap's lastmod. */
  lastmod?: ReadonlyMap<string, string>;
  /** The statements' version with these facts (decision 091), hashed by the server before the render. */
  consent?: ConsentVersion;
}

/**
 * The source's facts, recording into `factReads` each fact read through them: which page shows which
 * fact is learnt from rendering it, not declared a second time (decision 066).
 */
export function trackedFacts(source: RenderSource): FactsData {
  const reads = source.factReads;
  if (!reads) return source.facts;
  const track = (value: object, path: string): object =>
    new Proxy(value, {
      get(target, key, receiver) {
        const found: unknown = Reflect.get(target, key, receiver);
        if (typeof key !== "string") return found;
        const at = path ? `${path}.${key}` : key;
        if (found !== null && typeof found === "object" && !Array.isArray(found)) return track(found, at);
        reads.add(at);
        return found;
      },
    });
  return track(source.facts, "") as FactsData;
}

const KEY = Symbol.for("leadwise.content.render-source");
type Holder = { [KEY]?: RenderSource };

export function currentRenderSource(): RenderSource | undefined {
  return (globalThis as Holder)[KEY];
}

/** Runs one render with this content; the caller keeps renders from overlapping. */
export async function withRenderSource<T>(source: RenderSource, render: () => Promise<T>): Promise<T> {
  (globalThis as Holder)[KEY] = source;
  const reads = source.factReads;
  const facts = trackedFacts(source);
  const restore = setPageOverlay(source.pages, reads && ((path) => reads.add(pageRead(path))), (text) =>
    resolveText(text, facts),
  );
  try {
    return await render();
  } finally {
    delete (globalThis as Holder)[KEY];
    restore();
  }
}

/** How a render records that it showed a page's title or description (among the facts it read). */
export function pageRead(path: string): string {
  return `page:${path}`;
}

/** How a render records that it read an entry's content (entryContent in app/content/shipped.ts, decision 089). */
export function entryRead(id: string): string {
  return `entry:${id}`;
}
