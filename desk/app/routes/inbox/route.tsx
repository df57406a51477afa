// The inbox: every submission newest first, filters and search in the query string (so a
// filtered view is a link), counts per status, keyset pages, and new items without a reload.
// The loader and the page; its parts are in filters.tsx, list.tsx and new-items.ts.
import { data, href, Link } from "react-router";
import { withParams } from "#desk/lib/inbox-place.ts";
import { withBasename } from "#desk/lib/links.ts";
import { requireStaff } from "#desk/lib/staff.server.ts";
import { parseInboxQuery } from "#server/leads/filters.server.ts";
import { countByStatus, filterOptions, listInbox } from "#server/leads/inbox.server.ts";
import { caseCounts } from "#server/privacy/cases.server.ts";
import { assignableMembers } from "#server/staff/members.server.ts";
import { ENQUIRY_STATUSES } from "#shared/leads/enquiry.ts";
import type { Route } from "./+types/route";
import { Filters } from "./filters.tsx";
import { StatusTabs, Submissions } from "./list.tsx";
import { useNewItems } from "./new-items.ts";

export const meta: Route.MetaFunction = () => [{ title: "Inbox | Staff desk" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = await requireStaff(context, request);
  const params = new URL(request.url).searchParams;
  const [options, staff, cases] = await Promise.all([
    filterOptions(services.storage),
    assignableMembers(services),
    caseCounts(services.storage, services.now()),
  ]);
  const parsed = parseInboxQuery(params);
  if (!parsed.ok) {
    return data(
      { errors: parsed.errors, values: parsed.values, rows: [], next: null, counts: null, options, staff, cases },
      { status: 400 },
    );
  }
  const { filters, after, values } = parsed.query;
  const [page, counts] = await Promise.all([
    listInbox(services.storage, filters, after),
    after ? Promise.resolve(null) : countByStatus(services.storage, filters, ENQUIRY_STATUSES),
  ]);
  return {
    errors: {} as Record<string, string>,
    values,
    rows: page.rows,
    next: page.next,
    counts,
    options,
    staff,
    cases,
  };
}

export default function Inbox({ loaderData: loaded }: Route.ComponentProps) {
  const { loaderData, live } = useNewItems(loaded);
  const { errors, values, rows, next, counts, options, staff, cases } = loaderData;
  const names = new Map(staff.map((s) => [s.id, s.name]));
  const exportHref = `${withBasename(href("/inbox.csv"))}${withParams(values, { after: undefined })}`;

  return (
    <>
      <div className="flex flex-wrap items-baseline justify-between gap-4">
        <h1 className="text-2xl font-bold">Inbox</h1>
        <a href={exportHref} className="text-sm font-semibold text-brand-700 underline" download>
          Export these as CSV
        </a>
      </div>
      <p className="mt-1 text-sm text-slate-700">
        Keyboard: <kbd>j</kbd>/<kbd>k</kbd> to move through the list, <kbd>/</kbd> to search, <kbd>?</kbd> for every
        shortcut.
      </p>
      <p aria-live="polite" className="mt-1 min-h-5 text-sm text-slate-700">
        {live}
      </p>
      {/* The privacy officer's deadlines, on the desk's front page (issue 14). */}
      <p className="mt-2 rounded border border-slate-200 bg-white px-3 py-2 text-sm">
        Privacy cases: <strong>{cases.open}</strong> open,{" "}
        <Link to={`${href("/cases")}?view=due_soon`} className="font-semibold text-brand-700 underline">
          {cases.dueSoon} due within 7 days
        </Link>
        ,{" "}
        <Link
          to={`${href("/cases")}?view=overdue`}
          className={`font-semibold underline ${cases.overdue > 0 ? "text-red-800" : "text-brand-700"}`}
        >
          {cases.overdue} overdue
        </Link>
        {cases.suppressionNeedsContact > 0 &&
          `, ${cases.suppressionNeedsContact} suppression waiting for a contact detail`}
        .
      </p>

      <StatusTabs values={values} counts={counts} />
      <Filters values={values} errors={errors} options={options} staff={staff} />
      <Submissions values={values} errors={errors} rows={rows} next={next} names={names} />
    </>
  );
}
