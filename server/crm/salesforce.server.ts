// Salesforce (issue 44, decision 063) through jsforce on the REST API, never Web-to-Lead:
// - OAuth against the connection's login URL (its API address): the refresh-token flow when a
//   refresh token is given, else the client credentials flow; the access token and instance URL
//   are kept in memory, and a 401 INVALID_SESSION_ID gets a new token and the call repeated once,
//   inside the same attempt (jsforce's session refresh), so the delivery is not lost;
// - the enquiry is a Lead upserted on the External ID field Leadwise_Enquiry_Id__c holding the
//   outbox entry's id (PATCH /services/data/vXX.X/sobjects/Lead/Leadwise_Enquiry_Id__c/<entry id>):
//   a retry after a timeout or a crash updates the same Lead, idempotent by construction;
// - erasure deletes the Lead (DELETE /sobjects/Lead/<id>); the field list: the Lead's describe;
// - the daily API allowance: every answer's Sforce-Limit-Info (api-usage=used/limit) is kept, and
//   no call is made while nine tenths of it are used (the rest is left to the business's own
//   integrations): the delivery is retried an hour later.
import { OAuth2, Connection as SfConnection } from "jsforce";
import type { Connection } from "./connections.server.ts";
import { type CrmConnector, CrmError, type Exchange, fromHttp, retryAfterMs } from "./connector.server.ts";
import { type EventData, mapProperties } from "./mapping.ts";

export const SALESFORCE_LOGIN = "https://login.salesforce.com";
export const API_VERSION = "62.0";
/** The Lead's External ID field (Text, External ID, Unique) that holds the outbox entry's id. */
export const EXTERNAL_ID_FIELD = "Leadwise_Enquiry_Id__c";
/** The share of the daily API allowance the connector may use. */
const ALLOWANCE_SHARE = 0.9;
const ALLOWANCE_WAIT_MS = 60 * 60 * 1000;

interface SalesforceCredentials {
  clientId: string;
  clientSecret: string;
  refreshToken?: string;
}

interface Session {
  key: string;
  accessToken: string;
  instanceUrl: string;
}
const sessions = new Map<string, Session>();
const allowance = new Map<string, { used: number; limit: number; at: number }>();

/** The org a connection reaches (its allowance is the org's): the login URL and the connected app. */
const orgOf = (connection: Connection<SalesforceCredentials>) =>
  `${connection.settings.baseUrl}|${connection.credentials.clientId}`;
const keyOf = (connection: Connection<SalesforceCredentials>) => `${connection.updatedAt}|${orgOf(connection)}`;

/** A new access token from the login URL's token endpoint. */
async function authorise(connection: Connection<SalesforceCredentials>): Promise<Session> {
  const { clientId, clientSecret, refreshToken } = connection.credentials;
  const oauth2 = new OAuth2({ loginUrl: connection.settings.baseUrl || SALESFORCE_LOGIN, clientId, clientSecret });
  let answer: { access_token: string; instance_url: string };
  try {
    answer = (
      refreshToken
        ? await oauth2.refreshToken(refreshToken)
        : await oauth2.requestToken({ grant_type: "client_credentials" })
    ) as typeof answer;
  } catch (error) {
    // invalid_client, invalid_grant: the connection's credentials, retried until reconnected.
    const e = error as Error;
    const network = !e.name || e.name === "Error" || e.name === "FetchError" || e.name === "TypeError";
    if (network) throw new CrmError(null, `network error ${e.message}`.slice(0, 200), { retry: true });
    throw fromHttp(e.name.startsWith("ERROR_HTTP_5") ? 503 : 401, `${e.name}: ${e.message}`);
  }
  const session = { key: keyOf(connection), accessToken: answer.access_token, instanceUrl: answer.instance_url };
  sessions.set(orgOf(connection), session);
  return session;
}

async function sessionOf(connection: Connection<SalesforceCredentials>): Promise<Session> {
  const known = sessions.get(orgOf(connection));
  return known?.key === keyOf(connection) ? known : authorise(connection);
}

interface RawResponse {
  statusCode: number;
  headers: Record<string, string | undefined>;
  body: string;
}
interface RawRequest {
  method: string;
  url: string;
  body?: unknown;
}

/** A jsforce connection for one delivery, with the last answer it had at hand. */
async function open(connection: Connection<SalesforceCredentials>, exchanges?: Exchange[]) {
  const session = await sessionOf(connection);
  const conn = new SfConnection({
    instanceUrl: session.instanceUrl,
    accessToken: session.accessToken,
    version: API_VERSION,
    refreshFn: (_conn, callback) => {
      authorise(connection).then(
        (fresh) => callback(undefined, fresh.accessToken),
        (error: Error) => callback(error),
      );
    },
  });
  const last: { response?: RawResponse } = {};
  // jsforce's errors carry Salesforce's errorCode but not the HTTP status or Retry-After; its
  // transport is watched to keep them (and a test send's transcript).
  const transport = (
    conn as unknown as { _transport: { httpRequest: (r: RawRequest, o?: unknown) => Promise<RawResponse> } }
  )._transport;
  const send = transport.httpRequest.bind(transport);
  transport.httpRequest = (request, options) => {
    const answer = send(request, options);
    answer.then(
      (response) => {
        last.response = response;
        const usage = /api-usage=(\d+)\/(\d+)/.exec(response.headers["sforce-limit-info"] ?? "");
        if (usage) {
          allowance.set(orgOf(connection), { used: Number(usage[1]), limit: Number(usage[2]), at: Date.now() });
        }
        exchanges?.push({
          method: request.method,
          url: request.url,
          requestBody: typeof request.body === "string" ? request.body : "",
          status: response.statusCode,
          responseBody: String(response.body ?? "").slice(0, 4000),
        });
      },
      () => undefined,
    );
    return answer;
  };
  return { conn, last };
}

