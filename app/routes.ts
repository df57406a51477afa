import { index, type RouteConfig, route } from "@react-router/dev/routes";
import { ARTICLE_ROUTE_FILE, articleFolders } from "#shared/content/article-pages.ts";
import { pages } from "#shared/site/pages.ts";

// Every route comes from the page registry; an article published in the desk is rendered by the
// generic article route at its address (decision 071); anything else is the not-found page.
export default [
  ...pages.map((p) =>
    p.path === "/" ? index(p.file) : "id" in p ? route(p.path, p.file, { id: p.id }) : route(p.path, p.file),
  ),
  ...articleFolders.map((folder) =>
    route(`${folder}:slug`, ARTICLE_ROUTE_FILE, { id: `routes/insights-article${folder.slice(0, -1)}` }),
  ),
  route("*", "routes/not-found/route.tsx"),
] satisfies RouteConfig;
