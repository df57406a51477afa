// The site header: logo, desktop dropdown menus, both phone numbers and the mobile menu.
// Static markup, no React in the browser (decision 030). Everything works before any script runs:
// the dropdowns open on hover (after the specification's 800 ms) and on keyboard focus through CSS
// (app.css), the mobile menu is a native popover its button opens and its icon follows through
// CSS. app/islands/header.ts then takes over the same markup, keeping a hover or focus that started
// earlier, and adds the skip delay, Escape, click to toggle, `aria-expanded` and closing when a link
// is chosen. No UI library: the disclosure-navigation pattern needs only this.
import { ChevronDown, Menu, X } from "lucide-react";
import { PhoneButtons } from "#app/components/sections/phone-buttons.tsx";
import { PageLink, PageNavLink } from "#app/components/ui/page-link.tsx";
import { cn } from "#app/lib/cn.ts";
import type { HeaderMenuGroup } from "#shared/site/navigation.ts";
import { Logo } from "./logo.tsx";

/** The menu links' look (app.css `.nav-link`). */
const linkClass = "nav-link";

const panelWidth = { 400: "w-[400px]", 350: "w-[350px]" } as const;

/** The id of a dropdown's panel (the trigger's aria-controls): one per menu label. */
const panelIdOf = (label: string) => `menu-${label.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;

function Dropdown({ group }: { group: HeaderMenuGroup }) {
  const panelId = panelIdOf(group.label);
  return (
    <li data-menu className="relative">
      <button
        type="button"
        aria-expanded="false"
        aria-controls={panelId}
        data-state="closed"
        className={cn(linkClass, "inline-flex items-center gap-1")}
      >
        {group.label}
        <ChevronDown aria-hidden="true" className="menu-chevron size-4 transition-transform" />
      </button>
      {/* pt-2 instead of a margin: the pointer never crosses a gap between the trigger and the menu. */}
      <div
        id={panelId}
        data-state="closed"
        className={cn("menu-panel absolute top-full left-0 z-40 pt-2", group.width && panelWidth[group.width])}
      >
        <ul className="grid gap-1 rounded-2xl border border-slate-200 bg-white p-3 shadow-xl">
          {group.items?.map((entry) => (
            <li key={entry.path}>
              <PageLink to={entry.path} className={linkClass}>
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
  return (
    <div className="xl:hidden">
      <button
        type="button"
        popoverTarget={MOBILE_MENU_ID}
        data-mobile-menu-button
        className="inline-flex size-11 items-center justify-center rounded-lg text-slate-800 hover:bg-slate-100"
        aria-label="Open menu"
      >
        <Menu aria-hidden="true" className="mobile-menu-open size-6" />
        <X aria-hidden="true" className="mobile-menu-close size-6" />
      </button>
      <div
        id={MOBILE_MENU_ID}
        popover="auto"
        className="fixed inset-x-0 top-16 bottom-auto m-0 max-h-[calc(100vh-4rem)] w-full max-w-none overflow-y-auto border-0 border-t border-slate-200 bg-white px-4 pb-6 text-slate-800 shadow-xl"
      >
        <nav aria-label="Mobile">
          <ul className="divide-y divide-slate-100">
            {nav.map((group) => (
              <li key={group.label} className="py-2">
                {group.href ? (
                  <PageLink to={group.href} className={linkClass}>
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
                          <PageLink to={entry.path} className={linkClass}>
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
 * (shared/site/navigation.ts headerMenu).
 */
export function Header({ path, nav }: { path: string; nav: readonly HeaderMenuGroup[] }) {
  return (
    <header
      data-header
      className="sticky top-0 z-40 overflow-x-clip border-b border-slate-200 bg-white/95 backdrop-blur"
    >
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
