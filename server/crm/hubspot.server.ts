// HubSpot (issue 44, decision 059) through its maintained client, @hubspot/api-client, on the CRM
// v3 API with a private app's access token (Bearer):
// - the contact is upserted by email (POST /crm/v3/objects/contacts/batch/upsert, idProperty email),
//   so a later enquiry from the same email updates the same contact;
// - the enquiry is a note associated with the contact (POST /crm/v3/objects/notes with its
//   association, one call: a note never exists without its contact). The note's body carries the
//   outbox entry's id; before creating, the contact's notes (GET /crm/v4/objects/contacts/{id}/
//   associations/notes, then POST /crm/v3/objects/notes/batch/read) are read for it, so a retry
//   after a timeout or a crash finds the note instead of adding a second. Associations are read
//   directly, not through search, whose index lags;
// - erasure: POST /crm/v3/objects/contacts/gdpr-delete;
// - the property list: GET /crm/v3/properties/contacts; the portal id (for record links):
//   GET /account-info/v3/details.
// Rate limits (decision 073): every request first takes a slot counted in the database, shared by
// every instance (the rate_limits table, as the POST limits): at most a twelfth of HubSpot's burst
// (100 requests in any rolling 10 s, a private app's) in each second, so any 10 s, and the time a
// request takes to arrive, stays within it. The client's limiter (Bottleneck) only holds each
// process to 6 requests at once. A 429 is still retried after its Retry-After.
import { setTimeout as sleep } from "node:timers/promises";
import { Client } from "@hubspot/api-client";
import type { Storage } from "#server/db/database.server.ts";
import { hitRateLimits } from "#server/db/rate-limits.server.ts";
import type { Connection } from "./connections.server.ts";
import { type CrmConnector, CrmError, type Exchange, fromHttp } from "./connector.server.ts";
import { type EventData, mapProperties } from "./mapping.ts";

export const HUBSPOT_API = "https://api.hubapi.com";
/** HubSpot's association type id for note → contact. */
const NOTE_TO_CONTACT = 202;

interface HubSpotCredentials {
  accessToken: string;
}

/** HubSpot's burst limit: a private app's requests in any rolling 10 s. */
export const HUBSPOT_BURST = 100;
/**
 * Requests per whole second, for every instance together: a rolling 10 s touches at most 11
 * seconds, and one more covers a request granted late in a second that arrives in the next.
 */
export const HUBSPOT_PER_SECOND = Math.floor(HUBSPOT_BURST / 12);
/**
 * A request waits this long at most for a slot; then the delivery is retried later. Shorter than an
 * attempt's own limit (the outbox's DELIVERY_TIMEOUT_MS, 15 s), so a delivery that cannot get a slot
 * says so rather than timing out; one of several requests that each waited can still time out.
 */
const SLOT_WAIT_MS = 10_000;

/** Waits for a request slot counted in the database (every instance's requests together). */
async function takeSlot(storage: Storage): Promise<void> {
  const deadline = Date.now() + SLOT_WAIT_MS;
  for (;;) {
    const now = Date.now();
    const second = Math.floor(now / 1000);
    const [decision] = await hitRateLimits(
      storage.db,
      storage.dialect,
      [{ key: `crm:hubspot:${second}`, limit: HUBSPOT_PER_SECOND }],
      now,
    );
    if (decision?.allowed) return;
    // The next second, spread a little so the instances' waiters do not all ask at once.
    const wait = (second + 1) * 1000 - Date.now() + Math.random() * 100;
    if (Date.now() + wait > deadline) {
      throw new CrmError(null, "HubSpot's burst limit is in use by this site's other deliveries; retried shortly", {
        retry: true,
        retryAfterMs: 10_000,
      });
    }
    await sleep(wait);
  }
}

/** Takes a slot before each request the client sends. */
const slots = (storage: Storage) => ({
  async pre(context: unknown) {
    await takeSlot(storage);
    return context;
  },
  post: (context: unknown) => context,
});

const clients = new WeakMap<Storage, { key: string; client: Client }>();

/** One client per connection (remade when the connection changes), its requests counted in the database. */
function clientFor(connection: Connection<HubSpotCredentials>, exchanges?: Exchange[]): Client {
  const config = {
    accessToken: connection.credentials.accessToken,
    basePath: connection.settings.baseUrl || HUBSPOT_API,
    numberOfApiCallRetries: 0,
    // The rate is the database's (takeSlot); the client's own limiter only bounds concurrency.
    limiterOptions: { maxConcurrent: 6, id: "leadwise-hubspot" },
  };
  const limit = slots(connection.storage);
  if (exchanges) return new Client({ ...config, middleware: [limit, recorder(exchanges)] });
  const key = `${connection.updatedAt}|${config.basePath}`;
  const known = clients.get(connection.storage);
  if (known?.key === key) return known.client;
  const client = new Client({ ...config, middleware: [limit] });
  clients.set(connection.storage, { key, client });
  return client;
}

interface RequestLike {
  getUrl(): string;
  getHttpMethod(): string;
  getBody(): unknown;
}
interface ResponseLike {
  httpStatusCode: number;
  body: { text(): Promise<string>; binary(): Promise<Buffer> };
}

