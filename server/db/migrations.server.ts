// Versioned migrations, one file per migration in ./migrations (NNN_name.ts, each exporting
// `up(db, dialect)`), one set for both engines, applied at start. Kysely's Migrator takes a lock,
// so several instances starting together apply each migration once. Add a new file for every
// change; a shipped file is frozen and never imports the project's code (biome.json enforces it).
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { type Kysely, type Migration, Migrator, sql } from "kysely";
import type { Dialect } from "./database.server.ts";

const folder = join(import.meta.dirname, "migrations");
const fileName = /^(\d{3}_[a-z0-9_]+)\.ts$/;

interface MigrationModule {
  up(db: Kysely<unknown>, dialect: Dialect): Promise<void>;
}

/** Every migration in the folder, by name (the file name without .ts), bound to the engine. */
export async function migrations(dialect: Dialect): Promise<Record<string, Migration>> {
  const all: Record<string, Migration> = {};
  for (const file of readdirSync(folder).sort()) {
    const name = fileName.exec(file)?.[1];
    if (!name) continue;
    const module = (await import(pathToFileURL(join(folder, file)).href)) as MigrationModule;
    all[name] = { up: (db) => module.up(db, dialect) };
  }
  return all;
}

async function migrator(db: Kysely<unknown>, dialect: Dialect): Promise<Migrator> {
  const all = await migrations(dialect);
  // On PostgreSQL, Kysely looks for its migration tables in every schema unless told which one;
  // another schema of the same database (another instance, a test, a benchmark) would then make it
  // skip creating its own. Pin them to the connection's current schema.
  const migrationTableSchema =
    dialect === "postgres"
      ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema
      : undefined;
  // Migrations of separate features may land in any order (each touches its own tables).
  return new Migrator({
    db,
    migrationTableSchema,
    allowUnorderedMigrations: true,
    provider: { getMigrations: async () => all },
  });
}

/** Applies every pending migration; throws (and the server does not start) on failure. */
export async function migrateToLatest(db: Kysely<unknown>, dialect: Dialect): Promise<string[]> {
  const { error, results } = await (await migrator(db, dialect)).migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === "Success").map((r) => r.migrationName);
}

/** Applies the migrations up to and including `name` (tests: a database as an older release left it). */
export async function migrateTo(db: Kysely<unknown>, dialect: Dialect, name: string): Promise<void> {
  const { error } = await (await migrator(db, dialect)).migrateTo(name);
  if (error) throw error instanceof Error ? error : new Error(String(error));
}
