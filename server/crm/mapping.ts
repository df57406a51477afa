// A mapping (shared/crm/mapping.ts) applied to a `submission.created` event: the properties a
// connector sends.
import type { FieldMapping } from "#shared/crm/mapping.ts";

export { defaultMappings, enquiryForms, type FieldMapping, mappingSources } from "#shared/crm/mapping.ts";

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
