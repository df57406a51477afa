import { defineConfig } from "vitest/config";

// Integration tests: the real server app (security middleware, form API, outbox worker)
// on a real port, against real databases. SQLite always (temp dirs); PostgreSQL too when
// TEST_DATABASE_URL is set (each server gets its own schema, dropped afterwards).
//   npx vitest run --config tests/integration/vitest.config.ts
//   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx vitest run --config tests/integration/vitest.config.ts
export default defineConfig({
  test: {
    include: ["tests/integration/**/*.test.ts"],
    environment: "node",
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
