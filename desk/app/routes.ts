import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";
import { screens } from "./screens.ts";

// Made from the desk's route list (screens.ts): one folder per screen, named after its URL under
// /desk; the signed-in pages inside the shell; anything else the not-found page.
const at = (path: string, file: string) => (path === "/" ? index(file) : route(path.slice(1), file));

export default [
  ...screens.filter((s) => s.kind !== "page").map((s) => at(s.path, s.file)),
  layout(
    "routes/shell/route.tsx",
    screens.filter((s) => s.kind === "page").map((s) => at(s.path, s.file)),
  ),
  route("*", "routes/not-found/route.tsx"),
] satisfies RouteConfig;
