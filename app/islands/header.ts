// The header's behaviour without React (decision 030): it takes over the static markup of
// app/components/layout/header.tsx, which CSS already makes usable before this runs.
// Desktop dropdowns (disclosure navigation): hover opens after the specification's 800 ms, at once
// within 300 ms of another menu closing (the skip delay); keyboard focus opens at once; Enter,
// Space or a click toggles; Escape closes and returns focus to the trigger; leaving closes; choosing
// a link closes. `aria-expanded` and `data-state` on the trigger and panel follow the state.
// Mobile menu: a native popover; its button's name follows it and choosing a link closes it.

/** The specification's dropdown timing: open after 800 ms of hover, at once within 300 ms of another closing. */
export const MENU_OPEN_DELAY_MS = 800;
export const MENU_SKIP_DELAY_MS = 300;
/** Leaving for this long (the pointer crossing a gap) closes the menu. */
const MENU_CLOSE_DELAY_MS = 150;

let lastMenuClosed = Number.NEGATIVE_INFINITY;

function dropdown(item: HTMLElement): void {
  const trigger = item.querySelector<HTMLButtonElement>(":scope > button[aria-controls]");
  const panel = trigger && document.getElementById(trigger.getAttribute("aria-controls") ?? "");
  if (!trigger || !panel) return;
  let open = false;
  let timer: number | undefined;
  // Opened by keyboard focus: the Enter or Space that follows must not close it again.
  let openedByFocus = false;

  const set = (next: boolean) => {
    open = next;
    const state = next ? "open" : "closed";
    trigger.setAttribute("aria-expanded", String(next));
    trigger.dataset.state = state;
    panel.dataset.state = state;
  };
  const schedule = (next: boolean, ms: number) => {
    window.clearTimeout(timer);
    timer = window.setTimeout(() => {
      set(next);
      if (!next) lastMenuClosed = performance.now();
    }, ms);
  };

  // Take over what the CSS was already showing: a pointer resting on the menu, or keyboard focus in it.
  if (item.matches(":hover") || item.contains(document.activeElement)) set(true);

  item.addEventListener("pointerenter", (e) => {
    if (e.pointerType !== "mouse") return;
    const skip = performance.now() - lastMenuClosed < MENU_SKIP_DELAY_MS;
    schedule(true, open || skip ? 0 : MENU_OPEN_DELAY_MS);
  });
  item.addEventListener("pointerleave", (e) => {
    if (e.pointerType !== "mouse") return;
    if (open) schedule(false, MENU_CLOSE_DELAY_MS);
    else window.clearTimeout(timer);
  });
  item.addEventListener("focusout", (e) => {
    if (!item.contains(e.relatedTarget as Node | null)) {
      openedByFocus = false;
      schedule(false, 0);
    }
  });
  item.addEventListener("keydown", (e) => {
    if (e.key === "Escape" && open) {
      schedule(false, 0);
      trigger.focus();
    }
  });
  trigger.addEventListener("focus", () => {
    // Keyboard focus opens the menu, as the CSS does before this script.
    if (trigger.matches(":focus-visible") && !open) {
      openedByFocus = true;
      schedule(true, 0);
    }
  });
  trigger.addEventListener("click", () => {
    window.clearTimeout(timer);
    set(openedByFocus || !open);
    openedByFocus = false;
  });
  panel.addEventListener("click", (e) => {
    if ((e.target as Element).closest("a")) schedule(false, 0);
  });
}

function mobileMenu(header: HTMLElement): void {
  const button = header.querySelector<HTMLButtonElement>("[data-mobile-menu-button]");
  const menu = button && document.getElementById(button.getAttribute("popovertarget") ?? "");
  if (!button || !menu) return;
  // The popover may have been opened before this script ran.
  const label = (open: boolean) => button.setAttribute("aria-label", open ? "Close menu" : "Open menu");
  label(menu.matches(":popover-open"));
  menu.addEventListener("toggle", (e) => label((e as ToggleEvent).newState === "open"));
  menu.addEventListener("click", (e) => {
    if ((e.target as Element).closest("a")) menu.hidePopover();
  });
}

export function enhanceHeader(): void {
  const header = document.querySelector<HTMLElement>("[data-header]");
  if (!header) return;
  for (const item of header.querySelectorAll<HTMLElement>("[data-menu]")) dropdown(item);
  mobileMenu(header);
}
