import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

// Integration tests: the real server app (security middleware, form API, outbox worker)
// on a real port, against real databases. SQLite always (temp dirs); PostgreSQL too when
// TEST_DATABASE_URL is set (a database per worker, databases.ts; each server gets its own schema,
// dropped afterwards).
//   npx vitest run --config tests/integration/vitest.config.ts
//   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx vitest run --config tests/integration/vitest.config.ts
export default defineConfig({
  test: {
    include: ["tests/integration/**/*.test.ts"],
    environment: "node",
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Files run side by side, twice as many as the CPUs: these tests mostly wait (servers starting,
    // timers, disk flushes, PostgreSQL), so Vitest's default (CPUs - 1: one at a time on a 2-CPU
    // machine) left the CPUs half idle. Each file has its own servers, ports, temp dirs and schemas.
    // On this 2-CPU machine (2026-11-27): 536 s one at a time, 226 s with 2, 149 s with 4.
    maxWorkers: availableParallelism() * 2,
    // With TEST_DATABASE_URL: a PostgreSQL database per worker (databases.ts).
    globalSetup: ["tests/integration/databases.ts"],
    setupFiles: ["tests/integration/worker-database.ts"],
  },
});
