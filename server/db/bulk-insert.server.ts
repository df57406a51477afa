// Multi-row inserts on the submission path without Kysely's query builder (decision 043). The
// builder makes a frozen node per value and visits them all again to compile: about 5 µs per
// inbox row, a tenth of the server's time per submission. Here the SQL text is made once per
// table, column list, row count (SQLite) and clause, and runs through Kysely as a compiled query
// (the transaction's connection, its driver and plugins). Rows whose columns differ, or that hold
// `undefined`, go through the builder, which fills the gaps with each engine's default.
import { CompiledQuery, type Insertable, type Kysely, sql } from "kysely";
import type { Dialect } from "./database.server.ts";
import { prepared } from "./prepared-statements.server.ts";
import type { Database } from "./schema.server.ts";

export interface BulkInsertOptions<T extends keyof Database> {
  /** The conflict target, in columns, whose rows are skipped (`on conflict (…) do nothing`). */
  onConflictDoNothing?: readonly (keyof Database[T] & string)[];
  /** A whole `on conflict …` clause, for upserts; constant text, never input. */
  onConflict?: string;
  returning?: readonly (keyof Database[T] & string)[];
  /**
   * Skips the rows whose `column` value is already in any of `tables` (under the same column
   * name): in the statement on PostgreSQL, by a look-up before it on SQLite.
   */
  unlessIn?: { column: keyof Database[T] & string; tables: readonly (keyof Database & string)[] };
}

const texts = new Map<string, string>();

/**
 * Each table's column types on PostgreSQL, read from the catalogue once per process (`loadColumnTypes`)
 * for the casts `jsonRows` writes. Every schema a process uses is migrated by the same files, so a
 * table's types are the same in each.
 */
const columnTypes = new Map<string, Map<string, string>>();

/**
 * Reads the column types of the tables not read yet (PostgreSQL; the connection's search path), or
 * of every table of the current schema when `tables` is absent: at start-up, so that no request
 * waits for the catalogue.
 */
export async function loadColumnTypes(db: Kysely<Database>, tables?: readonly string[]): Promise<void> {
  const missing = tables?.filter((t) => !columnTypes.has(t));
  if (missing?.length === 0) return;
  // The type without its modifier: a length limit is then checked by the insert's own assignment, as before.
  const { rows } = await db.executeQuery<{ table: string; column: string; type: string }>(
    CompiledQuery.raw(
      `select c.relname as "table", a.attname as "column", format_type(a.atttypid, null) as "type"
       from pg_attribute a join pg_class c on c.oid = a.attrelid
       where ${missing ? "a.attrelid in (select to_regclass(quote_ident(t)) from unnest($1::text[]) as t)" : "c.relnamespace = current_schema()::regnamespace and c.relkind in ('r', 'p')"}
         and a.attnum > 0 and not a.attisdropped`,
      missing ? [missing] : [],
    ),
  );
  const read = new Map<string, Map<string, string>>((missing ?? []).map((t) => [t, new Map()]));
  for (const r of rows) {
    if (!read.has(r.table)) read.set(r.table, new Map());
    read.get(r.table)!.set(r.column, r.type);
  }
  for (const [table, types] of read) columnTypes.set(table, types);
}

/**
 * Rows as a PostgreSQL row source: `$n` is one `jsonb` array of arrays (`jsonRowsParameter`), each
 * value read by position and cast to its column's type. Against `json_populate_recordset` over
 * objects, PostgreSQL spends a quarter of the time per row (decision 051): no keys to parse and
 * look up, and a long text (an outbox payload) copied once instead of character by character.
 * Needs `loadColumnTypes` for the table first.
 */
export function jsonRows(table: string, columns: readonly string[], n: number): string {
  const types = columnTypes.get(table);
  if (!types) throw new Error(`column types of ${table} not loaded (loadColumnTypes)`);
  const values = columns.map((column, i) => {
    const type = types.get(column);
    if (!type) throw new Error(`${table} has no column ${column}`);
    return `(e->>${i})::${type} as ${quote(column)}`;
  });
  return `(select ${values.join(", ")} from jsonb_array_elements($${n}::jsonb) as e)`;
}

