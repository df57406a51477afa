import { defineConfig } from "vitest/config";

// The container test (tests/container/container.test.ts): its own step in `npm test`, after the
// integration tests, so building the image (minutes of both CPUs) never runs beside their timings.
//   npx vitest run --config tests/container/vitest.config.ts
//   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx vitest run --config tests/container/vitest.config.ts
export default defineConfig({
  test: {
    include: ["tests/container/**/*.test.ts"],
    environment: "node",
    testTimeout: 120_000,
    // The first build on a machine makes the base image too (decision 055: 5-7 minutes here).
    hookTimeout: 20 * 60_000,
    fileParallelism: false,
  },
});
