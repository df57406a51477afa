// A page's shipped content: its content.json (the entry's version 1, seeded into storage on a fresh
// install) with the fact placeholders resolved against the shipped facts. This is what the build
// prerenders; every shipped entry is parsed against its schema by the unit tests and the build
// (decision 060), so the cast below is checked where zod may run.
import { withFacts } from "#shared/content/placeholders.ts";
import { facts } from "#shared/site/facts.ts";

export function shippedContent<T>(data: unknown): T {
  return withFacts(data as T, facts);
}
