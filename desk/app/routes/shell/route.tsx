// The signed-in frame around every desk screen: a skip link, the desk's sections (from its route
// list, #desk/screens.ts; behind a "Menu" button on a phone), the member's own menu (account
// settings: sessions, passkeys), a sign-out button, the content.
import { type ReactNode, useEffect, useRef } from "react";
import { href, NavLink, Outlet, useLocation } from "react-router";
import { IntentForm } from "#desk/components/intent-form.tsx";
import { ShortcutsDialog, useShortcuts } from "#desk/components/shortcuts.tsx";
import { requireStaff } from "#desk/lib/staff.server.ts";
import { revalidateUnlessUnreachable } from "#desk/lib/unreachable.ts";
import { forms as signOut } from "#desk/routes/sign-out/forms.ts";
import { screens } from "#desk/screens.ts";
import { may } from "#shared/staff/roles.ts";
import type { Route } from "./+types/route";

// A screen's form that found no connection is answered on the screen: the shell's data is not read again then.
export const shouldRevalidate = revalidateUnlessUnreachable;

export async function loader({ context, request }: Route.LoaderArgs) {
  const { staff } = await requireStaff(context, request);
  return { name: staff.name, role: staff.role };
}

const entries = screens.flatMap((s) => ("menu" in s ? [{ to: s.path, access: s.access, ...s.menu }] : []));
const sections = entries.filter((s) => !("account" in s));
const account = entries.filter((s) => "account" in s);

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded px-3 py-2 text-sm font-semibold ${isActive ? "bg-brand-50 text-brand-800" : "text-slate-700 hover:bg-slate-100"}`;

export default function Shell({ loaderData }: Route.ComponentProps) {
  const menu = sections.filter((s) => may(loaderData.role, s.access));
  const shortcuts = useRef<HTMLDialogElement>(null);
  const showShortcuts = () => shortcuts.current?.showModal();
  useShortcuts(showShortcuts);
  useFocusOnNewScreen();
  const links = <MenuLinks entries={menu} className="flex flex-col gap-1 sm:flex-row sm:flex-wrap" />;
  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:rounded focus:bg-white focus:p-2"
      >
        Skip to content
      </a>
      <header className="relative border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3">
          <p className="font-bold text-slate-900">Staff desk</p>
          <nav aria-label="Desk">
            <div className="hidden sm:block">{links}</div>
            <Disclosure label="Menu" className="sm:hidden" panelLabel="Desk sections" align="header">
              {links}
            </Disclosure>
          </nav>
          <div className="ml-auto flex items-center gap-2">
            <Disclosure
              label={
                <>
                  <span className="sr-only">Account of </span>
                  <span className="inline-block max-w-[10rem] truncate align-bottom">{loaderData.name}</span>
                </>
              }
              panelLabel="Your account"
            >
              <p className="px-3 pt-1 pb-2 text-sm text-slate-700">
                Signed in as <span className="font-semibold text-slate-900">{loaderData.name}</span>
              </p>
              <MenuLinks entries={account} className="flex flex-col gap-1" />
              <button
                type="button"
                onClick={showShortcuts}
                aria-keyshortcuts="?"
                className="mt-1 block w-full rounded px-3 py-2 text-left text-sm font-semibold text-slate-700 hover:bg-slate-100"
              >
                Keyboard shortcuts (?)
              </button>
            </Disclosure>
            <IntentForm intent={signOut["sign-out"]} answer={undefined} action={href("/sign-out")}>
              <button type="submit" className="btn-secondary">
                Sign out
              </button>
            </IntentForm>
          </div>
        </div>
      </header>
      <main id="main" className="mx-auto max-w-7xl px-4 py-6">
        <Outlet />
      </main>
      <ShortcutsDialog dialog={shortcuts} />
    </>
  );
}

/**
 * After a client-side move to another screen, the focus goes to the new screen's heading, as a page
 * load starts at the top: a screen reader announces the screen, and Tab continues inside it instead of
 * from the link that was followed (in the header, or gone with the old screen). A screen that put
 * the focus in itself (a field) keeps it; the first screen and changes of the query (a search, a
 * filter, the inbox's refresh) leave the focus alone.
 */
function useFocusOnNewScreen(): void {
  const { pathname } = useLocation();
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the screen changes
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const main = document.getElementById("main");
    const active = document.activeElement;
    if (!main || (active && active !== document.body && main.contains(active))) return;
    const heading = main.querySelector<HTMLElement>("h1");
    if (!heading) return;
    heading.tabIndex = -1;
    heading.focus();
  }, [pathname]);
}

function MenuLinks({ entries, className }: { entries: readonly { to: string; label: string }[]; className: string }) {
  return (
    <ul className={className}>
      {entries.map((s) => (
        <li key={s.to}>
          <NavLink to={s.to} className={linkClass}>
            {s.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

/**
 * A button that shows a panel of links under it (a native <details>: works before JavaScript, by
 * keyboard, and is announced as expanded or collapsed); closes on Escape, on a click elsewhere and
 * when the page changes.
 */
function Disclosure({
  label,
  panelLabel,
  className = "",
  align = "right",
  children,
}: {
  label: ReactNode;
  panelLabel: string;
  className?: string;
  /** "header": the panel spans the header's width under it (the phone's menu), not under the button. */
  align?: "header" | "right";
  children: ReactNode;
}) {
  const ref = useRef<HTMLDetailsElement>(null);
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: closes when the page changes
  useEffect(() => {
    if (ref.current) ref.current.open = false;
  }, [pathname]);
  useEffect(() => {
    const close = (event: Event) => {
      const details = ref.current;
      if (!details?.open) return;
      if (event instanceof KeyboardEvent) {
        if (event.key !== "Escape") return;
        details.open = false;
        details.querySelector("summary")?.focus();
      } else if (!details.contains(event.target as Node)) details.open = false;
    };
    document.addEventListener("keydown", close);
    document.addEventListener("click", close);
    return () => {
      document.removeEventListener("keydown", close);
      document.removeEventListener("click", close);
    };
  }, []);
  return (
    <details ref={ref} className={`${align === "right" ? "relative" : ""} ${className}`}>
      <summary className="btn-secondary cursor-pointer list-none">
        {label}
        <span aria-hidden="true" className="ml-1">
          ▾
        </span>
      </summary>
      <section
        aria-label={panelLabel}
        className={`absolute z-10 ${align === "right" ? "right-0 mt-1 w-60 max-w-[calc(100vw-2rem)]" : "inset-x-2 top-full"} rounded-lg border border-slate-200 bg-white p-2 shadow-lg`}
      >
        {children}
      </section>
    </details>
  );
}
