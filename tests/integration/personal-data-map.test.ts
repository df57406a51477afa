// The personal-data map (server/privacy/personal-data.server.ts) against the real schema of a
// migrated database on each engine: every table and every column is classified, and everything
// the map names exists. A table or column added without being entered fails here, with what to do.
import { type Kysely, sql } from "kysely";
import { beforeAll, describe, expect, it } from "vitest";
import { engineColumns, outboxPayloads, tables } from "#server/privacy/personal-data.server.ts";
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

const howToEnter = (what: string) =>
  `${what} is not in the personal-data map. Enter it in server/privacy/personal-data.server.ts (\`tables\`): ` +
  "for a table, what it holds (`about`) and how erasure and retention reach its rows (`reach`: by submission id, " +
  "or `nothing` with why); for each column, personal (what it holds and `erasedTo`, what erasure leaves), kept " +
  "(personal, kept on purpose, and why), staff (employees' data) or not personal (why). See decision 034.";

describe.each(engines)("the personal-data map on %s", (engine) => {
  const fixture = storageFixture(engine);
  let schema: Map<string, string[]>;
  beforeAll(async () => {
    schema = await schemaOf(fixture.storage.db as Kysely<unknown>, fixture.storage.dialect);
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
    for (const [table, entry] of Object.entries(tables)) {
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
