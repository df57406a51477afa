// What the second step's forms post (lib/forms.ts).
import { formIntents, optionalText, requiredText } from "#desk/lib/forms.ts";

/** Where to go once signed in (checked again by safeNext). */
const next = optionalText(2000);

export const forms = formIntents({
  code: { code: requiredText(64, "Enter the code from your app, or a recovery code."), next },
  passkey: { response: requiredText(16_384, "Use your passkey again."), next },
});
