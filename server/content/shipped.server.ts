// The content the code ships (decision 060): the facts (shared/site/facts.ts) and each declared page's
// content.json beside its route (found through the page registry). The build writes them into
// BUILD_DIR/content/shipped.json, which the server seeds from at start: the running server has the
// build, not necessarily the source tree (the container image holds build/, server/ and shared/).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import type { Logger } from "pino";
import type { Storage } from "#server/db/database.server.ts";
import { shippedEntryDeclarations } from "#shared/content/content-types.ts";
import { facts } from "#shared/site/facts.ts";
import { getPage } from "#shared/site/pages.ts";
import { checkShipped, FACTS_ID, type ShippedEntry, seedShipped } from "./content-store.server.ts";

const projectRoot = resolve(import.meta.dirname, "../..");

/** Where a page entry's shipped data lives: content.json in its route's folder. */
export function shippedFile(id: string, root = projectRoot): string {
  const folder = shippedEntryDeclarations.find((e) => e.id === id)?.folder;
  if (folder) return join(root, "app", "routes", folder, "content.json");
  const page = getPage(id);
  if (!page) throw new Error(`shipped content ${id} is not a page of the registry`);
  return join(root, "app", dirname(page.file), "content.json");
}

/** The shipped entries, read from the source tree. */
export function collectShipped(root = projectRoot): ShippedEntry[] {
  return shippedEntryDeclarations.map(({ id, type }) => ({
    id,
    type,
    data: id === FACTS_ID ? facts : (JSON.parse(readFileSync(shippedFile(id, root), "utf8")) as unknown),
  }));
}

export function manifestFile(buildDir: string): string {
  return join(buildDir, "content", "shipped.json");
}

/** Writes the shipped entries into the build (postbuild); an entry that fails its check fails the build. */
export function writeShippedManifest(buildDir: string, entries = collectShipped()): number {
  const file = manifestFile(buildDir);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(checkShipped(entries))}\n`);
  return entries.length;
}

/** The shipped entries of a build; undefined when the build has none (development without a build). */
export function readShippedManifest(buildDir: string): ShippedEntry[] | undefined {
  const file = manifestFile(buildDir);
  return existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as ShippedEntry[]) : undefined;
}

/**
 * At start: seeds the shipped entries storage lacks, from the build (or, in development without a
 * build, from the source tree).
 */
export async function seedShippedContent(storage: Storage, buildDir: string, logger: Logger): Promise<void> {
  const shipped =
    readShippedManifest(buildDir) ?? (existsSync(join(projectRoot, "app")) ? collectShipped() : undefined);
  if (!shipped) {
    logger.warn("no shipped content in the build: content entries not seeded");
    return;
  }
  const seeded = await seedShipped(storage, shipped);
  if (seeded.length > 0) logger.info({ entries: seeded.length }, "shipped content seeded");
}
