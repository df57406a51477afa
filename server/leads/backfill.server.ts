// Inbox rows for submissions stored before the inbox existed (migration 020), in batches.
import type { Kysely } from "kysely";
import type { Dialect } from "#server/db/database.server.ts";
import type { Database } from "#server/db/schema.server.ts";
import type { ContactRow, PrivacyRow } from "#server/forms/store.server.ts";
import { markDuplicates } from "./duplicates.server.ts";
import { inboxItemOf } from "./inbox-item.server.ts";

const BATCH = 500;

export async function backfillInbox(unknownDb: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const db = unknownDb as Kysely<Database>;
  for (const table of ["contact_submissions", "privacy_submissions"] as const) {
    let after = "";
    for (;;) {
      const rows = await db.selectFrom(table).selectAll().where("id", ">", after).orderBy("id").limit(BATCH).execute();
      if (rows.length === 0) break;
      after = rows.at(-1)!.id;
      const items = rows.map((row) => {
        const created = new Date(row.created_at).toISOString();
        const request =
          table === "contact_submissions"
            ? { table, row: { ...(row as ContactRow), created_at: created } }
            : { table, row: { ...(row as PrivacyRow), created_at: created } };
        return inboxItemOf(request);
      });
      await db
        .insertInto("inbox_items")
        .values(items)
        .onConflict((oc) => oc.column("id").doNothing())
        .execute();
    }
  }
  await markDuplicates(db, dialect, undefined);
}
