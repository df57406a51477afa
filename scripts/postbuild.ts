// Runs after `react-router build` and the islands build: writes the sitemap and robots.txt from the
// registry, draws each page's icons once and adds its islands bootstrap, then precompresses every
// text asset (brotli and gzip).
import { readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { writeShippedManifest } from "#server/content/shipped.server.ts";
import type { IslandManifest } from "#server/http/island-bootstrap.ts";
import {
  COMPRESSIBLE,
  finishPage,
  islandsManifestFile,
  MIN_COMPRESSED_BYTES,
  precompress,
} from "#server/http/page-steps.ts";
import { robotsTxt, sitemapXml } from "#server/http/search-files.ts";

const buildDir = resolve(process.env.BUILD_DIR ?? "build");
const root = join(buildDir, "client");

// The islands manifest leaves the served files; the server keeps it for the pages it renders (decision 066).
const manifestFile = islandsManifestFile(buildDir);
await rename(join(root, "islands-manifest.json"), manifestFile);
const manifest = JSON.parse(await readFile(manifestFile, "utf8")) as IslandManifest;
// React Router's SPA fallback page loads its whole client app; this site serves its 404 page instead.
await rm(join(root, "__spa-fallback.html"), { force: true });

await writeFile(join(root, "sitemap.xml"), sitemapXml());
// The content shipped with the code, checked against its schemas (a bad entry fails the build), for
// the server to seed on a fresh install (decision 060).
const contentEntries = writeShippedManifest(buildDir);
await writeFile(join(root, "robots.txt"), robotsTxt());

async function* walk(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else yield full;
  }
}

// Each page: its icons drawn once and the islands' JavaScript started after the first paint
// (page-steps.ts, the same steps the server applies to a page it renders). The stylesheet stays the one hashed file React Router links,
// served immutable: a visitor downloads it once for the whole site (decision 030 measured this
// against inlining it in every page, decision 006).
let pagesDone = 0;
for await (const file of walk(root)) {
  if (!file.endsWith(".html")) continue;
  const html = await readFile(file, "utf8");
  await writeFile(file, finishPage(html, manifest));
  pagesDone++;
}

let count = 0;
for await (const file of walk(root)) {
  if (!COMPRESSIBLE.test(file) || (await stat(file)).size < MIN_COMPRESSED_BYTES) continue;
  const { br, gzip } = await precompress(await readFile(file));
  await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gzip)]);
  count++;
}
console.log(
  `postbuild: sitemap.xml, robots.txt, ${contentEntries} content entries, icons and islands bootstrap in ${pagesDone} pages, ${count} files precompressed`,
);
