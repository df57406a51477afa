import { ArrowDown, ArrowRight } from "lucide-react";
import { useRef, useState } from "react";
import { Logo } from "#app/components/layout/logo.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { DialogClose, DialogContent, DialogRoot } from "#app/components/ui/dialog-radix.tsx";
import type { RebrandContent } from "./types.ts";

/**
 * The rebrand dialog (loaded on demand by RebrandPopup): a notice card at the foot of the screen.
 * It is non-modal: a notice need not lock the page, and a modal's scroll lock and dimmed overlay
 * restyle and repaint the whole page as it opens (decision 007). Radix moves focus into the dialog
 * when it opens; as it opens without a trigger, Radix has nowhere to return focus on close, so this
 * component remembers the element that had focus and gives it back. The close button, 'Got it,
 * thanks!', Escape and a click outside all close it, and every close calls onDismiss.
 */
export function RebrandDialog({ content: rebrand, onDismiss }: { content: RebrandContent; onDismiss: () => void }) {
  const [open, setOpen] = useState(true);
  // Read during the first render, before Radix moves focus into the dialog.
  const returnFocusTo = useRef<HTMLElement | null>(null);
  if (returnFocusTo.current === null && typeof document !== "undefined") {
    const active = document.activeElement;
    if (active instanceof HTMLElement && active !== document.body) returnFocusTo.current = active;
  }
  return (
    <DialogRoot
      modal={false}
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) return;
        onDismiss();
        const target = returnFocusTo.current;
        // After the dialog (and its focus trap) has unmounted.
        if (target) window.setTimeout(() => target.isConnected && target.focus(), 0);
      }}
    >
      <DialogContent
        title={rebrand.title}
        description={rebrand.text}
        closeLabel="Close rebrand notice"
        className="top-auto bottom-4 translate-y-0 shadow-2xl ring-1 ring-slate-900/10 sm:bottom-6"
      >
        <div className="flex flex-col items-center gap-3 sm:flex-row sm:justify-center" data-testid="rebrand-logos">
          <figure className="flex flex-col items-center gap-2 rounded-xl bg-slate-50 p-3 whitespace-nowrap">
            <Logo old />
            <figcaption className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
              {rebrand.oldLabel}
            </figcaption>
          </figure>
          <ArrowRight aria-hidden="true" className="hidden size-5 text-slate-500 sm:block" />
          <ArrowDown aria-hidden="true" className="size-5 text-slate-500 sm:hidden" />
          <figure className="flex flex-col items-center gap-2 rounded-xl bg-brand-50 p-3 whitespace-nowrap">
            <Logo />
            <figcaption className="text-xs font-semibold tracking-wide text-brand-800 uppercase">
              {rebrand.newLabel}
            </figcaption>
          </figure>
        </div>
        <div className="mt-6 flex justify-end">
          <DialogClose asChild>
            <Button>{rebrand.dismiss}</Button>
          </DialogClose>
        </div>
      </DialogContent>
    </DialogRoot>
  );
}
