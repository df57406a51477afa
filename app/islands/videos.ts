// Video blocks without React (decision 030). An embedded video's play button (data-video-src holds
// the player's address) is replaced by the player's iframe on click, and focus moves to it. A video
// in a pop-up: its trigger opens the native modal <dialog> it controls and only then puts the
// iframe in (data-video-frame), and closing the dialog removes it again (the player stops); the
// browser returns focus to the trigger.

function iframe(src: string, title: string, lazy: boolean): HTMLIFrameElement {
  const frame = document.createElement("iframe");
  frame.src = src;
  frame.title = title;
  frame.className = "absolute inset-0 size-full border-0";
  frame.allow = "autoplay; fullscreen; picture-in-picture";
  frame.allowFullscreen = true;
  if (lazy) frame.loading = "lazy";
  frame.referrerPolicy = "strict-origin-when-cross-origin";
  return frame;
}

export function enhanceVideos(): void {
  for (const button of document.querySelectorAll<HTMLButtonElement>("button[data-video-src]")) {
    button.addEventListener("click", () => {
      const frame = iframe(button.dataset.videoSrc ?? "", button.dataset.videoTitle ?? "", true);
      button.replaceWith(frame);
      frame.focus();
    });
  }
  for (const trigger of document.querySelectorAll<HTMLButtonElement>("button[data-video-dialog-open]")) {
    const dialog = document.getElementById(trigger.getAttribute("aria-controls") ?? "");
    const slot = dialog?.querySelector<HTMLElement>("[data-video-frame]");
    if (!(dialog instanceof HTMLDialogElement) || !slot) continue;
    trigger.addEventListener("click", () => {
      slot.replaceChildren(iframe(slot.dataset.videoFrame ?? "", slot.dataset.videoTitle ?? "", false));
      dialog.showModal();
    });
    for (const close of dialog.querySelectorAll("[data-dialog-close]"))
      close.addEventListener("click", () => dialog.close());
    dialog.addEventListener("close", () => {
      slot.replaceChildren();
      trigger.focus();
    });
    // A click on the backdrop (outside the dialog's box) closes it, as before.
    dialog.addEventListener("click", (e) => {
      if (e.target === dialog) {
        const r = dialog.getBoundingClientRect();
        const inside = e.clientX >= r.left && e.clientX <= r.right && e.clientY >= r.top && e.clientY <= r.bottom;
        if (!inside) dialog.close();
      }
    });
  }
}
