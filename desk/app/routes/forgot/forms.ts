// What the forgotten-password form posts (lib/forms.ts).
import { formIntents, requiredText } from "#desk/lib/forms.ts";

export const forms = formIntents({
  request: { email: requiredText(320, "Enter your staff email address.") },
});