/** Stops before a call while the daily allowance is nearly used (read from the last answers). */
function checkAllowance(org: string) {
  const known = allowance.get(org);
  if (!known || Date.now() - known.at > ALLOWANCE_WAIT_MS) return;
  if (known.used >= known.limit * ALLOWANCE_SHARE) {
    throw new CrmError(
      null,
      `Salesforce's daily API allowance is nearly used (${known.used} of ${known.limit}); retried later`,
      { retry: true, retryAfterMs: ALLOWANCE_WAIT_MS },
    );
  }
}

async function guarded<T>(org: string, last: { response?: RawResponse }, work: () => Promise<T>): Promise<T> {
  checkAllowance(org);
  try {
    return await work();
  } catch (error) {
    if (error instanceof CrmError) throw error;
    const e = error as Error & { errorCode?: string; data?: unknown };
    const response = last.response;
    if (response && response.statusCode >= 400) {
      const message = e.errorCode ? `${e.errorCode}: ${e.message}` : e.message;
      const failure = fromHttp(response.statusCode, message, response.headers["retry-after"]);
      // REQUEST_LIMIT_EXCEEDED (403): the allowance is used up; tried again in an hour.
      if (e.errorCode === "REQUEST_LIMIT_EXCEEDED" && failure.retryAfterMs === undefined) {
        throw new CrmError(failure.status, failure.message, {
          retry: true,
          retryAfterMs: retryAfterMs(response.headers["retry-after"]) ?? ALLOWANCE_WAIT_MS,
        });
      }
      throw failure;
    }
    throw new CrmError(null, `network error ${e.message}`.slice(0, 200), { retry: true });
  }
}

/** The Lead's fields: the mapping's, the required ones filled when the enquiry has none. */
export function leadFields(mapping: Record<string, string>, data: EventData): Record<string, string> {
  const fields = mapProperties(mapping, data);
  // LastName and Company are required on a Lead; an enquiry without them still arrives.
  fields.LastName ??= String(data.fields.email ?? "") || "Not given";
  fields.Company ??= "Not given";
  fields.LeadSource ??= "Web";
  return fields;
}

function describeLink(instanceUrl: string, id: string) {
  return `${instanceUrl.replace(/\/+$/, "")}/lightning/r/Lead/${id}/view`;
}

export const salesforce: CrmConnector<SalesforceCredentials> = {
  destination: "salesforce",
  label: "Salesforce",
  defaultBaseUrl: SALESFORCE_LOGIN,

  async deliver(connection, entryId, data, exchanges) {
    checkAllowance(orgOf(connection));
    const { conn, last } = await open(connection, exchanges);
    const record = { ...leadFields(connection.settings.mapping, data), [EXTERNAL_ID_FIELD]: entryId };
    return guarded(orgOf(connection), last, async () => {
      const result = (await conn.sobject("Lead").upsert(record, EXTERNAL_ID_FIELD)) as {
        id?: string;
        success: boolean;
        errors?: { message?: string }[];
      };
      let id = result.id;
      if (!id) {
        // An update answered 204 (older API versions): the Lead is read by its external id.
        const found = (await conn.request(
          `/services/data/v${API_VERSION}/sobjects/Lead/${EXTERNAL_ID_FIELD}/${encodeURIComponent(entryId)}?fields=Id`,
        )) as { Id?: string };
        id = found.Id;
      }
      if (!id) throw new CrmError(null, "Salesforce answered without the Lead's id", { retry: true });
      return { contactId: id, recordId: id, url: describeLink(conn.instanceUrl, id) };
    });
  },

  async erase(connection, contactId) {
    const { conn, last } = await open(connection);
    await guarded(orgOf(connection), last, () => conn.sobject("Lead").destroy(contactId));
  },

  async properties(connection) {
    const { conn, last } = await open(connection);
    const described = await guarded(orgOf(connection), last, () => conn.sobject("Lead").describe());
    return described.fields
      .filter((f) => f.createable && f.updateable && f.name !== EXTERNAL_ID_FIELD)
      .map((f) => ({ name: f.name, label: f.label }))
      .sort((a, b) => a.label.localeCompare(b.label));
  },

  async account(connection) {
    const { conn, last } = await open(connection);
    const described = await guarded(orgOf(connection), last, () => conn.sobject("Lead").describe());
    const field = described.fields.find((f) => f.name === EXTERNAL_ID_FIELD);
    if (!field?.externalId) {
      throw new CrmError(
        400,
        `the Lead has no External ID field ${EXTERNAL_ID_FIELD}: create it (Text, External ID, Unique) and connect again`,
        {},
      );
    }
    return conn.instanceUrl;
  },
};
