// Sign-in throttling shared through the database, so every instance agrees: failures are
// counted per account and per client address; after a few, each further attempt must wait an
// increasing delay; after many, the key is locked for a while. A success clears the account's
// count (not the address's).
import { type Kysely, sql } from "kysely";
import type { Database } from "#server/db/schema.server.ts";
import { iso, MINUTE, type StaffContext } from "./context.server.ts";

interface Rule {
  /** Failures allowed before delays start. */
  free: number;
  /** Failures that lock the key. */
  lockAt: number;
  lockMs: number;
}

export const ACCOUNT_RULE: Rule = { free: 5, lockAt: 20, lockMs: 15 * MINUTE };
export const ADDRESS_RULE: Rule = { free: 20, lockAt: 100, lockMs: 15 * MINUTE };

/** The wait after `failures` failures: 1 s, 2 s, 4 s … up to 30 s once past the free ones. */
export function delayAfter(failures: number, rule: Rule): number {
  if (failures < rule.free) return 0;
  return Math.min(2 ** (failures - rule.free) * 1000, 30_000);
}

export interface ThrottleKeys {
  account: string;
  address: string;
}

/** When the next attempt may be made (ms since the epoch), or 0 when it may be made now. */
export async function blockedUntil(ctx: StaffContext, keys: ThrottleKeys): Promise<number> {
  const rows = await ctx.storage.db
    .selectFrom("staff_sign_in_throttle")
    .selectAll()
    .where("key", "in", [`account:${keys.account}`, `address:${keys.address}`])
    .execute();
  let until = 0;
  for (const row of rows) {
    const rule = row.key.startsWith("account:") ? ACCOUNT_RULE : ADDRESS_RULE;
    const locked = row.locked_until ? Date.parse(String(toIsoish(row.locked_until))) : 0;
    const delayed = Date.parse(String(toIsoish(row.last_failure_at))) + delayAfter(row.failures, rule);
    until = Math.max(until, locked, delayed);
  }
  return until > ctx.now() ? until : 0;
}

function toIsoish(value: string | Date): string {
  return value instanceof Date ? value.toISOString() : value;
}

async function bump(db: Kysely<Database>, key: string, rule: Rule, nowMs: number): Promise<void> {
  const row = await db.selectFrom("staff_sign_in_throttle").selectAll().where("key", "=", key).executeTakeFirst();
  const failures = (row?.failures ?? 0) + 1;
  const lockedUntil = failures >= rule.lockAt ? iso(nowMs + rule.lockMs) : null;
  if (row) {
    // A lock that has run out starts a fresh count.
    const expired = row.locked_until && Date.parse(toIsoish(row.locked_until)) <= nowMs;
    await db
      .updateTable("staff_sign_in_throttle")
      .set({
        failures: expired ? 1 : failures,
        last_failure_at: iso(nowMs),
        locked_until: expired ? null : lockedUntil,
      })
      .where("key", "=", key)
      .execute();
  } else {
    await db
      .insertInto("staff_sign_in_throttle")
      .values({ key, failures: 1, last_failure_at: iso(nowMs), locked_until: null })
      .onConflict((oc) => oc.column("key").doUpdateSet({ failures: sql`staff_sign_in_throttle.failures + 1` }))
      .execute();
  }
}

export async function recordFailure(ctx: StaffContext, keys: ThrottleKeys): Promise<void> {
  const nowMs = ctx.now();
  await bump(ctx.storage.db, `account:${keys.account}`, ACCOUNT_RULE, nowMs);
  await bump(ctx.storage.db, `address:${keys.address}`, ADDRESS_RULE, nowMs);
}

export async function clearAccount(ctx: StaffContext, account: string): Promise<void> {
  await ctx.storage.db.deleteFrom("staff_sign_in_throttle").where("key", "=", `account:${account}`).execute();
}

type AuditTarget = { type: string; id: string } | undefined;

/**
 * The gate before checking a password, code or passkey: when the keys are delayed or locked, the
 * attempt is audited and refused with a 429 saying how long to wait; otherwise undefined.
 */
export async function throttledAttempt(
  ctx: StaffContext,
  keys: ThrottleKeys,
  who: { target: AuditTarget; ip: string },
): Promise<{ ok: false; status: 429; error: string } | undefined> {
  const until = await blockedUntil(ctx, keys);
  if (!until) return undefined;
  await ctx.audit.record({ actor: null, action: "auth.sign_in.throttled", target: who.target, ip: who.ip });
  const minutes = Math.max(1, Math.ceil((until - ctx.now()) / MINUTE));
  return {
    ok: false,
    status: 429,
    error: `Too many failed attempts. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
  };
}

/** A failed sign-in step: counted against the account and the address, and audited. */
export async function failedAttempt(
  ctx: StaffContext,
  keys: ThrottleKeys,
  who: { target: AuditTarget; ip: string; details: Record<string, unknown> },
): Promise<void> {
  await recordFailure(ctx, keys);
  await ctx.audit.record({
    actor: null,
    action: "auth.sign_in.failed",
    target: who.target,
    ip: who.ip,
    details: who.details,
  });
}

/** A completed sign-in: the account's failure count cleared, its last sign-in time set, audited. */
export async function succeededAttempt(
  ctx: StaffContext,
  staffId: string,
  who: { ip: string; details: Record<string, unknown> },
): Promise<void> {
  await clearAccount(ctx, staffId);
  await ctx.storage.db
    .updateTable("staff")
    .set({ last_sign_in_at: iso(ctx.now()) })
    .where("id", "=", staffId)
    .execute();
  await ctx.audit.record({
    actor: staffId,
    action: "auth.sign_in",
    target: { type: "staff", id: staffId },
    ip: who.ip,
    details: who.details,
  });
}
