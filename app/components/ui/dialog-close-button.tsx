import { X } from "lucide-react";

/**
 * The ✕ in a native <dialog>'s top-right corner (the dialog needs `relative` positioning, as a
 * <dialog> has). It closes its dialog through the dialog's script (data-dialog-close).
 */
export function DialogCloseButton({ label }: { label: string }) {
  return (
    <button
      type="button"
      data-dialog-close
      className="absolute top-3 right-3 inline-flex size-11 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100"
      aria-label={label}
    >
      <X aria-hidden="true" className="size-5" />
    </button>
  );
}
