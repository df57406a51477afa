// Issue 25 on the real desk over both engines: what the browser tests cannot set up in their shared
// database (an inbox with nothing in it), and the server's side of the working day.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAuditLog } from "#server/audit/audit.server.ts";
import { openStorage, type Storage } from "#server/db/database.server.ts";
import { inTransaction } from "#server/db/transaction.server.ts";
import { assign, getEnquiry, logCall, setStatus } from "#server/leads/enquiry.server.ts";
import { eraseRecords } from "#server/privacy/erasure.server.ts";
import { enquiryRow } from "#tests/support/inbox-items.ts";
import { createStaffMemberIn, signInOverHttp } from "#tests/support/staff.ts";
import { startDesk } from "./desk-server.ts";
import { createStorage, engines, type StorageTarget } from "./harness.ts";

describe.each(engines)("a working day at the desk on %s", (engine) => {
  let target: StorageTarget;
  let storage: Storage;
  let url = "";
  let close: () => Promise<void> = async () => {};
  let cookie = "";
  let staffId = "";

  beforeAll(async () => {
    target = await createStorage(engine);
    storage = await openStorage(target.env);
    const desk = await startDesk(target, storage);
    url = desk.url;
    close = desk.close;
    const member = await createStaffMemberIn(storage);
    staffId = member.id;
    cookie = await signInOverHttp(url, member);
  });
  afterAll(async () => {
    await close();
    await storage?.close();
    await target?.drop();
  });

  const page = async (path: string) => {
    const response = await fetch(`${url}/desk${path}`, { headers: { cookie }, redirect: "manual" });
    expect(response.status, path).toBe(200);
    return response.text();
  };

  it("an empty inbox says it is empty, not that the filters match nothing", async () => {
    const empty = await page("/inbox");
    expect(empty).toContain("No submissions yet");
    expect(empty).not.toContain("Nothing matches these filters.");
    const filtered = await page("/inbox?status=won");
    expect(filtered).toContain("Nothing matches these filters.");
    expect(filtered).not.toContain("No submissions yet");
  });

  it("a logged call counts as the first response, as a status change or a note does; assignment alone does not", async () => {
    const ctx = { storage, audit: await createAuditLog(storage), now: Date.now };
    const received = new Date(Date.now() - 7 * 60_000).toISOString();
    const [called, changed] = [crypto.randomUUID(), crypto.randomUUID()];
    await storage.db
      .insertInto("inbox_items")
      .values([enquiryRow({ id: called, createdAt: received }), enquiryRow({ id: changed, createdAt: received })])
      .execute();
    const actor = { id: staffId };
    expect(await assign(ctx, called, staffId, actor, async () => true)).toEqual({ ok: true });
    expect((await getEnquiry(ctx, called))?.firstResponseAt).toBeNull();
    // Refused: an outcome not on the list, an over-long note; nothing recorded.
    expect(await logCall(ctx, called, "hung_up", undefined, actor)).toMatchObject({ ok: false, status: 400 });
    expect(await logCall(ctx, called, "spoke", "x".repeat(1001), actor)).toMatchObject({ ok: false, status: 400 });
    expect(await logCall(ctx, "missing", "spoke", undefined, actor)).toMatchObject({ ok: false, status: 404 });
    expect((await getEnquiry(ctx, called))?.calls).toEqual([]);

    expect(await logCall(ctx, called, "no_answer", "  Rang the mobile; call back after 3.  ", actor)).toEqual({
      ok: true,
    });
    const view = await getEnquiry(ctx, called);
    expect(view?.calls).toMatchObject([
      { outcome: "no_answer", note: "Rang the mobile; call back after 3.", authorId: staffId },
    ]);
    expect(view?.minutesToFirstResponse).toBe(7);
    // The audit row holds the outcome, never the note.
    const call = view?.history.find((h) => h.action === "enquiry.call");
    expect(call?.details).toMatchObject({ outcome: "no_answer" });
    expect(JSON.stringify(call?.details)).not.toContain("Rang");
    // A second call does not move the first response.
    expect(await logCall(ctx, called, "spoke", undefined, actor)).toEqual({ ok: true });
    expect((await getEnquiry(ctx, called))?.firstResponseAt).toBe(view?.firstResponseAt);
    // A status change still answers the same way, and says what it was for an undo.
    expect(await setStatus(ctx, changed, "lost", actor)).toEqual({ ok: true, from: "new" });
    expect((await getEnquiry(ctx, changed))?.minutesToFirstResponse).toBe(7);

    // Erasure reaches the call's note through the personal-data map.
    await inTransaction(storage, (trx) =>
      eraseRecords(trx, {
        submissions: [called],
        suppressionEntries: [],
        reason: "request",
        privacyCase: null,
        at: new Date().toISOString(),
        mode: "blank",
      }),
    );
    expect((await getEnquiry(ctx, called))?.calls.map((c) => [c.outcome, c.note])).toEqual([
      ["no_answer", null],
      ["spoke", null],
    ]);
  });
});
