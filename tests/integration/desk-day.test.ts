// Issue 25 on the real desk over both engines: what the browser tests cannot set up in their shared
// database (an inbox with nothing in it), and the server's side of the working day.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAuditLog } from "#server/audit/audit.server.ts";
import { inTransaction } from "#server/db/transaction.server.ts";
import { assign, getEnquiry, logCall, setStatus } from "#server/leads/enquiry.server.ts";
import { listInbox } from "#server/leads/inbox.server.ts";
import { eraseRecords } from "#server/privacy/erasure.server.ts";
import { addSuppressionEntry, listSuppression } from "#server/privacy/suppression.server.ts";
import { enquiryRow } from "#tests/support/inbox-items.ts";
import { createStaffMemberIn, signInOverHttp } from "#tests/support/staff.ts";
import { startDesk } from "./desk-server.ts";
import { engines, storageFixture } from "./harness.ts";

describe.each(engines)("a working day at the desk on %s", (engine) => {
  const fixture = storageFixture(engine);
  let url = "";
  let close: () => Promise<void> = async () => {};
  let cookie = "";
  let staffId = "";

  beforeAll(async () => {
    const desk = await startDesk(fixture.target, fixture.storage);
    url = desk.url;
    close = desk.close;
    const member = await createStaffMemberIn(fixture.storage);
    staffId = member.id;
    cookie = await signInOverHttp(url, member);
  });
  afterAll(async () => {
    await close();
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
    const ctx = { storage: fixture.storage, audit: await createAuditLog(fixture.storage), now: Date.now };
    const received = new Date(Date.now() - 7 * 60_000).toISOString();
    const [called, changed] = [crypto.randomUUID(), crypto.randomUUID()];
    await fixture.storage.db
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
    await inTransaction(fixture.storage, (trx) =>
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

  it("an exact email or phone number lists only the entries that hold it; part of one, or words, match as before", async () => {
    const tag = crypto.randomUUID().slice(0, 8);
    const people = [
      { id: crypto.randomUUID(), email: `sam.${tag}@example.com`, phone: "0412 555 019", firstName: "Sam" },
      { id: crypto.randomUUID(), email: `sam.${tag}@example.com.au`, phone: "0412 555 0199", firstName: "Sam" },
      { id: crypto.randomUUID(), email: `samantha.${tag}@example.com`, phone: "0298 765 432", firstName: "Samantha" },
    ];
    await fixture.storage.db
      .insertInto("inbox_items")
      .values(people.map((p) => enquiryRow({ ...p, lastName: `Exact${tag.replace(/\d/g, "x")}` })))
      .execute();
    const found = async (q: string) =>
      (await listInbox(fixture.storage, { q })).rows.map((r) => people.findIndex((p) => p.id === r.id)).sort();
    expect(await found(`sam.${tag}@example.com`)).toEqual([0]);
    expect(await found(`SAM.${tag}@Example.com.au`)).toEqual([1]);
    expect(await found("+61 412 555 019")).toEqual([0]);
    expect(await found("0412 555 019")).toEqual([0]);
    // Part of an address or number is still a prefix; words still match names.
    expect(await found(`sam.${tag}@`)).toEqual([0, 1]);
    expect(await found("0412 555")).toEqual([0, 1]);
    expect(await found(`Exact${tag.replace(/\d/g, "x")} sam`)).toEqual([0, 1, 2]);

    // The suppression list: an email with digits in it finds that address, never the holder of the
    // phone number those digits make (the old search found both).
    const audit = await createAuditLog(fixture.storage);
    const actor = { id: staffId };
    const byEmail = `mary.0412555019.${tag}@example.com`;
    const withDigits = await addSuppressionEntry(
      fixture.storage,
      audit,
      { email: byEmail, reason: "asked" },
      actor,
      Date.now(),
    );
    const byPhone = await addSuppressionEntry(
      fixture.storage,
      audit,
      { email: `other.${tag}@example.com`, phone: "0412 555 019", name: "Sam", reason: "asked" },
      actor,
      Date.now(),
    );
    expect(withDigits.ok && byPhone.ok).toBe(true);
    const listed = async (q: string) => (await listSuppression(fixture.storage, { q })).map((e) => e.id);
    const id = (r: typeof withDigits) => (r.ok ? r.entry.id : "");
    expect(await listed(byEmail)).toEqual([id(withDigits)]);
    expect(await listed("0412 555 019")).toEqual([id(byPhone)]);
  });
});
