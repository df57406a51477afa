// Screenshots of pages at desktop and phone widths (full page), from two servers or from one into a
// folder, compared pixel by pixel (pixelmatch). Issue 45: a change meant to make style and layout
// cheaper must not change how any page looks.
//   node scripts/compare-screenshots.ts shoot <base-url> <dir> [/path …]
//   node scripts/compare-screenshots.ts compare <dir-before> <dir-after>   exit 1 on any difference
// Each page is scrolled to its end and back, then shot with the viewport as tall as the page.
// Deterministic: the forms are not hydrated (React's files are not served, so no random challenge),
// the rebrand notice is marked as seen, animations are stopped and the caret hidden.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import pixelmatch from "pixelmatch";
import { chromium } from "playwright-core";
import { PNG } from "pngjs";
import { chromiumArgs, findChromium } from "#tests/support/browser.ts";

export const SCREENSHOT_PAGES = ["/", "/lead-generation-insights/sales-leads-buying-guide-australia", "/contact"];
export const WIDTHS = [
  { name: "1366", viewport: { width: 1366, height: 900 }, isMobile: false },
  { name: "390", viewport: { width: 390, height: 844 }, isMobile: true },
];

const fileOf = (path: string, width: string) =>
  `${path.replace(/\W+/g, "_").replace(/^_|_$/g, "") || "home"}-${width}.png`;

export async function shoot(base: string, dir: string, paths: readonly string[] = SCREENSHOT_PAGES): Promise<void> {
  mkdirSync(dir, { recursive: true });
  const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
  try {
    for (const w of WIDTHS) {
      const context = await browser.newContext({
        viewport: w.viewport,
        isMobile: w.isMobile,
        hasTouch: w.isMobile,
        deviceScaleFactor: 1,
        locale: "en-AU",
        timezoneId: "Australia/Sydney",
        reducedMotion: "reduce",
      });
      await context.addInitScript(() => window.localStorage.setItem("leadwise:rebrand-seen", "1"));
      await context.route(/\/assets\/island-(react|hydrate)-[^/]*\.js$/, (route) => route.abort());
      for (const path of paths) {
        const page = await context.newPage();
        await page.goto(`${base}${path}`, { waitUntil: "load" });
        await page.waitForSelector("html[data-hydrated]", { state: "attached" });
        // Scrolled through once, as a reader would: sections drawn only near the viewport
        // (content-visibility: auto, decision 076) then keep their real height.
        await page.evaluate(async () => {
          const frame = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
          for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
            window.scrollTo(0, y);
            await frame();
          }
          window.scrollTo(0, 0);
          await frame();
        });
        // The whole page in the viewport: a full-page shot draws beyond the viewport, where such
        // sections are not drawn (a reader never sees that: they are drawn before they scroll in).
        const height = await page.evaluate(() => document.documentElement.scrollHeight);
        await page.setViewportSize({ width: w.viewport.width, height });
        await page.waitForTimeout(500);
        await page.screenshot({
          path: join(dir, fileOf(path, w.name)),
          fullPage: true,
          animations: "disabled",
          caret: "hide",
        });
        await page.close();
      }
      await context.close();
    }
  } finally {
    await browser.close();
  }
}

/** Differing pixels per screenshot (a different size counts as every pixel). */
export function compare(before: string, after: string): { file: string; differing: number; size: string }[] {
  return readdirSync(before)
    .filter((f) => f.endsWith(".png"))
    .sort()
    .map((file) => {
      const a = PNG.sync.read(readFileSync(join(before, file)));
      if (!existsSync(join(after, file))) return { file, differing: a.width * a.height, size: "missing after" };
      const b = PNG.sync.read(readFileSync(join(after, file)));
      if (a.width !== b.width || a.height !== b.height)
        return { file, differing: a.width * a.height, size: `${a.width}x${a.height} → ${b.width}x${b.height}` };
      const diff = new PNG({ width: a.width, height: a.height });
      const differing = pixelmatch(a.data, b.data, diff.data, a.width, a.height, { threshold: 0 });
      if (differing) writeFileSync(join(after, file.replace(/\.png$/, ".diff.png")), PNG.sync.write(diff));
      return { file, differing, size: `${a.width}x${a.height}` };
    });
}

if (import.meta.main) {
  const [command, a, b, ...rest] = process.argv.slice(2);
  if (command === "shoot" && a && b) {
    await shoot(a, b, rest.length ? rest : SCREENSHOT_PAGES);
  } else if (command === "compare" && a && b) {
    const results = compare(a, b);
    for (const r of results) console.log(`${r.file}: ${r.size}, ${r.differing} pixels differ`);
    process.exit(results.some((r) => r.differing > 0) ? 1 : 0);
  } else {
    console.error("usage: compare-screenshots.ts shoot <base-url> <dir> [/path …] | compare <before> <after>");
    process.exit(2);
  }
}
