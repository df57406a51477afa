// The audit log on each engine: entries are appended with a hashed address, read back per
// target, and the database itself refuses to change or remove them.
import { describe, expect, it } from "vitest";
import { createAuditLog } from "#server/audit/audit.server.ts";
import { engines, storageFixture } from "./harness.ts";

describe.each(engines)("audit log on %s", (engine) => {
  const fixture = storageFixture(engine);

  it("appends entries with the address hashed, and reads them back per target, newest first", async () => {
    const audit = await createAuditLog(fixture.storage);
    await audit.record({
      actor: "staff-1",
      action: "enquiry.status",
      target: { type: "submission", id: "s1" },
      ip: "203.0.113.9",
      details: { from: "new", to: "contacted" },
    });
    await audit.record({
      actor: "staff-2",
      action: "enquiry.note",
      target: { type: "submission", id: "s1" },
      ip: "203.0.113.9",
    });
    await audit.record({ actor: null, action: "auth.sign_in.failed", ip: "198.51.100.1" });
    const trail = await audit.forTarget("submission", "s1");
    expect(trail.map((r) => r.action)).toEqual(["enquiry.note", "enquiry.status"]);
    expect(trail[1]).toMatchObject({ actor: "staff-1", details: { from: "new", to: "contacted" } });
    expect(trail[0]?.ipHash).toBe(trail[1]?.ipHash);
    expect(trail[0]?.ipHash).not.toContain("203.0.113.9");
    const raw = await fixture.target.query<Record<string, unknown>>("select * from audit_log");
    expect(JSON.stringify(raw)).not.toContain("203.0.113.9");
    expect(JSON.stringify(raw)).not.toContain("198.51.100.1");
    // The same key on every instance: a second log over the same storage hashes alike.
    expect((await createAuditLog(fixture.storage)).hash("203.0.113.9")).toBe(trail[0]?.ipHash);
  });

  it("refuses to update or delete an entry, even through direct SQL", async () => {
    const before = await fixture.target.query<{ n: number }>("select count(*) as n from audit_log");
    await expect(fixture.target.query("update audit_log set action = 'tampered'")).rejects.toThrow(/append-only/);
    await expect(fixture.target.query("delete from audit_log")).rejects.toThrow(/append-only/);
    if (engine === "postgres") await expect(fixture.target.query("truncate audit_log")).rejects.toThrow(/append-only/);
    const after = await fixture.target.query<{ n: number }>("select count(*) as n from audit_log");
    expect(Number(after[0]?.n)).toBe(Number(before[0]?.n));
    expect((await fixture.target.query("select action from audit_log where action = 'tampered'")).length).toBe(0);
  });
});
