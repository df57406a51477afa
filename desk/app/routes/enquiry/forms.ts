// What the enquiry screen's forms post: each intent's name and fields (lib/forms.ts).
import { z } from "zod";
import { assignFields, formIntents, optionalText, recordId, requiredText } from "#desk/lib/forms.ts";
import { CALL_NOTE_MAX, CALL_OUTCOMES, ENQUIRY_STATUSES, NOTE_MAX } from "#shared/leads/enquiry.ts";

export const forms = formIntents({
  status: { status: z.enum(ENQUIRY_STATUSES, { error: "Choose a status." }) },
  assign: assignFields,
  note: { body: requiredText(NOTE_MAX, "Write the note.") },
  call: {
    outcome: z.enum(CALL_OUTCOMES, { error: "Choose how the call went." }),
    note: optionalText(CALL_NOTE_MAX),
  },
  resend: {},
  resendCrm: { id: recordId },
});