/** Records each request and answer of a test send (the token never: headers are not kept). */
function recorder(exchanges: Exchange[]) {
  return {
    pre(context: unknown) {
      const request = context as RequestLike;
      const body = request.getBody();
      exchanges.push({
        method: request.getHttpMethod(),
        url: request.getUrl(),
        requestBody: typeof body === "string" ? body : "",
        status: 0,
        responseBody: "",
      });
      return context;
    },
    async post(context: unknown) {
      const response = context as ResponseLike;
      const text = await response.body.text();
      // The body is read once here, so the client is given a copy to read.
      response.body = { text: async () => text, binary: async () => Buffer.from(text) };
      const last = exchanges.at(-1);
      if (last) {
        last.status = response.httpStatusCode;
        last.responseBody = text.slice(0, 4000);
      }
      return context;
    },
  };
}

/** An error of the client (ApiException: code, body, headers) as a CrmError. */
function failure(error: unknown): CrmError {
  if (error instanceof CrmError) return error;
  const e = error as { code?: number; body?: unknown; headers?: Record<string, string> };
  if (typeof e.code === "number") {
    const body = e.body as { message?: string; category?: string } | string | undefined;
    const message = typeof body === "object" && body?.message ? body.message : String(body ?? "");
    return fromHttp(e.code, message, e.headers?.["retry-after"]);
  }
  return new CrmError(null, `network error ${(error as Error).message}`.slice(0, 200), { retry: true });
}

async function guarded<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw failure(error);
  }
}

/** The marker a note's body carries: the outbox entry's id, looked for before creating. */
export const noteMarker = (entryId: string) => `leadwise-entry:${entryId}`;

function html(text: string): string {
  return text.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c] ?? c);
}

/** The note: the message, the form, attribution and consent in words, and the marker. */
function noteBody(entryId: string, data: EventData): string {
  const lines = [
    `<p><strong>Enquiry from the ${html(data.form)} form</strong> (${html(data.receivedAt)})</p>`,
    `<p>${html(String(data.fields.message ?? "")).replace(/\n/g, "<br>")}</p>`,
  ];
  const touch = Object.entries(data.attribution.last).filter(([, v]) => v);
  if (touch.length > 0)
    lines.push(`<p>Attribution: ${touch.map(([k, v]) => `${k}=${html(String(v))}`).join(", ")}</p>`);
  if (data.consent)
    lines.push(`<p>Consent: statements ${html(data.consent.version)}, shown ${data.consent.shownAt}</p>`);
  lines.push(`<p>${noteMarker(entryId)}</p>`);
  return lines.join("");
}

async function findNote(client: Client, contactId: string, marker: string): Promise<string | undefined> {
  let after: string | undefined;
  do {
    const page = await client.crm.associations.v4.basicApi.getPage("contacts", contactId, "notes", after, 500);
    const ids = page.results.map((r) => String(r.toObjectId));
    if (ids.length > 0) {
      const notes = await client.crm.objects.notes.batchApi.read({
        inputs: ids.map((id) => ({ id })),
        properties: ["hs_note_body"],
        propertiesWithHistory: [],
      });
      const found = notes.results.find((n) => (n.properties.hs_note_body ?? "").includes(marker));
      if (found) return found.id;
    }
    after = page.paging?.next?.after;
  } while (after);
  return undefined;
}

export const hubspot: CrmConnector<HubSpotCredentials> = {
  destination: "hubspot",
  label: "HubSpot",
  defaultBaseUrl: HUBSPOT_API,

  async deliver(connection, entryId, data, exchanges) {
    const client = clientFor(connection, exchanges);
    const email = String(data.fields.email ?? "").trim();
    if (!email) throw new CrmError(null, "the enquiry has no email: HubSpot contacts are matched by email", {});
    const properties = { ...mapProperties(connection.settings.mapping, data), email };
    return guarded(async () => {
      const upserted = await client.crm.contacts.batchApi.upsert({
        inputs: [{ idProperty: "email", id: email, properties }],
      });
      const contactId = upserted.results[0]?.id;
      if (!contactId) throw new CrmError(null, "HubSpot's upsert answered without a contact", { retry: true });
      const marker = noteMarker(entryId);
      let noteId = await findNote(client, contactId, marker);
      if (!noteId) {
        const note = await client.crm.objects.notes.basicApi.create({
          properties: { hs_timestamp: data.receivedAt, hs_note_body: noteBody(entryId, data) },
          associations: [
            {
              to: { id: contactId },
              types: [{ associationCategory: "HUBSPOT_DEFINED" as never, associationTypeId: NOTE_TO_CONTACT }],
            },
          ],
        });
        noteId = note.id;
      }
      const portal = connection.settings.accountId;
      return {
        contactId,
        recordId: noteId,
        url: portal ? `https://app.hubspot.com/contacts/${portal}/record/0-1/${contactId}` : null,
      };
    });
  },

  async erase(connection, contactId) {
    const client = clientFor(connection);
    await guarded(() => client.crm.contacts.basicApi.purge({ objectId: contactId }));
  },

  async properties(connection) {
    const client = clientFor(connection);
    const all = await guarded(() => client.crm.properties.coreApi.getAll("contacts"));
    return all.results
      .filter((p) => !p.modificationMetadata?.readOnlyValue && !p.calculated)
      .map((p) => ({ name: p.name, label: p.label }))
      .sort((a, b) => a.label.localeCompare(b.label));
  },

  async account(connection) {
    const client = clientFor(connection);
    // apiRequest bypasses the client's middleware: its slot is taken here.
    await takeSlot(connection.storage);
    const response = await guarded(() => client.apiRequest({ method: "GET", path: "/account-info/v3/details" }));
    if (!response.ok) throw fromHttp(response.status, await response.text(), response.headers.get("retry-after"));
    const details = (await response.json()) as { portalId?: number };
    return details.portalId ? String(details.portalId) : undefined;
  },
};
