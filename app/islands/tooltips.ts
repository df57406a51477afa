// Tooltips' timing without React (decision 030). CSS draws every tooltip (app.css: after the
// specification's 700 ms on hover and keyboard focus); this script adds the rest: the skip delay
// (within 300 ms of a tooltip closing the next opens at once) and Escape dismissing a tooltip
// until the pointer or focus leaves (WCAG 1.4.13).

/** After one tooltip closes, the next opens at once for this long. */
export const TOOLTIP_SKIP_DELAY_MS = 300;
export const TOOLTIP_DELAY_MS = 700;

export function enhanceTooltips(): void {
  let lastClosed = Number.NEGATIVE_INFINITY;
  for (const el of document.querySelectorAll<HTMLElement>("[data-tooltip]")) {
    let shownSince = Number.POSITIVE_INFINITY;
    el.addEventListener("pointerenter", () => {
      const now = performance.now();
      const skip = now - lastClosed < TOOLTIP_SKIP_DELAY_MS;
      if (skip) el.setAttribute("data-skip-delay", "");
      shownSince = skip ? now : now + TOOLTIP_DELAY_MS;
    });
    el.addEventListener("pointerleave", () => {
      const now = performance.now();
      // It was showing (and not dismissed): the next tooltip within the skip delay opens at once.
      if (now >= shownSince && !el.hasAttribute("data-dismissed")) lastClosed = now;
      shownSince = Number.POSITIVE_INFINITY;
      el.removeAttribute("data-skip-delay");
      el.removeAttribute("data-dismissed");
    });
    el.addEventListener("focusout", () => el.removeAttribute("data-dismissed"));
    el.addEventListener("keydown", (e) => {
      if (e.key === "Escape") el.setAttribute("data-dismissed", "");
    });
  }
}
