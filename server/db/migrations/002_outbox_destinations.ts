// The outbox carries more than CRM deliveries (mail, list-system webhooks): each entry names
// its destination, and a worker only claims entries for destinations it can deliver to.
// Frozen once shipped: never edited, and never imports the project's code (lint enforces it).
import type { Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("outbox")
    .addColumn("destination", "text", (c) => c.notNull().defaultTo("crm"))
    .execute();
  await db.schema
    .createIndex("outbox_destination_due")
    .on("outbox")
    .columns(["status", "destination", "next_attempt_at"])
    .execute();
}
