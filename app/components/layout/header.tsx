// The site header: logo, desktop dropdown menus, both phone numbers and the mobile menu.
// Everything works before the page's JavaScript arrives: the dropdowns open on hover (after the
// specification's 800 ms) and on keyboard focus through CSS (app.css), the mobile menu is a
// native popover its button opens. Once hydrated, the components take over the same markup,
// keeping a hover or focus that started earlier (issue 11), and add Escape, click to toggle and
// closing when a link is chosen. No UI library: the disclosure-navigation pattern needs only this.
import { ChevronDown, Menu, X } from "lucide-react";
import { type FocusEvent, type PointerEvent, useEffect, useId, useRef, useState } from "react";
import { PhoneButtons } from "#app/components/sections/phone-buttons.tsx";
import { PageLink, PageNavLink } from "#app/components/ui/page-link.tsx";
import { cn } from "#app/lib/cn.ts";
import type { HeaderMenuGroup } from "#shared/site/navigation.ts";
import { Logo } from "./logo.tsx";

/** The specification's dropdown timing: open after 800 ms of hover, at once within 300 ms of another closing. */
export const MENU_OPEN_DELAY_MS = 800;
export const MENU_SKIP_DELAY_MS = 300;
/** Leaving for this long (the pointer crossing a gap) closes the menu. */
const MENU_CLOSE_DELAY_MS = 150;

const linkClass =
  "block whitespace-nowrap rounded-lg px-3 py-2 font-medium text-slate-700 hover:bg-brand-50 hover:text-brand-800";

const panelWidth = { 400: "w-[400px]", 350: "w-[350px]" } as const;

let lastMenuClosed = Number.NEGATIVE_INFINITY;

function Dropdown({ group }: { group: HeaderMenuGroup }) {
  const [open, setOpen] = useState(false);
  const item = useRef<HTMLLIElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const timer = useRef<number | undefined>(undefined);
  // Opened by keyboard focus: the Enter or Space that follows must not close it again.
  const openedByFocus = useRef(false);
  const panelId = useId();

  const schedule = (next: boolean, ms: number) => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      setOpen(next);
      if (!next) lastMenuClosed = performance.now();
    }, ms);
  };

  // Take over what the CSS was already showing: a pointer resting on the menu, or keyboard focus in it.
  useEffect(() => {
    const el = item.current;
    if (el && (el.matches(":hover") || el.contains(document.activeElement))) setOpen(true);
    return () => window.clearTimeout(timer.current);
  }, []);

  const onPointerEnter = (e: PointerEvent) => {
    if (e.pointerType !== "mouse") return;
    const skip = performance.now() - lastMenuClosed < MENU_SKIP_DELAY_MS;
    schedule(true, open || skip ? 0 : MENU_OPEN_DELAY_MS);
  };
  const onPointerLeave = (e: PointerEvent) => {
    if (e.pointerType !== "mouse") return;
    if (open) schedule(false, MENU_CLOSE_DELAY_MS);
    else window.clearTimeout(timer.current);
  };
  const onBlur = (e: FocusEvent) => {
    if (!item.current?.contains(e.relatedTarget as Node | null)) {
      openedByFocus.current = false;
      schedule(false, 0);
    }
  };

  const state = open ? "open" : "closed";
  return (
    <li
      ref={item}
      data-menu
      className="relative"
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      onBlur={onBlur}
      onKeyDown={(e) => {
        if (e.key === "Escape" && open) {
          schedule(false, 0);
          trigger.current?.focus();
        }
      }}
    >
      <button
        ref={trigger}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        data-state={state}
        className={cn(linkClass, "inline-flex items-center gap-1")}
        onClick={() => {
          window.clearTimeout(timer.current);
          setOpen(openedByFocus.current || !open);
          openedByFocus.current = false;
        }}
        onFocus={(e) => {
          // Keyboard focus opens the menu, as the CSS does before hydration.
          if (e.currentTarget.matches(":focus-visible") && !open) {
            openedByFocus.current = true;
            schedule(true, 0);
          }
        }}
      >
        {group.label}
        <ChevronDown
          aria-hidden="true"
          className={cn("menu-chevron size-4 transition-transform", open && "rotate-180")}
        />
      </button>
      {/* pt-2 instead of a margin: the pointer never crosses a gap between the trigger and the menu. */}
      <div
        id={panelId}
        data-state={state}
        className={cn("menu-panel absolute top-full left-0 z-40 pt-2", group.width && panelWidth[group.width])}
      >
        <ul className="grid gap-1 rounded-2xl border border-slate-200 bg-white p-3 shadow-xl">
          {group.items?.map((entry) => (
            <li key={entry.path}>
              <PageLink to={entry.path} className={linkClass} onClick={() => schedule(false, 0)}>
                {entry.label}
              </PageLink>
            </li>
          ))}
        </ul>
      </div>
    </li>
  );
}

