import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter()],
  build: {
    assetsInlineLimit: 0,
    // A page otherwise loads some forty modules, most under 1 KB (one per icon and per section
    // component); each costs a request and main-thread work when the bootstrap preloads it.
    // Icons and the shared page components ship as one chunk each (see decision 007).
    rolldownOptions: isSsrBuild
      ? {}
      : {
          output: {
            codeSplitting: {
              groups: [
                { name: "icons", test: /node_modules[\\/]lucide-react[\\/]/ },
                // Not the dialogs: they load on demand.
                { name: "components", test: /[\\/]app[\\/]components[\\/](ui|layout|sections)[\\/](?!.*dialog)/ },
              ],
            },
          },
        },
  },
  // Fixed at build so the prerendered HTML and the hydrating bundle agree.
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  server: { proxy: { "/api": "http://127.0.0.1:3001" } },
}));
