// Frontmatter of a long-form article. It is validated where pages are
// prerendered and in the unit tests, so a wrong date or an unknown related
// path fails the build, not the visitor; the browser bundle carries no zod.

import { entryContent } from "#app/content/shipped.ts";
import { ARTICLE_ROUTE_FILE } from "#shared/content/article-pages.ts";
import { currentRenderSource } from "#shared/content/render-source.ts";
import type { ArticleData, ArticleFrontmatterData, BodyNode } from "#shared/content/schemas/article.ts";
import { articleFrontmatterSchema } from "#shared/content/schemas/article.ts";
import { getPage, withRemovedPagesKnown } from "#shared/site/pages.ts";

// The schema is declared once, with the article content type (shared/content/schemas/article.ts).
export { articleFrontmatterSchema };

export type ArticleFrontmatter = ArticleFrontmatterData;

export interface ArticleContent {
  frontmatter: ArticleFrontmatter;
  /** The article body as data (rendered by article-body.tsx): h2 nodes with an id feed the table of contents. */
  body: readonly BodyNode[];
}

export function defineArticle(frontmatter: ArticleFrontmatter, body: readonly BodyNode[]): ArticleContent {
  // import.meta.env.SSR is true while prerendering and in Vitest, false in the browser build.
  // A page rendered after a take-down may still name it among its related pages (decision 071).
  if (import.meta.env.SSR) withRemovedPagesKnown(() => articleFrontmatterSchema().parse(frontmatter));
  return { frontmatter, body };
}

/** An article entry's content for the render under way (decision 066): read it where the page renders. */
export function articleEntry(id: string, shipped: unknown): { article: ArticleContent; data: ArticleData } {
  const data = entryContent<ArticleData>(id, shipped);
  return { article: defineArticle(data.frontmatter, data.body), data };
}

/**
 * The article entry published at `path` in the render under way (decision 071): an article written in
 * the desk, or a shipped one moved there. Undefined when the render's pages have no such article.
 */
export function articleAt(path: string): { article: ArticleContent; data: ArticleData } | undefined {
  const source = currentRenderSource();
  if (!source || getPage(path)?.file !== ARTICLE_ROUTE_FILE) return undefined;
  for (const [id, data] of source.entries) {
    const fm = (data as Partial<ArticleData> | null)?.frontmatter;
    if (fm && typeof fm === "object" && fm.path === path) return articleEntry(id, data);
  }
  return undefined;
}
