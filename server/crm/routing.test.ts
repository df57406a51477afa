// The routing's read of the connections against a change made while it is in flight (the desk saves
// a connection as an enquiry's batch reads the routing): found as a CI run's enquiry, sent just
// after "Salesforce settings saved.", that never reached Salesforce. The database is a stand-in whose
// answers the test releases, since the interleaving cannot be forced on a real one.
import type { Kysely } from "kysely";
import { describe, expect, it } from "vitest";
import type { Database } from "#server/db/schema.server.ts";
import type { IntakeStep } from "#server/submissions/intake.server.ts";
import { createCrmRouting } from "./routing.server.ts";

type Row = { destination: string; forms: string };

/** A database whose reads of crm_connections wait until the test answers them. */
function heldDatabase() {
  const pending: ((rows: Row[]) => void)[] = [];
  const db = {
    selectFrom: () => ({
      select: () => ({ execute: () => new Promise<Row[]>((resolve) => pending.push(resolve)) }),
    }),
  } as unknown as Kysely<Database>;
  return { db, pending };
}

const batchOf = (pageName: string): Parameters<NonNullable<IntakeStep["rows"]>>[0] =>
  [
    {
      submission: { type: "contact", row: { id: "s1", page_name: pageName, created_at: new Date().toISOString() } },
      flags: {},
      receipt: {},
    },
  ] as unknown as Parameters<NonNullable<IntakeStep["rows"]>>[0];

/** The step's prepare and rows, which the routing always has. */
function stepOf(routing: ReturnType<typeof createCrmRouting>) {
  const { prepare, rows } = routing.step;
  if (!prepare || !rows) throw new Error("the routing step reads and adds rows");
  return { prepare: (db: Kysely<Database>) => prepare(db, []), rows };
}

describe("crm routing", () => {
  it("a read begun before a connection changed is not kept: the next batch reads again and routes", async () => {
    const { db, pending } = heldDatabase();
    const routing = createCrmRouting();
    const step = stepOf(routing);
    const stale = step.prepare(db);
    // The desk saves Salesforce for Energy Leads while that read is in flight.
    routing.invalidate();
    const fresh = step.prepare(db);
    expect(pending).toHaveLength(2);
    // The fresh read lands first, the stale one (no connection yet) after it.
    pending[1]?.([{ destination: "salesforce", forms: JSON.stringify(["Energy Leads"]) }]);
    await fresh;
    pending[0]?.([]);
    await stale;
    const rows = step.rows(batchOf("Energy Leads"));
    expect(rows.flatMap((r) => r.rows).map((r) => (r as { destination: string }).destination)).toEqual(["salesforce"]);
  });

  it("a read that lands after a change was saved is not taken as fresh", async () => {
    const { db, pending } = heldDatabase();
    const routing = createCrmRouting();
    const step = stepOf(routing);
    const stale = step.prepare(db);
    routing.invalidate();
    pending[0]?.([]);
    await stale;
    // The next batch reads the connections again instead of trusting the stale read for 5 s.
    const next = step.prepare(db);
    expect(pending).toHaveLength(2);
    pending[1]?.([{ destination: "salesforce", forms: JSON.stringify(["Energy Leads"]) }]);
    await next;
    expect(step.rows(batchOf("Energy Leads")).flatMap((r) => r.rows)).toHaveLength(1);
  });
});
