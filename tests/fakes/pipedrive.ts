// A local Pipedrive for the connector's tests (issue 44), following Pipedrive's published API
// reference (developers.pipedrive.com) for the calls the connector makes: the API token in the
// `x-api-token` header or the `api_token` query parameter (401 "unauthorized access" otherwise),
// the v2 persons search by email, persons added, updated and deleted, the v2 person fields, the v1
// leads listed by person, added and deleted, the v1 notes listed by lead and added, and the
// current user. Answers in Pipedrive's envelope ({ success, data, additional_data }), errors as
// { success: false, error, error_info, data: null, additional_data: null }; an unknown custom field
// refused with 400; the rate limit answered with 429, Retry-After and the x-ratelimit headers; the
// search reads an index that lags the writes (`searchLagMs`: a person made since is not found yet,
// as Pipedrive's search behaves for seconds after a write).
// Started in-process by the tests on loopback.
import { randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { Fault } from "./hubspot.ts";

export type { Fault } from "./hubspot.ts";

export interface FakePerson {
  id: number;
  name: string;
  emails: { value: string; primary: boolean; label: string }[];
  phones: { value: string; primary: boolean; label: string }[];
  custom_fields: Record<string, unknown>;
  job_title: string | null;
  add_time: string;
  update_time: string;
}
export interface FakeLead {
  id: string;
  title: string;
  person_id: number;
  origin_id: string | null;
  add_time: string;
}
export interface FakeNote {
  id: number;
  content: string;
  lead_id: string;
  add_time: string;
}
export interface FakePipedriveRequest {
  method: string;
  path: string;
  query: string;
  body: unknown;
  token: string | undefined;
  at: number;
}

export interface FakePipedrive {
  url: string;
  token: string;
  companyDomain: string;
  persons: Map<number, FakePerson>;
  leads: Map<string, FakeLead>;
  notes: Map<number, FakeNote>;
  requests: FakePipedriveRequest[];
  /** Persons deleted (their ids). */
  deletedPersons: number[];
  /** How long a new person is missing from the search (Pipedrive's index lags its writes); 0: at once. */
  searchLagMs: number;
  /** Faults for the next requests on a route ("POST /api/v1/leads"). */
  faults: Map<string, Fault[]>;
  fault(route: string, ...faults: Fault[]): void;
  /** Makes a custom field unknown from now on (Pipedrive then refuses it with 400). */
  refuse(field: string): void;
  personByEmail(email: string): FakePerson | undefined;
  leadsOf(personId: number): FakeLead[];
  notesOf(leadId: string): FakeNote[];
  close(): Promise<void>;
}

/** Person fields as GET /api/v2/personFields lists them: standard ones and two custom fields. */
const standardFields: [string, string, string, boolean][] = [
  ["id", "ID", "int", false],
  ["name", "Name", "varchar", false],
  ["emails", "Email", "varchar", false],
  ["phones", "Phone", "phone", false],
  ["job_title", "Job title", "varchar", false],
  ["owner_id", "Owner", "user", false],
  ["org_id", "Organisation", "org", false],
  ["add_time", "Person created", "date", false],
  ["8f4b27fbd9dfc70d2296f23ce76987051ad7324e", "Company", "varchar", true],
  ["c4ecbe01c34994ede3a50c0f8f6b3ac54d7a8f5e", "Lead source page", "varchar", true],
];

function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { "content-type": "application/json", ...headers });
  res.end(JSON.stringify(body));
}
const ok = (res: ServerResponse, data: unknown, additional: unknown = null, status = 200) =>
  send(res, status, { success: true, data, additional_data: additional });
const fail = (res: ServerResponse, status: number, error: string, info: string, headers: Record<string, string> = {}) =>
  send(res, status, { success: false, error, error_info: info, data: null, additional_data: null }, headers);

const INFO = "Please check developers.pipedrive.com for more information about Pipedrive API.";

