// What the invitation's form posts (lib/forms.ts).
import { formIntents, newPasswordFields } from "#desk/lib/forms.ts";

export const forms = formIntents({ accept: newPasswordFields });
