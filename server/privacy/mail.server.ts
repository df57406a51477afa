// The one place privacy messages enter the outbox (destination "mail"), with the payload contract
// the mail deliverer sends: { to, subject, text, html? }. Kept tiny and local on purpose: when the
// mail module offers its own enqueue function, this is the only function to swap.
import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "#server/db/schema.server.ts";
import { pendingEntry } from "#server/outbox/entry.server.ts";

export interface MailMessage {
  to: string[];
  subject: string;
  text: string;
  html?: string;
}

/** Queues one message inside the caller's transaction; `kind` says what it is (e.g. privacy.acknowledgement). */
export async function enqueueMail(
  trx: Kysely<Database>,
  kind: string,
  message: MailMessage,
  now: number,
): Promise<string> {
  const id = randomUUID();
  const at = new Date(now).toISOString();
  await trx
    .insertInto("outbox")
    .values(pendingEntry({ id, destination: "mail", formType: kind, payload: JSON.stringify(message), at }))
    .execute();
  return id;
}
