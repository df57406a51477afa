// Frontmatter of a long-form article. It is validated where pages are
// prerendered and in the unit tests, so a wrong date or an unknown related
// path fails the build, not the visitor; the browser bundle carries no zod.

import { z } from "zod";
import type { ArticleBody } from "#app/components/article/types.ts";
import { getPage, type PagePath } from "#shared/site/pages.ts";

/** Built on first use: a top-level call would keep zod in the client bundle. */
export function articleFrontmatterSchema() {
  const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Use YYYY-MM-DD");
  const sitePath = z.string().refine((p) => Boolean(getPage(p)), "Not a page of the registry");
  return z.object({
    path: sitePath,
    /** The page's h1. */
    headline: z.string().min(10),
    /** Short lead paragraph under the headline. */
    summary: z.string().min(40),
    author: z.string().min(2),
    authorRole: z.string().min(2),
    published: isoDate,
    updated: isoDate,
    /** Related articles and pages shown at the end (at least two). */
    related: z.array(sitePath).min(2),
    /** Show a table of contents built from the body's h2 headings. */
    toc: z.boolean().optional(),
  });
}

export interface ArticleFrontmatter {
  path: PagePath;
  headline: string;
  summary: string;
  author: string;
  authorRole: string;
  published: string;
  updated: string;
  related: PagePath[];
  toc?: boolean;
}

export interface ArticleContent {
  frontmatter: ArticleFrontmatter;
  /** The article body, built with the article components: h2 elements with an id feed the table of contents. */
  body: ArticleBody;
}

export function defineArticle(frontmatter: ArticleFrontmatter, body: ArticleBody): ArticleContent {
  // import.meta.env.SSR is true while prerendering and in Vitest, false in the browser build.
  if (import.meta.env.SSR) articleFrontmatterSchema().parse(frontmatter);
  return { frontmatter, body };
}
