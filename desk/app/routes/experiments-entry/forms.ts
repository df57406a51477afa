// What the experiment screen's forms post (issue 43): a draft (its fields and arms as JSON, with the
// version it was made from), starting it (the version previewed), stopping it, and concluding it
// with the arm to publish. Each change of state is confirmed by a ticked box. The experiment is the
// screen's (its address), never a field.
import { z } from "zod";
import { formIntents } from "#desk/lib/forms.ts";
import { MAX_ARMS } from "#shared/experiments/arms.ts";

const version = z.coerce.number({ error: "Reload the page and try again." }).int().min(1).max(1_000_000_000);
const confirm = (what: string) => z.literal("on", { error: `Tick the box to confirm you want to ${what}.` });

export const forms = formIntents({
  save: {
    version,
    data: z.string({ error: "Nothing to save." }).min(2, "Nothing to save.").max(200_000, "This draft is too long."),
  },
  start: { version, confirm: confirm("start it") },
  stop: { confirm: confirm("stop it") },
  conclude: {
    arm: z.coerce
      .number({ error: "Choose the version to publish." })
      .int()
      .min(0)
      .max(MAX_ARMS - 1),
    confirm: confirm("publish this version"),
  },
});

/** The editor's draft as the save form posts it (JSON in `data`). */
export interface EditorDraft {
  name: string;
  hypothesis: string;
  primaryOutcome: string;
  plannedDays: number;
  /** The fields the arms change, by JSON pointer. */
  fields: string[];
  arms: { label: string; weight: number; values: Record<string, string> }[];
}
