// Mail leaves through the outbox (destination "mail"), written in the caller's transaction, so
// a mail server outage delays a message and never loses it. The payload contract every
// producer uses: { to: string[], subject: string, text: string, html?: string }.
// A message that carries a secret link (a staff invitation or recovery link, a requester's
// identity link) says until when (`secretUntil`, the link's expiry): then the outbox keeps no
// copy of it (redactExpiredSecrets; issue 22): sent, only its envelope stays; still unsent, it is
// given up as dead, since its link no longer works.
import type { Insertable, Kysely } from "kysely";
import { z } from "zod";
import { orderedId } from "#server/db/ordered-id.server.ts";
import type { Database, OutboxTable } from "#server/db/schema.server.ts";
import { pendingEntry } from "#server/outbox/entry.server.ts";

export const mailMessageSchema = z.object({
  to: z.array(z.string().min(3).max(254)).min(1).max(50),
  subject: z.string().min(1).max(300),
  text: z.string().max(100_000),
  html: z.string().max(500_000).optional(),
});

export type MailMessage = z.infer<typeof mailMessageSchema>;

export interface QueuedMail {
  message: MailMessage;
  /** What it is, named in the outbox (e.g. "notification", "staff-invitation"). */
  kind?: string;
  /** When it was queued (epoch ms); now when absent. */
  now?: number;
  /** It carries a link that works until then (epoch ms): the outbox forgets the message at that time. */
  secretUntil?: number;
  /** The submission whose person the message is about (erasure finds it by this; decision 034). */
  about?: string;
}

/** Queues messages in one statement; returns their entry ids. */
export async function enqueueMails(trx: Kysely<Database>, mails: readonly QueuedMail[]): Promise<string[]> {
  if (mails.length === 0) return [];
  const rows = mails.map(({ message, kind, now, secretUntil, about }) => ({
    ...pendingEntry({
      id: orderedId(),
      destination: "mail",
      formType: kind ?? "mail",
      payload: JSON.stringify(mailMessageSchema.parse(message)),
      at: new Date(now ?? Date.now()).toISOString(),
      about,
    }),
    ...(secretUntil === undefined ? {} : { secret_until: new Date(secretUntil).toISOString() }),
  }));
  await trx.insertInto("outbox").values(rows).execute();
  return rows.map((r) => r.id);
}

/**
 * The outbox entry of a mail whose message a template builds when it is sent (mailer.server.ts):
 * its payload is that template's input, not a message.
 */
export function templatedEntry(kind: string, input: unknown, now: number, about?: string): Insertable<OutboxTable> {
  return pendingEntry({
    id: orderedId(),
    destination: "mail",
    formType: kind,
    payload: JSON.stringify(input),
    at: new Date(now).toISOString(),
    about,
  });
}

/** Queues one message; returns its entry id. */
export async function enqueueMail(
  trx: Kysely<Database>,
  message: MailMessage,
  options: { kind?: string; now?: number; secretUntil?: number; about?: string } = {},
): Promise<string> {
  const [id] = await enqueueMails(trx, [{ message, ...options }]);
  return id as string;
}

export const SECRET_EXPIRED = "Not sent: the link in it expired first (its copy was removed)";

/**
 * Removes every mail whose secret link has expired from the outbox: the payload is blanked (the
 * envelope stays: destination, kind, dates, attempts); one still waiting is marked dead, since its
 * link no longer works. Returns how many entries were blanked.
 */
export async function redactExpiredSecrets(db: Kysely<Database>, nowMs: number = Date.now()): Promise<number> {
  const now = new Date(nowMs).toISOString();
  const given = await db
    .updateTable("outbox")
    .set({ status: "dead", payload: "", locked_until: null, last_error: SECRET_EXPIRED })
    .where("secret_until", "<=", now)
    .where("payload", "<>", "")
    .where("status", "=", "pending")
    .executeTakeFirst();
  const kept = await db
    .updateTable("outbox")
    .set({ payload: "" })
    .where("secret_until", "<=", now)
    .where("payload", "<>", "")
    .executeTakeFirst();
  return Number(given.numUpdatedRows) + Number(kept.numUpdatedRows);
}
