// A local Salesforce for the connector's tests (issue 44), following Salesforce's REST API reference
// for the calls the connector makes: the OAuth 2.0 token endpoint (client credentials and refresh
// token flows, form-encoded; errors as { error, error_description }), Bearer sessions that expire
// (401 INVALID_SESSION_ID), the Lead's describe, the upsert by external id (PATCH
// /services/data/vXX.X/sobjects/Lead/<field>/<value>: 201 created, 200 updated), the read by external
// id, the Lead's deletion (204), errors as Salesforce's JSON array of { message, errorCode, fields },
// and the daily allowance in every answer's Sforce-Limit-Info (403 REQUEST_LIMIT_EXCEEDED past it).
// Started in-process by the tests on loopback.
import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { Fault } from "./hubspot.ts";

export interface FakeLead {
  Id: string;
  fields: Record<string, string>;
}
export interface FakeSalesforceRequest {
  method: string;
  path: string;
  body: unknown;
  authorization: string | undefined;
  at: number;
}

export interface FakeSalesforce {
  url: string;
  clientId: string;
  clientSecret: string;
  refreshToken: string;
  externalIdField: string;
  leads: Map<string, FakeLead>;
  requests: FakeSalesforceRequest[];
  /** Token requests (grant types). */
  tokenGrants: string[];
  deleted: string[];
  /** The daily allowance as Sforce-Limit-Info reports it (each data API call adds one). */
  apiUsage: { used: number; limit: number };
  /** Faults for the next requests on a route without the version ("PATCH /sobjects/Lead/Leadwise_Enquiry_Id__c/*"). */
  faults: Map<string, Fault[]>;
  fault(route: string, ...faults: Fault[]): void;
  /** Every session issued so far answers 401 INVALID_SESSION_ID from now on. */
  expireSessions(): void;
  /** Revokes the refresh token (the token endpoint answers invalid_grant for it) and issues a new one. */
  revokeRefreshToken(): string;
  /** Makes a Lead field unknown from now on (INVALID_FIELD). */
  refuse(field: string): void;
  /** Removes the external id field (an org where it was never made). */
  dropExternalIdField(): void;
  leadsByEmail(email: string): FakeLead[];
  close(): Promise<void>;
}

const VERSION_PATH = /^\/services\/data\/v(\d+\.\d)/;

/** Lead fields of a new org's describe, with the connector's External ID field. */
const leadFields: [string, string, string][] = [
  ["Id", "Lead ID", "id"],
  ["FirstName", "First Name", "string"],
  ["LastName", "Last Name", "string"],
  ["Email", "Email", "email"],
  ["Phone", "Phone", "phone"],
  ["Company", "Company", "string"],
  ["Title", "Title", "string"],
  ["Description", "Description", "textarea"],
  ["LeadSource", "Lead Source", "picklist"],
  ["Website", "Website", "url"],
  ["CreatedDate", "Created Date", "datetime"],
];

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

