// What the staff screen's forms post (lib/forms.ts).
import { z } from "zod";
import { formIntents, optionalText, recordId, requiredText } from "#desk/lib/forms.ts";
import { staffRoles } from "#shared/staff/roles.ts";

const role = z.enum(staffRoles, { error: "Choose a role." });

export const forms = formIntents({
  invite: {
    email: requiredText(254, "Enter the address to invite."),
    name: optionalText(100),
    role,
  },
  role: { id: recordId, role },
  disable: { id: recordId },
  enable: { id: recordId },
  reset: { id: recordId },
  delete: { id: recordId, confirm: z.literal("delete", { error: "Type delete to confirm." }) },
});
