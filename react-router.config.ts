import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "#shared/site/pages.ts";

// Static output only: every page is prerendered to HTML at build time and
// hydrated in the browser. The Node server serves these files (see server/).
export default {
  ssr: false,
  // BUILD_DIR lets several builds live side by side (parallel work, CI); the server reads the same variable.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  prerender: prerenderPaths(),
} satisfies Config;
