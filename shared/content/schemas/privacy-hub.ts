// The privacy hub's content (entry "/privacy"). Shipped version: app/routes/privacy/content.json.
import { z } from "zod";
import { icon, pagePath, text, texts } from "#shared/content/fields.ts";

export const privacyHubSchema = () =>
  z.strictObject({
    hero: z.strictObject({
      title: text(),
      intro: text(),
    }),
    regions: z
      .array(
        z.strictObject({
          path: pagePath(),
          icon: icon(),
          title: text(),
          text: text(),
          points: texts(),
          cta: text(),
        }),
      )
      .readonly(),
    regionsTitle: text(),
  });

export type PrivacyHubContent = z.infer<ReturnType<typeof privacyHubSchema>>;
