// The thank-you page's content (entry "/thank-you"): the hero, each mode's eyebrow and next steps
// (normal after an enquiry, privacy after a privacy request: the mode is chosen before the first
// paint, decision 056), and the sections' words. The privacy mode's response times are generated
// from the jurisdiction records and quoted as {policy:responseTimes} (decision 078); the call cards,
// the privacy receipt's script and the link cards' page names and descriptions stay code and registry.
// Shipped version: app/routes/thank-you/content.json.
import { z } from "zod";
import { icon, pagePath, richText, text } from "#shared/content/fields.ts";

const mode = () =>
  z.strictObject({
    eyebrow: z.strictObject({ icon: icon(), text: text() }),
    steps: z.array(z.strictObject({ icon: icon(), title: text(), text: text() })).readonly(),
  });

const homeCard = () => z.strictObject({ to: pagePath(), label: text(), text: text() });

export const thankYouSchema = () =>
  z.strictObject({
    hero: z.strictObject({ title: text(), intro: text() }),
    modes: z.strictObject({ normal: mode(), privacy: mode() }),
    sections: z.strictObject({
      next: z.strictObject({ title: text() }),
      reference: z.strictObject({ label: text(), due: text(), note: text() }),
      callUs: z.strictObject({ title: text() }),
      normalLinks: z.strictObject({
        title: text(),
        exploreTitle: text(),
        home: homeCard(),
        pages: z.array(pagePath()).readonly(),
        solutionsTitle: text(),
        solutions: z.array(pagePath()).readonly(),
      }),
      privacyLinks: z.strictObject({
        title: text(),
        contact: richText(),
        pages: z.array(pagePath()).readonly(),
        home: homeCard(),
      }),
    }),
  });

export type ThankYouContent = z.infer<ReturnType<typeof thankYouSchema>>;
