// The CRM connectors as outbox destinations (issue 44): each delivers its entries in the outbox
// worker, never in the request. A `submission.created` entry becomes the CRM's contact and note
// or lead; what the CRM answered (its record's ids and link) is kept for the enquiry's delivery
// log. A `crm.erase` entry asks the CRM to delete the person, and the privacy case records the
// answer. A CRM that is not connected (any more) keeps its entries pending.
import type { Logger } from "pino";
import type { AuditLog } from "#server/audit/audit.server.ts";
import type { Storage } from "#server/db/database.server.ts";
import type { CrmDestination } from "#server/db/schema.server.ts";
import type { Deliverer, Deliverers, Delivery, DeliveryResult } from "#server/outbox/worker.server.ts";
import { type Connection, loadConnection } from "./connections.server.ts";
import { CrmError, type CrmRecord, type Exchange } from "./connector.server.ts";
import { connectors } from "./connectors.server.ts";
import { CRM_ERASE, type CrmErasePayload } from "./erasure.server.ts";
import type { EventData } from "./mapping.ts";

/**
 * Settles when `signal` aborts (the delivery timeout, shutdown): the client cannot be cancelled.
 * `work` has started either way; its own end (a failure once storage has closed, say) is handled
 * here too, or it would be an unhandled rejection.
 */
export function untilAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) {
    work.catch(() => {});
    return Promise.reject(new CrmError(null, "timeout", { retry: true }));
  }
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(new CrmError(null, "timeout", { retry: true }));
    signal.addEventListener("abort", onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener("abort", onAbort));
  });
}

function asResult(error: unknown): DeliveryResult {
  if (error instanceof CrmError) {
    return {
      ok: false,
      status: error.status,
      error: error.message,
      ...(error.retry ? {} : { final: true }),
      ...(error.retryAfterMs === undefined ? {} : { retryAfterMs: error.retryAfterMs }),
    };
  }
  return { ok: false, status: null, error: `delivery failed: ${(error as Error).message}`.slice(0, 200) };
}

/** Keeps what the CRM answered for a delivered entry (the delivery log, erasure's lookup). */
async function keepRecord(
  storage: Storage,
  entry: { id: string; destination: CrmDestination; about: string },
  record: CrmRecord,
) {
  const values = {
    destination: entry.destination,
    about_id: entry.about,
    contact_id: record.contactId,
    record_id: record.recordId,
    record_url: record.url,
    created_at: new Date().toISOString(),
  };
  await storage.db
    .insertInto("crm_records")
    .values({ entry_id: entry.id, ...values })
    .onConflict((oc) => oc.column("entry_id").doUpdateSet(values))
    .execute();
}

function connectorDeliverer(destination: CrmDestination, ctx: { storage: Storage; audit: AuditLog }): Deliverer {
  const connector = connectors[destination];
  return async (entry, signal) => {
    if (!connector) return { ok: false, error: `no connector for ${destination}` };
    const connection = await loadConnection(ctx.storage, destination);
    if (!connection) return { ok: false, error: `${connector.label} is not connected` };
    try {
      if (entry.formType === CRM_ERASE) {
        const payload = JSON.parse(entry.payload) as CrmErasePayload;
        let answer = "deleted";
        let status: number | null = 200;
        try {
          await untilAborted(connector.erase(connection, payload.contactId), signal);
        } catch (error) {
          // Already gone at the CRM: what the person asked for is done.
          if (!(error instanceof CrmError) || error.status !== 404) throw error;
          answer = "not found (already deleted)";
          status = 404;
        }
        await recordOnCase(ctx, destination, payload, `${connector.label}: ${answer}`);
        return { ok: true, status };
      }
      const event = JSON.parse(entry.payload) as { data: EventData };
      const record = await untilAborted(connector.deliver(connection, entry.id, event.data), signal);
      await keepRecord(ctx.storage, { id: entry.id, destination, about: event.data.id }, record);
      return { ok: true, status: 200 };
    } catch (error) {
      const result = asResult(error);
      if (entry.formType === CRM_ERASE && !result.ok && result.final) {
        const payload = JSON.parse(entry.payload) as CrmErasePayload;
        await recordOnCase(ctx, destination, payload, `${connector.label} refused: ${result.error}`);
      }
      return result;
    }
  };
}

/** The CRM's answer to an erasure, in the privacy case's history (the audit log, target the case). */
async function recordOnCase(
  ctx: { storage: Storage; audit: AuditLog },
  destination: CrmDestination,
  payload: CrmErasePayload,
  answer: string,
) {
  if (!payload.privacyCase) return;
  const found = await ctx.storage.db
    .selectFrom("privacy_cases")
    .select("id")
    .where("reference", "=", payload.privacyCase)
    .executeTakeFirst();
  if (!found) return;
  await ctx.audit.record({
    actor: null,
    action: "privacy.crm_erasure",
    target: { type: "privacy_case", id: found.id },
    details: { destination, answer },
  });
}

/** Every connector as an outbox destination (each waits for its connection to be set up). */
export function crmDeliverers(ctx: { storage: Storage; audit: AuditLog; logger: Logger }): Deliverers {
  const deliverers: Deliverers = {};
  for (const destination of Object.keys(connectors) as CrmDestination[]) {
    deliverers[destination] = connectorDeliverer(destination, ctx);
  }
  return deliverers;
}

/**
 * The outbox's order key of a CRM entry (OutboxWorkerOptions.orderKey): an enquiry's by CRM and
 * email, so two enquiries from one person reach the CRM's contact in the order they came.
 */
export function crmOrderKey(entry: Delivery): string | undefined {
  if (!(entry.destination in connectors) || entry.formType === CRM_ERASE) return undefined;
  try {
    const email = (JSON.parse(entry.payload) as { data?: EventData }).data?.fields.email;
    return typeof email === "string" && email.trim() ? `${entry.destination} ${email.trim().toLowerCase()}` : undefined;
  } catch {
    return undefined;
  }
}

/** A sample enquiry for a test send: marked as a test in every field a person reads. */
export function sampleEvent(at: string, id: string): EventData {
  return {
    id,
    formType: "contact",
    form: "Test send",
    receivedAt: at,
    attribution: { first: {}, last: {} },
    consent: null,
    flags: { duplicate: false, suppressed: false },
    fields: {
      firstName: "Test",
      lastName: "Enquiry",
      email: "test-send@leadwise.invalid",
      phone: "",
      company: "Leadwise test send",
      message: "A test sent from the staff desk's CRM screen.",
    },
  };
}

/** A test send from the desk: every request the connector made and the CRM's answers. */
export async function testSend(
  connection: Connection,
  id: string,
  at: string,
): Promise<{ ok: boolean; message: string; exchanges: Exchange[]; record?: CrmRecord }> {
  const connector = connectors[connection.destination];
  if (!connector) return { ok: false, message: "No connector for this CRM.", exchanges: [] };
  const exchanges: Exchange[] = [];
  try {
    const record = await connector.deliver(connection, id, sampleEvent(at, id), exchanges);
    return { ok: true, message: `${connector.label} accepted the test enquiry.`, exchanges, record };
  } catch (error) {
    const message = error instanceof CrmError ? error.message : (error as Error).message;
    return { ok: false, message: `${connector.label} answered: ${message}`, exchanges };
  }
}
