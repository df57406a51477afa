// Multi-row inserts on the submission path without Kysely's query builder (decision 043). The
// builder makes a frozen node per value and visits them all again to compile: about 5 µs per
// inbox row, a tenth of the server's time per submission. Here the SQL text is made once per
// table, column list, row count and clause, and runs through Kysely as a compiled query (the
// transaction's connection, its driver and plugins), with the same text and parameters the
// builder makes. Rows whose columns differ, or that hold `undefined`, go through the builder,
// which fills the gaps with each engine's default.
import { CompiledQuery, type Insertable, type Kysely } from "kysely";
import type { Dialect } from "./database.server.ts";
import type { Database } from "./schema.server.ts";

export interface BulkInsertOptions<T extends keyof Database> {
  /** The conflict target, in columns, whose rows are skipped (`on conflict (…) do nothing`). */
  onConflictDoNothing?: readonly (keyof Database[T] & string)[];
  /** A whole `on conflict …` clause, for upserts; constant text, never input. */
  onConflict?: string;
  returning?: readonly (keyof Database[T] & string)[];
}

const texts = new Map<string, string>();

const quote = (name: string): string => `"${name}"`;

/** The statement's text for `rows` rows (cached: the same string each time, so the driver's statement cache finds it cheaply). */
function insertText(
  dialect: Dialect,
  table: string,
  columns: readonly string[],
  rows: number,
  conflict: string,
  returning: string,
): string {
  const key = `${dialect} ${table} ${columns.join(",")} ${rows} ${conflict} ${returning}`;
  let text = texts.get(key);
  if (text === undefined) {
    let n = 0;
    const tuple = () => `(${columns.map(() => (dialect === "postgres" ? `$${++n}` : "?")).join(", ")})`;
    const values = Array.from({ length: rows }, tuple).join(", ");
    text = `insert into ${quote(table)} (${columns.map(quote).join(", ")}) values ${values}${conflict}${returning}`;
    texts.set(key, text);
  }
  return text;
}

/** The rows' common columns, or undefined when they differ or a value is undefined. */
function uniformColumns(rows: readonly object[]): string[] | undefined {
  const columns = Object.keys(rows[0]!);
  for (const row of rows) {
    const keys = Object.keys(row);
    if (keys.length !== columns.length) return undefined;
    for (let i = 0; i < keys.length; i++) {
      if (keys[i] !== columns[i] || (row as Record<string, unknown>)[keys[i]!] === undefined) return undefined;
    }
  }
  return columns;
}

/** Inserts `rows` into `table` in one statement; the returned columns of the rows written. */
export async function bulkInsert<T extends keyof Database & string, R = Record<string, unknown>>(
  trx: Kysely<Database>,
  dialect: Dialect,
  table: T,
  rows: readonly Insertable<Database[T]>[],
  options: BulkInsertOptions<T> = {},
): Promise<R[]> {
  if (rows.length === 0) return [];
  const conflict = options.onConflictDoNothing
    ? ` on conflict (${options.onConflictDoNothing.map(quote).join(", ")}) do nothing`
    : options.onConflict
      ? ` ${options.onConflict}`
      : "";
  const returning = options.returning ? ` returning ${options.returning.map(quote).join(", ")}` : "";
  const columns = uniformColumns(rows);
  if (!columns) {
    // Mixed shapes are rare here; the builder handles them (defaults differ per engine).
    const text = `${conflict}${returning}`;
    const built = trx
      .insertInto(table)
      .values(rows as never)
      .compile();
    const query = CompiledQuery.raw(`${built.sql}${text}`, [...built.parameters]);
    return (await trx.executeQuery<R>(query)).rows;
  }
  const parameters: unknown[] = [];
  for (const row of rows) for (const column of columns) parameters.push((row as Record<string, unknown>)[column]);
  const query = CompiledQuery.raw(insertText(dialect, table, columns, rows.length, conflict, returning), parameters);
  return (await trx.executeQuery<R>(query)).rows;
}
