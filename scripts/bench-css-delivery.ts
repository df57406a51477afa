// `node scripts/bench-css-delivery.ts BUILD_A BUILD_B …`: first and second page views of the same
// pages from several builds, in Chromium with Lighthouse's mobile conditions applied through the
// DevTools protocol (150 ms round trips, 1.6 Mbit/s down, 750 kbit/s up, CPU slowed 4x). Used for
// decision 030 to compare the stylesheet inlined in every page with one immutable cached file:
// a first view is a fresh browser profile opening `/`; a second view is the same profile then
// opening `/our-solutions` (assets cached, the HTML not). Prints the median FCP, LCP and bytes
// transferred over RUNS runs (default 5). Not part of `npm test`: timings are measurements.
import { chromium } from "playwright-core";
import { median as medianOf } from "#shared/median.ts";
import { chromiumArgs, findChromium } from "#tests/support/browser.ts";
import { serveBuild } from "./serve-build.ts";

const builds = process.argv.slice(2);
const runs = Number(process.env.RUNS ?? 5);
const port = Number(process.env.BENCH_PORT ?? 4619);

interface View {
  fcp: number;
  lcp: number;
  kb: number;
}

const median = (xs: number[]) => medianOf(xs) ?? Number.NaN;

async function main() {
  const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
  for (const build of builds) {
    const server = await serveBuild(build, port);
    const first: View[] = [];
    const second: View[] = [];
    for (let i = 0; i < runs; i++) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
      await context.addInitScript(() => {
        localStorage.setItem("leadwise:rebrand-seen", "1");
        (window as unknown as { __lcp: number }).__lcp = 0;
        new PerformanceObserver((l) => {
          for (const e of l.getEntries()) (window as unknown as { __lcp: number }).__lcp = e.startTime;
        }).observe({ type: "largest-contentful-paint", buffered: true });
      });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send("Network.enable");
      await cdp.send("Network.emulateNetworkConditions", {
        offline: false,
        latency: 150,
        downloadThroughput: (1.6 * 1024 * 1024) / 8,
        uploadThroughput: (750 * 1024) / 8,
      });
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
      let bytes = 0;
      cdp.on("Network.loadingFinished", (e) => {
        bytes += e.encodedDataLength;
      });
      const view = async (path: string): Promise<View> => {
        bytes = 0;
        await page.goto(`http://127.0.0.1:${port}${path}`, { waitUntil: "load" });
        await page.waitForTimeout(1500);
        const t = await page.evaluate(() => ({
          fcp: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN,
          lcp: (window as unknown as { __lcp: number }).__lcp,
        }));
        return { ...t, kb: bytes / 1000 };
      };
      first.push(await view("/"));
      second.push(await view("/our-solutions"));
      await context.close();
    }
    server.kill();
    await new Promise((r) => server.once("exit", r));
    const row = (name: string, v: View[]) =>
      `| ${build} | ${name} | ${median(v.map((x) => x.fcp)).toFixed(0)} | ${median(v.map((x) => x.lcp)).toFixed(0)} | ${median(v.map((x) => x.kb)).toFixed(1)} |`;
    console.log(row("first view /", first));
    console.log(row("second view /our-solutions", second));
  }
  await browser.close();
}

await main();
