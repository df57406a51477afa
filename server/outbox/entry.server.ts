// A new outbox entry, due at once: every producer (submissions, notifications, acknowledgements,
// list events) writes its rows through this, in its own transaction.
import type { Insertable } from "kysely";
import type { OutboxDestination, OutboxTable } from "#server/db/schema.server.ts";

export function pendingEntry(entry: {
  id: string;
  destination?: OutboxDestination;
  formType: string;
  payload: string;
  /** ISO time the entry is created (and first due). */
  at: string;
  /** The submission or suppression entry whose person the payload is about (decision 034). */
  about?: string | null;
}): Insertable<OutboxTable> {
  return {
    id: entry.id,
    // Always named: entries of several destinations may share one multi-row insert.
    destination: entry.destination ?? "crm",
    form_type: entry.formType,
    payload: entry.payload,
    status: "pending",
    attempts: 0,
    next_attempt_at: entry.at,
    locked_until: null,
    cycle_started_at: entry.at,
    created_at: entry.at,
    delivered_at: null,
    last_status: null,
    last_error: null,
    about_id: entry.about ?? null,
  };
}
