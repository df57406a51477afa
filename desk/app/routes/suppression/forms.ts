// What the suppression screen's forms post (lib/forms.ts).
import { formIntents, optionalText, recordId, requiredText } from "#desk/lib/forms.ts";

const reason = requiredText(500, "Give the reason.");

export const forms = formIntents({
  add: {
    email: optionalText(254),
    phone: optionalText(254),
    name: optionalText(254),
    address: optionalText(254),
    reason,
  },
  remove: { id: recordId, reason },
});
