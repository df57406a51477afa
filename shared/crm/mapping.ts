// The CRM connectors' field mapping as the desk and the server share it (issue 44, item 2): which
// CRMs there are, which submission fields a mapping may send (the enquiry forms' declared answers,
// from their rules in shared/forms/contact.ts, as server/submissions/fields.server.ts declares them;
// server/crm/mapping.test.ts checks the two agree), the last- and first-touch attribution and the
// consent record, and each CRM's defaults (its standard properties, so a new account accepts
// them). A source mapped to "" is not sent.
import { attributionKeys } from "#shared/forms/attribution.ts";
import { contactForms } from "#shared/forms/contact.ts";
import { fieldName } from "#shared/forms/rules.ts";

/** The CRMs the connectors deliver to (each an outbox destination). */
export const crmDestinations = ["hubspot", "pipedrive", "salesforce"] as const;
export type CrmDestination = (typeof crmDestinations)[number];

export const crmLabels: Record<CrmDestination, string> = {
  hubspot: "HubSpot",
  pipedrive: "Pipedrive",
  salesforce: "Salesforce",
};

/** What the desk asks for to connect a CRM (stored encrypted, never shown again), by CRM. */
export interface CredentialField {
  name: string;
  label: string;
  optional?: boolean;
}
export const credentialFields: Record<CrmDestination, readonly CredentialField[]> = {
  hubspot: [{ name: "accessToken", label: "Private app access token" }],
  pipedrive: [{ name: "apiToken", label: "API token" }],
  // A connected app's consumer key and secret: the client credentials flow, or with a refresh
  // token the refresh-token flow (decision 063).
  salesforce: [
    { name: "clientId", label: "Consumer key" },
    { name: "clientSecret", label: "Consumer secret" },
    { name: "refreshToken", label: "Refresh token (optional)", optional: true },
  ],
};
/** Every credential's name, once (the desk's form declares a field for each). */
export const credentialNames = [...new Set(Object.values(credentialFields).flatMap((f) => f.map((c) => c.name)))];
/** A credential's field name in the desk's settings form. */
export const credentialField = (name: string) => `cred_${name}`;

/** Source key → the CRM's property name ("" = not sent). */
export type FieldMapping = Record<string, string>;

export interface MappingSource {
  key: string;
  label: string;
}

const answers = new Map<string, string>();
for (const form of Object.values(contactForms)) {
  for (const [key, rule] of Object.entries(form.fields)) if (!answers.has(key)) answers.set(key, fieldName(rule));
}

/** Every field a mapping may send, in the desk's order. */
export const mappingSources: readonly MappingSource[] = [
  ...[...answers].map(([key, label]) => ({ key, label })),
  { key: "form", label: "Form" },
  ...attributionKeys.map((k) => ({ key: `last.${k}`, label: `Last touch: ${k}` })),
  ...attributionKeys.map((k) => ({ key: `first.${k}`, label: `First touch: ${k}` })),
  { key: "consent.version", label: "Consent: statements' version" },
  { key: "consent.shownAt", label: "Consent: shown at" },
  { key: "consent.pageUrl", label: "Consent: page" },
];

/** A source's field name in the desk's mapping form (no dots: Conform reads them as nesting). */
export const mappingField = (key: string) => `map_${key.replace(/\./g, "_")}`;

/** The defaults: standard properties of each CRM, so a new account accepts them as they are. */
export const defaultMappings: Record<CrmDestination, FieldMapping> = {
  // Contact properties (CRM v3); the message, attribution and consent go in the note.
  hubspot: { firstName: "firstname", lastName: "lastname", email: "email", phone: "phone", company: "company" },
  // Person fields (v2 field codes); the name is always the first and last names, the message,
  // attribution and consent go in the lead's note.
  pipedrive: { email: "emails", phone: "phones" },
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

/** The forms a CRM may receive, by name (page name): the enquiry forms, routed by default. */
export const enquiryForms: readonly string[] = Object.values(contactForms).map((f) => f.pageName);
