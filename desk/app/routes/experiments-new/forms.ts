// What the new-experiment form posts (issue 43 item 1): its name, the page, the primary outcome, the
// planned days and the hypothesis. The arms are written in the experiment's editor.
import { z } from "zod";
import { formIntents, requiredText } from "#desk/lib/forms.ts";
import { OUTCOMES } from "#shared/experiments/statistics.ts";

export const forms = formIntents({
  create: {
    name: requiredText(120, "Give the experiment a name."),
    entryId: requiredText(300, "Choose a page."),
    primaryOutcome: z.enum(OUTCOMES, { error: "Choose what the experiment is judged by." }),
    plannedDays: z.coerce
      .number({ error: "Plan a whole number of days." })
      .int("Plan a whole number of days.")
      .min(1, "Plan at least a day.")
      .max(730, "Plan at most two years."),
    hypothesis: requiredText(2000, "Write what you expect and why."),
  },
});
