// Passkeys (issue 12): a member names each passkey; the challenge of a ceremony is signed by
// the server and not stored (decision 021), so nothing is written before a passkey is used.
// Frozen once shipped: never edited, and never imports the project's code (lint enforces it).
import type { Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("staff_passkeys")
    .addColumn("name", "text", (c) => c.notNull().defaultTo("Passkey"))
    .execute();
  await db.schema.createIndex("staff_passkeys_staff").on("staff_passkeys").column("staff_id").execute();
}
