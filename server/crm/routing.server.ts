// Which forms go to which CRM (issue 44): intake's step that queues, with each new submission, one
// outbox entry per connected CRM its form is routed to, in the submission's own transaction (so an
// enquiry is never lost between the two), beside the CRM webhook's entry. The entry carries the
// same `submission.created` event and an id of its own (the id the CRM's record is marked with).
// The routing is read from the connections at most every few seconds (ROUTING_TTL_MS), not per
// submission: with no CRM connected the submission path does no more work than before. One routing
// per server, made where the server is composed and handed to intake and to the desk (DeskServices):
// the desk's code is a bundle of its own, with its own copy of this module, so state kept here
// (it was a map per storage) never saw the desk's changes, and a connection saved in the desk
// reached intake only when the routing's few seconds ran out.
import type { Kysely } from "kysely";
import { orderedId } from "#server/db/ordered-id.server.ts";
import type { CrmDestination, Database } from "#server/db/schema.server.ts";
import { pendingEntry } from "#server/outbox/entry.server.ts";
import { submissionCreated } from "#server/submissions/crm-payload.server.ts";
import type { IntakeStep } from "#server/submissions/intake.server.ts";
import { connectors } from "./connectors.server.ts";

export const ROUTING_TTL_MS = 5_000;

export interface CrmRouting {
  step: IntakeStep;
  /** Forget the routing read (this instance changed a connection). */
  invalidate(): void;
}

/** A server's routing: its step for intake, and `invalidate` for whoever changes a connection. */
export function createCrmRouting(now: () => number = Date.now): CrmRouting {
  let routes: { destination: CrmDestination; forms: Set<string> }[] = [];
  let readAt = Number.NEGATIVE_INFINITY;
  // Bumped by invalidate(): a read begun before a change must not be kept as fresh (nor replace a
  // read begun after it), or the change would be ignored for up to ROUTING_TTL_MS.
  let generation = 0;
  let routesOf = 0;
  async function refresh(db: Kysely<Database>) {
    if (now() - readAt < ROUTING_TTL_MS) return;
    const started = generation;
    const rows = await db.selectFrom("crm_connections").select(["destination", "forms"]).execute();
    // Older than what is kept (a read begun after a change has landed first): keep that.
    if (started < routesOf) return;
    routes = rows
      .filter((r) => connectors[r.destination])
      .map((r) => ({ destination: r.destination, forms: new Set(JSON.parse(r.forms) as string[]) }));
    routesOf = started;
    // Fresh only if nothing changed while it was read: else the next batch reads again.
    if (started === generation) readAt = now();
  }
  return {
    invalidate() {
      generation++;
      readAt = Number.NEGATIVE_INFINITY;
    },
    step: {
      name: "crm.routing",
      prepare: (db) => refresh(db),
      rows(batch) {
        if (routes.length === 0) return [];
        const rows = [];
        for (const s of batch) {
          const form = s.submission.row.page_name;
          const to = routes.filter((r) => r.forms.has(form));
          if (to.length === 0) continue;
          const payload = JSON.stringify(submissionCreated(s.submission, s.flags, s.receipt));
          for (const route of to) {
            rows.push(
              pendingEntry({
                id: orderedId(),
                destination: route.destination,
                formType: s.submission.type,
                payload,
                at: s.submission.row.created_at,
                about: s.submission.row.id,
              }),
            );
          }
        }
        return rows.length === 0 ? [] : [{ table: "outbox" as const, about: "about_id", rows }];
      },
    },
  };
}
