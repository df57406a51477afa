// What the enrolment screen's forms post (lib/forms.ts).
import { formIntents, optionalText, requiredText } from "#desk/lib/forms.ts";

export const forms = formIntents({
  totp: { code: requiredText(16, "Enter the six-digit code your app shows.") },
  passkey: { response: requiredText(16_384, "Use your passkey again."), name: optionalText(60) },
});
