// Administrators manage staff (issue 12): the last active administrator is never demoted, disabled
// or deleted; deleting a member ends their sessions, unassigns their work and keeps the audit
// trail; every change is audited. On each engine.
import { beforeAll, describe, expect, it } from "vitest";
import { createAuditLog } from "#server/audit/audit.server.ts";
import type { ServiceContext } from "#server/audit/context.server.ts";
import { deleteStaff, disableStaff, LAST_ADMIN, listStaff, setRole } from "#server/staff/members.server.ts";
import {
  completeRecovery,
  RECOVERY_LINK_REFUSED,
  recoveryLinkUsable,
  requestRecovery,
} from "#server/staff/recovery.server.ts";
import { signIn } from "#server/staff/sign-in.server.ts";
import { enquiryRow } from "#tests/support/inbox-items.ts";
import { createStaffMemberIn } from "#tests/support/staff.ts";
import { engines, storageFixture } from "./harness.ts";

describe.each(engines)("staff management on %s", (engine) => {
  const fixture = storageFixture(engine);
  let ctx: ServiceContext;
  beforeAll(async () => {
    ctx = { storage: fixture.storage, audit: await createAuditLog(fixture.storage), now: Date.now };
  });
  const count = async (sql: string, params: unknown[]) =>
    Number((await fixture.target.query<{ n: number | string }>(sql, params))[0]?.n);

  it("keeps the last active administrator, and lets one go once there is another", async () => {
    const first = await createStaffMemberIn(fixture.storage, { role: "admin" });
    const who = { actor: first.id };
    expect(await setRole(ctx, first.id, "staff", who)).toEqual({ ok: false, error: LAST_ADMIN });
    expect(await disableStaff(ctx, first.id, who)).toEqual({ ok: false, error: LAST_ADMIN });
    expect(await deleteStaff(ctx, first.id, who)).toEqual({ ok: false, error: LAST_ADMIN });
    expect((await listStaff(ctx)).find((m) => m.id === first.id)).toMatchObject({ role: "admin", status: "active" });

    const second = await createStaffMemberIn(fixture.storage, { role: "staff" });
    expect(await setRole(ctx, second.id, "admin", who)).toEqual({ ok: true });
    expect(await setRole(ctx, first.id, "staff", { actor: second.id })).toEqual({ ok: true });
    expect(await count("select count(*) as n from audit_log where action = 'staff.role'", [])).toBe(2);
  });

  it("deletes a member: sessions, factors and links gone, their work unassigned, the audit trail kept", async () => {
    const admin = await createStaffMemberIn(fixture.storage, { role: "admin" });
    const leaving = await createStaffMemberIn(fixture.storage, { role: "staff" });
    await fixture.storage.db
      .insertInto("inbox_items")
      .values(
        enquiryRow({
          id: "item-del",
          firstName: "Assigned",
          lastName: "Lead",
          phone: "+61412000009",
          email: "assigned.lead@example.com",
          assigneeId: leaving.id,
        }),
      )
      .execute();
    expect(await count("select count(*) as n from staff_sessions where staff_id = ?", [leaving.id])).toBeGreaterThan(0);
    expect(await deleteStaff(ctx, leaving.id, { actor: admin.id })).toEqual({ ok: true });
    for (const table of ["staff", "staff_sessions", "staff_recovery_codes", "staff_invitations"]) {
      const column = table === "staff" ? "id" : "staff_id";
      expect(await count(`select count(*) as n from ${table} where ${column} = ?`, [leaving.id])).toBe(0);
    }
    expect(await count("select count(*) as n from inbox_items where assignee_id = ?", [leaving.id])).toBe(0);
    expect(
      await count("select count(*) as n from audit_log where action = 'staff.delete' and target_id = ?", [leaving.id]),
    ).toBe(1);
    // What they did before is still attributed to them.
    expect(await count("select count(*) as n from audit_log where actor_id = ?", [leaving.id])).toBeGreaterThan(0);
    expect(await deleteStaff(ctx, leaving.id, { actor: admin.id })).toEqual({ ok: false, error: "No such member." });
  });
});

