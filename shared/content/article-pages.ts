// Articles added, moved and taken down in the desk (issue 42 item 5, decision 071). The shipped
// registry (shared/site/pages.ts) stays the one declaration of the shipped pages; the published
// article entries add pages at render time through the render source: the pages a render sees are
// the registry, less the articles taken down or moved away, plus each article published at an
// address of its own, rendered by the generic article route.
import type { ArticleData } from "#shared/content/schemas/article.ts";
import { type PageOverlay, type PageSearch, pages, type RegistryPage } from "#shared/site/pages.ts";

/** The route module that renders any article entry by its address (app/routes.ts). */
export const ARTICLE_ROUTE_FILE = "routes/insights-article/route.tsx";

/** Where articles live, and the hub that lists them (its parent in breadcrumbs, where a taken-down one goes). */
export const articleFolders = ["/lead-generation-insights/", "/mortgage-lead-insights/"] as const;
export const ARTICLE_HUB = "/lead-generation-insights";

const slug = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/**
 * Why `path` cannot be a new article's address (undefined: it can, as far as its form goes): a slug of
 * lower-case letters, digits and hyphens under one of the article folders.
 */
export function articleAddressProblem(path: string): string | undefined {
  const folder = articleFolders.find((f) => path.startsWith(f));
  if (!folder) return `The address starts with ${articleFolders.join(" or ")}`;
  const rest = path.slice(folder.length);
  if (!slug.test(rest)) return "After the folder: lower-case letters, digits and single hyphens only";
  if (rest.length > 80) return "Keep the address under 80 characters after the folder";
  return undefined;
}

const shipped = new Map<string, RegistryPage>((pages as readonly RegistryPage[]).map((p) => [p.path, p]));

export interface ArticleState {
  id: string;
  data: ArticleData;
}

/**
 * The pages beyond the shipped registry, from the published articles (`published`) and the ids of
 * those taken down: a shipped article at its own address adds nothing (its title and description
 * for search, if published, are edits: decision 077); one taken down or moved is removed from its
 * shipped address; one at an address of its own is added there.
 */
export function articlePageOverlay(
  published: readonly ArticleState[],
  takenDown: ReadonlySet<string>,
  edited = new Map<string, PageSearch>(),
): PageOverlay {
  const added: RegistryPage[] = [];
  const removed = new Set<string>();
  for (const id of takenDown) if (shipped.has(id)) removed.add(id);
  for (const { id, data } of published) {
    if (takenDown.has(id)) continue;
    const path = data.frontmatter.path as string;
    const before = shipped.get(id);
    if (before && path === id) {
      if (data.listing) edited.set(id, { title: data.listing.title, description: data.listing.description });
      continue;
    }
    if (before) removed.add(id);
    added.push(articlePage(path, data, before));
  }
  return { added, removed, ...(edited.size > 0 ? { edited } : {}) };
}

/**
 * A page entry's published title and description for search (decision 077), on its page and on
 * the aliases that serve the same page (/data-analytics is /customer-analytics).
 */
function searchEdits(published: readonly PublishedArticleLike[]): Map<string, PageSearch> {
  const edited = new Map<string, PageSearch>();
  for (const e of published) {
    const search = (e.data as { search?: PageSearch } | null)?.search;
    if (e.type === "article" || e.takenDown || !search || !shipped.has(e.id)) continue;
    for (const p of pages)
      if (p.path === e.id || ("canonicalPath" in p && p.canonicalPath === e.id)) edited.set(p.path, search);
  }
  return edited;
}

/** A published entry as the overlay needs it (readAllPublished's rows). */
export interface PublishedArticleLike {
  id: string;
  type: string;
  takenDown: boolean;
  data: unknown;
}

/**
 * The live page set's overlay from every published entry: what renders and the guard rails both see
 * (articles added, moved and taken down; titles and descriptions for search).
 */
export function publishedPageOverlay(published: readonly PublishedArticleLike[]): PageOverlay {
  const articles = published
    .filter((e) => e.type === "article" && !e.takenDown)
    .map((e) => ({ id: e.id, data: e.data as ArticleData }));
  return articlePageOverlay(
    articles,
    new Set(published.filter((e) => e.takenDown).map((e) => e.id)),
    searchEdits(published),
  );
}

/** The registry page an article entry makes at its address. */
export function articlePage(path: string, data: ArticleData, shippedAs?: RegistryPage): RegistryPage {
  const listing = data.listing;
  return {
    path: path as RegistryPage["path"],
    file: ARTICLE_ROUTE_FILE,
    title: listing?.title ?? shippedAs?.title ?? data.frontmatter.headline,
    description: listing?.description ?? shippedAs?.description ?? data.frontmatter.summary,
    label: shippedAs?.label ?? data.frontmatter.headline,
    parent: ARTICLE_HUB,
    section: "other",
    kind: "article",
    ogType: "article",
    ...(listing?.category ? { category: listing.category } : {}),
  };
}
