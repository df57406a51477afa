// PostgreSQL for integration files that run side by side (vitest.config.ts): each worker gets a
// database of its own, made here before the run and dropped after it, and each file's servers
// their own schemas in it (harness.ts). One database for all workers failed now and then: Kysely's
// migrator reads every schema of the database (has_schema_privilege by name), and a schema that
// another file dropped between the read's snapshot and that call made it fail ("schema … does not
// exist").
import pg from "pg";
import type { TestProject } from "vitest/node";

const PREFIX = "_it";

/** The worker's database: TEST_DATABASE_URL's, with the worker's number appended to its name. */
export function workerDatabaseUrl(base: string, worker: number | string): string {
  const url = new URL(base);
  url.pathname = `${url.pathname}${PREFIX}${worker}`;
  return url.toString();
}

/** Vitest's global set-up: one database per worker; the teardown drops them. */
export async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) return undefined;
  const name = (worker: number) => new URL(workerDatabaseUrl(base, worker)).pathname.slice(1);
  const workers = Array.from({ length: project.config.maxWorkers }, (_, i) => i + 1);
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  const drop = async () => {
    for (const worker of workers) await admin.query(`drop database if exists "${name(worker)}" with (force)`);
  };
  try {
    await drop(); // left by a run that was killed
    for (const worker of workers) await admin.query(`create database "${name(worker)}"`);
  } catch (error) {
    await admin.end();
    throw error;
  }
  return async () => {
    try {
      await drop();
    } finally {
      await admin.end();
    }
  };
}
