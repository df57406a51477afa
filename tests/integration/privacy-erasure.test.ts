// Issue 23's acceptance, on each engine, with the real server (its log captured), real CRM and list
// webhook receivers and a real SMTP server: a person with distinctive values submits through every
// form (an enquiry, an AU/NZ deletion request, a UK objection with suppression), staff work the
// cases with free text that names them, the mails and webhooks go out; the deletion case is erased.
// Then no value of the person is left in any table or column (the full-text index's shadow tables
// included), any outbox payload, the audit log, the server log or (SQLite) anywhere in the raw
// database file and its WAL; the CRM and the list systems were told; the suppression entry still
// flags a later enquiry. The same for retention, with aged rows.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { Writable } from "node:stream";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AuditLog, createAuditLog } from "#server/audit/audit.server.ts";
import { SQLITE_FILE } from "#server/db/database.server.ts";
import { addNote } from "#server/leads/enquiry.server.ts";
import { extendCase, moveCase, setPaused } from "#server/privacy/cases.server.ts";
import { eraseCasePerson } from "#server/privacy/erasure.server.ts";
import { recordIdentity } from "#server/privacy/identity.server.ts";
import { outboxPayloads } from "#server/privacy/personal-data.server.ts";
import { monthsBefore, runRetention } from "#server/privacy/retention.server.ts";
import { sendResponse } from "#server/privacy/templates.server.ts";
import { startSmtpServer, type TestSmtpServer } from "#tests/support/smtp.ts";
import { contactPayload, privacyPayload, proofPool } from "#tests/support/submissions.ts";
import {
  type Engine,
  engines,
  eventually,
  postJson,
  type StorageTarget,
  startServer,
  storageFixture,
  type TestServer,
} from "./harness.ts";
import { type Receiver, startReceiver } from "./receiver.ts";

const SECRET = "erasure-webhook-secret-0123456789";

interface Person {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  company: string;
  message: string;
  address: string;
}

/** The strings that must not survive: each value, and the forms the inbox search indexes. */
function traces(p: Person): string[] {
  return [
    p.firstName,
    p.lastName,
    p.email,
    p.email.split("@")[0] as string,
    p.company.split(" ")[0] as string,
    p.message.split(" ")[0] as string,
    p.address.split(" ")[1] as string,
    p.phone.replace(/\D/g, ""),
    p.phone.replace(/\D/g, "").slice(2),
  ];
}

/** Every row of every table (shadow tables too), as text: blobs read as bytes. */
async function everyRow(target: StorageTarget): Promise<string> {
  const tables =
    target.engine === "sqlite"
      ? await target.query<{ name: string }>(
          "select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name",
        )
      : await target.query<{ name: string }>(
          "select table_name as name from information_schema.tables where table_schema = current_schema() order by 1",
        );
  const out: string[] = [];
  for (const { name } of tables) {
    const rows =
      target.engine === "postgres"
        ? await target.query(`select t::text as row from ${name} t`)
        : await target.query(`select * from ${name}`);
    out.push(
      `${name}: ${JSON.stringify(rows, (_, v) => (v instanceof Uint8Array ? Buffer.from(v).toString("latin1") : v))}`,
    );
  }
  return out.join("\n");
}

function found(haystack: string, values: readonly string[]): string[] {
  const text = haystack.toLowerCase();
  return values.filter((v) => text.includes(v.toLowerCase()));
}

