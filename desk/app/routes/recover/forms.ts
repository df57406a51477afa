// What the recovery link's form posts (lib/forms.ts).
import { formIntents, newPasswordFields } from "#desk/lib/forms.ts";

export const forms = formIntents({ set: newPasswordFields });
