// Erasure reaches the CRMs (issue 44, item 5): when a person is erased at their request, each CRM
// that holds a record of one of their submissions is asked to delete the person, once per record,
// through an outbox entry of its own (so a CRM that is down is asked again with the outbox's
// backoff). Written in the erasure's transaction, from the records the connectors kept (read
// before erasure deletes them); the deliverer records each CRM's answer on the privacy case.
import type { Insertable, Kysely } from "kysely";
import { orderedIdFor } from "#server/db/ordered-id.server.ts";
import type { Database, OutboxTable } from "#server/db/schema.server.ts";
import { pendingEntry } from "#server/outbox/entry.server.ts";

export const CRM_ERASE = "crm.erase";

/** An erasure entry's payload: the CRM's record of the person, and the case that asked. */
export interface CrmErasePayload {
  type: typeof CRM_ERASE;
  contactId: string;
  privacyCase: string | null;
}

export async function crmErasureEntries(
  trx: Kysely<Database>,
  submissions: readonly string[],
  privacyCase: string | null,
  at: string,
): Promise<Insertable<OutboxTable>[]> {
  const entries: Insertable<OutboxTable>[] = [];
  const seen = new Set<string>();
  for (let i = 0; i < submissions.length; i += 500) {
    const rows = await trx
      .selectFrom("crm_records")
      .select(["destination", "contact_id", "about_id"])
      .where("about_id", "in", submissions.slice(i, i + 500))
      .where("contact_id", "is not", null)
      .execute();
    for (const r of rows) {
      const key = `${r.destination}:${r.contact_id}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const payload: CrmErasePayload = { type: CRM_ERASE, contactId: r.contact_id as string, privacyCase };
      entries.push(
        pendingEntry({
          // The same id when a restore re-applies the erasure (as the erasure events, decision 054).
          id: orderedIdFor(at, CRM_ERASE, r.destination, r.contact_id as string, privacyCase ?? ""),
          destination: r.destination,
          formType: CRM_ERASE,
          payload: JSON.stringify(payload),
          at,
          about: r.about_id,
        }),
      );
    }
  }
  return entries;
}
