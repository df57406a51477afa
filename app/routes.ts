import { index, type RouteConfig, route } from "@react-router/dev/routes";
import { pages } from "#shared/site/pages.ts";

// Every route comes from the page registry; anything else is the not-found page.
export default [
  ...pages.map((p) =>
    p.path === "/" ? index(p.file) : "id" in p ? route(p.path, p.file, { id: p.id }) : route(p.path, p.file),
  ),
  route("*", "routes/not-found/route.tsx"),
] satisfies RouteConfig;
