// used_tokens.expires_at holds seconds since 1970: PostgreSQL's `integer` (4 bytes) overflows on
// 2038-01-19, after which no token could be recorded and every human check would fail. SQLite's
// integers are 8 bytes already.
// Frozen once shipped: never edited, and never imports the project's code (lint enforces it).
import { type Kysely, sql } from "kysely";

type Dialect = "sqlite" | "postgres";

export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  if (dialect === "postgres") await sql`alter table used_tokens alter column expires_at type bigint`.execute(db);
}
