// What the content editor's forms post (lib/forms.ts): a draft (the whole entry as JSON, with the
// published version and the draft revision it was made from), publishing with an optional note,
// restoring a version as a new draft, scheduling the draft's publish (or cancelling it), and making
// a preview link. The entry is the screen's (its address), never a field.
import { z } from "zod";
import { formIntents, optionalText } from "#desk/lib/forms.ts";

const revision = z.coerce.number({ error: "Reload the page and try again." }).int().min(0).max(1_000_000_000);

export const forms = formIntents({
  save: {
    /** The published version the draft was made from ("" for an entry never published). */
    base: z.union([z.literal(""), revision]).optional(),
    revision,
    data: z
      .string({ error: "Nothing to save." })
      .min(2, "Nothing to save.")
      .max(2_000_000, "This entry is too long to save."),
    /** "auto": saved as the editor types (the answer is not announced). */
    mode: z.enum(["auto", "button"]).optional(),
  },
  publish: { note: optionalText(500) },
  restore: { version: revision.min(1), revision },
  /** The draft published at a Sydney date and time (schedule.server.ts checks it is a real, future one). */
  schedule: {
    date: z.string({ error: "Choose a date." }).regex(/^\d{4}-\d{2}-\d{2}$/, "Choose a date."),
    time: z.string({ error: "Choose a time." }).regex(/^\d{2}:\d{2}(:\d{2})?$/, "Choose a time."),
  },
  cancelSchedule: {},
  previewLink: {},
  /** An article taken off the site: its address redirects to the insights hub (decision 071). */
  takeDown: {},
});
