// Issue 13 item 1: every new submission queues an email to NOTIFY_TO (per-form routing), in
// the submission's own transaction, with everything the salesperson needs and values as text.
// The queued entry names only the recipients and the submission; the message is built when it is
// sent (issue 21), so these tests render it as the mail deliverer does.
import { describe, expect, it } from "vitest";
import { inTransaction } from "#server/db/transaction.server.ts";
import { notificationTemplate, parseNotifyTo, recipientsFor } from "#server/leads/notify.server.ts";
import { eraseRecords } from "#server/privacy/erasure.server.ts";
import { contactPayload } from "#tests/support/submissions.ts";
import { engines, liveEnvironment } from "./harness.ts";

interface Mail {
  to: string[];
  subject: string;
  text: string;
  html: string;
}

describe("NOTIFY_TO", () => {
  it("routes every form to plain addresses and one form to form:address entries", () => {
    const routes = parseNotifyTo(" sales@example.com, Mortgage Leads:mortgage@example.com ,");
    expect(recipientsFor(routes, "Contact Page")).toEqual(["sales@example.com"]);
    expect(recipientsFor(routes, "Mortgage Leads")).toEqual(["sales@example.com", "mortgage@example.com"]);
    expect(parseNotifyTo(undefined)).toEqual([]);
  });

  it("refuses an entry that is not an address", () => {
    expect(() => parseNotifyTo("sales@example.com, sales team")).toThrow(/NOTIFY_TO: "sales team"/);
  });
});

describe.each(engines)("notifications on %s", (engine) => {
  const env = liveEnvironment(engine, {
    proofs: 4,
    env: {
      NOTIFY_TO: "sales@example.com, Mortgage Leads:mortgage@example.com",
      PUBLIC_URL: "https://leads.example.com",
    },
  });

  async function queuedFor(id: string): Promise<string[]> {
    const rows = await env.storage.db
      .selectFrom("outbox")
      .select(["payload", "form_type"])
      .where("destination", "=", "mail")
      .where("form_type", "=", "notification")
      .where("payload", "like", `%${id}%`)
      .execute();
    return rows.map((r) => r.payload);
  }

  async function mailFor(id: string): Promise<Mail[]> {
    const render = notificationTemplate(env.storage, "https://leads.example.com/desk");
    const mails = await Promise.all((await queuedFor(id)).map((p) => render(JSON.parse(p))));
    return mails as Mail[];
  }

  it("queues one email with the person, the phone as a tel: link, the message as text, the source and a desk link", async () => {
    const id = await env.submit(
      contactPayload(env.nextProof(), {
        message: '<script>alert(1)</script> Tom & Jerry "quoted"',
        pageName: "Contact Page",
      }),
    );
    const [mail, ...others] = await mailFor(id);
    expect(others).toHaveLength(0);
    expect(mail?.to).toEqual(["sales@example.com"]);
    expect(mail?.subject).toBe("New enquiry: Mary-Jane O'Brien, Acme & Sons (Contact Page)");
    expect(mail?.text).toContain("Phone: +61 2 5550 1234");
    // The visit of today (its landing page without its query) and the page the form was on (decision 085).
    expect(mail?.text).toContain("First visit: google, medium cpc, landed on /mortgage-leads");
    expect(mail?.text).toContain("Last visit: news.example.org, landed on /contact");
    expect(mail?.text).toContain(`https://leads.example.com/desk/enquiries/${id}`);
    expect(mail?.html).toContain('href="tel:+61255501234"');
    // The API strips angle brackets on input (decision 010); what remains is escaped here.
    expect(mail?.html).toContain("Tom &amp; Jerry &quot;quoted&quot;");
    expect(mail?.html).not.toContain("<script");
    expect(mail?.html).toContain("Acme &amp; Sons");
  });

  it("queues only the recipients and the submission's id: nothing of the person waits in the outbox", async () => {
    const id = await env.submit(contactPayload(env.nextProof(), { email: "private.person@example.com" }));
    const [queued, ...others] = await queuedFor(id);
    expect(others).toHaveLength(0);
    expect(JSON.parse(queued ?? "{}")).toEqual({ to: ["sales@example.com"], id, type: "contact" });
  });

  it("sends nothing for a submission erased before its notification went out: the entry is cancelled", async () => {
    const id = await env.submit(contactPayload(env.nextProof()));
    const [queued] = await queuedFor(id);
    await inTransaction(env.storage, (trx) =>
      eraseRecords(trx, {
        submissions: [id],
        suppressionEntries: [],
        reason: "request",
        privacyCase: null,
        at: new Date().toISOString(),
        mode: "blank",
      }),
    );
    expect(await queuedFor(id)).toEqual([]);
    const entries = await env.storage.db
      .selectFrom("outbox")
      .select(["status", "payload", "last_error"])
      .where("about_id", "=", id)
      .where("form_type", "=", "notification")
      .execute();
    expect(entries).toEqual([{ status: "dead", payload: "", last_error: "erased" }]);
    // And the template, should an entry still reach it, builds nothing for an erased submission.
    const render = notificationTemplate(env.storage, "https://leads.example.com/desk");
    expect(await render(JSON.parse(queued ?? "{}"))).toBeNull();
  });

  it("sends a mortgage enquiry to the mortgage team as well", async () => {
    const id = await env.submit(contactPayload(env.nextProof(), { pageName: "Mortgage Leads" }));
    const [mail] = await mailFor(id);
    expect(mail?.to).toEqual(["sales@example.com", "mortgage@example.com"]);
  });
});
