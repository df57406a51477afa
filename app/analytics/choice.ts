// A visitor's choice about being counted (decision 038): the site's opt-out on the privacy pages,
// remembered in this browser (the one thing stored for analytics), or the browser's Global Privacy
// Control signal. The beacon counts nothing and the forms send no campaign for such a visitor.
import { OPT_OUT_KEY } from "#shared/analytics/events.ts";

/** Whether the browser sends Global Privacy Control. */
export const privacySignal = (): boolean =>
  (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true;

/** Whether this browser asked, on our privacy pages, not to be counted. */
export function optedOut(): boolean {
  try {
    return localStorage.getItem(OPT_OUT_KEY) === "1";
  } catch {
    return false;
  }
}

/** Whether the visitor may be counted and their campaign sent with a form. */
export const counted = (): boolean => !privacySignal() && !optedOut();
