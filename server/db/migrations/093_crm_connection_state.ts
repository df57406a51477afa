// What a CRM connection learns while delivering, shared by every instance (issue 44, decision 073):
// the OAuth session (Salesforce's access token and instance URL, encrypted with the credentials'
// key), the CRM's last reading of its daily API allowance, and a problem only an administrator can
// fix (a refresh token the CRM refused), shown on the forwarding screen until they reconnect.
// Frozen once shipped: never edited, and never imports the project's code (lint enforces it).
import type { Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("crm_connections").addColumn("session", "text").execute();
  await db.schema.alterTable("crm_connections").addColumn("api_usage", "text").execute();
  await db.schema.alterTable("crm_connections").addColumn("problem", "text").execute();
}
