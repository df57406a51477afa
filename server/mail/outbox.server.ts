// Mail leaves through the outbox (destination "mail"), written in the caller's transaction, so
// a mail server outage delays a message and never loses it. The payload contract every
// producer uses: { to: string[], subject: string, text: string, html?: string }.
import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { z } from "zod";
import type { Database } from "#server/db/schema.server.ts";
import { pendingEntry } from "#server/outbox/entry.server.ts";

export const mailMessageSchema = z.object({
  to: z.array(z.string().min(3).max(254)).min(1).max(50),
  subject: z.string().min(1).max(300),
  text: z.string().max(100_000),
  html: z.string().max(500_000).optional(),
});

export type MailMessage = z.infer<typeof mailMessageSchema>;

/** Queues one message; `kind` names it in the outbox (e.g. "staff-invitation"). Returns the entry id. */
export async function enqueueMail(
  trx: Kysely<Database>,
  message: MailMessage,
  options: { kind?: string; now?: number } = {},
): Promise<string> {
  const id = randomUUID();
  const payload: MailMessage = mailMessageSchema.parse(message);
  await trx
    .insertInto("outbox")
    .values(
      pendingEntry({
        id,
        destination: "mail",
        formType: options.kind ?? "mail",
        payload: JSON.stringify(payload),
        at: new Date(options.now ?? Date.now()).toISOString(),
      }),
    )
    .execute();
  return id;
}
