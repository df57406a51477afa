// The collection notices quote the published facts (decision 091), on a real server process (the
// production build) per engine. After a publish of the facts (the company's legal name, the free call
// number, the privacy address): the contact page's notice and the privacy hub's statement show the new
// facts in the raw HTML, a form's island carries the new facts for its Data Collection Statement and
// the consent hash of the words with them, and a submission sent with that hash is stored with it.
// A page opened before the publish still sends (the shipped hash), a hash of no facts version is
// refused, and an instance started after the publish (or one that saw a later publish) accepts every
// published version's hash: a visitor is never told to reload because the desk changed a phone number.
import { createHash } from "node:crypto";
import { resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readPublished, saveDraft } from "#server/content/content-store.server.ts";
import { publishEntry } from "#server/content/publish.server.ts";
import { CONSENT_VERSION, consentText, type ShownConsent } from "#shared/consent/statements.ts";
import type { Facts } from "#shared/content/schemas/facts.ts";
import { contactForms } from "#shared/forms/contact.ts";
import { UNKNOWN_CONSENT_VERSION } from "#shared/forms/schema.ts";
import { facts } from "#shared/site/facts.ts";
import { contactPayload, proofPool, VISITOR_BROWSER } from "#tests/support/submissions.ts";
import { getPage, liveEverywhere, openPublisher, type Publisher, stopServers } from "./content-live.ts";
import { engines, targetFixture } from "./harness.ts";
import { type ServerProcess, spawnServer } from "./server-process.ts";

const buildDir = resolve(process.env.BUILD_DIR ?? "build");
const STAFF = "staff-member-consent";

const sha256 = (text: string) => createHash("sha256").update(text, "utf8").digest("hex");

/** The props of the first form island on a page, as the browser's island code reads them. */
function formProps(html: string): { consent: ShownConsent } {
  const match = /data-island="(?:contact-form|privacy-request-form)"[^>]*? data-props="([^"]*)"/.exec(html);
  if (!match) throw new Error("no form island on the page");
  const json = match[1]!
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">");
  return JSON.parse(json.replace(/&amp;/g, "&")) as { consent: ShownConsent };
}

