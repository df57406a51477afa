// What the privacy case screen's forms post (lib/forms.ts).
import { z } from "zod";
import { assignFields, formIntents, optionalText, requiredText } from "#desk/lib/forms.ts";
import type { IdentityMethod } from "#server/privacy/identity.server.ts";
import { UK_MAX_EXTENSION_MONTHS } from "#shared/privacy/jurisdictions.ts";

/** The other ways an identity is checked (the privacy service's list), as staff read them. */
export const identityMethodLabels: Record<IdentityMethod, string> = {
  phone_call: "A phone call",
  document: "A document",
  in_person: "In person",
  other: "Another way",
};
const identityMethods = Object.keys(identityMethodLabels) as [IdentityMethod, ...IdentityMethod[]];

const reason = requiredText(2000, "Give the reason.");

export const forms = formIntents({
  move: {
    to: requiredText(40, "Choose the next step."),
    reason: optionalText(2000),
    duplicateOf: optionalText(40),
  },
  pause: { reason },
  resume: { reason },
  extend: {
    months: z
      .number({ error: "Choose how many months." })
      .int()
      .min(1, "Choose how many months.")
      .max(UK_MAX_EXTENSION_MONTHS, `At most ${UK_MAX_EXTENSION_MONTHS} months.`),
    reason,
  },
  identity: {
    method: z.enum(identityMethods, { error: "Choose how the identity was checked." }),
    note: requiredText(1000, "Add a note on how the identity was checked."),
  },
  assign: assignFields,
  respond: {
    subject: requiredText(200, "Give the email a subject."),
    text: requiredText(20_000, "Write the response."),
  },
  erase: { confirm: z.literal("erase", { error: "Type erase to confirm: erasure cannot be undone." }) },
});
