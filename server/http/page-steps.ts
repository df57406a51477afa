// The steps every page goes through after React Router renders it, at build (scripts/postbuild.ts)
// and when the server renders it from stored content (server/content/render.server.ts, decision 066):
// its sections' stand-in heights named, its icons drawn once and its islands bootstrap added, then brotli
// and gzip as the build does.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from "node:zlib";
import { type IslandManifest, islandBootstrap } from "./island-bootstrap.ts";
import { standInSections, waitForStylesheet } from "./section-stand-ins.ts";
import { spriteIcons } from "./svg-sprite.ts";

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Files worth precompressing: text, at least MIN_COMPRESSED_BYTES. */
export const COMPRESSIBLE = /\.(html|js|css|svg|xml|txt|json|webmanifest|ico)$/;
export const MIN_COMPRESSED_BYTES = 512;

/** A rendered page as served: its sections' stand-in heights and the wait for the stylesheet
 *  (section-stand-ins.ts), icons drawn once (svg-sprite.ts), the islands' bootstrap (island-bootstrap.ts). */
export function finishPage(html: string, manifest: IslandManifest): string {
  return spriteIcons(islandBootstrap(waitForStylesheet(standInSections(html)), manifest));
}

const brotliOptions = (body: Buffer) => ({
  params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
});
const GZIP_LEVEL = 9;

export async function precompress(body: Buffer): Promise<{ br: Buffer; gzip: Buffer }> {
  const [br, gzBody] = await Promise.all([brotli(body, brotliOptions(body)), gz(body, { level: GZIP_LEVEL })]);
  return { br, gzip: gzBody };
}

/** The same, on the calling thread: the render worker's (decision 072), off zlib's shared thread pool. */
export function precompressSync(body: Buffer): { br: Buffer; gzip: Buffer } {
  return { br: brotliCompressSync(body, brotliOptions(body)), gzip: gzipSync(body, { level: GZIP_LEVEL }) };
}

/** Where the build keeps the islands manifest: beside the server bundle, never among the served files. */
export function islandsManifestFile(buildDir: string): string {
  return join(buildDir, "server", "islands-manifest.json");
}

export function readIslandsManifest(buildDir: string): IslandManifest | undefined {
  const file = islandsManifestFile(buildDir);
  return existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as IslandManifest) : undefined;
}
