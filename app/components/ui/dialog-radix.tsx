// Radix's modal dialog with this site's look. Loaded on demand: through dialog.tsx when a dialog
// first opens, or by a component that is itself loaded on demand (the rebrand notice).
import { X } from "lucide-react";
import { Dialog as D } from "radix-ui";
import type { ComponentProps, ReactNode } from "react";
import { cn } from "#app/lib/cn.ts";

export const DialogRoot = D.Root;
export const DialogTrigger = D.Trigger;
export const DialogClose = D.Close;

/** Modal dialog content: overlay, focus trap, Escape and a labelled close button. */
export function DialogContent({
  title,
  description,
  children,
  className,
  closeLabel = "Close",
  ...contentProps
}: Omit<ComponentProps<typeof D.Content>, "title"> & {
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  className?: string;
  closeLabel?: string;
}) {
  return (
    <D.Portal>
      <D.Overlay className="fixed inset-0 z-50 bg-slate-950/60" />
      <D.Content
        className={cn(
          "fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl",
          className,
        )}
        {...(description ? {} : { "aria-describedby": undefined })}
        {...contentProps}
      >
        <D.Title className="pr-10 text-xl font-bold text-slate-900">{title}</D.Title>
        {description ? <D.Description className="mt-2 text-slate-600">{description}</D.Description> : null}
        <div className="mt-4">{children}</div>
        <D.Close
          className="absolute top-3 right-3 inline-flex size-11 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100"
          aria-label={closeLabel}
        >
          <X aria-hidden="true" className="size-5" />
        </D.Close>
      </D.Content>
    </D.Portal>
  );
}
