import { defineConfig } from "vitest/config";

// Own config without the React Router plugin (it breaks component tests).
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ["app/**/*.test.{ts,tsx}", "lib/**/*.test.ts", "server/**/*.test.ts", "scripts/**/*.test.ts"],
    environment: "node",
    testTimeout: 20000,
  },
});
