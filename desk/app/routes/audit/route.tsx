// The audit log, for administrators only (403 for staff): newest first, filtered by action
// prefix, paged with "before".
import { Form, Link } from "react-router";
import { formatDateTime } from "#desk/components/format.ts";
import { requireStaff } from "#desk/lib/staff.server.ts";
import type { Route } from "./+types/route";

export const meta: Route.MetaFunction = () => [{ title: "Audit log | Staff desk" }];

const PAGE = 100;

export async function loader({ context, request }: Route.LoaderArgs) {
  const { services } = await requireStaff(context, request);
  const url = new URL(request.url);
  const action = (url.searchParams.get("action") ?? "").slice(0, 100);
  const before = (url.searchParams.get("before") ?? "").slice(0, 40);
  const rows = await services.audit.list({ action: action || undefined, before: before || undefined, limit: PAGE });
  return { rows, action, next: rows.length === PAGE ? rows[rows.length - 1]?.at : undefined };
}

export default function Audit({ loaderData }: Route.ComponentProps) {
  const { rows, action, next } = loaderData;
  return (
    <>
      <h1 className="text-2xl font-bold">Audit log</h1>
      <Form method="get" className="mt-4 flex flex-wrap items-end gap-2">
        <div>
          <label htmlFor="action" className="block font-semibold">
            Action starts with
          </label>
          <input id="action" name="action" defaultValue={action} className="input mt-1" placeholder="auth." />
        </div>
        <button type="submit" className="btn-secondary">
          Filter
        </button>
      </Form>
      <div className="mt-4">
        {/* Wraps instead of scrolling sideways: a scroll box would need its own keyboard stop. */}
        <table className="w-full text-left text-sm [overflow-wrap:anywhere]">
          <caption className="sr-only">Audit entries, newest first</caption>
          <thead>
            <tr>
              <th scope="col" className="p-2">
                When
              </th>
              <th scope="col" className="p-2">
                Who
              </th>
              <th scope="col" className="p-2">
                Action
              </th>
              <th scope="col" className="p-2">
                Target
              </th>
              <th scope="col" className="p-2">
                Address (hashed)
              </th>
              <th scope="col" className="p-2">
                Details
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.id} className="border-t border-slate-200">
                <td className="p-2 whitespace-nowrap">{formatDateTime(r.at)}</td>
                <td className="p-2">{r.actor ?? "—"}</td>
                <td className="p-2 font-mono">{r.action}</td>
                <td className="p-2">{r.targetType ? `${r.targetType} ${r.targetId ?? ""}` : "—"}</td>
                <td className="p-2 font-mono">{r.ipHash ?? "—"}</td>
                <td className="p-2 font-mono wrap-anywhere">{JSON.stringify(r.details)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {next && (
        <Link
          to={`?${new URLSearchParams({ ...(action ? { action } : {}), before: next })}`}
          className="mt-4 inline-block underline"
        >
          Older entries
        </Link>
      )}
    </>
  );
}
