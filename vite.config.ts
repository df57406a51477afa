import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  build: { assetsInlineLimit: 0 },
  // Fixed at build so the prerendered HTML and the hydrating bundle agree.
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  server: { proxy: { "/api": "http://127.0.0.1:3001" } },
});
