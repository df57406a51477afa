// Staff accounts and sign-in (issue 12): members, invitations, second factors, sessions
// (tokens stored hashed) and the sign-in throttle shared by every instance.
// Frozen once shipped: never edited, and never imports the project's code (lint enforces it).
import { type Kysely, sql } from "kysely";

type Dialect = "sqlite" | "postgres";

export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const pg = dialect === "postgres";
  const ts = pg ? sql`timestamptz` : sql`text`;
  await db.schema
    .createTable("staff")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("email", "text", (c) => c.notNull().unique())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("role", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("password_hash", "text")
    .addColumn("totp_secret", "text")
    .addColumn("totp_last_step", "bigint")
    .addColumn("mfa_enrolled_at", ts)
    .addColumn("created_at", ts, (c) => c.notNull())
    .addColumn("last_sign_in_at", ts)
    .execute();
  await db.schema
    .createTable("staff_invitations")
    .addColumn("token_hash", "text", (c) => c.primaryKey())
    .addColumn("staff_id", "text", (c) => c.notNull())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("created_at", ts, (c) => c.notNull())
    .addColumn("expires_at", ts, (c) => c.notNull())
    .addColumn("used_at", ts)
    .execute();
  await db.schema.createIndex("staff_invitations_staff").on("staff_invitations").column("staff_id").execute();
  await db.schema
    .createTable("staff_recovery_codes")
    .addColumn("staff_id", "text", (c) => c.notNull())
    .addColumn("code_hash", "text", (c) => c.notNull())
    .addColumn("used_at", ts)
    .addPrimaryKeyConstraint("staff_recovery_codes_pk", ["staff_id", "code_hash"])
    .execute();
  await db.schema
    .createTable("staff_passkeys")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("staff_id", "text", (c) => c.notNull())
    .addColumn("public_key", "text", (c) => c.notNull())
    .addColumn("counter", "bigint", (c) => c.notNull().defaultTo(0))
    .addColumn("transports", "text")
    .addColumn("created_at", ts, (c) => c.notNull())
    .addColumn("last_used_at", ts)
    .execute();
  await db.schema
    .createTable("staff_sessions")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("token_hash", "text", (c) => c.notNull().unique())
    .addColumn("staff_id", "text", (c) => c.notNull())
    .addColumn("stage", "text", (c) => c.notNull())
    .addColumn("created_at", ts, (c) => c.notNull())
    .addColumn("last_seen_at", ts, (c) => c.notNull())
    .addColumn("expires_at", ts, (c) => c.notNull())
    .addColumn("ended_at", ts)
    .addColumn("user_agent", "text")
    .addColumn("ip_hash", "text")
    .execute();
  await db.schema.createIndex("staff_sessions_staff").on("staff_sessions").columns(["staff_id", "ended_at"]).execute();
  await db.schema
    .createTable("staff_sign_in_throttle")
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("failures", "integer", (c) => c.notNull())
    .addColumn("last_failure_at", ts, (c) => c.notNull())
    .addColumn("locked_until", ts)
    .execute();
}
