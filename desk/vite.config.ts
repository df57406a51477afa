import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  // Asset URLs under /desk/assets/, served by the Node server next to the desk's pages.
  base: "/desk/",
  plugins: [tailwindcss(), reactRouter()],
  build: { assetsInlineLimit: 0 },
  server: { port: 5174 },
});
