// Facts a running server records for the command-line tools and other instances, by name (for
// example the public address links should use when PUBLIC_URL is not set: the port it listens on).
// Frozen once shipped: never edited, and never imports the project's code (lint enforces it).
import { type Kysely, sql } from "kysely";

type Dialect = "sqlite" | "postgres";

export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const ts = dialect === "postgres" ? sql`timestamptz` : sql`text`;
  await db.schema
    .createTable("app_state")
    .addColumn("name", "text", (c) => c.primaryKey())
    .addColumn("value", "text", (c) => c.notNull())
    .addColumn("updated_at", ts, (c) => c.notNull())
    .execute();
}
