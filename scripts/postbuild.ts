// Runs after `react-router build` and the islands build: writes the sitemap and robots.txt from the
// registry, draws each page's icons once and adds its islands bootstrap, then precompresses every
// text asset (brotli and gzip).
import { readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { writeShippedManifest } from "#server/content/shipped.server.ts";
import { robotsTxt, sitemapXml } from "#server/http/search-files.ts";
import { type IslandManifest, islandBootstrap } from "./island-bootstrap.ts";
import { spriteIcons } from "./svg-sprite.ts";

const root = resolve(process.env.BUILD_DIR ?? "build", "client");
const brotli = promisify(brotliCompress);
const gz = promisify(gzip);
const compressible = /\.(html|js|css|svg|xml|txt|json|webmanifest|ico)$/;

const manifestFile = join(root, "islands-manifest.json");
const manifest = JSON.parse(await readFile(manifestFile, "utf8")) as IslandManifest;
await rm(manifestFile);
// React Router's SPA fallback page loads its whole client app; this site serves its 404 page instead.
await rm(join(root, "__spa-fallback.html"), { force: true });

await writeFile(join(root, "sitemap.xml"), sitemapXml());
// The content shipped with the code, checked against its schemas (a bad entry fails the build), for
// the server to seed on a fresh install (decision 060).
const contentEntries = writeShippedManifest(resolve(process.env.BUILD_DIR ?? "build"));
await writeFile(join(root, "robots.txt"), robotsTxt());

async function* walk(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else yield full;
  }
}

// Each page: its icons drawn once (svg-sprite.ts) and the islands' JavaScript started after the
// first paint (island-bootstrap.ts). The stylesheet stays the one hashed file React Router links,
// served immutable: a visitor downloads it once for the whole site (decision 030 measured this
// against inlining it in every page, decision 006).
let pagesDone = 0;
for await (const file of walk(root)) {
  if (!file.endsWith(".html")) continue;
  const html = await readFile(file, "utf8");
  await writeFile(file, spriteIcons(islandBootstrap(html, manifest)));
  pagesDone++;
}

let count = 0;
for await (const file of walk(root)) {
  if (!compressible.test(file) || (await stat(file)).size < 512) continue;
  const body = await readFile(file);
  const [br, gzBody] = await Promise.all([
    brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
    gz(body, { level: 9 }),
  ]);
  await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gzBody)]);
  count++;
}
console.log(
  `postbuild: sitemap.xml, robots.txt, ${contentEntries} content entries, icons and islands bootstrap in ${pagesDone} pages, ${count} files precompressed`,
);
