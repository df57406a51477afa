import type { Config } from "@react-router/dev/config";
import { buildDirectory } from "#server/config/build-dir.server.ts";
import { prerenderPaths } from "#shared/site/pages.ts";

// Static output only: every page is prerendered to HTML at build time and
// hydrated in the browser. The Node server serves these files (see server/).
export default {
  ssr: false,
  // BUILD_DIR lets several builds live side by side (parallel work, CI); the server reads the same variable.
  // Outside the project it is linked to the project's packages, or the prerender cannot load them.
  buildDirectory: buildDirectory(),
  prerender: prerenderPaths(),
} satisfies Config;
