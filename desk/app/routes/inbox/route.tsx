// The inbox: every submission newest first, filters and search in the query string (so a
// filtered view is a link), counts per status, keyset pages, and new items without a reload.
import { useEffect, useRef, useState } from "react";
import { data, Form, href, Link, useFetcher, useLocation, useSubmit } from "react-router";
import { formatDateTime, statusLabels, titleCase } from "#desk/components/format.ts";
import { Flag, StatusBadge } from "#desk/components/status-badge.tsx";
import { Table } from "#desk/components/table.tsx";
import { asBackground } from "#desk/lib/background.ts";
import { withParams } from "#desk/lib/inbox-place.ts";
import { withBasename } from "#desk/lib/links.ts";
import { assignableStaff, requireStaff } from "#desk/lib/staff.server.ts";
import { parseInboxQuery } from "#server/leads/filters.server.ts";
import { countByStatus, filterOptions, listInbox } from "#server/leads/inbox.server.ts";
import { caseCounts } from "#server/privacy/cases.server.ts";
import { ENQUIRY_STATUSES } from "#shared/leads/enquiry.ts";
import type { Route } from "./+types/route";

/** New items show within this long (the 10 seconds). */
const POLL_MS = 8000;

export const meta: Route.MetaFunction = () => [{ title: "Inbox | Staff desk" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = await requireStaff(context, request);
  const params = new URL(request.url).searchParams;
  const [options, staff, cases] = await Promise.all([
    filterOptions(services.storage),
    assignableStaff(services),
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
  const submit = useSubmit();
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

      <Form
        method="get"
        onSubmit={(event) => {
          // Only the filters that are set go in the address: a short link, the same view.
          event.preventDefault();
          const set = [...new FormData(event.currentTarget)].filter(([, v]) => typeof v === "string" && v !== "");
          submit(new URLSearchParams(set as [string, string][]), { method: "get" });
        }}
        className="mt-4 grid gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-4"
      >
        {values.status && <input type="hidden" name="status" value={values.status} />}
        <InputFilter
          label="Search"
          name="q"
          type="search"
          value={values.q}
          error={errors.q}
          maxLength={254}
          placeholder="Name, email, phone or company"
          data-shortcut="/"
          aria-keyshortcuts="/"
        />
        <Field label="Form" name="form" error={errors.form}>
          <select id="f-form" name="form" defaultValue={values.form ?? ""} className="input">
            <option value="">Any form</option>
            {options.forms.map((f) => (
              <option key={f} value={f}>
                {titleCase(f)}
              </option>
            ))}
          </select>
        </Field>
        <Field label="Source" name="source" error={errors.source}>
          <select id="f-source" name="source" defaultValue={values.source ?? ""} className="input">
            <option value="">Any source</option>
            {options.sources.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </Field>
        <Field label="Assigned to" name="assignee" error={errors.assignee}>
          <select id="f-assignee" name="assignee" defaultValue={values.assignee ?? ""} className="input">
            <option value="">Anyone</option>
            <option value="none">Nobody yet</option>
            {staff.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </select>
        </Field>
        <InputFilter label="Received from" name="from" type="date" value={values.from} error={errors.from} />
        <InputFilter label="Received to" name="to" type="date" value={values.to} error={errors.to} />
        <Field label="Kind" name="kind" error={errors.kind}>
          <select id="f-kind" name="kind" defaultValue={values.kind ?? ""} className="input">
            <option value="">Enquiries and privacy requests</option>
            <option value="contact">Enquiries</option>
            <option value="privacy">Privacy requests</option>
          </select>
        </Field>
        <Field label="Flag" name="flag" error={errors.flag}>
          <select id="f-flag" name="flag" defaultValue={values.flag ?? ""} className="input">
            <option value="">Any</option>
            <option value="duplicate">Possible duplicates</option>
            <option value="suppressed">Suppressed people</option>
          </select>
        </Field>
        <div className="flex items-end gap-3 sm:col-span-2 lg:col-span-4">
          <button type="submit" className="btn-primary">
            Apply filters
          </button>
          <Link to={href("/inbox")} className="text-sm font-semibold text-brand-700 underline">
            Clear
          </Link>
        </div>
      </Form>

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

function Field({
  label,
  name,
  error,
  children,
}: {
  label: string;
  name: string;
  error?: string;
  children: React.ReactNode;
}) {
  return (
    <div>
      <label htmlFor={`f-${name}`} className="block text-sm font-semibold text-slate-800">
        {label}
      </label>
      <div className="mt-1">{children}</div>
      {error && (
        <p id={`f-${name}-error`} className="mt-1 text-sm text-red-800">
          {error}
        </p>
      )}
    </div>
  );
}

function InputFilter({
  label,
  name,
  value,
  error,
  ...input
}: { label: string; name: string; value?: string; error?: string } & React.InputHTMLAttributes<HTMLInputElement>) {
  return (
    <Field label={label} name={name} error={error}>
      <input
        {...input}
        id={`f-${name}`}
        name={name}
        defaultValue={value}
        className="input"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `f-${name}-error` : undefined}
      />
    </Field>
  );
}

/**
 * Re-reads the first page every few seconds while it is visible and says when something new came
 * in. The re-read is a background request (#desk/lib/background.ts): it does not extend the
 * member's idle time, so an unattended inbox is signed out after 30 minutes like any other screen.
 */
function useNewItems(loaded: Route.ComponentProps["loaderData"]) {
  const fetcher = useFetcher<typeof loader>();
  const { search } = useLocation();
  const active = !loaded.values.after;
  // What the refresh brought, for the query it was made for; a navigation's data replaces it.
  const [fresh, setFresh] = useState<{ search: string; data: typeof loaded } | null>(null);
  const [message, setMessage] = useState("");
  const asked = useRef(search);
  const shownFirst = useRef(loaded.rows[0]?.id);
  useEffect(() => {
    setFresh(null);
    shownFirst.current = loaded.rows[0]?.id;
  }, [loaded]);
  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data) return;
    const first = fetcher.data.rows[0]?.id;
    if (first && first !== shownFirst.current) setMessage("New submissions have arrived at the top of the list.");
    shownFirst.current = first;
    setFresh({ search: asked.current, data: fetcher.data });
  }, [fetcher.state, fetcher.data]);
  const { load, state } = fetcher;
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => {
      if (document.visibilityState !== "visible" || state !== "idle") return;
      asked.current = search;
      void load(asBackground(`${href("/inbox")}${search}`));
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [active, load, state, search]);
  const loaderData = fresh && fresh.search === search ? fresh.data : loaded;
  return { loaderData, live: message };
}
