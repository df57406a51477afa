import { type ComponentType, useEffect, useState } from "react";
import type { RebrandContent } from "./types.ts";

/** Browser-storage key that records the rebrand notice as seen. */
export const REBRAND_STORAGE_KEY = "leadwise:rebrand-seen";
/** The specification's delay before the notice appears. */
export const REBRAND_DELAY_MS = 2000;

function alreadySeen(): boolean {
  try {
    return window.localStorage.getItem(REBRAND_STORAGE_KEY) === "1";
  } catch {
    // Storage blocked (private mode, strict settings): show the notice, it is harmless.
    return false;
  }
}

function recordSeen(): void {
  try {
    window.localStorage.setItem(REBRAND_STORAGE_KEY, "1");
  } catch {
    // Nothing to do: the notice simply shows again next time.
  }
}

type DialogComponent = ComponentType<{ content: RebrandContent; onDismiss: () => void }>;

/**
 * The rebrand notice on the home page. Nothing renders at first (the prerendered HTML and the
 * first paint are unaffected); 2 s after load, unless already seen, the dialog's code is loaded
 * on demand and the dialog opens. Every way of closing it records it as seen.
 */
export function RebrandPopup({ content }: { content: RebrandContent }) {
  const [Dialog, setDialog] = useState<DialogComponent | null>(null);

  useEffect(() => {
    if (alreadySeen()) return;
    let cancelled = false;
    const timer = window.setTimeout(() => {
      import("./rebrand-dialog.tsx")
        .then((m) => {
          if (!cancelled && !alreadySeen()) setDialog(() => m.RebrandDialog);
        })
        .catch(() => {
          // The chunk failed to load (offline, new deploy): skip the notice rather than break the page.
        });
    }, REBRAND_DELAY_MS);
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
  }, []);

  return Dialog ? <Dialog content={content} onDismiss={recordSeen} /> : null;
}
