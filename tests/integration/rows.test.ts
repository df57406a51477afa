// A submission's declared fields (server/submissions/fields.server.ts: the forms' answers and what
// the server records) against the row the builder makes and the table a migrated database has, on
// each engine. A field declared without its migration, a migrated column without its declaration,
// or a declared field the row builder leaves out fails here.
import { type Kysely, sql } from "kysely";
import { describe, expect, it } from "vitest";
import { answersOf, type FormType, fieldsOf, recordedOf, submissionTables } from "#server/submissions/fields.server.ts";
import { toRow } from "#server/submissions/rows.server.ts";
import { CONSENT_VERSION } from "#shared/consent/statements.ts";
import { contactForms } from "#shared/forms/contact.ts";
import { privacyForms } from "#shared/forms/privacy.ts";
import { type Submission, submissionSchema, validate } from "#shared/forms/schema.ts";
import { contactPayload, privacyPayload } from "#tests/support/submissions.ts";
import { engines, storageFixture } from "./harness.ts";

async function columnsOf(db: Kysely<unknown>, dialect: "sqlite" | "postgres", table: string): Promise<string[]> {
  const rows =
    dialect === "sqlite"
      ? await sql<{ name: string }>`select name from pragma_table_info(${table})`.execute(db)
      : await sql<{ name: string }>`select column_name as name from information_schema.columns
          where table_schema = current_schema() and table_name = ${table}`.execute(db);
  return rows.rows.map((r) => r.name).sort();
}

const declared = (type: FormType) =>
  fieldsOf(type)
    .map((f) => f.column)
    .sort();

const consent = {
  version: CONSENT_VERSION.label,
  hash: CONSENT_VERSION.sha256,
  formVersion: "1",
  pageUrl: "https://example.com/contact",
  shownAt: "2026-11-28T01:00:00.000Z",
};

/** One valid submission of every form, as the API parses it. */
function everyForm(): Submission[] {
  const proof = { proof: "p", answer: "Apple" };
  const payloads = [
    ...Object.values(contactForms).map((rules) => contactPayload(proof, { pageName: rules.pageName, consent })),
    ...(Object.keys(privacyForms) as ("au" | "uk")[]).map((region) => privacyPayload(proof, region, { consent })),
  ];
  return payloads.map((payload) => {
    const parsed = validate(submissionSchema, payload);
    if (!parsed.ok) throw new Error(`${payload.pageName}: ${JSON.stringify(parsed.fieldErrors)}`);
    return parsed.value;
  });
}

describe("the field declarations", () => {
  it("declare each column once per table, answers and recorded fields apart", () => {
    for (const type of ["contact", "privacy"] as const) {
      expect(new Set(declared(type)).size).toBe(declared(type).length);
      const answers = new Set(answersOf(type).map((f) => f.column));
      for (const field of recordedOf(type)) expect(answers.has(field.column), field.column).toBe(false);
    }
  });
});

describe.each(engines)("submission rows on %s", (engine) => {
  const env = storageFixture(engine);

  it.each(["contact", "privacy"] as const)("the %s table has exactly the declared columns", async (type) => {
    const table = submissionTables[type];
    expect(await columnsOf(env.storage.db as Kysely<unknown>, env.storage.dialect, table)).toEqual(declared(type));
  });

  it("the row builder writes every declared column of each form, and the table stores it", async () => {
    const submissions = everyForm();
    expect(submissions).toHaveLength(Object.keys(contactForms).length + Object.keys(privacyForms).length);
    for (const submission of submissions) {
      const { type, table, row } = toRow(submission, "Apple", "Mozilla/5.0 (rows test)", "2026-11-28T01:00:05.000Z");
      expect(Object.keys(row).sort(), submission.pageName).toEqual(declared(type));
      for (const [column, value] of Object.entries(row)) expect(value, column).not.toBeUndefined();
      await env.storage.db.insertInto(table).values(row).execute();
      const stored = (await env.storage.db
        .selectFrom(table)
        .selectAll()
        .where("id", "=", row.id)
        .executeTakeFirstOrThrow()) as Record<string, unknown>;
      expect(Object.keys(stored).sort()).toEqual(declared(type));
      expect(stored).toMatchObject({
        page_name: submission.pageName,
        first_name: row.first_name,
        consent_version: CONSENT_VERSION.label,
        user_agent: "Mozilla/5.0 (rows test)",
        human_verification_answer: "Apple",
        // Intake's attribution step fills the touches (decision 085); the row builder leaves them empty.
        first_utm_source: null,
        last_referrer: null,
      });
    }
  });
});
