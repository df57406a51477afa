// A batch of submissions written by one PostgreSQL statement (decision 045): the proofs spent,
// the submissions claimed, and the rows of intake's steps and the CRM's events written only for
// the submissions claimed, by data-modifying CTEs. One statement is one transaction: all of it is
// stored, or (a constraint, a fault) none of it. Against BEGIN, four inserts and COMMIT, the batch
// pays one round trip instead of six; on a machine where a round trip costs more CPU than the
// inserts it carries, that is a large share of intake's time in PostgreSQL and in the server.
//
// Rows travel as one JSON parameter per table (`jsonRows`, as bulkInsert's), cast to the table's
// own column types. The text depends only on the tables and their columns, so there are a handful
// of texts, each prepared once per connection (decision 044).
import { CompiledQuery, type Kysely } from "kysely";
import { jsonRows, jsonRowsParameter, loadColumnTypes, uniformColumns } from "#server/db/bulk-insert.server.ts";
import { prepared } from "#server/db/prepared-statements.server.ts";
import type { Database } from "#server/db/schema.server.ts";
import { submissionTables } from "./fields.server.ts";
import type { StoredSubmission } from "./rows.server.ts";

export interface ClaimBatch {
  /** The proofs to spend (used_tokens rows). */
  tokens: readonly { id: string; expiresAtMs: number }[];
  /** The proof each submission spends: a submission is written only if its proof was not spent before. */
  proofOf: ReadonlyMap<string, string>;
  submissions: readonly StoredSubmission[];
  /** Rows for other tables, each written only with the submission its `about` column names. */
  groups: readonly { table: string; about: string; rows: readonly object[] }[];
}

const quote = (name: string): string => `"${name}"`;

/** Each table's rows as one statement writes them, or undefined when a table's rows differ in columns. */
function partsOf(
  batch: ClaimBatch,
): { table: string; columns: string[]; rows: readonly object[]; about?: string }[] | undefined {
  const parts: { table: string; columns: string[]; rows: readonly object[]; about?: string }[] = [];
  for (const table of Object.values(submissionTables)) {
    const rows = batch.submissions.filter((s) => s.table === table).map((s) => s.row);
    if (rows.length === 0) continue;
    const columns = uniformColumns(rows);
    if (!columns) return undefined;
    parts.push({ table, columns, rows });
  }
  for (const group of batch.groups) {
    if (group.rows.length === 0) continue;
    const columns = uniformColumns(group.rows);
    if (!columns) return undefined;
    parts.push({ table: group.table, columns, rows: group.rows, about: group.about });
  }
  return parts;
}

/** Whether one statement can write the batch: each table's rows have the same columns, none undefined. */
export function fitsOneStatement(batch: ClaimBatch): boolean {
  return partsOf(batch) !== undefined;
}

const texts = new Map<string, string>();

/** Writes the batch; the proofs that were fresh and the submissions stored by this statement. */
export async function claimInOneStatement(
  db: Kysely<Database>,
  batch: ClaimBatch,
): Promise<{ fresh: Set<string>; stored: Set<string> }> {
  if (batch.submissions.length === 0) return { fresh: new Set(), stored: new Set() };
  const tables = Object.values(submissionTables);
  const parts = partsOf(batch);
  if (!parts) throw new Error("rows of one table must have the same columns (fitsOneStatement)");
  const key = parts.map((p) => `${p.table}(${p.columns.join(",")})${p.about ?? ""}`).join(" ");
  let text = texts.get(key);
  if (text === undefined) {
    await loadColumnTypes(db, ["used_tokens", ...parts.map((p) => p.table)]);
    text = prepared(statement(parts, tables));
    texts.set(key, text);
  }
  const ids = [...batch.proofOf.keys()];
  const parameters: unknown[] = [
    JSON.stringify(batch.tokens.map((t) => [t.id, Math.ceil(t.expiresAtMs / 1000)])),
    ids,
    ids.map((id) => batch.proofOf.get(id)),
    ...parts.map((p) => jsonRowsParameter(p.rows, p.columns)),
  ];
  const { rows } = await db.executeQuery<{ kind: "token" | "stored"; id: string }>(CompiledQuery.raw(text, parameters));
  const fresh = new Set<string>();
  const stored = new Set<string>();
  for (const r of rows) (r.kind === "token" ? fresh : stored).add(r.id);
  return { fresh, stored };
}

function statement(parts: readonly { table: string; columns: string[]; about?: string }[], tables: readonly string[]) {
  const from = (p: { table: string; columns: string[] }, n: number) => {
    const names = p.columns.map(quote).join(", ");
    return `insert into ${quote(p.table)} (${names}) select ${names} from ${jsonRows(p.table, p.columns, n)} as r`;
  };
  const claims = parts.filter((p) => !p.about);
  const ctes = [
    `"spent" as (insert into "used_tokens" ("id", "expires_at") select "id", "expires_at" from ${jsonRows("used_tokens", ["id", "expires_at"], 1)} as r on conflict ("id") do nothing returning "id")`,
    `"proven" as (select m.sid from unnest($2::text[], $3::text[]) as m(sid, tid) join "spent" on "spent"."id" = m.tid)`,
  ];
  parts.forEach((p, i) => {
    const n = i + 4;
    if (!p.about) {
      // An id is unique across the forms' tables: one stored by the other form is not claimed either.
      const others = tables
        .filter((t) => t !== p.table)
        .map((t) => ` and not exists (select 1 from ${quote(t)} o where o."id" = r."id")`)
        .join("");
      ctes.push(
        `"c${i}" as (${from(p, n)} where r."id" in (select sid from "proven")${others} on conflict ("id") do nothing returning "id")`,
      );
    }
  });
  ctes.push(`"stored" as (${claims.map((p) => `select "id" from "c${parts.indexOf(p)}"`).join(" union all ")})`);
  parts.forEach((p, i) => {
    if (p.about) ctes.push(`"w${i}" as (${from(p, i + 4)} where r.${quote(p.about)} in (select "id" from "stored"))`);
  });
  return `with ${ctes.join(",\n")}\nselect 'token' as kind, "id" from "spent" union all select 'stored', "id" from "stored"`;
}
