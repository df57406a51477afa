// Which submission field goes to which CRM property (issue 44, item 2): the sources are the
// declared answer fields of the enquiry forms (server/submissions/fields.server.ts), the last-touch
// attribution and the consent record, as the `submission.created` event carries them; each CRM
// has defaults that work on a new account (its standard properties only). A source mapped to ""
// is not sent.
import type { CrmDestination } from "#server/db/schema.server.ts";
import { answersOf } from "#server/submissions/fields.server.ts";
import { attributionKeys } from "#shared/forms/attribution.ts";
import { contactForms } from "#shared/forms/contact.ts";

/** Source key → the CRM's property name ("" = not sent). */
export type FieldMapping = Record<string, string>;

export interface MappingSource {
  key: string;
  label: string;
}

/** Every field a mapping may send, in the desk's order. */
export const mappingSources: readonly MappingSource[] = [
  ...answersOf("contact").map((f) => ({ key: f.key as string, label: f.label })),
  { key: "form", label: "Form" },
  ...attributionKeys.map((k) => ({ key: `last.${k}`, label: `Attribution (last touch): ${k}` })),
  ...attributionKeys.map((k) => ({ key: `first.${k}`, label: `Attribution (first touch): ${k}` })),
  { key: "consent.version", label: "Consent: statements' version" },
  { key: "consent.shownAt", label: "Consent: shown at" },
  { key: "consent.pageUrl", label: "Consent: page" },
];

/** The defaults: standard properties of each CRM, so a new account accepts them as they are. */
export const defaultMappings: Record<CrmDestination, FieldMapping> = {
  // Contact properties (CRM v3); the message goes in the note.
  hubspot: { firstName: "firstname", lastName: "lastname", email: "email", phone: "phone", company: "company" },
  // Person fields; the message goes in the lead's note.
  pipedrive: { email: "email", phone: "phone" },
  // Lead fields (LastName and Company are required by Salesforce).
  salesforce: {
    firstName: "FirstName",
    lastName: "LastName",
    email: "Email",
    phone: "Phone",
    company: "Company",
    message: "Description",
  },
};

/** The value of a source in a `submission.created` event's data. */
export function sourceValue(data: EventData, key: string): string | null {
  const [head, tail] = key.split(".", 2) as [string, string | undefined];
  let value: unknown;
  if (head === "form") value = data.form;
  else if ((head === "last" || head === "first") && tail) value = data.attribution[head][tail];
  else if (head === "consent" && tail) value = (data.consent as Record<string, unknown> | null)?.[tail];
  else value = data.fields[head];
  if (value === null || value === undefined || value === "") return null;
  return typeof value === "boolean" ? (value ? "true" : "false") : String(value);
}

/** The properties a mapping gives for one event: CRM property → value (empty values left out). */
export function mapProperties(mapping: FieldMapping, data: EventData): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [source, property] of Object.entries(mapping)) {
    if (!property) continue;
    const value = sourceValue(data, source);
    if (value !== null) out[property] = value;
  }
  return out;
}

/** The part of `submission.created` the connectors read (docs/crm-webhook.md). */
export interface EventData {
  id: string;
  formType: string;
  form: string;
  receivedAt: string;
  attribution: { first: Record<string, string | null>; last: Record<string, string | null> };
  consent: { version: string; hash: string; formVersion: string; pageUrl: string; shownAt: string } | null;
  flags: { duplicate: boolean; suppressed: boolean };
  fields: Record<string, unknown>;
}

/** The forms a CRM may receive, by name (page name): the enquiry forms, routed by default. */
export const enquiryForms: readonly string[] = Object.values(contactForms).map((f) => f.pageName);
