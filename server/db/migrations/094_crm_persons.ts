// The CRM's person id each connection learnt per email (issue 44, decision 073): Pipedrive's search
// lags its writes by seconds, so a second enquiry from the same email soon after the first would
// not find the person just made. The email is kept only as a keyed hash; the row belongs to the
// enquiry that last used it (about_id) and goes with that enquiry's erasure.
// Frozen once shipped: never edited, and never imports the project's code (lint enforces it).
import { type Kysely, sql } from "kysely";

type Dialect = "sqlite" | "postgres";

export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const ts = dialect === "postgres" ? sql`timestamptz` : sql`text`;
  await db.schema
    .createTable("crm_persons")
    .addColumn("destination", "text", (c) => c.notNull())
    .addColumn("email_hash", "text", (c) => c.notNull())
    .addColumn("account", "text", (c) => c.notNull())
    .addColumn("person_id", "text", (c) => c.notNull())
    .addColumn("about_id", "text", (c) => c.notNull())
    .addColumn("updated_at", ts, (c) => c.notNull())
    .addPrimaryKeyConstraint("crm_persons_pk", ["destination", "email_hash"])
    .execute();
  await db.schema.createIndex("crm_persons_about").on("crm_persons").column("about_id").execute();
}
