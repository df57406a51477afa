import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

// Integration tests: the real server app (security middleware, form API, outbox worker)
// on a real port, against real databases. SQLite always (temp dirs); PostgreSQL too when
// TEST_DATABASE_URL is set (a database per worker, databases.ts; each server gets its own schema,
// dropped afterwards).
//   npx vitest run --config tests/integration/vitest.config.ts
//   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx vitest run --config tests/integration/vitest.config.ts

/** INTEGRATION_WORKERS: how many files at a time (unset or not a whole number ≥ 1: twice the CPUs). */
const requested = Math.trunc(Number(process.env.INTEGRATION_WORKERS));

export default defineConfig({
  test: {
    include: ["tests/integration/**/*.test.ts"],
    environment: "node",
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Files side by side, twice the CPUs (these tests mostly wait; on this 2-CPU machine: 419-536 s
    // one at a time, 226 s with 2, 116-149 s with 4), each worker in a database of its own
    // (decision 050). INTEGRATION_WORKERS sets another number (1: one file at a time).
    maxWorkers: requested >= 1 ? requested : availableParallelism() * 2,
    // With TEST_DATABASE_URL: a PostgreSQL database per worker (databases.ts).
    globalSetup: ["tests/integration/databases.ts"],
    setupFiles: ["tests/integration/worker-database.ts"],
  },
});
