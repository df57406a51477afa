// The CRM destination: POST the stored payload to FORM_WEBHOOK_URL, signed per Standard
// Webhooks (webhook-id = the entry id, so the receiver can de-duplicate retries).

import { webhookHeaders } from "./signature.server.ts";
import type { Deliverer } from "./worker.server.ts";

export function describeFailure(error: unknown): string {
  if (error instanceof Error) {
    if (error.name === "TimeoutError" || error.name === "AbortError") return "timeout";
    const cause = (error as Error & { cause?: { code?: string } }).cause;
    return cause?.code ? `network error ${cause.code}` : `network error ${error.message}`.slice(0, 200);
  }
  return "network error";
}

export function webhookDeliverer(options: {
  url: string;
  secret: string;
  fetch?: typeof fetch;
  now?: () => number;
}): Deliverer {
  const doFetch = options.fetch ?? fetch;
  const now = options.now ?? Date.now;
  return async (entry, signal) => {
    try {
      const response = await doFetch(options.url, {
        method: "POST",
        headers: webhookHeaders(options.secret, entry.id, entry.payload, now()),
        body: entry.payload,
        signal,
        redirect: "manual",
      });
      await response.body?.cancel().catch(() => {});
      const status = response.status;
      return status >= 200 && status < 300 ? { ok: true, status } : { ok: false, status, error: `HTTP ${status}` };
    } catch (error) {
      return { ok: false, status: null, error: describeFailure(error) };
    }
  };
}
