// What the CRM screen's forms post (lib/forms.ts): one CRM's settings (its credentials only when
// they change, the API's address, the forms it receives, a field per mapping source), a test send,
// and disconnecting.
import { z } from "zod";
import { formIntents } from "#desk/lib/forms.ts";
import {
  credentialField,
  credentialNames,
  crmDestinations,
  enquiryForms,
  mappingField,
  mappingSources,
} from "#shared/crm/mapping.ts";

const destination = z.enum(crmDestinations, { error: "Reload the page and try again." });

/** A CRM property name: letters, digits, underscores, dots and dashes (empty: not sent). */
const property = z
  .string()
  .trim()
  .max(100, "Use at most 100 characters.")
  .regex(/^[A-Za-z0-9_.-]*$/, "A property name has only letters, digits, _ . and -.")
  .optional();

export const mappingFields = Object.fromEntries(mappingSources.map((s) => [mappingField(s.key), property])) as Record<
  string,
  typeof property
>;

/** A field for each CRM's credentials (each CRM's form shows its own). */
const credentials = Object.fromEntries(
  credentialNames.map((n) => [
    credentialField(n),
    z.string().trim().max(2000, "Use at most 2,000 characters.").optional(),
  ]),
) as Record<string, z.ZodOptional<z.ZodString>>;

export const forms = formIntents({
  save: {
    id: destination,
    ...credentials,
    baseUrl: z
      .string({ error: "Enter the API's address." })
      .trim()
      .max(300, "Use at most 300 characters.")
      .regex(/^https?:\/\/[^\s]+$/, "Enter the API's address, starting with https://."),
    forms: z.array(z.enum(enquiryForms as [string, ...string[]], { error: "Choose from the list." })).optional(),
    ...mappingFields,
  },
  test: { id: destination },
  disconnect: { id: destination },
});
