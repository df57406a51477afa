// The suppression list's hashes become keyed (issue 23, decision 034): HMAC-SHA256 of the
// normalised email and of the E.164 phone, with a generated secret kept apart from the database
// file. An unsalted SHA-256 of a phone number is reversed by hashing every possible number.
// The key is not known here, so the server fills these columns at start for every entry that
// still holds its plain identifiers and then drops their unsalted hashes; an entry already
// reduced to its unsalted hashes (an erasure before this change) keeps them, and is matched by
// them until the same person reaches us again and the entry is given its keyed hashes.
// Frozen once shipped: never edited, and never imports the project's code (lint enforces it).
import type { Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("suppression_entries").addColumn("email_hmac", "text").execute();
  await db.schema.alterTable("suppression_entries").addColumn("phone_hmac", "text").execute();
  await db.schema.createIndex("suppression_email_hmac").on("suppression_entries").column("email_hmac").execute();
  await db.schema.createIndex("suppression_phone_hmac").on("suppression_entries").column("phone_hmac").execute();
}
