// Sign-in throttling shared through the database, so every instance agrees (decision 031).
// Failures slow down the address that makes them, never the member who signs in from elsewhere:
//   - "pair:<account>:<address>" (one account from one address): after 5 failures each further
//     attempt must wait 1 s, 2 s, 4 s … up to 30 s; at 20 that address is locked out of that
//     account for 15 minutes.
//   - "address:<address>" (any account from one address): delays after 20 failures, locked at 100.
//   - "account:<account>" (every address): never refuses. From 10 failures on (a guess from many
//     addresses) the account is guarded for an hour after the latest one: the password step stops
//     telling whether the password was right (sign-in.server.ts), so guessing needs the second
//     factor too, and the member is emailed (alerts.server.ts).
//   - "codes:<staff id>" (wrong codes after a right password, from anywhere): from 10 on, codes
//     from the authenticator app are not accepted for an hour (recovery codes and passkeys are),
//     and the member is emailed: someone has their password.
// Counts are forgotten after a day without failures, and start again when a lock or guard ends.
// A completed sign-in clears its own pair only.
import type { Kysely } from "kysely";
import type { AuditAction } from "#server/audit/actions.ts";
import type { ServiceContext } from "#server/audit/context.server.ts";
import { type Database, toIso } from "#server/db/schema.server.ts";
import { type AlertKind, alertMember } from "./alerts.server.ts";
import { HOUR, iso, MINUTE } from "./context.server.ts";

export interface Rule {
  /** Failures allowed before delays start (Infinity: never delays). */
  free: number;
  /** Failures that lock (or guard) the key. */
  lockAt: number;
  /** How long the lock or guard lasts after the failure that set it. */
  lockMs: number;
}

export const PAIR_RULE: Rule = { free: 5, lockAt: 20, lockMs: 15 * MINUTE };
export const ADDRESS_RULE: Rule = { free: 20, lockAt: 100, lockMs: 15 * MINUTE };
export const ACCOUNT_GUARD: Rule = { free: Number.POSITIVE_INFINITY, lockAt: 10, lockMs: HOUR };
export const CODES_GUARD: Rule = { free: Number.POSITIVE_INFINITY, lockAt: 10, lockMs: HOUR };
/** A key's count is forgotten after this long without a failure. */
export const FORGET_MS = 24 * HOUR;
/** The longest wait a delay asks for. */
export const MAX_DELAY_MS = 30_000;

/** The wait after `failures` failures: 1 s, 2 s, 4 s … up to 30 s once past the free ones. */
export function delayAfter(failures: number, rule: Rule): number {
  if (failures < rule.free) return 0;
  return Math.min(2 ** (failures - rule.free) * 1000, MAX_DELAY_MS);
}

/** Whose attempt: the account (a staff id, or a hash of an email that has none) and the hashed address. */
export interface AttemptKeys {
  account: string;
  address: string;
}

export const attemptKeys = (ctx: ServiceContext, account: string, ip: string): AttemptKeys => ({
  account,
  address: ctx.audit.hash(ip),
});

const pairKey = (keys: AttemptKeys) => `pair:${keys.account}:${keys.address}`;
const addressKey = (keys: AttemptKeys) => `address:${keys.address}`;
const accountKey = (account: string) => `account:${account}`;
const codesKey = (staffId: string) => `codes:${staffId}`;

type Row = Database["staff_sign_in_throttle"];
const ms = (value: string | Date | null) => (value === null ? 0 : Date.parse(toIso(value) as string));

/** Whether a lock or guard is on now. */
const lockedNow = (row: Row | undefined, nowMs: number) => row !== undefined && ms(row.locked_until) > nowMs;

async function rows(db: Kysely<Database>, keys: string[]): Promise<Map<string, Row>> {
  const found = await db.selectFrom("staff_sign_in_throttle").selectAll().where("key", "in", keys).execute();
  return new Map(found.map((r) => [r.key, r]));
}

/** When a pair or address row lets the next attempt through (ms since the epoch; 0 when now). */
function waitUntil(row: Row | undefined, rule: Rule, nowMs: number): number {
  if (!row || nowMs - ms(row.last_failure_at) >= FORGET_MS) return 0;
  const until = Math.max(ms(row.locked_until), ms(row.last_failure_at) + delayAfter(row.failures, rule));
  return until > nowMs ? until : 0;
}

export interface Gate {
  /** When this address may try this account again (0: now). */
  until: number;
  /** The account is guarded: the password step must not tell whether the password was right. */
  guarded: boolean;
}

export async function gate(ctx: ServiceContext, keys: AttemptKeys): Promise<Gate> {
  const nowMs = ctx.now();
  const found = await rows(ctx.storage.db, [pairKey(keys), addressKey(keys), accountKey(keys.account)]);
  return {
    until: Math.max(
      waitUntil(found.get(pairKey(keys)), PAIR_RULE, nowMs),
      waitUntil(found.get(addressKey(keys)), ADDRESS_RULE, nowMs),
    ),
    guarded: lockedNow(found.get(accountKey(keys.account)), nowMs),
  };
}

/** Whether the account is guarded now (see the file's head). */
export async function accountGuarded(ctx: ServiceContext, account: string): Promise<boolean> {
  return lockedNow((await rows(ctx.storage.db, [accountKey(account)])).get(accountKey(account)), ctx.now());
}

