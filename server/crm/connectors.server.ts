// The CRM connectors, by destination (issue 44; decisions 059, 062, 063).
import type { CrmDestination } from "#server/db/schema.server.ts";
import type { CrmConnector } from "./connector.server.ts";
import { hubspot } from "./hubspot.server.ts";
import { pipedrive } from "./pipedrive.server.ts";
import { salesforce } from "./salesforce.server.ts";

// biome-ignore lint/suspicious/noExplicitAny: each connector has its own credentials' shape.
export const connectors: Partial<Record<CrmDestination, CrmConnector<any>>> = { hubspot, pipedrive, salesforce };

/** The connectors that can be set up, in the desk's order. */
export const availableConnectors = Object.values(connectors).filter((c): c is CrmConnector => c !== undefined);