describe.each(engines)("the collection notices with published facts on %s", (engine) => {
  const fixture = targetFixture(engine);
  let instance: ServerProcess | undefined;
  let publisher: Publisher;

  const start = () => spawnServer({ ...fixture.target.env, NODE_ENV: "production", BUILD_DIR: buildDir });

  beforeAll(async () => {
    instance = await start();
    publisher = await openPublisher(fixture.target.env, buildDir);
  }, 240_000);
  afterAll(async () => {
    await stopServers([instance]);
    await publisher?.close();
  });

  /** Publishes the facts with `change` applied, as the desk does; the facts published. */
  async function publishFacts(change: (f: Facts) => Facts): Promise<Facts> {
    const current = (await readPublished(publisher.storage, "facts"))!;
    const data = change(current.data as Facts);
    expect(
      await saveDraft(publisher.storage, { id: "facts", data, baseVersion: current.version, staffId: STAFF }),
    ).toMatchObject({ ok: true });
    expect(await publishEntry(publisher.live, { id: "facts", staffId: STAFF })).toMatchObject({ ok: true });
    return data;
  }

  /** Sends a contact enquiry with this consent version; the status and body. */
  async function send(
    base: string,
    proof: { proof: string; answer: string },
    version: { label: string; sha256: string },
  ) {
    const body = contactPayload(null, {
      email: `consent.${Math.random().toString(36).slice(2, 10)}@example.com`,
      humanVerification: proof.answer,
      humanCheckProof: proof.proof,
      consent: {
        version: version.label,
        hash: version.sha256,
        formVersion: contactForms["contact-page"].version,
        pageUrl: `${base}/contact`,
        shownAt: new Date().toISOString(),
      },
    });
    const response = await fetch(`${base}/api/form-submissions`, {
      method: "POST",
      headers: { "content-type": "application/json", "user-agent": VISITOR_BROWSER },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown>, id: body.submissionId };
  }

  it("a publish of the facts reaches the notices, the forms' statement and the consent record, on every instance", async () => {
    const legalName = "Leadwise Holdings Pty Ltd";
    const phone = "1800 160 999";
    const privacyEmail = "privacy.officer@example.com";
    const first = await publishFacts((f) => ({
      ...f,
      brand: { ...f.brand, legalName },
      privacyEmail,
      phones: { ...f.phones, freecall: { ...f.phones.freecall, display: phone, tel: "+611800160999" } },
    }));
    const started = performance.now();
    await liveEverywhere([instance!], ["/contact", "/privacy"], privacyEmail, started);

    // The notices in the raw HTML: the new facts, none of the shipped.
    const contact = (await getPage(instance!.url, "/contact", "identity")).text;
    const hub = (await getPage(instance!.url, "/privacy", "br")).text;
    for (const html of [contact, hub]) {
      expect(html).toContain(phone);
      expect(html).toContain(`mailto:${privacyEmail}`);
      expect(html).not.toContain(facts.phones.freecall.display);
      expect(html).not.toContain(facts.privacyEmail);
    }
    expect(hub).toContain(`${legalName} collects personal information`);
    expect(hub).not.toContain(facts.brand.legalName);

    // The form's island: the new facts for its statement, and the hash of the words it shows with them.
    const { consent } = formProps(contact);
    const published = { label: CONSENT_VERSION.label, sha256: sha256(consentText(first)) };
    expect(consent).toEqual({ ...published, statement: expect.objectContaining({ legalName }) });
    expect(consent.sha256).not.toBe(CONSENT_VERSION.sha256);
    expect(formProps((await getPage(instance!.url, "/privacy-au", "identity")).text).consent).toMatchObject(published);

    const proofs = await proofPool(instance!.url, 3);
    const sent = await send(instance!.url, proofs(), consent);
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    const [row] = await fixture.target.query<Record<string, unknown>>(
      "select consent_version, consent_hash from contact_submissions where id = ?",
      [sent.id],
    );
    expect(row).toEqual({ consent_version: CONSENT_VERSION.label, consent_hash: published.sha256 });
    // A page opened before the publish still sends; a hash of no facts version is refused, nothing stored.
    expect((await send(instance!.url, proofs(), CONSENT_VERSION)).status).toBe(201);
    const forged = await send(instance!.url, proofs(), { label: CONSENT_VERSION.label, sha256: sha256("other words") });
    expect(forged.status).toBe(400);
    expect(forged.body).toMatchObject({ fieldErrors: { "consent.version": UNKNOWN_CONSENT_VERSION } });
    expect(await fixture.target.query("select id from contact_submissions where id = ?", [forged.id])).toEqual([]);

    // An instance that sees a later publish knows both hashes; one started after it knows every
    // published version's from the history (the first is no longer the current facts).
    const second = await publishFacts((f) => ({
      ...f,
      phones: { ...f.phones, freecall: { ...f.phones.freecall, display: "1800 160 888" } },
    }));
    await liveEverywhere([instance!], ["/contact"], "1800 160 888", performance.now());
    const latest = formProps((await getPage(instance!.url, "/contact", "identity")).text).consent;
    expect(latest.sha256).toBe(sha256(consentText(second)));
    const more = await proofPool(instance!.url, 2);
    expect((await send(instance!.url, more(), latest)).status).toBe(201);
    expect((await send(instance!.url, more(), consent)).status).toBe(201);
    await stopServers([instance]);
    instance = await start();
    const restarted = await proofPool(instance.url, 3);
    expect((await send(instance.url, restarted(), consent)).status).toBe(201);
    expect((await send(instance.url, restarted(), latest)).status).toBe(201);
    expect((await send(instance.url, restarted(), CONSENT_VERSION)).status).toBe(201);
  }, 180_000);
});
