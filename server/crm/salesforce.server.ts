// Salesforce (issue 44, decision 063) through jsforce on the REST API, never Web-to-Lead:
// - OAuth against the connection's login URL (its API address): the refresh-token flow when a
//   refresh token is given, else the client credentials flow; the access token and instance URL
//   are stored encrypted in the connection's row for every instance (decision 073), and a 401
//   INVALID_SESSION_ID gets a new token (stored too) and the call repeated once, inside the same
//   attempt (jsforce's session refresh), so the delivery is not lost. A refresh token Salesforce
//   refuses (invalid_grant: revoked, expired) makes the delivery dead and marks the connection as
//   needing reconnecting;
// - the enquiry is a Lead upserted on the External ID field Leadwise_Enquiry_Id__c holding the
//   outbox entry's id (PATCH /services/data/vXX.X/sobjects/Lead/Leadwise_Enquiry_Id__c/<entry id>):
//   a retry after a timeout or a crash updates the same Lead, idempotent by construction;
// - erasure deletes the Lead (DELETE /sobjects/Lead/<id>); the field list: the Lead's describe;
// - the daily API allowance: every answer's Sforce-Limit-Info (api-usage=used/limit) is kept in the
//   connection's row, read by every instance, and no call is made while nine tenths of it are used
//   (the rest is left to the business's own integrations): the delivery is retried an hour later.
import { OAuth2, Connection as SfConnection } from "jsforce";
import { type ApiUsage, type Connection, saveSession, saveUsage, setProblem } from "./connections.server.ts";
import {
  type CrmConnector,
  CrmError,
  type Exchange,
  fromHttp,
  retryAfterMs,
  withoutPersonalData,
} from "./connector.server.ts";
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
  /** Which connection (its version and org) made it: a change of settings or credentials makes a new one. */
  key: string;
  accessToken: string;
  instanceUrl: string;
}

/** The org a connection reaches: the login URL and the connected app. */
const orgOf = (connection: Connection<SalesforceCredentials>) =>
  `${connection.settings.baseUrl}|${connection.credentials.clientId}`;
const keyOf = (connection: Connection<SalesforceCredentials>) => `${connection.updatedAt}|${orgOf(connection)}`;

/** What only reconnecting fixes: the token endpoint refused the grant (a revoked or expired refresh token). */
function refusedGrant(connection: Connection<SalesforceCredentials>, detail: string): string {
  const what = connection.credentials.refreshToken ? "the refresh token" : "the connected app's grant";
  return `Salesforce refused ${what} (${detail})`;
}

/** A new access token from the login URL's token endpoint, stored for every instance. */
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
    if (e.name === "invalid_grant") {
      // Dead at once (not retried for a day): only an administrator reconnecting mends it.
      const refused = withoutPersonalData(refusedGrant(connection, `${e.name}: ${e.message}`));
      await setProblem(connection, refused);
      throw new CrmError(401, `${refused}: reconnect Salesforce on the CRM screen, then send this again`, {});
    }
    // invalid_client: the consumer key or secret, retried until reconnected.
    throw fromHttp(e.name.startsWith("ERROR_HTTP_5") ? 503 : 401, `${e.name}: ${e.message}`);
  }
  const session = { key: keyOf(connection), accessToken: answer.access_token, instanceUrl: answer.instance_url };
  await saveSession(connection.storage, connection.destination, { ...session });
  // The grant works again (restored at Salesforce): nothing left for an administrator to do.
  if (connection.problem) await setProblem(connection, null);
  return session;
}

async function sessionOf(connection: Connection<SalesforceCredentials>): Promise<Session> {
  const stored = connection.session as Session | undefined;
  return stored?.key === keyOf(connection) ? stored : authorise(connection);
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

/** What one delivery saw: the last answer, the last allowance reading, a refresh that failed. */
interface Seen {
  response?: RawResponse;
  usage?: ApiUsage;
  /** jsforce wraps a failed refresh in a plain Error; the reason is kept here. */
  refreshFailure?: CrmError;
}

/** A jsforce connection for one delivery, with what it saw. */
async function open(connection: Connection<SalesforceCredentials>, exchanges?: Exchange[]) {
  const session = await sessionOf(connection);
  const last: Seen = {};
  const conn = new SfConnection({
    instanceUrl: session.instanceUrl,
    accessToken: session.accessToken,
    version: API_VERSION,
    refreshFn: (_conn, callback) => {
      authorise(connection).then(
        (fresh) => callback(undefined, fresh.accessToken),
        (error: Error) => {
          if (error instanceof CrmError) last.refreshFailure = error;
          callback(error);
        },
      );
    },
  });
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
        if (usage) last.usage = { used: Number(usage[1]), limit: Number(usage[2]), at: Date.now() };
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

/** Stops before a call while the daily allowance is nearly used (the last reading of any instance). */
function checkAllowance(known: ApiUsage | undefined) {
  if (!known || Date.now() - known.at > ALLOWANCE_WAIT_MS) return;
  if (known.used >= known.limit * ALLOWANCE_SHARE) {
    throw new CrmError(
      null,
      `Salesforce's daily API allowance is nearly used (${known.used} of ${known.limit}); retried later`,
      { retry: true, retryAfterMs: ALLOWANCE_WAIT_MS },
    );
  }
}

async function guarded<T>(
  connection: Connection<SalesforceCredentials>,
  last: Seen,
  work: () => Promise<T>,
): Promise<T> {
  checkAllowance(last.usage ?? connection.usage);
  try {
    return await work();
  } catch (error) {
    if (error instanceof CrmError) throw error;
    if (last.refreshFailure) throw last.refreshFailure;
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
  } finally {
    // The reading is shared: another instance stops too when it is nearly used.
    if (last.usage) await saveUsage(connection.storage, connection.destination, last.usage);
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
    checkAllowance(connection.usage);
    const { conn, last } = await open(connection, exchanges);
    const record = { ...leadFields(connection.settings.mapping, data), [EXTERNAL_ID_FIELD]: entryId };
    return guarded(connection, last, async () => {
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
    await guarded(connection, last, () => conn.sobject("Lead").destroy(contactId));
  },

  async properties(connection) {
    const { conn, last } = await open(connection);
    const described = await guarded(connection, last, () => conn.sobject("Lead").describe());
    return described.fields
      .filter((f) => f.createable && f.updateable && f.name !== EXTERNAL_ID_FIELD)
      .map((f) => ({ name: f.name, label: f.label }))
      .sort((a, b) => a.label.localeCompare(b.label));
  },

  async account(connection) {
    const { conn, last } = await open(connection);
    const described = await guarded(connection, last, () => conn.sobject("Lead").describe());
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