async function readBody(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  const text = Buffer.concat(chunks).toString("utf8");
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export async function startFakePipedrive(
  options: { token?: string; searchLagMs?: number } = {},
): Promise<FakePipedrive> {
  const fields = new Map(standardFields.map((f) => [f[0], f]));
  let nextId = 501;
  /** When each person reaches the search index (ms). */
  const indexedAt = new Map<number, number>();
  const fake: FakePipedrive = {
    url: "",
    token: options.token ?? "7c2a9b6e0f1d4e3a8b5c6d7e8f9a0b1c2d3e4f5a",
    companyDomain: "leadwise-test",
    persons: new Map(),
    leads: new Map(),
    notes: new Map(),
    requests: [],
    deletedPersons: [],
    searchLagMs: options.searchLagMs ?? 0,
    faults: new Map(),
    fault(route, ...faults) {
      fake.faults.set(route, [...(fake.faults.get(route) ?? []), ...faults]);
    },
    refuse(field) {
      fields.delete(field);
    },
    personByEmail(email) {
      const wanted = email.toLowerCase();
      return [...fake.persons.values()].find((p) => p.emails.some((e) => e.value.toLowerCase() === wanted));
    },
    leadsOf(personId) {
      return [...fake.leads.values()].filter((l) => l.person_id === personId);
    },
    notesOf(leadId) {
      return [...fake.notes.values()].filter((n) => n.lead_id === leadId);
    },
    close: async () => {},
  };

  const personView = (p: FakePerson) => ({
    id: p.id,
    name: p.name,
    first_name: p.name.split(" ")[0] ?? null,
    last_name: p.name.split(" ").slice(1).join(" ") || null,
    owner_id: 1,
    org_id: null,
    add_time: p.add_time,
    update_time: p.update_time,
    emails: p.emails,
    phones: p.phones,
    is_deleted: false,
    visible_to: 3,
    label_ids: [],
    picture_id: null,
    job_title: p.job_title,
    custom_fields: p.custom_fields,
  });
  const leadView = (l: FakeLead) => ({
    id: l.id,
    title: l.title,
    owner_id: 1,
    creator_id: 1,
    label_ids: [],
    person_id: l.person_id,
    organization_id: null,
    source_name: "API",
    origin: "API",
    origin_id: l.origin_id,
    channel: null,
    channel_id: null,
    is_archived: false,
    was_seen: false,
    value: null,
    expected_close_date: null,
    next_activity_id: null,
    add_time: l.add_time,
    update_time: l.add_time,
    visible_to: "3",
    cc_email: `${fake.companyDomain}+lead@pipedrivemail.com`,
  });

  /** Writes a person's body (add or update); false when Pipedrive would refuse it (answered here). */
  function writePerson(res: ServerResponse, person: FakePerson, body: Record<string, unknown>): boolean {
    for (const key of Object.keys((body.custom_fields as object | undefined) ?? {})) {
      const field = fields.get(key);
      if (!field?.[3]) {
        fail(res, 400, `Custom field '${key}' does not exist`, INFO);
        return false;
      }
    }
    if (typeof body.name === "string") person.name = body.name;
    if (Array.isArray(body.emails)) person.emails = body.emails as FakePerson["emails"];
    if (Array.isArray(body.phones)) person.phones = body.phones as FakePerson["phones"];
    if (typeof body.job_title === "string") person.job_title = body.job_title;
    Object.assign(person.custom_fields, body.custom_fields ?? {});
    person.update_time = new Date().toISOString().replace("T", " ").slice(0, 19);
    return true;
  }

  const handle = async (req: IncomingMessage, res: ServerResponse, body: unknown, url: URL): Promise<void> => {
    const now = new Date().toISOString().replace("T", " ").slice(0, 19);
    const path = url.pathname;
    const q = url.searchParams;
    const method = req.method ?? "GET";
    if (method === "GET" && path === "/api/v2/persons/search") {
      const term = (q.get("term") ?? "").toLowerCase();
      if (term.length < 2) return fail(res, 400, "Search term must be at least 2 characters long", INFO);
      const items = [...fake.persons.values()]
        .filter((p) => (indexedAt.get(p.id) ?? 0) <= Date.now())
        .filter((p) =>
          p.emails.some((e) =>
            q.get("exact_match") === "true" ? e.value.toLowerCase() === term : e.value.toLowerCase().includes(term),
          ),
        )
        .map((p) => ({
          result_score: 1,
          item: {
            id: p.id,
            type: "person",
            name: p.name,
            phones: p.phones.map((x) => x.value),
            emails: p.emails.map((x) => x.value),
            visible_to: 3,
            owner: { id: 1 },
            organization: null,
            custom_fields: [],
            notes: [],
            update_time: p.update_time,
          },
        }));
      return ok(res, { items }, { next_cursor: null });
    }
    if (method === "POST" && path === "/api/v2/persons") {
      const input = (body ?? {}) as Record<string, unknown>;
      if (!input.name) return fail(res, 400, "Name must be given", INFO);
      const person: FakePerson = {
        id: nextId++,
        name: "",
        emails: [],
        phones: [],
        custom_fields: {},
        job_title: null,
        add_time: now,
        update_time: now,
      };
      if (!writePerson(res, person, input)) return;
      fake.persons.set(person.id, person);
      indexedAt.set(person.id, Date.now() + fake.searchLagMs);
      return ok(res, personView(person));
    }
    const personPath = /^\/api\/v2\/persons\/(\d+)$/.exec(path);
    if (personPath) {
      const person = fake.persons.get(Number(personPath[1]));
      if (!person) return fail(res, 404, "Person not found", INFO);
      if (method === "PATCH") {
        if (!writePerson(res, person, (body ?? {}) as Record<string, unknown>)) return;
        return ok(res, personView(person));
      }
      if (method === "DELETE") {
        fake.persons.delete(person.id);
        fake.deletedPersons.push(person.id);
        return ok(res, { id: person.id });
      }
    }
    if (method === "GET" && path === "/api/v2/personFields") {
      return ok(
        res,
        [...fields.values()].map(([code, name, type, custom]) => ({
          field_name: name,
          field_code: code,
          field_type: type,
          is_custom_field: custom,
          is_optional_response_field: false,
          options: null,
          subfields: null,
        })),
        { next_cursor: null },
      );
    }
    if (method === "GET" && path === "/api/v1/leads") {
      const person = q.get("person_id");
      const start = Number(q.get("start") ?? 0);
      const limit = Math.min(Number(q.get("limit") ?? 100), 500);
      const all = [...fake.leads.values()].filter((l) => !person || String(l.person_id) === person);
      const page = all.slice(start, start + limit);
      return ok(res, page.map(leadView), {
        start,
        limit,
        more_items_in_collection: start + limit < all.length,
      });
    }
    if (method === "POST" && path === "/api/v1/leads") {
      const input = (body ?? {}) as { title?: string; person_id?: number; origin_id?: string };
      if (!input.title) return fail(res, 400, "Validation failed: title: Required", INFO);
      if (!input.person_id || !fake.persons.has(input.person_id)) {
        return fail(res, 400, "Validation failed: A lead must be linked to a person or an organization", INFO);
      }
      const lead: FakeLead = {
        id: randomUUID(),
        title: input.title,
        person_id: input.person_id,
        origin_id: input.origin_id ?? null,
        add_time: now,
      };
      fake.leads.set(lead.id, lead);
      return ok(res, leadView(lead), null, 201);
    }
    const leadPath = /^\/api\/v1\/leads\/([\w-]+)$/.exec(path);
    if (method === "DELETE" && leadPath) {
      const lead = fake.leads.get(leadPath[1] ?? "");
      if (!lead) return fail(res, 404, "Lead not found", INFO);
      fake.leads.delete(lead.id);
      for (const n of fake.notesOf(lead.id)) fake.notes.delete(n.id);
      return ok(res, { id: lead.id });
    }
    if (method === "GET" && path === "/api/v1/notes") {
      const lead = q.get("lead_id");
      const all = [...fake.notes.values()].filter((n) => !lead || n.lead_id === lead);
      const limit = Number(q.get("limit") ?? 100);
      return ok(res, all.length > 0 ? all.slice(0, limit).map((n) => ({ ...n, active_flag: true })) : null, {
        pagination: { start: 0, limit, more_items_in_collection: all.length > limit },
      });
    }
    if (method === "POST" && path === "/api/v1/notes") {
      const input = (body ?? {}) as { content?: string; lead_id?: string };
      if (!input.content) return fail(res, 400, "Note content is required", INFO);
      if (!input.lead_id || !fake.leads.has(input.lead_id)) {
        return fail(res, 400, "Lead, deal, person, organization or project must be given", INFO);
      }
      const note: FakeNote = { id: nextId++, content: input.content, lead_id: input.lead_id, add_time: now };
      fake.notes.set(note.id, note);
      return ok(res, { ...note, active_flag: true });
    }
    if (method === "GET" && path === "/api/v1/users/me") {
      return ok(res, {
        id: 1,
        name: "Test Owner",
        email: "owner@example.com",
        company_id: 77,
        company_name: "Leadwise test",
        company_domain: fake.companyDomain,
        locale: "en_AU",
        timezone_name: "Australia/Sydney",
      });
    }
    fail(res, 404, "Unknown method .", INFO);
  };

  const server: Server = createServer(async (req, res) => {
    const body = await readBody(req);
    const url = new URL(req.url ?? "/", "http://x");
    const header = req.headers["x-api-token"];
    const token = (Array.isArray(header) ? header[0] : header) ?? url.searchParams.get("api_token") ?? undefined;
    fake.requests.push({
      method: req.method ?? "",
      path: url.pathname,
      query: url.search,
      body,
      token,
      at: Date.now(),
    });
    if (token !== fake.token) {
      return send(res, 401, { success: false, error: "unauthorized access", errorCode: 401, error_info: INFO });
    }
    const fault = fake.faults.get(`${req.method} ${url.pathname}`)?.shift();
    if (fault?.kind === "status") {
      const headers: Record<string, string> = fault.retryAfter
        ? {
            "retry-after": fault.retryAfter,
            "x-ratelimit-limit": "80",
            "x-ratelimit-remaining": "0",
            "x-ratelimit-reset": fault.retryAfter,
          }
        : {};
      return send(
        res,
        fault.status,
        (fault.body as object | undefined) ?? {
          success: false,
          error: fault.status === 429 ? "Request over limit" : "Internal server error",
          errorCode: fault.status,
          error_info: INFO,
        },
        headers,
      );
    }
    if (fault?.kind === "lose-answer") {
      // The work is done, the answer lost (a timeout at our end).
      const sink = { writeHead: () => sink, end: () => sink } as unknown as ServerResponse;
      await handle(req, sink, body, url);
      return fail(res, fault.status, "Gateway timeout", INFO);
    }
    if (fault?.kind === "then") {
      // The work is done at the CRM, then `after` runs before the answer leaves (the caller's crash
      // between the CRM's answer and its record of it): the answer is never sent.
      const sink = { writeHead: () => sink, end: () => sink } as unknown as ServerResponse;
      await handle(req, sink, body, url);
      await fault.after();
      res.destroy();
      return;
    }
    await handle(req, res, body, url);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return fake;
}
