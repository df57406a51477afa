// What every CRM connector is (issue 44, decision 059), and how a CRM's answer becomes an outbox
// result: 429 and 5xx (and network errors) are retried with the outbox's backoff, not before the
// CRM's Retry-After; any other 4xx is the CRM refusing the content (a field it does not know, a
// value it does not take): the delivery is dead at once with the CRM's message, and re-sent by
// staff once the mapping is fixed.
import type { CrmDestination } from "#server/db/schema.server.ts";
import type { Connection } from "./connections.server.ts";
import type { EventData } from "./mapping.ts";

/** One request a connector made and the CRM's answer (a test send shows them). */
export interface Exchange {
  method: string;
  url: string;
  requestBody: string;
  status: number;
  responseBody: string;
}

/** Where a delivered enquiry is at the CRM. */
export interface CrmRecord {
  contactId: string | null;
  recordId: string | null;
  url: string | null;
}

export interface CrmConnector<C = Record<string, string>> {
  destination: CrmDestination;
  label: string;
  defaultBaseUrl: string;
  /**
   * Delivers one `submission.created` event, idempotently: the entry's id is written to the CRM's
   * record and looked for first. `exchanges`, when given, collects every request and answer.
   */
  deliver(connection: Connection<C>, entryId: string, data: EventData, exchanges?: Exchange[]): Promise<CrmRecord>;
  /** Asks the CRM to delete the person (its record id). */
  erase(connection: Connection<C>, contactId: string): Promise<void>;
  /** The CRM's own property list for the person's record, where its API gives one. */
  properties(connection: Connection<C>): Promise<{ name: string; label: string }[]>;
  /** The account's id where record links need it. */
  account(connection: Connection<C>): Promise<string | undefined>;
}

/** A CRM's refusal or failure: `retry` false means the CRM refused the content (dead at once). */
export class CrmError extends Error {
  readonly status: number | null;
  readonly retry: boolean;
  readonly retryAfterMs: number | undefined;
  constructor(status: number | null, message: string, options: { retry?: boolean; retryAfterMs?: number }) {
    super(message);
    this.status = status;
    this.retry = options.retry ?? false;
    this.retryAfterMs = options.retryAfterMs;
  }
}

/** What a CRM's message may hold of the person (it may quote a value back): left out of what we keep. */
export function withoutPersonalData(message: string): string {
  return message
    .replace(/[^\s"'<>:,;=()[\]{}]+@[^\s"'<>:,;=()[\]{}]+/g, "[email]")
    .replace(/\+?\d[\d\s-]{6,}\d/g, "[number]")
    .slice(0, 500);
}

/** Seconds or an HTTP date, as Retry-After gives it. */
export function retryAfterMs(value: string | null | undefined, now = Date.now()): number | undefined {
  if (!value) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

/** An HTTP answer that is not a success, as a CrmError. */
export function fromHttp(status: number, message: string, retryAfter?: string | null): CrmError {
  const text = withoutPersonalData(message || `HTTP ${status}`);
  // 401/403: the connection's credentials (revoked, expired past refreshing, missing a scope), not
  // the enquiry: retried, so the deliveries wait for an administrator to reconnect instead of dying.
  if (status === 429 || status >= 500 || status === 408 || status === 401 || status === 403) {
    return new CrmError(status, text, { retry: true, retryAfterMs: retryAfterMs(retryAfter) });
  }
  return new CrmError(status, text, {});
}
