// The marketing attribution every form sends (first and last touch), without zod: the
// browser's attribution store, the schema, the rows and the staff desk share the key list.

/** Where the browser keeps it (localStorage): app/lib/attribution.ts writes, the opt-out removes. */
export const ATTRIBUTION_KEY = "leadwise:attribution";

export const attributionKeys = [
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_term",
  "utm_content",
  "gclid",
  "fbclid",
  "referrer",
  "landing_page",
] as const;
export type AttributionKey = (typeof attributionKeys)[number];
export type Touch = Partial<Record<AttributionKey, string>>;
export interface Attribution {
  first?: Touch;
  last?: Touch;
}
