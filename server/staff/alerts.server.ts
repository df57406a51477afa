// Emails a member when their account's sign-in is being attacked (decision 031): when failed
// sign-ins from anywhere start the account's guard, and when wrong codes after a right password
// start the code guard (someone has their password). At most one of each a day; through the
// outbox, like every email. No addresses or secrets in the message.
import type { ServiceContext } from "#server/audit/context.server.ts";
import { type Database, toIso } from "#server/db/schema.server.ts";
import { enqueueMail } from "#server/mail/outbox.server.ts";
import { HOUR, iso } from "./context.server.ts";

export type AlertKind = "guarded" | "codes";

/** One warning of each kind a day at most. */
export const ALERT_EVERY_MS = 24 * HOUR;

export function alertMessage(
  kind: AlertKind,
  to: string,
  facts: { failures: number; addresses: number; until: string },
): { to: string[]; subject: string; text: string } {
  const until = `${facts.until.slice(0, 16).replace("T", " ")} UTC`;
  if (kind === "guarded") {
    return {
      to: [to],
      subject: "Failed sign-ins on your staff desk account",
      text: `There have been ${facts.failures} failed attempts to sign in to your staff desk account (${to}) from ${facts.addresses} network address${facts.addresses === 1 ? "" : "es"}.\n\nYour account is not locked: you can sign in as usual with your password and your second factor. Until at least ${until}, the sign-in page will not say whether a password was right before the second factor has been entered too, so guessing your password is of no use to whoever is trying.\n\nIf these attempts were not you, nothing needs doing. If your desk password is also used anywhere else, change it there. If you are worried, tell an administrator.\n`,
    };
  }
  return {
    to: [to],
    subject: "Someone may know your staff desk password",
    text: `Your staff desk password was entered correctly, followed by ${facts.failures} wrong codes.\n\nIf this was not you, someone knows your password: choose a new one now ("Forgotten your password?" on the sign-in page) and tell an administrator.\n\nUntil at least ${until}, codes from your authenticator app are not accepted: sign in with a passkey or one of your recovery codes.\n`,
  };
}

/** Queues the warning for `account` when it is a member's and none of this kind went out in the last day. */
export async function alertMember(
  ctx: ServiceContext,
  account: string,
  kind: AlertKind,
  row: Database["staff_sign_in_throttle"],
): Promise<void> {
  const nowMs = ctx.now();
  if (row.alerted_at !== null && nowMs - Date.parse(toIso(row.alerted_at) as string) < ALERT_EVERY_MS) return;
  const member = await ctx.storage.db
    .selectFrom("staff")
    .select(["email", "status"])
    .where("id", "=", account)
    .executeTakeFirst();
  if (member?.status !== "active") return;
  const addresses = await ctx.storage.db
    .selectFrom("staff_sign_in_throttle")
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .where("key", "like", `pair:${account}:%`)
    .where("last_failure_at", ">", iso(nowMs - ALERT_EVERY_MS))
    .executeTakeFirst();
  const message = alertMessage(kind, member.email, {
    failures: row.failures,
    addresses: Math.max(1, Number(addresses?.n ?? 1)),
    until: toIso(row.locked_until) ?? iso(nowMs),
  });
  await ctx.storage.db
    .updateTable("staff_sign_in_throttle")
    .set({ alerted_at: iso(nowMs) })
    .where("key", "=", row.key)
    .execute();
  await enqueueMail(ctx.storage.db, message, { kind: "staff-sign-in-alert", now: nowMs });
  await ctx.audit.record({
    actor: null,
    action: "auth.alert.queued",
    target: { type: "staff", id: account },
    details: { kind },
  });
}
