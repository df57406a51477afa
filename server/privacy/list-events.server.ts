// What the list systems receive (LIST_WEBHOOK_URL): `suppression.created` when a person is added
// to the suppression list, `suppression.deleted` when an entry is removed, `suppression.erased`
// when an entry is reduced to its keyed hashes (the person's data was erased). A versioned
// contract, documented in docs/crm-webhook.md; its JSON Schemas (docs/webhooks/) are generated from
// the zod schemas below and a test fails when they differ without a new version.
//
// Version 2 (issue 23): the unsalted SHA-256 hashes of version 1 are gone. They were reversible
// for a phone number (hash every possible number), and the website's own hashes are now keyed
// with a secret the list systems do not hold, so a hash would tell them nothing: list systems
// keep the identifiers `suppression.created` gives them (a suppression list may) and, on
// `suppression.erased`, reduce their copy to what they need to keep honouring it (decision 034).
import * as z from "zod";

/** Raise it whenever the events' shape changes; receivers read `version`. */
export const SUPPRESSION_EVENTS_VERSION = 2;

const id = z.uuid().describe("The suppression entry's id: the same in every event about the entry");
const sourceCase = z
  .string()
  .nullable()
  .describe("The privacy case that asked for it (its submission id), or null when staff added it");

const createdData = z.strictObject({
  id,
  email: z.string().nullable().describe("Normalised email (trimmed, lower case), or null when only a phone was given"),
  phone: z.string().nullable().describe("Phone in E.164, or null when only an email was given"),
  sourceCase,
});
const idData = z.strictObject({ id, sourceCase });

function eventSchema<T extends string, D extends z.ZodType>(type: T, data: D) {
  return z.strictObject({
    type: z.literal(type),
    version: z.literal(SUPPRESSION_EVENTS_VERSION),
    timestamp: z.string().describe("When the change happened, ISO 8601 UTC"),
    data,
  });
}

export const suppressionCreatedSchema = eventSchema("suppression.created", createdData);
export const suppressionDeletedSchema = eventSchema("suppression.deleted", idData);
export const suppressionErasedSchema = eventSchema("suppression.erased", idData);

export type SuppressionEvent = "suppression.created" | "suppression.deleted" | "suppression.erased";

/** The parts of a suppression entry an event carries. */
interface AnnouncedEntry {
  id: string;
  email: string | null;
  phone: string | null;
  sourceCaseId: string | null;
}

export function suppressionEvent(type: SuppressionEvent, entry: AnnouncedEntry, at: string) {
  const base = { type, version: SUPPRESSION_EVENTS_VERSION, timestamp: at };
  return type === "suppression.created"
    ? { ...base, data: { id: entry.id, email: entry.email, phone: entry.phone, sourceCase: entry.sourceCaseId } }
    : { ...base, data: { id: entry.id, sourceCase: entry.sourceCaseId } };
}
