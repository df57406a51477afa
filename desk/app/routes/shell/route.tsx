// The signed-in frame around every desk screen: a skip link, the desk's sections, who is
// signed in with a sign-out button, the content.
import { Form, NavLink, Outlet } from "react-router";
import { requireStaff } from "#desk/lib/staff.server.ts";
import type { Route } from "./+types/route";

export async function loader({ context, request }: Route.LoaderArgs) {
  const { staff } = await requireStaff(context, request);
  return { name: staff.name, role: staff.role };
}

const sections = [
  { to: "/inbox", label: "Inbox" },
  { to: "/cases", label: "Privacy cases" },
  { to: "/suppression", label: "Suppression" },
  { to: "/reports", label: "Reports" },
  { to: "/analytics", label: "Analytics" },
  { to: "/outbox", label: "Forwarding" },
  { to: "/sessions", label: "Sessions" },
  { to: "/passkeys", label: "Passkeys" },
];

export default function Shell({ loaderData }: Route.ComponentProps) {
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
              {[
                ...sections,
                ...(loaderData.role === "admin"
                  ? [
                      { to: "/staff", label: "Staff" },
                      { to: "/audit", label: "Audit log" },
                    ]
                  : []),
              ].map((s) => (
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
            <Form method="post" action="/sign-out">
              <button type="submit" className="btn-secondary">
                Sign out
              </button>
            </Form>
          </div>
        </div>
      </header>
      <main id="main" className="mx-auto max-w-7xl px-4 py-6">
        <Outlet />
      </main>
    </>
  );
}
