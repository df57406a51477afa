// Pipedrive (issue 44, decision 062) through its official client, `pipedrive`, with the company's
// API token in the `x-api-token` header (as Pipedrive documents it; the client sets it):
// - the person is the one this connection learnt for the email (kept by a keyed hash of it,
//   decision 073: Pipedrive's search lags its writes by seconds), else found by email
//   (GET /api/v2/persons/search, fields=email, exact_match), else created (POST /api/v2/persons), so
//   a later enquiry from the same email reuses the person even seconds after it was made;
// - the enquiry is a lead linked to the person (POST /api/v1/leads) whose `origin_id` is the outbox
//   entry's id, with the message, attribution and consent as the lead's note (POST /api/v1/notes).
//   Before creating, the person's leads are listed (GET /api/v1/leads?person_id=) for that
//   origin_id and the lead's notes (GET /api/v1/notes?lead_id=) for its note, so a retry after a
//   timeout or a crash finds them instead of adding a second;
// - erasure: the person's leads, then the person (DELETE /api/v1/leads/{id}, /api/v2/persons/{id});
// - the field list: GET /api/v2/personFields; the company's domain (for record links and to try
//   the token): GET /api/v1/users/me.
// Rate limits: a 429 is retried no sooner than its Retry-After (or x-ratelimit-reset).
import { LeadsApi, NotesApi, UsersApi } from "pipedrive/v1";
import { Configuration, PersonFieldsApi, PersonsApi } from "pipedrive/v2";
import { type Connection, knownPerson, rememberPerson } from "./connections.server.ts";
import { type CrmConnector, CrmError, type Exchange, fromHttp } from "./connector.server.ts";
import { type EventData, mapProperties } from "./mapping.ts";

export const PIPEDRIVE_API = "https://api.pipedrive.com";

interface PipedriveCredentials {
  apiToken: string;
}

/** The person's standard fields the v2 API takes at the top level; any other key is a custom field. */
const standardFields = new Set(["name", "job_title", "birthday", "notes", "marketing_status"]);
/** Person fields that are not the person's own data to write (ids, counts, links, times). */
const notWritable = new Set(["id", "add_time", "update_time", "owner_id", "org_id", "label_ids", "visible_to"]);
const writableTypes = new Set(["varchar", "text", "phone", "double", "int", "date", "varchar_auto", "enum", "set"]);

/** Every HTTP answer through here: a test send's transcript, and a non-2xx answer as a CrmError. */
function configuration(connection: Connection<PipedriveCredentials>, version: "v1" | "v2", exchanges?: Exchange[]) {
  const base = (connection.settings.baseUrl || PIPEDRIVE_API).replace(/\/+$/, "");
  const config = new Configuration({ apiKey: connection.credentials.apiToken, basePath: `${base}/api/${version}` });
  config.baseOptions = {
    timeout: 20_000,
    // The client's interceptor keeps only an error's body; the status and Retry-After are read
    // here, where the whole answer is still at hand.
    validateStatus: () => true,
    transformResponse: [
      function answer(
        this: { method?: string; url?: string; data?: unknown },
        data: unknown,
        headers: Record<string, string | undefined>,
        status?: number,
      ) {
        const text = typeof data === "string" ? data : "";
        exchanges?.push({
          method: (this.method ?? "get").toUpperCase(),
          url: this.url ?? "",
          requestBody: typeof this.data === "string" ? this.data : "",
          status: status ?? 0,
          responseBody: text.slice(0, 4000),
        });
        let body: { error?: string; error_info?: string } | undefined;
        try {
          body = text ? JSON.parse(text) : undefined;
        } catch {
          body = undefined;
        }
        if (status !== undefined && (status < 200 || status > 299)) {
          throw fromHttp(
            status,
            body?.error ? `${body.error}${body.error_info ? ` (${body.error_info})` : ""}` : text.slice(0, 300),
            headers["retry-after"] ?? headers["x-ratelimit-reset"],
          );
        }
        return body;
      },
    ],
  };
  return config;
}

