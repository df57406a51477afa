// The public pages' browser code (decision 025): the islands' entry and one chunk per island,
// built after React Router's build into the same client folder. React Router's own client build
// still runs (it is how the pages are prerendered) but public pages no longer load it.
import { defineConfig } from "vite";

export default defineConfig({
  build: {
    outDir: `${process.env.BUILD_DIR ?? "build"}/client`,
    emptyOutDir: false,
    // server/http/island-bootstrap.ts reads it to list each page's files; postbuild moves it out of the
    // served files, into the build's server folder, for the server's renders (decision 066).
    manifest: "islands-manifest.json",
    // The bootstrap preloads every file a page needs; no polyfill or helper is needed for that.
    modulePreload: false,
    assetsInlineLimit: 0,
    rolldownOptions: {
      input: { islands: "app/islands/entry.ts", beacon: "app/analytics/beacon.ts" },
      // Radix's "use client" directives mean nothing outside a server-components build.
      onLog(level, log, handler) {
        if (log.code !== "MODULE_LEVEL_DIRECTIVE") handler(level, log);
      },
      output: {
        entryFileNames: "assets/island-[name]-[hash].js",
        chunkFileNames: "assets/island-[name]-[hash].js",
        codeSplitting: {
          groups: [
            // react and react-dom (with the scheduler) as one file every page shares.
            { name: "react", test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
          ],
        },
      },
    },
  },
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
});
