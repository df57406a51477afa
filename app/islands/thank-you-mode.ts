import { THANK_YOU_ROOT_ID, thankYouMode } from "#shared/site/thank-you-mode.ts";

/**
 * The thank-you page's one behaviour: the before-paint script already chose the mode and CSS shows
 * it; once the page's script runs, the other mode's markup (hidden until now) leaves the page, so
 * nothing hidden lingers for find-in-page or for scripts that read the page.
 */
export function applyThankYouMode(): void {
  const root = document.getElementById(THANK_YOU_ROOT_ID);
  if (!root) return;
  const mode = thankYouMode(window.location.search, document.referrer);
  root.setAttribute("data-thank-you-mode", mode);
  for (const el of root.querySelectorAll(`[data-mode]:not([data-mode="${mode}"])`)) el.remove();
}
