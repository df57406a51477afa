// A local HubSpot for the connector's tests (issue 44), following HubSpot's published API
// reference for the calls the connector makes: Bearer authentication (401 INVALID_AUTHENTICATION,
// or EXPIRED_AUTHENTICATION for an expired token), the CRM v3 contacts batch upsert by email,
// notes created with their association, v4 association reads, notes batch read, the contacts
// GDPR delete, the contact property list and the account details; unknown properties refused as
// VALIDATION_ERROR with HubSpot's message; the ten-second burst limit answered with 429
// (RATE_LIMIT, TEN_SECONDLY_ROLLING) and Retry-After. Started in-process by the tests on loopback.
import { randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export interface FakeContact {
  id: string;
  properties: Record<string, string>;
  createdAt: string;
  updatedAt: string;
}
export interface FakeNote {
  id: string;
  properties: Record<string, string>;
  contactIds: string[];
  createdAt: string;
}
export interface FakeRequest {
  method: string;
  path: string;
  body: unknown;
  authorization: string | undefined;
  at: number;
}

/** What a test can make the next matching request do. */
export type Fault =
  | { kind: "status"; status: number; retryAfter?: string; body?: unknown }
  /** Do the work (create the note), then answer `status` instead of the result (a lost answer). */
  | { kind: "lose-answer"; status: number }
  /** Do the work, answer, then call `after` (a test kills the server here). */
  | { kind: "then"; after: () => unknown };

export interface FakeHubSpot {
  url: string;
  token: string;
  portalId: number;
  contacts: Map<string, FakeContact>;
  notes: Map<string, FakeNote>;
  requests: FakeRequest[];
  /** Contacts deleted through the GDPR delete (their ids). */
  gdprDeleted: string[];
  /** Requests answered before the burst limit (per rolling 10 s); default 100 (a private app). */
  burstLimit: number;
  /** Requests refused with 429 by the burst limit (not by a test's fault). */
  limited: FakeRequest[];
  /** Faults for the next requests on a path (method and path without query, e.g. "POST /crm/v3/objects/notes"). */
  faults: Map<string, Fault[]>;
  /** Tokens that answer EXPIRED_AUTHENTICATION. */
  expiredTokens: Set<string>;
  fault(route: string, ...faults: Fault[]): void;
  /** Makes a property unknown from now on (HubSpot then refuses it: PROPERTY_DOESNT_EXIST). */
  refuse(property: string): void;
  contactByEmail(email: string): FakeContact | undefined;
  notesOf(contactId: string): FakeNote[];
  close(): Promise<void>;
}

/** HubSpot's standard contact properties that the connector's defaults use, plus a few more. */
const standardProperties = [
  ["email", "Email"],
  ["firstname", "First Name"],
  ["lastname", "Last Name"],
  ["phone", "Phone Number"],
  ["company", "Company Name"],
  ["website", "Website URL"],
  ["jobtitle", "Job Title"],
  ["message", "Message"],
  ["lifecyclestage", "Lifecycle Stage"],
] as const;

function error(
  res: ServerResponse,
  status: number,
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
) {
  res.writeHead(status, { "content-type": "application/json;charset=utf-8", ...headers });
  res.end(JSON.stringify({ status: "error", correlationId: randomUUID(), ...body }));
}

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { "content-type": "application/json;charset=utf-8" });
  res.end(JSON.stringify(body));
}

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

