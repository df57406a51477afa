// The inbox's list: counts per status as tabs, the submissions of this view newest first (each
// linking to its enquiry in the same view), what an empty view means, and the keyset pages.
import { href, Link } from "react-router";
import { formatDateTime, statusLabels, titleCase } from "#desk/components/format.ts";
import { Flag, StatusBadge } from "#desk/components/status-badge.tsx";
import { Table } from "#desk/components/table.tsx";
import { withParams } from "#desk/lib/inbox-place.ts";
import { ENQUIRY_STATUSES } from "#shared/leads/enquiry.ts";
import type { Route } from "./+types/route";

type Data = Route.ComponentProps["loaderData"];

export function StatusTabs({ values, counts }: { values: Data["values"]; counts: Data["counts"] }) {
  return (
    <>
      {counts && (
        <nav aria-label="Status" className="mt-4">
          <ul className="flex flex-wrap gap-2">
            <li>
              <Link
                to={withParams(values, { status: undefined, after: undefined })}
                aria-current={!values.status ? "page" : undefined}
                className="block rounded border border-slate-300 bg-white px-3 py-1.5 text-sm aria-[current=page]:border-brand-700 aria-[current=page]:bg-brand-50"
              >
                All
              </Link>
            </li>
            {ENQUIRY_STATUSES.map((status) => (
              <li key={status}>
                <Link
                  to={withParams(values, { status, after: undefined })}
                  aria-current={values.status === status ? "page" : undefined}
                  className="block rounded border border-slate-300 bg-white px-3 py-1.5 text-sm aria-[current=page]:border-brand-700 aria-[current=page]:bg-brand-50"
                >
                  {statusLabels[status]}{" "}
                  <span className="font-semibold">
                    {(counts[status]?.count ?? 0).toLocaleString("en-AU")}
                    {counts[status]?.capped ? "+" : ""}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </>
  );
}

export function Submissions({
  values,
  errors,
  rows,
  next,
  names,
}: {
  values: Data["values"];
  errors: Data["errors"];
  rows: Data["rows"];
  next: Data["next"];
  names: ReadonlyMap<string, string>;
}) {
  return (
    <>
      {Object.keys(errors).length > 0 ? (
        <p role="alert" className="mt-6 rounded border border-red-300 bg-red-50 p-4 text-red-900">
          Check the filters: {Object.values(errors).join(" ")}
        </p>
      ) : rows.length === 0 ? (
        <EmptyInbox filtered={Object.keys(values).some((k) => k !== "after")} />
      ) : (
        <div className="mt-6">
          <Table
            caption="Submissions, newest first"
            columns={["Received", "Name", "Form", "Source", "Status", "Assigned to"]}
          >
            {rows.map((row) => (
              <tr key={row.id} className="border-t border-slate-200">
                <td className="px-3 py-2 whitespace-nowrap">{formatDateTime(row.createdAt)}</td>
                <td className="px-3 py-2">
                  <Link
                    to={`${href("/enquiries/:id", { id: row.id })}${withParams(values)}`}
                    className="font-semibold text-brand-700 underline"
                    data-shortcut-row=""
                  >
                    {row.name || "(no name)"}
                  </Link>
                  {row.company && <span className="block text-slate-700">{row.company}</span>}
                  {row.duplicate && <Flag tone="info">Possible duplicate</Flag>}
                  {row.suppressed && <Flag tone="warn">Suppressed</Flag>}
                </td>
                <td className="px-3 py-2">
                  {titleCase(row.form)}
                  {row.kind === "privacy" && <span className="block text-slate-700">Privacy request</span>}
                </td>
                <td className="px-3 py-2">{row.source}</td>
                <td className="px-3 py-2">
                  <StatusBadge status={row.status} />
                </td>
                <td className="px-3 py-2">
                  {row.assigneeId ? (names.get(row.assigneeId) ?? "Former staff member") : "Nobody yet"}
                </td>
              </tr>
            ))}
          </Table>
        </div>
      )}
      <div className="mt-4 flex gap-4">
        {values.after && (
          <Link to={withParams(values, { after: undefined })} className="font-semibold text-brand-700 underline">
            Newest
          </Link>
        )}
        {next && (
          <Link to={withParams(values, { after: next })} className="font-semibold text-brand-700 underline">
            Older
          </Link>
        )}
      </div>
    </>
  );
}

/** Says whether the inbox is empty or only this view is. */
function EmptyInbox({ filtered }: { filtered: boolean }) {
  return filtered ? (
    <p className="mt-6 text-slate-700">
      Nothing matches these filters.{" "}
      <Link to={href("/inbox")} className="font-semibold text-brand-700 underline">
        Show everything
      </Link>
    </p>
  ) : (
    <p className="mt-6 text-slate-700">
      No submissions yet: enquiries and privacy requests from the website arrive here.
    </p>
  );
}
