// The rebrand notice without React (decision 030): 2 s after the home page loads, unless already
// recorded as seen in this browser or the page is framed (the desk's previews), the prerendered <dialog> (app/components/sections/
// rebrand-popup.tsx) opens as a non-modal card. It takes focus only when the visitor has not put it
// anywhere (decision 098); then a screen reader is told in a polite live region instead. Its two
// buttons (data-dialog-close), Escape and a pointer-down outside it close it. Every close records it
// as seen; focus that was in it goes back to where it was before.

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

export function enhanceRebrandPopup(): void {
  const dialog = document.querySelector<HTMLDialogElement>("dialog[data-rebrand-popup]");
  // Not in a frame: the desk's previews show the page's words, and the notice would take the
  // keyboard from the editor beside them 2 s after each load.
  // Whether it was seen is read when it is due (open, below), not here: the first read of browser
  // storage is a synchronous load of the whole store, kept out of the page's first tasks (decision 095).
  if (!dialog || window.top !== window) return;
  // In the page before it speaks: a live region added with its words in it is often not read.
  const announcer = document.createElement("p");
  announcer.className = "sr-only";
  announcer.setAttribute("aria-live", "polite");
  announcer.dataset.rebrandAnnouncer = "";
  document.body.append(announcer);
  // The delay counts from the navigation, as the specification's "2 seconds after the page loads".
  window.setTimeout(open, Math.max(0, REBRAND_DELAY_MS - performance.now()));

  function open(): void {
    if (!dialog || alreadySeen()) return;
    const active = document.activeElement;
    const returnTo = active instanceof HTMLElement && active !== document.body ? active : null;
    // Focus goes back only if it was in the notice as it closed: a visitor who kept theirs and moved
    // on is not taken back to where they were when it opened.
    let focusWasInside = false;
    // Recorded as it closes: the dialog's "close" event comes a task later, and a visitor (or a
    // test reading the storage) may act in between.
    const close = () => {
      focusWasInside = dialog.contains(document.activeElement);
      recordSeen();
      announcer.textContent = "";
      dialog.close();
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") close();
    };
    const onPointer = (e: PointerEvent) => {
      if (!dialog.contains(e.target as Node)) close();
    };
    dialog.addEventListener(
      "close",
      () => {
        recordSeen();
        document.removeEventListener("keydown", onKey);
        document.removeEventListener("pointerdown", onPointer);
        if (focusWasInside && returnTo?.isConnected) returnTo.focus();
      },
      { once: true },
    );
    for (const button of dialog.querySelectorAll("[data-dialog-close]")) {
      button.addEventListener("click", close, { once: true });
    }
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    // Taking focus from a link or field the visitor is on would move them mid-task (a field's blur
    // checks it). show() moves focus into the dialog (the HTML dialog focusing steps), so the notice
    // is then opened by its attribute, which does not.
    if (returnTo) {
      dialog.open = true;
      const title = dialog.querySelector("#rebrand-title")?.textContent?.trim() ?? "";
      const stop = /[.!?]$/.test(title) ? "" : ".";
      announcer.textContent = `${title}${stop} A notice at the foot of the page; Escape closes it.`;
    } else {
      dialog.show();
      dialog.querySelector<HTMLElement>("button")?.focus();
    }
  }
}
