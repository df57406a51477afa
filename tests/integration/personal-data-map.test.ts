// The personal-data map (server/privacy/personal-data.server.ts) against the real schema of a
// migrated database on each engine: every table and every column is classified, and everything
// the map names exists. A table or column added without being entered fails here, with what to do.
// The same for the records kept beside the database: the ledger of erasures (its own SQLite file,
// or its own PostgreSQL schema), as the server makes it.
import { DatabaseSync } from "node:sqlite";
import { type Kysely, sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Storage } from "#server/db/database.server.ts";
import { ledgerLocation, mergeIntoFile } from "#server/privacy/erasure-ledger.server.ts";
import { engineColumns, outboxPayloads, stores, tables } from "#server/privacy/personal-data.server.ts";
import { suppressionKeeps, suppressionKeepsAfterErasure } from "#shared/privacy/suppression-list.ts";
import { engines, storageFixture } from "./harness.ts";

async function schemaOf(db: Kysely<unknown>, dialect: "sqlite" | "postgres"): Promise<Map<string, string[]>> {
  const found = new Map<string, string[]>();
  if (dialect === "sqlite") {
    // Every table, virtual tables and the full-text index's shadow tables included.
    const names = await sql<{ name: string }>`select name from sqlite_master where type = 'table'
      and name not like 'sqlite_%' and name not like 'kysely_%' order by name`.execute(db);
    for (const { name } of names.rows) {
      const columns = await sql<{ name: string }>`select name from pragma_table_info(${name})`.execute(db);
      found.set(
        name,
        columns.rows.map((c) => c.name),
      );
    }
    return found;
  }
  const columns = await sql<{ table_name: string; column_name: string }>`
    select table_name, column_name from information_schema.columns
    where table_schema = current_schema() and table_name not like 'kysely_%'
    order by table_name, ordinal_position`.execute(db);
  for (const r of columns.rows) found.set(r.table_name, [...(found.get(r.table_name) ?? []), r.column_name]);
  return found;
}

/** The ledger of erasures' tables and columns, made where the server makes it (erasure-ledger.server.ts). */
async function ledgerSchemaOf(storage: Storage): Promise<Map<string, string[]>> {
  const found = new Map<string, string[]>();
  const location = await ledgerLocation(storage);
  if (storage.dialect === "sqlite") {
    // Made as the first erasure makes it.
    mergeIntoFile(location, [], "wal");
    const db = new DatabaseSync(location, { readOnly: true });
    try {
      const names = db
        .prepare("select name from sqlite_master where type = 'table' and name not like 'sqlite_%'")
        .all();
      for (const { name } of names as { name: string }[]) {
        const columns = db.prepare("select name from pragma_table_info(?)").all(name) as { name: string }[];
        found.set(
          name,
          columns.map((c) => c.name),
        );
      }
    } finally {
      db.close();
    }
    return found;
  }
  const schema = location.split(".")[0]?.replaceAll('"', "") ?? "";
  const columns = await sql<{ table_name: string; column_name: string }>`
    select table_name, column_name from information_schema.columns where table_schema = ${schema}
    order by table_name, ordinal_position`.execute(storage.db);
  for (const r of columns.rows) found.set(r.table_name, [...(found.get(r.table_name) ?? []), r.column_name]);
  return found;
}

const howToEnter = (what: string) =>
  `${what} is not in the personal-data map. Enter it in server/privacy/personal-data.server.ts (\`tables\`): ` +
  "for a table, what it holds (`about`) and how erasure and retention reach its rows (`reach`: by submission id, " +
  "or `nothing` with why); for each column, personal (what it holds and `erasedTo`, what erasure leaves), kept " +
  "(personal, kept on purpose, and why), staff (employees' data) or not personal (why). See decision 034.";

