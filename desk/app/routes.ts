import { index, type RouteConfig, route } from "@react-router/dev/routes";

// One folder per desk screen, named after its URL under /desk.
export default [
  index("routes/home/route.tsx"),
  route("sign-in", "routes/sign-in/route.tsx"),
  route("*", "routes/not-found/route.tsx"),
] satisfies RouteConfig;
