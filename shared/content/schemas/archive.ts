// The archive page's content (entry "/archive"). Shipped version: app/routes/archive/content.json.
import { z } from "zod";
import { text } from "#shared/content/fields.ts";

export const archiveSchema = () =>
  z.strictObject({
    hero: z.strictObject({
      title: text(),
    }),
    sectionsNavLabel: text(),
  });

export type ArchiveContent = z.infer<ReturnType<typeof archiveSchema>>;
