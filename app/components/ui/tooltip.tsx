// A tooltip on hover and keyboard focus, drawn by CSS (app.css) so it works before the page's
// JavaScript runs: it appears after the specification's 700 ms, at once within 300 ms of another
// one closing (the skip delay), and Escape dismisses it (WCAG 1.4.13). Touch does not open it, so
// it may only repeat what the control already says to assistive technology (its accessible name).
import { cloneElement, type ReactElement, type ReactNode, useId } from "react";

/** After one tooltip closes, the next opens at once for this long. */
export const TOOLTIP_SKIP_DELAY_MS = 300;
export const TOOLTIP_DELAY_MS = 700;
let lastClosed = Number.NEGATIVE_INFINITY;
const shownSince = new WeakMap<Element, number>();

export function Tooltip({
  content,
  children,
  align = "center",
}: {
  content: ReactNode;
  children: ReactElement<{ "aria-describedby"?: string }>;
  /** "end" for a trigger at the page's right edge: the tooltip grows leftwards and stays on screen. */
  align?: "center" | "end";
}) {
  const id = useId();
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: it only listens to events bubbling from the focusable child
    <span
      data-tooltip
      className="relative inline-flex"
      onPointerEnter={(e) => {
        const now = performance.now();
        const skip = now - lastClosed < TOOLTIP_SKIP_DELAY_MS;
        if (skip) e.currentTarget.setAttribute("data-skip-delay", "");
        shownSince.set(e.currentTarget, skip ? now : now + TOOLTIP_DELAY_MS);
      }}
      onPointerLeave={(e) => {
        const el = e.currentTarget;
        const now = performance.now();
        // It was showing (and not dismissed): the next tooltip within the skip delay opens at once.
        if (now >= (shownSince.get(el) ?? now + 1) && !el.hasAttribute("data-dismissed")) lastClosed = now;
        el.removeAttribute("data-skip-delay");
        el.removeAttribute("data-dismissed");
      }}
      onBlur={(e) => e.currentTarget.removeAttribute("data-dismissed")}
      onKeyDown={(e) => {
        if (e.key === "Escape") e.currentTarget.setAttribute("data-dismissed", "");
      }}
    >
      {cloneElement(children, { "aria-describedby": id })}
      <span
        role="tooltip"
        id={id}
        className={`tooltip pointer-events-none absolute top-full z-50 mt-1.5 ${align === "end" ? "right-0" : "left-1/2 -translate-x-1/2"} rounded-lg bg-slate-900 px-3 py-1.5 text-sm font-medium whitespace-nowrap text-white shadow-lg`}
      >
        {content}
        <span
          aria-hidden="true"
          className={`absolute -top-1 size-2 rotate-45 bg-slate-900 ${align === "end" ? "right-4" : "left-1/2 -translate-x-1/2"}`}
        />
      </span>
    </span>
  );
}
