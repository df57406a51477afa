// Setting a CRM up (issue 44, item 2), for the desk's CRM screen: what each connector's connection
// is (never its credentials), the CRM's own property list where its API gives one, connecting
// (the credentials are tried against the CRM before they are kept), changing the forms and the
// mapping, a test send that shows each request and the CRM's answer, and disconnecting. Every
// change is audited (without the credentials).
import type { AuditLog } from "#server/audit/audit.server.ts";
import type { Storage } from "#server/db/database.server.ts";
import {
  type CredentialField,
  type CrmDestination,
  credentialField,
  credentialFields,
  defaultMappings,
  enquiryForms,
  type FieldMapping,
} from "#shared/crm/mapping.ts";
import {
  type Connection,
  type ConnectionView,
  listConnections,
  loadConnection,
  removeConnection,
  saveConnection,
} from "./connections.server.ts";
import { CrmError, type CrmRecord, type Exchange } from "./connector.server.ts";
import { availableConnectors, connectors } from "./connectors.server.ts";
import { testSend } from "./deliverers.server.ts";
import type { CrmRouting } from "./routing.server.ts";

interface Ctx {
  storage: Storage;
  audit: AuditLog;
  now: () => number;
  /** The server's routing, told of each change so the next enquiry goes where the desk now says. */
  crmRouting: Pick<CrmRouting, "invalidate">;
}
type Actor = { id: string; ip: string };
type Result = { ok: true } | { ok: false; status: 400 | 404; error: string; field?: string };

export interface CrmSetupView {
  destination: CrmDestination;
  label: string;
  defaultBaseUrl: string;
  /** What connecting asks for. */
  credentials: readonly CredentialField[];
  connection: ConnectionView | null;
  /** The CRM's properties for the person's record (null: not connected, or the CRM did not answer). */
  properties: { name: string; label: string }[] | null;
  propertiesError: string | null;
}

const message = (error: unknown) => (error instanceof CrmError ? error.message : (error as Error).message);

/** Gives up on a CRM that does not answer within `ms` (the screen still opens). */
function within<T>(work: Promise<T>, ms: number): Promise<T> {
  return Promise.race([
    work,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error("the CRM did not answer in time")), ms)),
  ]);
}

export async function crmSetup(storage: Storage): Promise<CrmSetupView[]> {
  const connections = new Map((await listConnections(storage)).map((c) => [c.destination, c]));
  return Promise.all(
    availableConnectors.map(async (connector): Promise<CrmSetupView> => {
      const view = connections.get(connector.destination) ?? null;
      let properties: CrmSetupView["properties"] = null;
      let propertiesError: string | null = null;
      if (view) {
        try {
          const connection = await loadConnection(storage, connector.destination);
          if (connection) properties = await within(connector.properties(connection), 5000);
        } catch (error) {
          propertiesError = message(error);
        }
      }
      return {
        destination: connector.destination,
        label: connector.label,
        defaultBaseUrl: connector.defaultBaseUrl,
        credentials: credentialFields[connector.destination],
        connection: view,
        properties,
        propertiesError,
      };
    }),
  );
}

export interface CrmSettingsInput {
  destination: CrmDestination;
  /** New credentials by name (empty ones left out); none: keep the stored ones. */
  credentials?: Record<string, string>;
  baseUrl: string;
  forms: string[];
  mapping?: FieldMapping;
}

/** Connects a CRM or changes its settings. New credentials are tried against the CRM first. */
export async function saveCrmSettings(ctx: Ctx, input: CrmSettingsInput, actor: Actor): Promise<Result> {
  const connector = connectors[input.destination];
  if (!connector) return { ok: false, status: 404, error: "There is no connector for this CRM." };
  const existing = await loadConnection(ctx.storage, input.destination);
  const entered = Object.fromEntries(Object.entries(input.credentials ?? {}).filter(([, v]) => v));
  // Credentials are entered whole: a change of any means every required one again.
  if (!existing || Object.keys(entered).length > 0) {
    const missing = credentialFields[input.destination].find((c) => !c.optional && !entered[c.name]);
    if (missing) {
      return {
        ok: false,
        status: 400,
        error: `Enter the ${missing.label.toLowerCase()}.`,
        field: credentialField(missing.name),
      };
    }
  }
  const firstField = credentialField(credentialFields[input.destination][0]?.name ?? "");
  const forms = input.forms.filter((f) => enquiryForms.includes(f));
  const mapping = input.mapping ?? existing?.settings.mapping ?? defaultMappings[input.destination];
  const credentials = Object.keys(entered).length > 0 ? entered : undefined;
  const at = new Date(ctx.now()).toISOString();
  const candidate: Connection = {
    destination: input.destination,
    forms,
    settings: {
      baseUrl: input.baseUrl,
      mapping,
      ...(existing?.settings.accountId ? { accountId: existing.settings.accountId } : {}),
    },
    credentials: credentials ?? existing?.credentials ?? {},
    updatedAt: at,
    storage: ctx.storage,
    problem: null,
  };
  let accountId = candidate.settings.accountId;
  if (credentials || input.baseUrl !== existing?.settings.baseUrl) {
    try {
      accountId = await within(connector.account(candidate), 10_000);
    } catch (error) {
      return {
        ok: false,
        status: 400,
        error: `${connector.label} refused the connection: ${message(error)}`,
        field: firstField,
      };
    }
  }
  await saveConnection(ctx.storage, {
    destination: input.destination,
    forms,
    settings: { ...candidate.settings, ...(accountId ? { accountId } : {}) },
    ...(credentials ? { credentials } : {}),
    by: actor.id,
    at,
  });
  ctx.crmRouting.invalidate();
  await ctx.audit.record({
    actor: actor.id,
    ip: actor.ip,
    action: existing && !credentials ? "crm.settings" : "crm.connect",
    target: { type: "crm", id: input.destination },
    details: { forms: forms.length, mapped: Object.values(mapping).filter(Boolean).length },
  });
  return { ok: true };
}

export async function disconnectCrm(ctx: Ctx, destination: CrmDestination, actor: Actor): Promise<Result> {
  if (!(await removeConnection(ctx.storage, destination))) {
    return { ok: false, status: 404, error: "This CRM is not connected." };
  }
  ctx.crmRouting.invalidate();
  await ctx.audit.record({
    actor: actor.id,
    ip: actor.ip,
    action: "crm.disconnect",
    target: { type: "crm", id: destination },
  });
  return { ok: true };
}

export type TestSendResult = { ok: boolean; message: string; exchanges: Exchange[]; record?: CrmRecord };

export async function testSendCrm(
  ctx: Ctx,
  destination: CrmDestination,
  id: string,
  actor: Actor,
): Promise<TestSendResult | { ok: false; status: 404; error: string }> {
  const connection = await loadConnection(ctx.storage, destination);
  if (!connection) return { ok: false, status: 404, error: "Connect this CRM first." };
  const result = await within(testSend(connection, id, new Date(ctx.now()).toISOString()), 20_000).catch(
    (error): TestSendResult => ({ ok: false, message: message(error), exchanges: [] }),
  );
  await ctx.audit.record({
    actor: actor.id,
    ip: actor.ip,
    action: "crm.test_send",
    target: { type: "crm", id: destination },
    details: { ok: result.ok, requests: result.exchanges.length },
  });
  return result;
}
