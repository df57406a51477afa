// A privacy policy's content (entries "/privacy-au" and "/privacy-uk", decision 086): its headline,
// summary, date, numbered sections (each an h2 with an id for the contents list, its body as rich text
// in the articles' vocabulary, and whether it ends with the visit-counting choice) and the words of
// the request form under it. Facts are {fact:…} placeholders; the sentences generated from the
// jurisdiction records, the suppression list and the retention settings are {policy:…} placeholders
// (shared/privacy/policy-text.ts), so the promises stay code. The form itself and its region are the
// route's layout. Shipped versions: app/routes/privacy-au/content.json, app/routes/privacy-uk/content.json.
import { z } from "zod";
import { richText, text } from "#shared/content/fields.ts";
import { bodyNodes } from "./article.ts";

const kebab = () => z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "Lower-case words joined by hyphens");

const section = () =>
  z.strictObject({
    /** The h2's anchor, linked from the contents list. */
    id: kebab(),
    title: text(),
    body: bodyNodes(),
    /** The section ends with the control to stop (or restart) counting this browser's visits. */
    analyticsChoice: z.boolean().optional(),
  });

export const policySchema = () =>
  z.strictObject({
    headline: text(),
    summary: richText(),
    /** The date of this version. */
    updated: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Use YYYY-MM-DD"),
    sections: z
      .array(section())
      .min(1)
      .readonly()
      .superRefine((sections, ctx) => {
        const seen = new Set<string>();
        for (const [i, s] of sections.entries()) {
          if (seen.has(s.id))
            ctx.addIssue({ code: "custom", path: [i, "id"], message: `Another section already has the id ${s.id}` });
          seen.add(s.id);
        }
      }),
    /** The request form under the policy: its heading, the hero's button that jumps to it, its intro. */
    requestForm: z.strictObject({ title: text(), jumpLabel: text(), intro: richText() }),
  });

export type PolicyData = z.infer<ReturnType<typeof policySchema>>;
