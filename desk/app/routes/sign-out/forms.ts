// What the shell's "Sign out" posts (lib/forms.ts).
import { formIntents } from "#desk/lib/forms.ts";

export const forms = formIntents({ "sign-out": {} });