describe.each(engines)("password recovery on %s", (engine) => {
  const fixture = storageFixture(engine);
  let clock = Date.now();
  let ctx: ServiceContext;
  const meta = { ip: "198.51.100.4", mail: true };
  beforeAll(async () => {
    ctx = { storage: fixture.storage, audit: await createAuditLog(fixture.storage), now: () => clock };
  });
  const audited = async (action: string) =>
    Number(
      (
        await fixture.target.query<{ n: number | string }>("select count(*) as n from audit_log where action = ?", [
          action,
        ])
      )[0]?.n,
    );

  it("makes a link only for an active account, at most one a minute, and audits every request", async () => {
    const member = await createStaffMemberIn(fixture.storage);
    expect(await requestRecovery(ctx, "nobody@example.com", meta)).toBeUndefined();
    expect(await requestRecovery(ctx, "not an address", meta)).toBeUndefined();
    const link = await requestRecovery(ctx, member.email.toUpperCase(), meta);
    expect(link?.email).toBe(member.email);
    expect(link?.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await requestRecovery(ctx, member.email, meta)).toBeUndefined(); // too soon
    const disabled = await createStaffMemberIn(fixture.storage);
    await disableStaff(ctx, disabled.id, { actor: member.id });
    expect(await requestRecovery(ctx, disabled.email, meta)).toBeUndefined();
    expect(await audited("staff.recovery.refused")).toBe(4);
    expect(await audited("staff.recovery.requested")).toBe(1);
    // No mail server: no link is made (it could only wait in the outbox), and the refusal is audited.
    const unmailed = await createStaffMemberIn(fixture.storage);
    expect(await requestRecovery(ctx, unmailed.email, { ...meta, mail: false })).toBeUndefined();
    expect(await audited("staff.recovery.refused")).toBe(5);
    expect(
      Number(
        (
          await fixture.target.query<{ n: number | string }>(
            "select count(*) as n from staff_invitations where staff_id = ? and kind = 'recovery'",
            [unmailed.id],
          )
        )[0]?.n,
      ),
    ).toBe(0);
    // The refused rows never hold the address itself.
    const rows = await fixture.target.query<{ details: string }>(
      "select details from audit_log where action = 'staff.recovery.refused'",
    );
    for (const r of rows) expect(String(r.details)).not.toContain("@");
  });

  it("sets a new password once, within 30 minutes, ends every session, and still needs the second factor", async () => {
    clock += 5 * 60_000;
    const member = await createStaffMemberIn(fixture.storage);
    const sessions = async () =>
      Number(
        (
          await fixture.target.query<{ n: number | string }>(
            "select count(*) as n from staff_sessions where staff_id = ? and ended_at is null",
            [member.id],
          )
        )[0]?.n,
      );
    expect(await sessions()).toBeGreaterThan(0);
    const link = await requestRecovery(ctx, member.email, meta);
    if (!link) throw new Error("no link");
    expect(await completeRecovery(ctx, "x".repeat(43), "a brand new passphrase here", meta)).toEqual({
      ok: false,
      error: RECOVERY_LINK_REFUSED,
    });
    expect(await completeRecovery(ctx, link.token, "password123", meta)).toMatchObject({
      ok: false,
      field: "password",
    });
    expect(await completeRecovery(ctx, link.token, "a brand new passphrase here", meta)).toEqual({ ok: true });
    expect(await sessions()).toBe(0);
    expect(await completeRecovery(ctx, link.token, "another new passphrase here", meta)).toEqual({
      ok: false,
      error: RECOVERY_LINK_REFUSED,
    });
    // The old password no longer works; the new one leads to the second factor, not into the desk.
    expect((await signIn(ctx, { email: member.email, password: member.password }, meta)).ok).toBe(false);
    const signedIn = await signIn(ctx, { email: member.email, password: "a brand new passphrase here" }, meta);
    expect(signedIn).toMatchObject({ ok: true, stage: "factor" });

    // An expired link (31 minutes) is refused.
    clock += 2 * 60_000;
    const late = await requestRecovery(ctx, member.email, meta);
    if (!late) throw new Error("no link");
    clock += 31 * 60_000;
    expect(await recoveryLinkUsable(ctx, late.token)).toBe(false);
    expect(await completeRecovery(ctx, late.token, "a third new passphrase here", meta)).toEqual({
      ok: false,
      error: RECOVERY_LINK_REFUSED,
    });
    expect(await audited("staff.recovery.completed")).toBe(1);
  });
});
