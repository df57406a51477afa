import { DatabaseSync } from "node:sqlite";
import { describe, expect, it } from "vitest";
import { kyselySqliteDatabase } from "./node-sqlite-adapter.server.ts";

describe("the node:sqlite adapter's statement cache", () => {
  it("keeps a statement for each batch size of each of intake's inserts (some 400 texts)", () => {
    const raw = new DatabaseSync(":memory:");
    raw.exec("create table t (a integer)");
    let prepared = 0;
    const prepare = raw.prepare.bind(raw);
    raw.prepare = (sql: string) => {
      prepared++;
      return prepare(sql);
    };
    const db = kyselySqliteDatabase(raw);
    // Eight statements, each with one text per batch size from 1 to 50 rows.
    const texts = Array.from({ length: 8 * 50 }, (_, i) => {
      const rows = (i % 50) + 1;
      return `insert into t (a) values ${Array.from({ length: rows }, () => `(${Math.floor(i / 50)})`).join(", ")}`;
    });
    for (let round = 0; round < 3; round++) for (const sql of texts) db.prepare(sql).run([]);
    expect(prepared).toBe(texts.length);
    expect((raw.prepare("select count(*) as n from t").get() as { n: number }).n).toBe(3 * 8 * 1275);
  });
});
