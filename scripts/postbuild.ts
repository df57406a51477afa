// Runs after `react-router build`: writes the sitemap and robots.txt from the
// registry, then precompresses every text asset (brotli and gzip).
import { readdir, readFile, stat, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { robotsTxt, sitemapXml } from "../server/search-files.ts";

const root = resolve(process.env.BUILD_DIR ?? "build", "client");
const brotli = promisify(brotliCompress);
const gz = promisify(gzip);
const compressible = /\.(html|js|css|svg|xml|txt|json|webmanifest|ico)$/;

await writeFile(join(root, "sitemap.xml"), sitemapXml());
await writeFile(join(root, "robots.txt"), robotsTxt());

async function* walk(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else yield full;
  }
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
console.log(`postbuild: sitemap.xml, robots.txt, ${count} files precompressed`);
