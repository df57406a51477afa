// Runs in each worker before each file: TEST_DATABASE_URL names the worker's own database
// (databases.ts), so everything that reads it (harness.ts, the fault tests) stays in it.
import { workerDatabaseUrl } from "./databases.ts";

const base = process.env.TEST_DATABASE_URL;
const worker = process.env.VITEST_POOL_ID;
if (base && worker && !process.env.TEST_DATABASE_BASE_URL) {
  process.env.TEST_DATABASE_BASE_URL = base;
  process.env.TEST_DATABASE_URL = workerDatabaseUrl(base, worker);
}
