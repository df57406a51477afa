// A page's content: its content.json (the entry's version 1, seeded into storage on a fresh install)
// with the fact placeholders resolved against the facts. The build prerenders the shipped data; a
// server render (a publish, a preview: decision 066) gives the entry's stored data and the stored
// facts through the render source. Every shipped entry is parsed against its schema by the unit tests
// and the build (decision 060), and a stored one on save, so the casts below are checked where zod may run.

import { withFacts } from "#shared/content/placeholders.ts";
import { currentRenderSource, entryRead, trackedFacts } from "#shared/content/render-source.ts";
import { facts } from "#shared/site/facts.ts";

export function shippedContent<T>(data: unknown): T {
  return withFacts(data as T, facts);
}

/**
 * Entry `id`'s content for the render under way: read it where the page renders (component, meta),
 * never into a module constant. The read is recorded (entryRead): a publish of the entry renders again
 * every page whose last render read it (decision 089), whichever page's module asked.
 */
export function entryContent<T>(id: string, shipped: unknown): T {
  const source = currentRenderSource();
  if (!source) return shippedContent<T>(shipped);
  source.factReads?.add(entryRead(id));
  return withFacts((source.entries.get(id) ?? shipped) as T, trackedFacts(source));
}