function DesktopNav({ path, nav }: { path: string; nav: readonly HeaderMenuGroup[] }) {
  return (
    <nav className="hidden xl:block" aria-label="Main">
      <ul className="flex items-center gap-1">
        {nav.map((group) =>
          group.href ? (
            <li key={group.label}>
              <PageNavLink
                to={group.href}
                currentPath={path}
                className={cn(linkClass, "aria-[current=page]:text-brand-800")}
              >
                {group.label}
              </PageNavLink>
            </li>
          ) : (
            <Dropdown key={group.label} group={group} />
          ),
        )}
      </ul>
    </nav>
  );
}

const MOBILE_MENU_ID = "mobile-menu";

function MobileNav({ nav }: { nav: readonly HeaderMenuGroup[] }) {
  const [open, setOpen] = useState(false);
  const menu = useRef<HTMLDivElement>(null);
  // The popover may have been opened before hydration.
  useEffect(() => setOpen(menu.current?.matches(":popover-open") ?? false), []);
  const close = () => menu.current?.hidePopover();
  return (
    <div className="xl:hidden">
      <button
        type="button"
        popoverTarget={MOBILE_MENU_ID}
        className="inline-flex size-11 items-center justify-center rounded-lg text-slate-800 hover:bg-slate-100"
        aria-label={open ? "Close menu" : "Open menu"}
      >
        {open ? <X aria-hidden="true" className="size-6" /> : <Menu aria-hidden="true" className="size-6" />}
      </button>
      <div
        ref={menu}
        id={MOBILE_MENU_ID}
        popover="auto"
        onToggle={(e) => setOpen((e.nativeEvent as ToggleEvent).newState === "open")}
        className="fixed inset-x-0 top-16 bottom-auto m-0 max-h-[calc(100vh-4rem)] w-full max-w-none overflow-y-auto border-0 border-t border-slate-200 bg-white px-4 pb-6 text-slate-800 shadow-xl"
      >
        <nav aria-label="Mobile">
          <ul className="divide-y divide-slate-100">
            {nav.map((group) => (
              <li key={group.label} className="py-2">
                {group.href ? (
                  <PageLink to={group.href} className={linkClass} onClick={close}>
                    {group.label}
                  </PageLink>
                ) : (
                  <>
                    <p className="px-3 pt-2 pb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase">
                      {group.label}
                    </p>
                    <ul>
                      {group.items?.map((entry) => (
                        <li key={entry.path}>
                          <PageLink to={entry.path} className={linkClass} onClick={close}>
                            {entry.label}
                          </PageLink>
                        </li>
                      ))}
                    </ul>
                  </>
                )}
              </li>
            ))}
          </ul>
        </nav>
        <PhoneButtons className="mt-4 [&>a]:w-full" />
      </div>
    </div>
  );
}

/**
 * `path`: the page the header is on (marks its menu link as current); `nav`: the menus
 * (shared/site/navigation.ts headerMenu), passed in so the island does not ship the page registry.
 */
export function Header({ path, nav }: { path: string; nav: readonly HeaderMenuGroup[] }) {
  return (
    <header className="sticky top-0 z-40 overflow-x-clip border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="relative mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
        <PageLink to="/" className="shrink-0">
          <Logo />
        </PageLink>
        <DesktopNav path={path} nav={nav} />
        <div className="flex items-center gap-2">
          <PhoneButtons compact className="flex-nowrap gap-2" />
          <MobileNav nav={nav} />
        </div>
      </div>
    </header>
  );
}
