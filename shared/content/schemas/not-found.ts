// The not-found page's content (entry "not-found"). Shipped version: app/routes/not-found/content.json.
import { z } from "zod";
import { cta, searchDescription, searchTitle, text } from "#shared/content/fields.ts";

export const notFoundSchema = () =>
  z.strictObject({
    meta: z.strictObject({
      title: searchTitle(),
      description: searchDescription(),
    }),
    notFound: z.strictObject({
      code: text(),
      title: text(),
      status: text(),
      home: cta(),
    }),
  });

export type NotFoundContent = z.infer<ReturnType<typeof notFoundSchema>>;