/** Whether codes from the authenticator app are refused for this member now. */
export async function codesGuarded(ctx: ServiceContext, staffId: string): Promise<boolean> {
  return lockedNow((await rows(ctx.storage.db, [codesKey(staffId)])).get(codesKey(staffId)), ctx.now());
}

/** Counts one failure on a key; returns its row as written and whether this failure started a lock or guard. */
async function bump(
  db: Kysely<Database>,
  key: string,
  rule: Rule,
  nowMs: number,
): Promise<{ row: Row; started: boolean }> {
  const row = (await rows(db, [key])).get(key);
  // A lock or guard that has run out, or a count left quiet for a day, starts again.
  const fresh =
    !row ||
    (row.locked_until !== null && ms(row.locked_until) <= nowMs) ||
    nowMs - ms(row.last_failure_at) >= FORGET_MS;
  const failures = fresh ? 1 : (row?.failures ?? 0) + 1;
  const next: Row = {
    key,
    failures,
    last_failure_at: iso(nowMs),
    locked_until: failures >= rule.lockAt ? iso(nowMs + rule.lockMs) : null,
    alerted_at: row?.alerted_at ?? null,
  };
  if (row) {
    await db
      .updateTable("staff_sign_in_throttle")
      .set({ failures: next.failures, last_failure_at: next.last_failure_at, locked_until: next.locked_until })
      .where("key", "=", key)
      .execute();
  } else {
    // Two first failures at once: the second adds to the first.
    await db
      .insertInto("staff_sign_in_throttle")
      .values(next)
      .onConflict((oc) =>
        oc.column("key").doUpdateSet((eb) => ({ failures: eb("staff_sign_in_throttle.failures", "+", 1) })),
      )
      .execute();
  }
  return { row: next, started: failures === rule.lockAt };
}

type AuditTarget = { type: string; id: string } | undefined;

/**
 * The gate before checking a password, code or passkey: when this address must wait for this
 * account (or at all), the attempt is audited and refused with a 429 saying how long to wait.
 * Otherwise says whether the account is guarded.
 */
export async function checkAttempt(
  ctx: ServiceContext,
  keys: AttemptKeys,
  who: { target: AuditTarget; ip: string },
): Promise<
  { refused: { ok: false; status: 429; error: string }; guarded: boolean } | { refused: undefined; guarded: boolean }
> {
  const { until, guarded } = await gate(ctx, keys);
  if (!until) return { refused: undefined, guarded };
  await ctx.audit.record({ actor: null, action: "auth.sign_in.throttled", target: who.target, ip: who.ip });
  const seconds = Math.max(1, Math.ceil((until - ctx.now()) / 1000));
  const wait =
    seconds < 60
      ? `${seconds} second${seconds === 1 ? "" : "s"}`
      : `${Math.ceil(seconds / 60)} minute${Math.ceil(seconds / 60) === 1 ? "" : "s"}`;
  return {
    refused: { ok: false, status: 429, error: `Too many failed attempts from here. Try again in ${wait}.` },
    guarded,
  };
}

/**
 * A failed step, counted against this address for this account and against the address, and
 * audited ("auth.sign_in.failed" unless `action` says otherwise). A password attempt also counts
 * towards the account's guard; a wrong code after a right password towards the member's code
 * guard. Starting either guard emails the member.
 */
export async function failedAttempt(
  ctx: ServiceContext,
  keys: AttemptKeys,
  kind: "password" | "code" | "other",
  who: { target: AuditTarget; ip: string; details: Record<string, unknown>; action?: AuditAction },
): Promise<void> {
  const nowMs = ctx.now();
  const db = ctx.storage.db;
  await bump(db, pairKey(keys), PAIR_RULE, nowMs);
  await bump(db, addressKey(keys), ADDRESS_RULE, nowMs);
  let started: { kind: AlertKind; row: Row } | undefined;
  if (kind === "password") {
    const { row, started: s } = await bump(db, accountKey(keys.account), ACCOUNT_GUARD, nowMs);
    if (s) started = { kind: "guarded", row };
  } else if (kind === "code") {
    const { row, started: s } = await bump(db, codesKey(keys.account), CODES_GUARD, nowMs);
    if (s) started = { kind: "codes", row };
  }
  await ctx.audit.record({
    actor: null,
    action: who.action ?? "auth.sign_in.failed",
    target: who.target,
    ip: who.ip,
    details: who.details,
  });
  if (started) {
    await ctx.audit.record({
      actor: null,
      action: started.kind === "guarded" ? "auth.sign_in.guarded" : "auth.codes.guarded",
      target: who.target,
      details: { failures: started.row.failures, until: started.row.locked_until },
    });
    await alertMember(ctx, keys.account, started.kind, started.row);
  }
}

/** A completed sign-in: this address's count for this account cleared, the last sign-in time set, audited. */
export async function succeededAttempt(
  ctx: ServiceContext,
  staffId: string,
  who: { ip: string; details: Record<string, unknown> },
): Promise<void> {
  const keys = attemptKeys(ctx, staffId, who.ip);
  await ctx.storage.db.deleteFrom("staff_sign_in_throttle").where("key", "=", pairKey(keys)).execute();
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

/** A new password makes wrong codes under the old one moot: the code guard ends. */
export async function forgetCodeFailures(ctx: ServiceContext, staffId: string, db: Kysely<Database> = ctx.storage.db) {
  await db.deleteFrom("staff_sign_in_throttle").where("key", "=", codesKey(staffId)).execute();
}
