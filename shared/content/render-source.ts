// The content a server render uses (decision 066): the published entries (or a preview's draft) and
// the facts, set by server/content/render.server.ts around one render through React Router's request
// handler. The build's server bundle holds its own copy of this module, so the source is kept under a
// global symbol both copies name; renders run one at a time. Unset (the build's prerender, tests),
// pages render their shipped content.
import type { FactsData } from "./placeholders.ts";

export interface RenderSource {
  /** The facts placeholders resolve against. */
  facts: FactsData;
  /** Entries' data by id, placeholders unresolved; an entry missing here renders its shipped data. */
  entries: ReadonlyMap<string, unknown>;
}

const KEY = Symbol.for("leadwise.content.render-source");
type Holder = { [KEY]?: RenderSource };

export function currentRenderSource(): RenderSource | undefined {
  return (globalThis as Holder)[KEY];
}

/** Runs one render with this content; the caller keeps renders from overlapping. */
export async function withRenderSource<T>(source: RenderSource, render: () => Promise<T>): Promise<T> {
  (globalThis as Holder)[KEY] = source;
  try {
    return await render();
  } finally {
    delete (globalThis as Holder)[KEY];
  }
}
