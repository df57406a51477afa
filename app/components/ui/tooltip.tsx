import { Tooltip as T } from "radix-ui";
import type { ReactElement, ReactNode } from "react";

/**
 * A tooltip on hover and keyboard focus. Timing comes from the root's Tooltip.Provider (the
 * specification's 700 ms delay and 300 ms skip delay). Touch does not open it, so it may only
 * repeat what the control already says to assistive technology (its accessible name).
 */
export function Tooltip({ content, children }: { content: ReactNode; children: ReactElement }) {
  return (
    <T.Root>
      <T.Trigger asChild>{children}</T.Trigger>
      <T.Portal>
        <T.Content
          side="bottom"
          sideOffset={6}
          className="z-50 rounded-lg bg-slate-900 px-3 py-1.5 text-sm font-medium text-white shadow-lg"
        >
          {content}
          <T.Arrow className="fill-slate-900" />
        </T.Content>
      </T.Portal>
    </T.Root>
  );
}
