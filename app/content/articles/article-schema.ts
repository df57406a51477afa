// Frontmatter of a long-form article, validated when the module loads so a
// wrong date or an unknown related path fails the build, not the visitor.
import type { ReactNode } from "react";
import { z } from "zod";
import { getPage, type PagePath } from "~/site/pages";

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Use YYYY-MM-DD");
const sitePath = z.string().refine((p) => Boolean(getPage(p)), "Not a page of the registry");

export const articleFrontmatter = z.object({
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
  toc: z.boolean().default(false),
});

export type ArticleFrontmatter = Omit<z.infer<typeof articleFrontmatter>, "path" | "related"> & {
  path: PagePath;
  related: PagePath[];
};

export interface ArticleContent {
  frontmatter: ArticleFrontmatter;
  /** The article body as JSX: h2 elements with an id feed the table of contents. */
  body: ReactNode;
}

export function defineArticle(
  frontmatter: z.input<typeof articleFrontmatter> & { path: PagePath; related: PagePath[] },
  body: ReactNode,
): ArticleContent {
  return { frontmatter: articleFrontmatter.parse(frontmatter) as ArticleFrontmatter, body };
}
