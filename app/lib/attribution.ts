// Marketing attribution kept in the visitor's browser and sent with each form:
// first touch (the first visit we saw) and last touch (the latest visit that came from a
// campaign or another site). Each touch holds utm_*, gclid, fbclid, the referrer and
// the landing page. Call captureAttribution() once per page load (root layout); it is
// idempotent, so forms call it too as a fallback. Nothing is kept for a visitor who objected to
// being counted (the privacy pages' opt-out, or Global Privacy Control; decision 038): what was
// kept is removed instead.
import { counted } from "#app/analytics/choice.ts";
import { ATTRIBUTION_KEY, type Attribution, type Touch } from "#shared/forms/attribution.ts";

const PARAMS = ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content", "gclid", "fbclid"] as const;
const MAX = 500;

let captured = false;

function cut(value: string): string {
  return value.length > MAX ? value.slice(0, MAX) : value;
}

/** The touch described by a URL and a referrer (exported for tests). */
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

/** Whether the touch came from somewhere (a campaign or another site) rather than directly. */
export function isSourced(touch: Touch): boolean {
  return PARAMS.some((key) => touch[key]) || Boolean(touch.referrer);
}

/** Merges a new page load into the stored attribution (exported for tests). */
export function mergeTouch(stored: Attribution, touch: Touch): Attribution {
  const next: Attribution = { ...stored };
  if (!next.first) next.first = touch;
  if (!next.last || isSourced(touch)) next.last = touch;
  return next;
}

export function readAttribution(): Attribution {
  try {
    if (!counted()) return {};
    const raw = window.localStorage.getItem(ATTRIBUTION_KEY);
    if (!raw) return {};
    const parsed: unknown = JSON.parse(raw);
    return parsed && typeof parsed === "object" ? (parsed as Attribution) : {};
  } catch {
    return {};
  }
}

export function captureAttribution(): void {
  if (captured || typeof window === "undefined") return;
  captured = true;
  try {
    if (!counted()) {
      window.localStorage.removeItem(ATTRIBUTION_KEY);
      return;
    }
    const next = mergeTouch(readAttribution(), touchFrom(window.location.href, document.referrer));
    window.localStorage.setItem(ATTRIBUTION_KEY, JSON.stringify(next));
  } catch {
    // Storage unavailable (private mode, blocked): attribution is best effort.
  }
}