function apis(connection: Connection<PipedriveCredentials>, exchanges?: Exchange[]) {
  const v1 = configuration(connection, "v1", exchanges);
  const v2 = configuration(connection, "v2", exchanges);
  return {
    persons: new PersonsApi(v2),
    personFields: new PersonFieldsApi(v2),
    leads: new LeadsApi(v1),
    notes: new NotesApi(v1),
    users: new UsersApi(v1),
  };
}

async function guarded<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof CrmError) throw error;
    throw new CrmError(null, `network error ${(error as Error).message}`.slice(0, 200), { retry: true });
  }
}

/** The person's body: the name from the enquiry, emails and phones as Pipedrive's lists, the rest mapped. */
export function personBody(mapping: Record<string, string>, data: EventData, email: string) {
  const name = [data.fields.firstName, data.fields.lastName].filter((v) => v && String(v).trim()).join(" ");
  const body: Record<string, unknown> = { name: name || email };
  const custom: Record<string, string> = {};
  for (const [field, value] of Object.entries(mapProperties(mapping, data))) {
    if (field === "email" || field === "emails") continue;
    if (field === "phone" || field === "phones") body.phones = [{ value, primary: true, label: "work" }];
    else if (standardFields.has(field)) body[field] = value;
    else custom[field] = value;
  }
  body.emails = [{ value: email, primary: true, label: "work" }];
  if (Object.keys(custom).length > 0) body.custom_fields = custom;
  return body;
}

/** The lead's note: the message, the form, attribution and consent (Pipedrive notes take HTML). */
function noteContent(data: EventData): string {
  const html = (text: string) =>
    text.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c] ?? c);
  const lines = [
    `<p><strong>Enquiry from the ${html(data.form)} form</strong> (${html(data.receivedAt)})</p>`,
    `<p>${html(String(data.fields.message ?? "")).replace(/\n/g, "<br>")}</p>`,
  ];
  const touch = Object.entries(data.attribution.last).filter(([, v]) => v);
  if (touch.length > 0)
    lines.push(`<p>Attribution: ${touch.map(([k, v]) => `${k}=${html(String(v))}`).join(", ")}</p>`);
  if (data.consent)
    lines.push(`<p>Consent: statements ${html(data.consent.version)}, shown ${data.consent.shownAt}</p>`);
  return lines.join("");
}

type Apis = ReturnType<typeof apis>;

/**
 * One delivery per email at a time in this process: Pipedrive has no upsert by email, so two
 * enquiries from one person delivered side by side would each find no person and make one.
 */
const byEmail = new Map<string, Promise<unknown>>();
function oneAtATime<T>(email: string, work: () => Promise<T>): Promise<T> {
  const key = email.toLowerCase();
  const before = byEmail.get(key) ?? Promise.resolve();
  const run = before.then(work, work);
  const settled = run.catch(() => undefined);
  byEmail.set(key, settled);
  void settled.then(() => {
    if (byEmail.get(key) === settled) byEmail.delete(key);
  });
  return run;
}

async function findPerson(api: Apis, email: string): Promise<number | undefined> {
  const found = await api.persons.searchPersons({ term: email, fields: "email", exact_match: true, limit: 10 });
  const items = found.data?.items ?? [];
  const match = items.find((i) => (i.item?.emails ?? []).some((e) => String(e).toLowerCase() === email.toLowerCase()));
  return match?.item?.id ?? items[0]?.item?.id;
}

/** The person's lead made for this entry (its origin_id), read from the person's own leads. */
async function findLead(api: Apis, personId: number, entryId: string): Promise<string | undefined> {
  for (let start = 0; ; start += 500) {
    const page = await api.leads.getLeads({ person_id: personId, limit: 500, start });
    const found = (page.data ?? []).find((l) => l.origin_id === entryId);
    if (found?.id) return found.id;
    const more = (page.additional_data as { more_items_in_collection?: boolean } | undefined)?.more_items_in_collection;
    if (!more) return undefined;
  }
}

