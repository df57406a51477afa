// Keyboard shortcuts in the manner of mail clients (issue 25), for the whole signed-in desk:
//   j / k   next / previous: the next or previous row of the inbox, the next or previous enquiry
//   a       assign the open enquiry to me
//   s       the open enquiry's status buttons
//   /       the inbox's search
//   ?       this list
// A screen offers a shortcut by marking an element: data-shortcut="x" on a link or button (clicked)
// or a field (focused), data-shortcut-group="s" on a group (its first enabled button focused),
// data-shortcut-row on the inbox's row links (j/k move between them). A shortcut never fires while
// typing in a field, with a modifier key held, or when its screen has no such element.
import { useEffect, useRef } from "react";

export const shortcutList: readonly { keys: string; what: string }[] = [
  { keys: "j", what: "Next: the next row of the inbox, or the next enquiry in the view" },
  { keys: "k", what: "Previous: the previous row, or the previous enquiry" },
  { keys: "a", what: "Assign the open enquiry to me" },
  { keys: "s", what: "Go to the open enquiry's status buttons" },
  { keys: "/", what: "Search the inbox" },
  { keys: "?", what: "Show this list" },
];

/** Typing in a field (or a menu that takes keys): shortcuts stand aside. */
function typing(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName);
}

function act(key: string): boolean {
  const group = document.querySelector<HTMLElement>(`[data-shortcut-group="${key}"]`);
  if (group) {
    group.querySelector<HTMLButtonElement>("button:not([disabled])")?.focus();
    return true;
  }
  const element = document.querySelector<HTMLElement>(`[data-shortcut="${CSS.escape(key)}"]`);
  if (element) {
    if (/^(INPUT|TEXTAREA|SELECT)$/.test(element.tagName)) element.focus();
    else element.click();
    return true;
  }
  if (key !== "j" && key !== "k") return false;
  const rows = [...document.querySelectorAll<HTMLElement>("[data-shortcut-row]")];
  if (rows.length === 0) return false;
  const at = rows.indexOf(document.activeElement as HTMLElement);
  const next = at < 0 ? 0 : Math.min(rows.length - 1, Math.max(0, at + (key === "j" ? 1 : -1)));
  rows[next]?.focus();
  return true;
}

/** Listens for the shortcuts; `help` opens the list. */
export function useShortcuts(help: () => void): void {
  const open = useRef(help);
  open.current = help;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey || typing(event.target)) return;
      if (document.querySelector("dialog[open]")) return;
      if (event.key === "?") {
        event.preventDefault();
        open.current();
      } else if (["j", "k", "a", "s", "/"].includes(event.key) && act(event.key)) {
        event.preventDefault();
      }
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, []);
}

/** The list of shortcuts, as a modal dialog (Escape or its button closes it). */
export function ShortcutsDialog({ dialog }: { dialog: React.RefObject<HTMLDialogElement | null> }) {
  return (
    <dialog
      ref={dialog}
      aria-labelledby="shortcuts-title"
      className="m-auto w-[min(32rem,calc(100vw-2rem))] rounded-lg border border-slate-300 p-5 shadow-xl backdrop:bg-slate-900/40"
    >
      <h2 id="shortcuts-title" className="text-lg font-bold">
        Keyboard shortcuts
      </h2>
      <p className="mt-1 text-sm text-slate-700">They never act while you are typing in a field.</p>
      <dl className="mt-3 grid grid-cols-[max-content_1fr] gap-x-4 gap-y-2 text-sm">
        {shortcutList.map((s) => (
          <div key={s.keys} className="contents">
            <dt>
              <kbd className="rounded border border-slate-400 bg-slate-100 px-2 py-0.5 font-mono">{s.keys}</kbd>
            </dt>
            <dd>{s.what}</dd>
          </div>
        ))}
      </dl>
      <form method="dialog" className="mt-4">
        <button type="submit" className="btn-secondary">
          Close
        </button>
      </form>
    </dialog>
  );
}
