// Placeholder until the forms issue lands; the signature is the final interface.
import type { Hono } from "hono";
import type { Logger } from "pino";
import type { Config } from "../config.server.ts";

export interface FormsService {
  /** True when storage answers (used by /healthz). */
  health(): Promise<boolean>;
  /** Stop the outbox worker and close the database. */
  close(): Promise<void>;
}

/** Adds the form routes (/api/...) to the app and starts what they need. */
export async function mountForms(app: Hono, _ctx: { config: Config; logger: Logger }): Promise<FormsService> {
  app.all("/api/*", (c) => c.json({ error: "Form submissions are not available yet." }, 503));
  return { health: async () => true, close: async () => {} };
}
