// What the forwarding screen's forms post (lib/forms.ts).
import { z } from "zod";
import { formIntents, recordId } from "#desk/lib/forms.ts";
import { crmDestinations } from "#shared/crm/mapping.ts";

export const forms = formIntents({
  one: { id: recordId },
  all: { destination: z.enum(["crm", "mail", "lists", ...crmDestinations], { error: "Choose a destination." }) },
});
