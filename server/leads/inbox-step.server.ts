// The lead desk's step in intake (which server/submissions/intake.server.ts owns): every new submission gets
// its inbox row, with the duplicate flag decided before it is written. The notification email is
// its own step (notify.server.ts).
import type { Dialect } from "#server/db/database.server.ts";
import type { IntakeStep, NewSubmission } from "#server/submissions/intake.server.ts";
import { type DuplicateCandidate, duplicatesWithin, findEarlierDuplicates } from "./duplicates.server.ts";
import { inboxItemOf } from "./inbox-item.server.ts";

const candidate = ({ submission, person }: NewSubmission): DuplicateCandidate => ({
  id: submission.row.id,
  createdAt: submission.row.created_at,
  email: person.email,
  phone: person.phone,
});

export function inboxStep(dialect: Dialect): IntakeStep {
  return {
    name: "leads.inbox",
    async prepare(db, batch) {
      const earlier = await findEarlierDuplicates(db, dialect, batch.map(candidate));
      for (const s of batch) if (earlier.has(s.submission.row.id)) s.flags.duplicate = true;
    },
    rows(batch) {
      const within = duplicatesWithin(batch.map(candidate));
      for (const s of batch) if (within.has(s.submission.row.id)) s.flags.duplicate = true;
      return [{ table: "inbox_items", about: "id", rows: batch.map(inboxItemOf) }];
    },
  };
}
