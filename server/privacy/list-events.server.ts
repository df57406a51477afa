// What the list systems receive (LIST_WEBHOOK_URL): `suppression.created` when a person is added
// to the suppression list, `suppression.deleted` when an entry is removed. A versioned contract,
// documented in docs/crm-webhook.md; its JSON Schema (docs/webhooks/) is generated from the zod
// schema below and a test fails when they differ without a new version.
import * as z from "zod";

/** Raise it whenever the events' shape changes; receivers read `version`. */
export const SUPPRESSION_EVENTS_VERSION = 1;

const entrySchema = z.strictObject({
  id: z.uuid().describe("The suppression entry's id"),
  email: z.string().nullable().describe("Normalised email (lower case); on suppression.created only, else null"),
  phone: z.string().nullable().describe("Phone in E.164; on suppression.created only, else null"),
  emailSha256: z.string().nullable().describe("SHA-256 (hex) of the normalised email"),
  phoneSha256: z.string().nullable().describe("SHA-256 (hex) of the E.164 phone"),
  sourceCase: z.string().nullable().describe("The privacy case that asked for it (its submission id), or null"),
});

function eventSchema<T extends string>(type: T) {
  return z.strictObject({
    type: z.literal(type),
    version: z.literal(SUPPRESSION_EVENTS_VERSION),
    timestamp: z.string().describe("When the change happened, ISO 8601 UTC"),
    data: entrySchema,
  });
}

export const suppressionCreatedSchema = eventSchema("suppression.created");
export const suppressionDeletedSchema = eventSchema("suppression.deleted");

export type SuppressionEvent = "suppression.created" | "suppression.deleted";

/** The parts of a suppression entry an event carries. */
interface AnnouncedEntry {
  id: string;
  email: string | null;
  phone: string | null;
  emailSha256: string | null;
  phoneSha256: string | null;
  sourceCaseId: string | null;
}

export function suppressionEvent(type: SuppressionEvent, entry: AnnouncedEntry, at: string) {
  const created = type === "suppression.created";
  return {
    type,
    version: SUPPRESSION_EVENTS_VERSION,
    timestamp: at,
    data: {
      id: entry.id,
      email: created ? entry.email : null,
      phone: created ? entry.phone : null,
      emailSha256: entry.emailSha256,
      phoneSha256: entry.phoneSha256,
      sourceCase: entry.sourceCaseId,
    },
  };
}
