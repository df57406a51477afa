// What every desk request can use. The Node server builds DeskServices once at start and a
// DeskRequest per request; desk loaders and actions read them from the router context
// (desk/app/context.ts). Plain objects, no module state: desk route modules are bundled
// separately from the server and only share what is passed here.
import type { Logger } from "pino";
import type { AuditLog } from "#server/audit/audit.server.ts";
import type { Config } from "#server/config/config.server.ts";
import type { ContentPublishing } from "#server/content/publish.server.ts";
import type { CrmRouting } from "#server/crm/routing.server.ts";
import type { Storage } from "#server/db/database.server.ts";

export interface DeskServices {
  storage: Storage;
  config: Config;
  logger: Logger;
  now: () => number;
  audit: AuditLog;
  /** Publishing content: renders the pages with the draft, then publishes (server/content/publish.server.ts). */
  content: ContentPublishing;
  /** Intake's CRM routing, told when a connection changes (server/crm/routing.server.ts says why it is passed). */
  crmRouting: Pick<CrmRouting, "invalidate">;
  /**
   * Runs `task` after the answer has gone, so that the answer's timing says nothing about what the
   * task found (password recovery: whether the address has an account). A failure is logged under
   * `what` only. Shutdown waits for the tasks still running.
   */
  afterAnswer(what: string, task: () => Promise<unknown>): void;
}

export interface DeskRequest {
  /** CSP nonce of this response: every inline script carries it. */
  nonce: string;
  /** The client's address (for hashing into audit rows and throttling keys; never logged). */
  clientAddress: string;
  /** Served over HTTPS (directly, behind a trusted proxy, or PUBLIC_URL is https): cookies get Secure and __Host-. */
  secure: boolean;
  /** The desk's origin as the browser sees it (passkeys are bound to it; server/desk/address.server.ts). */
  origin: string;
}
