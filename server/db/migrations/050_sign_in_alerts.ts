// Sign-in throttling by account and address (issue 22, decision 031): when a member was last
// emailed about repeated failed sign-ins on their account, so the warning goes at most once a day.
// Frozen once shipped: never edited, and never imports the project's code (lint enforces it).
import { type Kysely, sql } from "kysely";

type Dialect = "sqlite" | "postgres";

export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const ts = dialect === "postgres" ? sql`timestamptz` : sql`text`;
  await db.schema.alterTable("staff_sign_in_throttle").addColumn("alerted_at", ts).execute();
}