export async function startFakeSalesforce(): Promise<FakeSalesforce> {
  const externalIdField = "Leadwise_Enquiry_Id__c";
  const fields = new Map<string, string[]>(leadFields.map((f) => [f[0], f]));
  fields.set(externalIdField, [externalIdField, "Leadwise enquiry id", "string"]);
  const sessions = new Map<string, boolean>();
  let next = 1;
  const fake: FakeSalesforce = {
    url: "",
    clientId: "3MVG9fakeConsumerKey.leadwise",
    clientSecret: "F4KE5ECRET0123456789",
    refreshToken: "5Aep861fakeRefreshToken",
    externalIdField,
    leads: new Map(),
    requests: [],
    tokenGrants: [],
    deleted: [],
    apiUsage: { used: 120, limit: 15_000 },
    faults: new Map(),
    fault(route, ...faults) {
      fake.faults.set(route, [...(fake.faults.get(route) ?? []), ...faults]);
    },
    expireSessions() {
      for (const token of sessions.keys()) sessions.set(token, false);
    },
    revokeRefreshToken() {
      fake.refreshToken = `5Aep861fakeRefreshToken${randomBytes(6).toString("hex")}`;
      return fake.refreshToken;
    },
    refuse(field) {
      fields.delete(field);
    },
    dropExternalIdField() {
      fields.delete(externalIdField);
    },
    leadsByEmail(email) {
      return [...fake.leads.values()].filter((l) => l.fields.Email?.toLowerCase() === email.toLowerCase());
    },
    close: async () => {},
  };

  const errors = (
    res: ServerResponse,
    status: number,
    list: { message: string; errorCode: string; fields?: string[] }[],
    headers: Record<string, string> = {},
  ) => {
    res.writeHead(status, { "content-type": "application/json;charset=UTF-8", ...headers });
    res.end(JSON.stringify(list));
  };
  const json = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
    res.writeHead(status, { "content-type": "application/json;charset=UTF-8", ...headers });
    res.end(JSON.stringify(body));
  };

  function token(res: ServerResponse, form: URLSearchParams) {
    const grant = form.get("grant_type") ?? "";
    fake.tokenGrants.push(grant);
    if (form.get("client_id") !== fake.clientId || form.get("client_secret") !== fake.clientSecret) {
      return json(res, 400, { error: "invalid_client", error_description: "invalid client credentials" });
    }
    if (grant === "refresh_token" && form.get("refresh_token") !== fake.refreshToken) {
      return json(res, 400, { error: "invalid_grant", error_description: "expired access/refresh token" });
    }
    if (grant !== "refresh_token" && grant !== "client_credentials") {
      return json(res, 400, { error: "unsupported_grant_type", error_description: "grant type not supported" });
    }
    const access = `00D5g000004FAKE!${randomBytes(24).toString("base64url")}`;
    sessions.set(access, true);
    return json(res, 200, {
      access_token: access,
      signature: randomBytes(16).toString("base64"),
      scope: "api",
      instance_url: fake.url,
      id: `${fake.url}/id/00D5g000004FAKEEAK/0055g00000FAKEAAA`,
      token_type: "Bearer",
      issued_at: String(Date.now()),
    });
  }

  const handle = (
    req: IncomingMessage,
    res: ServerResponse,
    text: string,
    path: string,
    limit: Record<string, string>,
  ) => {
    const method = req.method ?? "GET";
    const rest = path.replace(VERSION_PATH, "");
    if (method === "GET" && rest === "/sobjects/Lead/describe") {
      return json(
        res,
        200,
        {
          name: "Lead",
          label: "Lead",
          createable: true,
          updateable: true,
          fields: [...fields.values()].map(([name, label, type]) => ({
            name,
            label,
            type,
            createable: !["Id", "CreatedDate"].includes(name ?? ""),
            updateable: !["Id", "CreatedDate"].includes(name ?? ""),
            nillable: !["Id", "LastName", "Company"].includes(name ?? ""),
            externalId: name === externalIdField,
            unique: name === externalIdField,
            length: type === "textarea" ? 32_000 : 255,
            custom: (name ?? "").endsWith("__c"),
          })),
        },
        limit,
      );
    }
    const byExternal = /^\/sobjects\/Lead\/(\w+)\/([^/]+)$/.exec(rest);
    if (byExternal && (byExternal[1] !== externalIdField || !fields.has(externalIdField))) {
      return errors(
        res,
        404,
        [
          {
            errorCode: "NOT_FOUND",
            message: `Provided external ID field does not exist or is not accessible: ${byExternal[1]}`,
          },
        ],
        limit,
      );
    }
    if (byExternal && byExternal[1] === externalIdField) {
      const value = decodeURIComponent(byExternal[2] ?? "");
      const existing = [...fake.leads.values()].find((l) => l.fields[externalIdField] === value);
      if (method === "GET") {
        if (!existing)
          return errors(
            res,
            404,
            [{ errorCode: "NOT_FOUND", message: "The requested resource does not exist" }],
            limit,
          );
        return json(res, 200, { attributes: { type: "Lead" }, Id: existing.Id }, limit);
      }
      if (method === "PATCH") {
        let body: Record<string, unknown>;
        try {
          body = JSON.parse(text);
        } catch {
          return errors(res, 400, [{ errorCode: "JSON_PARSER_ERROR", message: "Unexpected character" }], limit);
        }
        const unknown = Object.keys(body).find((k) => !fields.has(k));
        if (unknown) {
          return errors(
            res,
            400,
            [{ errorCode: "INVALID_FIELD", message: `No such column '${unknown}' on sobject of type Lead` }],
            limit,
          );
        }
        if (externalIdField in body) {
          return errors(
            res,
            400,
            [
              {
                errorCode: "INVALID_FIELD",
                message: `${externalIdField}: the external id field cannot be in the body of an upsert by it`,
              },
            ],
            limit,
          );
        }
        const values = Object.fromEntries(Object.entries(body).map(([k, v]) => [k, String(v)]));
        if (!existing) {
          const missing = ["LastName", "Company"].filter((f) => !values[f]);
          if (missing.length > 0) {
            return errors(
              res,
              400,
              [
                {
                  errorCode: "REQUIRED_FIELD_MISSING",
                  message: `Required fields are missing: [${missing.join(", ")}]`,
                  fields: missing,
                },
              ],
              limit,
            );
          }
          const lead: FakeLead = {
            Id: `00Q5g00000${String(next++).padStart(5, "0")}AAA`,
            fields: { ...values, [externalIdField]: value },
          };
          fake.leads.set(lead.Id, lead);
          return json(res, 201, { id: lead.Id, success: true, errors: [], created: true }, limit);
        }
        Object.assign(existing.fields, values);
        return json(res, 200, { id: existing.Id, success: true, errors: [], created: false }, limit);
      }
    }
    const byId = /^\/sobjects\/Lead\/(00Q\w+)$/.exec(rest);
    if (byId && method === "DELETE") {
      if (!fake.leads.delete(byId[1] ?? "")) {
        return errors(res, 404, [{ errorCode: "ENTITY_IS_DELETED", message: "entity is deleted" }], limit);
      }
      fake.deleted.push(byId[1] ?? "");
      res.writeHead(204, limit);
      res.end();
      return;
    }
    errors(res, 404, [{ errorCode: "NOT_FOUND", message: "The requested resource does not exist" }], limit);
  };

  const server: Server = createServer(async (req, res) => {
    const text = await readBody(req);
    const url = new URL(req.url ?? "/", "http://x");
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      body = text;
    }
    fake.requests.push({
      method: req.method ?? "",
      path: url.pathname,
      body,
      authorization: req.headers.authorization,
      at: Date.now(),
    });
    if (req.method === "POST" && url.pathname === "/services/oauth2/token")
      return token(res, new URLSearchParams(text));
    if (!VERSION_PATH.test(url.pathname))
      return errors(res, 404, [{ errorCode: "NOT_FOUND", message: "The requested resource does not exist" }]);
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? "")?.[1] ?? "";
    if (sessions.get(bearer) !== true) {
      return errors(res, 401, [{ message: "Session expired or invalid", errorCode: "INVALID_SESSION_ID" }]);
    }
    if (fake.apiUsage.used >= fake.apiUsage.limit) {
      return errors(res, 403, [{ message: "TotalRequests Limit exceeded.", errorCode: "REQUEST_LIMIT_EXCEEDED" }], {
        "sforce-limit-info": `api-usage=${fake.apiUsage.used}/${fake.apiUsage.limit}`,
      });
    }
    fake.apiUsage.used += 1;
    const limit = { "sforce-limit-info": `api-usage=${fake.apiUsage.used}/${fake.apiUsage.limit}` };
    // By exact path, or with its last segment as "*" (an upsert whose entry id the test cannot know).
    const route = `${req.method} ${url.pathname.replace(VERSION_PATH, "")}`;
    const fault = (
      fake.faults.get(route)?.length ? fake.faults.get(route) : fake.faults.get(route.replace(/[^/]+$/, "*"))
    )?.shift();
    if (fault?.kind === "status") {
      return errors(
        res,
        fault.status,
        (fault.body as { message: string; errorCode: string }[] | undefined) ?? [
          { message: "Server is unavailable", errorCode: "SERVER_UNAVAILABLE" },
        ],
        { ...limit, ...(fault.retryAfter ? { "retry-after": fault.retryAfter } : {}) },
      );
    }
    if (fault?.kind === "lose-answer") {
      const sink = { writeHead: () => sink, end: () => sink } as unknown as ServerResponse;
      handle(req, sink, text, url.pathname, limit);
      return errors(res, fault.status, [{ message: "Gateway timeout", errorCode: "SERVER_UNAVAILABLE" }], limit);
    }
    if (fault?.kind === "then") {
      // The work is done at the CRM, then `after` runs before the answer leaves (the caller's crash
      // between the CRM's answer and its record of it): the answer is never sent.
      const sink = { writeHead: () => sink, end: () => sink } as unknown as ServerResponse;
      handle(req, sink, text, url.pathname, limit);
      await fault.after();
      res.destroy();
      return;
    }
    handle(req, res, text, url.pathname, limit);
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
