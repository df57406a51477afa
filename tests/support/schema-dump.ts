// A database's schema as comparable text: tables and their columns, indexes, triggers and
// functions, sorted, without anything that varies between databases (schema names, oids).
// Used to show that two ways of migrating give the same database.
import { type Kysely, sql } from "kysely";

export async function dumpSchema(db: Kysely<unknown>, dialect: "sqlite" | "postgres"): Promise<string> {
  if (dialect === "sqlite") {
    const rows = await sql<{ type: string; name: string; sql: string | null }>`
      select type, name, sql from sqlite_master
      where name not like 'kysely_%' and name not like 'sqlite_%'
      order by type, name`.execute(db);
    return rows.rows.map((r) => `${r.type} ${r.name}: ${(r.sql ?? "").replace(/\s+/g, " ")}`).join("\n");
  }
  const schema = (await sql<{ s: string }>`select current_schema() as s`.execute(db)).rows[0]!.s;
  const strip = (text: string) => text.replaceAll(`${schema}.`, "");
  const columns = await sql<Record<string, string>>`
    select table_name, column_name, data_type, is_nullable, coalesce(column_default, '') as d,
           coalesce(generation_expression, '') as g
    from information_schema.columns where table_schema = current_schema() and table_name not like 'kysely_%'
    order by table_name, column_name`.execute(db);
  const indexes = await sql<{ indexname: string; indexdef: string }>`
    select indexname, indexdef from pg_indexes where schemaname = current_schema() and tablename not like 'kysely_%'
    order by indexname`.execute(db);
  const triggers = await sql<Record<string, string>>`
    select trigger_name, event_manipulation, event_object_table, action_timing, action_statement
    from information_schema.triggers where trigger_schema = current_schema()
    order by trigger_name, event_manipulation`.execute(db);
  const functions = await sql<{ proname: string; src: string }>`
    select p.proname, p.prosrc as src from pg_proc p join pg_namespace n on n.oid = p.pronamespace
    where n.nspname = current_schema() order by p.proname`.execute(db);
  const persistence = await sql<{ relname: string; relpersistence: string }>`
    select c.relname, c.relpersistence from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = current_schema() and c.relkind = 'r' and c.relname not like 'kysely_%' order by c.relname`.execute(
    db,
  );
  return [
    ...persistence.rows.map((r) => `table ${r.relname} persistence=${r.relpersistence}`),
    ...columns.rows.map(
      (r) =>
        `column ${r.table_name}.${r.column_name} ${r.data_type} null=${r.is_nullable} default=${strip(r.d ?? "")} gen=${r.g}`,
    ),
    ...indexes.rows.map((r) => `index ${r.indexname}: ${strip(r.indexdef)}`),
    ...triggers.rows.map(
      (r) =>
        `trigger ${r.trigger_name} ${r.action_timing} ${r.event_manipulation} on ${r.event_object_table}: ${strip(r.action_statement ?? "")}`,
    ),
    ...functions.rows.map((r) => `function ${r.proname}: ${r.src.replace(/\s+/g, " ").trim()}`),
  ].join("\n");
}
