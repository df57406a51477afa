// Staff members as administrators manage them: the list (role, status, second factors, last
// sign-in), and the changes (role, disable, re-enable, reset the second factor, delete), each in
// one transaction with its audit entry. The last active administrator is never demoted, disabled
// or deleted.
import type { Kysely } from "kysely";
import type { AuditAction } from "#server/audit/actions.ts";
import { actedOn } from "#server/audit/audit.server.ts";
import type { ServiceContext } from "#server/audit/context.server.ts";
import { type Database, type StaffRole, type StaffStatus, toIso } from "#server/db/schema.server.ts";
import { inTransaction } from "#server/db/transaction.server.ts";
import { isStaffRole } from "#shared/staff/roles.ts";
import { endAllSessions } from "./sessions.server.ts";

const emailPattern = /^[^\s@,;:<>"]+@[^\s@,;:<>"]+\.[^\s@,;:<>"]+$/;

export function normaliseEmail(email: string): string | undefined {
  const e = email.trim().toLowerCase();
  return e.length <= 254 && emailPattern.test(e) ? e : undefined;
}

export interface StaffMember {
  id: string;
  email: string;
  name: string;
  role: StaffRole;
  status: StaffStatus;
  secondFactor: boolean;
  /** Which second factors: the authenticator app, and how many passkeys. */
  factors: { app: boolean; passkeys: number };
  /** The same in words, for the desk and the CLI. */
  factorsLabel: string;
  lastSignInAt: string | null;
}

/** "Authenticator app", "2 passkeys", "Authenticator app and 1 passkey", or "Not enrolled". */
export function describeFactors(member: Pick<StaffMember, "secondFactor" | "factors">): string {
  if (!member.secondFactor) return "Not enrolled";
  const { app, passkeys } = member.factors;
  const keys = passkeys > 0 ? `${passkeys} passkey${passkeys === 1 ? "" : "s"}` : "";
  if (app && keys) return `Authenticator app and ${keys}`;
  return app ? "Authenticator app" : keys || "Recovery codes only";
}

/** Who makes a change: a member's id ("cli" for the operator commands) and their address. */
export type Who = { actor: string | null; ip?: string };

/** Whom an enquiry or a privacy case can be assigned to: the active members, by name. */
export async function assignableMembers(ctx: Pick<ServiceContext, "storage">): Promise<{ id: string; name: string }[]> {
  return ctx.storage.db
    .selectFrom("staff")
    .select(["id", "name"])
    .where("status", "=", "active")
    .orderBy("name")
    .execute();
}

export async function listStaff(ctx: ServiceContext): Promise<StaffMember[]> {
  const rows = await ctx.storage.db.selectFrom("staff").selectAll().orderBy("email").execute();
  const keys = await ctx.storage.db
    .selectFrom("staff_passkeys")
    .select(["staff_id", (eb) => eb.fn.countAll<number | string>().as("n")])
    .groupBy("staff_id")
    .execute();
  const passkeys = new Map(keys.map((k) => [k.staff_id, Number(k.n)]));
  return rows.map((r) => {
    const secondFactor = r.mfa_enrolled_at !== null;
    const factors = { app: secondFactor && r.totp_secret !== null, passkeys: passkeys.get(r.id) ?? 0 };
    return {
      id: r.id,
      email: r.email,
      name: r.name,
      role: r.role,
      status: r.status,
      secondFactor,
      factors,
      factorsLabel: describeFactors({ secondFactor, factors }),
      lastSignInAt: toIso(r.last_sign_in_at),
    };
  });
}

export async function findStaffByEmail(ctx: ServiceContext, email: string) {
  const e = normaliseEmail(email);
  if (!e) return undefined;
  return ctx.storage.db.selectFrom("staff").selectAll().where("email", "=", e).executeTakeFirst();
}

type ChangeResult = { ok: true } | { ok: false; error: string };

export const LAST_ADMIN =
  "The desk must keep at least one active administrator: make someone else an administrator first.";

/** True when this member is the only active administrator left. */
async function isLastAdmin(trx: Kysely<Database>, staffId: string): Promise<boolean> {
  const admins = await trx
    .selectFrom("staff")
    .select("id")
    .where("role", "=", "admin")
    .where("status", "=", "active")
    .execute();
  return admins.length === 1 && admins[0]?.id === staffId;
}

async function change(
  ctx: ServiceContext,
  staffId: string,
  who: Who,
  action: AuditAction,
  set: Partial<{ [K in keyof Database["staff"]]: Database["staff"][K] }>,
  options: {
    endSessions?: boolean;
    details?: Record<string, unknown>;
    onlyStatus?: StaffStatus[];
    /** Refused when it would leave no active administrator. */
    keepAnAdmin?: boolean;
  } = {},
): Promise<ChangeResult> {
  return inTransaction(ctx.storage, async (trx) => {
    const member = await trx.selectFrom("staff").select(["id", "status"]).where("id", "=", staffId).executeTakeFirst();
    if (!member) return { ok: false, error: "No such member." };
    if (options.onlyStatus && !options.onlyStatus.includes(member.status))
      return { ok: false, error: "Not possible for this member now." };
    if (options.keepAnAdmin && (await isLastAdmin(trx, staffId))) return { ok: false, error: LAST_ADMIN };
    await trx.updateTable("staff").set(set).where("id", "=", staffId).execute();
    if (options.endSessions) await endAllSessions(ctx, staffId, trx);
    await ctx.audit.record(
      { actor: who.actor, action, target: { type: "staff", id: staffId }, ip: who.ip, details: options.details ?? {} },
      trx,
    );
    return { ok: true };
  });
}

/** Disabling ends every session of the member. */
export const disableStaff = (ctx: ServiceContext, staffId: string, who: Who) =>
  change(
    ctx,
    staffId,
    who,
    "staff.disable",
    { status: "disabled" },
    { endSessions: true, onlyStatus: ["active", "invited"], keepAnAdmin: true },
  );

export const enableStaff = (ctx: ServiceContext, staffId: string, who: Who) =>
  change(ctx, staffId, who, "staff.enable", { status: "active" }, { onlyStatus: ["disabled"] });

export const setRole = (ctx: ServiceContext, staffId: string, role: StaffRole, who: Who) =>
  isStaffRole(role)
    ? change(ctx, staffId, who, "staff.role", { role }, { details: { role }, keepAnAdmin: role !== "admin" })
    : Promise.resolve<ChangeResult>({ ok: false, error: "Choose a role." });

/** Resetting the second factor ends every session; the member enrols again at next sign-in. */
export async function resetSecondFactor(ctx: ServiceContext, staffId: string, who: Who): Promise<ChangeResult> {
  const result = await change(
    ctx,
    staffId,
    who,
    "staff.factor.reset",
    { totp_secret: null, totp_last_step: null, mfa_enrolled_at: null },
    { endSessions: true },
  );
  if (result.ok) {
    await ctx.storage.db.deleteFrom("staff_recovery_codes").where("staff_id", "=", staffId).execute();
    await ctx.storage.db.deleteFrom("staff_passkeys").where("staff_id", "=", staffId).execute();
  }
  return result;
}

/**
 * Deletes a member for good: their sessions, factors and links go; what they did stays in the
 * audit log under their id; enquiries and cases assigned to them become unassigned. Never the
 * last active administrator.
 */
export async function deleteStaff(ctx: ServiceContext, staffId: string, who: Who): Promise<ChangeResult> {
  return inTransaction(ctx.storage, async (trx) => {
    const member = await trx.selectFrom("staff").select(["id", "role"]).where("id", "=", staffId).executeTakeFirst();
    if (!member) return { ok: false, error: "No such member." };
    if (await isLastAdmin(trx, staffId)) return { ok: false, error: LAST_ADMIN };
    for (const table of ["staff_sessions", "staff_recovery_codes", "staff_passkeys", "staff_invitations"] as const) {
      await trx.deleteFrom(table).where("staff_id", "=", staffId).execute();
    }
    await trx.updateTable("inbox_items").set({ assignee_id: null }).where("assignee_id", "=", staffId).execute();
    await trx.updateTable("privacy_cases").set({ assignee_id: null }).where("assignee_id", "=", staffId).execute();
    await trx.deleteFrom("staff").where("id", "=", staffId).execute();
    await ctx.audit.record(
      actedOn({ id: who.actor, ip: who.ip }, "staff.delete", { type: "staff", id: staffId }, { role: member.role }),
      trx,
    );
    return { ok: true };
  });
}