export const pipedrive: CrmConnector<PipedriveCredentials> = {
  destination: "pipedrive",
  label: "Pipedrive",
  defaultBaseUrl: PIPEDRIVE_API,

  async deliver(connection, entryId, data, exchanges) {
    const api = apis(connection, exchanges);
    const email = String(data.fields.email ?? "").trim();
    if (!email) throw new CrmError(null, "the enquiry has no email: Pipedrive persons are matched by email", {});
    return oneAtATime(email, () =>
      guarded(async () => {
        const account = connection.settings.accountId || connection.settings.baseUrl || PIPEDRIVE_API;
        const remember = (id: number | null) =>
          rememberPerson(connection, { email, account, personId: id === null ? null : String(id), aboutId: data.id });
        const { emails: _, ...update } = personBody(connection.settings.mapping, data, email);
        const updated = async (id: number) => {
          try {
            await api.persons.updatePerson({ id, UpdatePersonRequest: update as never });
            return true;
          } catch (error) {
            // Deleted or merged at Pipedrive since: forgotten, and found or made again.
            if (error instanceof CrmError && (error.status === 404 || error.status === 410)) return false;
            throw error;
          }
        };
        const known = await knownPerson(connection, email, account);
        let personId = known === undefined ? undefined : Number(known);
        if (personId !== undefined && !(await updated(personId))) {
          await remember(null);
          personId = undefined;
        }
        if (personId === undefined) {
          personId = await findPerson(api, email);
          if (personId === undefined) {
            const made = await api.persons.addPerson({
              AddPersonRequest: personBody(connection.settings.mapping, data, email) as never,
            });
            personId = made.data?.id;
          } else await api.persons.updatePerson({ id: personId, UpdatePersonRequest: update as never });
        }
        if (personId === undefined) throw new CrmError(null, "Pipedrive answered without a person", { retry: true });
        // Kept at once (before the lead): a retry or the next enquiry need not find it in the search.
        await remember(personId);
        let leadId = await findLead(api, personId, entryId);
        if (!leadId) {
          const lead = await api.leads.addLead({
            AddLeadRequest: { title: `${data.form} enquiry`, person_id: personId, origin_id: entryId },
          });
          leadId = lead.data?.id;
          if (!leadId) throw new CrmError(null, "Pipedrive answered without a lead", { retry: true });
        }
        const notes = await api.notes.getNotes({ lead_id: leadId, limit: 1 });
        if ((notes.data ?? []).length === 0) {
          await api.notes.addNote({ AddNoteRequest: { content: noteContent(data), lead_id: leadId } });
        }
        const company = connection.settings.accountId;
        return {
          contactId: String(personId),
          recordId: leadId,
          url: company ? `https://${company}.pipedrive.com/leads/inbox/${leadId}` : null,
        };
      }),
    );
  },

  async erase(connection, contactId) {
    const api = apis(connection);
    const id = Number(contactId);
    await guarded(async () => {
      // The leads first: their notes hold the enquiries' words, and a person's deletion leaves them.
      for (;;) {
        const page = await api.leads.getLeads({ person_id: id, limit: 500 });
        const leads = (page.data ?? []).filter((l) => l.id);
        if (leads.length === 0) break;
        for (const lead of leads) await api.leads.deleteLead({ id: lead.id as string });
      }
      await api.persons.deletePerson({ id });
    });
  },

  async properties(connection) {
    const api = apis(connection);
    const out: { name: string; label: string }[] = [];
    let cursor: string | undefined;
    do {
      const page = await guarded(() => api.personFields.getPersonFields({ limit: 500, ...(cursor ? { cursor } : {}) }));
      for (const f of page.data ?? []) {
        if (notWritable.has(f.field_code) || !writableTypes.has(f.field_type)) continue;
        out.push({ name: f.field_code, label: f.field_name });
      }
      cursor = (page.additional_data as { next_cursor?: string | null } | undefined)?.next_cursor ?? undefined;
    } while (cursor);
    return out.sort((a, b) => a.label.localeCompare(b.label));
  },

  async account(connection) {
    const api = apis(connection);
    const me = await guarded(() => api.users.getCurrentUser());
    return (me.data as { company_domain?: string } | undefined)?.company_domain ?? undefined;
  },
};
