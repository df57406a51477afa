// The filtered inbox as CSV for Excel: UTF-8 with a byte-order mark, ISO dates, one row per
// submission with its fields, attribution and flags. A cell that starts with = + - @, a tab or
// a carriage return is prefixed with an apostrophe, so a spreadsheet never runs it as a formula.
import { stringify } from "csv-stringify/sync";
import type { Storage } from "#server/db/database.server.ts";
import { toIso } from "#server/db/schema.server.ts";
import { type SubmissionField, submissionFields } from "#server/submissions/fields.server.ts";
import { type InboxFilters, listInbox } from "./inbox.server.ts";

const declared = (keep: (f: SubmissionField) => boolean) => [
  ...new Set(submissionFields.filter(keep).map((f) => f.column)),
];
const booleanColumns = new Set(submissionFields.filter((f) => f.boolean).map((f) => f.column));

/** The CSV's columns: the inbox's own, then every declared field of either form (fields.server.ts). */
export const CSV_COLUMNS = [
  "id",
  "received_at",
  "kind",
  "form",
  "status",
  "assignee_id",
  ...declared((f) => f.group === "answer" || f.column === "region"),
  ...declared((f) => f.group === "attribution"),
  "duplicate",
  "suppressed",
  "first_response_at",
  ...declared((f) => f.group === "consent"),
] as const;

/** Neutralises spreadsheet formulas (OWASP "CSV injection"). */
export function safeCell(value: unknown): string {
  if (value === null || value === undefined) return "";
  const text =
    value instanceof Date
      ? value.toISOString()
      : typeof value === "boolean"
        ? value
          ? "true"
          : "false"
        : String(value);
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

const BATCH = 500;

/** Streams the CSV in chunks (header first); returns the number of rows written. */
export async function exportCsv(
  storage: Storage,
  filters: InboxFilters,
  write: (chunk: string) => void | Promise<void>,
): Promise<number> {
  await write(`\uFEFF${stringify([CSV_COLUMNS as unknown as string[]], { record_delimiter: "\r\n" })}`);
  let after: string | undefined;
  let total = 0;
  for (;;) {
    const page = await listInbox(storage, filters, after, BATCH);
    if (page.rows.length === 0) break;
    const ids = page.rows.map((r) => r.id);
    const [contact, privacy] = await Promise.all([
      storage.db.selectFrom("contact_submissions").selectAll().where("id", "in", ids).execute(),
      storage.db.selectFrom("privacy_submissions").selectAll().where("id", "in", ids).execute(),
    ]);
    const rowsById = new Map<string, Record<string, unknown>>();
    for (const r of [...contact, ...privacy]) rowsById.set(r.id, r as unknown as Record<string, unknown>);
    const records = page.rows.map((item) => {
      const row = { ...rowsById.get(item.id) };
      for (const column of booleanColumns) {
        if (row[column] !== undefined && row[column] !== null) row[column] = Boolean(Number(row[column]));
      }
      const values: Record<string, unknown> = {
        ...row,
        received_at: item.createdAt,
        kind: item.kind,
        form: item.form,
        status: item.status,
        assignee_id: item.assigneeId,
        duplicate: item.duplicate,
        suppressed: item.suppressed,
        first_response_at: item.firstResponseAt,
        created_at: undefined,
      };
      return CSV_COLUMNS.map((c) =>
        safeCell(c === "received_at" || values[c] instanceof Date ? toIso(values[c] as string | Date) : values[c]),
      );
    });
    await write(stringify(records, { record_delimiter: "\r\n" }));
    total += records.length;
    if (!page.next) break;
    after = page.next;
  }
  return total;
}
