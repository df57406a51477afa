// What the CRM screen's forms post (lib/forms.ts): one CRM's settings (the token only when it
// changes, the API's address, the forms it receives, a field per mapping source), a test send,
// and disconnecting.
import { z } from "zod";
import { formIntents } from "#desk/lib/forms.ts";
import { crmDestinations, enquiryForms, mappingField, mappingSources } from "#shared/crm/mapping.ts";

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

export const forms = formIntents({
  save: {
    id: destination,
    secret: z.string().trim().max(500, "Use at most 500 characters.").optional(),
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
