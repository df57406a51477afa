// Single-use links that set a password: invitations (72 hours) and password recovery (30
// minutes). The token is only in the link; `staff_invitations` keeps its SHA-256, its kind and
// when it expires or was used. One step serves both: check the link, check the password, then one
// transaction marks the link used (a conditional update, so of two racing requests only one
// passes), sets the password, audits and finishes.
import type { Kysely } from "kysely";
import type { AuditAction } from "#server/audit/actions.ts";
import type { ServiceContext } from "#server/audit/context.server.ts";
import { type Database, toIso } from "#server/db/schema.server.ts";
import { inTransaction } from "#server/db/transaction.server.ts";
import { iso } from "./context.server.ts";
import { hashPassword, passwordProblem } from "./passwords.server.ts";
import { hashToken } from "./tokens.server.ts";

export type LinkKind = "invite" | "recovery";

/** The link's row when it can still be used: unused, in time, and the account in the right state. */
export async function usableLink(ctx: ServiceContext, token: string, kind: LinkKind) {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return undefined;
  const row = await ctx.storage.db
    .selectFrom("staff_invitations as i")
    .innerJoin("staff as m", "m.id", "i.staff_id")
    .select(["i.token_hash", "i.staff_id", "i.expires_at", "i.used_at", "m.email", "m.status"])
    .where("i.token_hash", "=", hashToken(token))
    .where("i.kind", "=", kind)
    .executeTakeFirst();
  if (!row || row.used_at !== null) return undefined;
  if (Date.parse(toIso(row.expires_at) as string) <= ctx.now()) return undefined;
  if (kind === "invite" ? row.status !== "invited" : row.status !== "active") return undefined;
  return row;
}

/**
 * Sets a password through a single-use link: the link must be usable (a refusal is audited as
 * `refusedAction`), the password acceptable; then one transaction marks the link used, sets the
 * password (and `set`), records `doneAction` and runs `finish`.
 */
export async function passwordFromLink<T>(
  ctx: ServiceContext,
  link: { token: string; kind: LinkKind; refused: string },
  password: string,
  meta: { ip: string },
  step: {
    refusedAction: AuditAction;
    doneAction: AuditAction;
    set?: { status: "active" };
    finish: (trx: Kysely<Database>, staffId: string) => Promise<T>;
  },
): Promise<{ ok: true; staffId: string; value: T } | { ok: false; error: string; field?: "password" }> {
  const found = await usableLink(ctx, link.token, link.kind);
  if (!found) {
    await ctx.audit.record({
      actor: null,
      action: step.refusedAction,
      ip: meta.ip,
      details: { reason: "invalid_link" },
    });
    return { ok: false, error: link.refused };
  }
  const problem = passwordProblem(password);
  if (problem) return { ok: false, error: problem, field: "password" };
  const passwordHash = await hashPassword(password);
  const nowMs = ctx.now();
  const done = await inTransaction(ctx.storage, async (trx) => {
    const used = await trx
      .updateTable("staff_invitations")
      .set({ used_at: iso(nowMs) })
      .where("token_hash", "=", found.token_hash)
      .where("used_at", "is", null)
      .executeTakeFirst();
    if (Number(used.numUpdatedRows) !== 1) return undefined;
    await trx
      .updateTable("staff")
      .set({ password_hash: passwordHash, ...step.set })
      .where("id", "=", found.staff_id)
      .execute();
    await ctx.audit.record(
      { actor: found.staff_id, action: step.doneAction, target: { type: "staff", id: found.staff_id }, ip: meta.ip },
      trx,
    );
    return { value: await step.finish(trx, found.staff_id) };
  });
  if (!done) return { ok: false, error: link.refused };
  return { ok: true, staffId: found.staff_id, value: done.value };
}
