// What style recalculation and layout cost on a page, and what each suspect contributes (issue 45,
// decision 076): the page loaded as scripts/main-thread.ts loads it (Chromium at a fixed CPU
// slowdown, phone-sized, a trace to quiet), once per variant, the variants interleaved run by run so
// a busy moment of the machine falls on all of them alike. A variant serves a changed stylesheet or
// page (Playwright routes) or adds a rule; it is an experiment, not a fix: some change how the page
// looks, to measure an upper bound. Prints each variant's median own time of style, layout, text
// shaping, paint, HTML parse and script over the whole load, and its longest task.
//   node scripts/style-cost.ts [--rate 4] [--runs 5] [--only baseline,no-property] [/path …]
import type { ChildProcess } from "node:child_process";
import type { BrowserContext } from "playwright-core";
import { median as medianOf } from "#shared/median.ts";
import { launchVisitorBrowser, type TaskFigures, tracePage } from "./main-thread.ts";
import { serveBuild } from "./serve-build.ts";

interface Variant {
  /** Rewrites the stylesheet's text. */
  css?: (css: string) => string;
  /** Rewrites the page's HTML. */
  html?: (html: string) => string;
  /** A rule added before the page's own stylesheet. */
  extraCss?: string;
}

/** Removes every `@property …{…}` registration. */
const withoutProperty = (css: string) => css.replace(/@property [^{]+\{[^}]*\}/g, "");

/** The sprite's symbols drawn in place again (the form before issue 24's sprite). */
function spriteInlined(html: string): string {
  const symbols = new Map<string, { viewBox: string; inner: string }>();
  for (const m of html.matchAll(/<symbol id="([^"]+)"( viewBox="[^"]*")?>([\s\S]*?)<\/symbol>/g))
    symbols.set(m[1] as string, { viewBox: m[2] ?? "", inner: m[3] ?? "" });
  return html.replace(/<svg([^>]*)><use href="#([^"]+)"><\/use><\/svg>/g, (all, attrs: string, id: string) => {
    const s = symbols.get(id);
    return s ? `<svg${attrs}${s.viewBox}>${s.inner}</svg>` : all;
  });
}

export const VARIANTS: Record<string, Variant> = {
  baseline: {},
  // Tailwind 4's 68 registrations (non-inherited custom properties with initial values).
  "no-property": { css: withoutProperty },
  // Preflight's universal reset (box-sizing, border, margin, padding on every element and pseudo).
  "no-universal-reset": {
    css: (css) =>
      css.replace("*,:after,:before,::backdrop{box-sizing:border-box;border:0 solid;margin:0;padding:0}", ""),
  },
  // The reduced-motion rule's universal selectors (not matched unless the visitor asks for it).
  "no-reduced-motion-rule": { css: (css) => css.replace(/@media \(prefers-reduced-motion:reduce\)\{[^}]*\}\}/, "") },
  // The :has() rules (mobile menu, tooltips), which make Blink watch every change below them.
  "no-has": {
    css: (css) =>
      css
        .split("}")
        .filter((r) => !r.includes(":has("))
        .join("}"),
  },
  "sprite-inlined": { html: spriteInlined },
  "no-icons": { html: (html) => html.replace(/<svg\b[^>]*>[\s\S]*?<\/svg>/g, "") },
  // One installed font instead of the stack (how much is font matching and fallback).
  "one-font": { extraCss: "html,body{font-family:'Liberation Sans'!important}" },
  "no-images": { html: (html) => html.replace(/<img\b[^>]*>/g, "") },
  // Decision 076's rule taken out: every section styled and laid out at once, as before it.
  "no-content-visibility": { css: (css) => css.replaceAll("content-visibility:auto", "content-visibility:visible") },
  "no-stylesheet": { css: () => "" },
  // Decision 096: the parser not held before <main> until the stylesheet has arrived.
  "no-parser-hold": { html: (html) => html.replace("<script>;</script>", "") },
};

async function prepareFor(variant: Variant, context: BrowserContext, base: string, path: string): Promise<void> {
  if (variant.css) {
    const rewrite = variant.css;
    await context.route(/\/assets\/app-[^/]*\.css$/, async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, body: rewrite(await response.text()) });
    });
  }
  if (variant.html) {
    const rewrite = variant.html;
    await context.route(`${base}${path}`, async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, body: rewrite(await response.text()) });
    });
  }
}

const median = (xs: number[]) => medianOf(xs) ?? 0;
const KINDS = ["style", "layout", "text shaping", "paint", "HTML parse", "script", "other"];

if (import.meta.main) {
  const args = process.argv.slice(2);
  const opt = (name: string) => {
    const i = args.indexOf(name);
    return i >= 0 ? args[i + 1] : undefined;
  };
  const rate = Number(opt("--rate") ?? 4);
  const runs = Number(opt("--runs") ?? 5);
  const only = opt("--only")?.split(",");
  const names = Object.keys(VARIANTS).filter((n) => !only || only.includes(n));
  const paths = args.filter((a) => a.startsWith("/"));
  const port = Number(process.env.TRACE_PORT ?? 4420);
  let server: ChildProcess | undefined;
  const base = process.env.TRACE_BASE_URL ?? `http://127.0.0.1:${port}`;
  if (!process.env.TRACE_BASE_URL) server = await serveBuild(process.env.BUILD_DIR ?? "build", port);
  const browser = await launchVisitorBrowser();
  try {
    for (const path of paths.length ? paths : ["/"]) {
      const figures = new Map<string, TaskFigures[]>(names.map((n) => [n, []]));
      for (let i = 0; i < runs; i++)
        for (const name of names) {
          const v = VARIANTS[name] as Variant;
          const f = await tracePage(browser, base, path, rate, v.extraCss, (c) => prepareFor(v, c, base, path));
          figures.get(name)?.push(f);
        }
      console.log(
        `\n${path} at ${rate}×, median of ${runs}: CPU ms (thread time, own) over the whole load; longest task in wall ms`,
      );
      console.log(`| variant | ${KINDS.join(" | ")} | style + layout + shaping | longest task |`);
      console.log(`|---|${KINDS.map(() => "---|").join("")}---|---|`);
      for (const name of names) {
        const fs = figures.get(name) ?? [];
        const k = (kind: string) => median(fs.map((f) => f.cpu[kind] ?? 0)).toFixed(1);
        const sl = median(fs.map((f) => (f.cpu.style ?? 0) + (f.cpu.layout ?? 0) + (f.cpu["text shaping"] ?? 0)));
        console.log(`| ${[name, ...KINDS.map(k), sl.toFixed(1), median(fs.map((f) => f.longest))].join(" | ")} |`);
      }
    }
  } finally {
    await browser.close();
    server?.kill("SIGTERM");
  }
}