export async function startFakeHubSpot(
  options: { token?: string; extraProperties?: string[] } = {},
): Promise<FakeHubSpot> {
  const properties = new Map<string, string>(standardProperties.map(([n, l]) => [n, l]));
  for (const p of options.extraProperties ?? []) properties.set(p, p);
  let nextId = 1001;
  const window: number[] = [];
  const fake: FakeHubSpot = {
    url: "",
    token: options.token ?? "pat-na1-fake-token",
    portalId: 4455667,
    contacts: new Map(),
    notes: new Map(),
    requests: [],
    gdprDeleted: [],
    burstLimit: 100,
    limited: [],
    faults: new Map(),
    expiredTokens: new Set(),
    fault(route, ...faults) {
      fake.faults.set(route, [...(fake.faults.get(route) ?? []), ...faults]);
    },
    refuse(property) {
      properties.delete(property);
    },
    contactByEmail(email) {
      return [...fake.contacts.values()].find((c) => c.properties.email === email.toLowerCase());
    },
    notesOf(contactId) {
      return [...fake.notes.values()].filter((n) => n.contactIds.includes(contactId));
    },
    close: async () => {},
  };

  /** Property names HubSpot does not know, as its VALIDATION_ERROR says them. */
  function refuseUnknown(res: ServerResponse, props: Record<string, unknown>): boolean {
    const unknown = Object.keys(props).filter((p) => !properties.has(p));
    if (unknown.length === 0) return false;
    const errors = unknown.map((name) => ({
      isValid: false,
      message: `Property "${name}" does not exist`,
      error: "PROPERTY_DOESNT_EXIST",
      name,
      localizedErrorMessage: `Property "${name}" does not exist`,
    }));
    error(res, 400, {
      message: `Property values were not valid: ${JSON.stringify(errors)}`,
      category: "VALIDATION_ERROR",
    });
    return true;
  }

  const handle = async (req: IncomingMessage, res: ServerResponse, body: unknown, path: string): Promise<void> => {
    const now = new Date().toISOString();
    const route = `${req.method} ${path.replace(/\/\d+\//g, "/{id}/")}`;
    if (route === "POST /crm/v3/objects/contacts/batch/upsert") {
      const inputs = (body as { inputs: { idProperty?: string; id: string; properties: Record<string, string> }[] })
        .inputs;
      for (const input of inputs) if (refuseUnknown(res, input.properties)) return;
      const results = inputs.map((input) => {
        const email = (input.idProperty === "email" ? input.id : (input.properties.email ?? "")).toLowerCase();
        let contact = fake.contactByEmail(email);
        const created = !contact;
        if (!contact) {
          contact = { id: String(nextId++), properties: {}, createdAt: now, updatedAt: now };
          fake.contacts.set(contact.id, contact);
        }
        Object.assign(contact.properties, input.properties, { email });
        contact.updatedAt = now;
        return {
          id: contact.id,
          properties: contact.properties,
          createdAt: contact.createdAt,
          updatedAt: now,
          archived: false,
          new: created,
        };
      });
      return json(res, 200, { status: "COMPLETE", results, startedAt: now, completedAt: now });
    }
    if (route === "POST /crm/v3/objects/notes") {
      const input = body as {
        properties: Record<string, string>;
        associations?: { to: { id: string }; types: { associationCategory: string; associationTypeId: number }[] }[];
      };
      const unknown = Object.keys(input.properties).filter((p) => !["hs_note_body", "hs_timestamp"].includes(p));
      if (unknown.length > 0) return refuseUnknown(res, input.properties) as unknown as undefined;
      if (!input.properties.hs_timestamp) {
        return error(res, 400, {
          message: "Property values were not valid: hs_timestamp is required",
          category: "VALIDATION_ERROR",
        });
      }
      for (const a of input.associations ?? []) {
        if (!fake.contacts.has(a.to.id) || !a.types.some((t) => t.associationTypeId === 202)) {
          return error(res, 400, { message: `Invalid association ${a.to.id}`, category: "VALIDATION_ERROR" });
        }
      }
      const note: FakeNote = {
        id: String(nextId++),
        properties: { ...input.properties },
        contactIds: (input.associations ?? []).map((a) => a.to.id),
        createdAt: now,
      };
      fake.notes.set(note.id, note);
      return json(res, 201, {
        id: note.id,
        properties: note.properties,
        createdAt: now,
        updatedAt: now,
        archived: false,
      });
    }
    const associations = /^\/crm\/v4\/objects\/contacts\/(\d+)\/associations\/notes$/.exec(path);
    if (req.method === "GET" && associations) {
      const url = new URL(req.url ?? "/", "http://x");
      const all = fake.notesOf(associations[1] ?? "");
      const after = Number(url.searchParams.get("after") ?? 0);
      const limit = Math.min(Number(url.searchParams.get("limit") ?? 500), 500);
      const page = all.slice(after, after + limit);
      return json(res, 200, {
        results: page.map((n) => ({
          toObjectId: Number(n.id),
          associationTypes: [{ category: "HUBSPOT_DEFINED", typeId: 202, label: null }],
        })),
        ...(after + limit < all.length ? { paging: { next: { after: String(after + limit), link: "" } } } : {}),
      });
    }
    if (route === "POST /crm/v3/objects/notes/batch/read") {
      const input = body as { inputs: { id: string }[]; properties?: string[] };
      const results = input.inputs
        .map((i) => fake.notes.get(i.id))
        .filter((n): n is FakeNote => n !== undefined)
        .map((n) => ({
          id: n.id,
          properties: Object.fromEntries((input.properties ?? []).map((p) => [p, n.properties[p] ?? null])),
          createdAt: n.createdAt,
          updatedAt: n.createdAt,
          archived: false,
        }));
      return json(res, 200, { status: "COMPLETE", results, startedAt: now, completedAt: now });
    }
    if (route === "POST /crm/v3/objects/contacts/gdpr-delete") {
      const input = body as { objectId: string; idProperty?: string };
      const contact =
        input.idProperty === "email" ? fake.contactByEmail(input.objectId) : fake.contacts.get(input.objectId);
      if (!contact) return error(res, 404, { message: "resource not found", category: "OBJECT_NOT_FOUND" });
      fake.contacts.delete(contact.id);
      for (const n of fake.notesOf(contact.id)) fake.notes.delete(n.id);
      fake.gdprDeleted.push(contact.id);
      res.writeHead(204);
      res.end();
      return;
    }
    if (route === "GET /crm/v3/properties/contacts") {
      return json(res, 200, {
        results: [...properties].map(([name, label]) => ({
          name,
          label,
          type: "string",
          fieldType: "text",
          groupName: "contactinformation",
          calculated: false,
          externalOptions: false,
          hasUniqueValue: name === "email",
          hidden: false,
          formField: true,
          createdAt: now,
          updatedAt: now,
          modificationMetadata: { archivable: false, readOnlyDefinition: true, readOnlyValue: false },
          options: [],
          description: "",
          displayOrder: 1,
        })),
      });
    }
    if (route === "GET /account-info/v3/details") {
      return json(res, 200, {
        portalId: fake.portalId,
        accountType: "STANDARD",
        timeZone: "Australia/Sydney",
        companyCurrency: "AUD",
        additionalCurrencies: [],
        utcOffset: "+11:00",
        utcOffsetMilliseconds: 39_600_000,
        uiDomain: "app.hubspot.com",
        dataHostingLocation: "na1",
      });
    }
    error(res, 404, { message: `Unknown path ${req.method} ${path}`, category: "OBJECT_NOT_FOUND" });
  };

  const server: Server = createServer(async (req, res) => {
    const body = await readBody(req);
    const path = new URL(req.url ?? "/", "http://x").pathname;
    fake.requests.push({
      method: req.method ?? "",
      path,
      body,
      authorization: req.headers.authorization,
      at: Date.now(),
    });
    const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? "")?.[1];
    if (token && fake.expiredTokens.has(token)) {
      return error(res, 401, {
        message: "The OAuth token used to make this call expired 1 minute(s) ago.",
        category: "EXPIRED_AUTHENTICATION",
      });
    }
    if (token !== fake.token) {
      return error(res, 401, {
        message:
          "Authentication credentials not found. This API supports OAuth 2.0 authentication and you can find more details at https://developers.hubspot.com/docs/methods/auth/oauth-overview",
        category: "INVALID_AUTHENTICATION",
      });
    }
    const at = Date.now();
    while (window.length > 0 && (window[0] ?? 0) <= at - 10_000) window.shift();
    if (window.length >= fake.burstLimit) {
      const refused = fake.requests.at(-1);
      if (refused) fake.limited.push(refused);
      return error(
        res,
        429,
        {
          message: "You have reached your ten_secondly_rolling limit.",
          errorType: "RATE_LIMIT",
          policyName: "TEN_SECONDLY_ROLLING",
        },
        {
          "retry-after": "10",
          "x-hubspot-ratelimit-max": String(fake.burstLimit),
          "x-hubspot-ratelimit-remaining": "0",
        },
      );
    }
    window.push(at);
    const key = `${req.method} ${path}`;
    const fault = fake.faults.get(key)?.shift();
    if (fault?.kind === "status") {
      return error(
        res,
        fault.status,
        {
          message: fault.status === 429 ? "You have reached your ten_secondly_rolling limit." : "Internal error",
          category: fault.status === 429 ? "RATE_LIMITS" : "INTERNAL_ERROR",
          ...(fault.body as object),
        },
        fault.retryAfter ? { "retry-after": fault.retryAfter } : {},
      );
    }
    if (fault?.kind === "lose-answer") {
      // The work is done, the answer lost (a timeout at our end).
      const sink = { writeHead: () => sink, end: () => sink } as unknown as ServerResponse;
      await handle(req, sink, body, path);
      return error(res, fault.status, { message: "Gateway timeout", category: "INTERNAL_ERROR" });
    }
    if (fault?.kind === "then") {
      // The work is done at the CRM, then `after` runs before the answer leaves (the caller's crash
      // between the CRM's answer and its record of it): the answer is never sent.
      const sink = { writeHead: () => sink, end: () => sink } as unknown as ServerResponse;
      await handle(req, sink, body, path);
      await fault.after();
      res.destroy();
      return;
    }
    await handle(req, res, body, path);
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
