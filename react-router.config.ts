import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/site/pages.ts";

// Static output only: every page is prerendered to HTML at build time and
// hydrated in the browser. The Node server serves these files (see server/).
export default {
  ssr: false,
  prerender: prerenderPaths(),
} satisfies Config;
