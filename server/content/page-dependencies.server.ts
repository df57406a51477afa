// Which pages an entry's words appear on (decision 066), declared once: a publish re-renders these,
// an instance noticing a publish re-renders these. A page entry is on its own page (and on the paths
// that share its route module: /data-analytics is /customer-analytics); the facts are on every page;
// the articles are also listed by the insights hub and the archive, and the sitemap names them; the
// header's Insights menu, on every page, lists the live articles (menuKey). A page's title and
// description for search are also shown by the pages that list it (the archive, related reading,
// link cards): which ones is learnt by rendering, as for the facts (searchShown, decision 077).
import { FACTS_ID } from "#server/content/content-store.server.ts";
import { articleFolders } from "#shared/content/article-pages.ts";
import { type ContentTypeName, shippedEntryDeclarations } from "#shared/content/content-types.ts";
import { headerMenu } from "#shared/site/navigation.ts";
import {
  getPage,
  NOT_FOUND_PRERENDER_PATH,
  type PageOverlay,
  pages,
  prerenderPaths,
  sitePages,
  withPageOverlay,
} from "#shared/site/pages.ts";

/** The pages that list every article (title, summary, address). */
export const ARTICLE_LISTS = ["/lead-generation-insights", "/archive"] as const;

/** Entries that are not a registry page, by id: the page that renders them. */
const fixedPages: Record<string, string> = { "not-found": NOT_FOUND_PRERENDER_PATH };

export interface Affected {
  /** Page paths to render (NOT_FOUND_PRERENDER_PATH for the not-found page). */
  pages: string[];
  /** Whether sitemap.xml is made again. */
  sitemap: boolean;
}

function typeOf(id: string): ContentTypeName | undefined {
  return shippedEntryDeclarations.find((e) => e.id === id)?.type;
}

/** The pages (and files) that show these entries. */
export function affectedBy(ids: Iterable<string>): Affected {
  const paths = new Set<string>();
  // Every publish changes its pages' lastmod (decision 071): the sitemap is made again each time.
  const sitemap = true;
  for (const id of ids) {
    if (id === FACTS_ID) {
      for (const path of prerenderPaths()) paths.add(path);
      continue;
    }
    const fixed = fixedPages[id];
    if (fixed) {
      paths.add(fixed);
      continue;
    }
    const page = getPage(id);
    // An article written in the desk (decision 071): its page is at its address, which the caller
    // reads from its data; it is listed by the hub and the archive.
    if (!page && articleFolders.some((f) => id.startsWith(f))) {
      for (const path of ARTICLE_LISTS) paths.add(path);
      continue;
    }
    if (!page) throw new Error(`content entry ${id} is on no page`);
    for (const p of pages) if (p.file === page.file) paths.add(p.path);
    if (typeOf(id) === "article" || page.kind === "article") {
      for (const path of ARTICLE_LISTS) paths.add(path);
    }
  }
  return { pages: [...paths].sort(), sitemap };
}

/**
 * The header's menus as a page set makes them (decision 071): every page shows them, so when a
 * publish or a take-down changes this key (an article joins, leaves, moves or is renamed), every
 * page is rendered again.
 */
export function menuKey(overlay: PageOverlay | undefined): string {
  return JSON.stringify(withPageOverlay(overlay, headerMenu));
}

/** Every page's title and description as a page set shows them, by path (decision 077). */
export function searchShown(overlay: PageOverlay | undefined): Map<string, string> {
  return withPageOverlay(overlay, () => new Map(sitePages().map((p) => [p.path, `${p.title}\n${p.description}`])));
}

/** The pages whose title or description differ between two page sets (a page new to either counts). */
export function searchChanged(before: ReadonlyMap<string, string>, after: ReadonlyMap<string, string>): string[] {
  return [...new Set([...before.keys(), ...after.keys()])].filter((path) => before.get(path) !== after.get(path));
}