describe.each(engines)("the personal-data map on %s", (engine) => {
  const fixture = storageFixture(engine);
  let schema: Map<string, string[]>;
  let ledgerSchema: Map<string, string[]>;
  let ledgerWhere: string;
  beforeAll(async () => {
    schema = await schemaOf(fixture.storage.db as Kysely<unknown>, fixture.storage.dialect);
    ledgerSchema = await ledgerSchemaOf(fixture.storage);
    ledgerWhere = await ledgerLocation(fixture.storage);
  });
  afterAll(async () => {
    if (fixture.storage?.dialect !== "postgres") return;
    const location = await ledgerLocation(fixture.storage);
    await sql.raw(`drop schema if exists ${location.split(".")[0]} cascade`).execute(fixture.storage.db);
  });

  function unclassified(schema: Map<string, string[]>): string[] {
    const missing: string[] = [];
    for (const [table, columns] of schema) {
      const entry = tables[table];
      if (!entry || (entry.engines && !entry.engines.includes(engine))) {
        missing.push(howToEnter(`Table ${table}`));
        continue;
      }
      for (const column of columns) {
        const engineOnly = engineColumns[table]?.[column];
        if (entry.columns[column] === undefined && engineOnly?.engine !== engine) {
          missing.push(howToEnter(`Column ${table}.${column}`));
        }
      }
    }
    return missing;
  }

  it("classifies every table and column of the migrated database", () => {
    expect(unclassified(schema)).toEqual([]);
  });

  it("classifies every table and column of the ledger of erasures, kept beside the database", () => {
    expect(ledgerSchema.size).toBeGreaterThan(0);
    const ledger = stores["erasure-ledger"];
    const missing: string[] = [];
    for (const [table, columns] of ledgerSchema) {
      const entry = ledger?.tables[table];
      if (!entry) {
        missing.push(
          howToEnter(`Table ${table} of the ledger of erasures (${ledgerWhere})`).replace("(`tables`)", "(`stores`)"),
        );
        continue;
      }
      for (const column of columns) {
        if (entry.columns[column] === undefined) missing.push(howToEnter(`Column ${table}.${column} of the ledger`));
      }
    }
    expect(missing).toEqual([]);
    // Nothing stale either, and what it holds, where and for how long is said.
    for (const [table, entry] of Object.entries(ledger?.tables ?? {})) {
      for (const column of Object.keys(entry.columns)) expect(ledgerSchema.get(table) ?? []).toContain(column);
    }
    expect(ledger?.where[fixture.storage.dialect].length).toBeGreaterThan(10);
    expect(ledger?.retention.length).toBeGreaterThan(10);
  });

  it("refuses a table or column that is not entered, saying what to do", async () => {
    await sql`create table future_feature_events (id text primary key, visitor text)`.execute(fixture.storage.db);
    await sql`alter table inbox_items add column nickname text`.execute(fixture.storage.db);
    const grown = await schemaOf(fixture.storage.db as Kysely<unknown>, fixture.storage.dialect);
    await sql`drop table future_feature_events`.execute(fixture.storage.db);
    await sql`alter table inbox_items drop column nickname`.execute(fixture.storage.db);
    const missing = unclassified(grown);
    expect(missing).toHaveLength(2);
    expect(missing[0]).toMatch(
      /^(Table future_feature_events|Column inbox_items\.nickname) is not in the personal-data map\. Enter it in server\/privacy\/personal-data\.server\.ts/,
    );
  });

  it("names nothing the database does not have (a dropped table or column leaves the map too)", () => {
    const stale: string[] = [];
    for (const [table, entry] of Object.entries(tables)) {
      if (entry.engines && !entry.engines.includes(engine)) continue;
      const columns = schema.get(table);
      if (!columns) {
        stale.push(`table ${table}`);
        continue;
      }
      for (const column of Object.keys(entry.columns)) if (!columns.includes(column)) stale.push(`${table}.${column}`);
    }
    for (const [table, columns] of Object.entries(engineColumns)) {
      for (const [column, c] of Object.entries(columns)) {
        if (c.engine === engine && !schema.get(table)?.includes(column)) stale.push(`${table}.${column}`);
      }
    }
    expect(stale).toEqual([]);
  });

  it("gives every personal column what erasure leaves, and every other class its reason", () => {
    const beside = Object.values(stores).flatMap((store) => Object.entries(store.tables));
    for (const [table, entry] of [...Object.entries(tables), ...beside]) {
      for (const [column, c] of Object.entries(entry.columns)) {
        const text = c.kind === "not-personal" ? c.why : c.what;
        expect(text.length, `${table}.${column}`).toBeGreaterThan(2);
        if (c.kind === "personal") {
          expect(entry.reach.by, `${table}.${column}: personal, so erasure must reach the table`).not.toBe("nothing");
        }
      }
    }
  });

  it("keeps on the suppression list what the policies say it keeps", () => {
    const columns = tables.suppression_entries?.columns ?? {};
    for (const k of suppressionKeeps) expect(columns[k.column]?.kind, k.column).toBe("personal");
    for (const k of suppressionKeepsAfterErasure) expect(columns[k.column]?.kind, k.column).toBe("kept");
  });

  it("lists every outbox destination", () => {
    expect(Object.keys(outboxPayloads).sort()).toEqual(["crm", "hubspot", "lists", "mail", "pipedrive", "salesforce"]);
  });
});
