import { resolve } from "node:path";
import type { Config } from "@react-router/dev/config";
import { buildDirectory } from "#server/config/build-dir.server.ts";

// The staff desk: rendered on the server for every request (never prerendered), under /desk,
// built next to the public site (BUILD_DIR/desk) so that none of its code or styles is in the
// public build. See docs/decisions/019-staff-desk-second-app.md.
export default {
  appDirectory: "app",
  ssr: true,
  basename: "/desk",
  buildDirectory: resolve(buildDirectory(), "desk"),
} satisfies Config;
