// What article content needs from the UI, as types only: content modules describe their body as
// a function of the article components (see article-components.tsx), so they never import one.
import type { ReactNode } from "react";
import type { articleComponents } from "./article-components.tsx";

export type ArticleComponents = typeof articleComponents;

/** An article body: JSX built with the components it is given. */
export type ArticleBody = (components: ArticleComponents) => ReactNode;

export interface PyramidTier {
  name: string;
  /** One short line shown inside the block. */
  summary: string;
}
