// Links that sign in or set a password (staff invitations and recovery, a privacy requester's
// identity link) travel in mail payloads: from this time on the outbox keeps no such payload
// (issue 22). A pending message still holding it is given up (dead), a sent one kept as its
// envelope only. Null for messages without a secret.
// Frozen once shipped: never edited, and never imports the project's code (lint enforces it).
import { type Kysely, sql } from "kysely";

type Dialect = "sqlite" | "postgres";

export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const ts = dialect === "postgres" ? sql`timestamptz` : sql`text`;
  await db.schema.alterTable("outbox").addColumn("secret_until", ts).execute();
  await db.schema.createIndex("outbox_secret_until").on("outbox").column("secret_until").execute();
}
