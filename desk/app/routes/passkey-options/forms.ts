// What a passkey form asks for before its ceremony (components/passkey-form.tsx posts it).
import { z } from "zod";
import { formIntents } from "#desk/lib/forms.ts";

export const forms = formIntents({
  options: {
    for: z.enum(["register", "sign-in", "second-factor"], { error: "Say what the options are for." }),
  },
});
