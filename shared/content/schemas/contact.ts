// The contact page's content (entry "/contact"). Shipped version: app/routes/contact/content.json.
import { z } from "zod";
import { cta, text } from "#shared/content/fields.ts";

export const contactSchema = () =>
  z.strictObject({
    form: z.strictObject({
      title: text(),
      intro: text(),
    }),
    getInTouch: z.strictObject({
      title: text(),
      privacy: z.strictObject({
        title: text(),
        text: text(),
        link: cta(),
      }),
      hours: z.strictObject({
        title: text(),
        where: text(),
      }),
    }),
    hero: z.strictObject({
      title: text(),
      intro: text(),
      cta: z.strictObject({
        label: text(),
        anchor: text(),
      }),
    }),
  });

export type ContactContent = z.infer<ReturnType<typeof contactSchema>>;
