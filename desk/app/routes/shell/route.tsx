// The signed-in frame around every desk screen: a skip link, the desk's sections (from its route
// list, #desk/screens.ts), who is signed in with a sign-out button, the content.
import { href, NavLink, Outlet } from "react-router";
import { IntentForm } from "#desk/components/intent-form.tsx";
import { requireStaff } from "#desk/lib/staff.server.ts";
import { screens } from "#desk/screens.ts";
import type { Route } from "./+types/route";

export async function loader({ context, request }: Route.LoaderArgs) {
  const { staff } = await requireStaff(context, request);
  return { name: staff.name, role: staff.role };
}

const sections = screens.flatMap((s) => ("menu" in s ? [{ to: s.path, ...s.menu }] : []));

export default function Shell({ loaderData }: Route.ComponentProps) {
  const menu = sections.filter((s) => !("admin" in s) || loaderData.role === "admin");
  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:rounded focus:bg-white focus:p-2"
      >
        Skip to content
      </a>
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3">
          <p className="font-bold text-slate-900">Staff desk</p>
          <nav aria-label="Desk">
            <ul className="flex flex-wrap gap-1">
              {menu.map((s) => (
                <li key={s.to}>
                  <NavLink
                    to={s.to}
                    className={({ isActive }) =>
                      `block rounded px-3 py-2 text-sm font-semibold ${isActive ? "bg-brand-50 text-brand-800" : "text-slate-700 hover:bg-slate-100"}`
                    }
                  >
                    {s.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="ml-auto flex items-center gap-3">
            <p className="text-sm text-slate-700">
              Signed in as <span className="font-semibold text-slate-900">{loaderData.name}</span>
            </p>
            <IntentForm intent="sign-out" answer={undefined} action={href("/sign-out")}>
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
    </>
  );
}
