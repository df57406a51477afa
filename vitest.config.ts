import { defineConfig } from "vitest/config";

// Own config without the React Router plugin (it breaks component tests).
export default defineConfig({
  test: {
    include: [
      "app/**/*.test.{ts,tsx}",
      "shared/**/*.test.ts",
      "server/**/*.test.ts",
      "scripts/**/*.test.ts",
      "tests/lint/**/*.test.ts",
    ],
    environment: "node",
    testTimeout: 20000,
  },
});