describe.each(engines)("erasure and retention leave no trace on %s", (engine: Engine) => {
  const fixture = storageFixture(engine);
  let server: TestServer;
  let audit: AuditLog;
  let crm: Receiver;
  let lists: Receiver;
  let smtp: TestSmtpServer;
  let nextProof: Awaited<ReturnType<typeof proofPool>>;
  const log: string[] = [];
  const staff = { id: "officer-7", ip: "198.51.100.9" };

  beforeAll(async () => {
    crm = await startReceiver();
    lists = await startReceiver();
    smtp = await startSmtpServer();
    const sink = new Writable({
      write(chunk, _encoding, done) {
        log.push(String(chunk));
        done();
      },
    });
    server = await startServer(
      fixture.target,
      {
        RATE_LIMIT_PER_HOUR: "1000",
        FORM_WEBHOOK_URL: crm.url,
        FORM_WEBHOOK_SECRET: SECRET,
        LIST_WEBHOOK_URL: lists.url,
        LIST_WEBHOOK_SECRET: SECRET,
        SMTP_URL: smtp.url,
        NOTIFY_TO: "sales@example.com",
        PUBLIC_URL: "https://www.example.com",
      },
      { outbox: { pollIntervalMs: 50, backoff: { baseMs: 100, factor: 2, maxDelayMs: 200, jitter: 0.2 } } },
      { logger: pino({ level: "trace" }, sink) },
    );
    audit = await createAuditLog(fixture.storage);
    nextProof = await proofPool(server.url, 12);
  });
  afterAll(async () => {
    await server?.close();
    await Promise.all([crm?.close(), lists?.close(), smtp?.close()]);
  });

  async function submit(body: Record<string, unknown>): Promise<{ id: string; reference?: string }> {
    const response = await postJson(server.url, "/api/form-submissions", body);
    expect(response.status, JSON.stringify(response.json)).toBe(201);
    return response.json as { id: string; reference?: string };
  }

  const delivered = () =>
    fixture.target.query<{ n: number }>("select count(*) as n from outbox where status = 'pending'");
  const settled = () => eventually(async () => Number((await delivered())[0]?.n) === 0, 30_000);
  const received = (r: Receiver, type: string, id?: string) =>
    r.deliveries.filter((d) => {
      const event = JSON.parse(d.body);
      return event.type === type && (!id || event.data.id === id);
    });

  it("erases a person who used every form: nothing left in any table, payload, audit entry, log or the raw file", async () => {
    const person: Person = {
      firstName: "Zebulon",
      lastName: "Quixwhistle",
      email: "zebulon.quixwhistle@erasure-test.example",
      phone: "+61 491 578 803",
      company: "Quixwhistlecorp Holdings",
      message: "Kumquatlists for Wagga please",
      address: "17 Zanzibarr Crescent, Wagga Wagga NSW",
    };
    const name = `${person.firstName} ${person.lastName}`;
    const values = traces(person);
    const basics = {
      firstName: person.firstName,
      lastName: person.lastName,
      email: person.email,
      phone: person.phone,
      message: person.message,
    };

    const enquiry = await submit(contactPayload(nextProof(), { ...basics, company: person.company }));
    const deletion = await submit(
      privacyPayload(nextProof(), "au", {
        ...basics,
        subject: "Delete my personal information",
        country: "NZ",
        address: person.address,
        businessName: person.company,
        suppressFromMarketing: false,
      }),
    );
    const objection = await submit(
      privacyPayload(nextProof(), "uk", {
        ...basics,
        subject: "Object to direct marketing",
        address: person.address,
        suppressFromMarketing: true,
      }),
    );
    expect(deletion.reference).toMatch(/^PR-/);

    // Staff work the cases, writing the person's name into every free-text field there is.
    const ctx = { storage: fixture.storage, audit, now: Date.now };
    expect(await addNote(ctx, enquiry.id, `Called ${name} back on ${person.phone}`, staff)).toEqual({ ok: true });
    const now = Date.now();
    expect(
      await recordIdentity(
        fixture.storage,
        audit,
        deletion.id,
        { method: "phone_call", note: `Spoke to ${name}` },
        staff,
        now,
      ),
    ).toEqual({ ok: true });
    for (const paused of [true, false]) {
      expect(
        await setPaused(fixture.storage, audit, deletion.id, { paused, reason: `Waiting on ${name}` }, staff, now),
      ).toEqual({ ok: true });
    }
    for (const to of ["in_progress", "completed"]) {
      expect(
        await moveCase(
          fixture.storage,
          audit,
          deletion.id,
          { to, reason: `Deleted all records for ${name} as asked` },
          staff,
          now,
        ),
      ).toMatchObject({ ok: true });
    }
    expect(
      await extendCase(
        fixture.storage,
        audit,
        objection.id,
        { months: 1, reason: `${name} sent more files` },
        staff,
        now,
      ),
    ).toMatchObject({ ok: true });
    expect(
      await sendResponse(
        fixture.storage,
        audit,
        deletion.id,
        { subject: `Your deletion request (${deletion.reference})`, text: `Dear ${person.firstName}, done.` },
        staff,
        now,
      ),
    ).toMatchObject({ ok: true });

    // Everything goes out: three submissions to the CRM, the opt-out to the list systems, the mails.
    await settled();
    expect(received(crm, "submission.created")).toHaveLength(3);
    expect(received(lists, "suppression.created").map((d) => JSON.parse(d.body).data.email)).toEqual([
      person.email.toLowerCase(),
    ]);
    await smtp.waitFor((m) => m.raw.includes(`Dear ${person.firstName}, done.`));
    // Two acknowledgements and the response to the person; three notifications to sales.
    expect(smtp.messages.filter((m) => m.to.includes(person.email.toLowerCase()))).toHaveLength(3);
    expect(
      smtp.messages.filter((m) => m.to.includes("sales@example.com") && m.raw.includes(person.lastName)),
    ).toHaveLength(3);

    // Then mail stops going out: a new enquiry's notification and a second response wait in the outbox.
    smtp.refuse = true;
    const late = await submit(contactPayload(nextProof(), { ...basics, company: person.company }));
    expect(
      await sendResponse(
        fixture.storage,
        audit,
        deletion.id,
        { subject: "One more thing", text: `Dear ${person.firstName}, also this.` },
        staff,
        now,
      ),
    ).toMatchObject({ ok: true });
    await eventually(async () => received(crm, "submission.created", late.id).length === 1);
    const waiting = await fixture.target.query<{ form_type: string }>(
      "select form_type from outbox where status = 'pending' and destination = 'mail' order by form_type",
    );
    expect(waiting.map((w) => w.form_type)).toEqual(["notification", "privacy.response"]);
    const mailsBefore = smtp.messages.length;

    // The deletion request is erased.
    const erased = await eraseCasePerson(fixture.storage, audit, deletion.id, staff, Date.now());
    expect(erased).toMatchObject({ ok: true, submissions: 4, suppressionEntries: 1 });

    // The pending mails are cancelled, never sent, even once the mail server answers again.
    const cancelled = await fixture.target.query<{ form_type: string; status: string; last_error: string }>(
      "select form_type, status, last_error from outbox where destination = 'mail' and last_error = 'erased' order by form_type",
    );
    expect(cancelled).toEqual([
      { form_type: "notification", status: "dead", last_error: "erased" },
      { form_type: "privacy.response", status: "dead", last_error: "erased" },
    ]);
    // (A delivery already in flight when the erasure committed cannot be called back: let any such
    // attempt end, refused, before the mail server answers again.)
    await new Promise((resolve) => setTimeout(resolve, 1000));
    smtp.refuse = false;

    // The recipients are told: the CRM of each submission, the list systems of the entry.
    await settled();
    for (const id of [enquiry.id, deletion.id, objection.id, late.id]) {
      const [event] = received(crm, "submission.erased", id);
      expect(JSON.parse(event?.body ?? "{}")).toMatchObject({
        version: 1,
        data: { id, reason: "request", privacyCase: deletion.reference },
      });
    }
    const [listEvent] = received(lists, "suppression.erased");
    expect(JSON.parse(listEvent?.body ?? "{}")).toMatchObject({ version: 2, data: { sourceCase: objection.id } });
    for (const d of [...received(crm, "submission.erased"), ...received(lists, "suppression.erased")]) {
      expect(found(d.body, values), "an erasure event names no one").toEqual([]);
      expect(d.headers["webhook-signature"]).toMatch(/^v1,/);
    }
    expect(smtp.messages.slice(mailsBefore).filter((m) => found(m.raw, values).length > 0)).toEqual([]);

    // Nothing left: every table (shadow tables, outbox payloads and the audit log included)…
    expect(found(await everyRow(fixture.target), values)).toEqual([]);
    const [entry] = await fixture.target.query<Record<string, unknown>>(
      "select email_norm, phone_e164, name, address, reason, email_hmac, phone_hmac, email_sha256 from suppression_entries",
    );
    expect(entry).toMatchObject({ email_norm: null, phone_e164: null, name: null, address: null, reason: "[erased]" });
    expect(String(entry?.email_hmac)).toMatch(/^[0-9a-f]{64}$/);
    const redacted = await fixture.target.query<{ action: string; details: string }>(
      "select action, details from audit_log where redacted_at is not null order by action",
    );
    expect(redacted.map((r) => r.action)).toEqual([
      "privacy.case.extended",
      "privacy.case.paused",
      "privacy.case.resumed",
      "privacy.case.status",
      "privacy.case.status",
    ]);
    // …every outbox entry's kind is in the map…
    for (const row of await fixture.target.query<{ destination: string; form_type: string }>(
      "select distinct destination, form_type from outbox",
    )) {
      expect(
        outboxPayloads[row.destination as "crm"]?.[row.form_type],
        `${row.destination}/${row.form_type} is in the personal-data map`,
      ).toBeDefined();
    }
    // …the server's log…
    expect(log.length).toBeGreaterThan(0);
    expect(found(log.join(""), values)).toEqual([]);
    // …and (SQLite) the raw database file and its WAL.
    if (engine === "sqlite") {
      const file = join(fixture.target.env.DATA_DIR, SQLITE_FILE);
      for (const path of [file, `${file}-wal`, `${file}-shm`]) {
        if (!existsSync(path)) continue;
        const bytes = readFileSync(path).toString("latin1");
        expect(found(bytes, values), path).toEqual([]);
      }
    }

    // Erased and still suppressed: a later enquiry from the same address is flagged.
    const again = await submit(
      contactPayload(nextProof(), { email: person.email.toUpperCase(), phone: "02 5550 0009" }),
    );
    const [item] = await fixture.target.query<{ suppressed: number }>(
      "select suppressed from inbox_items where id = ?",
      [again.id],
    );
    expect(Number(item?.suppressed)).toBe(1);
    await eventually(async () => received(crm, "submission.created", again.id).length === 1);
    expect(JSON.parse(received(crm, "submission.created", again.id)[0]?.body ?? "{}").data.flags.suppressed).toBe(true);
  });

  it("retention of aged rows leaves no trace either, and tells the CRM", async () => {
    const person: Person = {
      firstName: "Ottoline",
      lastName: "Vexbridge",
      email: "ottoline.vexbridge@retention-test.example",
      phone: "+61 491 578 804",
      company: "Vexbridgeworks Pty",
      message: "Persimmonleads in Dubbo",
      address: "9 Quokkaville Road, Dubbo NSW",
    };
    const values = traces(person);
    const basics = {
      firstName: person.firstName,
      lastName: person.lastName,
      email: person.email,
      phone: person.phone,
      message: person.message,
    };
    const enquiry = await submit(contactPayload(nextProof(), { ...basics, company: person.company }));
    const request = await submit(
      privacyPayload(nextProof(), "au", {
        ...basics,
        subject: "Access my personal information",
        address: person.address,
        businessName: person.company,
        suppressFromMarketing: false,
      }),
    );
    const now = Date.now();
    const ctx = { storage: fixture.storage, audit, now: Date.now };
    await addNote(ctx, enquiry.id, `${person.firstName} wants a quote`, staff);
    await moveCase(fixture.storage, audit, request.id, { to: "in_progress" }, staff, now);
    await moveCase(
      fixture.storage,
      audit,
      request.id,
      { to: "refused", reason: `${person.lastName} could not be identified` },
      staff,
      now,
    );
    await settled();

    // Aged: the enquiry past 24 months, the case closed more than 84 months ago.
    const old = monthsBefore(now, 25).toISOString();
    const veryOld = monthsBefore(now, 90).toISOString();
    await fixture.target.query("update inbox_items set created_at = ? where id = ?", [old, enquiry.id]);
    await fixture.target.query("update privacy_cases set closed_at = ? where id = ?", [veryOld, request.id]);
    const run = await runRetention(fixture.storage, audit, { enquiryMonths: 24, privacyCaseMonths: 84 }, now);
    expect(run).toMatchObject({ enquiriesAnonymised: 1, casesReduced: 1 });

    await settled();
    for (const id of [enquiry.id, request.id]) {
      const [event] = received(crm, "submission.erased", id);
      expect(JSON.parse(event?.body ?? "{}")).toMatchObject({ data: { id, reason: "retention", privacyCase: null } });
    }
    expect(found(await everyRow(fixture.target), values)).toEqual([]);
    expect(found(log.join(""), values)).toEqual([]);
    if (engine === "sqlite") {
      const file = join(fixture.target.env.DATA_DIR, SQLITE_FILE);
      for (const path of [file, `${file}-wal`]) {
        if (existsSync(path)) expect(found(readFileSync(path).toString("latin1"), values), path).toEqual([]);
      }
    }
    // The case is reduced to its audit trail, its staff free text redacted.
    const trail = await audit.forTarget("privacy_case", request.id);
    expect(trail.map((t) => t.action)).toContain("privacy.case.opened");
    expect(JSON.stringify(trail)).not.toContain(person.lastName);
  });
});
