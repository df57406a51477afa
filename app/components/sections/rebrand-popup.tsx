import { ArrowDown, ArrowRight } from "lucide-react";
import { Logo } from "#app/components/layout/logo.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { DialogCloseButton } from "#app/components/ui/dialog-close-button.tsx";
import type { RebrandContent } from "./types.ts";

/**
 * The rebrand notice on the home page: a native <dialog>, closed in the prerendered HTML (so the
 * first paint is unaffected), that app/islands/rebrand-popup.ts opens 2 s after load unless the
 * notice was already seen. It is non-modal, a card at the foot of the screen: a notice need not
 * lock the page. The close button, 'Got it, thanks!', Escape and a click outside close it, every
 * close records it as seen. It takes focus only when nothing has it (decision 098).
 */
export function RebrandPopup({ content: rebrand }: { content: RebrandContent }) {
  return (
    <dialog
      data-rebrand-popup
      aria-labelledby="rebrand-title"
      aria-describedby="rebrand-text"
      className="fixed inset-x-0 top-auto bottom-4 z-50 mx-auto max-h-[90vh] w-[calc(100%-2rem)] max-w-lg overflow-y-auto rounded-2xl bg-white p-6 text-slate-900 shadow-2xl ring-1 ring-slate-900/10 sm:bottom-6"
    >
      {/* Not a heading: the dialog is closed most of the time, and its title names it (aria-labelledby). */}
      <p id="rebrand-title" className="pr-10 text-xl font-bold text-slate-900">
        {rebrand.title}
      </p>
      <p id="rebrand-text" className="mt-2 text-slate-600">
        {rebrand.text}
      </p>
      <div className="mt-4 flex flex-col items-center gap-3 sm:flex-row sm:justify-center" data-testid="rebrand-logos">
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
        <Button type="button" data-dialog-close>
          {rebrand.dismiss}
        </Button>
        <DialogCloseButton label="Close rebrand notice" />
      </div>
    </dialog>
  );
}
