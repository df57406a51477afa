// A tooltip on hover and keyboard focus, drawn by CSS (app.css) so it works before the page's
// JavaScript runs: it appears after the specification's 700 ms, at once within 300 ms of another
// one closing (the skip delay), and Escape dismisses it (WCAG 1.4.13); the skip delay and Escape
// come from app/islands/tooltips.ts (no React in the browser). Touch does not open it, so it may
// only repeat what the control already says to assistive technology (its accessible name).
import { cloneElement, type ReactElement, type ReactNode, useId } from "react";

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
    <span data-tooltip className="relative inline-flex">
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
