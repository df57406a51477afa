// What the sign-in screen's forms post (lib/forms.ts).
import { z } from "zod";
import { formIntents, optionalText, requiredText } from "#desk/lib/forms.ts";

/** Where to go once signed in (checked again by safeNext). */
const next = optionalText(2000);

export const forms = formIntents({
  password: {
    email: requiredText(320, "Enter your email address."),
    password: z.string({ error: "Enter your password." }).max(1024, "That password is too long."),
    next,
  },
  passkey: { response: requiredText(16_384, "Use your passkey again."), next },
});
