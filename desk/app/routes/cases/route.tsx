// Privacy cases (issue 14): the views a privacy officer works from — due within 7 days, overdue,
// open (every open case, soonest due first, each with its days left in words), and closed and all
// (latest first, a page at a time) — by jurisdiction.
import { data, Form, href, Link } from "react-router";
import { caseStatusLabels, daysLeftLabel, formatDateTime } from "#desk/components/format.ts";
import { Table } from "#desk/components/table.tsx";
import { requireStaff } from "#desk/lib/staff.server.ts";
import { type CaseView, casesWithCounts } from "#server/privacy/cases.server.ts";
import { formatIsoDate } from "#shared/format-date.ts";
import { jurisdictions } from "#shared/privacy/due-dates.ts";
import type { Route } from "./+types/route";

export const meta: Route.MetaFunction = () => [{ title: "Privacy cases | Staff desk" }];

const views: Record<CaseView, string> = {
  due_soon: "Due within 7 days",
  overdue: "Overdue",
  open: "All open",
  closed: "Closed",
  all: "All",
};
const isView = (v: string): v is CaseView => v in views;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = await requireStaff(context, request);
  const url = new URL(request.url);
  const view = url.searchParams.get("view") || "open";
  const jurisdiction = url.searchParams.get("jurisdiction") || undefined;
  const before = (url.searchParams.get("before") ?? "").slice(0, 200) || undefined;
  if (!isView(view)) throw data("Choose a view: due_soon, overdue, open, closed or all.", { status: 400 });
  const now = services.now();
  const listed = await casesWithCounts(services.storage, { view, jurisdiction, before }, now);
  if (!listed.ok) throw data(listed.error, { status: listed.status });
  return {
    view,
    jurisdiction: jurisdiction ?? "",
    cases: listed.cases,
    next: listed.next,
    firstPage: !before,
    counts: listed.counts,
  };
}

export default function Cases({ loaderData }: Route.ComponentProps) {
  const { view, jurisdiction, cases, next, firstPage, counts } = loaderData;
  const pageLink = (after?: string) =>
    `?${new URLSearchParams({ view, ...(jurisdiction ? { jurisdiction } : {}), ...(after ? { before: after } : {}) })}`;
  return (
    <>
      <h1 className="text-2xl font-bold">Privacy cases</h1>
      <p className="mt-1 text-slate-700">
        {counts.open} open: {counts.dueSoon} due within 7 days, {counts.overdue} overdue
        {counts.suppressionNeedsContact > 0 &&
          `, ${counts.suppressionNeedsContact} suppression waiting for a contact detail`}
        .
      </p>
      <Form method="get" className="mt-4 flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor="view" className="block text-sm font-semibold">
            View
          </label>
          <select id="view" name="view" defaultValue={view} className="input mt-1">
            {Object.entries(views).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="jurisdiction" className="block text-sm font-semibold">
            Jurisdiction
          </label>
          <select id="jurisdiction" name="jurisdiction" defaultValue={jurisdiction} className="input mt-1">
            <option value="">All</option>
            {jurisdictions.map((j) => (
              <option key={j} value={j}>
                {j}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="btn-primary">
          Show cases
        </button>
      </Form>
      <div className="mt-4">
        {cases.length === 0 ? (
          <p className="text-slate-700">No cases in this view.</p>
        ) : (
          <Table
            caption={`Privacy cases: ${views[view]}, ${view === "closed" || view === "all" ? "latest first" : "soonest due first"}`}
            columns={["Reference", "Received", "Requester", "Request", "Jurisdiction", "Status", "Identity", "Due"]}
          >
            {cases.map((c) => (
              <tr key={c.id} className="border-t border-slate-200 align-top">
                <td className="px-3 py-2 font-semibold">
                  <Link to={href("/cases/:reference", { reference: c.reference })} className="text-brand-700 underline">
                    {c.reference}
                  </Link>
                </td>
                <td className="px-3 py-2 whitespace-nowrap">{formatDateTime(c.receivedAt)}</td>
                <td className="px-3 py-2">{`${c.requester.firstName} ${c.requester.lastName}`.trim() || "(erased)"}</td>
                <td className="px-3 py-2">
                  {c.requestType}
                  {c.suppressionRequested && <span className="block text-xs text-slate-700">+ suppression</span>}
                </td>
                <td className="px-3 py-2">{c.jurisdiction}</td>
                <td className="px-3 py-2">
                  {caseStatusLabels[c.status]}
                  {c.pausedAt && <span className="block text-xs text-slate-700">paused</span>}
                </td>
                <td className="px-3 py-2">{c.identityVerifiedAt ? "Verified" : "Not yet"}</td>
                <td className="px-3 py-2 whitespace-nowrap">
                  {formatIsoDate(c.dueDate)}
                  <span
                    className={`block text-xs font-semibold ${c.daysLeft !== null && c.daysLeft < 0 ? "text-red-800" : "text-slate-700"}`}
                  >
                    {daysLeftLabel(c.daysLeft)}
                  </span>
                  {c.suppressionDueDate && c.closedAt === null && (
                    <span className="block text-xs text-slate-700">
                      suppression by {formatIsoDate(c.suppressionDueDate)}
                    </span>
                  )}
                </td>
              </tr>
            ))}
          </Table>
        )}
      </div>
      {(next || !firstPage) && (
        <nav aria-label="Pages of cases" className="mt-4 flex flex-wrap gap-4">
          {!firstPage && (
            <Link to={pageLink()} className="underline">
              Latest cases
            </Link>
          )}
          {next && (
            <Link to={pageLink(next)} className="underline">
              Older cases
            </Link>
          )}
        </nav>
      )}
    </>
  );
}
