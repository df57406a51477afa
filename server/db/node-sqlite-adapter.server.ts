// A tiny bridge between Node's built-in `node:sqlite` and Kysely's SQLite dialect (which
// expects better-sqlite3's shape). No native build, no extra dependency.
import type { DatabaseSync, SQLInputValue, StatementSync } from "node:sqlite";
import type { SqliteDatabase, SqliteStatement } from "kysely";

function bindable(value: unknown): SQLInputValue {
  if (typeof value === "boolean") return value ? 1 : 0;
  if (value instanceof Date) return value.toISOString();
  if (value === undefined) return null;
  return value as SQLInputValue;
}

/**
 * Wraps a DatabaseSync; prepared statements are cached per SQL text. A batch's insert has one text
 * per batch size (1-50 rows), so intake alone makes some 400 texts: with room for 200, `bench:api`
 * prepared 780 statements in ten seconds instead of 410, 2% of the server's CPU.
 */
export function kyselySqliteDatabase(db: DatabaseSync, cacheSize = 1000): SqliteDatabase {
  const cache = new Map<string, { stmt: StatementSync; reader: boolean }>();

  function prepare(sql: string) {
    let entry = cache.get(sql);
    if (!entry) {
      const stmt = db.prepare(sql);
      entry = { stmt, reader: stmt.columns().length > 0 };
      if (cache.size >= cacheSize) {
        const oldest = cache.keys().next().value;
        if (oldest !== undefined) cache.delete(oldest);
      }
      cache.set(sql, entry);
    }
    return entry;
  }

  return {
    close: () => db.close(),
    prepare(sql: string): SqliteStatement {
      const { stmt, reader } = prepare(sql);
      return {
        reader,
        all: (parameters) => stmt.all(...parameters.map(bindable)),
        run: (parameters) => {
          const { changes, lastInsertRowid } = stmt.run(...parameters.map(bindable));
          return { changes, lastInsertRowid };
        },
        iterate: (parameters) => stmt.iterate(...parameters.map(bindable)) as IterableIterator<unknown>,
      };
    },
  };
}
