// The marketing attribution of an enquiry (first and last touch), without zod and without any
// browser storage (decision 085): the form sends the touch of the page it is on, computed at
// submit time; the server takes the first touch from the analytics' visit of today and applies
// the last-touch rule below. The schema, the rows, the CRM payload and the desk share the key list.

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

/** The keys a page's address carries (the rest of a touch: its referrer and the page itself). */
const PARAMS = ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content", "gclid", "fbclid"] as const;
const MAX = 500;

const cut = (value: string) => (value.length > MAX ? value.slice(0, MAX) : value);

/** The touch of a page: its address's campaign parameters, another site that referred it, the page. */
export function touchFrom(href: string, referrer: string): Touch {
  const url = new URL(href);
  const touch: Touch = {};
  for (const key of PARAMS) {
    const value = url.searchParams.get(key);
    if (value) touch[key] = cut(value);
  }
  if (referrer) {
    try {
      // Our own pages are not a source.
      if (new URL(referrer).host !== url.host) touch.referrer = cut(referrer);
    } catch {
      // Not a URL: ignore.
    }
  }
  touch.landing_page = cut(url.pathname + url.search);
  return touch;
}

/** Whether a touch came from somewhere (a campaign or another site) rather than directly. */
export function isSourced(touch: Touch): boolean {
  return PARAMS.some((key) => touch[key]) || Boolean(touch.referrer);
}

/**
 * An enquiry's attribution from the visit's first touch (undefined when no visit is recorded yet:
 * then the page's touch is the earliest known) and the touch of the page the form is on: the last
 * touch is the page's when it came from a campaign or another site, else the visit's.
 */
export function attributionOf(visit: Touch | undefined, page: Touch): Attribution {
  const first = visit ?? page;
  return { first, last: isSourced(page) ? page : first };
}
