// What the sessions screen's forms post (lib/forms.ts).
import { formIntents, recordId } from "#desk/lib/forms.ts";

export const forms = formIntents({
  end: { id: recordId },
  "all-others": {},
});
