// The lead desk's part of intake (server/submissions/intake.server.ts): every new submission gets
// its inbox row, with the duplicate flag decided before it is written. The notification email is
// its own step (notify.server.ts).
import { bulkInsert } from "#server/db/bulk-insert.server.ts";
import type { Dialect } from "#server/db/database.server.ts";
import type { IntakeStep } from "#server/submissions/intake.server.ts";
import { findDuplicates } from "./duplicates.server.ts";
import { inboxItemOf } from "./inbox-item.server.ts";

export function inboxStep(dialect: Dialect): IntakeStep {
  return {
    name: "leads.inbox",
    async created(trx, batch) {
      const duplicates = await findDuplicates(
        trx,
        dialect,
        batch.map(({ submission, person }) => ({
          id: submission.row.id,
          createdAt: submission.row.created_at,
          email: person.email,
          phone: person.phone,
        })),
      );
      for (const s of batch) if (duplicates.has(s.submission.row.id)) s.flags.duplicate = true;
      await bulkInsert(trx, dialect, "inbox_items", batch.map(inboxItemOf));
    },
  };
}
