// What the passkeys screen's forms post (lib/forms.ts).
import { formIntents, optionalText, requiredText } from "#desk/lib/forms.ts";

export const forms = formIntents({
  add: { response: requiredText(16_384, "Use your passkey again."), name: optionalText(60) },
  remove: {
    id: requiredText(1400, "Reload the page and try again.").regex(
      /^[A-Za-z0-9_-]+$/,
      "Reload the page and try again.",
    ),
  },
});