/** The parameter `jsonRows` reads: each row's values in the order of `columns`. */
export function jsonRowsParameter(rows: readonly object[], columns: readonly string[]): string {
  return JSON.stringify(rows.map((row) => columns.map((column) => (row as Record<string, unknown>)[column])));
}

const quote = (name: string): string => `"${name}"`;

/**
 * The statement's text (cached: the same string each time, so the driver's statement cache finds
 * it cheaply). SQLite gets the builder's multi-row `values` list. PostgreSQL gets one JSON
 * parameter (`jsonRows`): one short text for every batch size, instead of a statement of hundreds
 * of parameters to parse and plan for each batch.
 */
function insertText(
  dialect: Dialect,
  table: string,
  columns: readonly string[],
  rows: number,
  conflict: string,
  returning: string,
  unlessIn: BulkInsertOptions<never>["unlessIn"] | undefined,
): string {
  const key = `${dialect} ${table} ${columns.join(",")} ${dialect === "postgres" ? 0 : rows} ${conflict} ${returning} ${unlessIn ? `${unlessIn.column} ${unlessIn.tables.join(",")}` : ""}`;
  let text = texts.get(key);
  if (text === undefined) {
    const names = columns.map(quote).join(", ");
    const unless = unlessIn
      ? ` where ${unlessIn.tables.map((t) => `not exists (select 1 from ${quote(t)} where ${quote(t)}.${quote(unlessIn.column)} = r.${quote(unlessIn.column)})`).join(" and ")}`
      : "";
    if (dialect === "postgres") {
      text = prepared(
        `insert into ${quote(table)} (${names}) select ${names} from ${jsonRows(table, columns, 1)} as r${unless}${conflict}${returning}`,
      );
    } else {
      const tuple = `(${columns.map(() => "?").join(", ")})`;
      text = `insert into ${quote(table)} (${names}) values ${Array.from({ length: rows }, () => tuple).join(", ")}${conflict}${returning}`;
    }
    texts.set(key, text);
  }
  return text;
}

/** The rows' common columns, or undefined when they differ or a value is undefined. */
export function uniformColumns(rows: readonly object[]): string[] | undefined {
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
  const { unlessIn } = options;
  const conflict = options.onConflictDoNothing
    ? ` on conflict (${options.onConflictDoNothing.map(quote).join(", ")}) do nothing`
    : options.onConflict
      ? ` ${options.onConflict}`
      : "";
  const returning = options.returning ? ` returning ${options.returning.map(quote).join(", ")}` : "";
  const columns = uniformColumns(rows);
  // PostgreSQL skips the rows in the statement (one round trip less); SQLite, in process, looks first.
  const skipInSql = unlessIn !== undefined && dialect === "postgres" && columns?.includes(unlessIn.column) === true;
  let kept = rows;
  if (unlessIn && !skipInSql) {
    const key = (row: object) => (row as Record<string, unknown>)[unlessIn.column];
    const present = new Set<unknown>();
    for (const other of unlessIn.tables) {
      const found = await trx
        .selectFrom(other)
        .select(sql.ref(unlessIn.column).as("v"))
        .where(sql.ref(unlessIn.column), "in", rows.map(key) as never)
        .execute();
      for (const r of found) present.add((r as { v: unknown }).v);
    }
    if (present.size > 0) kept = rows.filter((row) => !present.has(key(row)));
    if (kept.length === 0) return [];
  }
  if (!columns) {
    // Mixed shapes are rare here; the builder handles them (defaults differ per engine).
    const built = trx
      .insertInto(table)
      .values(kept as never)
      .compile();
    const query = CompiledQuery.raw(`${built.sql}${conflict}${returning}`, [...built.parameters]);
    return (await trx.executeQuery<R>(query)).rows;
  }
  let parameters: unknown[];
  if (dialect === "postgres") {
    await loadColumnTypes(trx, [table]);
    parameters = [jsonRowsParameter(kept, columns)];
  } else {
    parameters = [];
    for (const row of kept) for (const column of columns) parameters.push((row as Record<string, unknown>)[column]);
  }
  const query = CompiledQuery.raw(
    insertText(dialect, table, columns, kept.length, conflict, returning, skipInSql ? unlessIn : undefined),
    parameters,
  );
  return (await trx.executeQuery<R>(query)).rows;
}
